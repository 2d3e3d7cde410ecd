// @vitest-environment jsdom
/**
 * SPEC §6 end to end, one table: every role × every action. The screen offers exactly the
 * allowed actions (home table, its menus, selection, bulk bar, sidebar), and every use case
 * refuses the others without writing. The expected table is written out by hand from SPEC §6
 * and D17, not derived from core canDo.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as useCases from '../../core/usecases';
import { REFUSALS } from '../../core/messages';
import type { InvoiceEntry, Role } from '../../core/model';
import { ALL_ACTIONS, ALL_ROLES, canDo } from '../../core/permissions';
import type { Action } from '../../core/permissions';
import type { ActingUser } from '../../core/workflow';
import { aUser } from '../../core/testing/builders';
import {
  createTestBackend,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { inlineActionsOf, menuItemsOf, rowOf } from '../../testing/homeTable';
import { homeDatabase } from './testData';

const ALL: readonly Role[] = ['admin', 'func', 'superv', 'team'];
const ADMIN: readonly Role[] = ['admin'];

/**
 * SPEC §6 and D17, by hand: who may take each action SPEC §6 names. An action added later (a
 * new mark) is the registry test's (core/actions.test.ts), not a new line here.
 */
const EXPECTED: Readonly<Partial<Record<Action, readonly Role[]>>> = {
  create: ALL,
  edit: ALL,
  delete: ALL,
  pdf: ALL,
  forwardToBilling: ['superv'],
  split: ['admin', 'superv'],
  returnToSupervision: ADMIN,
  markViewed: ADMIN,
  markPaid: ADMIN,
  markAttached: ADMIN,
  darBaixa: ADMIN,
  viewCheckedBy: ADMIN,
  selectRows: ADMIN,
  copyPath: ADMIN,
  manageUsers: ADMIN,
  updatePedidos: ADMIN,
  'report:general': ALL,
  'report:by-code': ALL,
  'report:by-team': ALL,
  'report:by-type': ADMIN,
  'report:coelba': ADMIN,
  'report:paid': ALL,
  'report:paid-summary': ALL,
  'report:daily': ALL,
  'report:monthly': ADMIN,
  'report:faturamento-real': ALL,
};
const NAMED = Object.keys(EXPECTED) as Action[];
const allowed = (action: Action, role: Role) => EXPECTED[action]?.includes(role) ?? false;

/**
 * SPEC §2, §4, issue 16, by hand: the bar over the selected rows. The admin selects any row
 * and toggles viewed and paid or gives Dar Baixa; the supervisor selects the unchecked rows and
 * forwards them; the others have no bar.
 */
const BULK: Readonly<Record<Role, { buttons: string[]; selects: 'all' | 'unchecked' | 'none' }>> = {
  admin: { buttons: ['Visto', 'Pago', 'Dar Baixa'], selects: 'all' },
  superv: { buttons: ['Encaminhar selecionados'], selects: 'unchecked' },
  func: { buttons: [], selects: 'none' },
  team: { buttons: [], selects: 'none' },
};

const TEAM = 'ORCDISTBA01';

it('the table names actions and roles of the core', () => {
  for (const action of NAMED) expect(ALL_ACTIONS).toContain(action);
  expect([...ALL_ROLES].sort()).toEqual([...ALL].sort());
});

// ---------------------------------------------------------------- the screen

