import { csvDecimal, csvField, csvMoney, csvQuantity, formatDate } from '../../src/core';
import { FieldPieces, PiecePool } from '../csv';
import type { Dataset } from '../engine/dataset';
import { CSV_HEADERS } from '../messages';
import { SEP, invoicesInPeriod, itemKey, itemNumberKey, memoNumber, prepareSearch } from './common';
import type { ByCodeRow, ReportParams, ReportResult } from './types';

/**
 * By-code report (SPEC §2): one row per service line with a code of an accepted bulletin (D10)
 * in the period, in D22 order (código, date, planilha). Search (SPEC §2): code, service,
 * pedido, project, city. Cards: lines, unique codes, unique boletins, quantity, value.
 */
export function byCodeReport(data: Dataset, params: ReportParams): ReportResult<'by-code'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = prepareSearch(data, params.search);
  const { lineInv, lineCode, lineService, linePedido, lineQuantity, linePrice, lineTotal } = data;
  const { project, city, si, os, sector } = data.invText;
  const order = data.lineByCode;
  const items = new Int32Array(order.length);
  const codeSeen = new Uint8Array(data.strings.size);
  const invoiceSeen = new Uint8Array(data.invoiceCount);
  let count = 0;
  let uniqueCodes = 0;
  let uniqueInvoices = 0;
  let totalQuantity = 0;
  let totalValueCents = 0;
  for (let o = 0; o < order.length; o += 1) {
    const l = order[o] as number;
    const i = lineInv[l] as number;
    if (!inPeriod[i]) continue;
    if (search) {
      const s = search.strings;
      const hit =
        s[lineCode[l] as number] ||
        s[lineService[l] as number] ||
        s[linePedido[l] as number] ||
        s[project[i] as number] ||
        s[city[i] as number];
      if (!hit) continue;
    }
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
  const rows = items.slice(0, count);
  const text = data.strings.values;

  const row = (r: number): ByCodeRow => {
    const l = rows[r] as number;
    const i = lineInv[l] as number;
    return {
      id: r,
      planilha: text[data.invId[i] as number] as string,
      pedido: text[linePedido[l] as number] as string,
      date: data.invDate[i] as number,
      code: text[lineCode[l] as number] as string,
      service: text[lineService[l] as number] as string,
      quantity: lineQuantity[l] as number,
      price: linePrice[l] as number,
      project: text[project[i] as number] as string,
      city: text[city[i] as number] as string,
      si: text[si[i] as number] as string,
      os: text[os[i] as number] as string,
      sector: text[sector[i] as number] as string,
      totalCents: lineTotal[l] as number,
    };
  };

  let csv: ReturnType<typeof byCodeCsv> | null = null;
  return {
    kind: 'by-code',
    rowCount: count,
    summary: {
      cards: { lines: count, uniqueCodes, uniqueInvoices, totalQuantity, totalValueCents },
    },
    row,
    sortKeys: {
      data: () => itemKey(rows, data.dateRank, lineInv),
      codigo: () => itemKey(rows, data.codeRank, lineCode),
      quantidade: () => itemNumberKey(rows, lineQuantity),
      // SPEC §2 'valor' is the Valor column: the unit price.
      valor: () => itemNumberKey(rows, linePrice),
    },
    csv: {
      headers: CSV_HEADERS['by-code'],
      write: (r, w) => {
        csv ??= byCodeCsv(data);
        const { fields, invoices, quantity, price } = csv;
        const l = rows[r] as number;
        const i = lineInv[l] as number;
        const slot = i * 3;
        if (!invoices.has(slot)) setInvoicePieces(data, csv, i);
        w.piece(invoices, slot);
        w.piece(fields.pool, fields.slot(linePedido[l] as number));
        w.piece(invoices, slot + 1);
        w.piece(fields.pool, fields.slot(lineCode[l] as number, true));
        w.piece(fields.pool, fields.slot(lineService[l] as number, true));
        w.ascii(quantity(lineQuantity[l] as number));
        w.ascii(price(linePrice[l] as number));
        w.piece(invoices, slot + 2);
        w.ascii(csvMoney(lineTotal[l] as number)).eol();
      },
      footers: [],
    },
  };
}

/**
 * The CSV pieces of by-code, each encoded once and copied into every line that repeats it: per
 * bulletin "Planilha;", ";Data;" and "Projeto;Mun.;PES;OS;Setor;"; per string its field; per
 * value "Qtd;" and "Valor;".
 */
function byCodeCsv(data: Dataset) {
  return {
    fields: new FieldPieces(data.strings),
    invoices: new PiecePool(data.invoiceCount * 3),
    quantity: memoNumber((v) => csvQuantity(v) + SEP),
    price: memoNumber((v) => csvDecimal(v, 2) + SEP),
  };
}

function setInvoicePieces(data: Dataset, csv: ReturnType<typeof byCodeCsv>, i: number): void {
  const { project, city, si, os, sector } = data.invText;
  const text = data.strings.values;
  const field = (id: number) => csvField(text[id] as string);
  csv.invoices.set(i * 3, field(data.invId[i] as number) + SEP);
  csv.invoices.set(i * 3 + 1, SEP + formatDate(data.invDate[i] as number) + SEP);
  csv.invoices.set(
    i * 3 + 2,
    [project, city, si, os, sector].map((column) => field(column[i] as number) + SEP).join(''),
  );
}
