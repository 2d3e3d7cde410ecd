// Combining diacritical marks left by NFD ("São" → "Sa" + U+0303 + "o").
const MARKS = /[\u0300-\u036f]/g;
// eslint-disable-next-line no-control-regex -- ASCII fast path: nothing to fold but case.
const ASCII = /^[\u0000-\u007f]*$/;

const foldCache = new Map<string, string>();
const FOLD_CACHE_LIMIT = 50_000;

/**
 * D21, D33: text with accents and case removed ("São Félix" → "sao felix"). Numbers and other
 * values are read as text; null and undefined are ''. Memoised: report columns repeat values.
 */
export function foldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // Stryker disable next-line ConditionalExpression: a fast path; NFD and removing marks leave ASCII text as it is
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = foldCache.get(text);
  // Stryker disable next-line ConditionalExpression: the memo only saves work; folding again gives the same text
  if (folded === undefined) {
    folded = text.normalize('NFD').replace(MARKS, '').toLowerCase();
    // Stryker disable next-line ConditionalExpression,EqualityOperator: when the memo is emptied bounds memory, not the answer
    if (foldCache.size >= FOLD_CACHE_LIMIT) foldCache.clear();
    foldCache.set(text, folded);
  }
  return folded;
}

/** D21: search text, folded and trimmed. */
export function normalizeForSearch(value: unknown): string {
  return foldText(value).trim();
}

/**
 * D21: case- and accent-insensitive substring search over the given fields ("sao" finds
 * "São Félix"). An empty query matches everything.
 */
export function matchesSearch(fields: readonly unknown[], query: string): boolean {
  const needle = normalizeForSearch(query);
  if (needle === '') return true;
  return fields.some((field) => foldText(field).includes(needle));
}

// UTF-16 code units order surrogates (U+D800–DFFF) below U+E000–FFFF; code points do not.
function codePointRank(unit: number): number {
  if (unit >= 0xe000) return unit - 0x800;
  return unit >= 0xd800 ? unit + 0x2000 : unit;
}

/** D33: compare two already folded keys by code point (-1, 0, 1). */
export function compareFolded(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    // Stryker disable next-line EqualityOperator: the ranks of two different units differ (codePointRank is one to one), so < and <= agree
    if (x !== y) return codePointRank(x) < codePointRank(y) ? -1 : 1;
  }
  // Stryker disable next-line EqualityOperator: reached only for different texts with one the other's start, so their lengths differ
  return a.length < b.length ? -1 : 1;
}

/**
 * D33: THE text order: accents and case removed, then code point; no locale, no numeric
 * collation (São Félix before Simões Filho; 108SC before 55RD). For big sorts, fold once with
 * foldText and compare keys with compareFolded.
 */
export function compareText(a: unknown, b: unknown): number {
  return compareFolded(foldText(a), foldText(b));
}

/** D33: numbers (and dates as ms) compare as numbers. */
export function compareNumbers(a: number, b: number): number {
  if (a === b) return 0;
  // Stryker disable next-line EqualityOperator: a === b answered above, so < and <= agree
  return a < b ? -1 : 1;
}

/**
 * A list as a pt-BR sentence names it: 'a, b e c' (or 'a, b ou c'), so a message built from a
 * table (the roles, the required header fields) reads as if written by hand.
 */
export function spokenList(items: readonly string[], conjunction: 'e' | 'ou'): string {
  // Stryker disable next-line StringLiteral: a list of one or none has no separator to join with
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
