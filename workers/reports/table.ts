import { CSV_SEPARATOR, csvMoney } from '../../src/core/format';
import { REPORT_COLUMNS } from '../contract';
import type {
  ColumnSource,
  ColumnSpec,
  ReportColumns,
  ReportKind,
  ReportRows,
  VisibleColumn,
} from '../contract';
import { CSV_CELLS, FieldPieces, PiecePool, csvCell, csvHeaders } from '../csv';
import type { CsvTable, CsvWriter } from '../csv';
import type { Dataset } from '../engine/dataset';
import type { RankKey } from '../engine/order';
import { readerOf, sourceColumn, sourceMatches, sourceRank } from '../engine/sources';
import type { Level, SourceColumn } from '../engine/sources';
import { memoNumber, prepareSearch } from './common';
import type { ReportResult } from './result';

/**
 * The reports whose every column has a source: one row per bulletin or per service line, all
 * read, written, sorted and searched from the dataset by the schema (no report code per column).
 */
export type ItemReportKind = {
  [K in ReportKind]: ReportColumns[K][number] extends { source: ColumnSource } ? K : never;
}[ReportKind];

interface Sourced {
  spec: ColumnSpec & { source: ColumnSource };
  column: SourceColumn;
}

function sourcedColumns(data: Dataset, kind: ItemReportKind, level: Level): Sourced[] {
  const schema: readonly ColumnSpec[] = REPORT_COLUMNS[kind];
  return schema.map((spec) => {
    if (spec.source === undefined) throw new Error(`${kind}.${spec.field} has no source`);
    const column = sourceColumn(data, spec.source);
    // A bulletin's row has no line to read (a line's row reads its bulletin's columns).
    if (level === 'invoice' && column.level === 'line') {
      throw new Error(`${kind}.${spec.field} reads a line, but its rows are bulletins`);
    }
    return { spec: spec as Sourced['spec'], column };
  });
}

/**
 * D21, D41: the search of an item report over its searched columns (schema `search`), as a mask
 * of the rows kept, by bulletin or line (`level`); null when the query is blank. A row is kept
 * when any searched column holds the query; a line's row also takes its bulletin's columns.
 */
export function schemaSearch(
  data: Dataset,
  kind: ItemReportKind,
  level: Level,
  query: string,
): Uint8Array | null {
  const search = prepareSearch(data, query);
  if (!search) return null;
  const invoiceHits = new Uint8Array(data.invoiceCount);
  const lineHits = level === 'line' ? new Uint8Array(data.lineCount) : invoiceHits;
  for (const { spec, column } of sourcedColumns(data, kind, level)) {
    if (spec.hidden === true || spec.search !== true) continue;
    const { hits, index } = sourceMatches(column, search);
    const into = column.level === 'invoice' ? invoiceHits : lineHits;
    // Stryker disable next-line EqualityOperator: one step past the end reads index[length] (undefined), hits[undefined] is undefined, and a typed array ignores a write past its end
    for (let k = 0; k < into.length; k += 1) {
      if (hits[index[k] as number]) into[k] = 1;
    }
  }
  if (level === 'line') {
    const lineInv = data.lineInv;
    // Stryker disable next-line EqualityOperator: one step past the end reads index[length] (undefined), hits[undefined] is undefined, and a typed array ignores a write past its end
    for (let l = 0; l < lineHits.length; l += 1) {
      if (invoiceHits[lineInv[l] as number]) lineHits[l] = 1;
    }
  }
  return lineHits;
}

/**
 * The rows, sort keys and CSV of an item report whose result rows stand for `items` (bulletin or
 * line indices at `level`, in the result's default order): row r has id r.
 */
export function itemTable<K extends ItemReportKind>(
  kind: K,
  data: Dataset,
  level: Level,
  items: Int32Array,
): Pick<ReportResult<K>, 'row' | 'sortKeys' | 'csv' | 'footers' | 'column'> {
  const columns = sourcedColumns(data, kind, level);
  const lineInv = data.lineInv;
  const fields = columns.map(({ spec, column }) => ({
    field: spec.field,
    viaInvoice: column.level !== level,
    read: readerOf(data, column),
  }));
  const row = (r: number): ReportRows[K] => {
    const item = items[r] as number;
    const out: Record<string, unknown> = { id: r };
    for (const { field, viaInvoice, read } of fields) {
      out[field] = read(viaInvoice ? (lineInv[item] as number) : item);
    }
    return out as ReportRows[K];
  };

  const column = (field: string) => {
    const found = fields.find((f) => f.field === field);
    if (!found) throw new Error(`${kind} has no column ${field}`);
    const { viaInvoice, read } = found;
    return (r: number): unknown => {
      const item = items[r] as number;
      return read(viaInvoice ? (lineInv[item] as number) : item);
    };
  };

  const sortKeys: Record<string, () => RankKey> = {};
  for (const { spec, column } of columns) {
    if (spec.hidden !== true && spec.sort !== undefined) {
      sortKeys[spec.sort] = () => sourceRank(data, column, level, items);
    }
  }

  let writers: CellWriter[] | null = null;
  const csv: CsvTable = {
    headers: csvHeaders(REPORT_COLUMNS[kind]),
    write: (r, w) => {
      writers ??= cellWriters(data, columns, level);
      const item = items[r] as number;
      // Stryker disable next-line ConditionalExpression: on a bulletin's row no writer reads `invoice` (runs of bulletin cells are built for a line's row only)
      const invoice = level === 'line' ? (lineInv[item] as number) : item;
      for (const write of writers) write(item, invoice, w);
      w.eol();
    },
    footers: [],
  };
  return { row, column, sortKeys: sortKeys as ReportResult<K>['sortKeys'], csv, footers: [] };
}

