/**
 * Issue 24: boot never waits for data. The built dist/ on a static host whose answer for
 * fixtures/demo.json is held back (a slow download of the demo data): /login is usable at once,
 * a signed-in tab downloads its screen's code while the data loads, and both go on once the
 * data arrives. Data that can never load (a broken export) says so instead of a login form
 * that cannot sign in. /login comes rendered in its HTML (dist/login.html): the form shows
 * before the app's script has run, and what is typed meanwhile is kept when it takes over. So
 * does the home screen's frame on / for a browser that keeps a session (dist/index.html).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../adapters/memory/auth';
import type { UserRecord } from '../../src/core/model';
import { sessionUserOf } from '../../src/shared/session';
import { SESSION_HINT_KEY } from '../../src/shared/sessionHint';
import { launchBrowser, newPage, url } from './support/browser';
import { demoExport } from './support/demo';
import { serveStatic } from './support/staticHost';
import type { StaticHost, StaticHostOptions } from './support/staticHost';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');
const DATA = '/fixtures/demo.json';

let browser: Browser;
const hosts: StaticHost[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(hosts.map((host) => host.close()));
});

/** A static host of dist/ without the export (the demo is generated) and `options`. */
async function host(options: StaticHostOptions = {}): Promise<StaticHost> {
  const served = await serveStatic(DIST, { hide: [DATA], ...options });
  hosts.push(served);
  return served;
}

/** Resolves once the host has been asked for `pathname` (or a path it matches). */
async function requested(at: StaticHost, pathname: RegExp | string): Promise<string> {
  const matches = (p: string) => (typeof pathname === 'string' ? p === pathname : pathname.test(p));
  for (let waited = 0; waited < 15_000; waited += 50) {
    const found = at.requests.find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`never requested: ${String(pathname)} (asked: ${at.requests.join(', ')})`);
}

/** The path of the app's entry script (the one index.html loads). */
function entryScript(): string {
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(
    readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  )?.[1];
  if (!entry) throw new Error('dist/index.html loads no module script');
  return entry;
}

/**
 * What a browser keeps after admin@demo.local signed in: the demo's auth session and the app's
 * session hint, written as the app writes them (the user made from the demo's record).
 */
function keptAdminSession(): [string, string][] {
  const found = Object.entries(demoExport().users).find(
    ([, record]) => record.email === 'admin@demo.local',
  );
  if (!found) throw new Error('the demo has no admin@demo.local');
  const [uid, record] = found;
  const identity = { uid, email: 'admin@demo.local' };
  const made = sessionUserOf(identity, {
    uid,
    collection: 'users',
    record: record as unknown as UserRecord,
  });
  if (!made.ok) throw new Error(made.notice);
  return [
    [AUTH_STORAGE_KEY, JSON.stringify(identity)],
    [SESSION_HINT_KEY, JSON.stringify(made.user)],
  ];
}

