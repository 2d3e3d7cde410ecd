/**
 * The four per-team reports (paid-summary, daily, monthly, by-type) in real Chromium on the demo
 * fixture, as the admin at 1280 px: cards and tables against the report CLI's CSV for the same
 * filters, Exportar CSV byte-equal to the CLI, screenshots of daily, monthly and by-type, and
 * D17 access by URL for a supervisor. These reports have no sort and no search (D34, D41).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signedInAt } from './support/browser';
import {
  brNumber,
  browserToday,
  cardNumbers,
  column,
  exportCsv,
  generate,
  hundredths,
  openReportAs,
  parseCsv,
  readCards,
  readPeriod,
  runReportCli,
  selectTeams,
  sumHundredths,
  teamLabel,
  DAILY_CSV_HEADER,
} from './support/reports';
import type { CliRun, ParsedCsv } from './support/reports';

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
  // 1280 px: the width the report screens must stay readable at (issue 7).
  ({ context, page } = await newPage(browser, { width: 1280, height: 900 }));
});
afterEach(async () => {
  await context?.close();
});

const TEAMS = ['ORCDISTBA01', 'ORCDISTBA04', 'ORCDISTBA09', 'ORCDISTBA14'];
const count = (n: number) => n * 100;

/** A MUI table's header, body and footer cell texts. */
async function readTable(table: Locator) {
  const cells = (selector: string) =>
    table
      .locator(selector)
      .evaluateAll((rows) =>
        rows.map((r) =>
          Array.from(r.querySelectorAll('th, td')).map((c) => (c.textContent ?? '').trim()),
        ),
      );
  return {
    head: ((await cells('thead tr'))[0] ?? []) as string[],
    body: await cells('tbody tr'),
    foot: await cells('tfoot tr'),
  };
}

/**
 * A screen cell equals a CSV cell: numbers by value to the hundredth (the screen formats them
 * with R$, thousands dots or %), text as written.
 */
function sameCell(screen: string, csv: string): boolean {
  if (/^-?\d+(,\d+)?$/.test(csv)) {
    // Ranking shows '1º'; by-type cells add the share, 'R$ 3.612,38 (1,2%)'.
    const main = screen.replace(/\s*\(.*\)$/, '').replace(/º$/, '');
    return main !== '' && Math.round(brNumber(main) * 100) === hundredths(csv);
  }
  return screen === csv;
}

/** Every screen row (and the footer) equals its CSV line, column by header name. */
function expectTableMatches(
  shown: { head: string[]; body: string[][]; foot: string[][] },
  csv: ParsedCsv,
  footerRows: number,
) {
  const data = csv.rows.slice(0, csv.rows.length - footerRows);
  const footer = csv.rows.slice(csv.rows.length - footerRows);
  const indices = shown.head.map((h) => csv.header.indexOf(h));
  expect(indices.every((i) => i >= 0)).toBe(true);
  const mismatches: string[] = [];
  const compare = (screenRows: string[][], csvRows: string[][], what: string) => {
    expect(screenRows.length).toBe(csvRows.length);
    screenRows.forEach((row, r) =>
      indices.forEach((i, j) => {
        const expected = csvRows[r]?.[i] ?? '';
        if (!sameCell(row[j] ?? '', expected)) {
          mismatches.push(`${what} ${r} ${shown.head[j]}: '${row[j]}' ≠ '${expected}'`);
        }
      }),
    );
  };
  compare(shown.body, data, 'row');
  compare(shown.foot, footer, 'footer');
  expect(mismatches).toEqual([]);
}

async function open(id: string, teams: readonly string[] = TEAMS) {
  await openReportAs(page, 'admin@demo.local', id);
  const today = await browserToday(page);
  await selectTeams(page, teams);
  return today;
}

async function expectExport(prefix: string, run: CliRun, header: string[]) {
  // The CLI runs while the page exports.
  const cliBytes = runReportCli(run);
  const { fileName, bytes } = await exportCsv(page);
  const expected = await cliBytes;
  expect(fileName).toBe(`${prefix}${run.today}.csv`);
  const csv = parseCsv(bytes);
  expect(csv.bom).toBe(true);
  expect(csv.header).toEqual(header);
  expect(bytes.equals(expected)).toBe(true);
  return csv;
}

