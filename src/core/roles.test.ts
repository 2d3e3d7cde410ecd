/**
 * P54: the roles table drives every rule that differs by role. The table is given two roles it
 * does not have (a `vi.mock` of ./roles), each entry made of the table's own parts, and the
 * rules that read the table treat them as their entries say, with no other change: the proof
 * that a new role is one entry, not that the four of SPEC §6 are what they are (permissions,
 * status and teams tests check those by hand).
 */
import { vi } from 'vitest';
import type { Invoice, Role } from './model';
import { ALL_ROLES, defaultStatusFilter, needsConfirmation, needsPassword } from './permissions';
import { HOME_STATUS_FILTERS, badgeCount, badgeRead, waitsForViewer } from './status';
import { listSupervisors } from './supervisors';
import { FIXED_TEAMS, roleOf, teamsForUser } from './teams';
import { ROLES, ROLE_IDS, isRoleId } from './roles';
import type * as Roles from './roles';
import type { RoleInfo } from './roles';

vi.mock('./roles', async (importOriginal) => {
  const real = await importOriginal<typeof Roles>();
  const extra: Record<string, RoleInfo> = {
    // Reads every team like func, types no password, starts on all.
    fiscal: {
      label: 'Fiscal',
      teams: 'all',
      badge: null,
      defaultFilter: 'all',
      password: { editChecked: false, delete: false },
      chip: null,
    },
    // A supervisor's reach with billing's badge and a password for everything.
    auditor: {
      label: 'Auditor',
      teams: 'supervision',
      badge: { read: 'period', waits: 'checkedUnviewed' },
      defaultFilter: 'checked',
      password: { editChecked: true, delete: true },
      chip: null,
    },
  };
  const roles = { ...real.ROLES, ...extra };
  return {
    ...real,
    ROLES: roles,
    ROLE_IDS: Object.keys(roles),
    isRoleId: (value: unknown) => typeof value === 'string' && Object.hasOwn(roles, value),
  };
});

const fiscal = 'fiscal' as Role;
const auditor = 'auditor' as Role;

const opened = { sent_status: 'true_opened' } as const;
const checked: Invoice = { ...opened, checked: true, date: '10/11/2026' };
const unchecked: Invoice = { ...opened, checked: false, date: '10/11/2026' };
const period = { start: Date.UTC(2026, 9, 26), end: Date.UTC(2026, 10, 25, 23, 59, 59, 999) };

describe('a role added to the table (P54)', () => {
  it('is a role of its users and of every list of roles', () => {
    expect(roleOf({ type: 'fiscal' })).toBe('fiscal');
    expect(roleOf({ type: 'auditor' })).toBe('auditor');
    expect(ALL_ROLES).toContain('fiscal');
    expect(ROLE_IDS).toEqual(Object.keys(ROLES));
    expect(isRoleId('toString')).toBe(false);
  });

  it("finds its teams as its entry's reach says", () => {
    expect(teamsForUser({ type: 'fiscal', team: 'ORCDISTBA02' })).toEqual([...FIXED_TEAMS]);
    expect(teamsForUser({ type: 'auditor', supervision: 'ORCDISTBA03,N/A' })).toEqual([
      'ORCDISTBA03',
    ]);
  });

  it('is listed on the admin screen when its teams are its supervision list', () => {
    const names = listSupervisors([
      { uid: 'a', collection: 'users', record: { type: 'auditor', name: 'Ana' } },
      { uid: 'f', collection: 'users', record: { type: 'fiscal', name: 'Fábio' } },
      { uid: 's', collection: 'users', record: { type: 'superv', name: 'Sara' } },
    ]).map((s) => s.name);
    expect(names).toEqual(['Ana', 'Sara']);
  });

  it('starts the home table on its default filter', () => {
    expect(defaultStatusFilter(fiscal)).toBe('all');
    expect(defaultStatusFilter(auditor)).toBe('checked');
  });

  it("counts its badge by its entry's rule, and reads nothing without one", () => {
    expect(badgeRead(fiscal)).toBeNull();
    expect(badgeCount(fiscal, period, [checked, unchecked])).toBe(0);
    expect(badgeRead(auditor)).toBe('period');
    expect(waitsForViewer(auditor, checked)).toBe(true);
    expect(waitsForViewer(auditor, { ...checked, viewedByFat: true })).toBe(false);
    expect(badgeCount(auditor, period, [checked, unchecked])).toBe(1);
  });

  it('types the password where its entry says, and confirms a delete otherwise', () => {
    expect(needsPassword(fiscal, 'edit', checked)).toBe(false);
    expect(needsPassword(fiscal, 'delete')).toBe(false);
    expect(needsConfirmation(fiscal, 'delete')).toBe(true);
    expect(needsPassword(auditor, 'edit', checked)).toBe(true);
    expect(needsPassword(auditor, 'edit', unchecked)).toBe(false);
    expect(needsPassword(auditor, 'delete')).toBe(true);
    expect(needsConfirmation(auditor, 'delete')).toBe(false);
  });
});

describe('the roles table (SPEC §6)', () => {
  it("every role's default filter is one the home table offers", () => {
    for (const role of ROLE_IDS) {
      expect(HOME_STATUS_FILTERS).toContain(ROLES[role].defaultFilter);
    }
  });

  it('every delete asks the password or a confirmation, never both', () => {
    for (const role of ROLE_IDS) {
      expect(needsPassword(role, 'delete') !== needsConfirmation(role, 'delete')).toBe(true);
    }
  });

  it('a type that is no id of the table is no role', () => {
    for (const type of ['Admin', 'guest', '', 'constructor', '__proto__']) {
      expect(roleOf({ type })).toBeNull();
      expect(teamsForUser({ type, team: 'ORCDISTBA01' })).toEqual([]);
    }
  });
});
