// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { desktopViewportPerTest, SCREEN_TEST_OPTIONS } from '../../testing/render';
import { grid, shownIds } from '../../testing/homeTable';
import { openTeam01As } from './testData';
import {
  aLine,
  anInvoice,
  editElsewhere,
  FORWARDED,
  usersDatabase,
} from '../../core/testing/builders';

const DAY = 86_400_000;
const now = Date.now();

/** Team 01's bulletins: two recent (one checked), one old unchecked, one old checked, one unsent. */
function database() {
  return {
    ...usersDatabase(),
    defaults: { currentFactor: 1.5 },
    forms: {
      ORCDISTBA01: {
        k1: anInvoice({
          id: '1001',
          ...FORWARDED,
          date: now - DAY,
          header: { title: 'Troca de cruzeta', project: 'P-1', city: 'São Félix' },
          // No line factor: 100,50 × 2 × 1,5 = 301,50
          services: [aLine({ price: '100,50', quantity: 2, factor: undefined })],
        }),
        k2: anInvoice({
          id: '1002',
          checked: false,
          date: now - 2 * DAY,
          header: { title: 'Poda de árvore', project: 'P-2', city: 'Cachoeira' },
          // 10 × 3 × 2 = 60,00
          services: [aLine({ code: 'NDM1', price: 10, quantity: 3, factor: 2 })],
        }),
        // Outside the default period but unchecked: D11's second query lists it.
        k3: anInvoice({
          id: '0900',
          checked: false,
          date: now - 700 * DAY,
          header: { title: 'Antigo pendente', project: 'P-3', city: 'Muritiba' },
        }),
        // Outside the period and checked: not listed.
        k4: anInvoice({
          id: '0800',
          ...FORWARDED,
          date: now - 700 * DAY,
          header: { title: 'Antigo corrigido' },
        }),
        // D10: not sent.
        k5: anInvoice({
          id: '1005',
          sent_status: 'false_opened',
          checked: false,
          date: now - DAY,
          header: { title: 'Rascunho' },
        }),
      },
    },
  };
}

desktopViewportPerTest();

const openTeamAs = (email: string) => openTeam01As(email, database());

const listedIds = () => shownIds().sort();

describe("'Boletins da Equipe' (SPEC §2, D10, D11)", SCREEN_TEST_OPTIONS, () => {
  it('func sees every listed bulletin: the period plus old unchecked ones, never unsent', async () => {
    await openTeamAs('func@demo.local');
    await waitFor(() => expect(listedIds()).toEqual(['0900', '1001', '1002']));
  });

  it('superv starts on unchecked (SPEC §6)', async () => {
    await openTeamAs('superv@demo.local');
    await waitFor(() => expect(listedIds()).toEqual(['0900', '1002']));
    expect(screen.getByRole('button', { name: 'Não Corrigidos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('admin starts on checked, and may switch to all', async () => {
    const { user } = await openTeamAs('admin@demo.local');
    await waitFor(() => expect(listedIds()).toEqual(['1001']));
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await waitFor(() => expect(listedIds()).toEqual(['0900', '1001', '1002']));
  });

  it('shows the value with factor in R$ and the D9 status', async () => {
    await openTeamAs('func@demo.local');
    await waitFor(() => expect(listedIds()).toHaveLength(3));
    const row1001 = within(grid()).getByText('1001').closest('[role="row"]') as HTMLElement;
    expect(row1001).toHaveTextContent('R$ 301,50');
    expect(row1001).toHaveTextContent('Corrigido');
    const row1002 = within(grid()).getByText('1002').closest('[role="row"]') as HTMLElement;
    expect(row1002).toHaveTextContent('R$ 60,00');
    expect(row1002).toHaveTextContent('Pendente');
  });

  it('searches accent-insensitively (D21)', async () => {
    const { user } = await openTeamAs('func@demo.local');
    await waitFor(() => expect(listedIds()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'sao felix');
    await waitFor(() => expect(listedIds()).toEqual(['1001']));
  });

  it("says 'Nenhum boletim encontrado' when nothing matches", async () => {
    const { user } = await openTeamAs('func@demo.local');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'zzz');
    expect(await screen.findByText('Nenhum boletim encontrado')).toBeVisible();
  });

  it('shows a change made elsewhere without reload (live, D11)', async () => {
    const { ports } = await openTeamAs('func@demo.local');
    await waitFor(() => expect(listedIds()).toHaveLength(3));
    await act(() =>
      editElsewhere(ports.invoices, 'ORCDISTBA01', 'k5', { sent_status: 'true_opened' }),
    );
    await waitFor(() => expect(listedIds()).toEqual(['0900', '1001', '1002', '1005']));
  });
});
