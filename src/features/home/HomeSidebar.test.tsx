// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestPorts,
  renderWithProviders,
  SCREEN_TEST_OPTIONS,
  desktopViewportPerTest,
} from '../../testing/render';
import { usersDatabase } from '../../core/testing/builders';

async function renderHomeAs(email: string) {
  const ports = createTestPorts(usersDatabase());
  await ports.auth.signIn(email, 'demo123');
  const view = renderWithProviders(null, { ports, path: '/' });
  await screen.findByTestId('home-sidebar');
  return view;
}

const teamItems = () =>
  within(screen.getByRole('navigation', { name: 'Equipes' })).getAllByRole('button');
const reportLabels = () =>
  within(screen.getByRole('navigation', { name: 'Relatórios' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

// D17, worked out by hand: everyone sees 7 reports; admin also Por Tipo, Coelba, Mensal.
const EVERYONE_REPORTS = [
  'Geral',
  'Por Código',
  'Por Equipe',
  'Pagos',
  'Pagos (Resumo)',
  'Relatório Diário',
  'Faturamento Real',
];
const ADMIN_REPORTS = [
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
];

desktopViewportPerTest();
afterEach(() => vi.restoreAllMocks());

describe('home sidebar by role (SPEC §2, §6, D17)', SCREEN_TEST_OPTIONS, () => {
  it('admin sees the 17 fixed teams, all ten reports and Gerenciar Usuários', async () => {
    await renderHomeAs('admin@demo.local');
    const teams = teamItems();
    expect(teams).toHaveLength(17);
    expect(teams[0]).toHaveTextContent('Equipe 01');
    expect(teams[0]).toHaveTextContent('ORCDISTBA01');
    expect(teams[16]).toHaveTextContent('Equipe 17');
    expect(reportLabels()).toEqual(ADMIN_REPORTS);
    expect(screen.getByRole('button', { name: /Gerenciar Usuários/ })).toBeVisible();
  });

  it('func sees the 17 fixed teams, the seven common reports and no admin section', async () => {
    await renderHomeAs('func@demo.local');
    expect(teamItems()).toHaveLength(17);
    expect(reportLabels()).toEqual(EVERYONE_REPORTS);
    expect(screen.queryByRole('button', { name: /Gerenciar Usuários/ })).toBeNull();
    expect(screen.queryByText('Administração')).toBeNull();
  });

  it('superv sees its four supervision teams (N/A and spaces ignored)', async () => {
    await renderHomeAs('superv@demo.local');
    expect(teamItems().map((b) => b.getAttribute('data-team'))).toEqual([
      'ORCDISTBA01',
      'ORCDISTBA02',
      'ORCDISTBA03',
      'ORCDISTBA04',
    ]);
    expect(reportLabels()).toEqual(EVERYONE_REPORTS);
    expect(screen.queryByRole('button', { name: /Gerenciar Usuários/ })).toBeNull();
  });

  it('team sees only its own team (record read from users-mobile)', async () => {
    await renderHomeAs('equipe01@demo.local');
    expect(teamItems().map((b) => b.getAttribute('data-team'))).toEqual(['ORCDISTBA01']);
    expect(reportLabels()).toEqual(EVERYONE_REPORTS);
  });

  it('shows the count of available teams in the welcome', async () => {
    await renderHomeAs('superv@demo.local');
    expect(screen.getByText('Escolha uma equipe no menu ao lado para começar.')).toBeVisible();
    expect(screen.getByTestId('team-count')).toHaveTextContent('4 equipes disponíveis');
  });

  it('collapses and expands the Teams list', async () => {
    const user = userEvent.setup();
    await renderHomeAs('admin@demo.local');
    const toggle = screen.getByRole('button', { name: /^Equipes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a report in a new window, Gerenciar Usuários at /admin, Novo Boletim at /new', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderHomeAs('admin@demo.local');
    await user.click(screen.getByRole('button', { name: /Relatório Diário/ }));
    expect(open).toHaveBeenLastCalledWith(
      '/reports/daily',
      '_blank',
      expect.stringContaining('popup'),
    );
    await user.click(screen.getByRole('button', { name: /Gerenciar Usuários/ }));
    expect(open).toHaveBeenLastCalledWith('/admin', '_blank', expect.stringContaining('popup'));
    await user.click(screen.getByRole('button', { name: 'Novo Boletim' }));
    expect(open).toHaveBeenLastCalledWith('/new', '_blank');
  });

  it('shows the app version', async () => {
    await renderHomeAs('func@demo.local');
    expect(screen.getByTestId('app-version')).toHaveTextContent(/^Versão \d+\.\d+\.\d+/);
  });
});

/** An rgb()/rgba() colour as read from getComputedStyle: [r, g, b, alpha]. */
function parseColor(css: string): [number, number, number, number] {
  const parts = /rgba?\(([^)]+)\)/
    .exec(css)?.[1]
    ?.split(',')
    .map((p) => Number(p.trim()));
  if (!parts || parts.length < 3) throw new Error(`not an rgb colour: '${css}'`);
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}
const over = (top: string, below: [number, number, number]): [number, number, number] => {
  const [r, g, b, a] = parseColor(top);
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
};
/** WCAG 2.x contrast ratio of two opaque colours. */
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const lum = (rgb: [number, number, number]) => {
    const [r, g, bl] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('sidebar text contrast (issue 16, WCAG 1.4.3)', SCREEN_TEST_OPTIONS, () => {
  it('the team codes, section titles and version keep 4.5:1, also on the selected team', async () => {
    const user = userEvent.setup();
    await renderHomeAs('admin@demo.local');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Equipes' })).getByText('Equipe 01'),
    );
    const navy = over(
      getComputedStyle(screen.getByTestId('home-sidebar')).backgroundColor,
      [255, 255, 255],
    );
    const ratioOf = (text: HTMLElement, background: [number, number, number]) =>
      contrast(over(getComputedStyle(text).color, background), background);

    const codes = screen.getAllByTestId('team-code');
    expect(codes).toHaveLength(17);
    for (const code of codes) {
      const item = code.closest('[data-testid="team-item"]') as HTMLElement;
      // The selected team's highlight lies over the navy.
      const background = over(getComputedStyle(item).backgroundColor || 'rgba(0,0,0,0)', navy);
      expect(ratioOf(code, background), code.textContent ?? '').toBeGreaterThanOrEqual(4.5);
    }
    expect(ratioOf(screen.getByTestId('app-version'), navy)).toBeGreaterThanOrEqual(4.5);
    expect(
      ratioOf(screen.getByRole('heading', { name: 'Relatórios' }), navy),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('home header (SPEC §2)', SCREEN_TEST_OPTIONS, () => {
  it("shows the email, the 'Admin' badge for an admin, and 'Sair'", async () => {
    await renderHomeAs('admin@demo.local');
    expect(screen.getByTestId('user-email')).toHaveTextContent('admin@demo.local');
    expect(screen.getByTestId('admin-badge')).toHaveTextContent('Admin');
    expect(screen.getByRole('button', { name: 'Sair' })).toBeEnabled();
  });

  it('shows no Admin badge for other roles', async () => {
    await renderHomeAs('superv@demo.local');
    expect(screen.getByTestId('user-email')).toHaveTextContent('superv@demo.local');
    expect(screen.queryByTestId('admin-badge')).toBeNull();
  });

  it('Sair signs out and returns to /login', async () => {
    const user = userEvent.setup();
    const { currentPath } = await renderHomeAs('func@demo.local');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('heading', { name: 'Faturamento' })).toBeVisible();
    expect(currentPath()).toBe('/login');
  });

  it("shows 'Erro ao fazer logout.' when signing out fails", async () => {
    const user = userEvent.setup();
    const ports = createTestPorts(usersDatabase());
    await ports.auth.signIn('func@demo.local', 'demo123');
    const failing = {
      ...ports,
      auth: { ...ports.auth, signOut: () => Promise.reject(new Error('offline')) },
    };
    renderWithProviders(null, { ports: failing, path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(await screen.findByText('Erro ao fazer logout.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sistema de Faturamento' })).toBeVisible();
  });
});
