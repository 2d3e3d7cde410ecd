import { COELBA_CONTRACT_ITEM, codeOf } from '../../src/core/fields';
import { COELBA_FALLBACK_FACTOR, effectiveFactor, pedidoOf } from '../../src/core/money';
import { parseNumber } from '../../src/core/numbers';
import { matchesSearch, normalizeForSearch } from '../../src/core/text';
import type { ServiceLine } from '../../src/core/model';
import type { Dataset } from '../engine/dataset';
import { identityOrder, rankNumbers, sortByRanks } from '../engine/order';
import type { RankKey } from '../engine/order';
import { rankTexts } from '../engine/strings';
import { COELBA_COLUMNS, FOOTER_LABELS } from '../contract';
import { csvFooter, csvHeaders, csvRowLine } from '../csv';
import type { FooterRow } from '../csv';
import { invoicesInPeriod } from './common';
import type {
  CoelbaRow,
  CoelbaSourceLine,
  PedidoPreview,
  ReportParams,
  RowSelection,
} from '../contract';
import type { ReportResult } from './result';

/**
 * What a service line held when the report read it, in the terms a Coelba row is built from
 * (D15: code, price, factor and pedido; D5: quantity). Atualizar Pedidos compares it with the
 * line read again just before the write: any difference means the line changed since the
 * report was generated (D49).
 */
export interface CoelbaLineState {
  code: string;
  pedido: string;
  quantity: number;
  price: number;
  /** D4 with the Coelba fallback (1). */
  factor: number;
}

/**
 * A stored line's state by the same core rules the report's columns use (teamColumns.ts:
 * codeOf, pedidoOf, parseNumber, effectiveFactor with the Coelba fallback).
 */
export function coelbaLineState(line: ServiceLine): CoelbaLineState {
  return {
    code: codeOf(line),
    pedido: pedidoOf(line),
    quantity: parseNumber(line.quantity),
    price: parseNumber(line.price),
    factor: effectiveFactor(line, COELBA_FALLBACK_FACTOR),
  };
}

/** Whether two line states are the same (every field; numbers compared exactly). */
export function sameLineState(a: CoelbaLineState, b: CoelbaLineState): boolean {
  return (
    a.code === b.code &&
    a.pedido === b.pedido &&
    a.quantity === b.quantity &&
    a.price === b.price &&
    a.factor === b.factor
  );
}

/** The source lines of one bulletin that selected Coelba rows stand for (SPEC §3, D49). */
export interface PedidoLines {
  team: string;
  key: string;
  /** Positions in the bulletin's toList(services) (D1), ascending, each with its state. */
  lines: { position: number; state: CoelbaLineState }[];
}

/** A selection resolved to its source lines, and the preview of what a pedido would change. */
export interface CoelbaSelection {
  bulletins: PedidoLines[];
  preview: PedidoPreview;
}

/** The Coelba result also answers which source lines a selection of its rows stands for. */
export interface CoelbaResult extends ReportResult<'coelba'> {
  /**
   * D49: the source lines behind the selected rows of this result: the 'include' ids, or every
   * row of the current search but the 'exclude' ids. Throws on an id that is not a row of this
   * result (a selection made on another search or run).
   */
  selectLines(selection: RowSelection): CoelbaSelection;
  /**
   * Issue 22: the service lines row `id` of this result aggregates, by bulletin id (D33), then
   * team and position in the bulletin. Their totals sum to the row's Total (D15). Throws on an
   * id that is no row of this result.
   */
  sourceLines(id: number): CoelbaSourceLine[];
}

