import { DAY_MS, dayWeight, startOfDay, workDays } from '../../src/core/dates';
import {
  dailyAverageCents,
  finalGoal,
  goalStatus,
  maxGoalStatus,
  meetsGoal,
} from '../../src/core/goals';
import { FLAG_CHECKED, FLAG_VIEWED } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { DAILY_COLUMNS, FOOTER_LABELS } from '../contract';
import { csvFooter, csvHeaders, csvRowLine } from '../csv';
import type { FooterRow } from '../csv';
import { invoicesInPeriod } from './common';
import type { DailyChartBucket, DailyChartUnit, DailyRow, ReportParams } from '../contract';
import type { ReportResult } from './result';

/** P23: the daily chart draws one bar group per day up to this many days, per week above. */
export const CHART_MAX_DAYS = 62;

/**
 * P23: the daily chart's bar groups over `dayCount` days from `firstDay` (UTC midnight), as the
 * index of each group's first day. Up to CHART_MAX_DAYS days, one per day; above, one per ISO
 * week (Monday to Sunday), the first and last weeks cut at the period's ends.
 */
export function chartBuckets(
  firstDay: number,
  dayCount: number,
): { unit: DailyChartUnit; starts: number[] } {
  if (dayCount <= CHART_MAX_DAYS) {
    return { unit: 'day', starts: Array.from({ length: dayCount }, (_, d) => d) };
  }
  const starts = [0];
  // getUTCDay: Sunday 0, Monday 1. The first Monday after the first day starts the second week.
  const firstMonday = (8 - new Date(firstDay).getUTCDay()) % 7 || 7;
  for (let d = firstMonday; d < dayCount; d += 7) starts.push(d);
  return { unit: 'week', starts };
}

/**
 * Relatório Diário (SPEC §2, D18, D46): per selected team (D40), the accepted bulletins (D10) of
 * the period: Faturamento (D5/D36), Boletins, Liberados (checked), Valor Visualizado (viewed,
 * D9), Pendentes, Dias Trabalhados, Média Diária and both goal statuses; ranked by value
 * descending, ties to the lower team id (D46). 'Total Geral' footer (D42) and the daily chart.
 */
