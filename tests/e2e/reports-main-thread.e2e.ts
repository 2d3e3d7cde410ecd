/**
 * Guard (issue 7, "The main thread stays free"): on the demo fixture an admin generates Por Código
 * for all 17 teams over the default period, sorts twice, pages, searches and exports.
 *
 * - **The report engine is not in the window.** Aggregation, search, sort, paging and the CSV
 *   are the worker's (ARCHITECTURE "The worker is the report server"): none of their modules
 *   (workers/engine, workers/reports, the report server, the CSV and workbook writers, the
 *   loader) may be loaded in the page's main thread, read from the scripts V8 parsed there and
 *   their source maps. This is what catches aggregation sliding back to the main thread: at demo
 *   size the worker's whole aggregation is ~100 ms, within the timing noise of a shared machine,
 *   so a duration alone could not tell it.
 * - **No long task over 300 ms** from the click on Gerar Relatório on, recorded by a long-task
 *   observer (installed with addInitScript, buffered). A coarse limit against gross regressions
 *   of the screen (a grid mounted again on every page, a render of every row): the same unchanged
 *   flow measured 60–90 ms here and 66–213 ms in CI runs of shared machines. The tasks before
 *   the click (sign-in, the home screen, the report window's boot) are printed but not judged:
 *   they are page loads, issue 24's `npm run bench:web` (TBT). `npm run bench:ui` runs the same
 *   flow on the large fixture against the 50 ms target.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';
import {
  longTasks,
  mainThreadModules,
  pageNow,
  summarize,
  watchLongTasks,
} from './support/longtasks';
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

const LIMIT_MS = 300;

/** The worker's modules: the report engine and what feeds and writes it. */
const REPORT_ENGINE =
  /^workers\/(engine\/|reports\/|reportServer\.ts|reportApi\.ts|report\.worker\.ts|load\.ts|csv\.ts|xlsx\.ts)/;

describe('main thread stays free on the report screens', () => {
  it('Por Código, 17 teams, default period: generate, sort twice, page, search, export; the engine stays in the worker, no task over 300 ms', async () => {
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

    const modules = await mainThreadModules(page);
    // The reading sees the screen's own code and the worker's client (it can fail)…
    expect(modules).toContain('src/features/reports/ReportPage.tsx');
    expect(modules).toContain('workers/client.ts');
    // …and none of the engine.
    expect([...modules].filter((module) => REPORT_ENGINE.test(module))).toEqual([]);
  });
});
