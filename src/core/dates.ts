import { MONTH_LABELS } from './messages';
import type { DateRange, Invoice } from './model';

/** One day in ms. All calendar logic is UTC (D6). */
export const DAY_MS = 86_400_000;

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** D7: Date.UTC midnight of a real calendar day with year 1900-3000, else null. */
function utcDay(year: number, month: number, day: number): number | null {
  if (year < 1900 || year > 3000 || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const ms = Date.UTC(year, month - 1, day);
  // D7: a real calendar day (31/02 rolls over to March, so it is refused).
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/**
 * D7 (also D6/D38 for text dates): dd/mm/yyyy with day 1-31, month 1-12, year 1900-3000 and a
 * real calendar day, as Date.UTC midnight; null otherwise. Surrounding spaces are allowed and a
 * one-digit day or month is accepted (5/3/2026).
 */
export function parseDayMonthYear(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DMY.exec(text.trim());
  if (!match) return null;
  return utcDay(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** D7: the editor's date field, dd/mm/yyyy, to the stored UTC timestamp (null when invalid). */
export const parseEditorDate = parseDayMonthYear;

/** yyyy-mm-dd (report filters, CLI --from/--to/--today) as Date.UTC midnight; null when invalid. */
export function parseIsoDate(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = ISO.exec(text.trim());
  if (!match) return null;
  return utcDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/**
 * Year, month (1-12) and day of an instant in UTC, by arithmetic (H. Hinnant's days-to-civil):
 * several times faster than a Date per call, and CSVs format a date on every one of 600,000 lines.
 */
function utcParts(ms: number): [number, number, number] {
  const z = Math.floor(ms / DAY_MS) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** D6, D23: dd/mm/yyyy (UTC) for the screen and the CSV. */
export function formatDate(ms: number): string {
  const [year, month, day] = utcParts(ms);
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

/** D6: yyyy-mm-dd (UTC), for CSV file names, date inputs and queries. */
export function formatIsoDate(ms: number): string {
  const [year, month, day] = utcParts(ms);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The UTC midnight of the day `ms` falls in. */
export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** D8: today is the browser's local calendar date, as Date.UTC midnight of that date. */
export function todayFromLocal(now: Date): number {
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
}

const DIGITS = /^\d+$/;

/**
 * D6, D38: an invoice's date in ms: `date` when it is a number, or digits-only text, of ms; else
 * `date` as dd/mm/yyyy; else `header.date` as dd/mm/yyyy; else null (no valid date).
 */
export function invoiceDate(invoice: Invoice): number | null {
  const raw: unknown = invoice.date;
  if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
  if (typeof raw === 'string') {
    const text = raw.trim();
    if (DIGITS.test(text)) return Number(text);
    const parsed = parseDayMonthYear(text);
    if (parsed !== null) return parsed;
  }
  return parseDayMonthYear(invoice.header?.date);
}

/** D6: a period from day A to day B covers A 00:00:00.000 to B 23:59:59.999 UTC, inclusive. */
export function dayRange(startDay: number, endDay: number): DateRange {
  return { start: startOfDay(startDay), end: startOfDay(endDay) + DAY_MS - 1 };
}

/** D6: a period from two yyyy-mm-dd dates; null when either is invalid or from is after to. */
export function periodFromIsoDates(from: string, to: string): DateRange | null {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (start === null || end === null || start > end) return null;
  return dayRange(start, end);
}

/** D6: whether an instant lies in an inclusive period. */
export function inRange(ms: number, range: DateRange): boolean {
  return ms >= range.start && ms <= range.end;
}

/**
 * D6, P7: whether a bulletin's date (numeric, dd/mm/yyyy text, else header.date) lies in the
 * period: what keeps the candidates of InvoiceRepo.listForPeriod that belong to it.
 */
export function invoiceInPeriod(invoice: Invoice, period: DateRange): boolean {
  const date = invoiceDate(invoice);
  return date !== null && inRange(date, period);
}

/** SPEC §9, D19: a billing cycle, 26th 00:00 to 25th 23:59:59.999 UTC, named by its end month. */
export interface BillingCycle extends DateRange {
  /** Year of the month the cycle ends in. */
  year: number;
  /** Month the cycle ends in, 1-12. */
  month: number;
  /** D19: 'NOV' for 26/10–25/11. */
  label: string;
  /** D19: the CSV label, 'NOV/2026'. */
  csvLabel: string;
}

/** The cycle that ends in month `monthIndex` (0-based, may overflow) of `year`. */
function cycleEndingIn(year: number, monthIndex: number): BillingCycle {
  const start = Date.UTC(year, monthIndex - 1, 26);
  const end = Date.UTC(year, monthIndex, 26) - 1;
  const endDate = new Date(end);
  const month = endDate.getUTCMonth() + 1;
  const endYear = endDate.getUTCFullYear();
  const label = MONTH_LABELS[month - 1] as string;
  return { start, end, year: endYear, month, label, csvLabel: `${label}/${endYear}` };
}

/**
 * SPEC §9: the billing cycle of an instant: before the 26th, from the 26th of the previous month
 * to the 25th of this one; otherwise from the 26th of this month to the 25th of the next.
 */
export function billingCycleOf(ms: number): BillingCycle {
  const d = new Date(ms);
  const endMonth = d.getUTCMonth() + (d.getUTCDate() >= 26 ? 1 : 0);
  return cycleEndingIn(d.getUTCFullYear(), endMonth);
}

/** The cycle `offset` cycles away from the one `ms` lies in (-1 = the previous one). */
export function shiftCycle(ms: number, offset: number): BillingCycle {
  const current = billingCycleOf(ms);
  return cycleEndingIn(current.year, current.month - 1 + offset);
}

/** D8, D31: the current billing period for `today`; every report's default period. */
export function currentPeriod(today: number): BillingCycle {
  return billingCycleOf(today);
}

/** D19, SPEC §9: the 12 cycles of the monthly report, oldest first, ending with the current one. */
export function monthlyCycles(today: number): BillingCycle[] {
  return Array.from({ length: 12 }, (_, i) => shiftCycle(today, i - 11));
}

/** Issue 22: the quick periods beside a report's dates, in the order they are offered. */
export const QUICK_PERIODS = ['current', 'previous', 'last3', 'year'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];

/**
 * P21, D8/D19: the range of a quick period for `today`. 'current' is today's cycle, 'previous'
 * the one before it, 'last3' today's cycle and the two before it, 'year' the cycles labelled
 * with the year of today's cycle, from JAN (26/12 of the year before) to today's cycle.
 */
export function quickPeriod(which: QuickPeriod, today: number): DateRange {
  const current = currentPeriod(today);
  switch (which) {
    case 'current':
      return { start: current.start, end: current.end };
    case 'previous': {
      const previous = shiftCycle(today, -1);
      return { start: previous.start, end: previous.end };
    }
    case 'last3':
      return homeDefaultPeriod(today);
    case 'year':
      return { start: shiftCycle(today, 1 - current.month).start, end: current.end };
  }
}

/** D11: the home table's default period: the current billing cycle and the two before it. */
export function homeDefaultPeriod(today: number): DateRange {
  return { start: shiftCycle(today, -2).start, end: currentPeriod(today).end };
}

/** D18: a day's work weight: Monday to Friday 1, Saturday 0.5, Sunday 0. */
export function dayWeight(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 0) return 0;
  return weekday === 6 ? 0.5 : 1;
}

/** A full week weighs 5 × 1 + 0.5 + 0 (D18). */
const WEEK_WEIGHT = 5.5;

/**
 * D18: work days from the start date to the earlier of the end date and today, inclusive, by
 * dayWeight; 0 when the start is after that. Whole weeks count 5.5 each.
 */
export function workDays(start: number, end: number, today: number): number {
  const first = startOfDay(start);
  const last = Math.min(startOfDay(end), startOfDay(today));
  if (first > last) return 0;
  const days = Math.round((last - first) / DAY_MS) + 1;
  const weeks = Math.floor(days / 7);
  let weight = weeks * WEEK_WEIGHT;
  for (let day = first + weeks * 7 * DAY_MS; day <= last; day += DAY_MS) weight += dayWeight(day);
  return weight;
}
