// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../core/model';
import type { Ports } from '../../core/ports';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { grid, notice, rowOf, shownIds } from '../../testing/homeTable';
import { QUESTION_SETTLE_MS } from '../../ui/gestures';
import { freezeGestureClock, openTeam01As } from './testData';
import {
  aLine,
  anInvoice,
  deleteElsewhere,
  editElsewhere,
  FORWARDED,
  ON_CREATION,
  usersDatabase,
} from '../../core/testing/builders';

const DAY = 86_400_000;
const TEAM = 'ORCDISTBA01';
const OTHER_TEAM = 'ORCDISTBA02';

/** A listed, checked bulletin of the home period (the admin's default filter shows it). */
function aBulletin(id: string, city: string, daysAgo: number, price: number, now: number) {
  return anInvoice({
    id,
    ...FORWARDED,
    date: now - daysAgo * DAY,
    header: { title: `Serviço ${id}`, project: `P-${id}`, city },
    services: [aLine({ code: 'NDM40C', price, quantity: 1, factor: 1 })],
  });
}

/**
 * ORCDISTBA01: three checked bulletins in Cachoeira, two in Muritiba, one in Santo Amaro, and
 * one unchecked in Cachoeira (hidden by the admin's default 'Corrigidos'). Values (factor 1):
 * A 100, B 300, C 200, D 50, E 400, F 250, G 150. ORCDISTBA02 holds a bulletin under the same
 * push key as A: a key is an identity only within its team.
 */
function database() {
  const now = Date.now();
  return {
    ...usersDatabase(),
    defaults: { currentFactor: 1.5 },
    forms: {
      [TEAM]: {
        kA: aBulletin('3001', 'Cachoeira', 1, 100, now),
        kB: aBulletin('3002', 'Cachoeira', 2, 300, now),
        kC: aBulletin('3003', 'Cachoeira', 3, 200, now),
        kD: aBulletin('3004', 'Muritiba', 4, 50, now),
        kE: aBulletin('3005', 'Muritiba', 5, 400, now),
        kF: aBulletin('3006', 'Santo Amaro', 6, 250, now),
        kG: { ...aBulletin('3007', 'Cachoeira', 7, 150, now), ...ON_CREATION },
      },
      [OTHER_TEAM]: { kA: aBulletin('9001', 'Cachoeira', 1, 100, now) },
    },
  };
}

desktopViewportPerTest();

async function openTeamAsAdmin() {
  const opened = await openTeam01As('admin@demo.local', database());
  await waitFor(() => expect(shownIds()).toHaveLength(6));
  return opened;
}

const selectRow = (user: ReturnType<typeof userEvent.setup>, id: string) =>
  user.click(within(rowOf(id)).getByRole('checkbox'));
const selectionCount = () => screen.getByTestId('selection-count');

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string, ids: string[]) {
  const box = screen.getByRole('searchbox', { name: 'Buscar' });
  await user.clear(box);
  if (text) await user.type(box, text);
  await waitFor(() => expect(shownIds()).toEqual(ids));
}

/** Clicks the header of a column, by its field (each click: ascending, descending, none). */
function sortBy(user: ReturnType<typeof userEvent.setup>, field: 'invoiceId' | 'valueCents') {
  const header = within(grid())
    .getAllByRole('columnheader')
    .find((cell) => cell.getAttribute('data-field') === field);
  return user.click(header as HTMLElement);
}

/** Every bulletin of both teams as the database holds it, read through the InvoiceRepo port. */
async function stored(ports: Ports): Promise<Map<string, Invoice>> {
  const all = new Map<string, Invoice>();
  for (const team of [TEAM, OTHER_TEAM])
    for (const { key, invoice } of await ports.invoices.listAll(team))
      all.set(`${team}/${key}`, invoice);
  return all;
}

/**
 * Asserts by identity that the bulletins in `changed` hold `expected(before)` and that every
 * other bulletin of both teams is exactly as it was.
 */
async function expectOnlyChanged(
  ports: Ports,
  before: Map<string, Invoice>,
  changed: Record<string, (invoice: Invoice) => Invoice>,
) {
  const after = await stored(ports);
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [path, invoice] of before) {
    const key = path.startsWith(`${TEAM}/`) ? path.slice(TEAM.length + 1) : null;
    const change = key === null ? undefined : changed[key];
    // D51: a bulletin the action changed moved on exactly one revision; the others kept theirs.
    const expected = change ? { ...change(invoice), rev: (invoice.rev ?? 0) + 1 } : invoice;
    expect(after.get(path), path).toEqual(expected);
  }
}

