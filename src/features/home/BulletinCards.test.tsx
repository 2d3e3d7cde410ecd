// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anInvoice, usersDatabase } from '../../core/testing/builders';
import { SCREEN_TEST_OPTIONS } from '../../testing/render';
import { notice } from '../../testing/homeTable';
import { homeDatabase, openTeam01As, phoneViewportPerTest } from './testData';

/**
 * Issue 40: below `sm` (a phone) 'Boletins da Equipe' is a list of cards, not the grid: each
 * shows what the grid's row shows, with the row's actions, and the role's selection feeds the
 * same bulk bar.
 */
phoneViewportPerTest();
let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  open = vi.spyOn(window, 'open').mockReturnValue(null);
  sessionStorage.clear();
});
afterEach(() => open.mockRestore());

const DAY = 86_400_000;
const TEAM = 'ORCDISTBA01';

const cardList = () => screen.getByRole('list', { name: 'Boletins da Equipe' });
const cards = () => within(cardList()).getAllByTestId('bulletin-card');
const cardIds = () => cards().map((card) => within(card).getByTestId('card-id').textContent);
/** The card of bulletin `id` (its heading is the id). */
const cardOf = (id: string): HTMLElement => {
  const card = cards().find((c) => within(c).getByTestId('card-id').textContent === id);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
};

async function openAs(email: string, database: unknown = homeDatabase()) {
  const opened = await openTeam01As(email, database, { filter: 'Todos', phone: true });
  await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  return opened;
}

/** Two-digit dd/mm/yyyy of a UTC day, written out here rather than taken from the app. */
const ddmmyyyy = (ms: number) => {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

describe("'Boletins da Equipe' as cards on a phone (issue 40)", SCREEN_TEST_OPTIONS, () => {
  it("a team's card shows ID, Título, Data, Valor and the status chip; no grid", async () => {
    const now = Date.now();
    await openAs('equipe01@demo.local', homeDatabase(now));
    expect(screen.queryByRole('grid')).toBeNull();
    // The grid's default order: newest first.
    expect(cardIds()).toEqual(['2001', '2002', '2003', '2004', '2005']);
    const card = cardOf('2001');
    expect(within(card).getByTestId('card-title')).toHaveTextContent('Troca de cruzeta');
    expect(card).toHaveTextContent('P-1 · São Félix');
    expect(within(card).getByTestId('card-date')).toHaveTextContent(ddmmyyyy(now - DAY));
    // 100 × 2 × 1,5 (the global factor).
    expect(within(card).getByTestId('card-value')).toHaveTextContent('R$ 300,00');
    expect(within(card).getByTestId('card-status')).toHaveTextContent('Pendente');
    expect(within(cardOf('2005')).getByTestId('card-status')).toHaveTextContent('Visualizado');
    // A team selects nothing: no checkbox on any card, no bulk bar.
    expect(within(cardList()).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('toolbar', { name: 'Ações em massa' })).toBeNull();
  });

  it("a team's card offers the row's actions: Editar, Ver PDF and 'Mais ações' with Histórico and Excluir", async () => {
    const { user } = await openAs('equipe01@demo.local');
    const card = cardOf('2001');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Editar', 'Ver PDF', 'Mais ações']);
    // Editar hands the bulletin over and opens /edit in a new tab.
    await user.click(within(card).getByRole('button', { name: 'Editar' }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('/edit'), '_blank');
    await user.click(within(card).getByRole('button', { name: 'Mais ações' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Histórico', 'Excluir']);
    await user.click(screen.getByRole('menuitem', { name: 'Excluir' }));
    // SPEC §6: a team deletes with the password.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Senha/)).toBeInTheDocument();
  });

  it("a supervisor's inline Encaminhar on a card forwards that bulletin", async () => {
    const { user, tree } = await openAs('superv@demo.local');
    await user.click(
      within(cardOf('2001')).getByRole('button', { name: 'Encaminhar para faturamento' }),
    );
    expect(await notice()).toHaveTextContent('Boletim encaminhado para o faturamento.');
    expect(await tree.get(`forms/${TEAM}/kPend/checked`)).toBe(true);
    // A checked bulletin has no forward any more, on its card as in the grid.
    await waitFor(() =>
      expect(
        within(cardOf('2001')).queryByRole('button', { name: 'Encaminhar para faturamento' }),
      ).toBeNull(),
    );
  });

  it('a supervisor ticks the unchecked cards only, and the bulk bar forwards them', async () => {
    const { user, tree } = await openAs('superv@demo.local');
    // Issue 16: only unchecked bulletins are the supervisor's to select.
    expect(within(cardOf('2003')).queryByRole('checkbox')).toBeNull();
    await user.click(
      within(cardOf('2002')).getByRole('checkbox', { name: 'Selecionar boletim 2002' }),
    );
    const bar = screen.getByRole('toolbar', { name: 'Ações em massa' });
    expect(within(bar).getByTestId('selection-count')).toHaveTextContent('1 boletim selecionado');
    await user.click(within(bar).getByRole('button', { name: 'Encaminhar selecionados' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Encaminhar' }),
    );
    expect(await notice()).toHaveTextContent('1 boletim encaminhado para o faturamento.');
    expect(await tree.get(`forms/${TEAM}/kMixed/checked`)).toBe(true);
    expect(await tree.get(`forms/${TEAM}/kPend/checked`)).toBe(false);
  });

  it("an admin's 'Selecionar todos' selects every listed card, and a second tap clears them", async () => {
    const { user } = await openAs('admin@demo.local');
    const all = screen.getByRole('checkbox', { name: 'Selecionar todos (5)' });
    await user.click(all);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('5 boletins selecionados');
    for (const id of ['2001', '2003', '2005']) {
      expect(
        within(cardOf(id)).getByRole('checkbox', { name: `Selecionar boletim ${id}` }),
      ).toBeChecked();
    }
    await user.click(within(cardOf('2003')).getByRole('checkbox'));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('4 boletins selecionados');
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    await user.click(all);
    expect(screen.getByTestId('selection-count')).toHaveTextContent('Nenhum boletim selecionado');
  });

  it("25 cards at a time, as the grid's page, then 'Mostrar mais'; a search with no match says so", async () => {
    const now = Date.now();
    const forms = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [
        `k${i}`,
        anInvoice({
          id: String(3000 + i),
          checked: false,
          date: now - (i + 1) * 3_600_000,
          header: { title: `Serviço ${i}` },
        }),
      ]),
    );
    const { user } = await openAs('equipe01@demo.local', {
      ...usersDatabase(),
      forms: { [TEAM]: forms },
    });
    expect(cards()).toHaveLength(25);
    expect(cardIds()[0]).toBe('3000');
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (25 de 30)' }));
    expect(cards()).toHaveLength(30);
    expect(cardIds().at(-1)).toBe('3029');
    expect(screen.queryByRole('button', { name: /Mostrar mais/ })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'nada disso');
    expect(await screen.findByText('Nenhum boletim encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Boletins da Equipe' })).toBeNull();
  });
});
