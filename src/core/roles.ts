/**
 * P54: the roles, in one table (SPEC §6). `Role` and every list of roles follow from it.
 * (Skeleton of issue 39: the table grows its label, badge read, default filter and password
 * need as the modules that decide them read it.)
 */

/** How a role's teams are found from its user record (SPEC §6). */
export type TeamReach =
  /** Every team (admin, func: the 17 fixed teams on screen; any team for the rules). */
  | 'all'
  /** Its record's `team` (team). */
  | 'own'
  /** Its record's `supervision` list, comma separated (superv). */
  | 'supervision';

export interface RoleInfo {
  teams: TeamReach;
}

/** SPEC §6: the four roles, in the order screens list them. */
export const ROLES = {
  admin: { teams: 'all' },
  func: { teams: 'all' },
  superv: { teams: 'supervision' },
  team: { teams: 'own' },
} as const satisfies Record<string, RoleInfo>;

export type RoleId = keyof typeof ROLES;

/** Every role id, in table order. */
export const ROLE_IDS = Object.keys(ROLES) as readonly RoleId[];
