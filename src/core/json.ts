/**
 * JSON with object keys sorted and RTDB lists as arrays (D1): equal data gives equal text,
 * whatever order its keys were written in and whether a list came back as an array or an object.
 * Null and undefined members are left out (RTDB stores no null). Used to compare stored records
 * (the editor's snapshots, issue 15's line diff).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
