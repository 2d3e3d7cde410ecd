import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { HOME_MESSAGES as M } from './messages';

/**
 * SPEC §2, §4 (admin): the bulk viewed and paid toggles and 'Dar Baixa' over the selected rows;
 * 'Nenhum boletim selecionado' while none is, and (D49) how many selected rows the status
 * filter or the search hides. Every button is off while a bulk write runs.
 */
export function BulkActionsBar({
  count,
  hidden,
  busy,
  onToggleViewed,
  onTogglePaid,
  onDarBaixa,
}: {
  count: number;
  /** D49: how many of the `count` selected rows the filter or the search hides. */
  hidden: number;
  busy: boolean;
  onToggleViewed: () => void;
  onTogglePaid: () => void;
  onDarBaixa: () => void;
}) {
  const disabled = busy || count === 0;
  return (
    <Box
      role="toolbar"
      aria-label={M.bulkActions}
      data-testid="bulk-actions"
      sx={{
        mx: 3,
        mb: 1.5,
        px: 2,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        borderRadius: 1.5,
        bgcolor: count > 0 ? '#eaf1fb' : '#f6f8fa',
        border: 1,
        borderColor: count > 0 ? '#c6d8f0' : 'divider',
      }}
    >
      <Typography
        variant="body2"
        sx={{
          fontWeight: count > 0 ? 600 : 400,
          color: count > 0 ? 'primary.dark' : 'text.secondary',
          mr: 'auto',
        }}
        data-testid="selection-count"
      >
        {count > 0 ? M.selected(count, hidden) : M.noSelection}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VisibilityOutlinedIcon />}
        disabled={disabled}
        onClick={onToggleViewed}
      >
        {M.bulkViewed}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PaidOutlinedIcon />}
        disabled={disabled}
        onClick={onTogglePaid}
      >
        {M.bulkPaid}
      </Button>
      <Button
        size="small"
        variant="contained"
        startIcon={<AssignmentTurnedInOutlinedIcon />}
        disabled={disabled}
        onClick={onDarBaixa}
      >
        {M.darBaixa}
      </Button>
    </Box>
  );
}
