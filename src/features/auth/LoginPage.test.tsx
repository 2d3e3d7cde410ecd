// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createLoadingPorts,
  createTestPorts,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
} from '../../testing/render';
import { usersDatabase } from '../../core/testing/builders';
import type { SettingsState } from '../../shared/settingsSlice';

const fixtureSettings: SettingsState = {
  mode: 'fixture',
  editPassword: '1234',
  companyName: 'Contratada',
  contractNumber: '4600035150',
  appVersion: '9.9.9',
};

function renderLogin(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(null, {
    path: '/login',
    ports: createTestPorts(usersDatabase()),
    preloadedState: { settings: fixtureSettings },
    ...options,
  });
  return { user, ...view };
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Senha');
const submitButton = () => screen.getByRole('button', { name: 'Entrar' });

describe('login form (SPEC §2, §5, §8)', SCREEN_TEST_OPTIONS, () => {
  it("shows the heading 'Faturamento'", async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible();
  });

  it('keeps the button disabled while either field is empty', async () => {
    const { user } = renderLogin();
    await screen.findByRole('heading', { name: 'Faturamento' });
    expect(submitButton()).toBeDisabled();
    await user.type(emailField(), 'admin@demo.local');
    expect(submitButton()).toBeDisabled();
    await user.type(passwordField(), 'x');
    expect(submitButton()).toBeEnabled();
    await user.clear(emailField());
    expect(submitButton()).toBeDisabled();
  });

  it("shows 'Email deve ter um formato válido' under the email of an invalid address", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@demo');
    await user.type(passwordField(), 'demo123');
    await user.click(submitButton());
    expect(await screen.findByText('Email deve ter um formato válido')).toBeVisible();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Email deve ter um formato válido');
  });

  it("shows 'Senha deve ter pelo menos 6 caracteres' for a 5-character password", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.local');
    await user.type(passwordField(), '12345');
    await user.click(submitButton());
    expect(await screen.findByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();
  });

  it("shows 'Email é obrigatório' and 'Senha é obrigatória' for fields touched and left empty", async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByLabelText('Email'));
    await user.click(passwordField());
    await user.click(emailField());
    expect(await screen.findByText('Email é obrigatório')).toBeVisible();
    expect(screen.getByText('Senha é obrigatória')).toBeVisible();
  });

  it('does not ask the identity service when a field is invalid', async () => {
    const ports = createTestPorts(usersDatabase());
    let calls = 0;
    const counting = {
      ...ports,
      auth: {
        ...ports.auth,
        signIn: (e: string, p: string) => ((calls += 1), ports.auth.signIn(e, p)),
      },
    };
    const { user } = renderLogin({ ports: counting });
    await user.type(await screen.findByLabelText('Email'), 'nao-e-email');
    await user.type(passwordField(), 'demo123');
    await user.click(submitButton());
    await screen.findByText('Email deve ter um formato válido');
    expect(calls).toBe(0);
  });

  it("shows 'Email ou senha incorretos.' for a wrong password", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.local');
    await user.type(passwordField(), 'errada1');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
  });

  it("shows 'Email ou senha incorretos.' for an unknown user", async () => {
    const { user } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'ninguem@demo.local');
    await user.type(passwordField(), 'demo123');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
  });

  it('disables the button while the sign-in request runs', async () => {
    const ports = createTestPorts(usersDatabase());
    const hanging = {
      ...ports,
      auth: { ...ports.auth, signIn: () => new Promise<never>(() => {}) },
    };
    const { user } = renderLogin({ ports: hanging });
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.local');
    await user.type(passwordField(), 'demo123');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
  });

  it('goes to / once signed in', async () => {
    const { user, currentPath } = renderLogin();
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.local');
    await user.type(passwordField(), 'demo123');
    await user.click(submitButton());
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByText('Sistema de Faturamento')).toBeVisible();
  });

  it('shows the form before the storage adapter has loaded, and signs in once it has (issue 24)', async () => {
    const { ports, load } = createLoadingPorts();
    const { user, currentPath } = renderLogin({ ports });
    // No auth state yet: the form, not a spinner.
    await user.type(await screen.findByLabelText('Email'), 'admin@demo.local');
    await user.type(passwordField(), 'demo123');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    expect(currentPath()).toBe('/login');
    load(createTestPorts(usersDatabase()));
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('sends a visitor already signed in from /login to /', async () => {
    const ports = createTestPorts(usersDatabase());
    await ports.auth.signIn('func@demo.local', 'demo123');
    const { currentPath } = renderLogin({ ports });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('lists the demo accounts, demo123 and the edit password 1234 in fixture mode (D26, D27)', async () => {
    renderLogin();
    const notice = await screen.findByRole('region', { name: 'Modo demonstração' });
    for (const email of [
      'admin@demo.local',
      'func@demo.local',
      'superv@demo.local',
      'equipe01@demo.local',
    ]) {
      expect(notice).toHaveTextContent(email);
    }
    expect(notice).toHaveTextContent('demo123');
    expect(notice).toHaveTextContent('1234');
  });

  it('fills the form with a demo account when it is clicked', async () => {
    const { user } = renderLogin();
    await user.click(await screen.findByRole('button', { name: /superv@demo\.local/ }));
    expect(emailField()).toHaveValue('superv@demo.local');
    expect(passwordField()).toHaveValue('demo123');
    expect(submitButton()).toBeEnabled();
  });

  it('restores the demo data through the composition root (P2)', async () => {
    let resets = 0;
    const { user } = renderLogin({
      services: {
        resetDemoData: async () => {
          resets += 1;
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Restaurar dados de demonstração' }),
    );
    expect(await screen.findByText('Dados de demonstração restaurados.')).toBeVisible();
    expect(resets).toBe(1);
  });

  it('shows no demo notice in Firebase mode', async () => {
    renderLogin({ preloadedState: { settings: { ...fixtureSettings, mode: 'firebase' } } });
    await screen.findByRole('heading', { name: 'Faturamento' });
    expect(screen.queryByRole('region', { name: 'Modo demonstração' })).toBeNull();
  });
});
