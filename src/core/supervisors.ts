import type { SupervisionChange, UserEntry } from './ports/UserRepo';
import { SUPERVISION_TEAMS, parseSupervision, roleOf } from './teams';
import { toList } from './lists';
import type { RtdbList, UserCollection } from './model';
import { ROLES } from './roles';
import { compareText } from './text';

/**
 * A row of the admin screen (SPEC §2): a user of type superv and the teams it supervises: a
 * user whose role finds its teams in its supervision list (P54), the list the screen edits.
 */
export interface Supervisor {
  uid: string;
  /** The record's name; its email (then its uid) when the name is blank. */
  name: string;
  email: string;
  /** SPEC §3: the stored codes, trimmed, once each, without empty or N/A values. */
  teams: string[];
  /** Where the record shown was read from. */
  collection: UserCollection;
}

// SPEC §7: the app reads users/{uid} first, then users-mobile/{uid}.
const READ_ORDER: readonly UserCollection[] = ['users', 'users-mobile'];

/**
 * SPEC §2 admin: the users of type superv of both collections, once each, sorted by name (D33)
 * then email. A uid kept in both collections counts once, with the record the app reads for it
 * (users first, then users-mobile, as UserRepo.getUser), so the teams shown are the teams the
 * supervisor sees after signing in; whether it is a supervisor is decided by that record too.
 *
 * @example
 * listSupervisors(await users.listUsers()).map((s) => s.teams); // [['ORCDISTBA01', …], …]
 */
export function listSupervisors(entries: readonly UserEntry[]): Supervisor[] {
  const effective = new Map<string, UserEntry>();
  for (const collection of READ_ORDER) {
    for (const entry of entries) {
      if (entry.collection === collection && !effective.has(entry.uid)) {
        effective.set(entry.uid, entry);
      }
    }
  }
  const supervisors: Supervisor[] = [];
  for (const { uid, collection, record } of effective.values()) {
    const role = roleOf(record);
    if (role === null || ROLES[role].teams !== 'supervision') continue;
    const email = record.email?.trim() ?? '';
    supervisors.push({
      uid,
      name: record.name?.trim() || email || uid,
      email,
      teams: parseSupervision(record.supervision),
      collection,
    });
  }
  return supervisors.sort(
    (a, b) =>
      compareText(a.name, b.name) || compareText(a.email, b.email) || compareText(a.uid, b.uid),
  );
}

/**
 * A list in the admin screen's order: the 16 offered codes (SPEC §9) in their fixed order, then
 * any other code in the order given (kept, since the screen has no box to remove it).
 */
export function orderSupervision(teams: readonly string[]): string[] {
  const offered = SUPERVISION_TEAMS.filter((code) => teams.includes(code));
  const others = teams.filter((code) => !SUPERVISION_TEAMS.includes(code));
  return [...offered, ...others];
}

/** Issue 23: the change from the list an admin started from to the one it saves. */
export function supervisionChange(
  before: readonly string[],
  after: readonly string[],
): SupervisionChange {
  return {
    add: after.filter((code) => !before.includes(code)),
    remove: before.filter((code) => !after.includes(code)),
  };
}

/**
 * Issue 23, SPEC §3: `change` applied to the supervision stored now (`stored`, as SPEC §3 keeps
 * it: codes joined by commas; empty or N/A ignored): its removed codes leave, its added codes
 * join, every other code stays, whoever wrote it, in the screen's order. Two admins' changes of
 * different codes so give the same list whichever lands first, and neither loses the other's.
 */
export function applySupervisionChange(stored: unknown, change: SupervisionChange): string[] {
  // A list stored as an RTDB array (D1) counts as its codes; anything else but text as none.
  const current = parseSupervision(
    typeof stored === 'string' ? stored : toList(stored as RtdbList<string>).map(String),
  );
  const removed = new Set(parseSupervision(change.remove));
  const kept = current.filter((code) => !removed.has(code));
  const added = parseSupervision(change.add).filter((code) => !kept.includes(code));
  return orderSupervision([...kept, ...added]);
}

/** SPEC §3, §7: the supervision as stored: the codes joined by commas ('' for none). */
export function supervisionText(teams: readonly string[]): string {
  return teams.join(',');
}
