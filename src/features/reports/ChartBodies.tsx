import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  formatMoneyCents,
  formatPercent,
} from '../../core/format';
import { MONTHLY_STATUS_LABELS, NO_DATA_LABEL } from '../../core/messages';
import {
  GOAL_COLORS,
  GOAL_MARK_COLOR,
  GoalBarChart,
  PercentBarChart,
  paletteColor,
} from '../../ui/charts';
import type { GoalBar, PercentBar } from '../../ui/charts';
import { TeamTable } from '../../ui/report';
import type { TeamTableColumn } from '../../ui/report';
import { BY_TYPE_COLUMNS, FOOTER_LABELS, headerOf } from '../../../workers/contract';
import type { ByTypeRow, MonthlyRow, ReportHandle, TypeInsight } from '../../../workers/contract';
import { BY_TYPE_CHARTS_GRID, INSIGHTS_GRID, MONTHLY_GRID } from './chartLayout';
import { BY_TYPE, CHART_TEXT, MONTHLY } from './messages';

// ---------------------------------------------------------------- Mensal

function LegendSwatch({
  color,
  label,
  dashed,
}: {
  color: string;
  label: string;
  dashed?: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box
        sx={
          dashed
            ? { width: 22, height: 0, borderTop: `2px dashed ${color}` }
            : { width: 14, height: 14, borderRadius: 0.5, bgcolor: color }
        }
      />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

function MonthlyTeamCard({
  row,
  labels,
  goal,
}: {
  row: MonthlyRow;
  labels: readonly string[];
  goal: number;
}) {
  const bars: GoalBar[] = row.cycleCents.map((cents, i) => ({
    label: labels[i] ?? '',
    value: cents / 100,
    status: row.cycleStatus[i] ?? 'below',
  }));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="monthly-team-card"
      aria-label={row.teamName}
      component="section"
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography component="h3" variant="h5">
          {row.teamName}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {row.teamId}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="overline" color="textSecondary" sx={{ fontSize: '0.66rem' }}>
            {MONTHLY.average}
          </Typography>
          <Typography
            sx={{ fontWeight: 700, color: row.hasData ? 'primary.main' : 'text.secondary' }}
          >
            {row.hasData ? formatMoneyCents(row.averageCents) : NO_DATA_LABEL}
          </Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="textSecondary" sx={{ fontSize: '0.66rem' }}>
            {MONTHLY.total}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatMoneyCents(row.totalCents)}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="textSecondary" sx={{ fontSize: '0.66rem' }}>
            {MONTHLY.invoices}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>{formatInteger(row.invoices)}</Typography>
        </Box>
      </Stack>
      <GoalBarChart
        bars={bars}
        goal={goal}
        goalLabel={MONTHLY.goalLine}
        ariaLabel={MONTHLY.chartAria(row.teamName)}
        renderTooltip={(bar) => (
          <>
            <Typography variant="subtitle2">{bar.label}</Typography>
            <Typography variant="body2">
              {MONTHLY.revenue}: <b>{formatMoney(bar.value)}</b>
            </Typography>
            <Typography variant="body2">
              {MONTHLY.goal}: {formatMoney(goal)}
            </Typography>
            <Typography variant="body2" sx={{ color: GOAL_COLORS[bar.status], fontWeight: 700 }}>
              {MONTHLY.status}: {MONTHLY_STATUS_LABELS[bar.status]}
            </Typography>
          </>
        )}
      />
    </Paper>
  );
}

/** SPEC §2 Mensal: the legend and one 12-bar card per selected team (D40, D45). */
export function MonthlyBody({ handle }: { handle: ReportHandle<'monthly'> }) {
  const labels = handle.cycles.map((c) => c.label);
  return (
    <Stack spacing={2.5}>
      <Paper variant="outlined" sx={{ px: 2, py: 1.25 }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <LegendSwatch color={GOAL_COLORS.above} label={MONTHLY.legendAbove} />
          <LegendSwatch color={GOAL_COLORS.below} label={MONTHLY.legendBelow} />
          <LegendSwatch
            color={GOAL_MARK_COLOR}
            label={`${MONTHLY.legendGoal}: ${formatMoney(handle.goal)}`}
            dashed
          />
        </Stack>
      </Paper>
      <Box sx={MONTHLY_GRID}>
        {handle.teams.map((row) => (
          <MonthlyTeamCard key={row.teamId} row={row} labels={labels} goal={handle.goal} />
        ))}
      </Box>
    </Stack>
  );
}

// ---------------------------------------------------------------- Por Tipo

/**
 * One D20 insight: the team with the highest percentage of a type and its value; on a tie (P24)
 * every team that shares the percentage, each with its value, under 'Empate entre N equipes'.
 */
function InsightCard({ title, insight }: { title: string; insight: TypeInsight | null }) {
  const teams = insight
    ? [
        { teamId: insight.teamId, teamName: insight.teamName, valueCents: insight.valueCents },
        ...insight.tiedWith,
      ]
    : [];
  const tie = teams.length > 1;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid="insight" data-tie={tie}>
      <Typography variant="overline" color="textSecondary" sx={{ fontSize: '0.68rem' }}>
        {title}
      </Typography>
      {insight ? (
        <>
          {tie && (
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'warning.dark' }}>
              {CHART_TEXT.tie(teams.length)}
            </Typography>
          )}
          {teams.map((team) => (
            <Stack
              key={team.teamId}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
            >
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>{team.teamName}</Typography>
              {tie && (
                <Typography variant="body2" color="textSecondary">
                  {formatMoneyCents(team.valueCents)}
                </Typography>
              )}
            </Stack>
          ))}
          <Typography variant="body2" color="textSecondary">
            {formatPercent(insight.percent, 1)} {BY_TYPE.ofTotal}
            {tie ? ` ${CHART_TEXT.each}` : ` · ${formatMoneyCents(insight.valueCents)}`}
          </Typography>
        </>
      ) : (
        <Typography color="textSecondary">{BY_TYPE.noInsight}</Typography>
      )}
    </Paper>
  );
}

