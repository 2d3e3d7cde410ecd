/**
 * Issue 23: two 'Administração de Usuários' windows edit one supervisor. Each save sends only
 * what its admin changed, applied to the list stored when it lands (a transaction), so neither
 * drops the team the other added. Two tabs of one browser context share the demo's fixture
 * store, as two admins share the Realtime Database. The whole user collections are read
 * through the app's own UserRepo before and after, and compared leaf by leaf.
 * Expected values are written by hand from the demo's users (fixtures/generator.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserEntry } from '../../src/core/ports';
import { browserPerTest, screenshot, signIn, url } from './support/browser';
import { diffLeaves } from './support/database';

const session = browserPerTest();
const SUPERV = 'superv@demo.local';
const team = (n: number) => `ORCDISTBA${String(n).padStart(2, '0')}`;

/** users and users-mobile through the app's UserRepo: 'collection/uid' → record. */
async function readUsers(page: Page): Promise<Record<string, unknown>> {
  const entries = (await page.evaluate(async () => {
    const reader = (window as unknown as { faturamentoDemo?: { listUsers(): Promise<unknown[]> } })
      .faturamentoDemo;
    if (!reader) throw new Error('window.faturamentoDemo is missing (fixture mode only)');
    return reader.listUsers();
  })) as UserEntry[];
  return Object.fromEntries(entries.map((e) => [`${e.collection}/${e.uid}`, e.record]));
}

/** Another tab of the same context (same session, same fixture store) on /admin. */
async function adminTab(): Promise<Page> {
  const tab = await session.context.newPage();
  await tab.goto(url('/admin'));
  await tab.getByRole('table', { name: 'Supervisores' }).waitFor();
  return tab;
}

function rowOf(tab: Page, email: string): Locator {
  return tab.getByTestId('supervisor-row').filter({ hasText: email });
}

async function chipsOf(row: Locator): Promise<string[]> {
  return row.locator('.MuiChip-label').allTextContents();
}

/** Opens the supervisor's row in edit mode and ticks or unticks the given teams. */
async function edit(tab: Page, check: number[], uncheck: number[] = []): Promise<Locator> {
  const row = rowOf(tab, SUPERV);
  await row.getByRole('button', { name: /^Editar/ }).click();
  for (const n of check) await row.getByRole('checkbox', { name: team(n) }).check();
  for (const n of uncheck) await row.getByRole('checkbox', { name: team(n) }).uncheck();
  return row;
}

async function saved(tab: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^Editar/ }).waitFor();
  await tab.getByText('Equipes de Supervisor Demo atualizadas.').waitFor();
}

/** The one leaf that changed: the demo supervisor's list (users-mobile, P4), from 01–04. */
function onlySupervisionChanged(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  expected: string,
): void {
  const changes = diffLeaves(before, after);
  expect(changes).toHaveLength(1);
  expect(changes[0]?.path).toMatch(/^users-mobile\/[^/]+\/supervision$/);
  expect(changes[0]?.before).toBe('ORCDISTBA01,ORCDISTBA02,ORCDISTBA03,ORCDISTBA04');
  expect(changes[0]?.after).toBe(expected);
}

describe('two admin windows on one supervisor (issue 23)', () => {
  it('a save made after the other window saved keeps the team that window added', async () => {
    await signIn(session.page, 'admin@demo.local');
    const usersBefore = await readUsers(session.page);
    const [a, b] = [await adminTab(), await adminTab()];

    // Both windows open the dialog on what is stored: 01–04.
    const rowA = await edit(a, [5]);
    const rowB = await edit(b, [6], [1]);
    await rowA.getByRole('button', { name: 'Salvar' }).click();
    await saved(a, rowA);
    expect(await chipsOf(rowA)).toEqual([team(1), team(2), team(3), team(4), team(5)]);

    // B still shows the list it opened on (no 05), and saves its own change: 06 in, 01 out.
    await rowB.getByRole('button', { name: 'Salvar' }).click();
    await saved(b, rowB);
    const both = [team(2), team(3), team(4), team(5), team(6)];
    expect(await chipsOf(rowB)).toEqual(both);
    await screenshot(b, 'admin-concurrent-kept');

    const usersAfter = await readUsers(session.page);
    onlySupervisionChanged(usersBefore, usersAfter, both.join(','));

    // A, re-read from storage, shows both admins' changes too.
    await a.reload();
    await a.getByRole('table', { name: 'Supervisores' }).waitFor();
    expect(await chipsOf(rowOf(a, SUPERV))).toEqual(both);
  });

  it('two saves clicked at the same moment both land', async () => {
    await signIn(session.page, 'admin@demo.local');
    const usersBefore = await readUsers(session.page);
    const [a, b] = [await adminTab(), await adminTab()];
    const rowA = await edit(a, [7]);
    const rowB = await edit(b, [9]);

    await Promise.all([
      rowA.getByRole('button', { name: 'Salvar' }).click(),
      rowB.getByRole('button', { name: 'Salvar' }).click(),
    ]);
    await Promise.all([saved(a, rowA), saved(b, rowB)]);

    const both = [team(1), team(2), team(3), team(4), team(7), team(9)];
    onlySupervisionChanged(usersBefore, await readUsers(session.page), both.join(','));
    for (const tab of [a, b]) {
      await tab.reload();
      await tab.getByRole('table', { name: 'Supervisores' }).waitFor();
      expect(await chipsOf(rowOf(tab, SUPERV))).toEqual(both);
    }
  });
});
