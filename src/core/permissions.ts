import { BULLETIN_ACTION_IDS, actionOf, isBulletinAction } from './actions';
import type { BulletinActionId } from './actions';
import { REFUSALS } from './messages';
import type { Invoice, Role } from './model';
import { copyRefusal } from './protection';
import type { CopyRefusal } from './protection';
import { REPORT_IDS, REPORTS } from './reports';
import { ROLE_IDS, ROLES } from './roles';
import type { ReportId, ReportInfo } from './reports';
import { contextOn, evaluate } from './rules/expr';
import { isChecked } from './status';
import type { HomeStatusFilter } from './status';

/**
 * SPEC §6: the app's own actions, on no bulletin's state: who may take each. The actions on a
 * bulletin are the registry's (core/actions.ts, P53).
 */
const APP_ACTIONS = {
  pdf: 'everyone',
  viewCheckedBy: 'admin',
  selectRows: 'admin',
  copyPath: 'admin',
  manageUsers: 'admin',
} as const satisfies Record<string, 'everyone' | 'admin'>;

type AppAction = keyof typeof APP_ACTIONS;

/** SPEC §6: every action a user may be offered, on a bulletin or on the app. */
export type Action = BulletinActionId | AppAction | `report:${ReportId}`;

/** Every action, for table-driven tests and menus: the registry's, the app's, the reports. */
export const ALL_ACTIONS: readonly Action[] = [
  ...BULLETIN_ACTION_IDS,
  ...(Object.keys(APP_ACTIONS) as AppAction[]),
  ...REPORT_IDS.map((id): Action => `report:${id}`),
];

/** SPEC §6: every role, in the roles table's order (P54). */
export const ALL_ROLES: readonly Role[] = ROLE_IDS;

const EVERYONE: readonly Role[] = ALL_ROLES;
const ADMIN: readonly Role[] = ['admin'];

/** SPEC §6 (and D17 for reports): which roles may ever take each action. */
const ROLES_BY_ACTION: Readonly<Record<Action, readonly Role[]>> = {
  ...(Object.fromEntries(BULLETIN_ACTION_IDS.map((id) => [id, actionOf(id).roles])) as Record<
    BulletinActionId,
    readonly Role[]
  >),
  ...(Object.fromEntries(
    Object.entries(APP_ACTIONS).map(([id, who]) => [id, who === 'admin' ? ADMIN : EVERYONE]),
  ) as Record<AppAction, readonly Role[]>),
  ...(Object.fromEntries(
    REPORTS.map((r) => [`report:${r.id}`, r.adminOnly ? ADMIN : EVERYONE]),
  ) as Record<`report:${ReportId}`, readonly Role[]>),
};

/** Issue 14: why a supervisor may not split, by what the rules refuse in its halves. */
const SPLIT_REFUSALS: Readonly<Record<CopyRefusal, string>> = {
  forwarded: REFUSALS.splitForwarded,
  marked: REFUSALS.splitMarked,
  pedido: REFUSALS.splitPedido,
  tooLong: REFUSALS.splitTooLong,
};

/**
 * SPEC §6: the state a bulletin must be in for the action; null when it may proceed. The
 * registry's precondition, evaluated on the stored bulletin as the rules evaluate it (P51),
 * then the entry's own check (split's mixed codes).
 */
function stateRefusal(action: Action, invoice: Invoice, role: Role): string | null {
  if (!isBulletinAction(action)) return null;
  const { precondition, check } = actionOf(action);
  const binds = precondition && !(precondition.exempt ?? []).includes(role);
  if (precondition && binds && !evaluate(precondition.rule, contextOn(invoice))) {
    return precondition.refusal;
  }
  const refused = check?.(invoice) ?? null;
  if (refused !== null) return refused;
  if (action === 'split' && role === 'superv') {
    // Issue 14: the halves are new bulletins written by the supervisor, and the rules refuse a
    // non-admin's creation that carries a forward, an admin's mark or a pedido (the admin splits).
    // Here, not on the registry's entry: it reads ADMIN_FLAGS, which the registry derives.
    const copy = copyRefusal(invoice);
    if (copy) return SPLIT_REFUSALS[copy];
  }
  return null;
}

/**
 * SPEC §6: why `role` may not take `action` (on `invoice` when given), in Portuguese; null when
 * it may. Without an invoice it answers whether the role may ever take the action.
 */
export function refusalReason(
  role: Role | null | undefined,
  action: Action,
  invoice?: Invoice,
): string | null {
  if (!role || !ROLES_BY_ACTION[action].includes(role)) return REFUSALS.notAllowed;
  return invoice ? stateRefusal(action, invoice, role) : null;
}

/**
 * SPEC §6, D17: may `role` take `action`? With an invoice the bulletin's state counts too: the
 * registry's precondition (forward only unchecked, alone or in bulk; return only checked), its
 * check (split only mixed codes) and, for a supervisor's split, what the rules let it copy
 * (issue 14).
 */
export function canDo(role: Role | null | undefined, action: Action, invoice?: Invoice): boolean {
  return refusalReason(role, action, invoice) === null;
}

/**
 * SPEC §6, D26: whether `role` types the edit/delete password for `action`, as its entry in the
 * roles table says (P54): editing a checked bulletin (every role but admin), deleting (team and
 * func). A user without a role (refused before any password, refusalReason) is no admin: its
 * edit of a checked bulletin asks for the password, its delete does not.
 */
export function needsPassword(
  role: Role | null | undefined,
  action: Action,
  invoice?: Invoice,
): boolean {
  const password = role ? ROLES[role].password : { editChecked: true, delete: false };
  if (action === 'edit') return password.editChecked && invoice !== undefined && isChecked(invoice);
  if (action === 'delete') return password.delete;
  return false;
}

/**
 * SPEC §6: a role that deletes without the password confirms instead (superv and admin): a
 * delete always asks one or the other.
 */
export function needsConfirmation(role: Role | null | undefined, action: Action): boolean {
  return action === 'delete' && !!role && !ROLES[role].password.delete;
}

/** SPEC §6, D26: the password typed is compared, as it is, with the build setting. */
export function passwordMatches(typed: string | null | undefined, expected: string): boolean {
  return typed === expected;
}

/**
 * SPEC §6: the home table's filter before the user picks one, the role's `defaultFilter` (superv
 * unchecked, admin checked, the others all); all without a role.
 */
export function defaultStatusFilter(role: Role | null | undefined): HomeStatusFilter {
  return role ? ROLES[role].defaultFilter : 'all';
}

/** D17: the reports a role sees in the sidebar (and may open by URL), in sidebar order. */
export function visibleReports(role: Role | null | undefined): ReportInfo[] {
  return REPORTS.filter((r) => canDo(role, `report:${r.id}`));
}
