/**
 * The Realtime Database's ordering rules, in ONE module for the memory adapter's tree and the
 * Firebase test server (adapters/firebase/testing/fakeRtdbServer.ts), so fixture mode, the fake
 * server and the real database list children in the same order.
 *
 * Written after the SDK's `nameCompare` / `tryParseInt` and `LeafNode` order (@firebase/database),
 * which follow the server: firebase-js-sdk pull request #2212 ("Allow leading zeros in
 * tryParseInt") made the client accept leading zeros to match the backend, and the docs say
 * "children with a key that can be parsed as a 32-bit integer come first, sorted in ascending
 * order". So:
 * - "7", "007", "-1", "-2147483648" and "2147483647" are integer keys ("7" before "007": on a
 *   numeric tie the shorter text comes first);
 * - "2147483648", "-2147483649", "+1", "1.0", "1e3" and " 1" are not: they sort as text.
 */

/** A value a query may start at, end at or equal. */
export type QueryBound = null | boolean | number | string;

// An optional minus, any leading zeros, then at most ten digits; in the 32-bit range.
const INT_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** The key as a 32-bit integer, or null when the database sorts it as text. */
export function keyAsInt(key: string): number | null {
  if (!INT_KEY.test(key)) return null;
  const n = Number(key);
  return n >= INT32_MIN && n <= INT32_MAX ? n : null;
}

/**
 * Child keys: 32-bit integer keys first, numerically (shorter text first on a tie: "7" < "007");
 * then every other key by code unit. Push ids are never integers, so they sort by creation time.
 */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const ai = keyAsInt(a);
  const bi = keyAsInt(b);
  if (ai !== null) {
    if (bi === null) return -1;
    return ai - bi === 0 ? a.length - b.length : ai - bi;
  }
  if (bi !== null) return 1;
  return a < b ? -1 : 1;
}

/** null (or missing) < false < true < numbers < strings < objects (arrays are objects too). */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  switch (typeof value) {
    case 'boolean':
      return 1;
    case 'number':
      return 2;
    case 'string':
      return 3;
    default:
      return 4;
  }
}

/**
 * Compares two child values as orderByChild does: by type rank first, then false before true,
 * numbers numerically and strings by code unit; all nulls are equal, and so are all objects
 * (ties fall to the key).
 */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 0 || ra === 4) return 0;
  const x = a as boolean | number | string;
  const y = b as boolean | number | string;
  if (x === y) return 0;
  return x < y ? -1 : 1;
}
