import {
  csvDecimal,
  csvFactor,
  csvField,
  csvMoney,
  csvQuantity,
  csvQuoted,
  formatDate,
} from '../../src/core';
import { FieldPieces, PiecePool } from '../csv';
import type { Dataset } from '../engine/dataset';
import { CSV_HEADERS } from '../messages';
import { SEP, invoicesInPeriod, itemKey, itemNumberKey, memoNumber, prepareSearch } from './common';
import type { FaturamentoRealRow, ReportParams, ReportResult } from './types';

/**
 * Faturamento Real (SPEC §2): one row per service line with a code of an accepted bulletin
 * (D10) in the period, in D22 order (date, team, code). Search (SPEC §2): code, service, team,
 * id. Fator has four decimals in the CSV (D43). Line-based: no stored totals (D36).
 */
export function faturamentoRealReport(
  data: Dataset,
  params: ReportParams,
): ReportResult<'faturamento-real'> {
  const inPeriod = invoicesInPeriod(data, params);
  const search = prepareSearch(data, params.search);
  const { lineInv, lineCode, lineService, lineQuantity, linePrice, lineFactor, lineTotal } = data;
  const { invId, invTeam } = data;
  const order = data.lineByDateTeamCode;
  const items = new Int32Array(order.length);
  let count = 0;
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
        search.teams[invTeam[i] as number] ||
        s[invId[i] as number];
      if (!hit) continue;
    }
    items[count++] = l;
    totalQuantity += lineQuantity[l] as number;
    totalValueCents += lineTotal[l] as number;
  }
  const rows = items.slice(0, count);
  const text = data.strings.values;

  const row = (r: number): FaturamentoRealRow => {
    const l = rows[r] as number;
    const i = lineInv[l] as number;
    const t = invTeam[i] as number;
    return {
      id: r,
      date: data.invDate[i] as number,
      team: data.teams[t] as string,
      teamName: data.teamNames[t] as string,
      invoiceId: text[invId[i] as number] as string,
      code: text[lineCode[l] as number] as string,
      service: text[lineService[l] as number] as string,
      quantity: lineQuantity[l] as number,
      price: linePrice[l] as number,
      unit: text[data.lineUnit[l] as number] as string,
      factor: lineFactor[l] as number,
      totalCents: lineTotal[l] as number,
    };
  };

  let csv: ReturnType<typeof faturamentoRealCsv> | null = null;
  return {
    kind: 'faturamento-real',
    rowCount: count,
    summary: { cards: { lines: count, totalQuantity, totalValueCents } },
    row,
    sortKeys: {
      data: () => itemKey(rows, data.dateRank, lineInv),
      equipe: () => itemKey(rows, data.teamNameRank, invTeamOfLine(data)),
      codigo: () => itemKey(rows, data.codeRank, lineCode),
      total: () => itemNumberKey(rows, lineTotal),
    },
    csv: {
      headers: CSV_HEADERS['faturamento-real'],
      write: (r, w) => {
        csv ??= faturamentoRealCsv(data);
        const { fields, invoices, quantity, price, factor } = csv;
        const l = rows[r] as number;
        const i = lineInv[l] as number;
        if (!invoices.has(i)) {
          invoices.set(
            i,
            formatDate(data.invDate[i] as number) +
              SEP +
              csvQuoted(data.teamNames[invTeam[i] as number] as string) +
              SEP +
              csvField(text[invId[i] as number] as string) +
              SEP,
          );
        }
        w.piece(invoices, i);
        w.piece(fields.pool, fields.slot(lineCode[l] as number, true));
        w.piece(fields.pool, fields.slot(lineService[l] as number, true));
        w.ascii(quantity(lineQuantity[l] as number));
        w.ascii(price(linePrice[l] as number));
        w.piece(fields.pool, fields.slot(data.lineUnit[l] as number, true));
        w.ascii(factor(lineFactor[l] as number));
        w.ascii(csvMoney(lineTotal[l] as number)).eol();
      },
      footers: [],
    },
  };
}

/** Each line's team index (for the equipe sort key). */
function invTeamOfLine(data: Dataset): Int32Array {
  const out = new Int32Array(data.lineCount);
  for (let l = 0; l < data.lineCount; l += 1) {
    out[l] = data.invTeam[data.lineInv[l] as number] as number;
  }
  return out;
}

/**
 * The CSV pieces of faturamento-real, encoded once: per bulletin 'Data;"Equipe";N Planilha;',
 * per string its field, per value "QTD.;", "Preço;" and "Fator;".
 */
function faturamentoRealCsv(data: Dataset) {
  return {
    fields: new FieldPieces(data.strings),
    invoices: new PiecePool(data.invoiceCount),
    quantity: memoNumber((v) => csvQuantity(v) + SEP),
    price: memoNumber((v) => csvDecimal(v, 2) + SEP),
    factor: memoNumber((v) => csvFactor(v) + SEP),
  };
}
