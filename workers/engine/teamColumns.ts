import {
  COELBA_FALLBACK_FACTOR,
  GENERAL_STATUS_FILTERS,
  acceptedByMonthly,
  acceptedByReports,
  codeOf,
  coelbaDescriptionOf,
  coelbaUnitOf,
  displayStatus,
  effectiveFactor,
  hasCode,
  inRange,
  invoiceDate,
  invoiceIdOf,
  invoicePaidValueCents,
  invoiceValueCents,
  isChecked,
  isLinePaid,
  isPaid,
  isViewed,
  lineTotalCents,
  matchesStatusFilter,
  parseNumber,
  pedidoOf,
  reportField,
  serviceNameOf,
  serviceTypeOf,
  toList,
  unitOf,
} from '../../src/core';
import { StringTable } from './strings';
import type {
  DateRange,
  DisplayStatus,
  InvoiceEntry,
  ReportField,
  ServiceKind,
  ServiceLine,
} from '../../src/core';

/** Invoice flag bits (each read by the core rule named). */
export const FLAG_ACCEPTED = 1; // D10 acceptedByReports
export const FLAG_MONTHLY = 2; // D10 acceptedByMonthly
export const FLAG_CHECKED = 4; // isChecked
export const FLAG_PAID = 8; // isPaid
export const FLAG_VIEWED = 16; // isViewed

/** Display statuses by index (D9), as stored in `invStatus`. */
export const STATUS_ORDER: readonly DisplayStatus[] = [
  'attached',
  'paid',
  'viewed',
  'checked',
  'pending',
];

/** D20 service kinds by index, as stored in `lineKind`. */
export const KIND_ORDER: readonly ServiceKind[] = ['DESLOCAMENTO', 'ALOJAMENTO', 'OUTROS'];

/** The header fields of D28 kept per invoice. */
export const INVOICE_TEXT_FIELDS: readonly ReportField[] = [
  'project',
  'title',
  'pms',
  'os',
  'city',
  'sector',
  'si',
];

/**
 * One team's invoices normalized: every rule of core applied once per invoice and per coded
 * line (numbers parsed, cents computed, statuses and flags read, text interned in a table of the
 * team's own). Plain typed arrays and string arrays, so it crosses threads as a cheap copy:
 * the shared fixture store keeps each team's columns ready (workers/storeViews.ts) and the report
 * worker only merges them (DatasetBuilder). Invoices are in the team's list order
 * (orderByChild('date'), P1); lines in invoice order, then position, coded lines only (SPEC §5).
 */
export interface TeamColumns {
  team: string;
  /** The D2 factor the money columns were computed with. */
  globalFactor: number;
  /** The team's strings by local id; id 0 is '' and ids follow first use, invoice by invoice. */
  strings: string[];

  invoiceCount: number;
  invKey: string[];
  invId: Int32Array;
  invDate: Float64Array;
  /**
   * 1 when the stored `date` is a number: the invoice is then read by a period only when that
   * number lies in it (P7); text-dated and undated invoices are read by every period.
   */
  invNumericDate: Uint8Array;
  invFlags: Uint8Array;
  invStatus: Uint8Array;
  invStatusFilters: Uint8Array;
  invValue: Float64Array;
  invPaidValue: Float64Array;
  invText: Record<ReportField, Int32Array>;

  lineCount: number;
  /** The line's invoice, as an index into this team's invoices. */
  lineInv: Int32Array;
  linePos: Int32Array;
  lineCode: Int32Array;
  lineService: Int32Array;
  lineUnit: Int32Array;
  linePedido: Int32Array;
  lineQuantity: Float64Array;
  linePrice: Float64Array;
  lineFactor: Float64Array;
  lineTotal: Float64Array;
  linePaid: Uint8Array;
  lineKind: Uint8Array;
  coelbaFactor: Float64Array;
  coelbaTotal: Float64Array;
  coelbaDescription: Int32Array;
  coelbaUnit: Int32Array;
}

/** The names of TeamColumns' per-line columns, for merging and trimming. */
export const LINE_COLUMNS = [
  'lineInv',
  'linePos',
  'lineCode',
  'lineService',
  'lineUnit',
  'linePedido',
  'lineQuantity',
  'linePrice',
  'lineFactor',
  'lineTotal',
  'linePaid',
  'lineKind',
  'coelbaFactor',
  'coelbaTotal',
  'coelbaDescription',
  'coelbaUnit',
] as const;

/** A per-line column's name. */
export type LineColumn = (typeof LINE_COLUMNS)[number];
type LineArrays = { [C in LineColumn]: TeamColumns[C] };

function lineArrays(cap: number): LineArrays {
  return {
    lineInv: new Int32Array(cap),
    linePos: new Int32Array(cap),
    lineCode: new Int32Array(cap),
    lineService: new Int32Array(cap),
    lineUnit: new Int32Array(cap),
    linePedido: new Int32Array(cap),
    lineQuantity: new Float64Array(cap),
    linePrice: new Float64Array(cap),
    lineFactor: new Float64Array(cap),
    lineTotal: new Float64Array(cap),
    linePaid: new Uint8Array(cap),
    lineKind: new Uint8Array(cap),
    coelbaFactor: new Float64Array(cap),
    coelbaTotal: new Float64Array(cap),
    coelbaDescription: new Int32Array(cap),
    coelbaUnit: new Int32Array(cap),
  };
}

