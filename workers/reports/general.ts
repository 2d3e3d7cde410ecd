import { GENERAL_STATUS_FILTERS } from '../../src/core/status';
import { FLAG_CHECKED, FLAG_PAID } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import type { ReportParams } from '../contract';
import { invoicesInPeriod } from './common';
import type { ReportResult } from './result';
import { itemTable, schemaSearch } from './table';

/**
 * General report (SPEC §2): one row per accepted bulletin (D10) in the period (D6), filtered by
 * status (D41, default all) and search (D41: the schema's searched columns ID, Equipe, Projeto,
 * Título, PMS, OS, Município), in D22 order (date, then id). Cards per D30.
 */
export function generalReport(data: Dataset, params: ReportParams): ReportResult<'general'> {
  const inPeriod = invoicesInPeriod(data, params);
  // Stryker disable next-line StringLiteral: schemaSearch tells a line's level ('line') from any other, so a bulletin level named otherwise searches the same
  const search = schemaSearch(data, 'general', 'invoice', params.search);
  const { invFlags, invValue, invStatusFilters } = data;
  // Core's matchesStatusFilter, evaluated per bulletin at load (D41).
  const statusBit = 1 << GENERAL_STATUS_FILTERS.indexOf(params.status);
  const order = data.invByDateId;
  const rows = new Int32Array(order.length);
  let count = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and inPeriod[undefined] is undefined, so it is skipped
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i] || !((invStatusFilters[i] as number) & statusBit)) continue;
    if (search && !search[i]) continue;
    rows[count++] = i;
  }
  // Stryker disable next-line MethodExpression: the rows past count are never read (rowCount is count, every order and page stop there), and a rank over more items orders the first count the same
  const items = rows.slice(0, count);

  const cards = {
    totalInvoices: count,
    totalValueCents: 0,
    paid: { count: 0, valueCents: 0 },
    unpaid: { count: 0, valueCents: 0 },
    checked: { count: 0, valueCents: 0 },
    unchecked: { count: 0, valueCents: 0 },
  };
  for (let r = 0; r < count; r += 1) {
    const i = items[r] as number;
    const value = invValue[i] as number;
    const flags = invFlags[i] as number;
    cards.totalValueCents += value;
    const paid = flags & FLAG_PAID ? cards.paid : cards.unpaid;
    paid.count += 1;
    paid.valueCents += value;
    const checked = flags & FLAG_CHECKED ? cards.checked : cards.unchecked;
    checked.count += 1;
    checked.valueCents += value;
  }

  return {
    kind: 'general',
    rowCount: count,
    summary: { cards },
    ...itemTable('general', data, 'invoice', items),
  };
}
