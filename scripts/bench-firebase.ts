/**
 * `npm run bench:firebase` (issue 38, "What Firebase mode costs a user"): in Firebase mode,
 * against the local Firebase (scripts/localFirebase.ts: the Auth emulator and the rules-judging
 * Realtime Database stand-in), for the fixtures `demo` and `large`:
 *
 * - Gerar Relatório of a one-cycle report: Por Código (/reports/by-code), the default current
 *   cycle, all 17 teams, signed in as admin@demo.local: the bytes received and the time from the
 *   click to the first page of rows;
 * - the home's first list: the admin, signed in, opens one team (ORCDISTBA01): the bytes and the
 *   time from the click to the grid's first rows; beside it the sign-in that comes before it;
 *
 * each on a plain link and on one throttled by Chromium's own network emulation (CDP
 * `Network.emulateNetworkConditions`, 20 Mbit/s down, 40 ms latency). The database traffic is a
 * WebSocket, and the report's reads come from the report worker's own WebSocket, so the page and
 * every worker target (auto-attached through CDP) are throttled and their WebSocket frames
 * counted (`Network.webSocketFrameReceived`); the stand-in counts what it sent on each connection
 * (`FakeRtdbServer.traffic`), and the two must agree. Then where the bytes go: the report's bytes
 * against the JSON of what its rows need (the bulletins in the period, the fields the report
 * reads), the home's against the list shown.
 *
 * The app is built once for Firebase mode into dist-bench-firebase/ (the local Firebase keeps its
 * ports for the whole run, so one build serves both sizes; the stand-in is re-seeded between
 * sizes, and the accounts re-created if their uids differ). One fresh browser context per
 * measured run, runs interleaved (plain, throttled; report, home), medians printed.
 * Options: `--size demo,large` (which fixtures, in order), `--runs N` (default 3).
 * docs/bench-firebase.md has the figures and what they mean.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { preview } from 'vite';
import type { PreviewServer } from 'vite';
import { generateFixture } from '../fixtures/generator';
import type { FixtureSize } from '../fixtures/generator';
import { currentPeriod, homeDefaultPeriod, invoiceInPeriod } from '../src/core/dates';
import { toList } from '../src/core/lists';
import { hasCode } from '../src/core/money';
import { defaultStatusFilter } from '../src/core/permissions';
import { acceptedByHome, acceptedByReports, matchesStatusFilter } from '../src/core/status';
import type { DateRange, Invoice, InvoiceEntry, ServiceLine } from '../src/core/model';
import { normalizeTeam } from '../workers/engine/teamColumns';
import { buildWithEnv } from './buildWithEnv.mjs';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { armResultMarks } from './resultMarks.mjs';
import { accountsOf, startLocalFirebase } from './localFirebase';
import type { LocalFirebase } from './localFirebase';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = 'dist-bench-firebase';
const ADMIN = 'admin@demo.local';
const PASSWORD = 'demo123';
/** The team the home run opens (the first of the sidebar). */
const HOME_TEAM = 'ORCDISTBA01';
/** The contexts' zone, as the e2e journeys': the app's today (D8) is the date there. */
const TIMEZONE = 'America/Bahia';
const STEP_TIMEOUT_MS = 5 * 60_000;
/** A link is quiet when neither side moved for this long. */
const QUIET_MS = 800;

/** The throttled link: 20 Mbit/s down, 40 ms latency (upload not limited). */
const THROTTLED = {
  offline: false,
  latency: 40,
  downloadThroughput: 20_000_000 / 8,
  uploadThroughput: -1,
};
type Link = 'plain' | 'throttled';
const LINKS: readonly Link[] = ['plain', 'throttled'];
const LINK_LABEL: Record<Link, string> = { plain: 'plain', throttled: '20 Mbit/s, 40 ms' };

