import {
  COELBA_FALLBACK_FACTOR,
  DISPLAY_STATUSES,
  GENERAL_STATUS_FILTERS,
  acceptedByMonthly,
  acceptedByReports,
  codeOf,
  coelbaDescriptionOf,
  coelbaUnitOf,
  displayStatus,
  effectiveFactor,
  hasCode,
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
import type { DisplayStatus, InvoiceEntry, ServiceKind, ServiceLine } from '../../src/core';
import type { LineTextField } from '../contract';
import { INVOICE_TEXT_FIELDS, keepsLineText } from './columnSet';
import type { InvoiceTextField, KeptLineText } from './columnSet';
import { StringTable } from './strings';

export { INVOICE_TEXT_FIELDS } from './columnSet';
export type { InvoiceTextField, KeptLineText } from './columnSet';

/** Invoice flag bits (each read by the core rule named). */
export const FLAG_ACCEPTED = 1; // D10 acceptedByReports
export const FLAG_MONTHLY = 2; // D10 acceptedByMonthly
export const FLAG_CHECKED = 4; // isChecked
export const FLAG_PAID = 8; // isPaid
export const FLAG_VIEWED = 16; // isViewed

/** Display statuses by index (D9), as stored in `invStatus`: core's own list. */
export const STATUS_ORDER: readonly DisplayStatus[] = DISPLAY_STATUSES;

/** D20 service kinds by index, as stored in `lineKind`. */
export const KIND_ORDER: readonly ServiceKind[] = ['DESLOCAMENTO', 'ALOJAMENTO', 'OUTROS'];

/** The core rule that reads each line text (D28, D39, D44), in the order they are interned. */
const LINE_TEXT_READERS: { readonly [F in LineTextField]: (line: ServiceLine) => string } = {
  code: codeOf,
  service: serviceNameOf,
  unit: unitOf,
  pedido: pedidoOf,
  coelbaDescription: coelbaDescriptionOf,
  coelbaUnit: coelbaUnitOf,
};

/** The line texts kept (columnSet.ts), in LINE_TEXT_READERS order. */
export const LINE_TEXT_FIELDS: readonly KeptLineText[] = (
  Object.keys(LINE_TEXT_READERS) as LineTextField[]
).filter(keepsLineText);
const LINE_TEXT_READ = LINE_TEXT_FIELDS.map((f) => LINE_TEXT_READERS[f]);

/**
 * One team's invoices normalized: every rule of core applied once per invoice and per coded
 * line (numbers parsed, cents computed, statuses and flags read, text interned in a table of the
 * team's own), each team as soon as its period read arrives; DatasetBuilder then merges the
 * teams. Invoices are in the team's list order
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
  invFlags: Uint8Array;
  invStatus: Uint8Array;
  invStatusFilters: Uint8Array;
  invValue: Float64Array;
  invPaidValue: Float64Array;
  /** D28 fields the reports read (columnSet.ts), string ids. */
  invText: Record<InvoiceTextField, Int32Array>;

  lineCount: number;
  /** The line's invoice, as an index into this team's invoices. */
  lineInv: Int32Array;
  linePos: Int32Array;
  /** Line texts the reports read (columnSet.ts), string ids. */
  lineText: Record<KeptLineText, Int32Array>;
  lineQuantity: Float64Array;
  linePrice: Float64Array;
  lineFactor: Float64Array;
  lineTotal: Float64Array;
  linePaid: Uint8Array;
  lineKind: Uint8Array;
  coelbaFactor: Float64Array;
  coelbaTotal: Float64Array;
}

/** The names of TeamColumns' per-line number columns (the texts are in `lineText`). */
export const LINE_COLUMNS = [
  'lineInv',
  'linePos',
  'lineQuantity',
  'linePrice',
  'lineFactor',
  'lineTotal',
  'linePaid',
  'lineKind',
  'coelbaFactor',
  'coelbaTotal',
] as const;

/** A per-line number column's name. */
export type LineColumn = (typeof LINE_COLUMNS)[number];
type LineArrays = { [C in LineColumn]: TeamColumns[C] } & Pick<TeamColumns, 'lineText'>;

