import type { UserCollection, UserRecord } from '../model';
import type { Unsubscribe } from './Unsubscribe';

export interface UserEntry {
  uid: string;
  collection: UserCollection;
  record: UserRecord;
}

/**
 * What one admin changed in a supervisor's team list (issue 23): the codes ticked and the codes
 * unticked in that dialog, not the whole list, so it is applied to the list stored when the
 * write lands (core applySupervisionChange) instead of replacing it.
 */
export interface SupervisionChange {
  add: readonly string[];
  remove: readonly string[];
}

/** Users in users/{uid} and users-mobile/{uid} (SPEC §3, §7). */
export interface UserRepo {
  /** users/{uid}, falling back to users-mobile/{uid}; null when neither exists. */
  getUser(uid: string): Promise<UserEntry | null>;
  /**
   * getUser, live (issue 23 "rights are live"): calls back with what getUser would answer now,
   * and again on every change of users/{uid} or users-mobile/{uid}, so a session follows the
   * rights an admin gives or takes away. `onError` hears a watch that could not be kept.
   */
  watchUser(
    uid: string,
    onChange: (entry: UserEntry | null) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Every record of users and of users-mobile (a uid may appear in both). */
  listUsers(): Promise<UserEntry[]>;
  /**
   * Issue 23: applies one admin's `change` to the supervision stored NOW, atomically (a
   * transaction: core applySupervisionChange on the stored value, redone when another write
   * landed first), and answers the list stored after it. So two admins who add different teams
   * at the same moment both keep theirs. SPEC §7: users-mobile/{uid} first; when that fails
   * (P4: no record there), users/{uid}; rejects when both fail, having written nothing.
   */
  changeSupervision(uid: string, change: SupervisionChange): Promise<string[]>;
}
