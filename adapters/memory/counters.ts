/**
 * D48: the bulletin counters counters/forms/{team}, kept by the in-memory database the way
 * database.rules.json keeps them on Firebase (adapters/rtdb/rules/databaseRules.ts): a counter
 * is created as a whole number from 1 to MAX_INVOICE_SEQUENCE, then only ever advanced by
 * exactly one, and never removed. The tree checks every write against the value it holds at
 * that moment, so of two writers that read the same value and both write the next one, the
 * second is refused: the compare-and-set a Firebase transaction gets from its server, which
 * the memory repo's nextInvoiceNumber retries on, as runTransaction does.
 */
import { MAX_INVOICE_SEQUENCE } from '../../src/core/invoiceNumbers';
import { childAt, keysOf } from '../rtdb/nodes';

/** Where a team's counter lives (the same path on Firebase). */
export const counterPath = (team: string): string => `counters/forms/${team}`;

const COUNTERS = ['counters', 'forms'] as const;

function countersOf(root: unknown): unknown {
  return childAt(childAt(root, COUNTERS[0]), COUNTERS[1]);
}

/** Why the change of one counter from `before` to `after` is refused, or null when it is not. */
export function counterRefusal(before: unknown, after: unknown): string | null {
  if (after === undefined) return before === undefined ? null : 'a counter is never removed';
  if (typeof after !== 'number' || !Number.isInteger(after)) return 'a counter is a whole number';
  if (after > MAX_INVOICE_SEQUENCE) return `a counter stops at ${MAX_INVOICE_SEQUENCE}`;
  if (before === undefined) return after >= 1 ? null : 'a counter starts at 1 or more';
  return typeof before === 'number' && after === before + 1
    ? null
    : 'a counter only moves on by one from the stored value';
}

/**
 * The counters a write touches: every one named by a written path (even when its value stays,
 * so a stale writer repeating the stored value is refused), and, for a write above them
 * (counters, counters/forms or the root), every one whose value changes.
 */
function touchedCounters(before: unknown, after: unknown, written: readonly string[][]): string[] {
  const teams = new Set<string>();
  for (const segments of written) {
    if (segments.length >= 3 && segments[0] === COUNTERS[0] && segments[1] === COUNTERS[1]) {
      teams.add(segments[2] as string);
    } else if (segments.every((segment, i) => segment === COUNTERS[i])) {
      const old = countersOf(before);
      const now = countersOf(after);
      if (old === now) continue;
      for (const team of new Set([...keysOf(old), ...keysOf(now)])) {
        if (childAt(old, team) !== childAt(now, team)) teams.add(team);
      }
    }
  }
  return [...teams];
}

/**
 * The refusal of a write that takes the tree from `before` to `after` through the `written`
 * paths (as segments), when it changes a counter other than by the D48 rule; else null.
 */
export function counterWriteRefusal(
  before: unknown,
  after: unknown,
  written: readonly string[][],
): string | null {
  for (const team of touchedCounters(before, after, written)) {
    const reason = counterRefusal(
      childAt(countersOf(before), team),
      childAt(countersOf(after), team),
    );
    if (reason !== null) {
      return `PERMISSION_DENIED: Permission denied at /${counterPath(team)} (D48: ${reason})`;
    }
  }
  return null;
}
