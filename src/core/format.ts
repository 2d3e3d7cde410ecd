import { formatIsoDate } from './dates';
import { YES_NO } from './messages';
import { toCents } from './money';
import { roundHalfAway } from './numbers';

// Hand-built number text, no Intl: the report engine formats 600,000 lines per CSV and
// Intl.NumberFormat is several times slower than integer string building (issue 4).

const POWERS = [1, 10, 100, 1000, 10000, 100000, 1000000] as const;

function pow10(decimals: number): number {
  return POWERS[decimals] ?? 10 ** decimals;
}

/** pt-BR thousands grouping of a non-negative integer's digits ("1234567" → "1.234.567"). */
function groupThousands(digits: string): string {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: up to three digits the general path below takes them whole too
  if (digits.length <= 3) return digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `.${digits.slice(i, i + 3)}`;
  return out;
}

// From 2^53 up every double is a whole number, and String() writes 1e21 and up in exponent form.
const EXACT_LIMIT = 2 ** 53;

/**
 * P13: the decimal digits of a whole number ≥ 0, never in exponent notation. String() writes
 * 1e21 and above as "1e+21": those are written out from the same shortest digits (1e300 is "1"
 * and 300 zeros; 1.6568e302 is "16568" and 298 zeros). What is not finite (a sum past the
 * largest double) is 0, as D5's rounding counts it.
 */
function wholeDigits(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const text = String(value);
  const e = text.indexOf('e+');
  // Stryker disable next-line EqualityOperator: 'e+' never starts the text, so e is never 0
  if (e < 0) return text;
  const mantissa = text.slice(0, e);
  const point = mantissa.indexOf('.');
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a mantissa without a point is one digit, which both ways keep; a point never comes first
  const digits = point < 0 ? mantissa : mantissa.slice(0, point) + mantissa.slice(point + 1);
  // Stryker disable next-line EqualityOperator: a point never comes first (point is never 0)
  return digits.padEnd((point < 0 ? mantissa.length : point) + Number(text.slice(e + 2)), '0');
}

