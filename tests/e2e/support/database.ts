/**
 * The whole demo database as the app reads it (issue 21): every team's forms/{team} through the
 * app's own InvoiceRepo (window.faturamentoDemo, fixture mode only), and a leaf-by-leaf diff of
 * two reads, so a test can prove that an action changed exactly what it should and nothing else.
 */
import type { Page } from 'playwright-core';
import type { Invoice } from '../../../src/core';
import { FIXED_TEAMS } from '../../../src/core';

/** forms/{team}/{key} for every team: team → key → stored record. */
export type FormsTree = Record<string, Record<string, Invoice>>;

/** forms/{team} through the page's InvoiceRepo, in its order, as entries. */
export async function readTeamEntries(
  page: Page,
  team: string,
): Promise<{ key: string; invoice: Invoice }[]> {
  return page.evaluate(async (t) => {
    const reader = (
      window as unknown as {
        faturamentoDemo?: { listForms(team: string): Promise<{ key: string; invoice: unknown }[]> };
      }
    ).faturamentoDemo;
    if (!reader) throw new Error('window.faturamentoDemo is missing (fixture mode only)');
    return reader.listForms(t);
  }, team) as Promise<{ key: string; invoice: Invoice }[]>;
}

/** forms/{team} through the page's InvoiceRepo: key → stored record. */
export async function readTeamForms(page: Page, team: string): Promise<Record<string, Invoice>> {
  return Object.fromEntries((await readTeamEntries(page, team)).map((e) => [e.key, e.invoice]));
}

/**
 * Reads forms/ of every team (D1's 17) through the page's InvoiceRepo, the teams' reads in
 * flight together.
 */
export async function readForms(page: Page): Promise<FormsTree> {
  const teams = await Promise.all(FIXED_TEAMS.map((team) => readTeamForms(page, team)));
  return Object.fromEntries(FIXED_TEAMS.map((team, i) => [team, teams[i] ?? {}]));
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