/** Writes one cell (and the separator after it, but for the last) of a row's CSV line. */
type CellWriter = (item: number, invoice: number, w: CsvWriter) => void;

/**
 * D23, D24: the byte writers of a table's shown cells, each encoding what repeats only once:
 * interned texts as cached field pieces (FieldPieces), team texts and labels once per value,
 * numbers through a per-value memo (money varies too much to memoise). On a line's row, each
 * run of adjacent bulletin cells is encoded once per bulletin and copied into its every line.
 */
function cellWriters(data: Dataset, columns: Sourced[], level: Level): CellWriter[] {
  const fields = new FieldPieces(data.strings);
  const shown = columns.filter(({ spec }) => spec.hidden !== true);
  const last = shown.length - 1;
  const writers: CellWriter[] = [];
  for (let k = 0; k <= last; k += 1) {
    const { column } = shown[k] as Sourced;
    // Stryker disable next-line ConditionalExpression: on a bulletin's row every column is a bulletin's, and one run of them writes the same cells as a writer per column
    if (level === 'line' && column.level === 'invoice') {
      let end = k;
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a run only saves work; bulletin cells cut into shorter runs write the same text (past the last column the loop is killed by table.test.ts, then disabled with the rest of the line)
      while (end < last && (shown[end + 1] as Sourced).column.level === 'invoice') end += 1;
      const run = shown.slice(k, end + 1).map((c, j) => cellText(data, c, k + j < last));
      const pool = new PiecePool(data.invoiceCount);
      writers.push((_item, invoice, w) => {
        // Stryker disable next-line ConditionalExpression: the pool is a cache; encoding a bulletin's cells again gives the same text
        if (!pool.has(invoice)) pool.set(invoice, run.map((text) => text(invoice)).join(''));
        w.piece(pool, invoice);
      });
      k = end;
    } else {
      writers.push(cellWriter(data, fields, shown[k] as Sourced, k < last));
    }
  }
  return writers;
}

/** One cell's encoded text (and separator) for an item of the column's own level. */
function cellText(data: Dataset, { spec, column }: Sourced, sep: boolean): (at: number) => string {
  const read = readerOf(data, column);
  const tail = sep ? CSV_SEPARATOR : '';
  return (at) => csvCell(spec as VisibleColumn, read(at)) + tail;
}

/** The byte writer of one cell whose column is at the row's own level. */
function cellWriter(
  data: Dataset,
  fields: FieldPieces,
  { spec, column }: Sourced,
  sep: boolean,
): CellWriter {
  const visible = spec as VisibleColumn;
  const tail = sep ? CSV_SEPARATOR : '';
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,BlockStatement: a fast path; the general writer at the end (csvCell of the value read) writes the same cell for every column that would reach it (a text column of another format is in no schema)
  if (column.kind === 'text' && visible.format === 'text') {
    const { ids } = column;
    const { pool } = fields;
    return (item, _invoice, w) => {
      w.piece(pool, fields.slot(ids[item] as number, sep));
    };
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,BlockStatement: a fast path; the general writer at the end (csvCell of the value read) writes the same cell for every column that would reach it
  if (column.kind === 'team' || column.kind === 'label') {
    const index = column.kind === 'team' ? column.teams : column.index;
    const texts = column.kind === 'team' ? column.texts : column.labels;
    const pool = new PiecePool(texts.length);
    return (item, _invoice, w) => {
      const slot = index[item] as number;
      // Stryker disable next-line ConditionalExpression: the pool is a cache; encoding a value's cell again gives the same text
      if (!pool.has(slot)) pool.set(slot, csvCell(visible, texts[slot]) + tail);
      w.piece(pool, slot);
    };
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral,BlockStatement: a fast path; the general writer at the end (csvCell of the value read) writes the same cell for every column that would reach it
  if (column.kind === 'flag') {
    const { flags, bit } = column;
    const pool = new PiecePool(2);
    pool.set(0, csvCell(visible, false) + tail);
    pool.set(1, csvCell(visible, true) + tail);
    return (item, _invoice, w) => {
      w.piece(pool, ((flags[item] as number) & bit) === 0 ? 0 : 1);
    };
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,BlockStatement: a fast path; the general writer at the end (csvCell of the value read) writes the same cell for every column that would reach it; money by the memoised number path below writes the same text
  if (column.kind === 'number' && visible.format === 'cents') {
    const { values } = column;
    return (item, _invoice, w) => {
      w.ascii(csvMoney(values[item] as number));
      // Stryker disable next-line ConditionalExpression: without a separator the tail is ''
      if (sep) w.ascii(tail);
    };
  }
  // Stryker disable next-line ConditionalExpression,StringLiteral,BlockStatement: a fast path; the general writer at the end (csvCell of the value read) writes the same cell for every column that would reach it (a number any other way is killed by table.test.ts's shown key, then disabled with the rest of the line)
  if (column.kind === 'number') {
    const { values } = column;
    const format = CSV_CELLS[visible.format] as (value: number) => string;
    const cell = memoNumber((value) => format(value) + tail);
    return (item, _invoice, w) => {
      w.ascii(cell(values[item] as number));
    };
  }
  const text = cellText(data, { spec, column }, sep);
  return (item, _invoice, w) => {
    w.text(text(item));
  };
}
