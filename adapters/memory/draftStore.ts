/**
 * P63 (issue 43): the DraftStore of both modes. A draft belongs to the device it was typed on,
 * so Firebase mode keeps it in this browser too: IndexedDB (every tab of the origin shares it,
 * and it outlives a closed tab, a crash and a restart). The Map store is the same contract for
 * the unit tests (adapters/memory/draftStore.test.ts runs the contract on both).
 */
import { draftExpired } from '../../src/core/drafts';
import type { Draft, DraftStore } from '../../src/core/ports';
import { committed, done } from './idb';

const DRAFTS = 'drafts';

function newestFirst(drafts: Draft[]): Draft[] {
  return drafts.sort((a, b) => b.savedAt - a.savedAt);
}

/** Copies as IndexedDB's structured clone would, so a caller's later change is not kept. */
function copy(content: unknown): unknown {
  return structuredClone(content);
}

/** In memory only (tests): the same contract, gone with the page. */
export function createMapDraftStore(now: () => number = Date.now): DraftStore {
  const drafts = new Map<string, Draft>();
  const fresh = (draft: Draft) => !draftExpired(draft.savedAt, now());
  return {
    put: (key, content, savedAt) => {
      drafts.set(key, { key, savedAt, content: copy(content) });
      return Promise.resolve();
    },
    get: (key) => {
      const draft = drafts.get(key);
      return Promise.resolve(
        draft && fresh(draft) ? { ...draft, content: copy(draft.content) } : null,
      );
    },
    list: (prefix) =>
      Promise.resolve(
        newestFirst(
          [...drafts.values()]
            .filter((d) => d.key.startsWith(prefix) && fresh(d))
            .map((d) => ({ ...d, content: copy(d.content) })),
        ),
      ),
    remove: (key) => {
      drafts.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * In IndexedDB (database `name`). Opening it drops the drafts past DRAFT_MAX_AGE_MS; reads
 * leave out any that expire while the page is open.
 */
export function createIndexedDbDraftStore(
  name = 'faturamento-drafts',
  factory: IDBFactory = indexedDB,
  now: () => number = Date.now,
): DraftStore {
  let db: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> =>
    new Promise((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(DRAFTS, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
  const database = (): Promise<IDBDatabase> => {
    db ??= open().then(async (opened) => {
      await dropExpired(opened);
      return opened;
    });
    // A failed open is tried again by the next call (a blocked upgrade, a full disk).
    db.catch(() => (db = null));
    return db;
  };
  const dropExpired = async (opened: IDBDatabase): Promise<void> => {
    const tx = opened.transaction(DRAFTS, 'readwrite');
    const end = committed(tx);
    const all = (await done(tx.objectStore(DRAFTS).getAll())) as Draft[];
    for (const draft of all) {
      if (draftExpired(draft.savedAt, now())) tx.objectStore(DRAFTS).delete(draft.key);
    }
    await end;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (drafts: IDBObjectStore) => Promise<T>,
  ): Promise<T> => {
    const tx = (await database()).transaction(DRAFTS, mode);
    const end = committed(tx);
    const result = await work(tx.objectStore(DRAFTS));
    await end;
    return result;
  };
  const fresh = (draft: Draft | undefined): draft is Draft =>
    draft !== undefined && !draftExpired(draft.savedAt, now());
  return {
    put: (key, content, savedAt) =>
      run('readwrite', async (drafts) => void (await done(drafts.put({ key, savedAt, content })))),
    get: (key) =>
      run('readonly', async (drafts) => {
        const found = (await done(drafts.get(key))) as Draft | undefined;
        return fresh(found) ? found : null;
      }),
    list: (prefix) =>
      run('readonly', async (drafts) => {
        // Every key from `prefix` up to the last text that starts with it.
        const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
        const found = (await done(drafts.getAll(range))) as Draft[];
        return newestFirst(found.filter(fresh));
      }),
    remove: (key) => run('readwrite', async (drafts) => void (await done(drafts.delete(key)))),
  };
}
