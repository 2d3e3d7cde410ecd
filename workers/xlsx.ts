/**
 * D50: a report as an Excel workbook (.xlsx), written as minimal SpreadsheetML streamed through
 * fflate's streaming zip (P27: ExcelJS needs ~25 s and 2 GB for by-code on `large`).
 *
 * Loaded only when Exportar Excel is used (a dynamic import in reportServer.ts: its own chunk,
 * neither the login bundle nor the worker's first load carries it). Same columns, rows, order
 * and footer rows as the CSV (D24, D34, D42), one sheet named after the report, the header row
 * frozen and under an autofilter. Every text is a shared string (never a formula, so D47's
 * apostrophe does not apply, and ids keep their leading zeros); numbers are the CSV's own numbers
 * (`CSV_CELLS`, so the two files can never disagree) with pt-BR number formats; dates are date
 * serials formatted dd/mm/yyyy.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { DAY_MS } from '../src/core/dates';
import { GOAL_STATUS_LABELS, MAX_GOAL_STATUS_LABELS } from '../src/core/messages';
import { XLSX_MAX_ROWS, XlsxRowLimitError, visibleColumns } from './contract';
import type { ColumnFormat, ColumnFormats, ColumnSchema, VisibleColumn } from './contract';
import { CSV_CELLS } from './csv';
import type { FooterRow } from './csv';

// ---------------------------------------------------------------- styles (styles.xml cellXfs)

/** The number formats of the workbook: `"R$" #,##0.00` shows as R$ 1.234,56 in pt-BR Excel. */
export const XLSX_NUMBER_FORMATS = {
  money: '"R$" #,##0.00',
  decimal2: '#,##0.00',
  factor: '0.0000',
  integer: '#,##0',
  date: 'dd/mm/yyyy',
  percent: '0%',
  percent1: '0.0%',
} as const;

type NumberFormat = keyof typeof XLSX_NUMBER_FORMATS;

const FORMAT_NAMES = Object.keys(XLSX_NUMBER_FORMATS) as NumberFormat[];
/** Custom number format ids start at 164. */
const NUM_FMT_ID = (name: NumberFormat) => 164 + FORMAT_NAMES.indexOf(name);
/** cellXfs: 0 plain, 1 bold (the header), then one per number format. */
const STYLE_BOLD = 1;
const STYLE = (name: NumberFormat) => 2 + FORMAT_NAMES.indexOf(name);

// ---------------------------------------------------------------- cells

/** Where a row's cells go: one call per cell, left to right (an empty cell is skipped). */
export interface CellSink {
  text(value: string): void;
  /** `value` is an xsd:double literal (decimal point), `format` its number format. */
  number(value: string, format: NumberFormat): void;
  empty(): void;
}

/** The CSV's number text ("1234,50", "005,00", "-3") as an xsd:double literal ("1234.50"). */
export function decimalLiteral(csvNumber: string): string {
  return csvNumber.replace(',', '.').replace(/^(-?)0+(?=\d)/, '$1');
}

/** A decimal literal divided by 100, exactly, by moving the point (45,5 % → 0.455). */
export function percentLiteral(csvNumber: string): string {
  const literal = decimalLiteral(csvNumber);
  const negative = literal.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? literal.slice(1) : literal).split('.');
  const digits = whole.padStart(3, '0');
  const head = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  const shifted = `${head}.${digits.slice(-2)}${fraction}`.replace(/\.?0+$/, '') || '0';
  return negative && shifted !== '0' ? `-${shifted}` : shifted;
}

/** Excel's date serial of a D6 date (ms, UTC): days since 30/12/1899; null when NaN. */
export function dateSerial(ms: number): number | null {
  if (!Number.isFinite(ms)) return null;
  return Math.floor(ms / DAY_MS) + 25_569;
}

/**
 * D50: each column format's xlsx cell(s), the one place a format becomes a workbook cell (beside
 * CSV_CELLS, whose numbers it writes). Texts (ids, codes, pedidos, PES, OS, names, Sim/Não, the
 * goal statuses) are text cells, as the CSV shows them but never made formula-safe; money,
 * quantities, factors, percentages and counts are numbers; dates are dates.
 */
