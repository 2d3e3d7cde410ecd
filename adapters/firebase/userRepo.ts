import {
  get,
  onValue,
  ref,
  runTransaction,
  type Database,
  type DataSnapshot,
} from 'firebase/database';
import type { UserCollection, UserRecord } from '../../src/core/model';
import type { UserEntry, UserRepo } from '../../src/core/ports';
import { applySupervisionChange, supervisionText } from '../../src/core/supervisors';
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

    watchUser(uid, onChange, onError) {
      // Both records, as getUser reads them: users wins; users-mobile only when users has none.
      // Nothing is reported until both have answered once.
      const latest = new Map<UserCollection, DataSnapshot>();
      let failed = false;
      const report = (): void => {
        const primary = latest.get('users');
        const mobile = latest.get('users-mobile');
        if (failed || !primary || !mobile) return;
        if (primary.exists()) {
          onChange({ uid, collection: 'users', record: primary.val() as UserRecord });
        } else if (mobile.exists()) {
          onChange({ uid, collection: 'users-mobile', record: mobile.val() as UserRecord });
        } else {
          onChange(null);
        }
      };
      // A listener the rules cancel is removed by the SDK; the other one is stopped here.
      const fail = (error: Error): void => {
        if (failed) return;
        failed = true;
        stop();
        onError?.(error);
      };
      const listen = (collection: UserCollection, path: string) =>
        onValue(
          ref(db, path),
          (snapshot) => {
            latest.set(collection, snapshot);
            report();
          },
          fail,
        );
      const stops = [
        listen('users', paths.user(uid)),
        listen('users-mobile', paths.userMobile(uid)),
      ];
      function stop(): void {
        for (const unsubscribe of stops) unsubscribe();
      }
      return stop;
    },

    async listUsers() {
      const [users, mobile] = await Promise.all([
        get(ref(db, paths.users)),
        get(ref(db, paths.usersMobile)),
      ]);
      return [...entriesOf(users, 'users'), ...entriesOf(mobile, 'users-mobile')];
    },

    async changeSupervision(uid, change) {
      // Issue 23: a transaction on the supervision text. The SDK runs the update on the value it
      // holds, sends the result with that value's hash, and the server applies it only when the
      // stored value still has that hash; else the SDK runs it again on the server's value. So
      // the admin's change lands on the list stored NOW: another admin's added team is kept.
      // P4: the rules refuse a supervision on a record without a type (users-mobile/{uid} that
      // does not exist), which is what sends the write on to users/{uid}.
      const changeIn = async (record: string): Promise<string[]> => {
        let teams: string[] = [];
        const result = await runTransaction(
          ref(db, `${record}/supervision`),
          (current: unknown) => {
            teams = applySupervisionChange(current, change);
            return supervisionText(teams);
          },
          { applyLocally: false },
        );
        if (!result.committed) throw new Error(`${record}/supervision was not written`);
        return teams;
      };
      // SPEC §7: users-mobile/{uid} first; on failure retry users/{uid}; raise when both fail.
      try {
        return await changeIn(paths.userMobile(uid));
      } catch (mobileError) {
        try {
          return await changeIn(paths.user(uid));
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
