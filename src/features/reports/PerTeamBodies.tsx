import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatDate } from '../../core/dates';
import { formatDecimal, formatInteger, formatMoney, formatMoneyCents } from '../../core/format';
import { GOAL_STATUS_LABELS, MAX_GOAL_STATUS_LABELS } from '../../core/messages';
import type { GoalStatus } from '../../core/goals';
import { DailyBarChart } from '../../ui/charts';
import type { DailyGroup } from '../../ui/charts';
import { SummaryCards, TeamTable } from '../../ui/report';
import type { ReportClient } from '../../../workers/client';
import { DAILY_COLUMNS, FOOTER_LABELS, PAID_SUMMARY_COLUMNS } from '../../../workers/contract';
import type { DailyRow, PaidSummaryRow, ReportHandle } from '../../../workers/contract';
import { teamTableColumns } from './columns';
import { CARDS, CHART_TEXT, DAILY, REPORT_MESSAGES as M } from './messages';
import { useAllRows } from './useAllRows';

interface BodyProps<K extends 'paid-summary' | 'daily'> {
  handle: ReportHandle<K>;
  version: number;
  client: ReportClient;
  onError: (error: unknown) => void;
}

// ---------------------------------------------------------------- Pagos (Resumo)

/** SPEC §2 Pagos (Resumo): cards and the per-team table with its 'Total' row (D42). */
export function PaidSummaryBody({ handle, version, client, onError }: BodyProps<'paid-summary'>) {
  const rows = useAllRows(client, 'paid-summary', handle.total, version, onError);
  const { cards, footer } = handle;
  const columns = teamTableColumns<PaidSummaryRow>(PAID_SUMMARY_COLUMNS, {
    footer: { labelField: 'teamName', label: FOOTER_LABELS.total, values: footer },
  });
  return (
    <Stack spacing={2.5}>
      <SummaryCards
        label={M.summary}
        cards={[
          {
            label: CARDS.paidSummary.paidInvoices,
            value: formatInteger(cards.paidInvoices),
            tone: 'success',
          },
          {
            label: CARDS.paidSummary.totalInvoices,
            value: formatInteger(cards.totalInvoices),
            tone: 'neutral',
          },
          { label: CARDS.paidSummary.paidValue, value: formatMoneyCents(cards.paidValueCents) },
        ]}
      />
      {/* Its rows come in a moment after the handle; their count is known (issue 24). */}
      <TeamTable
        columns={columns}
        rows={rows ?? []}
        rowKey={(r) => r.teamId}
        hasFooter
        pendingRows={rows ? undefined : handle.total}
      />
    </Stack>
  );
}

// ---------------------------------------------------------------- Diário

function GoalChip({ status, labels }: { status: GoalStatus; labels: Record<GoalStatus, string> }) {
  const color = status === 'below' ? 'error' : status === 'met' ? 'warning' : 'success';
  // The theme's warning amber is too light for text on white (axe: 'Na Meta' failed at 3.4:1).
  return (
    <Chip
      size="small"
      color={color}
      variant="outlined"
      label={labels[status]}
      sx={color === 'warning' ? { color: 'warning.dark' } : undefined}
    />
  );
}

/**
 * SPEC §2 Diário: the eight cards, 'Faturamento Diário por Equipe' (one series per team, D3
 * scales, React SVG) and 'Desempenho por Equipe' by total value descending with 'Total Geral'.
 */
