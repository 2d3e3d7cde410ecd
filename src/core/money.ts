import { toList } from './lists';
import type { Invoice, ServiceLine } from './model';
import { isTrue, parseNumber, roundHalfAway } from './numbers';

/** D4: the Coelba report alone falls back to a factor of 1. */
export const COELBA_FALLBACK_FACTOR = 1;

/** D5: a value in reais as integer cents, half away from zero, robust to binary error (1.005 → 101). */
export function toCents(value: number): number {
  return roundHalfAway(value * 100);
}

/** Integer cents back to reais (for charts and inputs; never sum these, sum cents). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** SPEC §5: a service line counts in reports only when it has a code. */
export function hasCode(line: ServiceLine): boolean {
  const code = line.code as unknown;
  if (typeof code === 'number') return true;
  return typeof code === 'string' && code.trim() !== '';
}

/** D4: the line's factor when it reads (D3) as a number above 0, else `fallback` (global, or 1 for Coelba). */
export function effectiveFactor(line: ServiceLine, fallback: number): number {
  return factorOr(parseNumber(line.factor), fallback);
}

/** D4 on a factor already read (D3): `factor` when above 0, else `fallback`. */
export function factorOr(factor: number, fallback: number): number {
  return factor > 0 ? factor : fallback;
}

/** D5: price × quantity × effective factor, in cents, rounded half away from zero. */
export function lineTotalCents(line: ServiceLine, fallbackFactor: number): number {
  return totalCents(
    parseNumber(line.price),
    parseNumber(line.quantity),
    effectiveFactor(line, fallbackFactor),
  );
}

/**
 * D5 on numbers already read (D3, D4): price × quantity × factor in cents, rounded half away
 * from zero. For a reader that keeps the line's numbers anyway (the report engine reads each
 * once); lineTotalCents is this on a stored line.
 */
export function totalCents(price: number, quantity: number, factor: number): number {
  return toCents(price * quantity * factor);
}

/** SPEC §9: total without factor = price × quantity, in cents. */
export function lineBaseCents(line: ServiceLine): number {
  return toCents(parseNumber(line.price) * parseNumber(line.quantity));
}

/** The service lines of an invoice (D1) that have a code (SPEC §5). */
export function codedLines(invoice: Invoice): ServiceLine[] {
  return toList(invoice.services).filter(hasCode);
}

const STORED_TOTAL_FIELDS = ['totalWithFactor', 'total_wfactor', 'total'] as const;

/**
 * D36: the first of totalWithFactor, total_wfactor, total that is present and not empty, read
 * by D3 and rounded to cents; 0 when none is.
 */
export function storedTotalCents(invoice: Invoice): number {
  for (const field of STORED_TOTAL_FIELDS) {
    const value = invoice[field];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    return toCents(parseNumber(value));
  }
  return 0;
}

/** Which invoice value a report uses (D36). */
export interface InvoiceValueOptions {
  /**
   * D36: value-based reports (general, by-team, paid, paid-summary, daily, monthly) fall back to
   * the stored total when no line has a code; line-based ones (by-code, coelba,
   * faturamento-real, by-type) pass false. Default true.
   */
  storedFallback?: boolean;
}

/**
 * D5, D36: the sum of the rounded line totals of the lines with a code; when no line has a code
 * and `storedFallback` is on, the stored total (D36).
 */
export function invoiceValueCents(
  invoice: Invoice,
  globalFactor: number,
  options: InvoiceValueOptions = {},
): number {
  let sum = 0;
  let coded = 0;
  for (const line of toList(invoice.services)) {
    if (!hasCode(line)) continue;
    coded += 1;
    sum += lineTotalCents(line, globalFactor);
  }
  return invoiceValueFromLines(invoice, coded, sum, options);
}

/**
 * D5, D36 from the coded lines already totalled (for a reader that totals each line once): the
 * sum of the `coded` lines' rounded totals, or the stored total when there are none and
 * `storedFallback` is on. invoiceValueCents is this over the invoice's own lines.
 */
export function invoiceValueFromLines(
  invoice: Invoice,
  coded: number,
  codedSum: number,
  options: InvoiceValueOptions = {},
): number {
  if (coded === 0 && options.storedFallback !== false) return storedTotalCents(invoice);
  return codedSum;
}

/** D39: a line's pedido: its trimmed text; a number as its digits; empty or missing is '-'. */
export function pedidoOf(line: ServiceLine): string {
  const raw = line.pedido as unknown;
  let text = '';
  if (typeof raw === 'string') text = raw.trim();
  else if (typeof raw === 'number' && Number.isFinite(raw)) text = String(raw);
  return text === '' ? '-' : text;
}

/** D15, D39: a line is paid when its pedido is neither '-' nor empty (its `paid` flag is not read). */
export function isLinePaid(line: ServiceLine): boolean {
  return pedidoOf(line) !== '-';
}

/**
 * D16: an invoice's paid value is its whole value when `paid` is true (D37), else the sum of the
 * rounded totals of its paid lines (D39) that have a code.
 */
export function invoicePaidValueCents(
  invoice: Invoice,
  globalFactor: number,
  options: InvoiceValueOptions = {},
): number {
  let paidLines = 0;
  for (const line of toList(invoice.services)) {
    if (hasCode(line) && isLinePaid(line)) paidLines += lineTotalCents(line, globalFactor);
  }
  return paidValueFromLines(invoice, invoiceValueCents(invoice, globalFactor, options), paidLines);
}

/**
 * D16 from values already computed (for a reader that totals each line once): `value`, the
 * invoice's D5/D36 value with the same options, when `paid` is true (D37); else `paidLinesSum`,
 * the rounded totals of its coded paid lines (D39) summed. invoicePaidValueCents is this over
 * the invoice's own lines.
 */
export function paidValueFromLines(invoice: Invoice, value: number, paidLinesSum: number): number {
  return isTrue(invoice.paid) ? value : paidLinesSum;
}

/** Totals an editor or a new bulletin stores (SPEC §7): reais with 2 decimals. */
export interface InvoiceTotals {
  /** Σ price × quantity (SPEC §9 "total without factor"). */
  total: number;
  /** Σ price × quantity × effective factor (D4, D5). */
  total_wfactor: number;
}

/**
 * SPEC §7, §9: the totals stored with the services, each the sum of its rounded lines (D5),
 * computed in cents over the lines with a code (SPEC §5), so the stored total_wfactor equals the
 * invoice value the reports compute (D5).
 */
export function invoiceTotals(
  services: readonly ServiceLine[] | Invoice['services'],
  globalFactor: number,
): InvoiceTotals {
  let base = 0;
  let withFactor = 0;
  for (const line of toList(services as Invoice['services'])) {
    if (!hasCode(line)) continue;
    base += lineBaseCents(line);
    withFactor += lineTotalCents(line, globalFactor);
  }
  return { total: fromCents(base), total_wfactor: fromCents(withFactor) };
}
