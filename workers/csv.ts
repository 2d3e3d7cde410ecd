import { formatDate } from '../src/core/dates';
import {
  CSV_BOM,
  CSV_EOL,
  CSV_SEPARATOR,
  csvBool,
  csvCoelbaQuantity,
  csvDecimal,
  csvFactor,
  csvField,
  csvHeader,
  csvInteger,
  csvLine,
  csvMoney,
  csvPercent,
  csvQuantity,
  csvQuoted,
} from '../src/core/format';
import { GOAL_STATUS_LABELS, MAX_GOAL_STATUS_LABELS } from '../src/core/messages';
import { visibleColumns } from './contract';
import type { ColumnFormat, ColumnFormats, ColumnSchema, VisibleColumn } from './contract';
import type { StringTable } from './engine/strings';

const EQUALS = 0x3d;
const PLUS = 0x2b;
const MINUS = 0x2d;
const AT = 0x40;
const TAB = 0x09;
const CR = 0x0d;
const LF = 0x0a;

/**
 * D47: a text cell that a spreadsheet would take for a formula (first character `=`, `+`, `-`,
 * `@`, TAB, CR or LF) gets a leading apostrophe; `-` alone (the empty pedido, D39) stays.
 * Applied to the text formats of CSV_CELLS only: numbers, dates, headers and footer labels
 * never pass here.
 */
export function formulaSafe(text: string): string {
  const c = text.charCodeAt(0);
  const risky =
    c === EQUALS ||
    c === PLUS ||
    c === AT ||
    c === TAB ||
    c === CR ||
    c === LF ||
    (c === MINUS && text.length > 1);
  return risky ? `'${text}` : text;
}

/**
 * D23, D24, D43: each column format's CSV cell, as an encoded field. The text formats are made
 * formula-safe first (D47), then quoted when needed (D23) or always (team, D24): this is the one
 * place a CSV text cell is written, for the CLI and the screen's export alike.
 */
export const CSV_CELLS: { readonly [F in ColumnFormat]: (value: ColumnFormats[F]) => string } = {
  text: (value) => csvField(formulaSafe(value)),
  team: (value) => csvQuoted(formulaSafe(value)),
  date: formatDate,
  yesNo: csvBool,
  cents: csvMoney,
  reais: (value) => csvDecimal(value, 2),
  quantity: csvQuantity,
  coelbaQuantity: csvCoelbaQuantity,
  factor: csvFactor,
  integer: csvInteger,
  ranking: csvInteger,
  days: (value) => csvDecimal(value, 2),
  percent: (value) => csvPercent(value),
  percent1: (value) => csvPercent(value, 1),
  goalStatus: (status) => csvField(formulaSafe(GOAL_STATUS_LABELS[status])),
  maxGoalStatus: (status) => csvField(formulaSafe(MAX_GOAL_STATUS_LABELS[status])),
  // One cell per cycle (D24): the fields joined here, so a row stays one cell per column.
  centsPerCycle: (cycles) => cycles.map(csvMoney).join(CSV_SEPARATOR),
};

/** The CSV cell of `value` in `column`. */
export function csvCell(column: VisibleColumn, value: unknown): string {
  return (CSV_CELLS[column.format] as (value: unknown) => string)(value);
}

/**
 * D24: the header row of a schema: each shown column's header, in order; a column of several
 * cells (monthly's cycles) takes the labels `spread[field]` gives it.
 */
export function csvHeaders(
  schema: ColumnSchema,
  spread: Readonly<Record<string, readonly string[]>> = {},
): string[] {
  return visibleColumns(schema).flatMap((c) => spread[c.field] ?? [c.header]);
}

/** A schema's CSV line of a row object (the rows a report module computes). */
export function csvRowLine(schema: ColumnSchema): (row: object) => string {
  const columns = visibleColumns(schema);
  const fields = columns.map((c) => c.field);
  const cells = columns.map((c) => CSV_CELLS[c.format] as (value: unknown) => string);
  const n = columns.length;
  return (row) => {
    const values = row as Record<string, unknown>;
    let line = '';
    for (let k = 0; k < n; k += 1) {
      if (k > 0) line += CSV_SEPARATOR;
      line += (cells[k] as (value: unknown) => string)(values[fields[k] as string]);
    }
    return line + CSV_EOL;
  };
}

