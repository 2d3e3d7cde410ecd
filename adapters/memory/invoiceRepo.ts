import { liveUnion } from '../../src/core/lists';
import type { Invoice, InvoiceEntry } from '../../src/core/model';
import type { InvoiceRepo, Unsubscribe } from '../../src/core/ports';
import { idsOfRecords, lastSequenceUsed } from '../../src/core/invoiceNumbers';
import { deletedOf, eventsOf } from '../rtdb/history';
import { bulletinPath, counterPath, historyPath } from '../rtdb/layout';
import { commitChange } from '../rtdb/commit';
import { nextPushId } from './pushId';
import type { TreeEntry, TreeQuery } from './tree';
import type { TreeStore } from './treeStore';
import type { RulesAuth } from '../../src/core/rules/expr';
import type { MultiPathUpdate } from '../rtdb/layout';
import { permissionDenied } from './teamScope';
import { BY_DATE, UNCHECKED, formsPath, periodQueries } from './queries';

// As many tries as the Firebase SDK gives a transaction before it gives up ('maxretry').
const MAX_ATTEMPTS = 25;

/** A query result under forms/{team} as the InvoiceRepo hands it out. */
export function toEntries(team: string, entries: readonly TreeEntry[]): InvoiceEntry[] {
  return entries.map(({ key, value }) => ({ team, key, invoice: value as Invoice }));
}

/** How the memory repos are made. */
export interface MemoryRepoOptions {
  /**
   * Who writes (P51): the signed-in user now, or null when signed out; every write goes to the
   * store as theirs, for the database rules to judge. Absent, the repo writes as the Admin SDK
   * does (unjudged): tests that seed and inspect data through the ports.
   */
  writer?: () => RulesAuth | null;
}

/**
 * The bulletins of forms/{team}/{key} (SPEC §7) over a TreeStore.
 *
 * @example
 * const invoices = createMemoryInvoiceRepo(createLocalTreeStore(exportJson));
 * const stop = invoices.watchForPeriod('ORCDISTBA01', period, (entries) => render(entries));
 */
export function createMemoryInvoiceRepo(
  store: TreeStore,
  options: MemoryRepoOptions & { newKey?: () => string } = {},
): InvoiceRepo {
  const newKey = options.newKey ?? nextPushId;
  const { writer } = options;
  /** Writes `updates` as the writer now (unjudged without one). */
  const write = (updates: MultiPathUpdate) => store.update(updates, writer?.());

  function watchQuery(
    team: string,
    query: TreeQuery,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    return store.subscribe(
      formsPath(team),
      query,
      (entries) => onChange(toEntries(team, entries)),
      onError,
    );
  }

  /** forms/{team}/{key}, or null. */
  const readInvoice = async (team: string, key: string) =>
    (await store.get(`${formsPath(team)}/${key}`)) as Invoice | null;
  /**
   * What a refused commit reads to name a conflict (commit.ts): as the writer, as the Firebase
   * adapter reads it, so a bulletin the writer may not read is no conflict of theirs.
   */
  const readAsWriter = async (team: string, key: string) => {
    const path = `${formsPath(team)}/${key}`;
    if (writer && !(await store.judgeRead(path, writer())).allowed) throw permissionDenied(path);
    return readInvoice(team, key);
  };

  return {
    async listForPeriod(team, period) {
      const parts = await Promise.all(
        periodQueries(period).map((query) => store.query(formsPath(team), query)),
      );
      return parts.flatMap((entries) => toEntries(team, entries));
    },
    teamRevision(team) {
      return store.revision(formsPath(team));
    },
    watchForPeriod(team, period, onChange, onError) {
      const union = liveUnion<InvoiceEntry>(3, onChange, onError, (entry) => entry.key);
      const stops = periodQueries(period).map((query, index) =>
        watchQuery(team, query, (entries) => union.update(index, entries), union.fail),
      );
      return () => stops.forEach((stop) => stop());
    },
    async listAll(team) {
      return toEntries(team, await store.query(formsPath(team), BY_DATE));
    },
    watchUnchecked(team, onChange, onError) {
      return watchQuery(team, UNCHECKED, onChange, onError);
    },
    watchWaitingCounts(teams, role, period, onChange, onError) {
      // Issue 24: counted by the store, where the bulletins are (waitingCounts.ts).
      return store.watchWaitingCounts({ teams: [...teams], role, period }, onChange, onError);
    },
    async get(team, key) {
      const invoice = await readInvoice(team, key);
      return invoice === null ? null : { team, key, invoice };
    },
    watch(team, key, onChange, onError) {
      return store.subscribe(
        `${formsPath(team)}/${key}`,
        null,
        (value: unknown) =>
          onChange(value === null ? null : { team, key, invoice: value as Invoice }),
        onError,
      );
    },
    newKey() {
      return newKey();
    },
    commit(changes) {
      // Issue 18, D51: ONE multi-path update, which the store applies all or nothing and refuses
      // whole when the rules refuse it (a stale revision among them); a conflict is named
      // (commit.ts).
      return commitChange(changes, write, readAsWriter);
    },
    consolePath(team, key) {
      return bulletinPath(team, key);
    },
    async history(team, key) {
      return eventsOf(await store.get(historyPath(team, key)));
    },
    async listDeleted(team) {
      return deletedOf(team, await store.get(`deleted/${team}`));
    },
    async nextInvoiceNumber(team) {
      // D48, as runTransaction does it: read, write the next value only if the counter still
      // holds what was read (the store's compare-and-set, as the server compares a
      // transaction's hash), else read again. The rules judge the write as any other (P51):
      // only by one from the stored value, by a writer of the team.
      const path = counterPath(team);
      for (let attempt = 1; ; attempt += 1) {
        const current = await store.get(path);
        const next =
          typeof current === 'number'
            ? current + 1
            : lastSequenceUsed(team, idsOfRecords(await store.get(formsPath(team)))) + 1;
        if (await store.compareAndSet(path, current, next, writer?.())) return next;
        if (attempt >= MAX_ATTEMPTS)
          throw new Error(`${path} kept changing: ${MAX_ATTEMPTS} tries`);
      }
    },
  };
}
