import type { SupervisionChange, UserRepo } from '../ports/UserRepo';
import { refusalReason } from '../permissions';
import { parseSupervision } from '../teams';
import type { ActingUser } from '../workflow';
import type { Outcome } from './invoices';

/**
 * SPEC §2, §6, §7, issue 23: an admin changes a supervisor's teams. The change is what that
 * admin ticked and unticked (codes cleaned: trimmed, once each, no empty or N/A), applied by the
 * repo to the list stored when the write lands, so another admin's change made meanwhile is kept.
 * Answers the list stored after it.
 */
export async function changeSupervision(
  users: UserRepo,
  user: ActingUser,
  uid: string,
  change: SupervisionChange,
): Promise<Outcome<{ teams: string[] }>> {
  const reason = refusalReason(user.role, 'manageUsers');
  if (reason) return { ok: false, reason };
  const teams = await users.changeSupervision(uid, {
    add: parseSupervision(change.add),
    remove: parseSupervision(change.remove),
  });
  return { ok: true, teams };
}