export const XLSX_CELLS: {
  readonly [F in ColumnFormat]: (value: ColumnFormats[F], out: CellSink) => void;
} = {
  text: (value, out) => (value === '' ? out.empty() : out.text(value)),
  team: (value, out) => (value === '' ? out.empty() : out.text(value)),
  yesNo: (value, out) => out.text(CSV_CELLS.yesNo(value)),
  goalStatus: (status, out) => out.text(GOAL_STATUS_LABELS[status]),
  maxGoalStatus: (status, out) => out.text(MAX_GOAL_STATUS_LABELS[status]),
  date: (ms, out) => {
    const serial = dateSerial(ms);
    if (serial === null) out.empty();
    else out.number(String(serial), 'date');
  },
  cents: (cents, out) => out.number(decimalLiteral(CSV_CELLS.cents(cents)), 'money'),
  reais: (value, out) => out.number(decimalLiteral(CSV_CELLS.reais(value)), 'money'),
  quantity: (value, out) => out.number(decimalLiteral(CSV_CELLS.quantity(value)), 'decimal2'),
  coelbaQuantity: (value, out) =>
    out.number(decimalLiteral(CSV_CELLS.coelbaQuantity(value)), 'decimal2'),
  factor: (value, out) => out.number(decimalLiteral(CSV_CELLS.factor(value)), 'factor'),
  integer: (value, out) => out.number(decimalLiteral(CSV_CELLS.integer(value)), 'integer'),
  ranking: (value, out) => out.number(decimalLiteral(CSV_CELLS.ranking(value)), 'integer'),
  days: (value, out) => out.number(decimalLiteral(CSV_CELLS.days(value)), 'decimal2'),
  percent: (value, out) => out.number(percentLiteral(CSV_CELLS.percent(value)), 'percent'),
  percent1: (value, out) => out.number(percentLiteral(CSV_CELLS.percent1(value)), 'percent1'),
  centsPerCycle: (cycles, out) => {
    for (const cents of cycles) out.number(decimalLiteral(CSV_CELLS.cents(cents)), 'money');
  },
};

// ---------------------------------------------------------------- the table

/** What a report gives the workbook: the same as its CSV (csvHeaders, rows, footer rows). */
export interface XlsxTable {
  /** The report's title (the sheet's name, D50). */
  title: string;
  schema: ColumnSchema;
  /** The header row, spread columns spread (csvHeaders). */
  headers: readonly string[];
  /** Result row `index` (its raw values, the page rows' type). */
  row: (index: number) => object;
  /** One column's values by row index, when the report can read them without a row object. */
  column?: (field: string) => (index: number) => unknown;
  footers: readonly FooterRow[];
}

export interface XlsxOptions {
  /** The row limit (tests inject a small one); Excel's by default. */
  maxRows?: number;
  /** false: the sheet is compressed by fflate's DEFLATE even where a native one exists. */
  nativeDeflate?: boolean;
  /** Called after each chunk of rows is compressed (the bench samples memory there). */
  onChunk?: (rowsWritten: number) => void;
}

/** Excel forbids `[]:*?/\` in a sheet name and allows 31 characters. */
export function sheetName(title: string): string {
  const clean = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim();
  const chars = Array.from(clean || 'Relatório');
  return chars.slice(0, 31).join('').trim();
}

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const XML_SPECIAL = /[&<>"]/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
// Characters XML 1.0 cannot hold (OOXML writes them as _xHHHH_), and a literal _xHHHH_ (whose
// underscore is escaped so a reader does not decode it).
// eslint-disable-next-line no-control-regex
const XML_UNFIT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9a-fA-F]{4}_)/g;
const hex4 = (c: string) => `_x${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;

/** Text as XML character data (attribute-safe too). */
export function xmlText(text: string): string {
  return text.replace(XML_UNFIT, hex4).replace(XML_SPECIAL, (c) => XML_ESCAPES[c] as string);
}

/** A shared string item; spaces at either end are kept (xml:space). */
function sharedString(text: string): string {
  const escaped = xmlText(text);
  return /^\s|\s$/.test(text)
    ? `<si><t xml:space="preserve">${escaped}</t></si>`
    : `<si><t>${escaped}</t></si>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
  `<Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/>` +
  '</Types>';

const ROOT_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

const WORKBOOK_RELS =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  '</Relationships>';

function workbookXml(name: string, filterRef: string): string {
  const quoted = `'${xmlText(name).replace(/'/g, "''")}'`;
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets>` +
    '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">' +
    `${quoted}!${filterRef}</definedName></definedNames>` +
    '</workbook>'
  );
}

function stylesXml(): string {
  const numFmts = FORMAT_NAMES.map(
    (name) =>
      `<numFmt numFmtId="${NUM_FMT_ID(name)}" formatCode="${xmlText(XLSX_NUMBER_FORMATS[name])}"/>`,
  ).join('');
  const xfs = [
    '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>',
    '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>',
    ...FORMAT_NAMES.map(
      (name) =>
        `<xf numFmtId="${NUM_FMT_ID(name)}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    ),
  ];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${FORMAT_NAMES.length}">${numFmts}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

