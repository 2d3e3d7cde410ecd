/**
 * Issue 22, the charts and cards of the per-team reports in real Chromium, as the admin on the
 * demo data, in both modes (P50), in one signed-in page (four screens, one load each): the empty
 * daily chart (its message, a sane axis, no NaN), a year-long daily chart in weeks (P23: axis
 * titles, tooltip, goal marks), 17 teams in 17 distinct colours with legend toggles (click and
 * keyboard) and hover highlight, the daily cards in even rows at 1366 and 1920, the daily
 * report's Exportar CSV byte-equal to the report CLI's on the same database with one team's row
 * worked out by hand, the monthly Meta label beside the plot, screenshots of daily, monthly,
 * by-type and paid-summary at 1366×768 and 1920×1080, and axe at zero violations on each.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { axeViolations } from './support/axe';
import { browserPerFile, screenshot } from './support/browser';
import {
  browserToday,
  bulletinCents,
  bulletinsInPeriod,
  column,
  databaseExportFile,
  exportCsv,
  generate,
  hundredths,
  openReport,
  parseCsv,
  readExportFile,
  readPeriod,
  runReportCli,
  storedGlobalFactor,
  sumHundredths,
  workDays,
  DAILY_CSV_HEADER,
} from './support/reports';
import type { CliRun } from './support/reports';

/** D27: the admin's 17 teams, ORCDISTBA01 to 17, written out. */
const ALL_TEAMS = Array.from(
  { length: 17 },
  (_, i) => `ORCDISTBA${String(i + 1).padStart(2, '0')}`,
);

const SMALL = { width: 1366, height: 768 };
const LARGE = { width: 1920, height: 1080 };

// One page for the file, signed in on the daily report; P50: Firebase mode starts it from the
// seeded demo and fails it on a refused request.
const session = browserPerFile(SMALL, {
  email: 'admin@demo.local',
  path: '/reports/daily',
  ready: 'Gerar Relatório',
});
let page: typeof session.page;
let today: string;

beforeAll(async () => {
  page = session.page;
  today = await browserToday(page);
});

/** yyyy-mm-dd `days` after the yyyy-mm-dd `from` (calendar days, UTC). */
const addDays = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function setPeriod(from: string, to: string) {
  await page.getByLabel('Data inicial').fill(from);
  await page.getByLabel('Data final').fill(to);
}

const dailyChart = () => page.getByRole('img', { name: /faturamento diário/i });

/** Every attribute of the daily chart's SVG that is not a number where one belongs. */
function badSvgAttributes(): Promise<string[]> {
  return dailyChart().evaluate((svg) =>
    Array.from(svg.querySelectorAll('*')).flatMap((el) =>
      Array.from(el.attributes)
        .filter((a) => /NaN|Infinity|undefined/.test(a.value))
        .map((a) => `${el.tagName} ${a.name}=${a.value}`),
    ),
  );
}

/** The chart's SVG texts (tick labels and axis titles). */
const svgTexts = () => dailyChart().locator('text').allTextContents();

