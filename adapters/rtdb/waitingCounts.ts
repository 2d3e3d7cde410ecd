/**
 * InvoiceRepo.watchWaitingCounts for both adapters (D12, issue 24): the teams' badge counts
 * gathered into ONE record per change batch. Each team's read tells the tally that it changed
 * (with how to count it) or failed; the tally counts the changed teams once per microtask —
 * so the callbacks a single write raises in several teams' reads become one call — and calls
 * back only once every team has answered, and then only when a count moved.
 */

/** The per-team side of the tally; `close` stops every call back. */
export interface CountTally {
  /** The team's candidates changed: `count` (run at most once per batch) counts them. */
  changed(team: string, count: () => number): void;
  /** The team's read failed: it leaves the record (it still counts as having answered). */
  failed(team: string): void;
  close(): void;
}

/**
 * A tally of `teams` calling `onChange` with every team's count, in the order of `teams` (a
 * failed team left out).
 *
 * @example
 * const tally = createCountTally(['A', 'B'], (counts) => dispatch(badgesReceived(counts)));
 * watchTeam('A', (entries) => tally.changed('A', () => badgeCount(role, period, entries)));
 */
export function createCountTally(
  teams: readonly string[],
  onChange: (counts: Readonly<Record<string, number>>) => void,
): CountTally {
  const counts = new Map<string, number>();
  const failed = new Set<string>();
  const dirty = new Map<string, () => number>();
  let last: Record<string, number> | null = null;
  let scheduled = false;
  let closed = false;

  function flush(): void {
    scheduled = false;
    if (closed) return;
    for (const [team, count] of dirty) counts.set(team, count());
    dirty.clear();
    if (!teams.every((team) => counts.has(team) || failed.has(team))) return;
    const record: Record<string, number> = {};
    for (const team of teams) {
      const count = counts.get(team);
      if (count !== undefined && !failed.has(team)) record[team] = count;
    }
    if (last !== null && sameCounts(last, record)) return;
    last = record;
    onChange(record);
  }

  function schedule(): void {
    if (scheduled || closed) return;
    scheduled = true;
    queueMicrotask(flush);
  }

  // No team at all: an empty record, once.
  if (teams.length === 0) schedule();

  return {
    changed(team, count) {
      if (closed || failed.has(team)) return;
      dirty.set(team, count);
      schedule();
    },
    failed(team) {
      if (closed) return;
      failed.add(team);
      dirty.delete(team);
      counts.delete(team);
      schedule();
    },
    close() {
      closed = true;
      dirty.clear();
    },
  };
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
