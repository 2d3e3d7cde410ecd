/**
 * P54: the roles, in one table (SPEC §6). `Role` (core/model) is its id type, and whatever
 * differs by role reads its entry here instead of naming roles: how its teams are found
 * (teams.ts), its team badge (status.ts), its home filter and its password (permissions.ts),
 * the name the screens show and the rules' team access (adapters/firebase). A new role is one
 * entry here plus what it may do (the action registry, core/actions.ts).
 *
 * This module imports nothing, so that every other core module may read it without a cycle.
 */

/** How a role's teams are found from its user record (SPEC §6). */
export type TeamReach =
  /** Every team (admin, func: the 17 fixed teams on screen; any team for the rules). */
  | 'all'
  /** Its record's `team` (team). */
  | 'own'
  /** Its record's `supervision` list, comma separated (superv; the admin screen edits it). */
  | 'supervision';

/**
 * D12: the bulletins that wait for a role, counted in its team badge. Two facts, because a store
 * must know where to find the candidates before it can count them (InvoiceRepo.watchWaiting).
 */
export interface BadgeRule {
  /**
   * Where the candidates are read: 'unchecked' every unchecked bulletin whatever its date (D11's
   * query on `checked`); 'period' the period read (P7) of the home period, as what is older is
   * history, not waiting work.
   */
  read: 'unchecked' | 'period';
  /**
   * Which candidates wait: 'unchecked' those not yet forwarded to billing (the supervisor's
   * work); 'checkedUnviewed' those forwarded and not yet marked viewed (billing's work).
   */
  waits: 'unchecked' | 'checkedUnviewed';
}

/** SPEC §6, D26: when a role types the edit/delete password. */
export interface PasswordNeed {
  /** Editing a bulletin already checked (forwarded to billing). */
  editChecked: boolean;
  /** Deleting a bulletin. A role that does not type the password confirms instead. */
  delete: boolean;
}

export interface RoleInfo {
  /** Its pt-BR name, as the home header and the welcome panel show it (and the demo accounts). */
  label: string;
  teams: TeamReach;
  /** D12: what its team badge counts; null for a role nothing waits for (no badge, no read). */
  badge: BadgeRule | null;
  /**
   * SPEC §6: the home table's status filter until the user picks one: one of core/status's
   * HOME_STATUS_FILTERS (permissions.ts `defaultStatusFilter` returns it as a HomeStatusFilter,
   * so the compiler holds the two together; this module imports nothing to stay cycle-free).
   */
  defaultFilter: 'all' | 'checked' | 'unchecked';
  password: PasswordNeed;
  /** SPEC §2: the chip the home header shows beside the user's name, if any ('Admin'). */
  chip: string | null;
}

/** SPEC §6: the four roles, in the order screens list them. */
export const ROLES = {
  admin: {
    label: 'Administrador',
    teams: 'all',
    badge: { read: 'period', waits: 'checkedUnviewed' },
    defaultFilter: 'checked',
    password: { editChecked: false, delete: false },
    chip: 'Admin',
  },
  func: {
    label: 'Funcionário',
    teams: 'all',
    badge: null,
    defaultFilter: 'all',
    password: { editChecked: true, delete: true },
    chip: null,
  },
  superv: {
    label: 'Supervisor',
    teams: 'supervision',
    badge: { read: 'unchecked', waits: 'unchecked' },
    defaultFilter: 'unchecked',
    password: { editChecked: true, delete: false },
    chip: null,
  },
  team: {
    label: 'Equipe',
    teams: 'own',
    badge: null,
    defaultFilter: 'all',
    password: { editChecked: true, delete: true },
    chip: null,
  },
} as const satisfies Record<string, RoleInfo>;

export type RoleId = keyof typeof ROLES;

/** Every role id, in table order. */
export const ROLE_IDS = Object.keys(ROLES) as readonly RoleId[];

/** Whether `value` (a user record's `type`, a stored hint) is a role id of the table. */
export function isRoleId(value: unknown): value is RoleId {
  // Stryker disable next-line ConditionalExpression: Object.hasOwn reads a non-text key as text ('5', 'null'), which no role id is
  return typeof value === 'string' && Object.hasOwn(ROLES, value);
}
