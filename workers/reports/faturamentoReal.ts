import type { Dataset } from '../engine/dataset';
import type { ReportParams } from '../contract';
import { invoicesInPeriod } from './common';
import type { ReportResult } from './result';
import { itemTable, schemaSearch } from './table';

/**
 * Faturamento Real (SPEC §2): one row per service line with a code of an accepted bulletin
 * (D10) in the period, in D22 order (date, team, code). Search (SPEC §2): the schema's searched
 * columns code, service, team, id. Fator has four decimals in the CSV (D43). Line-based: no
 * stored totals (D36).
 */
export function faturamentoRealReport(
  data: Dataset,
  params: ReportParams,
): ReportResult<'faturamento-real'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = schemaSearch(data, 'faturamento-real', 'line', params.search);
  const { lineInv, lineQuantity, lineTotal } = data;
  const order = data.lineByDateTeamCode;
  const items = new Int32Array(order.length);
  let count = 0;
  let totalQuantity = 0;
  let totalValueCents = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads lineInv[undefined], and inPeriod[undefined] is undefined, so it is skipped
  for (let o = 0; o < order.length; o += 1) {
    const l = order[o] as number;
    if (!inPeriod[lineInv[l] as number] || (search && !search[l])) continue;
    items[count++] = l;
    totalQuantity += lineQuantity[l] as number;
    totalValueCents += lineTotal[l] as number;
  }

  return {
    kind: 'faturamento-real',
    rowCount: count,
    summary: { cards: { lines: count, totalQuantity, totalValueCents } },
    // Stryker disable next-line MethodExpression: the rows past count are never read (rowCount is count, every order and page stop there), and a rank over more items orders the first count the same
    ...itemTable('faturamento-real', data, 'line', items.slice(0, count)),
  };
}
