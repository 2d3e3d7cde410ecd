/**
 * Issue 22 in real Chromium on the demo fixture: from a report row to its bulletin. The id of a
 * general-report row is a real link that opens that bulletin's PDF view in a new tab (by mouse
 * and by keyboard: arrow to the cell, Enter), Editar beside it opens /edit; a Coelba row's
 * 'Linhas de origem' dialog lists its source lines, checked here against the stored records
 * (which lines, their dates, quantities and D5 totals, worked out from the records, not asked of
 * the report engine), with the same links. axe finds nothing; screenshots at 1366×768 and
 * 1920×1080.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inRange, invoiceDate, periodFromIsoDates } from '../../src/core/dates';
import { codeOf, invoiceIdOf, reportField } from '../../src/core/fields';
import { toList } from '../../src/core/lists';
import {
  COELBA_FALLBACK_FACTOR,
  effectiveFactor,
  hasCode,
  lineTotalCents,
  pedidoOf,
} from '../../src/core/money';
import { parseNumber } from '../../src/core/numbers';
import { acceptedByReports } from '../../src/core/status';
import type { Invoice } from '../../src/core/model';
import { axeViolations } from './support/axe';
import { browserPerTest, screenshot } from './support/browser';
import { readTeamForms } from './support/database';
import {
  coelbaShownRows,
  brNumber,
  generate,
  openReportAs,
  readPeriod,
  resultsGrid,
  search,
  selectTeams,
  teamLabel,
} from './support/reports';

const session = browserPerTest({ width: 1366, height: 768 });

/** team and key of a /pdf or /edit href. */
function target(href: string | null): { path: string; team: string; key: string } {
  const u = new URL(href ?? '', 'http://x/');
  return {
    path: u.pathname,
    team: u.searchParams.get('team') ?? '',
    key: u.searchParams.get('key') ?? '',
  };
}

/** The accessible name of the focused element. */
const focusedLabel = (p: Page) =>
  p.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/** Opens what `act` opens in a new tab and answers that tab once its URL is known. */
