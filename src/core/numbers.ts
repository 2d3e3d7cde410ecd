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
  for (let i = first === PLUS || first === MINUS ? 1 : 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= ZERO && c <= NINE) digits += 1;
    else if (c === COMMA) commas += 1;
    else if (c === DOT) dots += 1;
    else return parseUnusualText(text);
  }
  if (digits === 0 || commas > 1 || (commas === 0 && dots > 1)) return Number.NaN;
  if (commas === 0) return Number(text);
  // "1,5" → 1.5; "1.234,56" → dots group thousands (D3).
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
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
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

/** SPEC §5: goal inputs are numeric with a minimum of 0; non-numeric counts as 0. */
export function parseGoal(value: unknown): number {
  return Math.max(0, parseNumber(value));
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
  const rounded = magnitude - floor >= 0.5 - magnitude * HALF_TOLERANCE ? floor + 1 : floor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** SPEC §9, D16: a whole-number percentage, rounded half away from zero; 0 when total is 0. */
export function percentWhole(part: number, total: number): number {
  return total === 0 ? 0 : roundHalfAway((part / total) * 100);
}

/** D43: a percentage with one decimal, rounded half away from zero; 0 when total is 0. */
export function percentOneDecimal(part: number, total: number): number {
  return total === 0 ? 0 : roundHalfAway((part / total) * 1000) / 10;
}