/**
 * D42: a footer row of a report: `label` in the `labelField` column, the `values` given (raw, as
 * in a row) in their columns, every other cell empty. The CSV (csvFooter) and the workbook
 * (workers/xlsx.ts) both write the same footer rows.
 */
export interface FooterRow {
  labelField: string;
  label: string;
  values: object;
}

/** D42: a footer row of a schema, as encoded CSV fields (each value as its column writes it). */
export function csvFooter(
  schema: ColumnSchema,
  { labelField, label, values }: FooterRow,
): string[] {
  const given = values as Record<string, unknown>;
  return visibleColumns(schema).map((c) => {
    if (c.field === labelField) return csvField(label);
    return c.field in given ? csvCell(c, given[c.field]) : '';
  });
}

/**
 * The CSV of a result (D23, D24): result row i as one CSV line ending in CRLF, its fields
 * encoded by core's CSV formatters — either as text (`line`) or written straight into the byte
 * buffer (`write`, for the reports of 600,000 lines); footers are encoded fields.
 */
export interface CsvTable {
  headers: readonly string[];
  line?: (index: number) => string;
  write?: (index: number, w: CsvWriter) => void;
  footers: readonly (readonly string[])[];
}

const CHUNK_LINES = 2048;

/**
 * D23, D24: the CSV of a report as UTF-8 bytes: BOM, header row, the rows in `order` (result row
 * indices; the screen's order, D34), then the footer rows; every line ends with CRLF.
 *
 * Tables with a byte writer (`write`, the 600,000-line reports) write straight into the
 * buffer; the others give lines of text, joined in chunks of ~2,000 and encoded chunk by chunk,
 * so no CSV ever becomes one giant string.
 */
export function buildCsv(table: CsvTable, order: ArrayLike<number>): Uint8Array {
  // Stryker disable next-line ArithmeticOperator: a size hint only; the writer grows to whatever is written
  const w = new CsvWriter(order.length * 160 + 4096);
  w.text(CSV_BOM + csvHeader(table.headers));
  const { write, line } = table;
  if (write) {
    for (let k = 0; k < order.length; k += 1) write(order[k] as number, w);
  } else if (line) {
    let lines: string[] = [];
    for (let k = 0; k < order.length; k += 1) {
      lines.push(line(order[k] as number));
      // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: the chunks only bound how long a joined string gets; joined every line, or all at once, the bytes are the same
      if (lines.length === CHUNK_LINES) {
        w.text(lines.join(''));
        lines = [];
      }
    }
    w.text(lines.join(''));
  }
  for (const footer of table.footers) w.text(csvLine(footer));
  return w.bytes();
}

const encoder = new TextEncoder();
const EOL_BYTES = encoder.encode(CSV_EOL);

/**
 * Pieces of CSV text encoded to UTF-8 once, each in a numbered slot (a bulletin's fields, a
 * code, a formatted quantity…), then copied into every line that repeats them.
 */
export class PiecePool {
  bytes = new Uint8Array(1 << 16);
  length = 0;
  readonly start: Int32Array;
  readonly end: Int32Array;

  constructor(slots: number) {
    this.start = new Int32Array(slots).fill(-1);
    this.end = new Int32Array(slots);
  }

  has(slot: number): boolean {
    return (this.start[slot] as number) >= 0;
  }

