/**
 * Guard (issue 7, "The main thread stays free"): on the demo fixture an admin generates Por Código
 * for all 17 teams over the default period, sorts twice, pages, searches and exports, while a
 * long-task observer (installed with addInitScript, buffered) records every main-thread task of
 * the report window. Any task over 200 ms from the click on Gerar Relatório on fails:
 * aggregation sliding back to the main thread would show up here long before it shows up to a
 * user. The tasks before it (sign-in, the home screen, the report window's boot) are printed but
 * not judged here: they are page loads, issue 24's `npm run bench:web` (TBT), and on this
 * machine one of three runs of the unchanged app already had one of 213 ms. `npm run bench:ui` runs the same flow on
 * the large fixture against the 50 ms target.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import { longTasks, pageNow, summarize, watchLongTasks } from './support/longtasks';
import {
  clickHeader,
  exportCsv,
  generate,
  gridColumn,
  openReport,
  resultsGrid,
  search,
} from './support/reports';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ context, page } = await newPage(browser));
});
afterEach(async () => {
  await context?.close();
});

const LIMIT_MS = 200;

describe('main thread stays free on the report screens', () => {
  it('Por Código, 17 teams, default period: generate, sort twice, page, search, export; no task over 200 ms', async () => {
    await watchLongTasks(page);
    await signIn(page, 'admin@demo.local');
    await openReport(page, 'by-code');
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await page.getByText('17 de 17 selecionadas').waitFor();
    const loaded = await pageNow(page);

    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();

    const firstCodes = await gridColumn(page, 'quantity');
    await clickHeader(page, 'quantity');
    await expect.poll(() => gridColumn(page, 'quantity')).not.toEqual(firstCodes);
    const asc = await gridColumn(page, 'quantity');
    await clickHeader(page, 'quantity');
    await expect.poll(() => gridColumn(page, 'quantity')).not.toEqual(asc);

    const pageOne = await gridColumn(page, 'planilha');
    await page.getByRole('button', { name: /próxima página/i }).click();
    await expect.poll(() => gridColumn(page, 'planilha')).not.toEqual(pageOne);

    const rowsBefore = await page.locator('.MuiTablePagination-displayedRows').textContent();
    await search(page, 'poste');
    await expect
      .poll(() => page.locator('.MuiTablePagination-displayedRows').textContent(), {
        timeout: 15_000,
      })
      .not.toBe(rowsBefore);
    const { bytes } = await exportCsv(page);
    expect(bytes.length).toBeGreaterThan(1000);

    const all = await longTasks(page);
    const flow = summarize(all.filter((t) => t.start >= loaded));
    const whole = summarize(all);
    console.log(
      `[main thread] report window: ${whole.count} long tasks, longest ${whole.longest.toFixed(0)} ms` +
        `; from Gerar Relatório on: ${flow.count}, longest ${flow.longest.toFixed(0)} ms, ` +
        `blocked ${flow.blocked.toFixed(0)} ms`,
    );
    expect(all.filter((t) => t.start >= loaded && t.duration > LIMIT_MS)).toEqual([]);
  });
});