/**
 * The three types' bar colours, from the palette (P25): blue, ochre, green. Not its first three:
 * the third is a red, which would paint production, the bulk of the work, as an alarm.
 */
const TYPE_COLORS = {
  deslocamento: paletteColor(0),
  alojamento: paletteColor(7),
  producao: paletteColor(1),
} as const;

function percentBars(row: ByTypeRow): PercentBar[] {
  return [
    {
      label: BY_TYPE.barDeslocamento,
      percent: row.deslocamentoPercent,
      valueLabel: formatPercent(row.deslocamentoPercent, 1),
      color: TYPE_COLORS.deslocamento,
    },
    {
      label: BY_TYPE.barAlojamento,
      percent: row.alojamentoPercent,
      valueLabel: formatPercent(row.alojamentoPercent, 1),
      color: TYPE_COLORS.alojamento,
    },
    {
      label: BY_TYPE.barProducao,
      percent: row.prodOuDisponPercent,
      valueLabel: formatPercent(row.prodOuDisponPercent, 1),
      color: TYPE_COLORS.producao,
    },
  ];
}

/** SPEC §2 Por Tipo: 'Resumo por Equipe' with its Total, the Insights, one 0–100% chart per team. */
export function ByTypeBody({ handle }: { handle: ReportHandle<'by-type'> }) {
  const C = {
    team: headerOf(BY_TYPE_COLUMNS, 'teamName'),
    fatTotal: headerOf(BY_TYPE_COLUMNS, 'fatTotalCents'),
    deslocamento: headerOf(BY_TYPE_COLUMNS, 'deslocamentoCents'),
    alojamento: headerOf(BY_TYPE_COLUMNS, 'alojamentoCents'),
    prodOuDispon: headerOf(BY_TYPE_COLUMNS, 'prodOuDisponCents'),
  };
  const { footer } = handle;
  const valueCell = (cents: number, percent?: number) =>
    percent === undefined
      ? formatMoneyCents(cents)
      : `${formatMoneyCents(cents)} (${formatDecimal(percent, 1)}%)`;
  const columns: TeamTableColumn<ByTypeRow>[] = [
    { id: 'team', label: C.team, cell: (r) => r.teamName, footer: FOOTER_LABELS.total },
    {
      id: 'fatTotal',
      label: C.fatTotal,
      numeric: true,
      cell: (r) => valueCell(r.fatTotalCents),
      footer: valueCell(footer.fatTotalCents),
    },
    {
      id: 'deslocamento',
      label: C.deslocamento,
      numeric: true,
      cell: (r) => valueCell(r.deslocamentoCents, r.deslocamentoPercent),
      footer: valueCell(footer.deslocamentoCents, footer.deslocamentoPercent),
    },
    {
      id: 'alojamento',
      label: C.alojamento,
      numeric: true,
      cell: (r) => valueCell(r.alojamentoCents, r.alojamentoPercent),
      footer: valueCell(footer.alojamentoCents, footer.alojamentoPercent),
    },
    {
      id: 'prodOuDispon',
      label: C.prodOuDispon,
      numeric: true,
      cell: (r) => valueCell(r.prodOuDisponCents, r.prodOuDisponPercent),
      footer: valueCell(footer.prodOuDisponCents, footer.prodOuDisponPercent),
    },
  ];
  return (
    <Stack spacing={2.5}>
      <TeamTable
        title={BY_TYPE.tableTitle}
        columns={columns}
        rows={handle.teams}
        rowKey={(r) => r.teamId}
        hasFooter
        dense
      />
      <Box component="section" aria-label={BY_TYPE.insightsTitle}>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {BY_TYPE.insightsTitle}
        </Typography>
        <Box sx={INSIGHTS_GRID}>
          <InsightCard title={BY_TYPE.highestAlojamento} insight={handle.insights.alojamento} />
          <InsightCard title={BY_TYPE.highestDeslocamento} insight={handle.insights.deslocamento} />
          <InsightCard title={BY_TYPE.highestProducao} insight={handle.insights.prodOuDispon} />
        </Box>
      </Box>
      <Box component="section" aria-label={BY_TYPE.chartsTitle}>
        <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
          {BY_TYPE.chartsTitle}
        </Typography>
        <Box sx={BY_TYPE_CHARTS_GRID}>
          {handle.teams.map((row) => (
            <Paper key={row.teamId} variant="outlined" sx={{ p: 1.5 }} data-testid="by-type-chart">
              <Typography component="h3" variant="h6">
                {row.teamName}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 0.5 }}>
                {C.fatTotal}: {formatMoneyCents(row.fatTotalCents)}
              </Typography>
              <PercentBarChart
                bars={percentBars(row)}
                ariaLabel={BY_TYPE.chartAria(row.teamName)}
                renderTooltip={(bar) => (
                  <>
                    <Typography variant="subtitle2">{bar.label}</Typography>
                    <Typography variant="body2">{bar.valueLabel}</Typography>
                  </>
                )}
              />
            </Paper>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
