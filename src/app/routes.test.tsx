// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthPort } from '../core/ports';
import { PROTECTED_ROUTES } from './routes';
import { createTestPorts, renderWithProviders, SCREEN_TEST_OPTIONS } from '../testing/render';
import { usersDatabase } from '../core/testing/builders';

// SPEC §2 routes table, written out by hand, with the heading each screen opens under.
const SPEC_ROUTES: [string, string][] = [
  ['/new', 'Novo Boletim'],
  // Opened without a bulletin (no ?team=&key= and nothing handed over), the editor and the
  // printable bulletin say so instead of showing an empty form.
  ['/edit', 'Boletim não encontrado'],
  ['/pdf', 'Boletim não encontrado'],
  ['/admin', 'Administração de Usuários'],
  ['/reports/general', 'Relatório Geral'],
  ['/reports/by-code', 'Relatório Por Código'],
  ['/reports/by-team', 'Relatório Por Equipe'],
  ['/reports/by-type', 'Relatório por Tipo'],
  ['/reports/coelba', 'Relatório Coelba'],
  ['/reports/paid', 'Relatório Pagos'],
  ['/reports/paid-summary', 'Relatório Pagos (Resumo)'],
  ['/reports/daily', 'Relatório Diário'],
  ['/reports/monthly', 'Relatório Mensal'],
  ['/reports/faturamento-real', 'Faturamento Real'],
];

describe('routes (SPEC §2)', SCREEN_TEST_OPTIONS, () => {
  it('has every route of SPEC §2 behind the guard', () => {
    expect(PROTECTED_ROUTES.map((r) => r.path).sort()).toEqual(
      ['/', ...SPEC_ROUTES.map(([path]) => path)].sort(),
    );
  });

  it.each([['/'], ...SPEC_ROUTES.map(([path]) => [path])])(
    'sends a signed-out visit to %s to /login',
    async (path) => {
      const { currentPath } = renderWithProviders(null, {
        path,
        ports: createTestPorts(usersDatabase()),
      });
      expect(await screen.findByRole('heading', { name: 'Faturamento' })).toBeVisible();
      expect(currentPath()).toBe('/login');
    },
  );

  it.each(SPEC_ROUTES)(
    'renders %s for a signed-in admin under the title "%s"',
    async (path, title) => {
      const ports = createTestPorts(usersDatabase());
      await ports.auth.signIn('admin@demo.local', 'demo123');
      renderWithProviders(null, { path, ports });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  );

  it("shows the spinner 'Carregando...' while the auth state loads", async () => {
    const ports = createTestPorts(usersDatabase());
    const silent: AuthPort = { ...ports.auth, watchAuthState: () => () => undefined };
    renderWithProviders(null, { path: '/', ports: { ...ports, auth: silent } });
    // The connection banner's live region (issue 23) is a status too, empty while connected.
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['', 'Carregando...']);
  });

  it('shows a not-found page for a path outside SPEC §2', async () => {
    renderWithProviders(null, { path: '/nada', ports: createTestPorts(usersDatabase()) });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});

describe('session (SPEC §7, §8)', SCREEN_TEST_OPTIONS, () => {
  it('signs in the D27 admin of the committed tiny fixture (the helper default)', async () => {
    const ports = createTestPorts();
    await ports.auth.signIn('admin@demo.local', 'demo123');
    const { store } = renderWithProviders(null, { path: '/', ports });
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(store.getState().session.user?.role).toBe('admin');
    expect(store.getState().session.user?.teams).toHaveLength(17);
  });

  it('ends the session and says why when the user record is not found', async () => {
    const ports = createTestPorts(usersDatabase());
    await ports.auth.signIn('admin@demo.local', 'demo123');
    const missing = { ...ports, users: { ...ports.users, getUser: async () => null } };
    const { currentPath, store } = renderWithProviders(null, { path: '/', ports: missing });
    expect(await screen.findByText(/Dados do usuário não encontrados/)).toBeVisible();
    expect(currentPath()).toBe('/login');
    expect(store.getState().session.status).toBe('signedOut');
    await waitFor(() => expect(store.getState().session.identity).toBeNull());
  });

  it('ends the session of a user record without a role', async () => {
    const ports = createTestPorts(usersDatabase());
    await ports.auth.signIn('semperfil@demo.local', 'demo123');
    const { currentPath } = renderWithProviders(null, { path: '/', ports });
    expect(await screen.findByText(/não possui um perfil válido/)).toBeVisible();
    expect(currentPath()).toBe('/login');
  });

  it('loads the role and teams of the signed-in user (users-mobile fallback)', async () => {
    const ports = createTestPorts(usersDatabase());
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const { store } = renderWithProviders(null, { path: '/', ports });
    await waitFor(() => expect(store.getState().session.status).toBe('signedIn'));
    expect(store.getState().session.user).toMatchObject({
      email: 'equipe01@demo.local',
      name: 'Equipe Um',
      role: 'team',
      teams: ['ORCDISTBA01'],
      collection: 'users-mobile',
    });
  });
});
