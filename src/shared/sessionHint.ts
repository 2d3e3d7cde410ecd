/**
 * Issue 24: the signed-in user as the session last made it, kept in this browser, so a page
 * opened later (a reload, /edit or /pdf in a new tab, tomorrow's visit) shows its screen at
 * once, instead of after the storage adapter has downloaded, the auth state has loaded and the
 * user record has been read again (on a phone, seconds: the fixture store's SharedWorker boots,
 * the Firebase SDK downloads).
 *
 * It is only a hint for the screens; the auth state and the record still decide. An auth state
 * that says nobody (or someone else) is signed in replaces it (/login, or that user's record);
 * the record is read on every sign-in (loadUser) and then followed (followUser): a record gone
 * or without a role ends the session; another role ends it too, as a live role change does
 * (issue 23); new teams or names replace the hint. What the database allows is decided by the
 * rules (fixture mode: the team scope) on the real session, never by the hint, so a hint
 * edited by hand shows screens whose reads and writes are refused. Cleared on sign-out.
 */
import { roleOf } from '../core/teams';
import type { UserCollection } from '../core/model';
import type { SessionHints, SessionUser } from './session';

/** Where the hint is kept (the browser's localStorage in the app; a map in tests). */
export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The localStorage key of the hint. */
export const SESSION_HINT_KEY = 'faturamento.session.user';

const COLLECTIONS: readonly UserCollection[] = ['users', 'users-mobile'];

function parse(text: string | null): SessionUser | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['uid', 'email', 'name', 'checker'].every((k) => typeof v[k] === 'string');
  const role = typeof v.role === 'string' ? roleOf({ type: v.role }) : null;
  const collection = COLLECTIONS.find((c) => c === v.collection);
  const teams =
    Array.isArray(v.teams) && v.teams.every((t) => typeof t === 'string')
      ? (v.teams as string[])
      : null;
  if (!strings || !role || !collection || !teams) return null;
  return {
    uid: v.uid as string,
    email: v.email as string,
    name: v.name as string,
    checker: v.checker as string,
    role,
    teams,
    collection,
  };
}

/** The hints kept in `storage`; a storage that throws (blocked, full) only costs the hint. */
export function storedSessionHints(storage: HintStorage | null): SessionHints {
  const attempt = <T>(run: () => T, otherwise: T): T => {
    try {
      return storage ? run() : otherwise;
    } catch {
      return otherwise;
    }
  };
  return {
    read: () => attempt(() => parse(storage?.getItem(SESSION_HINT_KEY) ?? null), null),
    write: (user) =>
      attempt(() => storage?.setItem(SESSION_HINT_KEY, JSON.stringify(user)), undefined),
    clear: () => attempt(() => storage?.removeItem(SESSION_HINT_KEY), undefined),
  };
}
