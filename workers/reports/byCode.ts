import type { Dataset } from '../engine/dataset';
import type { ReportParams } from '../contract';
import { invoicesInPeriod } from './common';
import type { ReportResult } from './result';
import { itemTable, schemaSearch } from './table';

/**
 * By-code report (SPEC §2): one row per service line with a code of an accepted bulletin (D10)
 * in the period, in D22 order (código, date, planilha: the dataset's line order). Search (SPEC
 * §2): the schema's searched columns code, service, pedido, project, city. Cards: lines, unique
 * codes, unique boletins, quantity, value.
 */
export function byCodeReport(data: Dataset, params: ReportParams): ReportResult<'by-code'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = schemaSearch(data, 'by-code', 'line', params.search);
  const { lineInv, lineQuantity, lineTotal } = data;
  const lineCode = data.lineText.code;
  const order = data.lineByCode;
  const items = new Int32Array(order.length);
  const codeSeen = new Uint8Array(data.strings.size);
  const invoiceSeen = new Uint8Array(data.invoiceCount);
  let count = 0;
  let uniqueCodes = 0;
  let uniqueInvoices = 0;
  let totalQuantity = 0;
  let totalValueCents = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads lineInv[undefined], and inPeriod[undefined] is undefined, so it is skipped
  for (let o = 0; o < order.length; o += 1) {
    const l = order[o] as number;
    const i = lineInv[l] as number;
    if (!inPeriod[i] || (search && !search[l])) continue;
    items[count++] = l;
    const code = lineCode[l] as number;
    if (!codeSeen[code]) {
      codeSeen[code] = 1;
      uniqueCodes += 1;
    }
    if (!invoiceSeen[i]) {
      invoiceSeen[i] = 1;
      uniqueInvoices += 1;
    }
    totalQuantity += lineQuantity[l] as number;
    totalValueCents += lineTotal[l] as number;
  }

  return {
    kind: 'by-code',
    rowCount: count,
    summary: {
      cards: { lines: count, uniqueCodes, uniqueInvoices, totalQuantity, totalValueCents },
    },
    // Stryker disable next-line MethodExpression: the rows past count are never read (rowCount is count, every order and page stop there), and a rank over more items orders the first count the same
    ...itemTable('by-code', data, 'line', items.slice(0, count)),
  };
}