async function newTab(p: Page, act: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([p.context().waitForEvent('page'), act()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

const pt = (n: number) =>
  n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (cents: number) => `R$ ${pt(cents / 100)}`;
const ddmmyyyy = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};
const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('report rows link to their bulletins (issue 22)', () => {
  it('general: the id opens its PDF view in a new tab, by mouse or keyboard; Editar opens /edit', async () => {
    const { page } = session;
    const team = 'ORCDISTBA06';
    await openReportAs(page, 'admin@demo.local', 'general');
    await selectTeams(page, [team]);
    await generate(page);
    const grid = resultsGrid(page);
    const firstRow = grid.locator('[role="row"][data-id]').first();
    await firstRow.waitFor();
    const idLink = firstRow.locator('[data-field="invoiceId"] a').first();
    const id = squash(await idLink.textContent());
    expect(await idLink.getAttribute('aria-label')).toBe(`Abrir PDF do boletim ${id}`);
    expect(await idLink.getAttribute('target')).toBe('_blank');
    expect(await idLink.getAttribute('rel')).toBe('noopener');
    const pdf = target(await idLink.getAttribute('href'));
    expect(pdf.path).toBe('/pdf');
    expect(pdf.team).toBe(team);
    // The stored record at forms/{team}/{key} is the bulletin the row shows.
    const stored = await readTeamForms(page, team);
    expect(invoiceIdOf(stored[pdf.key] as Invoice)).toBe(id);

    // Keyboard: a cell of the row, ← to the ID cell: its link takes the focus; Tab: Editar.
    await firstRow.locator('[data-field="teamName"]').click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedLabel(page)).toBe(`Abrir PDF do boletim ${id}`);
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe(`Editar boletim ${id}`);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(page)).toBe(`Abrir PDF do boletim ${id}`);
    await screenshot(page, 'reports-links-general-1366');
    expect(await axeViolations(page)).toEqual([]);

    // Enter follows the link: that bulletin's PDF view, in a new tab, signed in, no handover.
    const pdfTab = await newTab(page, () => page.keyboard.press('Enter'));
    expect(target(pdfTab.url())).toEqual(pdf);
    await expect
      .poll(() => pdfTab.getByTestId('pdf-id').textContent(), { timeout: 20_000 })
      .toBe(`Boletim nº ${id}`);
    await pdfTab.close();

    // Editar (the admin may edit): /edit of the same bulletin, in a new tab.
    const editLink = firstRow.getByRole('link', { name: `Editar boletim ${id}` });
    expect(target(await editLink.getAttribute('href'))).toEqual({ ...pdf, path: '/edit' });
    const editTab = await newTab(page, () => editLink.click());
    await editTab
      .getByRole('heading', { name: `Editar Boletim ${id}` })
      .waitFor({ timeout: 20_000 });
    await editTab.close();

    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'reports-links-general-1920');
  });

  it("Coelba: a row's 'Linhas de origem' lists its source lines, as stored, with their links", async () => {
    const { page } = session;
    const teams = [
      'ORCDISTBA01',
      'ORCDISTBA02',
      'ORCDISTBA03',
      'ORCDISTBA04',
      'ORCDISTBA05',
      'ORCDISTBA06',
    ];
    await openReportAs(page, 'admin@demo.local', 'coelba');
    await selectTeams(page, teams);
    const { from, to } = await readPeriod(page);
    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();
    // Rows of several bulletins: their Planilhas read '0100246, 0100247' (D15), so the search
    // ', 0' (D41 searches Planilhas) keeps them.
    await search(page, ', 0');
    const shownRows = () => coelbaShownRows(page);
    await expect
      .poll(
        async () => {
          const shown = await shownRows();
          return shown.length > 0 && shown.every((r) => r.planilhas.includes(', '));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    const row = (await shownRows())[0];
    if (!row) throw new Error('no Coelba row of several bulletins');

    // The lines it stands for, from the stored records (D10, the period, D15's keys).
    const period = periodFromIsoDates(from, to);
    if (!period) throw new Error('no period');
    const ids = new Set(row.planilhas.split(', '));
    const expected: { id: string; position: number; cells: string[]; cents: number }[] = [];
    for (const team of teams) {
      for (const invoice of Object.values(await readTeamForms(page, team))) {
        const date = invoiceDate(invoice);
        const id = invoiceIdOf(invoice);
        if (!acceptedByReports(invoice) || date === null || !inRange(date, period)) continue;
        if (!ids.has(id) || reportField(invoice, 'city') !== row.city) continue;
        toList(invoice.services).forEach((line, position) => {
          if (
            hasCode(line) &&
            codeOf(line) === row.code &&
            pedidoOf(line) === row.pedido &&
            Math.abs(parseNumber(line.price) - brNumber(row.price)) < 0.005 &&
            Math.abs(effectiveFactor(line, COELBA_FALLBACK_FACTOR) - brNumber(row.factor)) < 0.00005
          ) {
            const cents = lineTotalCents(line, COELBA_FALLBACK_FACTOR);
            const quantity = parseNumber(line.quantity);
            const cells = [id, teamLabel(team), ddmmyyyy(date), pt(quantity), money(cents)];
            expected.push({ id, position, cells, cents });
          }
        });
      }
    }
    expected.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.position - b.position));
    expect(new Set(expected.map((e) => e.id))).toEqual(ids);
    const sum = expected.reduce((s, e) => s + e.cents, 0);
    // D15: the row's Total is the sum of its lines' rounded totals.
    expect(money(sum)).toBe(squash(row.total));

    // Keyboard: a cell of the row, ← to Planilhas: its button takes the focus; Enter opens.
    const label = `Linhas de origem do código ${row.code} em ${row.city}`;
    await grid.locator(`[role="row"][data-id="${row.id}"] [data-field="code"]`).click();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => focusedLabel(page)).toBe(label);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Linhas de origem' });
    const table = dialog.getByRole('table', { name: `Linhas de origem do código ${row.code}` });
    await table.waitFor();
    const shown = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          Array.from(tr.querySelectorAll('td'), (td) =>
            (td.textContent ?? '').replace(/\s+/g, ' ').trim(),
          ),
        ),
      );
    expect(shown).toEqual(expected.map((e) => e.cells));
    const footer = await table.locator('tfoot td').allTextContents();
    expect(squash(footer.at(-1) ?? '')).toBe(money(sum));

    // The same links: each line's bulletin id opens its PDF view; Editar its editor.
    const first = expected[0] as (typeof expected)[number];
    const firstPdf = dialog.getByRole('link', { name: `Abrir PDF do boletim ${first.id}` }).first();
    const pdf = target(await firstPdf.getAttribute('href'));
    expect(invoiceIdOf((await readTeamForms(page, pdf.team))[pdf.key] as Invoice)).toBe(first.id);
    expect(
      target(
        await dialog
          .getByRole('link', { name: `Editar boletim ${first.id}` })
          .first()
          .getAttribute('href'),
      ),
    ).toEqual({ ...pdf, path: '/edit' });
    const pdfTab = await newTab(page, () => firstPdf.click());
    await expect
      .poll(() => pdfTab.getByTestId('pdf-id').textContent(), { timeout: 20_000 })
      .toBe(`Boletim nº ${first.id}`);
    await pdfTab.close();

    await screenshot(page, 'reports-links-coelba-1366');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'reports-links-coelba-1920');

    // Esc closes; the focus is back on the row's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedLabel(page)).toBe(label);
  });
});
