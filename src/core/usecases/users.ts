import type { UserRepo } from '../ports/UserRepo';
import { refusalReason } from '../permissions';
import { parseSupervision } from '../teams';
import type { ActingUser } from '../workflow';
import type { Outcome } from './invoices';

/**
 * SPEC §2, §6, §7: an admin saves a supervisor's teams (trimmed, once each, no empty or N/A);
 * the repo joins them by commas into users-mobile/{uid}, retrying users/{uid}.
 */
export async function saveSupervision(
  users: UserRepo,
  user: ActingUser,
  uid: string,
  teams: readonly string[],
): Promise<Outcome> {
  const reason = refusalReason(user.role, 'manageUsers');
  if (reason) return { ok: false, reason };
  await users.saveSupervision(uid, parseSupervision(teams));
  return { ok: true };
}
