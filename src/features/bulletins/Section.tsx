import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionProps {
  /** Used for the heading id and data-testid. */
  id: string;
  title: string;
  /** The number of lines, shown next to the title. */
  count?: number;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  /** A quiet note under the title (e.g. unsaved changes). */
  note?: ReactNode;
  children: ReactNode;
}

/** One section of a bulletin form (header, services, materials, structures) as a titled card. */
export function Section({ id, title, count, actions, note, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`section-${id}`}
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} component="h2" variant="h4">
          {title}
        </Typography>
        {count !== undefined && (
          <Chip size="small" label={count} sx={{ fontWeight: 600, height: 22 }} />
        )}
        {note}
        <Box sx={{ flex: 1 }} />
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** A labelled money figure (totals in the save bar and the services section). */
export function Figure({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography
        data-testid={testId}
        sx={{
          fontWeight: strong ? 700 : 500,
          fontSize: strong ? '1.25rem' : '1.05rem',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}
