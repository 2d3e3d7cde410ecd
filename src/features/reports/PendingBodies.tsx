import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SummaryCards, TeamTable } from '../../ui/report';
import type { SummaryCard } from '../../ui/report';
import { BY_TYPE_COLUMNS, DAILY_COLUMNS, PAID_SUMMARY_COLUMNS } from '../../../workers/contract';
import type { ColumnSchema } from '../../../workers/contract';
import { teamTableColumns } from './columns';
import { BY_TYPE_CHARTS_GRID, INSIGHTS_GRID, MONTHLY_GRID } from './chartLayout';
import { BY_TYPE, CARDS, DAILY, REPORT_MESSAGES as M } from './messages';

/**
 * Issue 24: what a chart report's result area holds while its first result is generated. Each
 * stands where that report's result will, at its size: the same cards (labels, skeleton figures),
 * the same tables with a skeleton row per selected team, the charts' boxes at their fixed chart
 * heights. The result then takes its place and nothing around it moves (no layout shift).
 * (The table reports keep their own mounted grid for this; see TableReportBody's `pending`.)
 */
export type ChartReportKind = 'paid-summary' | 'daily' | 'monthly' | 'by-type';

export function isChartReport(kind: string): kind is ChartReportKind {
  return kind === 'paid-summary' || kind === 'daily' || kind === 'monthly' || kind === 'by-type';
}

/** Labels only: the figures are skeletons (SummaryCards `pending`). */
const cardsOf = (labels: readonly string[], detail = false): SummaryCard[] =>
  labels.map((label) => ({ label, value: '', ...(detail ? { detail: ' ' } : {}) }));

/** A per-team table's columns (its schema's headers) with a skeleton footer. */
function pendingTable(schema: ColumnSchema, title?: string, dense?: boolean, teams = 0) {
  const columns = teamTableColumns<object>(schema).map((c) => ({ ...c, footer: '' }));
  return (
    <TeamTable
      title={title}
      columns={columns}
      rows={[]}
      rowKey={() => ''}
      hasFooter
      dense={dense}
      pendingRows={teams}
    />
  );
}

/** A titled box of `height` px of skeleton, as a chart's card stands. */
function ChartBox({ title, height }: { title?: string; height: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {title && (
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {title}
        </Typography>
      )}
      <Skeleton variant="rounded" height={height} />
    </Paper>
  );
}

/** The chart heights of src/ui/charts (their defaults) and what stands around them. */
const DAILY_CHART = 360;
/** DailyBarChart's legend line above the plot. */
const DAILY_LEGEND = 34;
const MONTHLY_CARD = 220 + 96;
const BY_TYPE_CHART = 200 + 52;
const INSIGHT = 92;

export function PendingChartBody({ kind, teams }: { kind: ChartReportKind; teams: number }) {
  switch (kind) {
    case 'paid-summary': {
      const C = CARDS.paidSummary;
      return (
        <Stack spacing={2.5}>
          <SummaryCards
            label={M.summary}
            cards={cardsOf([C.paidInvoices, C.totalInvoices, C.paidValue])}
            pending
          />
          {pendingTable(PAID_SUMMARY_COLUMNS, undefined, false, teams)}
        </Stack>
      );
    }
    case 'daily': {
      const D = CARDS.daily;
      return (
        <Stack spacing={2.5}>
          <SummaryCards
            label={M.summary}
            cards={cardsOf([
              D.totalInvoices,
              D.checkedInvoices,
              D.viewedValue,
              D.pendingInvoices,
              D.totalValue,
              D.teamsOnGoal,
              D.teamsOffGoal,
              D.currentGoal('…'),
            ])}
            pending
          />
          <ChartBox title={DAILY.chartTitle} height={DAILY_LEGEND + DAILY_CHART} />
          {pendingTable(DAILY_COLUMNS, DAILY.tableTitle, true, teams)}
        </Stack>
      );
    }
    case 'monthly':
      return (
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={48} />
          <Box sx={MONTHLY_GRID}>
            {Array.from({ length: teams }, (_, i) => (
              <ChartBox key={i} height={MONTHLY_CARD} />
            ))}
          </Box>
        </Stack>
      );
    case 'by-type':
      return (
        <Stack spacing={2.5}>
          {pendingTable(BY_TYPE_COLUMNS, BY_TYPE.tableTitle, true, teams)}
          <Box>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {BY_TYPE.insightsTitle}
            </Typography>
            <Box sx={INSIGHTS_GRID}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={INSIGHT} />
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
              {BY_TYPE.chartsTitle}
            </Typography>
            <Box sx={BY_TYPE_CHARTS_GRID}>
              {Array.from({ length: teams }, (_, i) => (
                <Skeleton key={i} variant="rounded" height={BY_TYPE_CHART} />
              ))}
            </Box>
          </Box>
        </Stack>
      );
  }
}