export function DailyBody({ handle, version, client, onError }: BodyProps<'daily'>) {
  const rows = useAllRows(client, 'daily', handle.total, version, onError);
  const { cards, footer, chart } = handle;

  const weekly = chart.unit === 'week';
  const { groups, series } = useMemo(
    () => ({
      groups: chart.buckets.map((b): DailyGroup => {
        const from = formatDate(b.start);
        const goal = formatMoney(b.goal);
        if (chart.unit === 'week') {
          const days = formatDecimal(b.workDays, b.workDays % 1 === 0 ? 0 : 1);
          return {
            label: CHART_TEXT.week(from, formatDate(b.end)),
            axisLabel: from.slice(0, 5),
            detail: CHART_TEXT.weekGoal(b.days, days, goal),
            goal: b.goal,
          };
        }
        return {
          label: from,
          axisLabel: from.slice(0, 5),
          detail: b.goal > 0 ? CHART_TEXT.dayGoal(goal) : CHART_TEXT.noGoalDay,
          goal: b.goal,
        };
      }),
      series: chart.teams.map((team, i) => ({
        id: team.teamId,
        name: team.teamName,
        values: chart.buckets.map((b) => (b.valueCents[i] ?? 0) / 100),
        counts: chart.buckets.map((b) => b.invoices[i] ?? 0),
      })),
    }),
    [chart],
  );

  const columns = teamTableColumns<DailyRow>(DAILY_COLUMNS, {
    footer: { labelField: 'teamName', label: FOOTER_LABELS.dailyTotal, values: footer },
    render: {
      goalStatus: (r) => <GoalChip status={r.goalStatus} labels={GOAL_STATUS_LABELS} />,
      maxGoalStatus: (r) => <GoalChip status={r.maxGoalStatus} labels={MAX_GOAL_STATUS_LABELS} />,
    },
  });

  const D = CARDS.daily;
  return (
    <Stack spacing={2.5}>
      <SummaryCards
        label={M.summary}
        cards={[
          { label: D.totalInvoices, value: formatInteger(cards.totalInvoices), tone: 'neutral' },
          {
            label: D.checkedInvoices,
            value: formatInteger(cards.checkedInvoices),
            tone: 'success',
          },
          { label: D.viewedValue, value: formatMoneyCents(cards.viewedValueCents) },
          {
            label: D.pendingInvoices,
            value: formatInteger(cards.pendingInvoices),
            tone: 'warning',
          },
          { label: D.totalValue, value: formatMoneyCents(cards.totalValueCents) },
          { label: D.teamsOnGoal, value: formatInteger(cards.teamsOnGoal), tone: 'success' },
          { label: D.teamsOffGoal, value: formatInteger(cards.teamsOffGoal), tone: 'error' },
          {
            label: D.currentGoal(formatDecimal(cards.workDays, cards.workDays % 1 === 0 ? 0 : 1)),
            value: formatMoney(cards.finalGoal),
            tone: 'neutral',
          },
        ]}
      />
      <Paper variant="outlined" component="section" aria-label={DAILY.chartTitle} sx={{ p: 2 }}>
        <Typography component="h2" variant="h5" sx={{ mb: weekly ? 0.5 : 1 }}>
          {DAILY.chartTitle}
        </Typography>
        {weekly && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {CHART_TEXT.weeklyNote}
          </Typography>
        )}
        <DailyBarChart
          groups={groups}
          series={series}
          xTitle={weekly ? CHART_TEXT.weekAxis : DAILY.xAxis}
          yTitle={weekly ? CHART_TEXT.weekValueAxis : DAILY.yAxis}
          describe={(value, count) => `${formatMoney(value)} · ${DAILY.boletins(count)}`}
          emptyGroupLabel={weekly ? CHART_TEXT.emptyWeek : DAILY.emptyDay}
          emptyLabel={CHART_TEXT.empty}
          goalLabel={weekly ? CHART_TEXT.weekGoalLegend : CHART_TEXT.dayGoalLegend}
          legendLabel={CHART_TEXT.legend}
          ariaLabel={DAILY.chartAria}
        />
      </Paper>
      <TeamTable
        title={DAILY.tableTitle}
        columns={columns}
        rows={rows ?? []}
        rowKey={(r) => r.teamId}
        hasFooter
        dense
        pendingRows={rows ? undefined : handle.total}
      />
    </Stack>
  );
}
