/**
 * Issue 17: a report from the keyboard alone, in real Chromium as the admin on the demo fixture.
 * Only Tab, Shift+Tab, arrows, Enter and Space: the teams and a quick period in the filter
 * block, Gerar Relatório, a sort from a column header, and Coelba rows
 * selected for Atualizar Pedidos.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { browserToday, cycleDates, readPeriod } from './support/reports';

const session = browserPerFile(
  { width: 1366, height: 768 },
  { email: 'admin@demo.local', path: '/reports/coelba', ready: 'Gerar Relatório' },
);

/** The focused element: its role-ish tag, accessible label or text, and attributes of interest. */
function focused(p: Page) {
  return p.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { name: '', role: '', field: '' };
    const label =
      el.getAttribute('aria-label') ??
      el.closest('label')?.textContent ??
      (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return {
      name: label.trim(),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      field: el.closest('[data-field]')?.getAttribute('data-field') ?? '',
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused element matches, at most `max` times. */
async function tabTo(
  p: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  { back = false, max = 80 } = {},
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await p.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (match(await focused(p))) return;
  }
  throw new Error(`focus never reached the target; last: ${JSON.stringify(await focused(p))}`);
}

/** The grid row of the focused cell. */
const focusedRow = (p: Page) =>
  p.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute('data-id') ?? '');

/**
 * ArrowDown, then waits for the focus to reach the next row before the next key, as a person
 * sees the focus move before pressing on (the grid applies a key to the row focused when read).
 */
async function rowDown(p: Page): Promise<void> {
  const from = await focusedRow(p);
  await p.keyboard.press('ArrowDown');
  await expect.poll(() => focusedRow(p), { timeout: 5_000 }).not.toBe(from);
}

const selected = (p: Page) => p.getByText(/^\d+ selecionados$/).innerText();

describe('a report from the keyboard alone (issue 17)', () => {
  it('filters, Gerar Relatório, a sort and a Coelba selection', async () => {
    const { page } = session;
    const today = await browserToday(page);
    const teams = page.getByRole('group', { name: 'Equipes' });

    // Filter block: Desmarcar Todas, then two teams by Space, then 'Ciclo anterior' by Enter.
    await tabTo(page, (f) => f.name === 'Desmarcar Todas');
    await page.keyboard.press('Enter');
    await expect.poll(() => teams.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await tabTo(page, (f) => f.name === 'Equipe 01');
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.name === 'Equipe 02');
    await page.keyboard.press('Space');
    expect(await teams.getByRole('checkbox', { checked: true }).count()).toBe(2);
    // The quick periods are one tab stop; arrows move between them (MUI's roving tab index).
    await tabTo(page, (f) => f.name === 'Ciclo atual');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('Ciclo anterior');
    await page.keyboard.press('Enter');
    expect(await readPeriod(page)).toEqual(cycleDates(today, -1));
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toBe('Ciclo atual');
    await page.keyboard.press('Enter');
    expect(await readPeriod(page)).toEqual(cycleDates(today, 0));

    // Gerar Relatório by Enter: focus lands on the result line.
    await tabTo(page, (f) => f.name === 'Gerar Relatório');
    await page.keyboard.press('Enter');
    await page.getByTestId('report-generated').waitFor({ timeout: 60_000 });
    await expect.poll(() => focused(page).then((f) => f.name)).toMatch(/^Relatório gerado: /);

    // The grid: Tab reaches its headers; Enter on Total sorts it (asc, then desc).
    const total = page.locator('[role="columnheader"][data-field="totalCents"]');
    await tabTo(page, (f) => f.role === 'columnheader');
    for (let i = 0; i < 20; i += 1) {
      if ((await focused(page)).field === 'totalCents') break;
      await page.keyboard.press('ArrowRight');
    }
    expect((await focused(page)).field).toBe('totalCents');
    await page.keyboard.press('Enter');
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(() => total.getAttribute('aria-sort')).toBe('descending');
    // The descending page has arrived (the grid keeps the last rows under its loading overlay
    // until then; a row focused there would be replaced under the keys).
    await expect
      .poll(() => page.locator('[role="grid"] [role="progressbar"]').count(), { timeout: 15_000 })
      .toBe(0);

    // Down into the rows: Shift+Space selects the row in focus (the grid's own gesture); two
    // rows, two selected; again on the same row takes it out.
    await rowDown(page);
    expect((await focused(page)).role).toBe('gridcell');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => selected(page), { timeout: 10_000 }).toBe('1 selecionados');
    await rowDown(page);
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => selected(page), { timeout: 10_000 }).toBe('2 selecionados');
    await page.keyboard.press('Shift+Space');
    await expect.poll(() => selected(page), { timeout: 10_000 }).toBe('1 selecionados');
    // The row's own checkbox cell: Space toggles it too.
    for (let i = 0; i < 20; i += 1) {
      if ((await focused(page)).field === '__check__') break;
      await page.keyboard.press('ArrowRight');
    }
    expect((await focused(page)).field).toBe('__check__');
    await page.keyboard.press('Space');
    await expect.poll(() => selected(page), { timeout: 10_000 }).toBe('2 selecionados');

    // Atualizar Pedidos is reachable and enabled from the keyboard.
    await tabTo(page, (f) => f.name === 'Atualizar Pedidos', { back: true });
    expect(await page.getByRole('button', { name: 'Atualizar Pedidos' }).isEnabled()).toBe(true);
  });
});
