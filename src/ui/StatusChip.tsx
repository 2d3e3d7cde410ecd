import Chip from '@mui/material/Chip';
import { STATUS_LABELS } from '../core/messages';
import type { DisplayStatus } from '../core/status';

/** Colour per D9 status: calm for the settled ones, amber for what still waits. */
const TONES: Record<DisplayStatus, { bg: string; fg: string; border: string }> = {
  attached: { bg: '#e4e7eb', fg: '#323f4b', border: '#cbd2d9' },
  paid: { bg: '#e3f4ea', fg: '#1f6b43', border: '#b7e0c6' },
  viewed: { bg: '#e6f0fb', fg: '#1f5592', border: '#bcd3ee' },
  checked: { bg: '#ede9fb', fg: '#4c3d99', border: '#d3caf2' },
  pending: { bg: '#fdf3dc', fg: '#8a5a00', border: '#f3dca4' },
};

/** D9: a bulletin's display status as a small coloured chip with its pt-BR label. */
export function StatusChip({ status }: { status: DisplayStatus }) {
  const tone = TONES[status];
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      data-status={status}
      sx={{
        bgcolor: tone.bg,
        color: tone.fg,
        border: `1px solid ${tone.border}`,
        fontSize: '0.75rem',
        height: 24,
      }}
    />
  );
}