/** Column widths (characters) by format; a text column as wide as its grid column. */
function columnWidths(schema: ColumnSchema, headers: readonly string[]): number[] {
  const widths: number[] = [];
  for (const column of visibleColumns(schema)) {
    const base = baseWidth(column);
    const cells = column.format === 'centsPerCycle' ? headers.length - widths.length - 3 : 1;
    for (let k = 0; k < cells; k += 1) {
      const header = headers[widths.length] ?? '';
      widths.push(Math.max(base, header.length + 4));
    }
  }
  return widths;
}

function baseWidth(column: VisibleColumn): number {
  if (column.grid?.minWidth !== undefined) return Math.round(column.grid.minWidth / 7);
  if (column.format === 'text' || column.format === 'team') return 16;
  if (column.format === 'date') return 12;
  return 14;
}

const CHUNK_CHARS = 1 << 16;
const CHUNK_BYTES = 1 << 17;
const encoder = new TextEncoder();

/**
 * D50: the workbook of a report: the header row, result rows `order` (the screen's order,
 * D34), then the footer rows (D42). Refuses (XlsxRowLimitError) a table that does not fit one
 * sheet. The sheet XML is written in chunks and compressed as it goes, so memory stays bounded
 * by the compressed output, the shared strings and one chunk.
 */
