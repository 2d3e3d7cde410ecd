import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn, url } from './support/browser';
import { FIREBASE, checkRefusals, resetDatabase } from './support/mode';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  // P50: each journey starts from the seeded demo with no refusal on record, whichever file ran
  // before (a file that ends on an expected refusal leaves it until the next reset).
  await resetDatabase();
  ({ context, page } = await newPage(browser));
});
afterEach(async () => {
  await context?.close();
  // P50: in Firebase mode no request of these journeys may be refused by the rules.
  await checkRefusals();
});

const teamItems = (p: Page) => p.getByTestId('team-item');

async function teamIds(p: Page): Promise<string[]> {
  return teamItems(p).evaluateAll((items) => items.map((i) => i.getAttribute('data-team') ?? ''));
}

// D27 accounts and SPEC §6 team lists, written out by hand.
const ALL_TEAMS = Array.from(
  { length: 17 },
  (_, i) => `ORCDISTBA${String(i + 1).padStart(2, '0')}`,
);

describe('sign-in journeys (issue 2)', () => {
  it('shows the login page, with the demo accounts in fixture mode only', async () => {
    await page.goto(url('/login'));
    await expectVisible(page.getByRole('heading', { name: 'Faturamento', level: 1 }));
    await expectVisible(page.getByRole('button', { name: 'Entrar' }));
    if (FIREBASE) {
      // A contractor's own project: no demo account or password is offered.
      expect(await page.getByText('admin@demo.local').count()).toBe(0);
      expect(await page.getByText('demo123').count()).toBe(0);
    } else {
      await expectVisible(page.getByText('admin@demo.local'));
      await expectVisible(page.getByText('demo123'));
    }
    await screenshot(page, 'login');
  });

  it('admin signs in and sees the 17 teams, the Admin badge and Gerenciar Usuários', async () => {
    await signIn(page, 'admin@demo.local');
    expect(await teamIds(page)).toEqual(ALL_TEAMS);
    await expectVisible(page.getByTestId('admin-badge'));
    await expectVisible(page.getByRole('button', { name: /Gerenciar Usuários/ }));
    await expectVisible(page.getByText('Sistema de Faturamento'));
    await expectVisible(page.getByText('17 equipes disponíveis'));
    await screenshot(page, 'home-admin-no-team');
  });

  it('func signs in and sees the 17 teams, no admin section', async () => {
    await signIn(page, 'func@demo.local');
    expect(await teamIds(page)).toEqual(ALL_TEAMS);
    expect(await page.getByTestId('admin-badge').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Gerenciar Usuários/ }).count()).toBe(0);
  });

  it('superv signs in and sees its 4 teams', async () => {
    await signIn(page, 'superv@demo.local');
    expect(await teamIds(page)).toEqual(ALL_TEAMS.slice(0, 4));
    await expectVisible(page.getByText('4 equipes disponíveis'));
  });

  it('team signs in and sees its 1 team', async () => {
    await signIn(page, 'equipe01@demo.local');
    expect(await teamIds(page)).toEqual(['ORCDISTBA01']);
    await expectVisible(page.getByText('1 equipe disponível'));
  });

  it("a wrong password shows 'Email ou senha incorretos.'", async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectVisible(page.getByRole('alert').getByText('Email ou senha incorretos.'));
    expect(page.url()).toBe(url('/login'));
  });

  it("an unknown email shows 'Email ou senha incorretos.' too (SPEC §8)", async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill('ninguem@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectVisible(page.getByRole('alert').getByText('Email ou senha incorretos.'));
    expect(page.url()).toBe(url('/login'));
  });

  it("a disabled account shows 'Esta conta foi desabilitada.' (SPEC §8)", async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill('desativado@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectVisible(page.getByRole('alert').getByText('Esta conta foi desabilitada.'));
    expect(page.url()).toBe(url('/login'));
  });

  // Fixture mode signs in without a network at all: this one is Firebase mode's alone.
  if (FIREBASE)
    it("Firebase mode: sign-in without a network shows 'Erro de conexão. Verifique sua internet.'", async () => {
      await page.goto(url('/login'));
      await page.route('**/identitytoolkit.googleapis.com/**', (route) => route.abort('failed'));
      await page.getByLabel('Email').fill('admin@demo.local');
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expectVisible(
        page.getByRole('alert').getByText('Erro de conexão. Verifique sua internet.'),
      );
      expect(page.url()).toBe(url('/login'));
    });

  it("an invalid email shows 'Email deve ter um formato válido'", async () => {
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill('admin@demo');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expectVisible(page.getByText('Email deve ter um formato válido'));
    expect(page.url()).toBe(url('/login'));
    await screenshot(page, 'login-invalid-email');
  });

  it('Sair returns to /login', async () => {
    await signIn(page, 'func@demo.local');
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(url('/login'));
    await expectVisible(page.getByRole('heading', { name: 'Faturamento', level: 1 }));
    // Signed out for real: / sends back to /login.
    await page.goto(url('/'));
    await page.waitForURL(url('/login'));
  });

  it('a signed-out visit to /reports/daily lands on /login', async () => {
    await page.goto(url('/reports/daily'));
    await page.waitForURL(url('/login'));
    await expectVisible(page.getByRole('heading', { name: 'Faturamento', level: 1 }));
  });

  it('selecting a team shows its bulletins from the live queries', async () => {
    await signIn(page, 'admin@demo.local');
    await teamItems(page).first().click();
    await expectVisible(page.getByRole('heading', { name: 'Boletins da Equipe' }));
    const rows = page
      .getByRole('grid', { name: 'Boletins da Equipe' })
      .locator('[role="row"][data-id]');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    await screenshot(page, 'home-admin-team');
  });

  it('superv sees the unchecked bulletins of a team by default', async () => {
    await signIn(page, 'superv@demo.local');
    await teamItems(page).first().click();
    const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
    await grid.locator('[role="row"][data-id]').first().waitFor();
    expect(
      await page.getByRole('button', { name: 'Não Corrigidos' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page, 'home-superv-team');
  });
});

describe('windows and layouts', () => {
  it('a report opens in a new window, signed in, with its title', async () => {
    await signIn(page, 'admin@demo.local');
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: /Relatório Diário/ }).click(),
    ]);
    await popup.waitForURL(url('/reports/daily'));
    await expectVisible(popup.getByRole('heading', { name: 'Relatório Diário', level: 1 }));
    // SPEC §2: before any data the report says so and offers Gerar Relatório.
    await expectVisible(popup.getByText('Nenhum dado carregado'));
    await expectVisible(popup.getByRole('button', { name: 'Gerar Relatório' }));
    await screenshot(popup, 'report-window');
  });

  it('on a narrow screen the sidebar is a drawer behind the menu button', async () => {
    const narrow = await newPage(browser, { width: 390, height: 844 });
    try {
      await signIn(narrow.page, 'superv@demo.local');
      await screenshot(narrow.page, 'home-mobile');
      await narrow.page.getByRole('button', { name: 'Abrir menu' }).click();
      await narrow.page.getByTestId('team-item').first().click();
      await expectVisible(narrow.page.getByRole('heading', { name: 'Boletins da Equipe' }));
      await screenshot(narrow.page, 'home-mobile-team');
    } finally {
      await narrow.context.close();
    }
  });
});

async function expectVisible(locator: ReturnType<Page['getByText']>): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}
