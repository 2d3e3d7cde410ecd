import type { RtdbList } from './model';

/**
 * D1: RTDB returns arrays as arrays or as objects keyed "0","1",…; both become an array in index
 * order. Holes (null, a removed index) are dropped; anything else (missing, a scalar) is [].
 */
export function toList<T>(value: RtdbList<T> | null | undefined): T[] {
  if (value === null || value === undefined || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.filter((item) => item !== null && item !== undefined);
  const keys = Object.keys(value);
  // Integer-like keys already enumerate in ascending numeric order; others keep insertion order.
  const items: T[] = [];
  for (const key of keys) {
    const item = value[key];
    if (item !== null && item !== undefined) items.push(item);
  }
  return items;
}
