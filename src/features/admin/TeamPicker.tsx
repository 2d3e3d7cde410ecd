import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { SUPERVISION_TEAMS } from '../../core/teams';
import { ADMIN_MESSAGES as M, teamsLegend } from './messages';

interface TeamPickerProps {
  name: string;
  selected: readonly string[];
  disabled: boolean;
  onToggle: (code: string) => void;
}

/**
 * SPEC §2, §9: the 16 checkboxes ORCDISTBA01–16 of a row in edit mode, with the 'Selecionadas'
 * summary. The first box takes the focus, so the keyboard user lands in the list.
 */
export function TeamPicker({ name, selected, disabled, onToggle }: TeamPickerProps) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    fieldset.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, []);

  return (
    <Box component="fieldset" ref={fieldset} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{ p: 0, mb: 1, typography: 'body2', fontWeight: 600, color: 'text.secondary' }}
      >
        {teamsLegend(name)}
      </Box>
      <Box
        sx={{
          display: 'grid',
          // Room for the box and its code: four columns on a desktop window, fewer when narrow.
          gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
          columnGap: 1,
          rowGap: 0.25,
        }}
      >
        {SUPERVISION_TEAMS.map((code) => (
          <FormControlLabel
            key={code}
            label={code}
            disabled={disabled}
            sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.85rem' } }}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(code)}
                onChange={() => onToggle(code)}
              />
            }
          />
        ))}
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        data-testid="selected-summary"
        sx={{
          mt: 1.5,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {M.selected} ({selected.length}):
        </Box>{' '}
        {selected.length > 0 ? selected.join(', ') : M.noneSelected}
      </Typography>
    </Box>
  );
}
