import { REFUSALS } from './messages';
import type { Invoice, Role } from './model';
import {
  ALL_ACTIONS,
  ALL_ROLES,
  canDo,
  defaultStatusFilter,
  needsConfirmation,
  needsPassword,
  passwordMatches,
  refusalReason,
  visibleReports,
} from './permissions';
import type { Action } from './permissions';
import { REPORTS, reportInfo } from './reports';

const everyone: Action[] = [
  'create',
  'edit',
  'delete',
  'pdf',
  'report:general',
  'report:by-code',
  'report:by-team',
  'report:paid',
  'report:paid-summary',
  'report:daily',
  'report:faturamento-real',
];
const adminOnly: Action[] = [
  'returnToSupervision',
  'markViewed',
  'markPaid',
  'markAttached',
  'darBaixa',
  'viewCheckedBy',
  'selectRows',
  'copyPath',
  'manageUsers',
  'updatePedidos',
  'report:by-type',
  'report:coelba',
  'report:monthly',
];

// SPEC §6 and D17, written out by hand per role, for the actions SPEC §6 names. An action added
// later (a new mark) is the registry test's (actions.test.ts), not a new line here.
const allowedByRole: Record<Role, Action[]> = {
  admin: [...everyone, ...adminOnly, 'split'],
  func: [...everyone],
  superv: [...everyone, 'forwardToBilling', 'split'],
  team: [...everyone],
};
const named: Action[] = [...new Set(Object.values(allowedByRole).flat())];

describe('every role × every action SPEC §6 names (SPEC §6, D17)', () => {
  it('every action named is one of the core', () => {
    for (const action of named) expect(ALL_ACTIONS).toContain(action);
  });

  const cases = ALL_ROLES.flatMap((role) =>
    named.map((action) => [role, action, allowedByRole[role].includes(action)] as const),
  );

  it.each(cases)('%s may %s: %s', (role, action, expected) => {
    expect(canDo(role, action)).toBe(expected);
    expect(refusalReason(role, action)).toBe(expected ? null : REFUSALS.notAllowed);
  });

  it("the editor's sections are an edit: everyone saves them", () => {
    for (const role of ALL_ROLES) {
      for (const section of ['saveHeader', 'saveServices', 'saveMaterials', 'savePhotos'] as const)
        expect(canDo(role, section)).toBe(true);
    }
  });

  it.each(ALL_ACTIONS)('a user without a role may not %s', (action) => {
    expect(canDo(null, action)).toBe(false);
    expect(canDo(undefined, action)).toBe(false);
  });
});

const unchecked: Invoice = { checked: false, services: [{ code: 'NDE1' }] };
const checked: Invoice = { checked: true, services: [{ code: 'NDE1' }] };
const mixed: Invoice = { services: [{ code: 'NDE1' }, { code: 'NDM2' }] };

describe('actions that depend on the bulletin (SPEC §6)', () => {
  it('superv forwards only unchecked bulletins', () => {
    expect(canDo('superv', 'forwardToBilling', unchecked)).toBe(true);
    expect(canDo('superv', 'forwardToBilling', {})).toBe(true);
    expect(canDo('superv', 'forwardToBilling', checked)).toBe(false);
    expect(refusalReason('superv', 'forwardToBilling', checked)).toBe(REFUSALS.alreadyChecked);
    expect(canDo('admin', 'forwardToBilling', unchecked)).toBe(false);
  });

  it("checked counts only when it is true (D37): 'true' is unchecked", () => {
    expect(canDo('superv', 'forwardToBilling', { checked: 'true' as unknown as boolean })).toBe(
      true,
    );
  });

  it('admin returns only checked bulletins to supervision', () => {
    expect(canDo('admin', 'returnToSupervision', checked)).toBe(true);
    expect(refusalReason('admin', 'returnToSupervision', unchecked)).toBe(REFUSALS.notChecked);
  });

  it('admin and superv split only bulletins with mixed codes', () => {
    expect(canDo('admin', 'split', mixed)).toBe(true);
    expect(canDo('superv', 'split', mixed)).toBe(true);
    expect(refusalReason('admin', 'split', unchecked)).toBe(REFUSALS.notMixed);
    expect(canDo('team', 'split', mixed)).toBe(false);
  });

  it('other actions do not depend on the bulletin', () => {
    expect(canDo('admin', 'markPaid', checked)).toBe(true);
    expect(canDo('team', 'edit', checked)).toBe(true);
    expect(canDo('team', 'markPaid', unchecked)).toBe(false);
  });
});

