/**
 * Issue 22, the filter block and the frame of the report screens in real Chromium, as the admin
 * on the demo fixture, in one signed-in context: the quick periods set both dates (cycles worked
 * out here from the browser's date, D8/D19), a refused goal says why under its field and runs
 * nothing, a changed filter says the result is stale, Gerar Relatório moves focus to the result
 * line that is announced, Fechar closes a window the app opened and otherwise goes back or
 * home, tables use the width at 1920 and fit 1366, and the by-team groups show their sort.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { browserPerFile, screenshot, url } from './support/browser';
import {
  browserToday,
  cycleDates,
  isoDay,
  cardNumbers,
  generate,
  openReport,
  readPeriod,
  resultsGrid,
  selectTeams,
} from './support/reports';

const session = browserPerFile(
  { width: 1366, height: 768 },
  { email: 'admin@demo.local', path: '/reports/general', ready: 'Gerar Relatório' },
);

const stale = (p: Page) => p.getByTestId('report-stale');
const STALE_TEXT = 'Os filtros foram alterados. Clique em Gerar Relatório para atualizar.';

describe('report filters and frame (issue 22)', () => {
  it('quick periods set both dates; the result line is focused and announced; stale says so', async () => {
    const { page } = session;
    const today = await browserToday(page);
    const current = cycleDates(today, 0);
    expect(await readPeriod(page)).toEqual(current);
    const pressed = (name: string) =>
      page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    expect(await pressed('Ciclo atual')).toBe('true');

    await page.getByRole('button', { name: 'Ciclo anterior' }).click();
    expect(await readPeriod(page)).toEqual(cycleDates(today, -1));
    expect(await pressed('Ciclo anterior')).toBe('true');
    await page.getByRole('button', { name: 'Últimos 3 ciclos' }).click();
    expect(await readPeriod(page)).toEqual({ from: cycleDates(today, -2).from, to: current.to });
    await page.getByRole('button', { name: 'Ano atual' }).click();
    // The cycles labelled with the current cycle's year: JAN's starts on 26/12 the year before.
    const endYear = Number(current.to.slice(0, 4));
    expect(await readPeriod(page)).toEqual({ from: isoDay(endYear - 1, 12, 26), to: current.to });
    await page.getByRole('button', { name: 'Ciclo atual' }).click();
    expect(await readPeriod(page)).toEqual(current);

    await selectTeams(page, ['ORCDISTBA01', 'ORCDISTBA02']);
    await generate(page);
    const line = page.getByTestId('report-generated');
    await expect.poll(() => line.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await line.getAttribute('role')).toBe('status');
    // General lists bulletins: the line counts the 'Total de Boletins' card, in pt-BR digits.
    const total = (await cardNumbers(page))['Total de Boletins'] as number;
    const digits = total.toLocaleString('pt-BR');
    expect(await line.textContent()).toBe(`Relatório gerado: ${digits} linhas`);
    expect(await stale(page).count()).toBe(0);

    // Any filter that would give another report: the notice; back as generated: gone.
    const group = page.getByRole('group', { name: 'Equipes' });
    await group.getByRole('checkbox', { name: 'Equipe 03', exact: true }).check();
    expect(await stale(page).textContent()).toBe(STALE_TEXT);
    await group.getByRole('checkbox', { name: 'Equipe 03', exact: true }).uncheck();
    expect(await stale(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Ciclo anterior' }).click();
    await stale(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'report-general-stale-1366');
    await generate(page);
    expect(await stale(page).count()).toBe(0);
    // The search is applied to the result as typed: it never makes it stale.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz-nada');
    await page.waitForTimeout(400);
    expect(await stale(page).count()).toBe(0);
  });

  it('a negative, empty or non-numeric goal is refused under its field and nothing runs', async () => {
    const { page } = session;
    await openReport(page, 'daily');
    const daily = page.getByRole('textbox', { name: 'Meta diária (R$)' });
    const max = page.getByRole('textbox', { name: 'Meta máxima (R$)' });
    const message = 'Informe uma meta válida (zero ou maior).';
    for (const typed of ['-5', '', 'abc']) {
      await max.fill(typed);
      await page.getByRole('button', { name: 'Gerar Relatório' }).click();
      // The message is the field's description; focus goes to it; no report ran.
      await expect.poll(() => max.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await max.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await max.getAttribute('aria-describedby')) as string;
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(message);
      expect(await page.getByText('Nenhum dado carregado').count()).toBe(1);
      expect(await page.getByTestId('report-generated').isVisible()).toBe(false);
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'report-daily-goal-refused-1366');
    await max.fill('0');
    await daily.fill('5.000,00');
    await generate(page);
    await page.getByTestId('report-generated').waitFor();
  });

  it('by-team groups show their sort; Por Código fits 1366 and tables use 1920', async () => {
    const { page } = session;
    await openReport(page, 'by-team');
    await selectTeams(page, ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03']);
    await generate(page);
    const groups = page.getByRole('table', { name: 'Equipes', exact: true });
    const teamHeader = groups.getByRole('columnheader', { name: 'Equipe' });
    expect(await teamHeader.getAttribute('aria-sort')).toBe('ascending');
    await teamHeader.getByRole('button').click();
    expect(await teamHeader.getAttribute('aria-sort')).toBe('descending');

    await openReport(page, 'by-code');
    await selectTeams(page, ['ORCDISTBA01', 'ORCDISTBA02']);
    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();
    // The page never scrolls sideways, and the grid has no horizontal scrollbar (MUI X says
    // whether it has one in a CSS variable of its root).
    const fit = () =>
      page.evaluate(() => {
        const root = document.scrollingElement as HTMLElement;
        const grid = document.querySelector('.MuiDataGrid-root') as HTMLElement;
        return {
          page: root.scrollWidth <= root.clientWidth,
          grid: getComputedStyle(grid).getPropertyValue('--DataGrid-hasScrollX').trim() === '0',
        };
      });
    expect(await fit()).toEqual({ page: true, grid: true });
    // Every header reads whole (no ellipsis): its title is as wide as its text.
    const cut = await grid
      .locator('.MuiDataGrid-columnHeaderTitle')
      .evaluateAll((titles) =>
        titles.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent),
      );
    expect(cut).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'report-by-code-1366');

    await page.setViewportSize({ width: 1920, height: 1080 });
    const mainWidth = await page.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(mainWidth).toBeGreaterThan(1800);
    expect(await fit()).toEqual({ page: true, grid: true });
    await screenshot(page, 'report-by-code-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('Fechar closes a window the app opened; otherwise back, or home with no history', async () => {
    const { context, page } = session;
    // A window the app opens (as the home menu does): Fechar closes it.
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/reports/general', '_blank', 'popup=yes')),
    ]);
    await popup.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    // The click closes the page it was made on: Playwright's click may still be finishing its
    // own checks when the window goes ('Target page, context or browser has been closed', seen
    // once in CI). The close itself is what is awaited; the click's error counts only if the
    // window stayed open.
    const closed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Fechar' })
      .click({ noWaitAfter: true })
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;
    expect(popup.isClosed()).toBe(true);

    // Opened by a link followed from an app page (the browser refuses close()): back to it.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/reports/monthly';
      link.textContent = 'Mensal';
      document.body.append(link);
      link.click();
    });
    await page.waitForURL(url('/reports/monthly'));
    await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('button', { name: 'Sair' }).waitFor();

    // A tab opened on a pasted link or a bookmark: home, not out of the app.
    const tab = await context.newPage();
    await tab.goto(url('/reports/daily'));
    await tab.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    await tab.getByRole('button', { name: 'Fechar' }).click();
    await tab.waitForURL(url('/'));
    await tab.getByRole('button', { name: 'Sair' }).waitFor();
    await tab.close();
  });
});
