/**
 * Issue 18: `npm run build` alone is a demo on any static host. The built dist/ served the way
 * Firebase Hosting serves it (files, else index.html), WITHOUT fixtures/demo.json: the app
 * generates today's demo in its SharedWorker, every account signs in and sees its teams, and the
 * data is the seeded generator's for today (D8) — what `npm run fixtures -- demo` writes.
 * Expected team lists are SPEC §6 and D27 written out by hand.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_USERS } from '../../fixtures/generator';
import type { InvoiceEntry } from '../../src/core/model';
import { launchBrowser, newPage, screenshot, signIn, url } from './support/browser';
import { demoExport } from './support/demo';
import { serveStatic } from './support/staticHost';
import type { StaticHost } from './support/staticHost';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

let browser: Browser;
let host: StaticHost;

beforeAll(async () => {
  host = await serveStatic(DIST, { hide: ['fixtures/demo.json'] });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

const team = (n: number) => `ORCDISTBA${String(n).padStart(2, '0')}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => team(from + i));
const ALL = range(1, 17);

/** D27's accounts and the teams SPEC §6 gives each (supervision: trimmed, N/A and '' ignored). */
const ACCOUNTS: readonly [email: string, teams: readonly string[]][] = [
  ['admin@demo.local', ALL],
  ['func@demo.local', ALL],
  ['superv@demo.local', range(1, 4)],
  ['equipe01@demo.local', [team(1)]],
  ['equipe02@demo.local', [team(2)]],
  ['joana.ribeiro@demo.local', range(5, 8)],
  ['carlos.menezes@demo.local', range(9, 11)],
  ['rita.conceicao@demo.local', range(12, 16)],
  ['marcos.souza@demo.local', []],
  ['paulo.araujo@demo.local', []],
  ['luciana.prado@demo.local', ALL],
];
const DISABLED = 'desativado@demo.local';

async function withPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  // A fresh context: its own SharedWorker, so the demo is generated anew for each account.
  const { context, page } = await newPage(browser, undefined, host.url);
  try {
    return await run(page);
  } finally {
    await context.close();
  }
}

async function teamIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('team-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-team') ?? ''));
}

describe('a plain build on a static host, without fixtures/demo.json (issue 18)', () => {
  it('the host answers index.html for fixtures/demo.json, as Firebase Hosting does for a missing file', async () => {
    const response = await fetch(url('/fixtures/demo.json', host.url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('robots.txt keeps every crawler out of the whole app (issue 24: an internal tool)', async () => {
    const response = await fetch(url('/robots.txt', host.url));
    const text = await response.text();
    // The host answers index.html for a missing file: the built robots.txt itself is served.
    expect(text).not.toContain('<div id="root">');
    const rules = text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean);
    expect(rules).toEqual(['User-agent: *', 'Disallow: /']);
  });

  it("the login page's scripts carry no frame; index.html preloads the frames' chunk (issue 24)", () => {
    const scriptsOf = (html: string) =>
      [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    const login = readFileSync(path.join(DIST, 'login.html'), 'utf8');
    const index = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const loginScripts = scriptsOf(login);
    expect(loginScripts.length).toBeGreaterThan(0);
    for (const file of loginScripts) {
      const code = readFileSync(path.join(DIST, file), 'utf8');
      expect(code, file).not.toContain('home-frame');
      expect(code, file).not.toContain('report-frame');
    }
    const frames = scriptsOf(index).filter((file) =>
      readFileSync(path.join(DIST, file), 'utf8').includes('report-frame'),
    );
    expect(frames).toHaveLength(1);
    expect(index).toContain(`<link rel="modulepreload" crossorigin href="/${frames[0]}">`);
  });

  it('the accounts tried here are every account the demo data has', () => {
    expect([...ACCOUNTS.map(([email]) => email), DISABLED].sort()).toEqual(
      FIXTURE_USERS.map((u) => u.email).sort(),
    );
  });

  for (const [email, teams] of ACCOUNTS) {
    it(`${email} signs in and sees ${teams.length} team(s)`, async () => {
      await withPage(async (page) => {
        await signIn(page, email, undefined, host.url);
        if (teams.length > 0) {
          await page.getByTestId('team-item').first().waitFor();
          expect(await teamIds(page)).toEqual(teams);
        } else {
          await page.getByText('Nenhuma equipe disponível para o seu usuário.').waitFor();
          expect(await page.getByTestId('team-item').count()).toBe(0);
        }
      });
    });
  }

  it('the disabled account is refused, as with Firebase (auth/user-disabled)', async () => {
    await withPage(async (page) => {
      await page.goto(url('/login', host.url));
      await page.getByLabel('Email').fill(DISABLED);
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').getByText('Esta conta foi desabilitada.').waitFor();
      expect(page.url()).toBe(url('/login', host.url));
    });
  });

  it("the data is today's seeded demo, the same the CLI writes; a team's bulletins are listed", async () => {
    await withPage(async (page) => {
      await signIn(page, 'admin@demo.local', undefined, host.url);
      const expected = demoExport();
      for (const t of [team(1), team(17)]) {
        const entries = await page.evaluate(
          (t) =>
            (
              globalThis as unknown as {
                faturamentoDemo: { listForms(team: string): Promise<InvoiceEntry[]> };
              }
            ).faturamentoDemo.listForms(t),
          t,
        );
        expect(Object.fromEntries(entries.map((e) => [e.key, e.invoice]))).toEqual(
          expected.forms[t],
        );
      }
      await page.locator(`[data-testid="team-item"][data-team="${team(1)}"]`).click();
      const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
      await grid.locator('[role="row"][data-id]').first().waitFor();
      await screenshot(page, 'static-demo-home-admin');
      expect(host.requests).toContain('/fixtures/demo.json');
    });
  });

  it('the demo outlives a reload of its only tab and a screen opened in it: nothing is loaded again (issue 17)', async () => {
    // Each start of the store's SharedWorker asks for the export once (then makes the demo).
    // Playwright's Chromium keeps no page in the back-forward cache, so without the store's
    // extended lifetime the worker ends with the page and every navigation starts a new one.
    const dataLoads = () => host.requests.filter((p) => p === '/fixtures/demo.json').length;
    await withPage(async (page) => {
      const before = dataLoads();
      await signIn(page, 'admin@demo.local', undefined, host.url);
      await page.getByTestId('team-item').first().waitFor();
      expect(dataLoads()).toBe(before + 1);
      await page.reload();
      await page.getByTestId('team-item').first().waitFor();
      await page.goto(url('/reports/by-code', host.url));
      await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
      await page.getByRole('checkbox', { name: 'Equipe 01' }).check();
      await page.getByRole('button', { name: 'Gerar Relatório' }).click();
      await page.locator('[data-testid="report-result"] [role="row"][data-id]').first().waitFor();
      expect(dataLoads()).toBe(before + 1);
    });
  });
});