describe('boot never waits for data (issue 24)', () => {
  it('/login takes a sign-in while the demo data is still downloading, and signs in once it arrives', async () => {
    const slow = await host({ hold: [DATA] });
    const { context, page } = await newPage(browser, undefined, slow.url);
    try {
      await page.goto(url('/login', slow.url));
      // The store asked for the data, which has not arrived: the form is there all the same.
      await requested(slow, DATA);
      await page.getByLabel('Email').fill('admin@demo.local');
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/login');

      slow.release(DATA);
      await page.waitForURL(url('/', slow.url), { timeout: 30_000 });
      await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("a signed-in tab downloads its screen's code while the data loads, then shows the screen", async () => {
    const slow = await host({ hold: [DATA] });
    const admin = Object.entries(demoExport().users).find(
      ([, record]) => record.email === 'admin@demo.local',
    );
    if (!admin) throw new Error('the demo has no admin@demo.local');
    const { context, page } = await newPage(browser, undefined, slow.url);
    try {
      await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        AUTH_STORAGE_KEY,
        JSON.stringify({ uid: admin[0], email: 'admin@demo.local' }),
      ] as const);
      await page.goto(url('/', slow.url));
      await requested(slow, DATA);
      // The home screen's chunk is on its way before the data has been answered.
      await requested(slow, /^\/assets\/HomePage-[\w-]+\.js$/);
      await expect(page.getByRole('progressbar').first().isVisible()).resolves.toBe(true);

      slow.release(DATA);
      await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
      await page.getByTestId('team-item').first().waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('demo data that cannot load says so, with a retry, instead of a form that cannot sign in', async () => {
    const broken = await host({ replace: { [DATA]: '{ "forms": ' } });
    const { context, page } = await newPage(browser, undefined, broken.url);
    try {
      await page.goto(url('/login', broken.url));
      await page
        .getByRole('heading', { name: 'Não foi possível iniciar o sistema' })
        .waitFor({ timeout: 30_000 });
      await expect(
        page.getByRole('button', { name: 'Tentar novamente' }).isVisible(),
      ).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('/login shows its form from the HTML alone, and keeps what was typed before the script ran', async () => {
    // The app's entry script, held back: only the HTML can paint.
    const entry = entryScript();
    const slow = await host({ hold: [entry] });
    const { context, page } = await newPage(browser, undefined, slow.url);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(url('/login', slow.url), { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: 'Faturamento' }).waitFor();
      await requested(slow, entry);
      const submit = page.getByRole('button', { name: 'Entrar' });
      await expect(submit.isDisabled()).resolves.toBe(true);
      await page.getByLabel('Email').fill('admin@demo.local');
      await page.getByLabel('Senha', { exact: true }).fill('demo123');
      // Nothing runs yet: the button cannot send the form (and never sends it by itself).
      await expect(submit.isDisabled()).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe('/login');

      slow.release(entry);
      // The app takes over the page with what was typed: the button enables, and signs in.
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent === 'Entrar' && !b.disabled,
          ),
        undefined,
        { timeout: 30_000 },
      );
      await expect(page.getByLabel('Email').inputValue()).resolves.toBe('admin@demo.local');
      await submit.click();
      await page.waitForURL(url('/', slow.url), { timeout: 30_000 });
      await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /**
   * Opens `path` with the entry script held back, in a browser that keeps admin@demo.local's
   * session; `frame` checks what the HTML alone shows, then the script is released and `app`
   * waits for the screen. The title `heading` must stand where the frame had it, and the
   * console must stay free of errors (a hydration mismatch is one).
   */
  async function frameThenApp(
    path: string,
    heading: string,
    frame: (page: Page) => Promise<void>,
    app: (page: Page) => Promise<void>,
    { testId, rebuilt }: { testId: string; rebuilt: number },
  ): Promise<void> {
    const entry = entryScript();
    const slow = await host({ hold: [entry] });
    const { context, page } = await newPage(browser, { width: 1366, height: 768 }, slow.url);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await context.addInitScript((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, keptAdminSession());
      await page.goto(url(path, slow.url), { waitUntil: 'commit' });
      const title = page.getByRole('heading', { level: 1, name: heading });
      await title.waitFor();
      await requested(slow, entry);
      await frame(page);
      const framed = await title.boundingBox();
      // From here on, each frame put into the page. The app takes over the HTML's frame and
      // keeps it while the screen's code loads: building another one meanwhile (the loading
      // fallback) is work a phone would pay twice.
      await page.evaluate((selector) => {
        const seen = window as unknown as { framesBuilt: number };
        seen.framesBuilt = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof Element &&
                (node.matches(selector) || node.querySelector(selector) !== null)
              )
                seen.framesBuilt += 1;
        }).observe(document.body, { childList: true, subtree: true });
      }, `[data-testid="${testId}"]`);

      slow.release(entry);
      await app(page);
      const shown = await title.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(shown?.[side], side).toBeCloseTo(framed?.[side] ?? NaN, 0);
      const built = await page.evaluate(
        () => (window as unknown as { framesBuilt: number }).framesBuilt,
      );
      expect(built, "frames built after the HTML's").toBe(rebuilt);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it("/ shows the home screen's frame from the HTML alone to a kept session, and the app takes it over without a hydration error", async () => {
    await frameThenApp(
      '/',
      'Sistema de Faturamento',
      async (page) => {
        // Only the frame: the header's 'Início', no user data, no button to press yet.
        await expect(page.getByTestId('home-frame').isVisible()).resolves.toBe(true);
        await expect(page.getByText('Início').isVisible()).resolves.toBe(true);
        await expect(page.getByRole('button').count()).resolves.toBe(0);
        await expect(page.getByText('Olá,').count()).resolves.toBe(0);
      },
      async (page) => {
        await page.getByText('Olá, Administrador Demo').waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Sair' }).waitFor({ timeout: 30_000 });
        await expect(page.getByTestId('home-frame').count()).resolves.toBe(0);
      },
      { testId: 'home-frame', rebuilt: 0 },
    );
  });

  it("a report window shows its frame from the HTML alone to a kept session: the report's title where the screen puts it", async () => {
    await frameThenApp(
      '/reports/by-code',
      'Relatório Por Código',
      async (page) => {
        await expect(page.getByTestId('report-frame').isVisible()).resolves.toBe(true);
        await expect(page.getByText('Equipe 01').count()).resolves.toBe(0);
      },
      async (page) => {
        await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor({ timeout: 30_000 });
        await expect(page.getByTestId('report-frame').count()).resolves.toBe(0);
      },
      { testId: 'report-frame', rebuilt: 0 },
    );
  });

  it("/pdf shows the printable bulletin's frame from the HTML alone to a kept session: its title where the bulletin puts it", async () => {
    const team = 'ORCDISTBA01';
    const key = Object.keys(demoExport().forms?.[team] ?? {})[0];
    if (!key) throw new Error(`the demo has no bulletin of ${team}`);
    await frameThenApp(
      `/pdf?team=${team}&key=${encodeURIComponent(key)}`,
      'Boletim de Medição de Serviços',
      async (page) => {
        // Only the frame: no bulletin, no number, nothing to print yet.
        await expect(page.getByTestId('pdf-frame').isVisible()).resolves.toBe(true);
        await expect(page.getByText('Boletim nº').count()).resolves.toBe(0);
        await expect(
          page.getByRole('button', { name: 'Imprimir / Salvar PDF' }).isDisabled(),
        ).resolves.toBe(true);
      },
      async (page) => {
        await page.getByTestId('printable-bulletin').waitFor({ timeout: 30_000 });
        await expect(
          page.getByRole('button', { name: 'Imprimir / Salvar PDF' }).isEnabled(),
        ).resolves.toBe(true);
        await expect(page.getByTestId('pdf-frame').count()).resolves.toBe(0);
      },
      // One frame: the screen's own, while it reads the bulletin.
      { testId: 'pdf-frame', rebuilt: 1 },
    );
  });

  it('a screen whose code cannot download says so, with Tentar novamente, instead of a blank page', async () => {
    const served = await host();
    const { context, page } = await newPage(browser, { width: 1366, height: 768 }, served.url);
    try {
      await context.addInitScript((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, keptAdminSession());
      // The connection drops for the report screen's chunk (or a deploy replaced it).
      await page.route(/\/assets\/ReportsScreen-[^/]+\.js$/, (route) => route.abort('failed'));
      await page.goto(url('/reports/by-code', served.url));
      await page
        .getByRole('heading', { level: 1, name: 'Não foi possível abrir esta tela' })
        .waitFor({ timeout: 30_000 });
      await expect(page.getByText(/ReportsScreen-[^/]+\.js/).count()).resolves.toBe(1);
      // Once the connection is back, Tentar novamente opens the screen.
      await page.unroute(/\/assets\/ReportsScreen-[^/]+\.js$/);
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it('no frame where it does not belong: a visitor without a session on /, and a kept session on a page without one', async () => {
    const entry = entryScript();
    const slow = await host({ hold: [entry] });
    const visitor = await newPage(browser, undefined, slow.url);
    const kept = await newPage(browser, undefined, slow.url);
    try {
      await visitor.page.goto(url('/', slow.url), { waitUntil: 'commit' });
      await kept.context.addInitScript((entries) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, keptAdminSession());
      await kept.page.goto(url('/admin', slow.url), { waitUntil: 'commit' });
      await requested(slow, entry);
      for (const { page } of [visitor, kept]) {
        // The whole HTML parsed (its inline script run); the app's script still held back.
        await page.waitForFunction(() => document.readyState !== 'loading');
        await expect(page.locator('#root').innerHTML()).resolves.toBe('');
      }
      // Once the app runs, each goes where it belongs.
      slow.release(entry);
      await visitor.page.waitForURL(url('/login', slow.url), { timeout: 30_000 });
      await kept.page.getByRole('main').waitFor({ timeout: 30_000 });
      expect(new URL(kept.page.url()).pathname).toBe('/admin');
    } finally {
      await visitor.context.close();
      await kept.context.close();
    }
  });
});
