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

/**
 * A live union of ordered parts (P7: the three queries of a period read): `update(i, items)`
 * replaces part i; once every part has answered, `onChange` hears the parts concatenated in
 * their order, and again after every later update. `fail` passes on the first error only (a
 * refused read refuses every part). With `keyOf`, an item is listed once: a record moving from
 * one part to another (a date edited from a number to text) is heard by each part separately,
 * and in between it would stand in both.
 *
 * @example
 * const union = liveUnion<InvoiceEntry>(3, render, showError, (entry) => entry.key);
 * queries.forEach((q, i) => subscribe(q, (entries) => union.update(i, entries), union.fail));
 */
export function liveUnion<T>(
  parts: number,
  onChange: (all: T[]) => void,
  onError?: (error: Error) => void,
  keyOf?: (item: T) => string,
): { update: (index: number, items: readonly T[]) => void; fail: (error: Error) => void } {
  const latest: (readonly T[] | undefined)[] = Array.from({ length: parts }, () => undefined);
  let failed = false;
  return {
    update(index, items) {
      latest[index] = items;
      if (failed || !latest.every((part) => part !== undefined)) return;
      const all = latest.flatMap((part) => part as readonly T[]);
      if (!keyOf) {
        onChange(all);
        return;
      }
      // The part that answered last holds the newer copy of a record seen twice.
      const byKey = new Map<string, T>();
      for (const item of all) {
        const key = keyOf(item);
        if (!byKey.has(key) || items.includes(item)) byKey.set(key, item);
      }
      onChange([...byKey.values()]);
    },
    fail(error) {
      if (failed) return;
      failed = true;
      onError?.(error);
    },
  };
}