describe('password and confirmation (SPEC §6)', () => {
  it('a non-admin editing a checked bulletin needs the password', () => {
    expect(needsPassword('func', 'edit', checked)).toBe(true);
    expect(needsPassword('superv', 'edit', checked)).toBe(true);
    expect(needsPassword('team', 'edit', checked)).toBe(true);
    expect(needsPassword('admin', 'edit', checked)).toBe(false);
  });

  it('a user without a role is asked the password for a checked bulletin, and to confirm a delete', () => {
    expect(needsPassword(undefined, 'edit', checked)).toBe(true);
    expect(needsPassword(null, 'edit', unchecked)).toBe(false);
    expect(needsPassword(undefined, 'delete')).toBe(false);
  });

  it('editing an unchecked bulletin needs no password', () => {
    for (const role of ALL_ROLES) expect(needsPassword(role, 'edit', unchecked)).toBe(false);
    expect(needsPassword('team', 'edit')).toBe(false);
  });

  it('team and func delete with the password; superv and admin confirm instead', () => {
    expect(needsPassword('team', 'delete', unchecked)).toBe(true);
    expect(needsPassword('func', 'delete')).toBe(true);
    expect(needsPassword('superv', 'delete')).toBe(false);
    expect(needsPassword('admin', 'delete')).toBe(false);
    expect(needsConfirmation('superv', 'delete')).toBe(true);
    expect(needsConfirmation('admin', 'delete')).toBe(true);
    expect(needsConfirmation('team', 'delete')).toBe(false);
    expect(needsConfirmation('admin', 'edit')).toBe(false);
  });

  it('no other action asks for the password', () => {
    expect(needsPassword('team', 'pdf', checked)).toBe(false);
    expect(needsPassword('superv', 'forwardToBilling', unchecked)).toBe(false);
  });

  it('the password is compared exactly with the build setting (D26)', () => {
    expect(passwordMatches('1234', '1234')).toBe(true);
    expect(passwordMatches(' 1234', '1234')).toBe(false);
    expect(passwordMatches(null, '1234')).toBe(false);
  });
});

describe('default status filter (SPEC §6)', () => {
  it('superv sees unchecked, admin checked, the others all', () => {
    expect(defaultStatusFilter('superv')).toBe('unchecked');
    expect(defaultStatusFilter('admin')).toBe('checked');
    expect(defaultStatusFilter('func')).toBe('all');
    expect(defaultStatusFilter('team')).toBe('all');
    expect(defaultStatusFilter(null)).toBe('all');
  });
});

describe('report visibility (D17)', () => {
  it('admin sees all ten reports in sidebar order', () => {
    expect(visibleReports('admin').map((r) => r.label)).toEqual([
      'Geral',
      'Por Código',
      'Por Equipe',
      'Por Tipo',
      'Coelba',
      'Pagos',
      'Pagos (Resumo)',
      'Relatório Diário',
      'Relatório Mensal',
      'Faturamento Real',
    ]);
  });

  it.each(['func', 'superv', 'team'] as const)('%s sees the seven reports for everyone', (role) => {
    expect(visibleReports(role).map((r) => r.label)).toEqual([
      'Geral',
      'Por Código',
      'Por Equipe',
      'Pagos',
      'Pagos (Resumo)',
      'Relatório Diário',
      'Faturamento Real',
    ]);
  });

  it('a user without a role sees none', () => {
    expect(visibleReports(null)).toEqual([]);
  });

  it('each report has its route and CSV prefix (SPEC §2, §9, D23)', () => {
    expect(reportInfo('coelba')).toMatchObject({
      path: '/reports/coelba',
      title: 'Relatório Coelba',
      csvPrefix: 'relatorio-coelba-',
      adminOnly: true,
    });
    expect(reportInfo('general')?.csvPrefix).toBe('relatorio-geral-');
    expect(reportInfo('paid-summary')?.csvPrefix).toBe('relatorio-pagos-resumo-');
    expect(reportInfo('faturamento-real')?.csvPrefix).toBe('faturamento-real-');
    expect(reportInfo('nope')).toBeUndefined();
    expect(REPORTS).toHaveLength(10);
  });
});
