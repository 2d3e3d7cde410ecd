import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One summary card: a label, its main figure and an optional second line (e.g. a value). */
export interface SummaryCard {
  label: string;
  value: string;
  detail?: string;
  /** Colours the figure: success (paid, on goal), error (pending, off goal), primary (default). */
  tone?: 'primary' | 'success' | 'error' | 'warning' | 'neutral';
}

const TONE_COLOR: Record<NonNullable<SummaryCard['tone']>, string> = {
  primary: 'primary.main',
  success: 'success.main',
  error: 'error.main',
  warning: 'warning.main',
  neutral: 'text.primary',
};

/** The report's summary cards (SPEC §2), in a grid that wraps from 6 across down to 2. */
export function SummaryCards({ cards, label }: { cards: readonly SummaryCard[]; label: string }) {
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${Math.min(cards.length, 6)}, minmax(0, 1fr))`,
        },
      }}
    >
      {cards.map((card) => (
        <Paper
          key={card.label}
          variant="outlined"
          sx={{ px: 2, py: 1.5, minWidth: 0 }}
          data-testid="summary-card"
        >
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 1.4, fontSize: '0.68rem' }}
          >
            {card.label}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontSize: '1.35rem',
              fontWeight: 700,
              color: TONE_COLOR[card.tone ?? 'primary'],
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
            data-testid="summary-card-value"
          >
            {card.value}
          </Typography>
          {card.detail && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {card.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
