import type { UserCollection, UserRecord } from '../../src/core/model';
import type { UserEntry, UserRepo } from '../../src/core/ports';
import { compareKeys } from '../rtdb/order';
import type { TreeStore } from './treeStore';

const COLLECTIONS: readonly UserCollection[] = ['users', 'users-mobile'];

function isRecord(value: unknown): value is UserRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Users of users/{uid} and users-mobile/{uid} (SPEC §3, §7) over a TreeStore.
 *
 * @example
 * const user = await createMemoryUserRepo(store).getUser(uid); // users first, then users-mobile
 */
export function createMemoryUserRepo(store: TreeStore): UserRepo {
  return {
    async getUser(uid) {
      for (const collection of COLLECTIONS) {
        const record = await store.get(`${collection}/${uid}`);
        if (isRecord(record)) return { uid, collection, record };
      }
      return null;
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
    async saveSupervision(uid, teams) {
      const supervision = teams.join(',');
      // database.rules.json refuses a user record without a type, so a supervision list only
      // lands on a record that exists: a supervisor who lives only in users gains no stray
      // users-mobile/{uid} holding just `supervision` (sign-in reads users first and would never
      // see it). The memory adapter refuses the same writes.
      const writeTo = async (collection: UserCollection) => {
        if (!isRecord(await store.get(`${collection}/${uid}`))) {
          throw new Error(`${collection}/${uid} does not exist`);
        }
        await store.update({ [`${collection}/${uid}/supervision`]: supervision });
      };
      // SPEC §7: users-mobile first; on failure retry users; both failing is an error.
      try {
        await writeTo('users-mobile');
      } catch (mobileError) {
        try {
          await writeTo('users');
        } catch (usersError) {
          throw new Error(
            `saveSupervision(${uid}) failed: users-mobile: ${String(mobileError)}; users: ${String(usersError)}`,
            { cause: usersError },
          );
        }
      }
    },
  };
}