export function dailyReport(data: Dataset, params: ReportParams): ReportResult<'daily'> {
  const inPeriod = invoicesInPeriod(data, params);
  const teams = data.teams.length;
  const days = workDays(params.period.start, params.period.end, params.today);
  const goal = finalGoal(days, params.goals.daily, params.goals.max);

  const firstDay = startOfDay(params.period.start);
  const dayCount = Math.max(0, Math.floor((startOfDay(params.period.end) - firstDay) / DAY_MS) + 1);
  const chartValue = new Float64Array(dayCount * teams);
  const chartCount = new Float64Array(dayCount * teams);

  const total = new Float64Array(teams);
  const invoices = new Float64Array(teams);
  const checked = new Float64Array(teams);
  const viewed = new Float64Array(teams);
  const viewedValue = new Float64Array(teams);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and inPeriod[undefined] is undefined, so it is skipped
  for (let i = 0; i < data.invoiceCount; i += 1) {
    if (!inPeriod[i]) continue;
    const t = data.invTeam[i] as number;
    const value = data.invValue[i] as number;
    const flags = data.invFlags[i] as number;
    total[t] = (total[t] as number) + value;
    invoices[t] = (invoices[t] as number) + 1;
    if (flags & FLAG_CHECKED) checked[t] = (checked[t] as number) + 1;
    if (flags & FLAG_VIEWED) {
      viewed[t] = (viewed[t] as number) + 1;
      viewedValue[t] = (viewedValue[t] as number) + value;
    }
    const day = Math.floor((startOfDay(data.invDate[i] as number) - firstDay) / DAY_MS);
    const cell = day * teams + t;
    chartValue[cell] = (chartValue[cell] as number) + value;
    chartCount[cell] = (chartCount[cell] as number) + 1;
  }

  // D22, D46: value descending; ties keep team id order (the team index order).
  const ranked = Array.from({ length: teams }, (_, t) => t).sort(
    // Stryker disable next-line ArithmeticOperator: the sort is stable and the teams come in index order, so the lower index stays first on a tie whatever the tie breaker says (the value's difference is killed by the ranking tests, then disabled with the rest of the line)
    (a, b) => (total[b] as number) - (total[a] as number) || a - b,
  );
  const rows: DailyRow[] = ranked.map((t, r) => {
    const totalValueCents = total[t] as number;
    return {
      id: r,
      ranking: r + 1,
      teamId: data.teams[t] as string,
      teamName: data.teamNames[t] as string,
      totalValueCents,
      totalInvoices: invoices[t] as number,
      checkedInvoices: checked[t] as number,
      viewedInvoices: viewed[t] as number,
      viewedValueCents: viewedValue[t] as number,
      pendingInvoices: (invoices[t] as number) - (checked[t] as number),
      workDays: days,
      dailyAverageCents: dailyAverageCents(totalValueCents, days),
      goalStatus: goalStatus(totalValueCents, goal),
      maxGoalStatus: maxGoalStatus(totalValueCents, params.goals.max),
    };
  });

  const footer = {
    totalValueCents: 0,
    totalInvoices: 0,
    checkedInvoices: 0,
    viewedValueCents: 0,
    pendingInvoices: 0,
    dailyAverageCents: 0,
  };
  let teamsOnGoal = 0;
  for (const r of rows) {
    footer.totalValueCents += r.totalValueCents;
    footer.totalInvoices += r.totalInvoices;
    footer.checkedInvoices += r.checkedInvoices;
    footer.viewedValueCents += r.viewedValueCents;
    footer.pendingInvoices += r.pendingInvoices;
    // D42: Média Diária's total is the sum of the rows.
    footer.dailyAverageCents += r.dailyAverageCents;
    if (meetsGoal(r.goalStatus)) teamsOnGoal += 1;
  }

  const { unit, starts } = chartBuckets(firstDay, dayCount);
  const buckets: DailyChartBucket[] = starts.map((from, b) => {
    const to = (starts[b + 1] ?? dayCount) - 1;
    const valueCents = new Array<number>(teams).fill(0);
    const invoiceCounts = new Array<number>(teams).fill(0);
    let weight = 0;
    for (let d = from; d <= to; d += 1) {
      weight += dayWeight(firstDay + d * DAY_MS);
      for (let t = 0; t < teams; t += 1) {
        valueCents[t] = (valueCents[t] as number) + (chartValue[d * teams + t] as number);
        invoiceCounts[t] = (invoiceCounts[t] as number) + (chartCount[d * teams + t] as number);
      }
    }
    return {
      start: firstDay + from * DAY_MS,
      end: firstDay + to * DAY_MS,
      days: to - from + 1,
      workDays: weight,
      // P23: a bar's goal is the daily goal × its days' D18 weights (a Sunday 0, a week 5,5).
      goal: params.goals.daily * weight,
      valueCents,
      invoices: invoiceCounts,
    };
  });

  const line = csvRowLine(DAILY_COLUMNS);
  // D42: 'Total Geral' in the Equipe column; Ranking, Dias Trabalhados and statuses empty.
  const footers: FooterRow[] = [
    { labelField: 'teamName', label: FOOTER_LABELS.dailyTotal, values: footer },
  ];
  return {
    kind: 'daily',
    rowCount: rows.length,
    summary: {
      cards: {
        totalInvoices: footer.totalInvoices,
        checkedInvoices: footer.checkedInvoices,
        viewedValueCents: footer.viewedValueCents,
        pendingInvoices: footer.pendingInvoices,
        totalValueCents: footer.totalValueCents,
        teamsOnGoal,
        teamsOffGoal: rows.length - teamsOnGoal,
        finalGoal: goal,
        workDays: days,
      },
      footer,
      chart: {
        teams: data.teams.map((teamId, t) => ({ teamId, teamName: data.teamNames[t] as string })),
        unit,
        buckets,
      },
    },
    row: (r) => rows[r] as DailyRow,
    sortKeys: {},
    csv: {
      headers: csvHeaders(DAILY_COLUMNS),
      line: (r) => line(rows[r] as DailyRow),
      footers: footers.map((f) => csvFooter(DAILY_COLUMNS, f)),
    },
    footers,
  };
}
