import { serviceTypeOf } from '../../src/core/codes';
import { invoiceDate } from '../../src/core/dates';
import {
  codeOf,
  coelbaDescriptionOf,
  coelbaUnitOf,
  invoiceIdOf,
  reportField,
  serviceNameOf,
  unitOf,
} from '../../src/core/fields';
import { toList } from '../../src/core/lists';
import {
  COELBA_FALLBACK_FACTOR,
  factorOr,
  hasCode,
  invoiceValueFromLines,
  isLinePaid,
  paidValueFromLines,
  pedidoOf,
  totalCents,
} from '../../src/core/money';
import { parseNumber } from '../../src/core/numbers';
import {
  DISPLAY_STATUSES,
  GENERAL_STATUS_FILTERS,
  acceptedByMonthly,
  acceptedByReports,
  displayStatus,
  isChecked,
  isPaid,
  isViewed,
  matchesStatusFilter,
} from '../../src/core/status';
import type { ServiceKind } from '../../src/core/codes';
import type { InvoiceEntry, ServiceLine } from '../../src/core/model';
import type { DisplayStatus, GeneralStatusFilter } from '../../src/core/status';
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

/**
 * The core rule that reads each line text (D28, D39, D44), in the order they are interned: the
 * code first (normalizeTeam hints the others by it).
 */
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
// Stryker disable next-line StringLiteral: a guard of this module's own table, thrown only if LINE_TEXT_READERS stopped listing the code first; no test can reorder it
if (LINE_TEXT_FIELDS[0] !== 'code') throw new Error('normalizeTeam reads the code first');

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

