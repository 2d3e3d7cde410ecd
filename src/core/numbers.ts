/** D2: the global factor when no stored setting is a number above 0 (SPEC §9). */
export const DEFAULT_GLOBAL_FACTOR = 1.6568;

/** D2: where the global factor is read, in order (the last one keeps the stored typo). */
export const GLOBAL_FACTOR_PATHS = [
  'defaults/currentFactor',
  'settings/currentFactor',
  'settings/currentFator',
] as const;

// D3: what remains after the decimal-comma rewrite must be a plain decimal number.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

const ZERO = 48;
const NINE = 57;
const PLUS = 43;
const MINUS = 45;
const COMMA = 44;
const DOT = 46;

/** D3 for text that is not plain digits, separators and a sign (e.g. exponents): the slow path. */
function parseUnusualText(text: string): number {
  let normalized = text;
  if (normalized.includes(',')) {
    // Stryker disable next-line StringLiteral: removing the dots of a text that has none changes nothing
    normalized = normalized.includes('.') ? normalized.replace(/\./g, '') : normalized;
    normalized = normalized.replace(',', '.');
  }
  return DECIMAL.test(normalized) ? Number(normalized) : Number.NaN;
}

/**
 * D3 on trimmed text. One scan over the characters (the report engine reads 600,000 prices):
 * digits, dots and commas with an optional leading sign go straight to Number(); anything else
 * takes the slow path.
 */
function parseNumberText(text: string): number {
  let digits = 0;
  let commas = 0;
  let dots = 0;
  const first = text.charCodeAt(0);
  // Stryker disable ConditionalExpression,LogicalOperator,EqualityOperator,AssignmentOperator: the scan only picks the fast path; a text it sends to parseUnusualText, or lets Number() refuse, reads to the same value (the guard below only says early what Number() answers with NaN)
  for (let i = first === PLUS || first === MINUS ? 1 : 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) digits += 1;
    else if (c === COMMA) commas += 1;
    else if (c === DOT) dots += 1;
    else return parseUnusualText(text);
  }
  if (digits === 0 || commas > 1 || (commas === 0 && dots > 1)) return Number.NaN;
  // Stryker restore ConditionalExpression,LogicalOperator,EqualityOperator,AssignmentOperator
  if (commas === 0) return Number(text);
  // "1,5" → 1.5; "1.234,56" → dots group thousands (D3).
  // Stryker disable next-line ConditionalExpression,EqualityOperator: removing the dots of a text that has none changes nothing
  return Number((dots > 0 ? text.replaceAll('.', '') : text).replace(',', '.'));
}

/**
 * D3 + D35: numbers may be stored as numbers or strings. Strings are trimmed; a comma without a
 * dot is the decimal separator ("1,5" = 1.5); with both, dots group thousands ("1.234,56");
 * otherwise the text is read as written. Empty, missing, unreadable, booleans and null are 0.
 * Never returns NaN or an infinity.
 */
export function parseNumber(value: unknown): number {
  const parsed = typeof value === 'string' ? parseNumberText(value.trim()) : value;
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for anything but a number, so the typeof test alone cannot be told apart
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
}

/** What a form makes of the text a person typed into a number field (issue 16). */
export type TypedNumber =
  | { ok: true; value: number }
  /**
   * empty: nothing typed; unreadable: not a number at all ("abc", "1e3", "1,2,3");
   * ambiguous: dots alone that could group thousands ("1.234", "1.234.567"): D3 would read
   * "1.234" as written (1.234) where a person writing pt-BR means 1234, so a form asks instead.
   */
  | { ok: false; problem: 'empty' | 'unreadable' | 'ambiguous' };

// A pt-BR number as a person types it: an optional sign, the integer part plain ("1234") or
// grouped by dots in threes ("1.234"), then an optional decimal comma ("1.234,56", ",5", "12,").
const TYPED_COMMA = /^[+-]?(?:\d*|[1-9]\d{0,2}(?:\.\d{3})+),\d*$/;
// Without a comma: plain digits, or one decimal dot as D3 reads it ("2.5", ".5", "1.").
const TYPED_DOT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
// Dots alone that look like thousands grouping: ambiguous between D3 and pt-BR.
const TYPED_GROUPED = /^[+-]?[1-9]\d{0,2}(?:\.\d{3})+$/;

/**
 * Issue 16, D3: the ONE reading of a number a person types in a form (quantity, price, factor,
 * km, report goals). It reads what `parseNumber` reads, to the same value, but it never turns
 * what it cannot read into 0: "2,5" = 2.5, "1.234,56" = 1234.56, "2.5" = 2.5, "12" = 12; empty,
 * "abc", exponents, misplaced groups ("1.23,4") and stray characters are refused, and dots alone
 * in groups of three ("1.234") are refused as ambiguous. A finite number is taken as it is
 * (a stored value the person did not retype).
 *
 * @example
 * readTypedNumber('1.234,56'); // { ok: true, value: 1234.56 }
 * readTypedNumber('abc'); // { ok: false, problem: 'unreadable' }
 */