  set(slot: number, text: string): void {
    const need = this.length + text.length * 3;
    // Stryker disable next-line EqualityOperator: growing when the piece would just fit leaves the same bytes
    if (need > this.bytes.length) {
      // Stryker disable next-line MethodExpression,ArithmeticOperator: doubling only saves regrowing; any size from `need` up holds the piece
      const grown = new Uint8Array(Math.max(need, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.start[slot] = this.length;
    this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
    this.end[slot] = this.length;
  }
}

/** A growing UTF-8 buffer that CSV lines are written into. */
export class CsvWriter {
  private out: Uint8Array;
  private len = 0;

  constructor(sizeHint: number) {
    // Stryker disable next-line MethodExpression: a first size only; reserve() grows the buffer to what is written
    this.out = new Uint8Array(Math.max(1024, sizeHint));
  }

  private reserve(extra: number): void {
    // Stryker disable next-line EqualityOperator: growing when the text would just fit leaves the same bytes
    if (this.len + extra <= this.out.length) return;
    // Stryker disable next-line ArithmeticOperator: doubling only saves regrowing; len + extra holds what is written
    const grown = new Uint8Array(Math.max(this.out.length * 2, this.len + extra));
    grown.set(this.out.subarray(0, this.len));
    this.out = grown;
  }

  /** Any text, encoded as UTF-8. */
  text(value: string): this {
    this.reserve(value.length * 3);
    this.len += encoder.encodeInto(value, this.out.subarray(this.len)).written;
    return this;
  }

  /** Short text (numbers, dates: ASCII), byte by byte; anything else goes through text(). */
  ascii(value: string): this {
    const n = value.length;
    this.reserve(n);
    const out = this.out;
    let len = this.len;
    for (let j = 0; j < n; j += 1) {
      const c = value.charCodeAt(j);
      // Stryker disable next-line ConditionalExpression: a fast path; text() encodes ASCII to the same bytes
      if (c >= 0x80) {
        this.len = len;
        return this.text(value.slice(j));
      }
      out[len++] = c;
    }
    this.len = len;
    return this;
  }

  /** The encoded piece in `slot` of `pool`. */
  piece(pool: PiecePool, slot: number): this {
    let a = pool.start[slot] as number;
    const e = pool.end[slot] as number;
    // Stryker disable next-line ArithmeticOperator: reserving more than the piece only grows the buffer sooner
    this.reserve(e - a);
    const out = this.out;
    const src = pool.bytes;
    let len = this.len;
    while (a < e) out[len++] = src[a++] as number;
    this.len = len;
    return this;
  }

  /** D23: the line end. */
  eol(): this {
    this.reserve(EOL_BYTES.length);
    for (const b of EOL_BYTES) this.out[this.len++] = b;
    return this;
  }

  /** The bytes written, in their own ArrayBuffer (ready to transfer). */
  bytes(): Uint8Array {
    return this.out.slice(0, this.len);
  }
}

/**
 * D23, D47: interned strings as the CSV cells of a text column (formula-safe, quoted only when
 * they must be), each encoded once.
 */
export class FieldCache {
  private readonly fields: string[];

  constructor(private readonly strings: StringTable) {
    // Preallocated and filled so the array stays dense (fast) in V8.
    // Stryker disable next-line ArrayDeclaration: a memo; an empty one writes every field afresh, the same text
    this.fields = new Array<string>(strings.size).fill('\u0000');
  }

  get(id: number): string {
    let f = this.fields[id];
    // Stryker disable next-line ConditionalExpression: a memo; writing the field again gives the same text
    if (f === undefined || f === '\u0000') {
      f = CSV_CELLS.text(this.strings.values[id] as string);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: whether the memo keeps a field changes no field
      if (id < this.fields.length) this.fields[id] = f;
    }
    return f;
  }
}

/**
 * The CSV pieces of interned strings, as bytes: slot 2·id is the field, 2·id + 1 the field
 * followed by the separator.
 */
export class FieldPieces {
  readonly pool: PiecePool;
  private readonly fields: FieldCache;

  constructor(strings: StringTable) {
    this.pool = new PiecePool(strings.size * 2);
    this.fields = new FieldCache(strings);
  }

  /** The slot of the field `id` (with the separator after it when `sep`). */
  slot(id: number, sep = false): number {
    const slot = id * 2 + (sep ? 1 : 0);
    // Stryker disable next-line ConditionalExpression: a memo; encoding the piece again copies the same bytes
    if (!this.pool.has(slot)) {
      this.pool.set(slot, sep ? this.fields.get(id) + CSV_SEPARATOR : this.fields.get(id));
    }
    return slot;
  }
}
