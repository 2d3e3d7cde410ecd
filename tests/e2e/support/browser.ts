/**
 * Shared e2e helpers: one Chromium per test file, a fresh context (own storage, own
 * SharedWorker, own IndexedDB) per test, sign-in and screenshots.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../../adapters/memory/auth';
import { CHROMIUM_FLAGS } from '../../../scripts/chromium.mjs';
import { ownSession } from './fixtureStore';
import { FIREBASE, checkRefusals, resetDatabase } from './mode';

/** Set by scripts/e2e.mjs. */
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173/';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Where screenshots go (git-ignored). */
export const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

/** The time zone of every context: D8's today is the browser's date there (UTC−3). */
export const TIMEZONE = 'America/Bahia';

/**
 * D8: today in the contexts' zone (TIMEZONE, America/Bahia), `offsetDays` from now, as the
 * dd/mm/yyyy a person types into a date field.
 */
export function localDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIMEZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** D27: every demo account's password. */
export const DEMO_PASSWORD = 'demo123';

/** The flags of the team briefing: headless, no sandbox (root in CI), no network chatter. */
const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  // The users' browsers are in Portuguese: native date inputs then read dd/mm/aaaa, as they do.
  '--lang=pt-BR',
];

/** Playwright's launch gives every browser a fresh temporary user-data-dir. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Issue 40: a phone or a tablet: touch events, a coarse pointer (so `@media (pointer: coarse)`
 * matches) and the meta viewport honoured, as Chromium's device emulation does.
 */
export const TOUCH_DEVICE = { hasTouch: true, isMobile: true } as const;

/**
 * A fresh context (nothing shared with other tests) and a page in it, 1440×900, pt-BR, on the
 * app at `baseURL` (default the one scripts/e2e.mjs serves); `device` TOUCH_DEVICE for a phone
 * or a tablet (default a desktop with a mouse).
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1440, height: 900 },
  baseURL = BASE_URL,
  device: { hasTouch: boolean; isMobile: boolean } = { hasTouch: false, isMobile: false },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    timezoneId: TIMEZONE,
    ...device,
  });
  if (FIREBASE) await context.addInitScript(keepWebSocket);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  return { context, page };
}

/**
 * Firebase mode, in every page before the app's script: the database SDK's "previous WebSocket
 * failure" mark is never stored. The SDK sets it in localStorage (shared by the context's tabs)
 * each time a WebSocket opens, and clears it after two answers; a page left or closed sooner (a
 * journey that moves on quickly, a tab under load) leaves it set, and every later connection of
 * the context then starts by long polling and upgrades to a WebSocket once that works. The real
 * server answers long polling; the stand-in speaks WebSocket only (docs/firebase.md), so such a
 * page never connected and waited for ever (concurrent.e2e's second tab, seen in CI). Without
 * the mark the SDK goes straight to the WebSocket: what it ends on against the real server.
 */
function keepWebSocket(): void {
  const MARK = 'firebase:previous_websocket_failure';
  localStorage.removeItem(MARK);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItemButTheMark(this: Storage, name, value) {
    if (name !== MARK) setItem.call(this, name, value);
  };
}

/** The contexts anotherPerson opened (Firebase mode), closed when the test ends. */
const others: BrowserContext[] = [];

async function closeOthers(): Promise<void> {
  for (const other of others.splice(0)) await other.close();
}

/**
 * When a journey fails, what each of its open pages showed: a screenshot in OUT_DIR and the
 * page's address and visible text in the log, so a failure seen once in CI can be read there.
 */
async function recordFailure(
  task: { name: string; result?: { state?: string } },
  contexts: readonly BrowserContext[],
): Promise<void> {
  if (task.result?.state !== 'fail') return;
  mkdirSync(OUT_DIR, { recursive: true });
  const slug = task.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60);
  const pages = contexts.flatMap((context) => context.pages());
  for (const [index, page] of pages.entries()) {
    try {
      await page.screenshot({ path: path.join(OUT_DIR, `failed-${slug}-${index}.png`) });
      const text = await page.locator('body').innerText({ timeout: 2000 });
      console.error(`[failed page ${index}] ${page.url()}\n${text.slice(0, 3000)}`);
    } catch (error) {
      console.error(`[failed page ${index}] not readable: ${String(error)}`);
    }
  }
}

type Session = {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
};

/** The browser, context and page a test reads, once its beforeAll/beforeEach has made them. */
function sessionOf(
  browser: () => Browser | undefined,
  current: () => { context: BrowserContext; page: Page } | undefined,
): Session {
  const need = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('no browser page outside a test');
    return value;
  };
  return {
    get browser() {
      return need(browser());
    },
    get context() {
      return need(current()).context;
    },
    get page() {
      return need(current()).page;
    },
  };
}

/**
 * The usual life cycle of a journey file: one Chromium for the file, a fresh context and page
 * (own storage, own SharedWorker, own IndexedDB) for each test. Call at the top of the file;
 * read `session.page` inside the tests.
 *
 * @example
 * const session = browserPerTest({ width: 1366, height: 768 });
 * it('…', async () => { await signIn(session.page, 'admin@demo.local'); });
 */
export function browserPerTest(viewport?: { width: number; height: number }): Session {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    // P50: Firebase mode's one database starts each test from the seeded demo, as each fixture
    // context's own store does.
    await resetDatabase();
    current = await newPage(browser as Browser, viewport);
  });
  afterEach(async ({ task }) => {
    await recordFailure(task, [...(current ? [current.context] : []), ...others]);
    await closeOthers();
    await current?.context.close();
    await checkRefusals();
  });
  return sessionOf(
    () => browser,
    () => current,
  );
}