export async function buildXlsx(
  table: XlsxTable,
  order: ArrayLike<number>,
  options: XlsxOptions = {},
): Promise<Uint8Array> {
  const maxRows = options.maxRows ?? XLSX_MAX_ROWS;
  const rowCount = 1 + order.length + table.footers.length;
  if (rowCount > maxRows) throw new XlsxRowLimitError(rowCount);

  const columns = visibleColumns(table.schema);
  const fields = columns.map((c) => c.field);
  const writers = columns.map((c) => memoCells(XLSX_CELLS[c.format] as CellWriter, c.format));
  const { column } = table;
  const readers = column ? fields.map((field) => column(field)) : null;
  const width = table.headers.length;
  const letters = Array.from({ length: width }, (_, k) => columnLetter(k));
  const lastColumn = letters[width - 1] ?? 'A';
  const name = sheetName(table.title);
  const filterRef = `$A$1:$${lastColumn}$${1 + order.length}`;

  const parts: Uint8Array[] = [];
  let settle: { resolve: () => void; reject: (error: Error) => void } | null = null;
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  const zip = new Zip((error, data, final) => {
    if (error) settle?.reject(error);
    else {
      parts.push(data);
      if (final) settle?.resolve();
    }
  });
  const small = (path: string, text: string) => {
    const entry = new ZipDeflate(path, { level: 6 });
    entry.mtime = ZIP_TIME;
    zip.add(entry);
    entry.push(encoder.encode(text), true);
  };

  // The shared strings: each distinct text once, numbered in order of first use.
  const strings = new Map<string, number>();
  const stringIndex = (text: string): number => {
    let index = strings.get(text);
    if (index === undefined) {
      index = strings.size;
      strings.set(text, index);
    }
    return index;
  };

  small('[Content_Types].xml', CONTENT_TYPES);
  small('_rels/.rels', ROOT_RELS);
  small('xl/workbook.xml', workbookXml(name, filterRef));
  small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  small('xl/styles.xml', stylesXml());

  const sheet = sheetEntry('xl/worksheets/sheet1.xml', options.nativeDeflate ?? true);
  zip.add(sheet);
  // The sheet XML is ASCII only (every text is a shared string's number), written as bytes: each
  // cell's tail (`" t="s"><v>12</v></c>`, `" s="3"><v>1234.5</v></c>`) encoded once per value.
  const out = new SheetBytes();
  const flush = async (final: boolean) => sheet.write(out.take(), final);

  const cellOpen = letters.map((letter) => ascii(`<c r="${letter}`));
  const textTails = new Map<string, Uint8Array>();
  const numberTails = FORMAT_NAMES.map(() => new Map<string, Uint8Array>());
  // One row's cells: `ref` is the row number's text, `k` the next column.
  let ref = '';
  let k = 0;
  let style = 0;
  const sink: CellSink = {
    text(value) {
      let tail = style === 0 ? textTails.get(value) : undefined;
      if (tail === undefined) {
        tail = ascii(`" t="s"${style ? ` s="${style}"` : ''}><v>${stringIndex(value)}</v></c>`);
        if (style === 0) textTails.set(value, tail);
      }
      out
        .bytes(cellOpen[k] as Uint8Array)
        .ascii(ref)
        .bytes(tail);
      k += 1;
    },
    number(value, format) {
      const tails = numberTails[FORMAT_NAMES.indexOf(format)] as Map<string, Uint8Array>;
      let tail = tails.get(value);
      if (tail === undefined) {
        tail = ascii(`" s="${STYLE(format)}"><v>${value}</v></c>`);
        if (tails.size > 100_000) tails.clear();
        tails.set(value, tail);
      }
      out
        .bytes(cellOpen[k] as Uint8Array)
        .ascii(ref)
        .bytes(tail);
      k += 1;
    },
    empty() {
      k += 1;
    },
  };
  const rowOpen = (n: number) => {
    ref = String(n);
    k = 0;
    out.ascii('<row r="').ascii(ref).ascii('">');
  };

  const widths = columnWidths(table.schema, table.headers)
    .map((w, c) => `<col min="${c + 1}" max="${c + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  out.ascii(
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
      `<dimension ref="A1:${lastColumn}${rowCount}"/>` +
      '<sheetViews><sheetView workbookViewId="0">' +
      '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
      '</sheetView></sheetViews>' +
      '<sheetFormatPr defaultRowHeight="15"/>' +
      `<cols>${widths}</cols><sheetData>`,
  );

  // Header row (bold).
  rowOpen(1);
  style = STYLE_BOLD;
  for (const header of table.headers) sink.text(header);
  style = 0;
  out.ascii('</row>');

  const n = columns.length;
  let rowNumber = 1;
  for (let i = 0; i < order.length; i += 1) {
    rowNumber += 1;
    rowOpen(rowNumber);
    const index = order[i] as number;
    if (readers) {
      for (let c = 0; c < n; c += 1) {
        (writers[c] as CellWriter)((readers[c] as (index: number) => unknown)(index), sink);
      }
    } else {
      const row = table.row(index) as Record<string, unknown>;
      for (let c = 0; c < n; c += 1) (writers[c] as CellWriter)(row[fields[c] as string], sink);
    }
    out.ascii('</row>');
    if (out.length > CHUNK_BYTES) {
      await flush(false);
      options.onChunk?.(i + 1);
    }
  }

  // D42: the footer rows: the label in its column, its values in theirs, the rest empty.
  for (const footer of table.footers) {
    rowNumber += 1;
    rowOpen(rowNumber);
    const given = footer.values as Record<string, unknown>;
    for (let c = 0; c < n; c += 1) {
      const field = fields[c] as string;
      if (field === footer.labelField) sink.text(footer.label);
      else if (field in given) (writers[c] as CellWriter)(given[field], sink);
      else sink.empty();
    }
    out.ascii('</row>');
  }
  out.ascii(`</sheetData><autoFilter ref="A1:${lastColumn}${1 + order.length}"/></worksheet>`);
  await flush(true);
  options.onChunk?.(order.length);

  let sst = `${XML_HEAD}<sst xmlns="${MAIN_NS}" count="${strings.size}" uniqueCount="${strings.size}">`;
  const sstFile = new ZipDeflate('xl/sharedStrings.xml', { level: 6 });
  sstFile.mtime = ZIP_TIME;
  zip.add(sstFile);
  for (const text of strings.keys()) {
    sst += sharedString(text);
    if (sst.length > CHUNK_CHARS) {
      sstFile.push(encoder.encode(sst), false);
      sst = '';
    }
  }
  sstFile.push(encoder.encode(`${sst}</sst>`), true);

  zip.end();
  await done;

  let size = 0;
  for (const part of parts) size += part.length;
  const file = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
}

type CellWriter = (value: unknown, out: CellSink) => void;

/** Formats whose cell is one number: memoised by value (prices and quantities repeat a lot). */
const MEMO_FORMATS = new Set<ColumnFormat>([
  'cents',
  'reais',
  'quantity',
  'coelbaQuantity',
  'factor',
  'integer',
  'days',
]);

/** A number format's cell writer, its literal computed once per value. */
function memoCells(write: CellWriter, format: ColumnFormat): CellWriter {
  if (!MEMO_FORMATS.has(format)) return write;
  const cache = new Map<number, [string, NumberFormat]>();
  const capture: CellSink = {
    text: () => undefined,
    number: (value, numberFormat) => (captured = [value, numberFormat]),
    empty: () => undefined,
  };
  let captured: [string, NumberFormat] | null = null;
  return (value, out) => {
    let cell = cache.get(value as number);
    if (cell === undefined) {
      captured = null;
      write(value, capture);
      cell = captured as unknown as [string, NumberFormat];
      if (cache.size > 100_000) cache.clear();
      cache.set(value as number, cell);
    }
    out.number(cell[0], cell[1]);
  };
}

/** ASCII text as bytes. */
function ascii(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let j = 0; j < text.length; j += 1) bytes[j] = text.charCodeAt(j);
  return bytes;
}

/** A chunk of sheet XML (ASCII) being written; `take` hands it over and starts the next. */
class SheetBytes {
  private buf = new Uint8Array(CHUNK_BYTES * 2);
  length = 0;

  private reserve(extra: number): void {
    if (this.length + extra <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.length + extra));
    grown.set(this.buf.subarray(0, this.length));
    this.buf = grown;
  }

  ascii(text: string): this {
    const n = text.length;
    this.reserve(n);
    const buf = this.buf;
    let at = this.length;
    for (let j = 0; j < n; j += 1) buf[at++] = text.charCodeAt(j);
    this.length = at;
    return this;
  }

  bytes(piece: Uint8Array): this {
    const n = piece.length;
    this.reserve(n);
    const buf = this.buf;
    let at = this.length;
    for (let j = 0; j < n; j += 1) buf[at++] = piece[j] as number;
    this.length = at;
    return this;
  }

  take(): Uint8Array {
    const chunk = this.buf.slice(0, this.length);
    this.length = 0;
    return chunk;
  }
}

/** A zip entry written chunk by chunk, each write waiting for the compressor to take it. */
interface StreamedEntry extends ZipPassThrough {
  write(chunk: Uint8Array, final: boolean): Promise<void>;
}

/**
 * The sheet's zip entry. Where the platform has a native DEFLATE (CompressionStream
 * 'deflate-raw': browsers, Node ≥ 20), the sheet is compressed by it, ~5× faster than fflate's
 * JavaScript DEFLATE on 300 MB of XML (P27); fflate still writes the zip (headers, CRC, sizes).
 * Elsewhere fflate's ZipDeflate compresses it.
 */
function sheetEntry(path: string, native: boolean): StreamedEntry {
  if (!native || typeof CompressionStream === 'undefined') {
    const entry = new ZipDeflate(path, { level: 1 }) as unknown as StreamedEntry;
    entry.mtime = ZIP_TIME;
    entry.write = async (chunk, final) => entry.push(chunk, final);
    return entry;
  }
  return new NativeDeflateEntry(path);
}

/** Chunks of sheet XML (64 KB each) the compressor may hold while the next is written. */
const MAX_IN_FLIGHT = 8;

/** fflate's documented hook for a custom compressor: CRC and size of the source, data deflated. */
class NativeDeflateEntry extends ZipPassThrough implements StreamedEntry {
  private readonly writer: WritableStreamDefaultWriter<BufferSource>;
  private readonly pumped: Promise<void>;

  constructor(path: string) {
    super(path);
    this.compression = 8;
    this.mtime = ZIP_TIME;
    const stream = new CompressionStream('deflate-raw');
    this.writer = stream.writable.getWriter();
    const reader = stream.readable.getReader();
    this.pumped = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        this.ondata(null, value, false);
      }
      this.ondata(null, new Uint8Array(0), true);
    })();
  }

  /** Writes handed to the compressor and not yet taken (a few in flight, so both work). */
  private readonly inFlight: Promise<void>[] = [];

  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    this.inFlight.push(this.writer.write(chunk));
    if (final) this.inFlight.push(this.writer.close());
  }

  async write(chunk: Uint8Array, final: boolean): Promise<void> {
    this.push(chunk, final);
    if (final) {
      await Promise.all(this.inFlight);
      await this.pumped;
    } else if (this.inFlight.length > MAX_IN_FLIGHT) {
      await this.inFlight.shift();
    }
  }
}

/** A fixed time in every zip entry, so the same report always makes the same bytes. */
const ZIP_TIME = new Date(2000, 0, 1);
