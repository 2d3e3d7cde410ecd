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

/** Reads forms/ of every team (D1's 17) through the page's InvoiceRepo. */
export async function readForms(page: Page): Promise<FormsTree> {
  const tree: FormsTree = {};
  for (const team of FIXED_TEAMS) tree[team] = await readTeamForms(page, team);
  return tree;
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
