import { percentOneDecimal } from '../../src/core/numbers';
import { KIND_ORDER } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { BY_TYPE_COLUMNS, FOOTER_LABELS } from '../contract';
import { csvFooter, csvHeaders, csvRowLine } from '../csv';
import type { FooterRow } from '../csv';
import { invoicesInPeriod } from './common';
import type { ByTypeRow, ByTypeSummary, ReportParams, TypeInsight } from '../contract';
import type { ReportResult } from './result';

const DESLOCAMENTO = KIND_ORDER.indexOf('DESLOCAMENTO');
const ALOJAMENTO = KIND_ORDER.indexOf('ALOJAMENTO');
const OUTROS = KIND_ORDER.indexOf('OUTROS');

/** The money columns of a by-type row, percentages from them (D43: one decimal, 0 when 0). */
function typeRow(
  fatTotalCents: number,
  deslocamentoCents: number,
  alojamentoCents: number,
  prodOuDisponCents: number,
): Omit<ByTypeRow, 'id' | 'teamId' | 'teamName'> {
  return {
    fatTotalCents,
    deslocamentoCents,
    alojamentoCents,
    prodOuDisponCents,
    deslocamentoPercent: percentOneDecimal(deslocamentoCents, fatTotalCents),
    alojamentoPercent: percentOneDecimal(alojamentoCents, fatTotalCents),
    prodOuDisponPercent: percentOneDecimal(prodOuDisponCents, fatTotalCents),
  };
}

/**
 * Relatório por Tipo (SPEC §2, §3, D20): per selected team (D40), in team id order, the line
 * totals (line-based: no stored totals, D36) of its accepted bulletins (D10) in the period,
 * split by service type (D20). A 'Total' row with percentages from the column totals (D42) and
 * Insights: the team with the highest percentage of each type, ties to the lowest team id (D20),
 * naming the teams it ties with (P24).
 */
export function byTypeReport(data: Dataset, params: ReportParams): ReportResult<'by-type'> {
  const inPeriod = invoicesInPeriod(data, params);
  const teams = data.teams.length;
  const sums = new Float64Array(teams * KIND_ORDER.length);
  // Stryker disable next-line EqualityOperator: one step past the end reads lineInv[undefined], and inPeriod[undefined] is undefined, so it is skipped
  for (let l = 0; l < data.lineCount; l += 1) {
    const i = data.lineInv[l] as number;
    if (!inPeriod[i]) continue;
    const cell = (data.invTeam[i] as number) * KIND_ORDER.length + (data.lineKind[l] as number);
    sums[cell] = (sums[cell] as number) + (data.lineTotal[l] as number);
  }
  const rows: ByTypeRow[] = data.teams.map((teamId, t) => {
    const at = (kind: number) => sums[t * KIND_ORDER.length + kind] as number;
    const desl = at(DESLOCAMENTO);
    const aloj = at(ALOJAMENTO);
    const prod = at(OUTROS);
    return {
      id: t,
      teamId,
      teamName: data.teamNames[t] as string,
      ...typeRow(desl + aloj + prod, desl, aloj, prod),
    };
  });
  let fat = 0;
  let desl = 0;
  let aloj = 0;
  let prod = 0;
  for (const r of rows) {
    fat += r.fatTotalCents;
    desl += r.deslocamentoCents;
    aloj += r.alojamentoCents;
    prod += r.prodOuDisponCents;
  }
  const footer = typeRow(fat, desl, aloj, prod);

  const insight = (
    percent: (r: ByTypeRow) => number,
    value: (r: ByTypeRow) => number,
  ): TypeInsight | null => {
    let best: ByTypeRow | null = null;
    // Rows are in team id order: a strictly higher percentage is needed to replace (D20 ties).
    for (const r of rows)
      if (value(r) > 0 && (best === null || percent(r) > percent(best))) best = r;
    if (best === null) return null;
    const top = percent(best);
    const leader = best;
    return {
      teamId: leader.teamId,
      teamName: leader.teamName,
      percent: top,
      valueCents: value(leader),
      // P24: every other team with the same percentage as shown is named too.
      tiedWith: rows
        .filter((r) => r !== leader && value(r) > 0 && percent(r) === top)
        .map((r) => ({ teamId: r.teamId, teamName: r.teamName, valueCents: value(r) })),
    };
  };
  const summary: ByTypeSummary = {
    footer,
    insights: {
      alojamento: insight(
        (r) => r.alojamentoPercent,
        (r) => r.alojamentoCents,
      ),
      deslocamento: insight(
        (r) => r.deslocamentoPercent,
        (r) => r.deslocamentoCents,
      ),
      prodOuDispon: insight(
        (r) => r.prodOuDisponPercent,
        (r) => r.prodOuDisponCents,
      ),
    },
    teams: rows,
  };

  const line = csvRowLine(BY_TYPE_COLUMNS);
  const footers: FooterRow[] = [
    { labelField: 'teamName', label: FOOTER_LABELS.total, values: footer },
  ];
  return {
    kind: 'by-type',
    rowCount: rows.length,
    summary,
    row: (r) => rows[r] as ByTypeRow,
    sortKeys: {},
    csv: {
      headers: csvHeaders(BY_TYPE_COLUMNS),
      line: (r) => line(rows[r] as ByTypeRow),
      footers: footers.map((f) => csvFooter(BY_TYPE_COLUMNS, f)),
    },
    footers,
  };
}