// ---------------------------------------------------------------------------------------------
// Options and formatting

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const SIZES = (option('size') ?? 'demo,large').split(',').filter(Boolean) as FixtureSize[];
for (const size of SIZES) {
  if (size !== 'demo' && size !== 'large' && size !== 'tiny' && size !== 'history') {
    throw new Error(`--size: unknown fixture ${size}`);
  }
}
const RUNS = Number(option('runs') ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs: a whole number ≥ 1');

const utf8 = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${int(n)} ms`;
function bytes(n: number): string {
  if (n >= 1e6) return `${(n / 1e6).toFixed(2)} MB`;
  if (n >= 1e3) return `${(n / 1e3).toFixed(1)} kB`;
  return `${int(n)} B`;
}
const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
const share = (a: number, b: number) => (b === 0 ? 'n/a' : `${((a / b) * 100).toFixed(1)}%`);
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
const range = (values: readonly number[]) =>
  `${int(Math.min(...values))}–${int(Math.max(...values))}`;

/** A table: columns padded to their widest cell; all but the first `left` right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[], left = 1): string {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) =>
        c < left ? cell.padEnd(widths[c] as number) : cell.padStart(widths[c] as number),
      )
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

/** D8: today in the contexts' zone, yyyy-mm-dd, and as core's day (UTC midnight of it). */
function todayIn(zone: string): { text: string; day: number } {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return { text, day: Date.UTC(y, m - 1, d) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

// ---------------------------------------------------------------------------------------------
// What the rows need, computed from the stored tree (the stand-in's own form: lists as objects
// keyed "0"…, what it sends)

type Tree = Record<string, unknown>;

/**
 * P7's period read of one team (InvoiceRepo.listForPeriod, the three `date` queries): every
 * bulletin whose `date` is missing, a flag or text, and those with a numeric date in the period.
 */
function periodRead(forms: Tree, period: DateRange): InvoiceEntry[] {
  const out: InvoiceEntry[] = [];
  for (const [key, invoice] of Object.entries(forms)) {
    const date = (invoice as Invoice).date;
    if (typeof date === 'number' && (date < period.start || date > period.end)) continue;
    out.push({ team: '', key, invoice: invoice as Invoice });
  }
  return out;
}

const isLegacy = (invoice: Invoice) => typeof invoice.date !== 'number';

/** The JSON of entries as the database sends a query's answer: `{ key: bulletin }`. */
const entriesJson = (entries: readonly InvoiceEntry[]) =>
  utf8(Object.fromEntries(entries.map((e) => [e.key, e.invoice])));

/**
 * The fields `read` reads of each entry's bulletin: the entries are handed over behind proxies
 * that record every property read, and the JSON of only those (with their keys) is measured.
 */
function fieldsReadJson(entries: readonly InvoiceEntry[], read: (e: InvoiceEntry[]) => void) {
  const reads = new WeakMap<object, Set<string>>();
  const proxies = new WeakMap<object, object>();
  const wrap = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = proxies.get(value);
    if (known) return known;
    const keys = new Set<string>();
    reads.set(value, keys);
    const proxy = new Proxy(value, {
      get(target, key, receiver) {
        if (typeof key === 'string' && Object.hasOwn(target, key)) keys.add(key);
        return wrap(Reflect.get(target, key, receiver));
      },
      has(target, key) {
        if (typeof key === 'string' && Object.hasOwn(target, key)) keys.add(key);
        return Reflect.has(target, key);
      },
    });
    proxies.set(value, proxy);
    return proxy;
  };
  const project = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const keys = reads.get(value) ?? new Set<string>();
    const source = value as Tree;
    return Object.fromEntries([...keys].map((key) => [key, project(source[key])]));
  };
  read(entries.map((e) => ({ ...e, invoice: wrap(e.invoice) as Invoice })));
  return utf8(Object.fromEntries(entries.map((e) => [e.key, project(e.invoice)])));
}

interface ReportNeeds {
  period: DateRange;
  read: { bulletins: number; legacy: number; json: number };
  inPeriod: { bulletins: number; json: number };
  rows: { bulletins: number; lines: number; json: number; fieldsJson: number };
  /** Of the JSON read: each top-level field's share. */
  byField: [string, number][];
  /** Of the JSON read: the legacy bulletins whose D6 date is outside the period. */
  legacyOutside: { bulletins: number; json: number };
}

function reportNeeds(forms: Record<string, Tree>, day: number): ReportNeeds {
  const period = currentPeriod(day);
  const out: ReportNeeds = {
    period,
    read: { bulletins: 0, legacy: 0, json: 0 },
    inPeriod: { bulletins: 0, json: 0 },
    rows: { bulletins: 0, lines: 0, json: 0, fieldsJson: 0 },
    byField: [],
    legacyOutside: { bulletins: 0, json: 0 },
  };
  const byField = new Map<string, number>();
  for (const [team, teamForms] of Object.entries(forms)) {
    const read = periodRead(teamForms, period);
    out.read.bulletins += read.length;
    out.read.json += entriesJson(read);
    for (const { invoice } of read) {
      if (isLegacy(invoice)) out.read.legacy += 1;
      for (const [field, value] of Object.entries(invoice)) {
        byField.set(field, (byField.get(field) ?? 0) + utf8(value) + utf8(field) + 2);
      }
    }
    const inPeriod = read.filter((e) => invoiceInPeriod(e.invoice, period));
    const outside = read.filter((e) => !invoiceInPeriod(e.invoice, period));
    out.legacyOutside.bulletins += outside.length;
    out.legacyOutside.json += entriesJson(outside);
    out.inPeriod.bulletins += inPeriod.length;
    out.inPeriod.json += entriesJson(inPeriod);
    // Por Código's rows: each coded line of an accepted bulletin (D10) in the period.
    const rows = inPeriod.filter(
      (e) => acceptedByReports(e.invoice) && toList(e.invoice.services).some((l) => hasCode(l)),
    );
    out.rows.bulletins += rows.length;
    out.rows.lines += rows.reduce(
      (n, e) => n + toList(e.invoice.services).filter((l: ServiceLine) => hasCode(l)).length,
      0,
    );
    out.rows.json += entriesJson(rows);
    // The report worker reads a bulletin once, in normalizeTeam (docs/architecture.md).
    out.rows.fieldsJson += fieldsReadJson(rows, (proxied) => {
      normalizeTeam(team, proxied, 1.6568);
    });
  }
  out.byField = [...byField.entries()].sort((a, b) => b[1] - a[1]);
  return out;
}

interface HomeNeeds {
  period: DateRange;
  /** The admin's badges (D12): the period read of every team, to count. */
  badges: { bulletins: number; json: number };
  /** Of them, the text-dated and undated ones whose D6 date is outside the period. */
  badgesLegacyOutside: { bulletins: number; json: number };
  /** The team's unchecked query (D11), read when the team opens; `shown`: of them, listed. */
  unchecked: { bulletins: number; json: number; shown: number };
  /** The rows the list shows under the admin's default filter. */
  shown: { rows: number; json: number };
  /** The team's list under 'Todos' (both queries, D10). */
  listed: { rows: number; json: number };
}

function homeNeeds(forms: Record<string, Tree>, day: number): HomeNeeds {
  const period = homeDefaultPeriod(day);
  let badges = 0;
  let badgesJson = 0;
  const badgesLegacyOutside = { bulletins: 0, json: 0 };
  for (const teamForms of Object.values(forms)) {
    const read = periodRead(teamForms, period);
    badges += read.length;
    badgesJson += entriesJson(read);
    const outside = read.filter((e) => !invoiceInPeriod(e.invoice, period));
    badgesLegacyOutside.bulletins += outside.length;
    badgesLegacyOutside.json += entriesJson(outside);
  }
  const teamForms = forms[HOME_TEAM] ?? {};
  const ranged = periodRead(teamForms, period).filter((e) => invoiceInPeriod(e.invoice, period));
  const unchecked = Object.entries(teamForms)
    .filter(([, invoice]) => (invoice as Invoice).checked === false)
    .map(([key, invoice]) => ({ team: HOME_TEAM, key, invoice: invoice as Invoice }));
  const byKey = new Map<string, InvoiceEntry>();
  for (const e of [...ranged, ...unchecked]) byKey.set(e.key, e);
  const listed = [...byKey.values()].filter((e) => acceptedByHome(e.invoice));
  const filter = defaultStatusFilter('admin');
  const shown = listed.filter((e) => matchesStatusFilter(e.invoice, filter));
  return {
    period,
    badges: { bulletins: badges, json: badgesJson },
    badgesLegacyOutside,
    unchecked: {
      bulletins: unchecked.length,
      json: entriesJson(unchecked),
      shown: unchecked.filter((e) => shown.some((x) => x.key === e.key)).length,
    },
    shown: { rows: shown.length, json: entriesJson(shown) },
    listed: { rows: listed.length, json: entriesJson(listed) },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser side: one probe per page, on the page and on every worker it starts

interface Counted {
  /** WebSocket payload bytes received by the page and by its workers; HTTP bytes (encoded). */
  page: number;
  worker: number;
  http: number;
}

/**
 * CDP on a page and on each of its workers (auto-attached, paused until set up, through the
 * non-flat protocol: Target.sendMessageToTarget): Network enabled, WebSocket frames and HTTP
 * bytes counted, the link's conditions applied to every target, present and future.
 */
class Probe {
  readonly counted: Counted = { page: 0, worker: 0, http: 0 };
  /** When anything last arrived (Date.now()). */
  lastAt = Date.now();
  private conditions: typeof THROTTLED | null = null;
  private readonly workers = new Set<string>();
  private nextId = 0;
  private readonly pending = new Map<number, (answer: { error?: { message: string } }) => void>();

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(context: BrowserContext, page: Page): Promise<Probe> {
    const probe = new Probe(await context.newCDPSession(page));
    await probe.start();
    return probe;
  }

  private async start(): Promise<void> {
    const { cdp } = this;
    cdp.on('Network.webSocketFrameReceived', (e) => {
      this.counted.page += Buffer.byteLength(e.response.payloadData, 'utf8');
      this.lastAt = Date.now();
    });
    cdp.on('Network.loadingFinished', (e) => {
      this.counted.http += e.encodedDataLength;
      this.lastAt = Date.now();
    });
    cdp.on('Target.receivedMessageFromTarget', (e) => {
      const message = JSON.parse(e.message) as {
        id?: number;
        method?: string;
        params?: Record<string, unknown>;
        error?: { message: string };
      };
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message);
        this.pending.delete(message.id);
        return;
      }
      if (message.method === 'Network.webSocketFrameReceived') {
        const response = message.params?.response as { payloadData: string };
        this.counted.worker += Buffer.byteLength(response.payloadData, 'utf8');
        this.lastAt = Date.now();
      } else if (message.method === 'Network.loadingFinished') {
        this.counted.http += message.params?.encodedDataLength as number;
        this.lastAt = Date.now();
      }
    });
    cdp.on('Target.attachedToTarget', (e) => {
      if (e.targetInfo.type !== 'worker') {
        void this.sendTo(e.sessionId, 'Runtime.runIfWaitingForDebugger').catch(() => undefined);
        return;
      }
      this.workers.add(e.sessionId);
      void (async () => {
        await this.sendTo(e.sessionId, 'Network.enable');
        if (this.conditions) {
          await this.sendTo(e.sessionId, 'Network.emulateNetworkConditions', this.conditions);
        }
        await this.sendTo(e.sessionId, 'Runtime.runIfWaitingForDebugger');
      })().catch((error: unknown) => console.error(`worker probe: ${String(error)}`));
    });
    cdp.on('Target.detachedFromTarget', (e) => {
      if (e.sessionId) this.workers.delete(e.sessionId);
    });
    await cdp.send('Network.enable');
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: true,
      flatten: false,
    });
  }

  private sendTo(sessionId: string, method: string, params: object = {}): Promise<void> {
    this.nextId += 1;
    const id = this.nextId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, (answer) => {
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve();
      });
      this.cdp
        .send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id, method, params }),
        })
        .catch(reject);
    });
  }

  /** The link's conditions on the page and every worker, now and for workers to come. */
  async throttle(conditions: typeof THROTTLED): Promise<void> {
    this.conditions = conditions;
    await this.cdp.send('Network.emulateNetworkConditions', conditions);
    await Promise.all(
      [...this.workers].map((s) =>
        this.sendTo(s, 'Network.emulateNetworkConditions', conditions).catch(() => undefined),
      ),
    );
  }

  snapshot(): Counted {
    return { ...this.counted };
  }
}

const since = (now: Counted, before: Counted): Counted => ({
  page: now.page - before.page,
  worker: now.worker - before.worker,
  http: now.http - before.http,
});

/** The stand-in's bytes sent on the connections opened since `first` (an index of traffic). */
function sentSince(local: LocalFirebase, first: number): number {
  return local.database.traffic.slice(first).reduce((sum, t) => sum + t.bytesSent, 0);
}

/** Until neither the browser nor the stand-in moved for QUIET_MS (at most a minute). */
async function quiet(local: LocalFirebase, probe: Probe, first: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = sentSince(local, first);
  let lastChange = Date.now();
  while (Date.now() < deadline) {
    await sleep(100);
    const now = sentSince(local, first);
    if (now !== last) {
      last = now;
      lastChange = Date.now();
    }
    if (Date.now() - Math.max(lastChange, probe.lastAt) >= QUIET_MS) return;
  }
}

/**
 * tsx keeps function names by wrapping them in esbuild's `__name(fn, name)`, and the functions
 * handed to page.evaluate are sent as their text: the page needs a `__name` of its own.
 */
const KEEP_NAMES = { content: 'globalThis.__name = (target) => target;' };

async function newSession(browser: Browser, base: string) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    timezoneId: TIMEZONE,
  });
  await context.addInitScript(KEEP_NAMES);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  const probe = await Probe.attach(context, page);
  return { context, page, probe };
}

async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(new URL('login', base).href);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Sair' }).waitFor();
}

declare global {
  interface Window {
    __bench?: { click?: number; shown?: number; sawBusy?: boolean };
  }
}

/** One measured step: the probe's and the stand-in's counts around it, the page clock's time. */
interface Measured {
  ms: number;
  /** What Chromium had received when the step's result showed. */
  counted: Counted;
  /**
   * Everything the step brought, until the link was quiet again: as Chromium counted it and as
   * the stand-in sent it (the check: both the same).
   */
  whole: { counted: Counted; standIn: number };
}

async function measure(
  local: LocalFirebase,
  probe: Probe,
  page: Page,
  arm: () => Promise<void>,
  click: () => Promise<void>,
): Promise<Measured> {
  await arm();
  const before = probe.snapshot();
  const sentBefore = sentSince(local, 0);
  await click();
  await page.waitForFunction(() => window.__bench?.shown !== undefined, null, {
    timeout: STEP_TIMEOUT_MS,
    polling: 50,
  });
  const counted = since(probe.snapshot(), before);
  const marks = await page.evaluate(() => window.__bench);
  await quiet(local, probe, 0);
  return {
    ms: (marks?.shown ?? NaN) - (marks?.click ?? NaN),
    counted,
    whole: { counted: since(probe.snapshot(), before), standIn: sentSince(local, 0) - sentBefore },
  };
}

/** The home's marks: the click on the team, then the first row of its grid on screen. */
function armHome(page: Page, team: string): Promise<void> {
  return page.evaluate((t) => {
    const marks: NonNullable<Window['__bench']> = {};
    window.__bench = marks;
    const rows = () =>
      document.querySelector(
        '[role="grid"][aria-label="Boletins da Equipe"] [role="row"][data-id]',
      );
    document.addEventListener(
      'click',
      (e) => {
        const item =
          e.target instanceof Element ? e.target.closest('[data-testid="team-item"]') : null;
        if (!marks.click && item?.getAttribute('data-team') === t) marks.click = performance.now();
      },
      true,
    );
    const observer = new MutationObserver(() => {
      if (marks.click && rows() !== null) {
        marks.shown = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, team);
}

interface ReportRun extends Measured {
  total: string;
}

async function reportRun(
  browser: Browser,
  base: string,
  local: LocalFirebase,
  link: Link,
): Promise<ReportRun> {
  const { context, page, probe } = await newSession(browser, base);
  try {
    const first = local.database.traffic.length;
    await signIn(page, base);
    await page.goto(new URL('reports/by-code', base).href);
    await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await page.getByText('17 de 17 selecionadas').waitFor();
    // What sign-in started (the home's reads, on a page now gone) is over before the click.
    await quiet(local, probe, first);
    if (link === 'throttled') await probe.throttle(THROTTLED);
    const measured = await measure(
      local,
      probe,
      page,
      () => armResultMarks(page, '[role="grid"] [role="row"][data-id]'),
      () => page.getByRole('button', { name: 'Gerar Relatório' }).click(),
    );
    const total =
      (await page.locator('.MuiTablePagination-displayedRows').textContent())?.trim() ?? '';
    return { ...measured, total };
  } finally {
    await context.close();
  }
}

interface HomeRun extends Measured {
  signIn: Measured;
  rowCount: number;
}

async function homeRun(
  browser: Browser,
  base: string,
  local: LocalFirebase,
  link: Link,
): Promise<HomeRun> {
  const { context, page, probe } = await newSession(browser, base);
  try {
    const first = local.database.traffic.length;
    // Sign-in on the plain link: Entrar → the home with every read it starts answered.
    await page.goto(new URL('login', base).href);
    await page.getByLabel('Email').fill(ADMIN);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await quiet(local, probe, first);
    const beforeSignIn = probe.snapshot();
    const sentBefore = sentSince(local, first);
    const start = Date.now();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    await page.locator(`[data-testid="team-item"][data-team="${HOME_TEAM}"]`).waitFor();
    await quiet(local, probe, first);
    const counted = since(probe.snapshot(), beforeSignIn);
    const signIn: Measured = {
      ms: Math.max(probe.lastAt, start) - start,
      counted,
      whole: { counted, standIn: sentSince(local, first) - sentBefore },
    };
    if (link === 'throttled') await probe.throttle(THROTTLED);
    const measured = await measure(
      local,
      probe,
      page,
      () => armHome(page, HOME_TEAM),
      () => page.locator(`[data-testid="team-item"][data-team="${HOME_TEAM}"]`).click(),
    );
    const rowCount =
      Number(
        await page.getByRole('grid', { name: 'Boletins da Equipe' }).getAttribute('aria-rowcount'),
      ) - 1;
    return { ...measured, signIn, rowCount };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium's emulated link, checked on a known transfer (HTTP and WebSocket)

/** A local server: GET /blob answers `size` bytes; a WebSocket upgrade gets them as frames. */
async function startLinkServer(size: number, frames: number) {
  const blob = Buffer.alloc(size, 0x78);
  const server = createServer((request, response) => {
    response.writeHead(200, {
      'Content-Type': request.url === '/blob' ? 'application/octet-stream' : 'text/html',
      'Cache-Control': 'no-store',
    });
    response.end(request.url === '/blob' ? blob : '<!doctype html><title>link</title>');
  });
  // Upgraded sockets are the server's no more: closed by hand, or close() waits for them.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    upgraded.add(socket);
    const accept = createHash('sha1')
      .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const chunk = size / frames;
    for (let i = 0; i < frames; i += 1) {
      const header = Buffer.alloc(10);
      header[0] = 0x81;
      header[1] = 127;
      header.writeBigUInt64BE(BigInt(chunk), 2);
      socket.write(Buffer.concat([header, blob.subarray(0, chunk)]));
    }
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** ms to receive `size` bytes over HTTP and over a WebSocket, on the throttled link. */
async function checkLink(browser: Browser): Promise<{ size: number; http: number; ws: number }> {
  const size = 4_000_000;
  const frames = 20;
  const server = await startLinkServer(size, frames);
  const context = await browser.newContext();
  await context.addInitScript(KEEP_NAMES);
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLED);
    const http = await page.evaluate(async () => {
      const start = performance.now();
      await (await fetch('/blob')).arrayBuffer();
      return performance.now() - start;
    });
    const ws = await page.evaluate(
      ([url, count]) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          let got = 0;
          const socket = new WebSocket(url.replace('http', 'ws'));
          socket.onmessage = () => {
            got += 1;
            if (got === count) {
              resolve(performance.now() - start);
              socket.close();
            }
          };
        }),
      [server.url, frames] as const,
    );
    return { size, http, ws };
  } finally {
    await context.close();
    await server.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Printing

interface SizeResult {
  size: FixtureSize;
  bulletins: number;
  report: ReportNeeds;
  home: HomeNeeds;
  runs: Record<Link, { report: ReportRun[]; home: HomeRun[] }>;
}

const wire = (m: Measured) => m.counted.page + m.counted.worker;
const wireWhole = (m: Measured) => m.whole.counted.page + m.whole.counted.worker;

function printSize(r: SizeResult): void {
  const fmtDay = (t: number) => new Date(t).toISOString().slice(0, 10);
  console.log(
    `\n== ${r.size}: ${int(r.bulletins)} bulletins, 17 teams; report period ` +
      `${fmtDay(r.report.period.start)}–${fmtDay(r.report.period.end)}, home period ` +
      `${fmtDay(r.home.period.start)}–${fmtDay(r.home.period.end)} ==`,
  );
  const rows: string[][] = [];
  const add = (label: string, link: Link | '', runs: readonly Measured[]) => {
    const times = runs.map((m) => m.ms);
    const page = median(runs.map((m) => m.counted.page));
    const worker = median(runs.map((m) => m.counted.worker));
    const whole = median(runs.map(wireWhole));
    const off = Math.max(...runs.map((m) => Math.abs(wireWhole(m) - m.whole.standIn)));
    rows.push([
      label,
      link === '' ? 'plain' : LINK_LABEL[link],
      ms(median(times)),
      range(times),
      bytes(page + worker),
      bytes(page),
      bytes(worker),
      bytes(median(runs.map((m) => m.counted.http))),
      ms(((page + worker) * 8 * 1000) / 20e6),
      off === 0 ? `${bytes(whole)} =` : `${bytes(whole)} ≠ (by ≤ ${int(off)} B)`,
    ]);
  };
  for (const link of LINKS) add('Gerar Relatório → 1st page', link, r.runs[link].report);
  for (const link of LINKS) add('home: team click → 1st rows', link, r.runs[link].home);
  add('home: sign-in (Entrar → quiet)', '', [
    ...r.runs.plain.home.map((h) => h.signIn),
    ...r.runs.throttled.home.map((h) => h.signIn),
  ]);
  console.log(
    table(
      [
        'step',
        'link',
        'median',
        'min–max ms',
        'DB by result',
        'page WS',
        'worker WS',
        'HTTP',
        'DB at 20 Mbit/s',
        'DB until quiet',
      ],
      rows,
      2,
    ),
  );
  console.log(
    '  DB = WebSocket payload bytes received (page + report worker), by the time the result ' +
      'showed and until the link was quiet; "=": exactly what the stand-in sent, every run.',
  );
  const totals = [...new Set(LINKS.flatMap((l) => r.runs[l].report.map((x) => x.total)))];
  const homeRows = [...new Set(LINKS.flatMap((l) => r.runs[l].home.map((x) => x.rowCount)))];
  console.log(
    `  Por Código: grid says "${totals.join('" / "')}" (expected ${int(r.report.rows.lines)} ` +
      `lines); home ${HOME_TEAM}: ${homeRows.join('/')} rows (expected ${int(r.home.shown.rows)})`,
  );

  const received = median(LINKS.flatMap((l) => r.runs[l].report.map(wire)));
  const n = r.report;
  console.log(
    `\n  Where the report's ${bytes(received)} go (JSON as the database stores and sends it):`,
  );
  console.log(
    table(
      ['', 'bulletins', 'JSON', 'received ÷'],
      [
        [
          'what the period read returns (P7: 3 queries × 17 teams)',
          int(n.read.bulletins),
          bytes(n.read.json),
          ratio(received, n.read.json),
        ],
        [
          '  of which text-dated/undated outside the period',
          int(n.legacyOutside.bulletins),
          bytes(n.legacyOutside.json),
          '',
        ],
        [
          'the bulletins dated in the period (D6)',
          int(n.inPeriod.bulletins),
          bytes(n.inPeriod.json),
          ratio(received, n.inPeriod.json),
        ],
        [
          'those that give rows (D10, coded lines)',
          int(n.rows.bulletins),
          bytes(n.rows.json),
          ratio(received, n.rows.json),
        ],
        [
          'only the fields the report reads of them',
          int(n.rows.bulletins),
          bytes(n.rows.fieldsJson),
          ratio(received, n.rows.fieldsJson),
        ],
      ],
    ),
  );
  console.log(
    `  Of what is read, by field: ${n.byField
      .slice(0, 6)
      .map(([f, b]) => `${f} ${share(b, n.read.json)}`)
      .join(', ')}; ${int(n.read.legacy)} of ${int(n.read.bulletins)} bulletins ` +
      `(${share(n.read.legacy, n.read.bulletins)}) are text-dated or undated.`,
  );
  console.log(
    `  The report downloads ${ratio(received, n.rows.fieldsJson)} what its rows need ` +
      `(${bytes(received)} for ${bytes(n.rows.fieldsJson)} of fields read), ` +
      `${ratio(received, n.rows.json)} the whole bulletins that give rows.`,
  );

  const h = r.home;
  const signIn = median(r.runs.plain.home.concat(r.runs.throttled.home).map((x) => wire(x.signIn)));
  const click = median(LINKS.flatMap((l) => r.runs[l].home.map(wireWhole)));
  const clickByRows = median(LINKS.flatMap((l) => r.runs[l].home.map(wire)));
  console.log(`\n  Where the home's bytes go:`);
  console.log(
    table(
      ['', 'bulletins', 'JSON', 'received (until quiet)'],
      [
        [
          `sign-in: the badges' reads (D12: period read of 17 teams, to count)`,
          int(h.badges.bulletins),
          bytes(h.badges.json),
          bytes(signIn),
        ],
        [
          '  of which text-dated/undated outside the period',
          int(h.badgesLegacyOutside.bulletins),
          bytes(h.badgesLegacyOutside.json),
          '',
        ],
        [
          `team click: ${HOME_TEAM}'s unchecked query (D11)`,
          int(h.unchecked.bulletins),
          bytes(h.unchecked.json),
          bytes(click),
        ],
        [
          `the list shown (admin's default filter 'Corrigidos')`,
          int(h.shown.rows),
          bytes(h.shown.json),
          '',
        ],
        [`the team's whole list ('Todos')`, int(h.listed.rows), bytes(h.listed.json), ''],
      ],
    ),
  );
  console.log(
    `  Sign-in downloads ${ratio(signIn, h.shown.json)} the JSON of the list shown ` +
      `(${bytes(signIn)} for 17 badge counts). The team's period read is among it (the SDK ` +
      `answers the list's identical listen from its cache), so the click adds only the ` +
      `unchecked query: ${bytes(click)}, of which ${bytes(clickByRows)} had arrived when the ` +
      `first rows showed; ${int(h.unchecked.shown)} of its ${int(h.unchecked.bulletins)} ` +
      `bulletins are shown under 'Corrigidos'.`,
  );
}

