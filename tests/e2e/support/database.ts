/**
 * The whole demo database as the app reads it (issue 21): every team's forms/{team} through the
 * app's own InvoiceRepo (fixture mode: window.faturamentoDemo in the page; Firebase mode: the
 * same repo code over the local database, from the test process, P50), and a leaf-by-leaf diff
 * of two reads, so a test can prove that an action changed exactly what it should and nothing
 * else.
 */
import type { Page } from 'playwright-core';
import type { HistoryEvent, Invoice } from '../../../src/core/model';
import { FIXED_TEAMS } from '../../../src/core/teams';
import type { UserEntry } from '../../../src/core/ports';
import { firebaseReader } from './firebaseReader';
import { FIREBASE } from './mode';

/** forms/{team}/{key} for every team: team → key → stored record. */
export type FormsTree = Record<string, Record<string, Invoice>>;

/** One team's forms/{team} as the page's InvoiceRepo lists it. */
type Entries = { key: string; invoice: Invoice }[];

/** Stands in the JSON text for a value JSON has no text for (see readEntries). */
const NON_JSON = '__e2eNonJson';

/**
 * forms/{team} of each of `teams` through the page's InvoiceRepo, the reads in flight together.
 * The lists cross from the page as one JSON text, parsed here: Playwright's own transfer of the
 * same objects takes ~1 s per team (~9 s for the 17), the text ~0.1 s per team. Nothing is lost
 * on the way: undefined, NaN, ±Infinity and -0 travel as tagged objects and come back as
 * themselves, and anything that is not plain data (a Date, a Map…) fails the read.
 */
async function readEntries(page: Page, teams: readonly string[]): Promise<Entries[]> {
  if (FIREBASE) {
    const { invoices } = firebaseReader();
    return Promise.all(teams.map((team) => invoices.listAll(team)));
  }
  const text = await page.evaluate(
    async ({ teams: names, tag }) => {
      const reader = (
        window as unknown as {
          faturamentoDemo?: {
            listForms(team: string): Promise<{ key: string; invoice: unknown }[]>;
          };
        }
      ).faturamentoDemo;
      if (!reader) throw new Error('window.faturamentoDemo is missing (fixture mode only)');
      const lists = await Promise.all(names.map((team) => reader.listForms(team)));
      return JSON.stringify(lists, function (this: Record<string, unknown>, key, value: unknown) {
        const raw = this[key];
        if (raw === undefined) return { [tag]: 'undefined' };
        if (typeof raw === 'number' && (!Number.isFinite(raw) || Object.is(raw, -0)))
          return { [tag]: Object.is(raw, -0) ? '-0' : String(raw) };
        if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
          const proto = Object.getPrototypeOf(raw) as unknown;
          if (proto !== Object.prototype && proto !== null)
            throw new Error(`not plain data at "${key}": ${Object.prototype.toString.call(raw)}`);
        } else if (typeof raw === 'function' || typeof raw === 'symbol' || typeof raw === 'bigint')
          throw new Error(`not plain data at "${key}": ${typeof raw}`);
        return value;
      });
    },
    { teams: [...teams], tag: NON_JSON },
  );
  const special: Record<string, unknown> = {
    undefined,
    NaN,
    Infinity,
    '-Infinity': -Infinity,
    '-0': -0,
  };
  const revive = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === NON_JSON) return special[String(record[NON_JSON])];
    for (const k of keys) record[k] = revive(record[k]);
    return record;
  };
  return revive(JSON.parse(text)) as Entries[];
}

/** forms/{team} through the page's InvoiceRepo, in its order, as entries. */
export async function readTeamEntries(page: Page, team: string): Promise<Entries> {
  const [entries = []] = await readEntries(page, [team]);
  return entries;
}

const byKey = (entries: Entries): Record<string, Invoice> =>
  Object.fromEntries(entries.map((e) => [e.key, e.invoice]));

