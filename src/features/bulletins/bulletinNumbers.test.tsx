// @vitest-environment jsdom
/**
 * D48 on screen: a new bulletin is numbered by its team's sequence; the success message and
 * the home table show that number, while the push key stays where the record is stored.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestPorts,
  desktopViewportPerTest,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import * as useCases from '../../core/usecases';
import { aUser } from '../../core/testing/builders';
import { NewBulletinPage } from './NewBulletinPage';
import { bulletinsDatabase } from './testData';

desktopViewportPerTest();

/** Today as the form takes it (D8: the local calendar date), so the home period holds it. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const notice = () => screen.getByTestId('new-bulletin-notice');

async function createOne(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(field('Título'), title);
  await user.type(field('Projeto'), 'PJ-48');
  await user.type(field('Data'), today());
  await user.click(screen.getByRole('button', { name: 'Salvar boletim' }));
  await waitFor(() => expect(notice()).toHaveTextContent('Boletim criado com sucesso!'));
}

describe('readable bulletin numbers (D48)', SCREEN_TEST_OPTIONS, () => {
  it("the success message shows the team's next number, and the record keeps it as its id", async () => {
    const user = userEvent.setup();
    // Equipe 01 holds 0107001 (testData): its counter does not exist yet.
    const ports = createTestPorts(bulletinsDatabase());
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    renderWithProviders(<NewBulletinPage />, { ports, path: '/new' });
    await screen.findByRole('heading', { name: 'Novo Boletim' });

    await createOne(user, 'Primeiro numerado');
    expect(notice()).toHaveTextContent('Boletim 0107002 salvo.');
    await createOne(user, 'Segundo numerado');
    expect(notice()).toHaveTextContent('Boletim 0107003 salvo.');

    const created = (await ports.invoices.listAll('ORCDISTBA01')).filter((e) => e.key !== 'kEdit');
    expect(created.map((e) => e.invoice.id).sort()).toEqual(['0107002', '0107003']);
    // The push key stays the record's key (forms/{team}/{key}).
    for (const entry of created) expect(entry.key).toMatch(/^-[-0-9A-Za-z_]{19}$/);
  });

  it("the home table's ID column shows the number of a bulletin just created", async () => {
    const user = userEvent.setup();
    const ports = createTestPorts(bulletinsDatabase());
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const acting = aUser('team');
    const input = {
      team: 'ORCDISTBA01',
      header: { title: 'Numerado', project: 'PJ-48', date: today() },
      services: [],
      materials: [],
      photos: [],
    };
    // What createBulletin dispatches (thunks.ts).
    const outcome = await useCases.createInvoice(ports.invoices, input, acting, Date.now(), 1.5);
    expect(outcome).toMatchObject({ ok: true, id: '0107002' });

    renderWithProviders(null, { ports, path: '/' });
    const teams = await screen.findByRole('navigation', { name: 'Equipes' });
    await user.click(within(teams).getByText('Equipe 01'));
    const grid = await screen.findByRole('grid', { name: 'Boletins da Equipe' });
    await waitFor(() => {
      const ids = within(grid)
        .queryAllByRole('row')
        .map((row) => row.querySelector('[data-field="invoiceId"]')?.textContent);
      expect(ids).toContain('0107002');
      expect(ids.some((id) => id?.startsWith('-'))).toBe(false);
    });
  });
});