/** The same columns at `size` entries: grown (doubling), or trimmed to their own buffers. */
function resize(lines: LineArrays, size: number): LineArrays {
  const out = lineArrays(size);
  for (const name of LINE_COLUMNS) {
    const from = lines[name];
    (out[name] as typeof from).set(from.length > size ? from.subarray(0, size) : from);
  }
  return out;
}

/**
 * Normalizes one team's invoices (its InvoiceRepo.list result) with the D2 factor `globalFactor`.
 *
 * @example
 * const columns = normalizeTeam('ORCDISTBA01', await invoices.listAll('ORCDISTBA01'), 1.6568);
 * builder.addColumns(columns);
 */
export function normalizeTeam(
  team: string,
  entries: readonly InvoiceEntry[],
  globalFactor: number,
): TeamColumns {
  // A table of the team's own (id 0 is ''); only its `values` leave with the columns.
  const strings = new StringTable();
  const n = entries.length;
  const invId = new Int32Array(n);
  const invDate = new Float64Array(n);
  const invNumericDate = new Uint8Array(n);
  const invFlags = new Uint8Array(n);
  const invStatus = new Uint8Array(n);
  const invStatusFilters = new Uint8Array(n);
  const invKey = new Array<string>(n);
  const invValue = new Float64Array(n);
  const invPaidValue = new Float64Array(n);
  const invText = Object.fromEntries(
    INVOICE_TEXT_FIELDS.map((f) => [f, new Int32Array(n)]),
  ) as Record<ReportField, Int32Array>;
  const statusIndex = new Map(STATUS_ORDER.map((s, i) => [s, i]));
  const kindIndex = new Map(KIND_ORDER.map((k, i) => [k, i]));
  const kindOfCode = new Map<number, number>();

  let cap = Math.max(16, n * 10);
  let lines = lineArrays(cap);
  let m = 0;
  for (let i = 0; i < n; i += 1) {
    const entry = entries[i] as InvoiceEntry;
    const invoice = entry.invoice ?? {};
    // The interning order (id, header fields, then each line's texts) is the dataset's: merged
    // team after team, the string ids come out as if one table had read every invoice.
    invId[i] = strings.intern(invoiceIdOf(invoice));
    const date = invoiceDate(invoice);
    invDate[i] = date === null ? NaN : date;
    invNumericDate[i] = typeof invoice.date === 'number' ? 1 : 0;
    invFlags[i] =
      (acceptedByReports(invoice) ? FLAG_ACCEPTED : 0) |
      (acceptedByMonthly(invoice) ? FLAG_MONTHLY : 0) |
      (isChecked(invoice) ? FLAG_CHECKED : 0) |
      (isPaid(invoice) ? FLAG_PAID : 0) |
      (isViewed(invoice) ? FLAG_VIEWED : 0);
    invStatus[i] = statusIndex.get(displayStatus(invoice)) as number;
    let filters = 0;
    GENERAL_STATUS_FILTERS.forEach((filter, k) => {
      if (matchesStatusFilter(invoice, filter)) filters |= 1 << k;
    });
    invStatusFilters[i] = filters;
    invKey[i] = entry.key;
    invValue[i] = invoiceValueCents(invoice, globalFactor);
    invPaidValue[i] = invoicePaidValueCents(invoice, globalFactor);
    for (const field of INVOICE_TEXT_FIELDS) {
      invText[field][i] = strings.intern(reportField(invoice, field));
    }
    const services = toList(invoice.services);
    for (let p = 0; p < services.length; p += 1) {
      const line = services[p] as ServiceLine;
      if (!hasCode(line)) continue;
      if (m === cap) {
        cap *= 2;
        lines = resize(lines, cap);
      }
      lines.lineInv[m] = i;
      lines.linePos[m] = p;
      const code = strings.intern(codeOf(line));
      lines.lineCode[m] = code;
      let kind = kindOfCode.get(code);
      if (kind === undefined) {
        kind = kindIndex.get(serviceTypeOf(strings.values[code] as string)) as number;
        kindOfCode.set(code, kind);
      }
      lines.lineKind[m] = kind;
      lines.lineService[m] = strings.intern(serviceNameOf(line));
      lines.lineUnit[m] = strings.intern(unitOf(line));
      lines.linePedido[m] = strings.intern(pedidoOf(line));
      lines.linePaid[m] = isLinePaid(line) ? 1 : 0;
      lines.lineQuantity[m] = parseNumber(line.quantity);
      lines.linePrice[m] = parseNumber(line.price);
      const factor = effectiveFactor(line, globalFactor);
      const total = lineTotalCents(line, globalFactor);
      lines.lineFactor[m] = factor;
      lines.lineTotal[m] = total;
      // D4: Coelba falls back to 1; the total differs only when the line has no factor.
      const ownFactor = effectiveFactor(line, COELBA_FALLBACK_FACTOR);
      lines.coelbaFactor[m] = ownFactor;
      lines.coelbaTotal[m] =
        ownFactor === factor ? total : lineTotalCents(line, COELBA_FALLBACK_FACTOR);
      lines.coelbaDescription[m] = strings.intern(coelbaDescriptionOf(line));
      lines.coelbaUnit[m] = strings.intern(coelbaUnitOf(line));
      m += 1;
    }
  }

  return {
    team,
    globalFactor,
    strings: strings.values,
    invoiceCount: n,
    invKey,
    invId,
    invDate,
    invNumericDate,
    invFlags,
    invStatus,
    invStatusFilters,
    invValue,
    invPaidValue,
    invText,
    lineCount: m,
    // Trimmed to their own buffers: a copy to another thread then carries no spare capacity.
    ...resize(lines, m),
  };
}