/**
 * Relatório Coelba (SPEC §2, D15, D29, D39): the lines with a code of accepted bulletins (D10)
 * in the period, aggregated by municipality + code, kept apart by price, factor (line factor,
 * else 1: D4) and pedido. Total = Σ rounded line totals (D5). D22 order: municipality, then code.
 * Search (D41): Planilhas, Código, Pedido, Descrição, Município. Footers (D15, D42): Total,
 * Total Pagos (rows with a pedido), Total sem pedidos.
 *
 * Row ids are positions in the unsearched result, so a selection survives a change of search.
 * Aggregation works on typed arrays; Planilhas and PES text is built only for the rows asked
 * for (a page, the CSV, a search), since a year of data makes ~150,000 rows.
 */
export function coelbaReport(data: Dataset, params: ReportParams): CoelbaResult {
  const inPeriod = invoicesInPeriod(data, params);
  const { coelba } = data;
  const { lineInv, linePrice, lineQuantity, linePaid } = data;
  const { code: lineCode, pedido: linePedido, coelbaDescription, coelbaUnit } = data.lineText;
  const city = data.invText.city;
  const idRank = data.idRank.ranks;
  const m = data.lineCount;

  // Group every line: (city, code) through a map, then price, factor and pedido along a short
  // chain of variants.
  const lineGroup = new Int32Array(m).fill(-1);
  const heads = new Map<number, number>();
  let next = new Int32Array(1024);
  let groupLine = new Int32Array(1024); // a representative line of each group
  let groups = 0;
  const stride = data.strings.size;
  // Stryker disable next-line EqualityOperator: lineInv[m] is undefined and inPeriod[undefined] too, so the extra step is skipped
  for (let l = 0; l < m; l += 1) {
    const i = lineInv[l] as number;
    if (!inPeriod[i]) continue;
    // Stryker disable next-line ArithmeticOperator: the key only has to be one to one, and city × stride − code, city ÷ stride + code are too (every code is below stride)
    const key = (city[i] as number) * stride + (lineCode[l] as number);
    let g = heads.get(key) ?? -1;
    const price = linePrice[l] as number;
    const factor = coelba.factor[l] as number;
    const pedido = linePedido[l] as number;
    let last = -1;
    while (g >= 0) {
      const r = groupLine[g] as number;
      if (linePrice[r] === price && coelba.factor[r] === factor && linePedido[r] === pedido) break;
      last = g;
      g = next[g] as number;
    }
    if (g < 0) {
      if (groups === next.length) {
        const grownNext = new Int32Array(groups * 2);
        grownNext.set(next);
        next = grownNext;
        const grownLine = new Int32Array(groups * 2);
        grownLine.set(groupLine);
        groupLine = grownLine;
      }
      g = groups++;
      next[g] = -1;
      groupLine[g] = l;
      if (last >= 0) next[last] = g;
      else heads.set(key, g);
    }
    lineGroup[l] = g;
  }

  // Per group: sums, and the line with the smallest invoice id (D29, D33 order of ids).
  const quantity = new Float64Array(groups);
  const total = new Float64Array(groups);
  const count = new Int32Array(groups);
  const first = new Int32Array(groups).fill(-1);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which every test below skips or writes nowhere (a typed array ignores a write past its end or at a non-index)
  for (let l = 0; l < m; l += 1) {
    const g = lineGroup[l] as number;
    // Stryker disable next-line ConditionalExpression: a line without a group (-1) writes at index -1, which a typed array ignores, and is never first (first[-1] is no group's)
    if (g < 0) continue;
    quantity[g] = (quantity[g] as number) + (lineQuantity[l] as number);
    total[g] = (total[g] as number) + (coelba.total[l] as number);
    count[g] = (count[g] as number) + 1;
    const f = first[g] as number;
    if (
      f < 0 ||
      (idRank[data.invId[lineInv[l] as number] as number] as number) <
        (idRank[data.invId[lineInv[f] as number] as number] as number)
    ) {
      first[g] = l;
    }
  }
  // Lines of each group, contiguous (a counting sort by group).
  const start = new Int32Array(groups + 1);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which every test below skips or writes nowhere (a typed array ignores a write past its end or at a non-index)
  for (let g = 0; g < groups; g += 1) start[g + 1] = (start[g] as number) + (count[g] as number);
  const fill = start.slice(0, groups);
  const groupLines = new Int32Array(start[groups] as number);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which every test below skips or writes nowhere (a typed array ignores a write past its end or at a non-index)
  for (let l = 0; l < m; l += 1) {
    const g = lineGroup[l] as number;
    // Stryker disable next-line ConditionalExpression: a line without a group (-1) reads fill[-1] (undefined) and writes at no index
    if (g < 0) continue;
    groupLines[fill[g] as number] = l;
    fill[g] = (fill[g] as number) + 1;
  }

  // D22: municipality, then code (D33); variants keep their first-seen order.
  const groupCity = new Int32Array(groups);
  const groupCode = new Int32Array(groups);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which every test below skips or writes nowhere (a typed array ignores a write past its end or at a non-index)
  for (let g = 0; g < groups; g += 1) {
    const l = groupLine[g] as number;
    groupCity[g] = city[lineInv[l] as number] as number;
    groupCode[g] = lineCode[l] as number;
  }
  const cityRank = data.strings.rank(groupCity);
  const order = sortByRanks(identityOrder(groups), [
    {
      key: { ranks: Array.from(groupCity, (c) => cityRank.ranks[c] as number), max: cityRank.max },
    },
    {
      key: {
        ranks: Array.from(groupCode, (c) => data.codeRank.ranks[c] as number),
        max: data.codeRank.max,
      },
    },
  ]);

  const text = data.strings.values;
  let siRank: RankKey | null = null;
  const planilhasCache = new Array<string>(groups).fill('\u0000');
  const pesCache = new Array<string>(groups).fill('\u0000');
  /** D15: distinct invoice ids of the group, D33 order, joined by ", ". */
  const planilhasOf = (g: number): string => {
    let s = planilhasCache[g] as string;
    // Stryker disable next-line ConditionalExpression: the cache only saves work; building the Planilhas text again gives the same text
    if (s !== '\u0000') return s;
    const ids = new Set<number>();
    for (let k = start[g] as number; k < (start[g + 1] as number); k += 1) {
      ids.add(data.invId[lineInv[groupLines[k] as number] as number] as number);
    }
    s = [...ids]
      .sort((a, b) => (idRank[a] as number) - (idRank[b] as number))
      .map((id) => text[id] as string)
      .join(', ');
    planilhasCache[g] = s;
    return s;
  };
  /** D29, D39: distinct non-empty si of the group, D33 order, joined by ", ". */
  const pesOf = (g: number): string => {
    let s = pesCache[g] as string;
    // Stryker disable next-line ConditionalExpression: the cache only saves work; building the PES text again gives the same text
    if (s !== '\u0000') return s;
    siRank ??= data.strings.rank(data.invText.si);
    const ranks = siRank.ranks;
    const ids = new Set<number>();
    for (let k = start[g] as number; k < (start[g + 1] as number); k += 1) {
      const si = data.invText.si[lineInv[groupLines[k] as number] as number] as number;
      if (text[si] !== '') ids.add(si);
    }
    s = [...ids]
      .sort((a, b) => (ranks[a] as number) - (ranks[b] as number))
      .map((id) => text[id] as string)
      .join(', ');
    pesCache[g] = s;
    return s;
  };
  const descriptionOf = (g: number) =>
    text[coelbaDescription[first[g] as number] as number] as string;

  // D41: search filters rows before the footers are summed.
  let rows: Int32Array = order; // groups in default order; the row id is the position in `order`
  let ids: Int32Array = identityOrder(groups);
  // Stryker disable next-line ConditionalExpression,StringLiteral: a blank query matches every text (matchesSearch), so searching with it keeps every row, as not searching does
  if (normalizeForSearch(params.search) !== '') {
    const s = data.strings.matches(params.search);
    const kept: number[] = [];
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined, which every test below skips or writes nowhere (a typed array ignores a write past its end or at a non-index); its Planilhas are '' and match no query
    for (let k = 0; k < order.length; k += 1) {
      const g = order[k] as number;
      const l = groupLine[g] as number;
      const hit =
        s[groupCode[g] as number] ||
        s[linePedido[l] as number] ||
        s[groupCity[g] as number] ||
        s[coelbaDescription[first[g] as number] as number] ||
        matchesSearch([planilhasOf(g)], params.search);
      if (hit) kept.push(k);
    }
    ids = Int32Array.from(kept);
    rows = Int32Array.from(kept, (k) => order[k] as number);
  }

  let totalCents = 0;
  let paidCents = 0;
  let totalQuantity = 0;
  const codeSeen = new Uint8Array(data.strings.size);
  const citySeen = new Uint8Array(data.strings.size);
  let uniqueCodes = 0;
  let municipalities = 0;
  for (let r = 0; r < rows.length; r += 1) {
    const g = rows[r] as number;
    totalCents += total[g] as number;
    // D15: a row's lines share its pedido; with one, the row counts as paid.
    if (linePaid[groupLine[g] as number]) paidCents += total[g] as number;
    totalQuantity += quantity[g] as number;
    if (!codeSeen[groupCode[g] as number]) {
      codeSeen[groupCode[g] as number] = 1;
      uniqueCodes += 1;
    }
    if (!citySeen[groupCity[g] as number]) {
      citySeen[groupCity[g] as number] = 1;
      municipalities += 1;
    }
  }
  const unpaidCents = totalCents - paidCents;

  const row = (r: number): CoelbaRow => {
    const g = rows[r] as number;
    const l = groupLine[g] as number;
    return {
      id: ids[r] as number,
      planilhas: planilhasOf(g),
      code: text[groupCode[g] as number] as string,
      pedido: text[linePedido[l] as number] as string,
      description: descriptionOf(g),
      contractItem: COELBA_CONTRACT_ITEM,
      unit: text[coelbaUnit[first[g] as number] as number] as string,
      quantity: quantity[g] as number,
      price: linePrice[l] as number,
      factor: coelba.factor[l] as number,
      totalCents: total[g] as number,
      pes: pesOf(g),
      city: text[groupCity[g] as number] as string,
      paid: linePaid[l] === 1,
      lines: count[g] as number,
    };
  };

  const line = csvRowLine(COELBA_COLUMNS);
  const textKey = (value: (g: number) => string): RankKey =>
    rankTexts(Array.from(rows, (g) => value(g)));
  // D42: labels in Planilhas, sums in Total only.
  const footer = (label: string, cents: number): FooterRow => ({
    labelField: 'planilhas',
    label,
    values: { totalCents: cents },
  });
  const footers = [
    footer(FOOTER_LABELS.total, totalCents),
    footer(FOOTER_LABELS.coelbaPaid, paidCents),
    footer(FOOTER_LABELS.coelbaUnpaid, unpaidCents),
  ];

  return {
    kind: 'coelba',
    rowCount: rows.length,
    summary: {
      cards: {
        totalServices: rows.length,
        uniqueCodes,
        municipalities,
        totalQuantity,
        totalValueCents: totalCents,
      },
      footers: { totalCents, paidCents, unpaidCents },
    },
    row,
    sortKeys: {
      planilha: () => textKey(planilhasOf),
      codigo: () => ({
        ranks: Array.from(rows, (g) => data.codeRank.ranks[groupCode[g] as number] as number),
        max: data.codeRank.max,
      }),
      total: () => rankNumbers(Array.from(rows, (g) => total[g] as number)),
      municipio: () => ({
        ranks: Array.from(rows, (g) => cityRank.ranks[groupCity[g] as number] as number),
        max: cityRank.max,
      }),
    },
    csv: {
      headers: csvHeaders(COELBA_COLUMNS),
      line: (r) => line(row(r)),
      footers: footers.map((f) => csvFooter(COELBA_COLUMNS, f)),
    },
    sourceLines(id) {
      // A row id is its position in the unsearched default order (`order`), whatever the search.
      if (!Number.isInteger(id) || id < 0 || id >= order.length) {
        throw new Error(`coelba row ${id} is not a row of this result`);
      }
      const g = order[id] as number;
      const lines = Array.from(groupLines.subarray(start[g], start[g + 1]));
      const invoiceOf = (l: number) => lineInv[l] as number;
      lines.sort(
        (a, b) =>
          (idRank[data.invId[invoiceOf(a)] as number] as number) -
            (idRank[data.invId[invoiceOf(b)] as number] as number) ||
          (data.invTeam[invoiceOf(a)] as number) - (data.invTeam[invoiceOf(b)] as number) ||
          // Stryker disable next-line ArithmeticOperator: one bulletin's lines of a row come in position order (the dataset keeps a bulletin's lines in order), so the sort never has to swap them
          (data.linePos[a] as number) - (data.linePos[b] as number),
      );
      return lines.map((l): CoelbaSourceLine => {
        const i = invoiceOf(l);
        return {
          team: data.teams[data.invTeam[i] as number] as string,
          key: data.invKey[i] as string,
          invoiceId: text[data.invId[i] as number] as string,
          date: data.invDate[i] as number,
          position: data.linePos[l] as number,
          quantity: lineQuantity[l] as number,
          totalCents: coelba.total[l] as number,
        };
      });
    },
    footers,
    selectLines(selection) {
      // Row ids are positions in the unsearched default order (`ids`, ascending); the rows
      // selected are found by id, so search, sort and page cannot move them (D49).
      const listed = new Map<number, number>();
      // Stryker disable next-line EqualityOperator: one step past the end maps the id undefined, which no selection holds
      for (let r = 0; r < ids.length; r += 1) listed.set(ids[r] as number, r);
      const picked: number[] = [];
      if (selection.type === 'include') {
        for (const id of new Set(selection.ids)) {
          const r = listed.get(id);
          if (r === undefined) throw new Error(`coelba row ${id} is not a row of this result`);
          picked.push(r);
        }
        picked.sort((a, b) => a - b);
      } else {
        const excluded = new Set(selection.ids);
        for (let r = 0; r < ids.length; r += 1) if (!excluded.has(ids[r] as number)) picked.push(r);
      }
      const byInvoice = new Map<number, number[]>();
      let totalCents = 0;
      let lineCount = 0;
      let withPedido = 0;
      for (const r of picked) {
        const g = rows[r] as number;
        totalCents += total[g] as number;
        for (let k = start[g] as number; k < (start[g + 1] as number); k += 1) {
          const l = groupLines[k] as number;
          const i = lineInv[l] as number;
          let lines = byInvoice.get(i);
          if (!lines) byInvoice.set(i, (lines = []));
          lines.push(l);
          lineCount += 1;
          withPedido += linePaid[l] as number;
        }
      }
      const bulletins = [...byInvoice].map(([i, lines]): PedidoLines => {
        lines.sort((a, b) => (data.linePos[a] as number) - (data.linePos[b] as number));
        return {
          team: data.teams[data.invTeam[i] as number] as string,
          key: data.invKey[i] as string,
          lines: lines.map((l) => ({
            position: data.linePos[l] as number,
            state: {
              code: text[lineCode[l] as number] as string,
              pedido: text[linePedido[l] as number] as string,
              quantity: lineQuantity[l] as number,
              price: linePrice[l] as number,
              factor: coelba.factor[l] as number,
            },
          })),
        };
      });
      return {
        bulletins,
        preview: {
          rows: picked.length,
          lines: lineCount,
          bulletins: bulletins.length,
          totalCents,
          withPedido,
        },
      };
    },
  };
}