describe('per-team reports as admin', () => {
  it('paid-summary: cards and table equal the CLI CSV; export byte-equal', async () => {
    const today = await open('paid-summary');
    const { from, to } = await readPeriod(page);
    const run: CliRun = { kind: 'paid-summary', teams: TEAMS, from, to, today };
    const cli = runReportCli(run); // runs while the page generates
    await generate(page);
    const csv = parseCsv(await cli);
    const data = csv.rows.slice(0, -1);
    expect(data.map((r) => r[0])).toEqual(TEAMS.map(teamLabel)); // D40: every team, id order
    const cards = await cardNumbers(page);
    expect(count(cards['Boletins Pagos'] as number)).toBe(
      count(column({ ...csv, rows: data }, 'Qtd. Pagos').reduce((s, v) => s + Number(v), 0)),
    );
    expect(count(cards['Boletins Totais'] as number)).toBe(
      count(column({ ...csv, rows: data }, 'Qtd. Total').reduce((s, v) => s + Number(v), 0)),
    );
    expect(Math.round((cards['Valor Pago'] as number) * 100)).toBe(
      sumHundredths(column({ ...csv, rows: data }, 'Valor Total Pago')),
    );
    await expect
      .poll(async () => (await readTable(page.locator('table').first())).body.length)
      .toBe(TEAMS.length);
    expectTableMatches(await readTable(page.locator('table').first()), csv, 1);
    const exported = await expectExport('relatorio-pagos-resumo-', run, [
      'Equipe',
      'Valor Total Pago',
      'Qtd. Pagos',
      'Qtd. Total',
      '% Pagos',
    ]);
    // Known total: the Total row's paid value is the sum of the team rows.
    expect(hundredths(exported.rows.at(-1)?.[1] ?? '')).toBe(
      sumHundredths(column({ ...csv, rows: data }, 'Valor Total Pago')),
    );
  });

  it('daily: cards, Desempenho por Equipe and the export equal the CLI; screenshot', async () => {
    const today = await open('daily');
    const { from, to } = await readPeriod(page);
    const run: CliRun = { kind: 'daily', teams: TEAMS, from, to, today };
    const cli = runReportCli(run); // runs while the page generates
    await generate(page);
    const csv = parseCsv(await cli);
    const data = { ...csv, rows: csv.rows.slice(0, -1) };
    const sumInt = (name: string) => column(data, name).reduce((s, v) => s + Number(v), 0);
    const statuses = column(data, 'Status da Meta');
    const days = hundredths(column(data, 'Dias Trabalhados')[0] as string) / 100;
    // D18: final goal = min(workDays × 5000, 120000).
    const goal = Math.min(days * 5000, 120000);
    const goalLabel = `Meta Atual (${String(days).replace('.', ',')} dias)`;
    const expected: Record<string, number> = {
      'Total de Boletins': count(sumInt('Boletins')),
      'Boletins Liberados': count(sumInt('Liberados')),
      'Valor Visualizado': sumHundredths(column(data, 'Valor Visualizado')),
      'Boletins Pendentes': count(sumInt('Pendentes')),
      'Faturamento Total': sumHundredths(column(data, 'Faturamento')),
      'Equipes na Meta': count(statuses.filter((s) => s !== 'Fora da Meta').length),
      'Equipes Fora da Meta': count(statuses.filter((s) => s === 'Fora da Meta').length),
      [goalLabel]: Math.round(goal * 100),
    };
    const cards = await cardNumbers(page);
    expect(
      Object.fromEntries(
        Object.keys(expected).map((k) => [k, Math.round((cards[k] ?? NaN) * 100)]),
      ),
    ).toEqual(expected);
    const table = page.getByRole('table', { name: 'Desempenho por Equipe' });
    await expect.poll(async () => (await readTable(table)).body.length).toBe(TEAMS.length);
    expectTableMatches(await readTable(table), csv, 1);
    await expect
      .poll(() => page.getByRole('img', { name: /faturamento diário/i }).count())
      .toBeGreaterThan(0);
    await screenshot(page, 'report-daily');
    await expectExport('relatorio-diario-', run, [...DAILY_CSV_HEADER]);
  });

  it('monthly: each team card equals its CSV line; export byte-equal; screenshot', async () => {
    const today = await open('monthly');
    // D45: monthly ignores the period; the CLI gets none.
    const run: CliRun = { kind: 'monthly', teams: TEAMS, today };
    const cli = runReportCli(run); // runs while the page generates
    await generate(page);
    const csv = parseCsv(await cli);
    expect(csv.header).toHaveLength(16);
    expect(csv.rows.map((r) => r[0])).toEqual(TEAMS.map(teamLabel));
    for (const row of csv.rows) {
      const card = page.locator(`[data-testid="monthly-team-card"][aria-label="${row[0]}"]`);
      const texts = await card.locator('p, span').allTextContents();
      const [avg, total, invoices] = [row[14] ?? '', row[13] ?? '', row[15] ?? ''];
      const shownAverage = hundredths(avg) === 0 ? 'Sem dados' : null;
      const moneyTexts = texts.filter((t) => t.startsWith('R$'));
      expect(moneyTexts.map((t) => Math.round(brNumber(t) * 100))).toEqual(
        shownAverage ? [hundredths(total)] : [hundredths(avg), hundredths(total)],
      );
      if (shownAverage) expect(texts).toContain('Sem dados');
      expect(texts).toContain(invoices);
      // Total = the sum of the 12 cycles.
      expect(sumHundredths(row.slice(1, 13))).toBe(hundredths(total));
    }
    await screenshot(page, 'report-monthly');
    await expectExport('relatorio-mensal-', run, csv.header);
  });

  it('by-type: Resumo por Equipe equals the CLI; insights and charts; export; screenshot', async () => {
    const today = await open('by-type');
    const { from, to } = await readPeriod(page);
    const run: CliRun = { kind: 'by-type', teams: TEAMS, from, to, today };
    const cli = runReportCli(run); // runs while the page generates
    await generate(page);
    const csv = parseCsv(await cli);
    const table = page.getByRole('table', { name: 'Resumo por Equipe' });
    const shown = await readTable(table);
    expectTableMatches(shown, csv, 1);
    // Each type cell's share is the CSV's percentage column (D43: one decimal).
    const shares = (rows: string[][]) =>
      rows.map((r) => r.slice(2, 5).map((c) => /\(([^)]*)%\)/.exec(c)?.[1] ?? ''));
    expect(shares([...shown.body, ...shown.foot])).toEqual(csv.rows.map((r) => r.slice(5, 8)));
    expect(await page.locator('[data-testid="by-type-chart"]').count()).toBe(TEAMS.length);
    expect(await page.locator('[data-testid="insight"]').count()).toBe(3);
    // D20 insight: the team with the highest % Alojamento (ties: lowest team id).
    const data = csv.rows.slice(0, -1);
    const pct = csv.header.indexOf('% Alojamento');
    const best = data.reduce((a, b) =>
      hundredths(b[pct] ?? '0') > hundredths(a[pct] ?? '0') ? b : a,
    );
    await expect
      .poll(() =>
        page.locator('[data-testid="insight"]', { hasText: 'Maior Alojamento' }).textContent(),
      )
      .toContain(best[0] as string);
    await screenshot(page, 'report-by-type');
    await expectExport('relatorio-por-tipo-', run, [
      'Equipe',
      'Fat. Total',
      'Deslocamento',
      'Alojamento',
      'Produção ou Disponibilidade',
      '% Deslocamento',
      '% Alojamento',
      '% Produção ou Disponibilidade',
    ]);
    expect((await readCards(page)).length).toBe(0);
  });
});

describe('D17 admin-only reports by URL', () => {
  it.each(['coelba', 'by-type', 'monthly'])(
    'a supervisor opening /reports/%s sees Acesso Negado',
    async (id) => {
      await signedInAt(page, 'superv@demo.local', `/reports/${id}`);
      await page.getByText('Acesso Negado', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Gerar Relatório' }).count()).toBe(0);
    },
  );
});
