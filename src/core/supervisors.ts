import type { UserCollection } from './model';
import type { UserEntry } from './ports/UserRepo';
import { parseSupervision, roleOf } from './teams';
import { compareText } from './text';

/** A row of the admin screen (SPEC §2): a user of type superv and the teams it supervises. */
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
    if (roleOf(record) !== 'superv') continue;
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