/** forms/{team} through the page's InvoiceRepo: key → stored record. */
export async function readTeamForms(page: Page, team: string): Promise<Record<string, Invoice>> {
  return byKey(await readTeamEntries(page, team));
}

/**
 * Reads forms/ of every team (D1's 17) through the page's InvoiceRepo, the teams' reads in
 * flight together, in one call into the page.
 */
export async function readForms(page: Page): Promise<FormsTree> {
  const teams = await readEntries(page, FIXED_TEAMS);
  return Object.fromEntries(FIXED_TEAMS.map((team, i) => [team, byKey(teams[i] ?? [])]));
}

/** One leaf that differs between two reads: its path ('T/K/services/3/pedido') and values. */
export interface LeafChange {
  path: string;
  before: unknown;
  after: unknown;
}

/** Every leaf (value that is not an object) that differs, added or removed between a and b. */
export function diffLeaves(a: unknown, b: unknown, path = ''): LeafChange[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null;
  if (!isObject(a) || !isObject(b)) {
    if (isObject(a)) return diffLeaves(a, {}, path);
    if (isObject(b)) return diffLeaves({}, b, path);
    return Object.is(a, b) ? [] : [{ path, before: a, after: b }];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: LeafChange[] = [];
  for (const key of keys) {
    const sub = path === '' ? key : `${path}/${key}`;
    const x = a[key];
    const y = b[key];
    if (isObject(x) || isObject(y)) out.push(...diffLeaves(x ?? {}, y ?? {}, sub));
    else if (!Object.is(x, y)) out.push({ path: sub, before: x, after: y });
  }
  return out;
}

/**
 * The leaves that changed between two reads of forms/ (path → value after; undefined when
 * removed), with D51's revisions checked and left out: every bulletin still there that changed
 * moved on exactly `writes` revisions (one per write: a second write from a double click shows
 * as two), and none that did not change moved at all.
 */
export function changedLeaves(
  before: FormsTree,
  after: FormsTree,
  writes = 1,
): Record<string, unknown> {
  const changes = diffLeaves(before, after);
  const touched = new Set(changes.map((c) => c.path.split('/').slice(0, 2).join('/')));
  for (const bulletin of touched) {
    const [team = '', key = ''] = bulletin.split('/');
    const was = before[team]?.[key];
    const now = after[team]?.[key];
    if (!was || !now) continue; // created or removed: no revision to compare
    const expected = (was.rev ?? 0) + writes;
    if (now.rev !== expected) {
      throw new Error(
        `${bulletin}: rev ${String(now.rev)}, expected ${expected} (${writes} write)`,
      );
    }
  }
  return Object.fromEntries(
    changes.filter((c) => !c.path.endsWith('/rev')).map(({ path, after: value }) => [path, value]),
  );
}

/** users/ and users-mobile/ as the app's UserRepo lists them (both modes). */
export async function readUsers(page: Page): Promise<UserEntry[]> {
  if (FIREBASE) return firebaseReader().users.listUsers();
  return page.evaluate(async () => {
    const reader = (window as unknown as { faturamentoDemo?: { listUsers(): Promise<unknown[]> } })
      .faturamentoDemo;
    if (!reader) throw new Error('window.faturamentoDemo is missing (fixture mode only)');
    return reader.listUsers();
  }) as Promise<UserEntry[]>;
}

/** history/{team}/{key}, oldest first, as the app's InvoiceRepo reads it (both modes). */
export async function readHistory(page: Page, team: string, key: string): Promise<HistoryEvent[]> {
  if (FIREBASE) return firebaseReader().invoices.history(team, key);
  return page.evaluate(
    async ([t, k]) => {
      const reader = (
        window as unknown as {
          faturamentoDemo?: { history(team: string, key: string): Promise<unknown[]> };
        }
      ).faturamentoDemo;
      if (!reader) throw new Error('window.faturamentoDemo is missing (fixture mode only)');
      return reader.history(t as string, k as string);
    },
    [team, key] as const,
  ) as Promise<HistoryEvent[]>;
}