/** A whole number of 10^-decimals units as its whole and fraction digits (12345, 2 → 123, 45). */
function unitParts(units: number, decimals: number): { whole: string; fraction: string } {
  const scale = pow10(decimals);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: a fast path; cutting the written digits gives the same parts below 2^53, and 2^53 itself is exact both ways
  if (units < EXACT_LIMIT) {
    const whole = Math.floor(units / scale);
    const fraction = decimals > 0 ? String(units - whole * scale).padStart(decimals, '0') : '';
    return { whole: String(whole), fraction };
  }
  // Past 2^53, arithmetic on the units loses digits: cut the written digits instead (P13).
  // Stryker disable next-line ArithmeticOperator,StringLiteral: from 2^53 a number has 16 digits or more, more than decimals + 1, so the padding never adds any
  const digits = wholeDigits(units).padStart(decimals + 1, '0');
  const cut = digits.length - decimals;
  return { whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** A decimal as sign, integer digits and fraction digits, rounded half away from zero (D5). */
function fixedParts(
  value: number,
  decimals: number,
): { negative: boolean; whole: string; fraction: string } {
  // P13: from 2^53 a value has no fraction; written out whole (scaling could overflow).
  if (Math.abs(value) >= EXACT_LIMIT && Number.isFinite(value)) {
    return {
      // Stryker disable next-line EqualityOperator: here |value| ≥ 2^53, never 0
      negative: value < 0,
      whole: wholeDigits(Math.abs(value)),
      fraction: '0'.repeat(decimals),
    };
  }
  const scaled = roundHalfAway(value * pow10(decimals));
  return { negative: scaled < 0, ...unitParts(Math.abs(scaled), decimals) };
}

/** Integer cents as sign, whole and two fraction digits (P13: plain digits, 0 when not finite). */
function centsParts(cents: number): { negative: boolean; whole: string; fraction: string } {
  const finite = Number.isFinite(cents) ? cents : 0;
  return { negative: finite < 0, ...unitParts(Math.abs(finite), 2) };
}

function join(parts: { negative: boolean; whole: string; fraction: string }, whole: string) {
  const sign = parts.negative ? '-' : '';
  return parts.fraction === '' ? `${sign}${whole}` : `${sign}${whole},${parts.fraction}`;
}

// ---------------------------------------------------------------- screen (pt-BR)

/** SPEC §9: a pt-BR decimal with thousands dots and a decimal comma ("1.234,50"). */
export function formatDecimal(value: number, decimals = 2): string {
  const parts = fixedParts(value, decimals);
  return join(parts, groupThousands(parts.whole));
}

/** SPEC §9: money from integer cents, pt-BR, as R$ ("R$ 1.234,56"; "-R$ 5,00"). */
export function formatMoneyCents(cents: number): string {
  const { negative, whole, fraction } = centsParts(cents);
  return `${negative ? '-' : ''}R$ ${groupThousands(whole)},${fraction}`;
}

/** SPEC §9: money from reais (rounded to cents first, D5). */
export function formatMoney(reais: number): string {
  return formatMoneyCents(toCents(reais));
}

/** SPEC §9: quantities with 2 decimals ("1.234,50"). */
export function formatQuantity(value: number): string {
  return formatDecimal(value, 2);
}

/** Counts: a pt-BR integer ("1.234"). */
export function formatInteger(value: number): string {
  return formatDecimal(value, 0);
}

/** P60: a file's size for the screen: "850 kB" below 1 MB, else "2,4 MB" (1 kB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  const kb = bytes / 1024;
  if (kb < 1000) return `${formatInteger(Math.max(1, Math.round(kb)))} kB`;
  return `${formatDecimal(kb / 1024, 1)} MB`;
}

/** SPEC §9: a percentage for the screen ("45%", with decimals "12,5%"). */
export function formatPercent(value: number, decimals = 0): string {
  return `${formatDecimal(value, decimals)}%`;
}

/**
 * dd/mm/yyyy HH:mm of an instant, shifted by `offsetMinutes` east of UTC (the UI passes
 * -new Date(ms).getTimezoneOffset() to show the viewer's local time; e.g. checked_at).
 */
export function formatDateTime(ms: number, offsetMinutes = 0): string {
  const { day, month, year, time } = instantParts(ms, offsetMinutes);
  return `${day}/${month}/${year} ${time}`;
}

/**
 * P63: dd/mm HH:mm of an instant, shifted as formatDateTime: when a draft was kept ('Rascunho de
 * 02/12 14:31'), a moment of the last days, whose year goes without saying.
 */
export function formatDayMonthTime(ms: number, offsetMinutes = 0): string {
  const { day, month, time } = instantParts(ms, offsetMinutes);
  return `${day}/${month} ${time}`;
}

function instantParts(ms: number, offsetMinutes: number) {
  const d = new Date(ms + offsetMinutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    day: p(d.getUTCDate()),
    month: p(d.getUTCMonth() + 1),
    year: d.getUTCFullYear(),
    time: `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
  };
}

// ---------------------------------------------------------------- CSV (D23, D43)

/** D23: the byte-order mark that starts every CSV. */
export const CSV_BOM = '\uFEFF';
/** D23: field separator and line end. */
export const CSV_SEPARATOR = ';';
export const CSV_EOL = '\r\n';

const NEEDS_QUOTES = /[;"\r\n]/;

/** D23: a field, quoted per RFC 4180 only when it holds ';', '"' or a line break. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? csvQuoted(value) : value;
}

/** D23, D43: a field always quoted (the Equipe column's data cells). */
export function csvQuoted(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

/** D23: one CSV line from fields ALREADY encoded (csvField/csvQuoted/number formatters), CRLF-ended. */
export function csvLine(encodedFields: readonly string[]): string {
  return encodedFields.join(CSV_SEPARATOR) + CSV_EOL;
}

/** D23, D24: the header row from plain labels. */
export function csvHeader(labels: readonly string[]): string {
  return csvLine(labels.map(csvField));
}

/** D23, D43: a whole CSV: BOM, header row, rows of encoded fields; every line ends with CRLF. */
export function csvDocument(labels: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [CSV_BOM + csvHeader(labels)];
  for (const row of rows) lines.push(csvLine(row));
  return lines.join('');
}

/** D23: money from integer cents, decimal comma, no thousands separator ("1234,50"). */
export function csvMoney(cents: number): string {
  const negative = cents < 0;
  const magnitude = negative ? -cents : cents;
  // P13: past 2^53 cents (and for a sum that is not finite) the digits are cut from the text.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: centsParts gives the same text for any finite amount, 2^53 included; the branch is the fast path's guard
  if (!(magnitude < EXACT_LIMIT)) {
    const parts = centsParts(cents);
    return join(parts, parts.whole);
  }
  const whole = Math.floor(magnitude / 100);
  const fraction = magnitude - whole * 100;
  return `${negative ? '-' : ''}${whole},${fraction < 10 ? '0' : ''}${fraction}`;
}

/** D23, D43: a decimal with a comma and no thousands separator (quantities: 2 decimals). */
export function csvDecimal(value: number, decimals = 2): string {
  const parts = fixedParts(value, decimals);
  return join(parts, parts.whole);
}

/** D23: a quantity, two decimals ("12,50"). */
export function csvQuantity(value: number): string {
  return csvDecimal(value, 2);
}

/** D23: the Coelba quantity, integer part zero-padded to three digits (5 → "005,00"). */
export function csvCoelbaQuantity(value: number): string {
  const parts = fixedParts(value, 2);
  return join(parts, parts.whole.padStart(3, '0'));
}

/** D23, D43: a factor with four decimals ("1,6568"). */
export function csvFactor(value: number): string {
  return csvDecimal(value, 4);
}

/** D43: counts and rankings as integers. */
export function csvInteger(value: number): string {
  return csvDecimal(value, 0);
}

/** D23: booleans as Sim/Não. */
export function csvBool(value: boolean): string {
  return value ? YES_NO.yes : YES_NO.no;
}

/** D43: a percentage without '%' (whole, or with one decimal for by-type: "12,5"). */
export function csvPercent(value: number, decimals = 0): string {
  return csvDecimal(value, decimals);
}

/** D23: the file name, SPEC prefix + yyyy-mm-dd + .csv. */
export function csvFileName(prefix: string, today: number): string {
  return `${prefix}${formatIsoDate(today)}.csv`;
}