/** One Int32Array of `size` per kept text field. */
function textArrays<F extends string>(fields: readonly F[], size: number): Record<F, Int32Array> {
  return Object.fromEntries(fields.map((f) => [f, new Int32Array(size)])) as Record<F, Int32Array>;
}

function lineArrays(cap: number): LineArrays {
  return {
    lineInv: new Int32Array(cap),
    linePos: new Int32Array(cap),
    lineText: textArrays(LINE_TEXT_FIELDS, cap),
    lineQuantity: new Float64Array(cap),
    linePrice: new Float64Array(cap),
    lineFactor: new Float64Array(cap),
    lineTotal: new Float64Array(cap),
    linePaid: new Uint8Array(cap),
    lineKind: new Uint8Array(cap),
    coelbaFactor: new Float64Array(cap),
    coelbaTotal: new Float64Array(cap),
  };
}

/** The same columns at `size` entries: grown (doubling), or trimmed to their own buffers. */
function resize(lines: LineArrays, size: number): LineArrays {
  const out = lineArrays(size);
  const fit = <A extends Int32Array | Float64Array | Uint8Array>(into: A, from: A) =>
    into.set(from.length > size ? from.subarray(0, size) : from);
  for (const name of LINE_COLUMNS) fit(out[name], lines[name]);
  for (const field of LINE_TEXT_FIELDS) fit(out.lineText[field], lines.lineText[field]);
  return out;
}

/**
 * Normalizes one team's invoices (its InvoiceRepo.list result) with the D2 factor `globalFactor`.
 *
 * @example
 * const columns = normalizeTeam('ORCDISTBA01', await invoices.listForPeriod('ORCDISTBA01', period), 1.6568);
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
  const invFlags = new Uint8Array(n);
  const invStatus = new Uint8Array(n);
  const invStatusFilters = new Uint8Array(n);
  const invKey = new Array<string>(n);
  const invValue = new Float64Array(n);
  const invPaidValue = new Float64Array(n);
  const invText = textArrays(INVOICE_TEXT_FIELDS, n);
  const statusIndex = new Map(STATUS_ORDER.map((s, i) => [s, i]));
  const kindIndex = new Map(KIND_ORDER.map((k, i) => [k, i]));
  const kindOfCode = new Map<number, number>();

  let cap = Math.max(16, n * 10);
  let lines = lineArrays(cap);
  // The text columns by position (keyed access in the loop over every line costs ~20%).
  const invTextColumns = INVOICE_TEXT_FIELDS.map((f) => invText[f]);
  let lineTextColumns = LINE_TEXT_FIELDS.map((f) => lines.lineText[f]);
  let m = 0;
  for (let i = 0; i < n; i += 1) {
    const entry = entries[i] as InvoiceEntry;
    const invoice = entry.invoice ?? {};
    // The interning order (id, header fields, then each line's texts) is the dataset's: merged
    // team after team, the string ids come out as if one table had read every invoice.
    invId[i] = strings.intern(invoiceIdOf(invoice));
    const date = invoiceDate(invoice);
    invDate[i] = date === null ? NaN : date;
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
    for (let f = 0; f < INVOICE_TEXT_FIELDS.length; f += 1) {
      (invTextColumns[f] as Int32Array)[i] = strings.intern(
        reportField(invoice, INVOICE_TEXT_FIELDS[f] as InvoiceTextField),
      );
    }
    const services = toList(invoice.services);
    for (let p = 0; p < services.length; p += 1) {
      const line = services[p] as ServiceLine;
      if (!hasCode(line)) continue;
      if (m === cap) {
        cap *= 2;
        lines = resize(lines, cap);
        lineTextColumns = LINE_TEXT_FIELDS.map((f) => lines.lineText[f]);
      }
      lines.lineInv[m] = i;
      lines.linePos[m] = p;
      for (let f = 0; f < LINE_TEXT_FIELDS.length; f += 1) {
        (lineTextColumns[f] as Int32Array)[m] = strings.intern(
          (LINE_TEXT_READ[f] as (line: ServiceLine) => string)(line),
        );
      }
      const code = lines.lineText.code[m] as number;
      let kind = kindOfCode.get(code);
      if (kind === undefined) {
        kind = kindIndex.get(serviceTypeOf(strings.values[code] as string)) as number;
        kindOfCode.set(code, kind);
      }
      lines.lineKind[m] = kind;
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