/**
 * P7: the columns of the invoices a read of `period` returns (InvoiceRepo.listForPeriod): a
 * numeric `date` in the period, or a text or missing one. Equal, array for array, to
 * normalizing just those invoices (the strings are interned again in normalizeTeam's order), so
 * the shared store can keep a team's whole columns and hand out a period's share of them.
 */
export function columnsForPeriod(columns: TeamColumns, period: DateRange): TeamColumns {
  const { invNumericDate, invDate } = columns;
  const kept: number[] = [];
  for (let i = 0; i < columns.invoiceCount; i += 1) {
    if (!invNumericDate[i] || inRange(invDate[i] as number, period)) kept.push(i);
  }
  if (kept.length === columns.invoiceCount) return columns;

  const source = columns.strings;
  const strings = new StringTable();
  const again = (id: number) => strings.intern(source[id] as string);
  const n = kept.length;
  const invText = Object.fromEntries(
    INVOICE_TEXT_FIELDS.map((f) => [f, new Int32Array(n)]),
  ) as Record<ReportField, Int32Array>;
  const invId = new Int32Array(n);
  const invKey = new Array<string>(n);
  // Lines of an invoice are contiguous and in invoice order: find each invoice's first line.
  const firstLine = new Int32Array(columns.invoiceCount + 1).fill(-1);
  for (let l = columns.lineCount - 1; l >= 0; l -= 1) firstLine[columns.lineInv[l] as number] = l;
  let m = 0;
  for (const i of kept) {
    const start = firstLine[i] as number;
    if (start < 0) continue;
    for (let l = start; l < columns.lineCount && columns.lineInv[l] === i; l += 1) m += 1;
  }
  const lines = lineArrays(m);
  let l2 = 0;
  kept.forEach((i, k) => {
    invId[k] = again(columns.invId[i] as number);
    invKey[k] = columns.invKey[i] as string;
    for (const field of INVOICE_TEXT_FIELDS)
      invText[field][k] = again(columns.invText[field][i] as number);
    const start = firstLine[i] as number;
    if (start < 0) return;
    for (let l = start; l < columns.lineCount && columns.lineInv[l] === i; l += 1) {
      lines.lineInv[l2] = k;
      for (const name of STRING_LINE_COLUMNS) lines[name][l2] = again(columns[name][l] as number);
      for (const name of NUMERIC_LINE_COLUMNS) lines[name][l2] = columns[name][l] as number;
      l2 += 1;
    }
  });
  const pick = <A extends Float64Array | Uint8Array>(from: A, make: (size: number) => A): A => {
    const out = make(n);
    kept.forEach((i, k) => (out[k] = from[i] as number));
    return out;
  };
  return {
    team: columns.team,
    globalFactor: columns.globalFactor,
    strings: strings.values,
    invoiceCount: n,
    invKey,
    invId,
    invDate: pick(columns.invDate, (k) => new Float64Array(k)),
    invNumericDate: pick(columns.invNumericDate, (k) => new Uint8Array(k)),
    invFlags: pick(columns.invFlags, (k) => new Uint8Array(k)),
    invStatus: pick(columns.invStatus, (k) => new Uint8Array(k)),
    invStatusFilters: pick(columns.invStatusFilters, (k) => new Uint8Array(k)),
    invValue: pick(columns.invValue, (k) => new Float64Array(k)),
    invPaidValue: pick(columns.invPaidValue, (k) => new Float64Array(k)),
    invText,
    lineCount: m,
    ...lines,
  };
}

/** The per-line columns that hold string ids, in the order normalizeTeam interns them. */
const STRING_LINE_COLUMNS = [
  'lineCode',
  'lineService',
  'lineUnit',
  'linePedido',
  'coelbaDescription',
  'coelbaUnit',
] as const satisfies readonly LineColumn[];

/** The per-line columns that hold numbers (copied as they are); lineInv is renumbered. */
const NUMERIC_LINE_COLUMNS = LINE_COLUMNS.filter(
  (name): name is Exclude<LineColumn, 'lineInv' | (typeof STRING_LINE_COLUMNS)[number]> =>
    name !== 'lineInv' && !(STRING_LINE_COLUMNS as readonly string[]).includes(name),
);
