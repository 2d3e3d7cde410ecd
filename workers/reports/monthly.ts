import { monthlyCycles } from '../../src/core/dates';
import { monthlyAverageCents, monthlyGoalStatus } from '../../src/core/goals';
import { FLAG_MONTHLY } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { MONTHLY_COLUMNS } from '../contract';
import { csvHeaders, csvRowLine } from '../csv';
import type { MonthlyRow, ReportParams } from '../contract';
import type { ReportResult } from './result';

/**
 * Relatório Mensal (SPEC §2, §9, D19, D45): per selected team (D40), in team id order, the value
 * (D5/D36) of its bulletins with sent_status true_opened (D10) and a valid date in each of the 12
 * billing cycles ending with the current one; Total, Média over the cycles above 0 (D45) and the
 * count of Boletins. The monthly goal colours the chart only. Period and search are ignored.
 */
export function monthlyReport(data: Dataset, params: ReportParams): ReportResult<'monthly'> {
  const cycles = monthlyCycles(params.today);
  const first = (cycles[0] as (typeof cycles)[number]).start;
  const last = (cycles[cycles.length - 1] as (typeof cycles)[number]).end;
  const teams = data.teams.length;
  const cents = new Float64Array(teams * cycles.length);
  const invoices = new Float64Array(teams);
  // Stryker disable next-line EqualityOperator: one step past the end reads invFlags[undefined] (undefined), whose FLAG_MONTHLY bit is 0, so it is skipped
  for (let i = 0; i < data.invoiceCount; i += 1) {
    if (!((data.invFlags[i] as number) & FLAG_MONTHLY)) continue;
    const date = data.invDate[i] as number;
    if (!(date >= first && date <= last)) continue;
    let c = 0;
    while ((cycles[c] as (typeof cycles)[number]).end < date) c += 1;
    const t = data.invTeam[i] as number;
    const cell = t * cycles.length + c;
    cents[cell] = (cents[cell] as number) + (data.invValue[i] as number);
    invoices[t] = (invoices[t] as number) + 1;
  }

  const rows: MonthlyRow[] = data.teams.map((teamId, t) => {
    const cycleCents = Array.from(cents.subarray(t * cycles.length, (t + 1) * cycles.length));
    const averageCents = monthlyAverageCents(cycleCents);
    return {
      id: t,
      teamId,
      teamName: data.teamNames[t] as string,
      cycleCents,
      cycleStatus: cycleCents.map((v) => monthlyGoalStatus(v, params.goals.monthly)),
      totalCents: cycleCents.reduce((sum, v) => sum + v, 0),
      averageCents,
      // D45: 'Sem dados' when no cycle has a value above 0.
      hasData: cycleCents.some((v) => v > 0),
      invoices: invoices[t] as number,
    };
  });

  const line = csvRowLine(MONTHLY_COLUMNS);
  return {
    kind: 'monthly',
    rowCount: rows.length,
    summary: {
      cycles: cycles.map(({ label, csvLabel, start, end }) => ({ label, csvLabel, start, end })),
      goal: params.goals.monthly,
      teams: rows,
    },
    row: (r) => rows[r] as MonthlyRow,
    sortKeys: {},
    csv: {
      // D24: Equipe, the 12 cycle labels, Total, Média, Boletins.
      headers: csvHeaders(MONTHLY_COLUMNS, { cycleCents: cycles.map((c) => c.csvLabel) }),
      line: (r) => line(rows[r] as MonthlyRow),
      footers: [],
    },
    footers: [],
  };
}
