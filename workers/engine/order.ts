/**
 * Stable ordering of row indices by integer rank keys, fast enough for 600,000 rows.
 *
 * Every sort key of every report is first turned into a dense integer rank per row (text by
 * D33 order, numbers and dates by value). A column sort is then ONE stable pass on top of the
 * rows' current order (D34), done as a counting sort when the ranks are dense, else as a native
 * Float64Array sort of `rank × 2^k + position`, which is stable because the position breaks
 * ties. Descending reverses the ranks, not the positions, so ties keep the default order (D34).
 */

/** A rank per row (index = row), with every value in [0, max]. */
export interface RankKey {
  ranks: ArrayLike<number>;
  max: number;
}

/** 0, 1, …, n − 1. */
export function identityOrder(n: number): Int32Array {
  const order = new Int32Array(n);
  // Stryker disable next-line EqualityOperator: a write past the end of an Int32Array is dropped
  for (let i = 0; i < n; i += 1) order[i] = i;
  return order;
}

/**
 * The rows of `order` stably reordered by `key.ranks[row]` (or `key.ranks[through[row]]`: a
 * row ranked through its bulletin or its string id, without a column of ranks per row),
 * ascending or descending; ties keep their order in `order`. Returns a new array.
 */
export function sortByRank(
  order: Int32Array,
  key: RankKey,
  descending = false,
  through?: ArrayLike<number>,
): Int32Array {
  const n = order.length;
  const { ranks, max } = key;
  // Stryker disable next-line ConditionalExpression: a fast path; the counting sort leaves one row or none as they are too
  if (n < 2) return order.slice();
  // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: which of the two stable sorts runs is speed and memory only; both give the same order for any key packedSort can hold
  if (max + 1 <= 4 * n + 1024) return countingSort(order, ranks, max, descending, through);
  return packedSort(order, ranks, max, descending, through);
}

function countingSort(
  order: Int32Array,
  ranks: ArrayLike<number>,
  max: number,
  descending: boolean,
  through: ArrayLike<number> | undefined,
): Int32Array {
  const n = order.length;
  const starts = new Int32Array(max + 2);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
  for (let i = 0; i < n; i += 1) {
    const row = order[i] as number;
    const r = ranks[through === undefined ? row : (through[row] as number)] as number;
    const b = (descending ? max - r : r) + 1;
    starts[b] = (starts[b] as number) + 1;
  }
  // Stryker disable next-line EqualityOperator: starts[max + 1] is never read below (no bucket is above max)
  for (let b = 1; b <= max + 1; b += 1)
    starts[b] = (starts[b] as number) + (starts[b - 1] as number);
  const out = new Int32Array(n);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
  for (let i = 0; i < n; i += 1) {
    const row = order[i] as number;
    const r = ranks[through === undefined ? row : (through[row] as number)] as number;
    const bucket = descending ? max - r : r;
    out[starts[bucket] as number] = row;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return out;
}

function packedSort(
  order: Int32Array,
  ranks: ArrayLike<number>,
  max: number,
  descending: boolean,
  through: ArrayLike<number> | undefined,
): Int32Array {
  const n = order.length;
  const shift = 2 ** Math.ceil(Math.log2(n + 1));
  // Stryker disable next-line EqualityOperator: shift is a power of two from 4 up, so the product is never the odd 2^53 − 1
  if ((max + 1) * shift > Number.MAX_SAFE_INTEGER) {
    throw new RangeError(`sort key too wide: ${max + 1} ranks × ${n} rows`);
  }
  const keys = new Float64Array(n);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
  for (let i = 0; i < n; i += 1) {
    const row = order[i] as number;
    const r = ranks[through === undefined ? row : (through[row] as number)] as number;
    keys[i] = (descending ? max - r : r) * shift + i;
  }
  keys.sort();
  const out = new Int32Array(n);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
  for (let i = 0; i < n; i += 1) {
    const k = keys[i] as number;
    out[i] = order[k - Math.floor(k / shift) * shift] as number;
  }
  return out;
}

/** One key of sortByRanks: ranks by row, or through an index (sortByRank's `through`). */
export interface SortKey {
  key: RankKey;
  descending?: boolean;
  through?: ArrayLike<number>;
}

/**
 * Stable lexicographic order by several keys (most significant first), on top of `order`:
 * least significant key first, each pass stable (an LSD radix sort of ranks).
 */
export function sortByRanks(order: Int32Array, keys: readonly SortKey[]): Int32Array {
  let out = order;
  for (let k = keys.length - 1; k >= 0; k -= 1) {
    const { key, descending, through } = keys[k] as SortKey;
    out = sortByRank(out, key, descending ?? false, through);
  }
  return out === order ? order.slice() : out;
}

/**
 * Dense ranks of numeric values (equal values share a rank, NaN ranks last), for sorting by a
 * number or a date. Integers within a narrow range rank as value − min without sorting.
 */
export function rankNumbers(values: ArrayLike<number>): RankKey {
  const n = values.length;
  const ranks = new Int32Array(n);
  // Stryker disable next-line ConditionalExpression: with no values min stays Infinity, answered the same below
  if (n === 0) return { ranks, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  let hasNaN = false;
  for (let i = 0; i < n; i += 1) {
    const v = values[i] as number;
    if (v !== v) {
      hasNaN = true;
      continue;
    }
    // Stryker disable next-line EqualityOperator: an equal value leaves min as it is
    if (v < min) min = v;
    // Stryker disable next-line EqualityOperator: an equal value leaves max as it is
    if (v > max) max = v;
    if (integers && v !== Math.floor(v)) integers = false;
  }
  if (min === Infinity) return { ranks, max: 0 };
  if (integers && max - min <= 4 * n + 1024) {
    const nanRank = max - min + 1;
    // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
    for (let i = 0; i < n; i += 1) {
      const v = values[i] as number;
      ranks[i] = v !== v ? nanRank : v - min;
    }
    return { ranks, max: hasNaN ? nanRank : max - min };
  }
  const sorted = Float64Array.from(values as ArrayLike<number>).sort();
  // Dedupe in place (NaN sort last and are dropped).
  let distinct = 0;
  for (let i = 0; i < n; i += 1) {
    const v = sorted[i] as number;
    if (v !== v) break;
    if (distinct === 0 || sorted[distinct - 1] !== v) sorted[distinct++] = v;
  }
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined and writes past the typed array, which drops it
  for (let i = 0; i < n; i += 1) {
    const v = values[i] as number;
    if (v !== v) {
      ranks[i] = distinct;
      continue;
    }
    let lo = 0;
    let hi = distinct - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((sorted[mid] as number) < v) lo = mid + 1;
      else hi = mid;
    }
    ranks[i] = lo;
  }
  return { ranks, max: hasNaN ? distinct : distinct - 1 };
}
