/**
 * InvoiceRepo.watchWaitingCounts where the tree is (issue 24): in the shared fixture store's own
 * thread (fixtureStoreApi.ts) or beside a local tree (treeStore.ts). Each team's candidates are
 * the live queries the repo reads (core `badgeRead`: the unchecked query, or the period read's
 * three), counted with core `badgeCount`; only the record of counts leaves (rtdb/waitingCounts.ts
 * gathers one per change batch).
 */
import type { DateRange, Invoice, Role } from '../../src/core/model';
import { badgeCount, badgeRead } from '../../src/core/status';
import { createCountTally } from '../rtdb/waitingCounts';
import { UNCHECKED, formsPath, periodQueries } from './queries';
import type { MemoryTree, TreeEntry, TreeQuery } from './tree';

/** What InvoiceRepo.watchWaitingCounts asks of a store: plain data, so it crosses threads. */
export interface WaitingCountsRequest {
  teams: readonly string[];
  role: Role;
  period: DateRange;
}

/** A call back of the count watch: every team's counts, or a team whose read failed. */
export type WaitingCountsEvent =
  { counts: Readonly<Record<string, number>> } | { team: string; error: string };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Watches the badge counts of `request` on `tree`, in this thread; resolves nothing, calls
 * `onEvent` (see InvoiceRepo.watchWaitingCounts for when). Returns the stop.
 */
export function watchWaitingCountsIn(
  tree: MemoryTree,
  request: WaitingCountsRequest,
  onEvent: (event: WaitingCountsEvent) => void,
): () => void {
  const { teams, role, period } = request;
  const tally = createCountTally(teams, (counts) => onEvent({ counts }));
  const read = badgeRead(role);
  const queries: TreeQuery[] =
    read === 'unchecked' ? [UNCHECKED] : read === 'period' ? periodQueries(period) : [];
  const stops: (() => void)[] = [];
  for (const team of teams) {
    if (queries.length === 0) {
      tally.changed(team, () => 0);
      continue;
    }
    // A tree's result is always whole and of one state: a write that moves a bulletin from one
    // query to another changes both before the tally counts (on the next microtask).
    const parts: (readonly TreeEntry[] | undefined)[] = queries.map(() => undefined);
    const count = (): number =>
      badgeCount(
        role,
        period,
        parts.flatMap((entries) => (entries ?? []).map(({ value }) => value as Invoice)),
      );
    try {
      queries.forEach((query, index) => {
        stops.push(
          tree.subscribe(formsPath(team), query, (result) => {
            parts[index] = result as TreeEntry[];
            if (parts.every((part) => part !== undefined)) tally.changed(team, count);
          }),
        );
      });
    } catch (error) {
      tally.failed(team);
      onEvent({ team, error: messageOf(error) });
    }
  }
  return () => {
    tally.close();
    for (const stop of stops) stop();
  };
}
