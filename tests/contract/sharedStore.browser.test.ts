/**
 * P2 in a real browser: the fixture store lives in a SharedWorker (Vite-bundled as in the app),
 * every tab sees every other tab's writes live, a dedicated worker handed a port reads the same
 * data, writes survive closing every tab (IndexedDB journal), and reset forgets them.
 *
 * Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium); without one it says so and skips —
 * the e2e runner (scripts/e2e.mjs) is what installs it on a fresh machine.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { createServer } from 'vite';
import type { ViteDevServer } from 'vite';
import { CHROMIUM_FLAGS } from '../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p): p is string => !!p && existsSync(p),
);
const TEAM = 'ORCDISTBA01';

interface PageApi {
  ready(): Promise<void>;
  watch(team: string): void;
  seen(): string[][];
  title(team: string, key: string): Promise<string | null>;
  keys(team: string): Promise<string[]>;
  setTitle(team: string, key: string, title: string): Promise<void>;
  reset(): Promise<void>;
  titleInWorker(team: string, key: string): Promise<string | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

if (!executablePath) {
  console.warn(
    'Shared fixture store browser test skipped: no Chromium (set CHROMIUM_PATH or install chromium).',
  );
}

type Window = { fixtureStore: PageApi };

describe.skipIf(!executablePath)('shared fixture store in Chromium (P2)', () => {
  let server: ViteDevServer;
  let context: BrowserContext;
  let profile: string;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
      optimizeDeps: { include: ['comlink'] },
    });
    await server.listen();
    base = `http://127.0.0.1:${port}/tests/contract/browser/sharedStore.html?fixture=/fixtures/tiny.json`;
    profile = mkdtempSync(path.join(tmpdir(), 'chromium-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  });

  async function openTab(): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error));
    await page.goto(base);
    await page.waitForFunction(() => 'fixtureStore' in window);
    await page.evaluate(() => (window as unknown as Window).fixtureStore.ready());
    return page;
  }

  const titleIn = (page: Page, key: string): Promise<string | null> =>
    page.evaluate(([team, k]) => (window as unknown as Window).fixtureStore.title(team, k), [
      TEAM,
      key,
    ] as const);

  it('tabs share one store live, a worker reads it, edits survive every tab closing, reset forgets them', async () => {
    const home = await openTab();
    const keys = await home.evaluate(
      (team) => (window as unknown as Window).fixtureStore.keys(team),
      TEAM,
    );
    const key = keys[0] as string;
    const original = await titleIn(home, key);
    expect(original).toBeTruthy();
    await home.evaluate((team) => (window as unknown as Window).fixtureStore.watch(team), TEAM);

    const editor = await openTab();
    await editor.evaluate(
      ([team, k]) =>
        (window as unknown as Window).fixtureStore.setTitle(team, k, 'Editado na outra aba'),
      [TEAM, key] as const,
    );
    await home.waitForFunction(() =>
      (window as unknown as Window).fixtureStore
        .seen()
        .some((titles) => titles.includes('Editado na outra aba')),
    );
    const inWorker = await home.evaluate(
      ([team, k]) => (window as unknown as Window).fixtureStore.titleInWorker(team, k),
      [TEAM, key] as const,
    );
    expect(inWorker).toBe('Editado na outra aba');

    await home.close();
    await editor.close();
    // Every tab gone, the SharedWorker ends; the next tab starts a new one from the journal.
    await new Promise((r) => setTimeout(r, 500));
    const later = await openTab();
    expect(await titleIn(later, key)).toBe('Editado na outra aba');

    await later.evaluate(() => (window as unknown as Window).fixtureStore.reset());
    expect(await titleIn(later, key)).toBe(original);
    await later.close();
    await new Promise((r) => setTimeout(r, 500));
    const afterReset = await openTab();
    expect(await titleIn(afterReset, key)).toBe(original);
    await afterReset.close();
  }, 60_000);
});
