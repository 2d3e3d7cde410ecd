import { STATUS_LABELS } from '../../src/core/messages';
import type { ColumnSource } from '../contract';
import { textFieldOf } from './columnSet';
import type { InvoiceTextField, KeptLineText } from './columnSet';
import type { Dataset } from './dataset';
import { rankNumbers } from './order';
import type { RankKey } from './order';
import { rankTexts } from './strings';
import { FLAG_CHECKED, FLAG_PAID, STATUS_ORDER } from './teamColumns';

/** What a dataset column is indexed by: a bulletin or a service line. */
export type Level = 'invoice' | 'line';

/**
 * Where a schema source lives in a dataset, and how its values are stored: interned text (string
 * ids), a team's text (team index), numbers, a flag bit, a label by index, or the push keys.
 */
export type SourceColumn = { level: Level } & (
  | { kind: 'text'; ids: Int32Array; rank?: RankKey }
  | { kind: 'team'; teams: Int32Array; texts: readonly string[]; rank?: RankKey }
  | { kind: 'number'; values: Float64Array; rank?: RankKey }
  | { kind: 'flag'; flags: Uint8Array; bit: number }
  | { kind: 'label'; index: Uint8Array; labels: readonly string[] }
  | { kind: 'key'; keys: readonly string[] }
);

/** D9 labels by STATUS_ORDER index (invStatus). */
const STATUS_TEXTS = STATUS_ORDER.map((status) => STATUS_LABELS[status]);

/** The dataset column a source reads (the ranks it already has are reused for sorting). */
export function sourceColumn(data: Dataset, source: ColumnSource): SourceColumn {
  const invoice = 'invoice' as const;
  const line = 'line' as const;
  switch (source) {
    case 'invoice.id':
      return { level: invoice, kind: 'text', ids: data.invId, rank: data.idRank };
    case 'invoice.key':
      return { level: invoice, kind: 'key', keys: data.invKey };
    case 'invoice.team':
      return { level: invoice, kind: 'team', teams: data.invTeam, texts: data.teams };
    case 'invoice.teamName':
      return {
        level: invoice,
        kind: 'team',
        teams: data.invTeam,
        texts: data.teamNames,
        rank: data.teamNameRank,
      };
    case 'invoice.teamLabel':
      return { level: invoice, kind: 'team', teams: data.invTeam, texts: data.teamLabels };
    case 'invoice.date':
      return { level: invoice, kind: 'number', values: data.invDate, rank: data.dateRank };
    case 'invoice.value':
      return { level: invoice, kind: 'number', values: data.invValue };
    case 'invoice.paidValue':
      return { level: invoice, kind: 'number', values: data.invPaidValue };
    case 'invoice.checked':
      return { level: invoice, kind: 'flag', flags: data.invFlags, bit: FLAG_CHECKED };
    case 'invoice.paid':
      return { level: invoice, kind: 'flag', flags: data.invFlags, bit: FLAG_PAID };
    case 'invoice.status':
      return { level: invoice, kind: 'label', index: data.invStatus, labels: STATUS_TEXTS };
    case 'line.factor':
      return { level: line, kind: 'number', values: data.lineFactor };
    case 'line.quantity':
      return { level: line, kind: 'number', values: data.lineQuantity };
    case 'line.price':
      return { level: line, kind: 'number', values: data.linePrice };
    case 'line.total':
      return { level: line, kind: 'number', values: data.lineTotal };
  }
  const invoiceField = textFieldOf(source, 'invoice.') as InvoiceTextField | null;
  if (invoiceField !== null) {
    return { level: invoice, kind: 'text', ids: data.invText[invoiceField] };
  }
  const lineField = textFieldOf(source, 'line.') as KeptLineText;
  return {
    level: line,
    kind: 'text',
    ids: data.lineText[lineField],
    // Stryker disable next-line ConditionalExpression,StringLiteral: codeRank is the load's strings.rank of the same code ids, which sourceRank otherwise computes again
    rank: lineField === 'code' ? data.codeRank : undefined,
  };
}

/** A column's value for one of its items (a bulletin or a line, by its level). */
export function readerOf(data: Dataset, column: SourceColumn): (item: number) => unknown {
  switch (column.kind) {
    case 'text': {
      const { ids } = column;
      const text = data.strings.values;
      return (item) => text[ids[item] as number];
    }
    case 'team': {
      const { teams, texts } = column;
      return (item) => texts[teams[item] as number];
    }
    case 'number': {
      const { values } = column;
      return (item) => values[item];
    }
    case 'flag': {
      const { flags, bit } = column;
      return (item) => ((flags[item] as number) & bit) !== 0;
    }
    case 'label': {
      const { index, labels } = column;
      return (item) => labels[index[item] as number];
    }
    case 'key': {
      const { keys } = column;
      return (item) => keys[item];
    }
  }
}

/**
 * The item of a column's level for a result row standing for `items[r]` at `level`: a line's
 * row reads its bulletin's columns through lineInv.
 */
export function itemsAt(
  data: Dataset,
  column: SourceColumn,
  level: Level,
  items: Int32Array,
): Int32Array {
  if (column.level === level) return items;
  if (column.level === 'line') throw new Error('a bulletin row cannot read a line column');
  const inv = data.lineInv;
  return items.map((l) => inv[l] as number);
}

/**
 * The D33/D34 rank of each result row (row r stands for `items[r]` at `level`) by a source:
 * text by its folded text, a team by its text, numbers and dates by value, flags false first.
 */
export function sourceRank(
  data: Dataset,
  column: SourceColumn,
  level: Level,
  items: Int32Array,
): RankKey {
  const at = itemsAt(data, column, level, items);
  const through = (key: RankKey, index: ArrayLike<number> | null): RankKey => {
    const ranks = new Int32Array(at.length);
    const r = key.ranks;
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the Int32Array, which drops it
    for (let k = 0; k < at.length; k += 1) {
      const item = at[k] as number;
      ranks[k] = r[index ? (index[item] as number) : item] as number;
    }
    return { ranks, max: key.max };
  };
  switch (column.kind) {
    case 'text':
      return through(column.rank ?? data.strings.rank(column.ids), column.ids);
    case 'team':
      return through(column.rank ?? rankTexts(column.texts), column.teams);
    case 'number': {
      // Stryker disable next-line ConditionalExpression: a fast path; the load's date ranks order the rows as ranking their dates again does
      if (column.rank) return through(column.rank, null);
      const values = new Float64Array(at.length);
      // Stryker disable next-line EqualityOperator: one step past the end writes past the Float64Array, which drops it
      for (let k = 0; k < at.length; k += 1) values[k] = column.values[at[k] as number] as number;
      return rankNumbers(values);
    }
    case 'flag':
      return through(rankNumbers(Array.from(column.flags, (f) => f & column.bit)), null);
    case 'label':
      return through(rankTexts(column.labels), column.index);
    case 'key':
      return rankTexts(Array.from(at, (i) => column.keys[i] as string));
  }
}

/**
 * D21: which items of a searched column match: the string ids (or team indices) that hold the
 * query, and the column mapping each item to one.
 */
export function sourceMatches(
  column: SourceColumn,
  search: { strings: Uint8Array; teams: Uint8Array },
): { hits: Uint8Array; index: Int32Array } {
  if (column.kind === 'text') return { hits: search.strings, index: column.ids };
  if (column.kind === 'team') return { hits: search.teams, index: column.teams };
  throw new Error(`a ${column.kind} column is not searchable`);
}
