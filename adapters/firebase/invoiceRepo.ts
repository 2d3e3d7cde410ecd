import {
  endAt,
  equalTo,
  get,
  onValue,
  orderByChild,
  push,
  query,
  ref,
  runTransaction,
  startAt,
  update,
  type Database,
  type DataSnapshot,
  type Query,
} from 'firebase/database';
import { idsOfRecords, lastSequenceUsed } from '../../src/core/invoiceNumbers';
import { liveUnion } from '../../src/core/lists';
import type { DateRange, Invoice, InvoiceEntry } from '../../src/core/model';
import type { InvoiceRepo, Unsubscribe } from '../../src/core/ports';
import { badgeCount, badgeRead } from '../../src/core/status';
import { commitChange } from '../rtdb/commit';
import { createCountTally } from '../rtdb/waitingCounts';
import { deletedOf, eventsOf } from '../rtdb/history';
import { counterPath, historyPath } from '../rtdb/layout';
import { paths, segment, toStorable } from './paths';

/** The children of a query result, in the order the query gives them (orderByChild). */
function entriesOf(team: string, snapshot: DataSnapshot): InvoiceEntry[] {
  const entries: InvoiceEntry[] = [];
  snapshot.forEach((child) => {
    if (child.key !== null) {
      // D1: arrays inside the record stay as the database returns them (array or "0".. keys).
      entries.push({ team, key: child.key, invoice: child.val() as Invoice });
    }
  });
  return entries;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** An onValue listener whose stop function is safe to call twice; nothing is heard after it. */
function listen(
  q: Query,
  onSnapshot: (snapshot: DataSnapshot) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  let active = true;
  const stop = onValue(
    q,
    (snapshot) => {
      if (active) onSnapshot(snapshot);
    },
    (error) => {
      // The SDK cancels a listener whose read is denied; report it once.
      if (active) onError?.(toError(error));
    },
  );
  return () => {
    if (!active) return;
    active = false;
    stop();
  };
}

/** A live query of forms/{team}, its children as entries in query order. */
function subscribe(
  team: string,
  q: Query,
  onChange: (entries: InvoiceEntry[]) => void,
  onError?: (error: Error) => void,
): Unsubscribe {
  return listen(q, (snapshot) => onChange(entriesOf(team, snapshot)), onError);
}

/** InvoiceRepo over forms/{team}/{key} (SPEC §7). */
export function createFirebaseInvoiceRepo(db: Database): InvoiceRepo {
  const teamRef = (team: string) => ref(db, paths.team(team));

  /**
   * D48: one counter transaction per team at a time from this client. The SDK sends the
   * transactions queued on one path as ONE write of their combined result (+2 for two), which
   * the rules refuse (only +1); one after the other, each is its own +1.
   */
  const counting = new Map<string, Promise<unknown>>();
  function oneAtATime<T>(team: string, task: () => Promise<T>): Promise<T> {
    const run = (counting.get(team) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    counting.set(team, settled);
    void settled.then(() => {
      if (counting.get(team) === settled) counting.delete(team);
    });
    return run;
  }

  /** D48: the counter's value now, or, when it does not exist, where it would start from. */
  async function counterBase(team: string): Promise<number> {
    const stored: unknown = (await get(ref(db, counterPath(team)))).val();
    if (typeof stored === 'number') return stored;
    // Read once per team, the first time it numbers a bulletin: the counter exists after.
    return lastSequenceUsed(team, idsOfRecords((await get(teamRef(team))).val()));
  }

  /**
   * P7: the three indexed queries of a period read, in orderByChild('date') order: no (or a
   * boolean) date, the numeric dates of the period (D6 instants, inclusive), every text date.
   */
  const periodQueries = (team: string, period: DateRange): Query[] => [
    query(teamRef(team), orderByChild('date'), endAt(true)),
    query(teamRef(team), orderByChild('date'), startAt(period.start), endAt(period.end)),
    query(teamRef(team), orderByChild('date'), startAt('')),
  ];

  /** The period read (P7), live: the three queries' union, once all three answered. */
  function watchPeriod(
    team: string,
    period: DateRange,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const union = liveUnion<InvoiceEntry>(3, onChange, onError, (entry) => entry.key);
    const stops = periodQueries(team, period).map((q, index) =>
      subscribe(team, q, (entries) => union.update(index, entries), union.fail),
    );
    return () => stops.forEach((stop) => stop());
  }

  /** D11: every bulletin of the team still waiting for review, whatever its date. */
  function watchUncheckedOf(
    team: string,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const q = query(teamRef(team), orderByChild('checked'), equalTo(false));
    return subscribe(team, q, onChange, onError);
  }

  /** forms/{team}/{key}, or null. */
  async function readInvoice(team: string, key: string): Promise<Invoice | null> {
    const snapshot = await get(ref(db, paths.invoice(team, key)));
    return snapshot.exists() ? (snapshot.val() as Invoice) : null;
  }

  return {
    async listForPeriod(team, period) {
      const parts = await Promise.all(periodQueries(team, period).map((q) => get(q)));
      return parts.flatMap((snapshot) => entriesOf(team, snapshot));
    },

    watchForPeriod(team, period, onChange, onError) {
      return watchPeriod(team, period, onChange, onError);
    },

    async listAll(team) {
      return entriesOf(team, await get(query(teamRef(team), orderByChild('date'))));
    },

    watchUnchecked(team, onChange, onError) {
      return watchUncheckedOf(team, onChange, onError);
    },

    watchWaitingCounts(teams, role, period, onChange, onError) {
      // Issue 24 (docs/firebase.md, "Badges"): each team's candidates by core badgeRead, the
      // narrowest read the indexes allow; counted here with core badgeCount, and handed on as
      // one record of counts per change batch (one server message raises its events at once).
      const tally = createCountTally(teams, onChange);
      const read = badgeRead(role);
      const stops = teams.map((team) => {
        const counted = (entries: InvoiceEntry[]) =>
          tally.changed(team, () =>
            badgeCount(
              role,
              period,
              entries.map((entry) => entry.invoice),
            ),
          );
        const failed = (error: Error) => {
          tally.failed(team);
          onError?.(error);
        };
        if (read === 'unchecked') return watchUncheckedOf(team, counted, failed);
        if (read === 'period') return watchPeriod(team, period, counted, failed);
        tally.changed(team, () => 0);
        return () => undefined;
      });
      return () => {
        tally.close();
        stops.forEach((stop) => stop());
      };
    },

    async get(team, key) {
      const invoice = await readInvoice(team, key);
      return invoice === null ? null : { team, key, invoice };
    },

    watch(team, key, onChange, onError) {
      return listen(
        ref(db, paths.invoice(team, key)),
        (snapshot) =>
          onChange(snapshot.exists() ? { team, key, invoice: snapshot.val() as Invoice } : null),
        onError,
      );
    },

    newKey(team) {
      // push() without a value only generates the key locally; nothing is written.
      const key = push(teamRef(team)).key;
      if (key === null) throw new Error(`No push key for ${paths.team(team)}`);
      return key;
    },

    commit(changes) {
      // Issue 18, D51: ONE multi-path update at the root, which the server applies all or
      // nothing and its rules refuse whole when a revision is stale; a conflict is named
      // (commit.ts) by reading the bulletins after the refusal.
      return commitChange(changes, (updates) => update(ref(db), toStorable(updates)), readInvoice);
    },

    consolePath(team, key) {
      return paths.invoice(team, key);
    },

    async history(team, key) {
      return eventsOf((await get(ref(db, historyPath(team, key)))).val());
    },

    async listDeleted(team) {
      return deletedOf(team, (await get(ref(db, `deleted/${segment(team, 'team')}`))).val());
    },

    nextInvoiceNumber(team) {
      return oneAtATime(team, async () => {
        const base = await counterBase(team);
        // The SDK first runs the update on its cache, which is empty here (null), and sends it
        // with the hash of what it ran on; the server answers 'datastale' when the counter
        // differs and the SDK runs it again on the server's value. So the guess from `base`
        // only commits when the counter really is absent (or still at `base`).
        const result = await runTransaction(
          ref(db, counterPath(team)),
          (current: unknown) => (typeof current === 'number' ? current : base) + 1,
          { applyLocally: false },
        );
        const value: unknown = result.snapshot.val();
        if (!result.committed || typeof value !== 'number') {
          throw new Error(`The counter ${counterPath(team)} was not advanced`);
        }
        return value;
      });
    },
  };
}
