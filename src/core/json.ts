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
    // Stryker disable ConditionalExpression,EqualityOperator: JSON.stringify leaves out an undefined member itself (the filter's test of undefined only spares it the walk); an object's keys are distinct and V8's sort only asks whether the answer is below 0, so the a > b branch (1 or 0) cannot be told apart
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined && v !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Stryker restore ConditionalExpression,EqualityOperator
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}