/** The summary cards' rows at this width: how many cards share each top edge. */
async function cardRows(): Promise<number[]> {
  const tops = await page
    .locator('[data-testid="summary-card"]')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

/** Card values cut by their ellipsis (wider than their box). */
const truncatedCards = () =>
  page
    .locator('[data-testid="summary-card-value"]')
    .evaluateAll((values) =>
      values.filter((v) => v.scrollWidth > v.clientWidth + 1).map((v) => v.textContent),
    );

/** A full-page screenshot from the top (the frame's bar is sticky: scrolled, it would cover). */
async function shoot(name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function shootBoth(name: string) {
  await shoot(`${name}-1366`);
  await page.setViewportSize(LARGE);
  await shoot(`${name}-1920`);
  await page.setViewportSize(SMALL);
}

describe('daily chart', () => {
  it("an empty period says 'Nenhum dado no período.' over a sane axis, no NaN", async () => {
    // A period a month ahead: no bulletin yet. 11 days ≤ 62: one group per day.
    await setPeriod(addDays(today, 30), addDays(today, 40));
    await generate(page);
    await expect.poll(() => dailyChart().count()).toBe(1);
    await page.getByText('Nenhum dado no período.').waitFor();
    expect(await badSvgAttributes()).toEqual([]);
    const texts = await svgTexts();
    // The y axis runs from R$ 0 to the daily goal 5.000 (the goal marks of the weekdays).
    const money = texts.filter((t) => t.startsWith('R$'));
    expect(money[0]).toBe('R$ 0');
    expect(money.at(-1)).toBe('R$ 5.000');
    expect(new Set(money).size).toBe(money.length);
    expect(texts).toContain('Data');
    expect(await dailyChart().locator('rect[data-series]').count()).toBe(0);
    expect(await dailyChart().locator('[data-testid="daily-chart-goal"]').count()).toBeGreaterThan(
      0,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shoot('charts-daily-empty-1366');
  });

  it('a year in weeks: axis titles, tooltip, 17 distinct colours, legend toggle and highlight; cards; screenshots; axe', async () => {
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    // 365 days > 62: ISO weeks (P23), 52 or 53 of them plus partial ends.
    await setPeriod(addDays(today, -364), today);
    await generate(page);
    await expect.poll(() => dailyChart().locator('rect[data-series]').count()).toBeGreaterThan(0);
    const texts = await svgTexts();
    expect(texts).toContain('Semana (início)');
    expect(texts).toContain('Valor por semana (R$)');
    const groups = await dailyChart().locator('[data-testid="daily-chart-day"]').count();
    expect(groups).toBeGreaterThanOrEqual(53);
    expect(groups).toBeLessThanOrEqual(54);
    expect(await badSvgAttributes()).toEqual([]);

    // The tooltip says what a bar is: a team's week, and that week's goal.
    await dailyChart().locator('[data-testid="daily-chart-day"]').nth(20).hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toMatch(
      /^Semana de \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}7 dias/,
    );
    expect(await tip.textContent()).toContain('5,5 úteis · Meta por equipe: R$ 27.500,00');
    await page.mouse.move(0, 0);

    // 17 teams, 17 colours: every team's bars in one colour, no two teams alike.
    const fills = await dailyChart()
      .locator('rect[data-series]')
      .evaluateAll((rects) => {
        const byTeam: Record<string, string[]> = {};
        for (const r of rects) {
          const id = r.getAttribute('data-series') as string;
          byTeam[id] = [...new Set([...(byTeam[id] ?? []), r.getAttribute('fill') as string])];
        }
        return byTeam;
      });
    expect(Object.keys(fills)).toHaveLength(17);
    expect(Object.values(fills).every((f) => f.length === 1)).toBe(true);
    expect(new Set(Object.values(fills).map((f) => f[0])).size).toBe(17);

    // Legend: 17 toggle buttons; a click hides Equipe 05, Space (keyboard) shows it again.
    const legend = page.getByRole('group', { name: /Equipes no gráfico/ });
    expect(await legend.getByRole('button').count()).toBe(17);
    const team5 = legend.getByRole('button', { name: 'Equipe 05', exact: true });
    const bars5 = dailyChart().locator('rect[data-series="ORCDISTBA05"]');
    const shown5 = await bars5.count();
    expect(shown5).toBeGreaterThan(0);
    await team5.click();
    expect(await team5.getAttribute('aria-pressed')).toBe('false');
    expect(await bars5.count()).toBe(0);
    await page.mouse.move(0, 0);
    // From the keyboard: Tab on to Equipe 06, Shift+Tab back, Space.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await team5.getAttribute('aria-pressed')).toBe('true');
    expect(await bars5.count()).toBe(shown5);
    // Focused, Equipe 05 is highlighted: the other teams fade, its own bars stay whole.
    expect(await bars5.first().getAttribute('opacity')).toBe('1');
    expect(
      await dailyChart().locator('rect[data-series="ORCDISTBA06"]').first().getAttribute('opacity'),
    ).toBe('0.18');
    // Focus leaves the legend: nothing highlighted.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(
      await dailyChart().locator('rect[data-series="ORCDISTBA06"]').first().getAttribute('opacity'),
    ).toBe('1');
    // Hover does the same.
    await legend.getByRole('button', { name: 'Equipe 09', exact: true }).hover();
    expect(await bars5.first().getAttribute('opacity')).toBe('0.18');
    await page.mouse.move(0, 0);
    expect(await bars5.first().getAttribute('opacity')).toBe('1');

    // Eight cards: 4 + 4 at 1366, one row of 8 at 1920, no figure cut.
    expect(await cardRows()).toEqual([4, 4]);
    expect(await truncatedCards()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shoot('charts-daily-year-1366');
    await page.setViewportSize(LARGE);
    await expect.poll(cardRows).toEqual([8]);
    expect(await truncatedCards()).toEqual([]);
    await shoot('charts-daily-year-1920');
    await page.setViewportSize(SMALL);

    // Today's cycle (≤ 31 days): one group per day again, axis 'Data'.
    await page.getByRole('button', { name: 'Ciclo atual' }).click();
    const input = await databaseExportFile();
    const { from, to } = await readPeriod(page);
    const run: CliRun = { kind: 'daily', teams: ALL_TEAMS, from, to, today, input };
    const cli = runReportCli(run); // runs while the page generates
    await generate(page);
    await expect.poll(svgTexts).toContain('Data');
    expect(await svgTexts()).not.toContain('Semana (início)');
    await shootBoth('charts-daily-cycle');

    // Exportar CSV: the 'Desempenho por Equipe' table (D24), the CLI's bytes on this database.
    const { fileName, bytes } = await exportCsv(page);
    expect(fileName).toBe(`relatorio-diario-${today}.csv`);
    expect(bytes.equals(await cli)).toBe(true);
    const csv = parseCsv(bytes);
    expect(csv.header).toEqual(DAILY_CSV_HEADER);
    // D40: a row per team, then Total Geral (D42) with the sum of the rows' Faturamento.
    const teamRows = { ...csv, rows: csv.rows.slice(0, -1) };
    expect(teamRows.rows).toHaveLength(17);
    expect(csv.rows.at(-1)?.[1]).toBe('Total Geral');
    expect(hundredths(csv.rows.at(-1)?.[2] as string)).toBe(
      sumHundredths(column(teamRows, 'Faturamento')),
    );
    // Equipe 05 by hand from the stored bulletins of the cycle (D5, D6, D10, D18).
    const data = readExportFile(input);
    const bulletins = bulletinsInPeriod(data, 'ORCDISTBA05', from, to);
    expect(bulletins.length).toBeGreaterThan(0);
    const factor = storedGlobalFactor(data);
    const value = bulletins.reduce((sum, b) => sum + bulletinCents(b, factor), 0);
    const days = workDays(from, to, today);
    const row = teamRows.rows.find((r) => r[1] === 'Equipe 05') as string[];
    expect({
      value: hundredths(row[2] as string),
      bulletins: Number(row[3]),
      days: row[7],
      average: hundredths(row[8] as string),
    }).toEqual({
      value,
      bulletins: bulletins.length,
      days: days.toFixed(2).replace('.', ','),
      average: days === 0 ? 0 : Math.round(value / days),
    });
  });
});

describe('the other per-team screens', () => {
  it('monthly: the Meta label is right of every bar; screenshots; axe', async () => {
    await openReport(page, 'monthly');
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await generate(page);
    const cards = page.locator('[data-testid="monthly-team-card"]');
    await expect.poll(() => cards.count()).toBe(17);
    const overlaps = await cards.evaluateAll((all) =>
      all.flatMap((card) => {
        const label = card.querySelector('[data-testid="goal-label"]')?.getBoundingClientRect();
        if (!label) return ['no label'];
        return Array.from(card.querySelectorAll('rect[data-status]'))
          .map((r) => r.getBoundingClientRect())
          .filter(
            (b) =>
              b.width > 0 &&
              b.height > 0 &&
              b.left < label.right &&
              label.left < b.right &&
              b.top < label.bottom &&
              label.top < b.bottom,
          )
          .map(() => card.getAttribute('aria-label') ?? '');
      }),
    );
    expect(overlaps).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth('charts-monthly');
  });

  it('by-type and paid-summary: screenshots; axe', async () => {
    await openReport(page, 'by-type');
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await generate(page);
    await expect.poll(() => page.locator('[data-testid="by-type-chart"]').count()).toBe(17);
    expect(await page.locator('[data-testid="insight"]').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth('charts-by-type');

    await openReport(page, 'paid-summary');
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await generate(page);
    expect(await cardRows()).toEqual([3]);
    expect(await axeViolations(page)).toEqual([]);
    await shootBoth('charts-paid-summary');
  });
});
