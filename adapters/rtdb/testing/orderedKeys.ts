/**
 * Keys in RTDB key order, written by hand (issue 18): the keys on which the memory tree and the
 * Firebase test server used to disagree, for the tests of order.ts, of the fake server and of
 * the contract suite. The order is the SDK's `nameCompare`, which matches the server
 * (firebase-js-sdk #2212): keys that parse as 32-bit integers first, numerically, leading zeros
 * and negatives included, the shorter text first on a tie; then every other key by code unit, so
 * '2147483648' (past the 32-bit range) and '-2147483649' sort as text, after the push-key-like
 * '-K00push' and before letters (upper case first).
 */
export const ORDERED_KEYS = [
  '-2147483648',
  '-1',
  '1',
  '01',
  '7',
  '007',
  '9',
  '10',
  '2147483647',
  '-2147483649',
  '-K00push',
  '2147483648',
  'A',
  'a',
] as const;
