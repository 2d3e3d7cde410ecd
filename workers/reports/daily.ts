import {
  DAY_MS,
  dailyAverageCents,
  finalGoal,
  goalStatus,
  maxGoalStatus,
  meetsGoal,
  startOfDay,
  workDays,
} from '../../src/core';
import { FLAG_CHECKED, FLAG_VIEWED } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { DAILY_COLUMNS, FOOTER_LABELS } from '../contract';
import { csvFooter, csvHeaders, csvRowLine } from '../csv';
import type { FooterRow } from '../csv';
import { invoicesInPeriod } from './common';
import type { DailyChartDay, DailyRow, ReportParams } from '../contract';
import type { ReportResult } from './result';

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

  const chartDays: DailyChartDay[] = [];
  for (let d = 0; d < dayCount; d += 1) {
    chartDays.push({
      date: firstDay + d * DAY_MS,
      valueCents: Array.from(chartValue.subarray(d * teams, (d + 1) * teams)),
      invoices: Array.from(chartCount.subarray(d * teams, (d + 1) * teams)),
    });
  }

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
        days: chartDays,
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