/**
 * One browser and one page for the whole file (a journey that goes on from test to test), signed
 * in as `email` at `path` when given, which waits for the screen's `ready` button.
 *
 * @example
 * const session = browserPerFile({ width: 1366, height: 768 }, {
 *   email: 'admin@demo.local', path: '/reports/general', ready: 'Gerar Relatório',
 * });
 */
export function browserPerFile(
  viewport: { width: number; height: number },
  start?: { email: string; path: string; ready: string },
): Session {
  let browser: Browser | undefined;
  let current: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    await resetDatabase();
    browser = await launchBrowser();
    current = await newPage(browser, viewport);
    if (start) {
      await signedInAt(current.page, start.email, start.path);
      await current.page.getByRole('button', { name: start.ready }).waitFor();
    }
  });
  afterEach(async ({ task }) => {
    await recordFailure(task, [...(current ? [current.context] : []), ...others]);
    await closeOthers();
  });
  afterAll(async () => {
    await current?.context.close();
    await browser?.close();
    await checkRefusals();
  });
  return sessionOf(
    () => browser,
    () => current,
  );
}

/**
 * A page for another person on the same database as `session`'s page, not signed in yet.
 * Fixture mode: a page of the session's context (its SharedWorker is the database) with a
 * session of its own. Firebase mode: a context of its own (every context reads the one
 * database, and a page of the same context would share its signed-in user through IndexedDB),
 * closed when the test ends.
 */
export async function anotherPerson(
  session: Session,
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  if (FIREBASE) {
    const { context, page } = await newPage(session.browser, viewport);
    others.push(context);
    return page;
  }
  const page = await session.context.newPage();
  await ownSession(page);
  return page;
}

/** An app path as an absolute URL (of the app at `base`, default the one scripts/e2e.mjs serves). */
export function url(pathname: string, base = BASE_URL): string {
  return new URL(pathname.replace(/^\//, ''), base).href;
}

/** The sessions signIn stored in this file, by app and account (see signedInAt). */
const storedSessions = new Map<string, string>();

/** Signs in on /login and waits for the home screen (of the app at `base`). */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  base = BASE_URL,
): Promise<void> {
  await page.goto(url('/login', base));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(url('/', base));
  await page.getByRole('button', { name: 'Sair' }).waitFor();
  // Kept for signedInAt: the session the app stored for this account.
  const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  if (stored) storedSessions.set(`${base} ${email}`, stored);
}

/**
 * Opens `pathname` of the app at `base` signed in as `email`, in a fresh context as well as in
 * a signed-in one. The first time per account in the file it signs in on /login (signIn) and
 * keeps the session the app stored; afterwards it puts that session in the context's storage
 * before the app starts (on a static file of the same origin, which starts nothing) and opens
 * `pathname` at once, as a new tab of a signed-in user starts (the app restores the session).
 * A journey that goes elsewhere right after signing in so starts the app once instead of twice.
 */
export async function signedInAt(
  page: Page,
  email: string,
  pathname: string,
  base = BASE_URL,
): Promise<void> {
  const account = `${base} ${email}`;
  // Firebase mode keeps its session in IndexedDB: each new context signs in on /login.
  const session = FIREBASE ? undefined : storedSessions.get(account);
  if (session === undefined) {
    await signIn(page, email, DEMO_PASSWORD, base);
    if (!FIREBASE && !storedSessions.has(account)) {
      throw new Error(`no session stored for ${email}`);
    }
  } else {
    await page.goto(url('/favicon.svg', base));
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      AUTH_STORAGE_KEY,
      session,
    ] as const);
  }
  await page.goto(url(pathname, base));
}

/**
 * Saves a full-page PNG to tests/e2e/out/{name}.png (firebase-{name}.png in Firebase mode, P50)
 * and returns its path.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, `${FIREBASE ? 'firebase-' : ''}${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** The four sizes a screen a team or a supervisor uses is looked at (desktop, phone, tablet). */
export const LOOK_SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
] as const;

/**
 * Screenshots of what the viewport shows at each of LOOK_SIZES (`name`-{w}x{h}), `focus`
 * scrolled into view first; the page's own size is restored after.
 */
export async function screenshotsAtSizes(page: Page, name: string, focus?: Locator): Promise<void> {
  const own = page.viewportSize();
  for (const size of LOOK_SIZES) {
    await page.setViewportSize(size);
    await focus?.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${size.width}x${size.height}`, { fullPage: false });
  }
  if (own) await page.setViewportSize(own);
}

/**
 * Sets a checkbox and waits until it reads so. Playwright's `check()`/`uncheck()` read the state at
 * once after their click and throw when a busy page has not re-rendered yet (seen in CI under
 * load on the DataGrid's row checkboxes, both ways); a user sees the change a moment later all
 * the same.
 */
async function setTicked(box: Locator, want: boolean, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  // Clicks again only when the state is still wrong after a settle: a selection the app itself
  // changed in the meantime (a bulk write clearing it) is met, never toggled twice in one go.
  while ((await box.isChecked()) !== want) {
    if (Date.now() > deadline) throw new Error(`checkbox still ${want ? 'clear' : 'ticked'}`);
    await box.click();
    await expect
      .poll(() => box.isChecked(), { timeout: Math.max(1_000, (deadline - Date.now()) / 2) })
      .toBe(want)
      .catch(() => undefined);
  }
}

/** Ticks a checkbox (see setTicked). */
export async function tick(box: Locator, timeout = 10_000): Promise<void> {
  await setTicked(box, true, timeout);
}

/** Clears a checkbox (see setTicked). */
export async function untick(box: Locator, timeout = 10_000): Promise<void> {
  await setTicked(box, false, timeout);
}
