import type { UserCollection, UserRecord } from '../../src/core/model';
import type { UserEntry, UserRepo } from '../../src/core/ports';
import { applySupervisionChange, supervisionText } from '../../src/core/supervisors';
import { compareKeys } from '../rtdb/order';
import type { MemoryRepoOptions } from './invoiceRepo';
import type { TreeStore } from './treeStore';

const COLLECTIONS: readonly UserCollection[] = ['users', 'users-mobile'];

/** How often a supervision change is redone while other writes keep landing first. */
const MAX_ATTEMPTS = 25;

function isRecord(value: unknown): value is UserRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Users of users/{uid} and users-mobile/{uid} (SPEC §3, §7) over a TreeStore.
 *
 * @example
 * const user = await createMemoryUserRepo(store).getUser(uid); // users first, then users-mobile
 */
export function createMemoryUserRepo(store: TreeStore, options: MemoryRepoOptions = {}): UserRepo {
  const { writer } = options;
  return {
    async getUser(uid) {
      for (const collection of COLLECTIONS) {
        const record = await store.get(`${collection}/${uid}`);
        if (isRecord(record)) return { uid, collection, record };
      }
      return null;
    },
    watchUser(uid, onChange, onError) {
      // Both records, as getUser reads them: users wins; users-mobile only when users has none.
      // Nothing is reported until both have answered once, so a record in users-mobile is
      // never briefly reported missing.
      const latest = new Map<UserCollection, unknown>();
      let failed = false;
      const report = (): void => {
        if (failed || latest.size < COLLECTIONS.length) return;
        const found = COLLECTIONS.find((collection) => isRecord(latest.get(collection)));
        onChange(
          found ? { uid, collection: found, record: latest.get(found) as UserRecord } : null,
        );
      };
      const fail = (error: Error): void => {
        if (failed) return;
        failed = true;
        stop();
        onError?.(error);
      };
      const stops = COLLECTIONS.map((collection) =>
        store.subscribe(
          `${collection}/${uid}`,
          null,
          (value) => {
            latest.set(collection, value);
            report();
          },
          fail,
        ),
      );
      function stop(): void {
        for (const unsubscribe of stops) unsubscribe();
      }
      return stop;
    },
    async listUsers() {
      const entries: UserEntry[] = [];
      for (const collection of COLLECTIONS) {
        const all = await store.get(collection);
        if (!isRecord(all)) continue;
        const users = all as Record<string, unknown>;
        for (const uid of Object.keys(users).sort(compareKeys)) {
          const record = users[uid];
          if (isRecord(record)) entries.push({ uid, collection, record });
        }
      }
      return entries;
    },
    async changeSupervision(uid, change) {
      // Issue 23: a transaction, as Firebase's runTransaction does it: read the record, apply
      // the admin's change to the list stored in it, and write only if the record is still what
      // was read (compareAndSet, one step of the store); else read again. Another admin's team
      // added meanwhile is so kept, never overwritten by a list built on an older read.
      // P4: database.rules.json refuses a user record without a type, so the list only lands on
      // a record that exists: a supervisor who lives only in users gains no stray
      // users-mobile/{uid} holding just `supervision`. The memory adapter refuses the same.
      const changeIn = async (collection: UserCollection): Promise<string[]> => {
        const path = `${collection}/${uid}`;
        for (let attempt = 1; ; attempt += 1) {
          const record = await store.get(path);
          if (!isRecord(record)) throw new Error(`${path} does not exist`);
          const teams = applySupervisionChange(record.supervision, change);
          const next = { ...record, supervision: supervisionText(teams) };
          if (await store.compareAndSet(path, record, next, writer?.())) return teams;
          if (attempt >= MAX_ATTEMPTS) {
            throw new Error(`${path} kept changing: ${MAX_ATTEMPTS} attempts`);
          }
        }
      };
      // SPEC §7: users-mobile first; on failure retry users; both failing is an error.
      try {
        return await changeIn('users-mobile');
      } catch (mobileError) {
        try {
          return await changeIn('users');
        } catch (usersError) {
          throw new Error(
            `changeSupervision(${uid}) failed: users-mobile: ${String(mobileError)}; users: ${String(usersError)}`,
            { cause: usersError },
          );
        }
      }
    },
  };
}