describe('home selection acts on identities (D49)', SCREEN_TEST_OPTIONS, () => {
  it('Visto marks every selected bulletin, also those a later search hides, and no other', async () => {
    const { user, ports } = await openTeamAsAdmin();
    const before = await stored(ports);
    await sortBy(user, 'valueCents');
    await searchFor(user, 'Cachoeira', ['3001', '3003', '3002']);
    await selectRow(user, '3001');
    await selectRow(user, '3003');
    await searchFor(user, 'Muritiba', ['3004', '3005']);
    await selectRow(user, '3005');
    expect(selectionCount()).toHaveTextContent('3 boletins selecionados, 2 fora do filtro');
    await user.click(screen.getByRole('button', { name: 'Visto' }));
    expect(await notice()).toHaveTextContent('3 boletins marcados como visto.');
    const viewed = (invoice: Invoice) => ({ ...invoice, viewedByFat: true });
    await expectOnlyChanged(ports, before, { kA: viewed, kC: viewed, kE: viewed });
  });

  it('Pago marks every selected bulletin, also those the status filter then hides, and no other', async () => {
    const { user, ports } = await openTeamAsAdmin();
    const before = await stored(ports);
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await sortBy(user, 'invoiceId');
    await sortBy(user, 'invoiceId');
    await searchFor(user, 'Cachoeira', ['3007', '3003', '3002', '3001']);
    await selectRow(user, '3007');
    await selectRow(user, '3002');
    await user.click(screen.getByRole('button', { name: 'Corrigidos' }));
    await searchFor(user, 'Muritiba', ['3005', '3004']);
    await selectRow(user, '3004');
    expect(selectionCount()).toHaveTextContent('3 boletins selecionados, 2 fora do filtro');
    // The same search again shows one of them; the other stays hidden by 'Corrigidos'.
    await searchFor(user, 'Cachoeira', ['3003', '3002', '3001']);
    expect(selectionCount()).toHaveTextContent('3 boletins selecionados, 2 fora do filtro');
    expect(within(rowOf('3002')).getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pago' }));
    expect(await notice()).toHaveTextContent('3 boletins marcados como pago.');
    const paid = (invoice: Invoice) => ({ ...invoice, paid: true });
    await expectOnlyChanged(ports, before, { kG: paid, kB: paid, kD: paid });
  });

  it('Dar Baixa asks for each selected bulletin, the shown ones in the sort shown and then the hidden ones, and writes each pedido to its own bulletin', async () => {
    const { user, ports } = await openTeamAsAdmin();
    const clock = freezeGestureClock();
    const before = await stored(ports);
    await sortBy(user, 'valueCents');
    await sortBy(user, 'valueCents');
    await searchFor(user, 'Cachoeira', ['3002', '3003', '3001']);
    await selectRow(user, '3002');
    await selectRow(user, '3001');
    await searchFor(user, 'Muritiba', ['3005', '3004']);
    await selectRow(user, '3004');
    await selectRow(user, '3005');
    expect(selectionCount()).toHaveTextContent('4 boletins selecionados, 2 fora do filtro');
    await user.click(screen.getByRole('button', { name: 'Dar Baixa' }));
    // Shown, by Valor descending: 3005 then 3004; hidden, newest first: 3001 then 3002.
    const answers: [string, string | null][] = [
      ['3005', 'PED-E'],
      ['3004', 'PED-D'],
      ['3001', null],
      ['3002', 'PED-B'],
    ];
    for (const [index, [id, pedido]] of answers.entries()) {
      const dialog = await screen.findByRole('dialog', {
        name: `Dar Baixa — boletim ${id} (${index + 1} de 4)`,
      });
      if (pedido === null) {
        // Issue 23: 'Pular', once the fresh prompt has settled.
        clock.advance(QUESTION_SETTLE_MS);
        await user.click(within(dialog).getByRole('button', { name: 'Pular' }));
      } else {
        await user.type(within(dialog).getByLabelText('Número do pedido'), `${pedido}{Enter}`);
      }
    }
    expect(await notice()).toHaveTextContent('Baixa dada em 3 boletins; 1 pulado (3001).');
    const attached = (pedido: string) => (invoice: Invoice) => ({
      ...invoice,
      attached: true,
      header: { ...invoice.header, pedido },
    });
    await expectOnlyChanged(ports, before, {
      kE: attached('PED-E'),
      kD: attached('PED-D'),
      kB: attached('PED-B'),
    });
  });

  it('the header checkbox under a search selects exactly the rows found, and after the search is cleared the action acts only on them', async () => {
    const { user, ports } = await openTeamAsAdmin();
    const before = await stored(ports);
    await searchFor(user, 'Cachoeira', ['3001', '3002', '3003']);
    await user.click(within(grid()).getByRole('checkbox', { name: 'Selecionar todas as linhas' }));
    expect(selectionCount()).toHaveTextContent('3 boletins selecionados');
    await searchFor(user, '', ['3001', '3002', '3003', '3004', '3005', '3006']);
    expect(selectionCount()).toHaveTextContent(/^3 boletins selecionados$/);
    const checked = shownIds().filter(
      (id) => (within(rowOf(id)).getByRole('checkbox') as HTMLInputElement).checked,
    );
    expect(checked).toEqual(['3001', '3002', '3003']);
    await user.click(screen.getByRole('button', { name: 'Visto' }));
    expect(await notice()).toHaveTextContent('3 boletins marcados como visto.');
    const viewed = (invoice: Invoice) => ({ ...invoice, viewedByFat: true });
    await expectOnlyChanged(ports, before, { kA: viewed, kB: viewed, kC: viewed });
  });

  it('unchecking the header checkbox unselects the rows shown and keeps those the search hides', async () => {
    const { user } = await openTeamAsAdmin();
    await searchFor(user, 'Muritiba', ['3004', '3005']);
    await selectRow(user, '3004');
    await searchFor(user, 'Cachoeira', ['3001', '3002', '3003']);
    const header = () =>
      within(grid()).getByRole('checkbox', {
        name: /^(Selecionar|Deselecionar) todas as linhas$/,
      });
    await user.click(header());
    expect(selectionCount()).toHaveTextContent('4 boletins selecionados, 1 fora do filtro');
    await user.click(header());
    expect(selectionCount()).toHaveTextContent('1 boletim selecionado, 1 fora do filtro');
  });

  it('a selected bulletin deleted elsewhere is no longer counted nor acted on', async () => {
    const { user, ports } = await openTeamAsAdmin();
    await selectRow(user, '3001');
    await selectRow(user, '3002');
    await selectRow(user, '3003');
    await searchFor(user, '3001', ['3001']);
    expect(selectionCount()).toHaveTextContent('3 boletins selecionados, 2 fora do filtro');
    await act(() => deleteElsewhere(ports.invoices, TEAM, 'kB'));
    await waitFor(() =>
      expect(selectionCount()).toHaveTextContent('2 boletins selecionados, 1 fora do filtro'),
    );
    const before = await stored(ports);
    await user.click(screen.getByRole('button', { name: 'Visto' }));
    expect(await notice()).toHaveTextContent('2 boletins marcados como visto.');
    const viewed = (invoice: Invoice) => ({ ...invoice, viewedByFat: true });
    await expectOnlyChanged(ports, before, { kA: viewed, kC: viewed });
  });

  it('a selected bulletin that leaves the period is dropped: not counted, not acted on, not selected again when it returns', async () => {
    const { user, ports } = await openTeamAsAdmin();
    await selectRow(user, '3001');
    await selectRow(user, '3005');
    await searchFor(user, 'Cachoeira', ['3001', '3002', '3003']);
    expect(selectionCount()).toHaveTextContent('2 boletins selecionados, 1 fora do filtro');
    // Checked and dated two years ago: outside both live queries of D11.
    const date = (await ports.invoices.get(TEAM, 'kE'))?.invoice.date;
    await act(() => editElsewhere(ports.invoices, TEAM, 'kE', { date: Date.now() - 700 * DAY }));
    await waitFor(() => expect(selectionCount()).toHaveTextContent(/^1 boletim selecionado$/));
    await act(() => editElsewhere(ports.invoices, TEAM, 'kE', { date }));
    await searchFor(user, '', ['3001', '3002', '3003', '3004', '3005', '3006']);
    expect(within(rowOf('3005')).getByRole('checkbox')).not.toBeChecked();
    expect(selectionCount()).toHaveTextContent(/^1 boletim selecionado$/);
    const before = await stored(ports);
    await user.click(screen.getByRole('button', { name: 'Visto' }));
    expect(await notice()).toHaveTextContent('1 boletim marcado como visto.');
    await expectOnlyChanged(ports, before, {
      kA: (invoice) => ({ ...invoice, viewedByFat: true }),
    });
  });

  it('another team starts with nothing selected', async () => {
    const { user } = await openTeamAsAdmin();
    await selectRow(user, '3001');
    expect(selectionCount()).toHaveTextContent('1 boletim selecionado');
    const teams = screen.getByRole('navigation', { name: 'Equipes' });
    await user.click(within(teams).getByText('Equipe 02'));
    await waitFor(() => expect(shownIds()).toEqual(['9001']));
    expect(selectionCount()).toHaveTextContent('Nenhum boletim selecionado');
    await user.click(within(teams).getByText('Equipe 01'));
    await waitFor(() => expect(shownIds()).toHaveLength(6));
    expect(selectionCount()).toHaveTextContent('Nenhum boletim selecionado');
  });
});
