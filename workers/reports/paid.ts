import { csvField, csvMoney, formatDate } from '../../src/core';
import type { Dataset } from '../engine/dataset';
import { CSV_HEADERS } from '../messages';
import { EOL, SEP, invoicesInPeriod, itemKey, itemNumberKey, prepareSearch } from './common';
import type { PaidRow, ReportParams, ReportResult } from './types';

/**
 * Pagos (SPEC §2): one row per accepted bulletin (D10) in the period, in D22 order (date, then
 * id), with its value (D5/D36) and paid value (D16). Search (D41): ID, Título, PES, PMS,
 * Município. Com Pagamento = paid value above 0; Valor Pendente = Valor Total − Valor Pago (D16).
 */
export function paidReport(data: Dataset, params: ReportParams): ReportResult<'paid'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = prepareSearch(data, params.search);
  const { invId, invValue, invPaidValue } = data;
  const { title, si, pms, city } = data.invText;
  const order = data.invByDateId;
  const items = new Int32Array(order.length);
  let count = 0;
  let withPayment = 0;
  let totalValueCents = 0;
  let paidValueCents = 0;
  for (let o = 0; o < order.length; o += 1) {
    const i = order[o] as number;
    if (!inPeriod[i]) continue;
    if (search) {
      const s = search.strings;
      const hit =
        s[invId[i] as number] ||
        s[title[i] as number] ||
        s[si[i] as number] ||
        s[pms[i] as number] ||
        s[city[i] as number];
      if (!hit) continue;
    }
    items[count++] = i;
    const paid = invPaidValue[i] as number;
    if (paid > 0) withPayment += 1;
    totalValueCents += invValue[i] as number;
    paidValueCents += paid;
  }
  const rows = items.slice(0, count);
  const text = data.strings.values;

  const row = (r: number): PaidRow => {
    const i = rows[r] as number;
    return {
      id: r,
      team: data.teams[data.invTeam[i] as number] as string,
      key: data.invKey[i] as string,
      invoiceId: text[invId[i] as number] as string,
      title: text[title[i] as number] as string,
      si: text[si[i] as number] as string,
      pms: text[pms[i] as number] as string,
      city: text[city[i] as number] as string,
      date: data.invDate[i] as number,
      valueCents: invValue[i] as number,
      paidValueCents: invPaidValue[i] as number,
    };
  };

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
    row,
    sortKeys: {
      id: () => itemKey(rows, data.idRank, invId),
      date: () => itemKey(rows, data.dateRank),
      totalValue: () => itemNumberKey(rows, invValue),
      paidValue: () => itemNumberKey(rows, invPaidValue),
    },
    csv: {
      headers: CSV_HEADERS.paid,
      line: (r) => {
        const x = row(r);
        return (
          csvField(x.invoiceId) +
          SEP +
          csvField(x.title) +
          SEP +
          csvField(x.si) +
          SEP +
          csvField(x.pms) +
          SEP +
          csvField(x.city) +
          SEP +
          formatDate(x.date) +
          SEP +
          csvMoney(x.valueCents) +
          SEP +
          csvMoney(x.paidValueCents) +
          EOL
        );
      },
      footers: [],
    },
  };
}
