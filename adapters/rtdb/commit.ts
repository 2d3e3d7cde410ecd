/**
 * InvoiceRepo.commit for both adapters (D51): the change as ONE multi-path update (layout.ts),
 * handed to the store, which applies it all or nothing and refuses it whole when the database
 * rules refuse it for the writer (on Firebase; in memory the same rules, judged by
 * adapters/rtdb/rules/judge.ts, P51). A refused write is then explained: when a bulletin it
 * names is no longer at the revision the change was made on, or is gone, the commit rejects with
 * BulletinConflictError naming it; otherwise (rights, a failure) with the store's own error. The
 * explanation reads after the refusal and decides nothing: the store already did, atomically.
 */
import { BulletinConflictError } from '../../src/core/ports/InvoiceRepo';
import type { BulletinChange, Invoice } from '../../src/core/model';
import { revisionOf } from '../../src/core/revisions';
import { bulletinUpdate, type MultiPathUpdate } from './layout';

/** Which bulletin of a refused change moved on, or null when none did (or it cannot tell). */
export async function conflictOf(
  changes: readonly BulletinChange[],
  read: (team: string, key: string) => Promise<Invoice | null>,
): Promise<BulletinConflictError | null> {
  for (const change of changes) {
    let stored: Invoice | null;
    try {
      stored = await read(change.team, change.key);
    } catch {
      return null; // Not even readable now: the refusal was about rights.
    }
    const { team, key } = change;
    if (change.kind === 'create') {
      if (stored !== null) return new BulletinConflictError('changed', team, key);
    } else if (stored === null) {
      return new BulletinConflictError('removed', team, key);
    } else if (revisionOf(stored) !== change.rev) {
      return new BulletinConflictError('changed', team, key);
    }
  }
  return null;
}

/** Writes the change through `apply`; a refusal rejects as described above. */
export async function commitChange(
  changes: readonly BulletinChange[],
  apply: (update: MultiPathUpdate) => Promise<void>,
  read: (team: string, key: string) => Promise<Invoice | null>,
): Promise<void> {
  const update = bulletinUpdate(changes);
  if (Object.keys(update).length === 0) return;
  try {
    await apply(update);
  } catch (error) {
    throw (await conflictOf(changes, read)) ?? error;
  }
}
