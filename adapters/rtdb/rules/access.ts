/**
 * P51, P54: who the writer is, as the database rules see it: its role (SPEC §6, from its user
 * record, SPEC §7), the teams it reaches and its own name. Built from core's table of roles
 * (src/core/roles.ts), so a role or a way of finding teams is written once; databaseRules.ts
 * combines these into the rules tree.
 */
import { ROLES, ROLE_IDS } from '../../../src/core/roles';
import type { RoleId, TeamReach } from '../../../src/core/roles';
import { email, oneOf, root, signedIn, uid, variable } from '../../../src/core/rules/expr';
import type { Snap, Value } from '../../../src/core/rules/expr';
import { PATTERNS } from './tables';
import { reachesTeam } from '../../../src/core/teams';

/** The path variable of a team node (forms/$team, history/$team, counters/forms/$team…). */
export const TEAM = variable('$team');
/** The path variable of a bulletin under its team. */
export const KEY = variable('$key');

const USERS = root.child('users').child(uid);
const MOBILE = root.child('users-mobile').child(uid);

const typeOf = (record: Snap): Value => record.child('type').val();

/** SPEC §7: the user record is users/{uid}; users-mobile/{uid} only when users has none. */
function byUserRecord(condition: (record: Snap) => Value): Value {
  return signedIn.and(USERS.exists().then(condition(USERS), condition(MOBILE)));
}

/** The writer's user record gives it one of `roles`. */
export const hasRoleIn = (roles: readonly RoleId[]): Value =>
  byUserRecord((record) => oneOf(typeOf(record), roles));

/** The roles whose teams are found this way (ROLES[role].teams). */
export const rolesReaching = (reach: TeamReach): readonly RoleId[] =>
  ROLE_IDS.filter((role) => ROLES[role].teams === reach);

/**
 * SPEC §6: the admin, who manages users, catalogs and billing. The one role the rules name on
 * their own: every other check is a role set of core's tables (ROLES, BULLETIN_ACTIONS).
 */
export const ADMIN_ROLES: readonly RoleId[] = ['admin'];

export const isAdmin = hasRoleIn(ADMIN_ROLES);
/** A user record with one of the roles (SPEC §6). */
export const hasRole = hasRoleIn(ROLE_IDS);
/** The roles that reach every team at once (admin and func: all forms in one read). */
export const reachesAllTeams = hasRoleIn(rolesReaching('all'));

/**
 * Issue 14: a team node's key is one team id, never a list: no comma, no space (a supervisor of
 * 'A, B' reaches neither `forms/A,B` nor `forms/A, B`).
 */
export const ONE_TEAM = TEAM.contains(',').not().and(TEAM.contains(' ').not());

/**
 * SPEC §6: admin and func every team; team its own; superv the teams of its list, matched
 * exactly (commas on both sides: ORCDISTBA1 is not ORCDISTBA10; spaces after commas dropped).
 * Core's one rule of team scope (src/core/teams.ts `reachesTeam`), over the writer's record.
 */
export const teamAccess = ONE_TEAM.and(byUserRecord((record) => reachesTeam(record, TEAM)));

/**
 * P15: the writer's own name in its user record (users/{uid}, else users-mobile/{uid}), exactly
 * as stored; when that record has no name (none, not text, or only spaces), its sign-in email
 * (core checkerNameOf: what the app writes).
 */
function checkerIs(record: Snap, value: Value): Value {
  const name = record.child('name');
  return name
    .isString()
    .and(name.val().matches(PATTERNS.blank).not())
    .then(value.eq(name.val()), value.eq(email));
}

/** `value` is the writer's own name (P15), read from the record that gives its role. */
export const isOwnName = (value: Value): Value =>
  USERS.exists().then(checkerIs(USERS, value), checkerIs(MOBILE, value));
