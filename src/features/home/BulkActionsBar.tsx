import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { HOME_MESSAGES as M } from './messages';

/** One button of the bar. */
export interface BulkAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** The bar's main action is filled; the others are outlined. */
  main?: boolean;
}

/**
 * SPEC §2, §4 and issue 16: the actions over the selected rows (admin: the viewed and paid
 * toggles and 'Dar Baixa'; superv: 'Encaminhar selecionados'); 'Nenhum boletim selecionado'
 * while none is, and (D49) how many selected rows the status filter or the search hides. Every
 * button is off while a bulk write runs.
 */
export function BulkActionsBar({
  count,
  hidden,
  busy,
  actions,
  stickAt,
}: {
  count: number;
  /** D49: how many of the `count` selected rows the filter or the search hides. */
  hidden: number;
  busy: boolean;
  actions: readonly BulkAction[];
  /**
   * Issue 40 (a phone): while something is selected the bar sticks this far from the window's
   * top (under the header), so its actions stay in reach while the cards scroll.
   */
  stickAt?: number;
}) {
  const disabled = busy || count === 0;
  return (
    <Box
      role="toolbar"
      aria-label={M.bulkActions}
      data-testid="bulk-actions"
      sx={{
        mx: { xs: 2, sm: 3 },
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
        ...(stickAt !== undefined &&
          count > 0 && {
            position: 'sticky',
            top: stickAt,
            zIndex: 3,
            boxShadow: '0 6px 16px rgba(16, 42, 67, 0.12)',
          }),
      }}
    >
      <Typography
        variant="body2"
        sx={{
          fontWeight: count > 0 ? 600 : 400,
          color: count > 0 ? 'primary.dark' : 'text.secondary',
          mr: 'auto',
          // Issue 40: on a phone the count takes its own line and the buttons the next one.
          flexBasis: { xs: '100%', sm: 'auto' },
        }}
        data-testid="selection-count"
      >
        {count > 0 ? M.selected(count, hidden) : M.noSelection}
      </Typography>
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant={action.main ? 'contained' : 'outlined'}
          startIcon={action.icon}
          disabled={disabled}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    </Box>
  );
}
