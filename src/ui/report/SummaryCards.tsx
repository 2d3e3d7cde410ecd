import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
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

/** The most cards a row holds at each width (MUI breakpoints: xs, sm 600, md 900, lg 1200, xl 1536). */
const MOST_PER_ROW = { xs: 2, sm: 3, md: 4, lg: 6, xl: 8 } as const;

/**
 * Columns for `count` cards with at most `most` per row, so the rows come out even: the fewest
 * rows that fit, then as few columns as fill them (8 cards, at most 6 a row → 2 rows of 4, not
 * 6 + 2; 5 cards, at most 4 → 3 + 2).
 */
export function cardColumns(count: number, most: number): number {
  if (count <= 0) return 1;
  const rows = Math.ceil(count / Math.max(1, most));
  return Math.ceil(count / rows);
}

/**
 * The report's summary cards (SPEC §2), in a grid of even rows: one row when they fit, else
 * rows of equal length (the daily eight: 4 + 4 at 1366 px, one row of 8 from 1536 px).
 * `pending` (issue 24): the report is being generated; each card shows its label and a skeleton
 * in place of its figures, at the loaded card's size, so the row does not move when they come.
 */
export function SummaryCards({
  cards,
  label,
  pending = false,
}: {
  cards: readonly SummaryCard[];
  label: string;
  pending?: boolean;
}) {
  const columns = (most: number) => `repeat(${cardColumns(cards.length, most)}, minmax(0, 1fr))`;
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: columns(MOST_PER_ROW.xs),
          sm: columns(MOST_PER_ROW.sm),
          md: columns(MOST_PER_ROW.md),
          lg: columns(MOST_PER_ROW.lg),
          xl: columns(MOST_PER_ROW.xl),
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
            color="textSecondary"
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
            {pending ? <Skeleton width="60%" /> : card.value}
          </Typography>
          {card.detail && (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {pending ? <Skeleton width="45%" /> : card.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
