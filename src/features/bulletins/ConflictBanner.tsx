import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EditorSection } from './lines';
import { BULLETIN_TEXT as T } from './messages';
import type { Conflict } from './useEditorRecord';

const SECTION_NAMES: Readonly<Record<EditorSection, string>> = {
  header: T.headerSection,
  services: T.servicesSection,
  photos: T.structuresSection,
  materials: T.materialsSection,
};

/**
 * The editor's conflict notice (useEditorRecord): the sections saved elsewhere with
 * 'Recarregar', or that the bulletin was deleted elsewhere.
 */
export function ConflictBanner({
  conflict,
  onReload,
}: {
  conflict: Conflict;
  onReload: () => void;
}) {
  if (conflict.kind === 'removed') {
    return (
      <Alert severity="error" sx={{ mb: 3 }} data-testid="conflict-banner">
        {T.removedElsewhere}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="conflict-banner"
      action={
        <Button color="inherit" startIcon={<RefreshRoundedIcon />} onClick={onReload}>
          {T.reload}
        </Button>
      }
    >
      <AlertTitle>{T.conflictTitle}</AlertTitle>
      {T.conflictText}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {conflict.sections.map((section) => (
          <Chip key={section} size="small" label={SECTION_NAMES[section]} variant="outlined" />
        ))}
        <Typography variant="caption">{T.reloadDiscards}</Typography>
      </Box>
    </Alert>
  );
}
