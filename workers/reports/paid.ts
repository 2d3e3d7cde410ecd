import type { Dataset } from '../engine/dataset';
import type { ReportParams } from '../contract';
import { invoicesInPeriod } from './common';
import type { ReportResult } from './result';
import { itemTable, schemaSearch } from './table';

/**
 * Pagos (SPEC §2): one row per accepted bulletin (D10) in the period, in D22 order (date, then
 * id), with its value (D5/D36) and paid value (D16). Search (D41): the schema's searched columns
 * ID, Título, PES, PMS, Município. Com Pagamento = paid value above 0; Valor Pendente = Valor
 * Total − Valor Pago (D16).
 */
export function paidReport(data: Dataset, params: ReportParams): ReportResult<'paid'> {
  const inPeriod = invoicesInPeriod(data, params);
  // Stryker disable next-line StringLiteral: schemaSearch tells a line's level ('line') from any other, so a bulletin level named otherwise searches the same
  const search = schemaSearch(data, 'paid', 'invoice', params.search);
  const { invValue, invPaidValue } = data;
  const order = data.invByDateId;
  const rows = new Int32Array(order.length);
  let count = 0;
  let withPayment = 0;
  let totalValueCents = 0;
  let paidValueCents = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and inPeriod[undefined] is undefined, so it is skipped
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i] || (search && !search[i])) continue;
    rows[count++] = i;
    const paid = invPaidValue[i] as number;
    if (paid > 0) withPayment += 1;
    totalValueCents += invValue[i] as number;
    paidValueCents += paid;
  }

  return {
    kind: 'paid',
    rowCount: count,
    summary: {
      cards: {
        totalInvoices: count,
        withPayment,
        withoutPayment: count - withPayment,
        totalValueCents,
        paidValueCents,
        pendingValueCents: totalValueCents - paidValueCents,
      },
    },
    // Stryker disable next-line MethodExpression: the rows past count are never read (rowCount is count, every order and page stop there), and a rank over more items orders the first count the same
    ...itemTable('paid', data, 'invoice', rows.slice(0, count)),
  };
}
