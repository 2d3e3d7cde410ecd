/**
 * Reading a database tree as the stores hold it (plain objects; a null child is no child), for
 * the checks that judge a write from the tree before and after it: D48's counters
 * (adapters/memory/counters.ts) and D51's write contract (writeContract.ts).
 */

/** The child `key` of a node, or undefined when there is none. */
export function childAt(node: unknown, key: string): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  const value = (node as Record<string, unknown>)[key];
  return value === null ? undefined : value;
}

/** The keys of a node's children (none for a leaf or nothing). */
export function keysOf(node: unknown): string[] {
  return typeof node === 'object' && node !== null ? Object.keys(node) : [];
}
