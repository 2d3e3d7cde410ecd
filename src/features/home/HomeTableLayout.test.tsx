// @vitest-environment jsdom
/**
 * Issue 16: the home table fits 1366 px (compact actions: the role's everyday ones as buttons,
 * the rest in 'Mais ações'), long texts show whole in a tooltip on hover and keyboard focus,
 * and the pedido Dar Baixa stored is shown in the status cell.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../core/model';
import { aUser } from '../../core/testing/builders';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { inlineActionsOf, menuItemsOf, rowOf } from '../../testing/homeTable';
import { bulletinColumns } from './bulletinColumns';
import { actionsColumnWidth } from './RowActions';
import { homeDatabase, openTeam01As } from './testData';

const TEAM = 'ORCDISTBA01';
const LONG_TITLE = 'Regularização de rede após abalroamento no alimentador 04';

desktopViewportPerTest();
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => open.mockRestore());

async function openTeamAs(role: Role) {
  const database = homeDatabase();
  const forms = database.forms[TEAM];
  forms.kChecked.header = { ...forms.kChecked.header, title: LONG_TITLE };
  forms.kChecked3.header = { ...forms.kChecked3.header, pedido: '4500000123' };
  const opened = await openTeam01As(aUser(role).email, database, { filter: 'Todos' });
  await waitFor(() => expect(rowOf('2003')).toBeTruthy());
  return opened;
}

describe('the home table fits 1366 px (issue 16)', () => {
  // 1366 px less the 280 px sidebar, the main area's 16 px each side and the panel's borders.
  const TABLE_WIDTH_AT_1366 = 1366 - 280 - 2 * 16 - 2;
  const CHECKBOX_COLUMN = 50;

  it.each<[Role, boolean]>([
    ['admin', true],
    ['superv', true],
    ['func', false],
    ['team', false],
  ])('%s: the fixed columns and the actions leave Título at least 190 px', (role, selects) => {
    const columns = bulletinColumns();
    const fixed =
      columns.reduce((sum, c) => sum + (c.flex ? 0 : (c.width ?? 0)), 0) +
      actionsColumnWidth(role) +
      (selects ? CHECKBOX_COLUMN : 0);
    const flexible = columns.filter((c) => c.flex);
    const flexTotal = flexible.reduce((sum, c) => sum + (c.flex ?? 0), 0);
    const free = TABLE_WIDTH_AT_1366 - fixed;
    // The grid shares the free width by flex; no flexible column is pushed below its minimum,
    // so nothing overflows.
    for (const column of flexible)
      expect(free * ((column.flex ?? 0) / flexTotal), column.field).toBeGreaterThanOrEqual(
        column.minWidth ?? 0,
      );
    const title = columns.find((c) => c.field === 'title');
    // About 27 letters of title before the ellipsis.
    expect(free * ((title?.flex ?? 0) / flexTotal)).toBeGreaterThanOrEqual(190);
  });
});

describe('row actions: buttons and the menu, by role (issue 16)', SCREEN_TEST_OPTIONS, () => {
  it('admin: PDF and the three marks as buttons; Editar, Ver correção, Histórico, Retornar, Excluir in the menu', async () => {
    const { user } = await openTeamAs('admin');
    expect(inlineActionsOf('2003')).toEqual([
      'Ver PDF',
      'Marcar como visto',
      'Marcar como pago',
      'Marcar como anexado',
      'Mais ações',
    ]);
    expect(await menuItemsOf(user, '2003')).toEqual([
      'Editar',
      'Ver correção',
      'Histórico',
      'Retornar para supervisão',
      'Excluir',
    ]);
    // Editar from the menu opens the editor (an admin needs no password).
    await user.click(within(rowOf('2003')).getByRole('button', { name: 'Mais ações' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringContaining('/edit?team=ORCDISTBA01&key=kChecked'),
      '_blank',
    );
  });

  it('superv: Editar, PDF and forward as buttons; Histórico, split and delete in the menu', async () => {
    const { user } = await openTeamAs('superv');
    expect(inlineActionsOf('2002')).toEqual([
      'Editar',
      'Ver PDF',
      'Encaminhar para faturamento',
      'Mais ações',
    ]);
    expect(await menuItemsOf(user, '2002')).toEqual(['Histórico', 'Dividir boletim', 'Excluir']);
    expect(inlineActionsOf('2003')).toEqual(['Editar', 'Ver PDF', 'Mais ações']);
  });

  it.each(['func', 'team'] as const)(
    '%s: Editar and PDF as buttons; Histórico and delete in the menu',
    async (role) => {
      const { user } = await openTeamAs(role);
      expect(inlineActionsOf('2003')).toEqual(['Editar', 'Ver PDF', 'Mais ações']);
      expect(await menuItemsOf(user, '2003')).toEqual(['Histórico', 'Excluir']);
    },
  );
});

describe('long texts and the pedido (issue 16)', SCREEN_TEST_OPTIONS, () => {
  // jsdom lays nothing out: a text longer than 30 letters is "wider than its cell".
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return (this.textContent ?? '').length * 7;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => 210);
  });
  afterEach(() => vi.restoreAllMocks());

  const titleCell = (id: string) => rowOf(id).querySelector('[data-field="title"]') as HTMLElement;

  it('a cut title shows whole in a tooltip on hover; a title that fits has none', async () => {
    const { user } = await openTeamAs('func');
    const text = within(titleCell('2003')).getByText(LONG_TITLE);
    await user.hover(text);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TITLE);
    await user.unhover(text);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(within(titleCell('2001')).getByText('Troca de cruzeta'));
    // Give a tooltip the time it would take to appear.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a cut title shows whole in a tooltip when its cell has the keyboard focus; Esc hides it', async () => {
    const { user } = await openTeamAs('func');
    // The grid moves its focus cell by cell with the arrow keys, from the ID cell to the title.
    const idCell = rowOf('2003').querySelector('[data-field="invoiceId"]') as HTMLElement;
    await user.click(idCell);
    await waitFor(() => expect(idCell).toHaveFocus());
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(titleCell('2003')).toHaveFocus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_TITLE);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows the pedido in the status cell, and the one Dar Baixa stores', async () => {
    const { user, tree } = await openTeamAs('admin');
    const statusOf = (id: string) =>
      rowOf(id).querySelector('[data-field="status"]') as HTMLElement;
    expect(statusOf('2005')).toHaveTextContent('Pedido 4500000123');
    expect(within(statusOf('2003')).queryByTestId('pedido')).toBeNull();
    await user.click(within(rowOf('2003')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Número do pedido'), '4500000777{Enter}');
    await waitFor(() => expect(statusOf('2003')).toHaveTextContent('Pedido 4500000777'));
    expect(statusOf('2003')).toHaveTextContent('Anexado');
    expect(await tree.get(`forms/${TEAM}/kChecked/header/pedido`)).toBe('4500000777');
  });
});