function lineArrays(size: number): LineArrays {
  return {
    lineInv: new Int32Array(size),
    linePos: new Int32Array(size),
    lineText: textArrays(LINE_TEXT_FIELDS, size),
    lineQuantity: new Float64Array(size),
    linePrice: new Float64Array(size),
    lineFactor: new Float64Array(size),
    lineTotal: new Float64Array(size),
    linePaid: new Uint8Array(size),
    lineKind: new Uint8Array(size),
    coelbaFactor: new Float64Array(size),
    coelbaTotal: new Float64Array(size),
  };
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
  // Stryker disable next-line ArrayDeclaration: the length only keeps the array dense; every index is written below, in order
  const invKey = new Array<string>(n);
  const invValue = new Float64Array(n);
  const invPaidValue = new Float64Array(n);
  const invText = textArrays(INVOICE_TEXT_FIELDS, n);
  const statusIndex = new Map(STATUS_ORDER.map((s, i) => [s, i]));
  const kindIndex = new Map(KIND_ORDER.map((k, i) => [k, i]));
  // The team's distinct codes, each given a slot (by first use) for what is kept per code: its
  // D20 kind, and the hints below.
  const slotOfCode = new Map<number, number>();
  // Stryker disable next-line ArrayDeclaration: slots are numbered from kindOfSlot.length, so an entry before them only shifts the slots (and the hints, which give the same ids)
  const kindOfSlot: number[] = [];

  // Each service list read once (D1) and its coded lines counted first, so every line column is
  // allocated at its final size: no growing, and no trimming copy at the end.
  // Stryker disable next-line ArrayDeclaration: the length only keeps the array dense; every index is written below, in order
  const lists = new Array<readonly ServiceLine[]>(n);
  let m = 0;
  for (let i = 0; i < n; i += 1) {
    const list = toList((entries[i] as InvoiceEntry).invoice?.services);
    lists[i] = list;
    for (let p = 0; p < list.length; p += 1) if (hasCode(list[p] as ServiceLine)) m += 1;
  }
  const lines = lineArrays(m);
  // The text columns by position (keyed access in the loop over every line costs ~20%).
  const invTextColumns = INVOICE_TEXT_FIELDS.map((f) => invText[f]);
  const lineTextColumns = LINE_TEXT_FIELDS.map((f) => lines.lineText[f]);
  // Hints for StringTable.internAs: a header field's id in the previous bulletin, and a line
  // text's id in the last line with the same code (lines of one code mostly repeat their texts),
  // at hints[slot * textCount + field].
  // Stryker disable next-line ArrowFunction: a hint only spares a hash: internAs gives the text's own id whatever the hint
  const invHints = INVOICE_TEXT_FIELDS.map(() => 0);
  const textCount = LINE_TEXT_FIELDS.length;
  // Stryker disable next-line ArrayDeclaration: a hint only spares a hash: internAs gives the text's own id whatever the hint
  const lineHints: number[] = [];
  const { lineInv, linePos, lineKind, linePaid, lineQuantity, linePrice, lineFactor } = lines;
  const { lineTotal, coelbaFactor, coelbaTotal } = lines;
  const codeIds = lines.lineText.code;
  let k = 0;
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
    for (let f = 0; f < GENERAL_STATUS_FILTERS.length; f += 1) {
      if (matchesStatusFilter(invoice, GENERAL_STATUS_FILTERS[f] as GeneralStatusFilter)) {
        filters |= 1 << f;
      }
    }
    invStatusFilters[i] = filters;
    invKey[i] = entry.key;
    for (let f = 0; f < INVOICE_TEXT_FIELDS.length; f += 1) {
      const id = strings.internAs(
        reportField(invoice, INVOICE_TEXT_FIELDS[f] as InvoiceTextField),
        invHints[f] as number,
      );
      (invTextColumns[f] as Int32Array)[i] = id;
      invHints[f] = id;
    }
    // Each coded line's numbers read (D3) and its totals computed (D4, D5) once; the invoice's
    // value (D5, D36) and paid value (D16) are their sums.
    const services = lists[i] as readonly ServiceLine[];
    let coded = 0;
    let codedSum = 0;
    let paidSum = 0;
    for (let p = 0; p < services.length; p += 1) {
      const line = services[p] as ServiceLine;
      if (!hasCode(line)) continue;
      lineInv[k] = i;
      linePos[k] = p;
      const code = strings.intern(codeOf(line));
      codeIds[k] = code;
      let slot = slotOfCode.get(code);
      // Stryker disable next-line ConditionalExpression: a new slot for a code already seen holds the same D20 kind; only its hints start afresh
      if (slot === undefined) {
        slot = kindOfSlot.length;
        slotOfCode.set(code, slot);
        kindOfSlot.push(kindIndex.get(serviceTypeOf(strings.values[code] as string)) as number);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: a hint only spares a hash: internAs gives the text's own id whatever the hint
        for (let f = 0; f < textCount; f += 1) lineHints.push(0);
      }
      lineKind[k] = kindOfSlot[slot] as number;
      // Stryker disable next-line ArithmeticOperator: a hint only spares a hash: internAs gives the text's own id whatever the hint
      const hintAt = slot * textCount;
      for (let f = 1; f < textCount; f += 1) {
        const id = strings.internAs(
          (LINE_TEXT_READ[f] as (line: ServiceLine) => string)(line),
          lineHints[hintAt + f] as number,
        );
        (lineTextColumns[f] as Int32Array)[k] = id;
        // Stryker disable next-line ArithmeticOperator: a hint only spares a hash: internAs gives the text's own id whatever the hint
        lineHints[hintAt + f] = id;
      }
      const paid = isLinePaid(line);
      linePaid[k] = paid ? 1 : 0;
      const price = parseNumber(line.price);
      const quantity = parseNumber(line.quantity);
      const ownFactor = parseNumber(line.factor);
      const factor = factorOr(ownFactor, globalFactor);
      const total = totalCents(price, quantity, factor);
      lineQuantity[k] = quantity;
      linePrice[k] = price;
      lineFactor[k] = factor;
      lineTotal[k] = total;
      // D4: Coelba falls back to 1; the total differs only when the line has no factor.
      const coelba = factorOr(ownFactor, COELBA_FALLBACK_FACTOR);
      coelbaFactor[k] = coelba;
      // Stryker disable next-line ConditionalExpression: a fast path; with the same factor totalCents gives the same total again
      coelbaTotal[k] = coelba === factor ? total : totalCents(price, quantity, coelba);
      // Stryker disable next-line AssignmentOperator: invoiceValueFromLines only asks whether coded is 0, which counting down reaches exactly when counting up does (no coded line)
      coded += 1;
      codedSum += total;
      if (paid) paidSum += total;
      k += 1;
    }
    const value = invoiceValueFromLines(invoice, coded, codedSum);
    invValue[i] = value;
    invPaidValue[i] = paidValueFromLines(invoice, value, paidSum);
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
    ...lines,
  };
}