export function readTypedNumber(value: unknown): TypedNumber {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'unreadable' };
  }
  if (value === null || value === undefined) return { ok: false, problem: 'empty' };
  if (typeof value !== 'string') return { ok: false, problem: 'unreadable' };
  const text = value.trim();
  if (text === '') return { ok: false, problem: 'empty' };
  if (TYPED_GROUPED.test(text)) return { ok: false, problem: 'ambiguous' };
  const wellFormed = text.includes(',') ? TYPED_COMMA.test(text) : TYPED_DOT.test(text);
  if (!wellFormed || !/\d/.test(text)) return { ok: false, problem: 'unreadable' };
  // Well-formed text is exactly what D3 reads, so the value is parseNumber's.
  const parsed = parseNumberText(text);
  return Number.isFinite(parsed)
    ? { ok: true, value: parsed }
    : { ok: false, problem: 'unreadable' };
}

/**
 * A stored number as a person edits it in pt-BR: a decimal comma, no grouping, every digit kept
 * (2.5 → "2,5", 1245.8 → "1245,8"), so what a field shows reads back (readTypedNumber) to the
 * same value. Text is shown as stored; anything else is empty.
 */
export function numberForTyping(value: unknown): string {
  if (typeof value === 'string') return value;
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for anything but a number, so the typeof test alone cannot be told apart
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const text = String(value);
  // Exponent notation (beyond 1e21 or below 1e-6) has no pt-BR typing; show it as stored.
  return /e/i.test(text) ? text : text.replace('.', ',');
}

/** D2: the first candidate that reads (D3) as a number above 0, else 1.6568. */
export function resolveGlobalFactor(candidates: readonly unknown[]): number {
  for (const candidate of candidates) {
    const factor = parseNumber(candidate);
    if (factor > 0) return factor;
  }
  return DEFAULT_GLOBAL_FACTOR;
}

/** D37: checked, paid, viewedByFat, attached and archived count only when they are `true`. */
export function isTrue(value: unknown): boolean {
  return value === true;
}

/**
 * SPEC §5, issue 22: a goal input's value in reais, or null when it is not a valid goal: empty,
 * not a number, or negative (the screen refuses it next to its field and runs nothing). A goal
 * is typed, so it is read like every typed number (issue 16, readTypedNumber): "5.000,50" is
 * 5000.5, and the ambiguous "5.000" is not read as 5.
 */
export function readGoal(value: unknown): number | null {
  const read = readTypedNumber(value);
  return read.ok && read.value >= 0 ? read.value : null;
}

const HALF_TOLERANCE = 4 * Number.EPSILON;

/**
 * D5: round half away from zero, robust to binary error: a value a few ulps short of a half
 * (1.005 × 100 = 100.49999999999999) still rounds away. The tolerance is 4 ulps relative to
 * the value: price × quantity × factor × 100 carries at most about 3 ulps of error (three
 * inputs and three products, half an ulp each), while real amounts are far coarser (prices and
 * quantities with 2 decimals, factors with 4).
 */
export function roundHalfAway(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const magnitude = Math.abs(value);
  const floor = Math.floor(magnitude);
  // A whole number is its own rounding: from about 1.4e14 the tolerance passes a half, and a
  // whole 1e15 (the rules' LIMITS.number, P56) would read as 1e15 + 1.
  if (floor === magnitude) return value < 0 ? -floor : floor;
  const rounded = magnitude - floor >= 0.5 - magnitude * HALF_TOLERANCE ? floor + 1 : floor;
  // Stryker disable next-line EqualityOperator: 0 returned above (a whole number), so `value <= 0` reads the same
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** SPEC §9, D16: a whole-number percentage, rounded half away from zero; 0 when total is 0. */
export function percentWhole(part: number, total: number): number {
  // Stryker disable next-line ConditionalExpression: part / 0 is ±Infinity or NaN, which roundHalfAway already makes 0
  return total === 0 ? 0 : roundHalfAway((part / total) * 100);
}

/** D43: a percentage with one decimal, rounded half away from zero; 0 when total is 0. */
export function percentOneDecimal(part: number, total: number): number {
  // Stryker disable next-line ConditionalExpression: part / 0 is ±Infinity or NaN, which roundHalfAway already makes 0
  return total === 0 ? 0 : roundHalfAway((part / total) * 1000) / 10;
}
