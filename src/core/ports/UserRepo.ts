import type { UserCollection, UserRecord } from '../model';

export interface UserEntry {
  uid: string;
  collection: UserCollection;
  record: UserRecord;
}

/** Users in users/{uid} and users-mobile/{uid} (SPEC §3, §7). */
export interface UserRepo {
  /** users/{uid}, falling back to users-mobile/{uid}; null when neither exists. */
  getUser(uid: string): Promise<UserEntry | null>;
  /** Every record of users and of users-mobile (a uid may appear in both). */
  listUsers(): Promise<UserEntry[]>;
  /**
   * Writes `supervision` (codes joined by commas) to users-mobile/{uid}; when that fails,
   * retries users/{uid}; rejects when both fail.
   */
  saveSupervision(uid: string, teams: readonly string[]): Promise<void>;
}
