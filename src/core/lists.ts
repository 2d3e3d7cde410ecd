import type { RtdbList } from './model';

/**
 * D1: RTDB returns arrays as arrays or as objects keyed "0","1",…; both become an array in index
 * order. Holes (null, a removed index) are dropped; anything else (missing, a scalar) is [].
 */
export function toList<T>(value: RtdbList<T> | null | undefined): T[] {
  // Stryker disable next-line ConditionalExpression: null and undefined are also not objects; the tests only say so first
  if (value === null || value === undefined || typeof value !== 'object') return [];
  // Stryker disable next-line ConditionalExpression: an array's own keys are its indexes in order, so the object path reads it the same
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
 * Issue 14: a list key: "0" to "999" (no sign, no leading zero), the keys the rules let a list
 * hold (adapters/rtdb/rules/tables.ts PATTERNS.lineKey is this one).
 */
export const LINE_KEY = /^(0|[1-9][0-9]{0,2})$/;

/**
 * D1, issue 14 (P16): a list as it is stored, by key: item i is the one at key "i", null where
 * there is none (a hole: `{ 1: P, 2: Y }` is `[null, P, Y]`). The items present are toList's, in
 * the same order (a key that is not an index, which the app never writes, comes after the
 * others). Written back whole, each item lands at its own key again.
 */
export function storedList<T>(value: RtdbList<T> | null | undefined): (T | null)[] {
  // Stryker disable next-line ConditionalExpression: null and undefined are also not objects; the tests only say so first
  if (value === null || value === undefined || typeof value !== 'object') return [];
  const out: (T | null)[] = [];
  // Stryker disable next-line ConditionalExpression: for the up to 1000 lines the rules allow, the object path puts each item of an array at its index too
  if (Array.isArray(value)) {
    // A sparse array (the SDK's reading of a list with holes) has empty slots: holes too.
    // Stryker disable next-line EqualityOperator: one step past the end pushes a null, which the trailing-hole trim below removes
    for (let i = 0; i < value.length; i += 1) out.push(value[i] ?? null);
  } else {
    const others: T[] = [];
    for (const key of Object.keys(value)) {
      const item = value[key];
      if (item === null || item === undefined) continue;
      if (LINE_KEY.test(key)) out[Number(key)] = item;
      else others.push(item);
    }
    for (let i = 0; i < out.length; i += 1) out[i] = out[i] ?? null;
    out.push(...others);
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list's last item is undefined, never null, so the length test only says it first
  while (out.length > 0 && out[out.length - 1] === null) out.pop();
  return out;
}

/** The stored key of each item toList lists, in its order: toList(v)[p] is at key listKeys(v)[p]. */
export function listKeys<T>(value: RtdbList<T> | null | undefined): number[] {
  return storedList(value).flatMap((item, key) => (item === null ? [] : [key]));
}

/** A change to a list by position in toList (what a screen shows): add, replace or remove. */
export type ListEdit<T> =
  | { kind: 'add'; item: T }
  | { kind: 'replace'; position: number; item: T }
  | { kind: 'remove'; position: number };

/**
 * Issue 14 (P16): the list after `edit`, to be written whole, keeping every item at its stored
 * key. The database rules compare some items by key (`staysInPlace`: a service line with a pedido
 * or paid, a structure with a legacy image path), so an item never moves onto another key:
 *
 * - add: after the last key; replace: at the item's own key;
 * - remove: the list closes up (as before) only when it has no hole and no item from the removed
 *   one on stays in place; otherwise the removed key becomes a hole (`[null, P, Y]`). A list with
 *   a hole keeps its holes in every later edit, so no later save moves an item either. Trailing
 *   holes are dropped (RTDB stores none).
 *
 * Null when `position` names no item.
 *
 * @example
 * editList([X, P, Y], { kind: 'remove', position: 0 }, (l) => l === P); // [null, P, Y]
 * editList([X, Y], { kind: 'remove', position: 0 }); // [Y]
 */
export function editList<T>(
  value: RtdbList<T> | null | undefined,
  edit: ListEdit<T>,
  // Stryker disable next-line ArrowFunction: undefined is as false as false
  staysInPlace: (item: T) => boolean = () => false,
): (T | null)[] | null {
  const list = storedList(value);
  if (edit.kind === 'add') return [...list, edit.item];
  const keys = listKeys(value);
  const key = keys[edit.position];
  if (key === undefined) return null;
  const next = list.slice();
  if (edit.kind === 'replace') {
    next[key] = edit.item;
    return next;
  }
  next[key] = null;
  const holed = keys.length < list.length;
  const pinned = keys.slice(edit.position).some((k) => staysInPlace(list[k] as T));
  if (!holed && !pinned) return next.filter((item): item is T => item !== null);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list's last item is undefined, never null, so the length test only says it first
  while (next.length > 0 && next[next.length - 1] === null) next.pop();
  return next;
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