// ---------------------------------------------------------------------------------------------

/** Set on SIGINT/SIGTERM: what fails after it is the stopping, not the benchmark. */
let interrupted = false;

async function main(): Promise<void> {
  const stops: (() => Promise<unknown>)[] = [];
  let stopping = false;
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping…`);
      void stopAll().then(() => process.exit(130));
    });
  }
  const started = Date.now();
  try {
    const chromiumPath = findChromium();
    const today = todayIn(TIMEZONE);
    console.log(
      `Faturamento bench:firebase (issue 38) — sizes ${SIZES.join(', ')}, today ${today.text} ` +
        `(${TIMEZONE}), ${RUNS} runs per case, Node ${process.version}, ${path.basename(chromiumPath)}`,
    );
    console.log(`Generating ${SIZES[0]}…`);
    let data = generateFixture({
      size: SIZES[0] as FixtureSize,
      today: today.text,
    }) as unknown as Tree;
    // Fixed ports for the whole run: the build names them, and every size is served on them.
    const local = await startLocalFirebase({
      data,
      databasePort: await freePort(),
      authPort: await freePort(),
    });
    stops.push(() => local.stop());
    let accounts = local.accounts;
    console.log(`Local Firebase: database stand-in ${local.databaseHost}, Auth ${local.auth.host}`);

    console.log(`vite build (Firebase mode) → ${OUT_DIR}/…`);
    await buildWithEnv(local.env, {
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: OUT_DIR, emptyOutDir: true },
    });
    const port = await freePort();
    const server: PreviewServer = await preview({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      build: { outDir: OUT_DIR },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
      logLevel: 'warn',
    });
    stops.push(() => server.close());
    const base = `http://127.0.0.1:${port}/`;
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [...CHROMIUM_FLAGS, '--lang=pt-BR'],
    });
    stops.push(() => browser.close());

    console.log(`App (Firebase mode) at ${base}; checking Chromium's throttled link…`);
    const link = await checkLink(browser);
    const ideal = (link.size / THROTTLED.downloadThroughput) * 1000 + THROTTLED.latency;
    console.log(
      `Chromium's throttled link on ${bytes(link.size)}: HTTP ${ms(link.http)}, WebSocket ` +
        `${ms(link.ws)} (the link's rate would take ${ms(ideal)}: WebSocket effective ` +
        `${((link.size * 8) / (link.ws / 1000) / 1e6).toFixed(1)} Mbit/s)`,
    );

    for (const [index, size] of SIZES.entries()) {
      if (index > 0) {
        console.log(`\nGenerating ${size}…`);
        data = generateFixture({ size, today: today.text }) as unknown as Tree;
        local.database.seed(data);
        // The uids come from the generator's seed, so every size has the same accounts; if not,
        // the Auth emulator gets this size's.
        const next = accountsOf(data);
        if (JSON.stringify(next) !== JSON.stringify(accounts)) {
          console.log('  the accounts differ from the last size: re-created');
          await local.auth.reset();
          await local.auth.addAccounts(next);
          accounts = next;
        }
      }
      // Measured on the stored tree (what the stand-in sends), not on the export object.
      data = {};
      const forms = local.database.valueAt('/forms') as Record<string, Tree>;
      const bulletins = Object.values(forms).reduce((n, f) => n + Object.keys(f).length, 0);
      const result: SizeResult = {
        size,
        bulletins,
        report: reportNeeds(forms, today.day),
        home: homeNeeds(forms, today.day),
        runs: { plain: { report: [], home: [] }, throttled: { report: [], home: [] } },
      };
      console.log(`${size}: ${int(bulletins)} bulletins seeded; ${RUNS} rounds…`);
      for (let run = 1; run <= RUNS; run += 1) {
        for (const l of LINKS) {
          const report = await reportRun(browser, base, local, l);
          result.runs[l].report.push(report);
          const home = await homeRun(browser, base, local, l);
          result.runs[l].home.push(home);
          console.log(
            `  run ${run} ${LINK_LABEL[l].padEnd(16)} report ${ms(report.ms).padStart(9)} ` +
              `${bytes(wire(report)).padStart(9)}   home ${ms(home.ms).padStart(8)} ` +
              `${bytes(wire(home)).padStart(9)}   sign-in ${ms(home.signIn.ms).padStart(9)} ` +
              `${bytes(wire(home.signIn)).padStart(9)}`,
          );
        }
      }
      printSize(result);
    }
    console.log(
      `\nTimes are wall clock on the page (click → shown), medians of ${RUNS} runs; this machine's ` +
        `load moves them a lot. Bytes are WebSocket payloads (page + workers) and HTTP bodies with ` +
        `headers; '=' means the stand-in sent exactly what Chromium counted. ` +
        `${Math.round((Date.now() - started) / 1000)} s in all.`,
    );
  } finally {
    await stopAll();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (interrupted) return;
    console.error(
      `bench:firebase failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exit(1);
  },
);