desktopViewportPerTest();
beforeEach(() => {
  vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

/** What the home screen offers a role: the actions of SPEC §6, and its bulk bar. */
async function offeredOnScreen(
  role: Role,
): Promise<{ offered: Set<Action>; bulk: (typeof BULK)[Role] }> {
  const user = userEvent.setup();
  const { ports } = createTestBackend(homeDatabase());
  await ports.auth.signIn(aUser(role).email, 'demo123');
  renderWithProviders(null, { ports, path: '/' });
  const teams = await screen.findByRole('navigation', { name: 'Equipes' });
  await user.click(within(teams).getByText('Equipe 01'));
  await screen.findByRole('heading', { name: 'Boletins da Equipe' });
  await user.click(screen.getByRole('button', { name: 'Todos' }));
  await waitFor(() => expect(rowOf('2003')).toBeTruthy());

  const offered = new Set<Action>();
  const add = (action: Action, yes: boolean) => yes && offered.add(action);
  // 2001 unchecked, plain codes; 2002 unchecked, mixed codes; 2003 checked.
  const [plain, mixed, checked] = [
    inlineActionsOf('2001'),
    inlineActionsOf('2002'),
    inlineActionsOf('2003'),
  ];
  const [plainMenu, mixedMenu, checkedMenu] = [
    await menuItemsOf(user, '2001'),
    await menuItemsOf(user, '2002'),
    await menuItemsOf(user, '2003'),
  ];
  // Issue 16: an action is a button or in 'Mais ações', by role; either way it is offered.
  const offers = (buttons: (string | null)[], menu: string[], label: string) =>
    buttons.includes(label) || menu.includes(label);
  add('edit', offers(plain, plainMenu, 'Editar') && offers(checked, checkedMenu, 'Editar'));
  add('pdf', offers(plain, plainMenu, 'Ver PDF') && offers(checked, checkedMenu, 'Ver PDF'));
  add('delete', plainMenu.includes('Excluir') && checkedMenu.includes('Excluir'));
  add('forwardToBilling', plain.includes('Encaminhar para faturamento'));
  add('split', mixedMenu.includes('Dividir boletim'));
  add('returnToSupervision', checkedMenu.includes('Retornar para supervisão'));
  add('markViewed', checked.includes('Marcar como visto'));
  add('markPaid', checked.includes('Marcar como pago'));
  add('markAttached', checked.includes('Marcar como anexado'));
  add('viewCheckedBy', checkedMenu.includes('Ver correção'));
  // A row the role may not select shows its checkbox disabled (superv: a checked bulletin).
  const selectableRow = (id: string) => {
    const box = within(rowOf(id)).queryByRole('checkbox');
    return box !== null && !(box as HTMLInputElement).disabled;
  };
  const bulkBar = screen.queryByRole('toolbar', { name: 'Ações em massa' });
  const buttons = bulkBar
    ? within(bulkBar)
        .queryAllByRole('button')
        .map((button) => button.textContent ?? '')
    : [];
  const selects =
    selectableRow('2003') && selectableRow('2001')
      ? 'all'
      : selectableRow('2001')
        ? 'unchecked'
        : 'none';
  add('selectRows', selects === 'all');
  add('darBaixa', buttons.includes('Dar Baixa'));
  // SPEC §6 state rules: never forward a checked one, return an unchecked one, split plain codes.
  expect(checked).not.toContain('Encaminhar para faturamento');
  expect(plainMenu).not.toContain('Retornar para supervisão');
  expect(plainMenu).not.toContain('Dividir boletim');
  expect(offers(mixed, mixedMenu, 'Editar')).toBe(true);
  // Issue 15: every role reads the history of every bulletin it sees (not a SPEC §6 action).
  for (const menu of [plainMenu, mixedMenu, checkedMenu]) expect(menu).toContain('Histórico');

  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await user.dblClick(within(rowOf('2003')).getByText('Religação'));
  add('copyPath', writeText.mock.calls.length > 0);

  add('create', screen.queryByRole('button', { name: 'Novo Boletim' }) !== null);
  add('manageUsers', screen.queryByTestId('manage-users') !== null);
  const reports = screen.queryAllByTestId('report-item').map((item) => item.dataset.report);
  for (const id of reports) offered.add(`report:${id}` as Action);
  // D17: Atualizar Pedidos lives in the Coelba report.
  add('updatePedidos', reports.includes('coelba'));
  return { offered, bulk: { buttons, selects } };
}

describe(
  'SPEC §6 on the screen: each role is offered exactly its actions',
  SCREEN_TEST_OPTIONS,
  () => {
    it.each(ALL)('%s', async (role) => {
      const { offered, bulk } = await offeredOnScreen(role);
      const expected = NAMED.filter((action) => allowed(action, role));
      expect([...offered].filter((action) => NAMED.includes(action)).sort()).toEqual(
        [...expected].sort(),
      );
      expect(bulk).toEqual(BULK[role]);
    });
  },
);

// ---------------------------------------------------------------- the use cases

type Backend = ReturnType<typeof createTestBackend>;
type Attempt = (backend: Backend, user: ActingUser) => Promise<{ ok: boolean; reason?: string }>;

async function entry({ ports }: Backend, key: string): Promise<InvoiceEntry> {
  return (await ports.invoices.get(TEAM, key)) as InvoiceEntry;
}

/** Every action a use case writes, tried on a bulletin in the state it needs (SPEC §6). */
const ATTEMPTS: Partial<Record<Action, Attempt>> = {
  delete: async (b, u) =>
    useCases.deleteInvoice(b.ports.invoices, await entry(b, 'kPend'), u, '1234', '1234'),
  forwardToBilling: async (b, u) =>
    useCases.forwardToBilling(b.ports.invoices, await entry(b, 'kPend'), u, Date.now()),
  split: async (b, u) => useCases.split(b.ports.invoices, await entry(b, 'kMixed'), u, 1.5),
  returnToSupervision: async (b, u) =>
    useCases.returnToSupervision(
      b.ports.invoices,
      await entry(b, 'kChecked'),
      u,
      'Faltou a foto.',
      Date.now(),
    ),
  markViewed: async (b, u) => useCases.markViewed(b.ports.invoices, await entry(b, 'kChecked'), u),
  markPaid: async (b, u) => useCases.markPaid(b.ports.invoices, await entry(b, 'kChecked'), u),
  markAttached: async (b, u) =>
    useCases.markAttached(b.ports.invoices, await entry(b, 'kChecked'), u),
  darBaixa: async (b, u) =>
    useCases.darBaixa(
      b.ports.invoices,
      [await entry(b, 'kChecked'), await entry(b, 'kChecked2')].map((e) => ({
        entry: e,
        pedido: '4500',
      })),
      u,
    ),
  updatePedidos: async (b, u) =>
    useCases.updatePedidos(
      b.ports.invoices,
      [{ entry: await entry(b, 'kChecked'), positions: [0] }],
      '4500',
      u,
    ),
  manageUsers: (b, u) =>
    useCases.changeSupervision(b.ports.users, u, 'uSuperv', { add: [TEAM], remove: [] }),
};

/** Issue 16, SPEC §4: the bulk forms of an action, refused and allowed as the action itself. */
const BULK_ATTEMPTS: Partial<Record<Action, Attempt>> = {
  forwardToBilling: async (b, u) =>
    useCases.bulkForwardToBilling(
      b.ports.invoices,
      [await entry(b, 'kPend'), await entry(b, 'kMixed')],
      u,
      Date.now(),
    ),
  markPaid: async (b, u) =>
    useCases.bulkToggle(
      b.ports.invoices,
      [await entry(b, 'kChecked'), await entry(b, 'kChecked2')],
      'markPaid',
      u,
    ),
  markViewed: async (b, u) =>
    useCases.bulkToggle(
      b.ports.invoices,
      [await entry(b, 'kChecked'), await entry(b, 'kChecked2')],
      'markViewed',
      u,
    ),
};

describe('SPEC §6 in the use cases: every refused action is refused and writes nothing', () => {
  const cases = ALL.flatMap((role) =>
    NAMED.map((action) => [role, action, allowed(action, role)] as const),
  );

  it.each(cases)('%s × %s (allowed: %s)', async (role, action, allowed) => {
    // Actions without a write (edit, pdf, viewCheckedBy, selectRows, copyPath, reports, create)
    // have core canDo as their only gate.
    expect(canDo(role, action)).toBe(allowed);
    for (const attempt of [ATTEMPTS[action], BULK_ATTEMPTS[action]]) {
      if (!attempt) continue;
      const backend = createTestBackend(homeDatabase());
      const before = JSON.stringify(await backend.tree.get(''));
      const outcome = await attempt(backend, aUser(role));
      if (allowed) {
        expect(outcome).toMatchObject({ ok: true });
        expect(JSON.stringify(await backend.tree.get(''))).not.toBe(before);
      } else {
        expect(outcome).toEqual({ ok: false, reason: REFUSALS.notAllowed });
        expect(JSON.stringify(await backend.tree.get(''))).toBe(before);
      }
    }
  });
});
