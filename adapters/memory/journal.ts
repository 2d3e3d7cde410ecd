/**
 * The fixture store's journal of writes (P2): the demo's edits are replayed over the fixture on
 * the next load, so they survive a reload even after the last tab closed. A journal belongs to
 * one fixture file; opening it for another fixture (regenerated, or another size) starts empty.
 */
import type { MultiPathUpdate } from '../rtdb/layout';
import { committed, done } from './idb';

export interface Journal {
  /** The writes recorded for `fixtureId`, oldest first; another fixture's writes are dropped. */
  open(fixtureId: string): Promise<MultiPathUpdate[]>;
  /** Records one successful multi-path update. */
  append(update: MultiPathUpdate): Promise<void>;
  /** Forgets every write (the demo reset). */
  clear(): Promise<void>;
}

/** A journal that lives as long as the process (tests, and browsers without IndexedDB). */
export function createMemoryJournal(): Journal & { readonly writes: readonly MultiPathUpdate[] } {
  let id: string | null = null;
  let writes: MultiPathUpdate[] = [];
  return {
    get writes() {
      return writes;
    },
    async open(fixtureId) {
      if (fixtureId !== id) writes = [];
      id = fixtureId;
      return structuredClone(writes);
    },
    async append(update) {
      writes.push(structuredClone(update));
    },
    async clear() {
      writes = [];
    },
  };
}

const META = 'meta';
const WRITES = 'writes';

/** A journal in IndexedDB (database `name`), shared by every tab of the origin. */
export function createIndexedDbJournal(
  name = 'faturamento-fixtures',
  factory: IDBFactory = indexedDB,
): Journal {
  let db: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    db ??= new Promise((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(META);
        request.result.createObjectStore(WRITES, { autoIncrement: true });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return db;
  };

  return {
    async open(fixtureId) {
      const tx = (await database()).transaction([META, WRITES], 'readwrite');
      const end = committed(tx);
      const stored = await done(tx.objectStore(META).get('fixtureId'));
      let writes: MultiPathUpdate[] = [];
      if (stored === fixtureId) {
        writes = (await done(tx.objectStore(WRITES).getAll())) as MultiPathUpdate[];
      } else {
        tx.objectStore(WRITES).clear();
        tx.objectStore(META).put(fixtureId, 'fixtureId');
      }
      await end;
      return writes;
    },
    async append(update) {
      const tx = (await database()).transaction(WRITES, 'readwrite');
      tx.objectStore(WRITES).add(update);
      await committed(tx);
    },
    async clear() {
      const tx = (await database()).transaction(WRITES, 'readwrite');
      tx.objectStore(WRITES).clear();
      await committed(tx);
    },
  };
}
