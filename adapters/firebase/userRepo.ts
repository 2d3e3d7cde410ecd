import { get, ref, update, type Database, type DataSnapshot } from 'firebase/database';
import type { UserCollection, UserRecord } from '../../src/core/model';
import type { UserEntry, UserRepo } from '../../src/core/ports';
import { paths } from './paths';

function entriesOf(snapshot: DataSnapshot, collection: UserCollection): UserEntry[] {
  const entries: UserEntry[] = [];
  snapshot.forEach((child) => {
    const record: unknown = child.val();
    if (child.key !== null && record !== null && typeof record === 'object') {
      entries.push({ uid: child.key, collection, record: record as UserRecord });
    }
  });
  return entries;
}

/** UserRepo over users/{uid} and users-mobile/{uid} (SPEC §3, §7). */
export function createFirebaseUserRepo(db: Database): UserRepo {
  return {
    async getUser(uid) {
      // SPEC §7: users/{uid} first; users-mobile/{uid} only when the first has no record.
      const primary = await get(ref(db, paths.user(uid)));
      if (primary.exists()) {
        return { uid, collection: 'users', record: primary.val() as UserRecord };
      }
      const mobile = await get(ref(db, paths.userMobile(uid)));
      if (mobile.exists()) {
        return { uid, collection: 'users-mobile', record: mobile.val() as UserRecord };
      }
      return null;
    },

    async listUsers() {
      const [users, mobile] = await Promise.all([
        get(ref(db, paths.users)),
        get(ref(db, paths.usersMobile)),
      ]);
      return [...entriesOf(users, 'users'), ...entriesOf(mobile, 'users-mobile')];
    },

    async saveSupervision(uid, teams) {
      const patch = { supervision: teams.join(',') };
      // SPEC §7: users-mobile/{uid} first; on failure retry users/{uid}; raise when both fail.
      try {
        await update(ref(db, paths.userMobile(uid)), patch);
      } catch (mobileError) {
        try {
          await update(ref(db, paths.user(uid)), patch);
        } catch (primaryError) {
          throw new Error(
            `Could not save the supervision of ${uid}: users-mobile (${messageOf(mobileError)}), ` +
              `users (${messageOf(primaryError)})`,
            { cause: primaryError },
          );
        }
      }
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
