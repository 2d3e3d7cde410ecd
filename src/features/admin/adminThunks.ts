/** How the admin screen reaches storage: thunks with the ports as extra argument (STYLE habit 3). */
import type { Supervisor } from '../../core/supervisors';
import { listSupervisors, orderSupervision, supervisionChange } from '../../core/supervisors';
import { canDo } from '../../core/permissions';
import { roleOf } from '../../core/teams';
import * as useCases from '../../core/usecases';
import type { ActingUser } from '../../core/workflow';
import type { AppThunk } from '../../shared/thunk';

/**
 * SPEC §6: only type admin may open the page. The record is read afresh (users/{uid}, then
 * users-mobile/{uid}), so a role changed since sign-in counts; no record is no admin. Rejects
 * when the read fails.
 */
export function checkAdminAccess(uid: string): AppThunk<Promise<'allowed' | 'denied'>> {
  return async (_dispatch, _getState, ports) => {
    const entry = await ports.users.getUser(uid);
    return canDo(roleOf(entry?.record), 'manageUsers') ? 'allowed' : 'denied';
  };
}

/** SPEC §2, §7: users of type superv from users and users-mobile, once each. */
export function loadSupervisors(): AppThunk<Promise<Supervisor[]>> {
  return async (_dispatch, _getState, ports) => listSupervisors(await ports.users.listUsers());
}

/**
 * SPEC §7, issue 23: saves what the admin changed, from the teams shown when Editar was clicked
 * (`before`) to the selection (`after`): the codes ticked and unticked, applied by the repo to
 * the list stored NOW (users-mobile/{uid}, retrying users/{uid}), so a team another admin added
 * meanwhile is kept. Resolves with the list stored after it; rejects when both writes fail or
 * the use case refuses.
 */
export function saveSupervisorTeams(
  user: ActingUser,
  uid: string,
  before: readonly string[],
  after: readonly string[],
): AppThunk<Promise<string[]>> {
  return async (_dispatch, _getState, ports) => {
    const outcome = await useCases.changeSupervision(
      ports.users,
      user,
      uid,
      supervisionChange(before, after),
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    return orderSupervision(outcome.teams);
  };
}
