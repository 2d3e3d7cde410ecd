import type { UserCollection, UserRecord } from '../../src/core/model';
import type { UserEntry, UserRepo } from '../../src/core/ports';
import { compareKeys } from './order';
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
      // SPEC §7: users-mobile first; on failure retry users; both failing is an error.
      try {
        await store.update({ [`users-mobile/${uid}/supervision`]: supervision });
      } catch (mobileError) {
        try {
          await store.update({ [`users/${uid}/supervision`]: supervision });
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
