/**
 * Hand-written databases for the home screen tests: the users of every role and five bulletins of
 * ORCDISTBA01 in the states the SPEC §6 permissions depend on (core/testing/builders).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished, vi } from 'vitest';
import { FORWARDED, aMaterial, anInvoice, usersDatabase } from '../../core/testing/builders';
import { createTestBackend, renderWithProviders } from '../../testing/render';

const DAY = 86_400_000;

/** The bulletins of ORCDISTBA01, by key (all recent, all listed: sent_status true_opened). */
export function homeForms(now = Date.now()) {
  return {
    kPend: anInvoice({
      id: '2001',
      checked: false,
      date: now - DAY,
      header: { title: 'Troca de cruzeta', project: 'P-1', city: 'São Félix' },
      // 100 × 2 × 1,5 = 300,00
      services: [{ code: 'NDE10II', price: 100, quantity: 2 }],
    }),
    kMixed: anInvoice({
      id: '2002',
      checked: false,
      date: now - 2 * DAY,
      header: { title: 'Poda e poste', project: 'P-2', city: 'Cachoeira' },
      materials: [aMaterial({ descriptions: 'Cruzeta', quantity: 1 })],
      services: [
        // I: 100 × 1 × 1,5 = 150,00; C: 10 × 3 × 2 = 60,00; I: 20 × 1 × 1,5 = 30,00
        { code: 'NDE10II', price: 100, quantity: 1 },
        { code: 'NDM20C', price: 10, quantity: 3, factor: 2 },
        { code: 'NDE30RD', price: 20, quantity: 1 },
      ],
    }),
    kChecked: anInvoice({
      id: '2003',
      ...FORWARDED,
      checked_by: 'Sara Supervisora',
      checked_at: Date.UTC(2026, 10, 20, 14, 5),
      date: now - 3 * DAY,
      header: { title: 'Religação', project: 'P-3', city: 'Muritiba' },
      services: [{ code: 'NDM40C', price: 50, quantity: 1 }],
    }),
    kChecked2: anInvoice({
      id: '2004',
      ...FORWARDED,
      date: now - 4 * DAY,
      header: { title: 'Inspeção', project: 'P-4', city: 'Governador Mangabeira' },
      services: [{ code: 'NDM40C', price: 50, quantity: 2 }],
    }),
    kChecked3: anInvoice({
      id: '2005',
      ...FORWARDED,
      viewedByFat: true,
      date: now - 5 * DAY,
      header: { title: 'Vistoria', project: 'P-5', city: 'Santo Amaro' },
      services: [{ code: 'NDM40C', price: 50, quantity: 3 }],
    }),
  };
}

/** Users of every role (D27 emails) and ORCDISTBA01's bulletins; global factor 1,5. */
export function homeDatabase(now = Date.now()) {
  return {
    ...usersDatabase(),
    defaults: { currentFactor: 1.5 },
    forms: { ORCDISTBA01: homeForms(now) },
  };
}

/**
 * The start of a home screen test: `email` signs in on a test backend over `database`, the app
 * opens at / and Equipe 01's bulletins are shown; `filter` (e.g. 'Todos') is then clicked, and
 * `setup` runs on the backend before the sign-in (e.g. to rehearse failed writes).
 */
export async function openTeam01As(
  email: string,
  database: unknown = homeDatabase(),
  options: {
    filter?: string;
    setup?: (backend: ReturnType<typeof createTestBackend>) => void;
    /** Issue 40: on a phone (phoneViewportPerTest): the sidebar opens from the menu button. */
    phone?: boolean;
  } = {},
) {
  const user = userEvent.setup();
  const backend = createTestBackend(database);
  options.setup?.(backend);
  await backend.ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(null, { ports: backend.ports, path: '/' });
  // A phone (phoneViewportPerTest) keeps the sidebar behind the menu button.
  if (options.phone) await user.click(await screen.findByRole('button', { name: 'Abrir menu' }));
  const teams = await screen.findByRole('navigation', { name: 'Equipes' });
  await user.click(within(teams).getByText('Equipe 01'));
  await screen.findByRole('heading', { name: 'Boletins da Equipe' });
  if (options.filter) await user.click(screen.getByRole('button', { name: options.filter }));
  return { user, ...backend, ...view };
}

/**
 * Issue 23: the clock of the gesture guards (performance.now), held still for the test so a
 * slow machine cannot let a prompt settle by itself; `advance` moves it on. Restored after the
 * test.
 */
export function freezeGestureClock(): { advance: (ms: number) => void } {
  let now = 1_000_000;
  const spy = vi.spyOn(performance, 'now').mockImplementation(() => now);
  onTestFinished(() => spy.mockRestore());
  return {
    advance: (ms) => {
      now += ms;
    },
  };
}

/** Issue 40: a phone for the home's tests (src/testing/render.tsx). */
export { phoneViewportPerTest } from '../../testing/render';
