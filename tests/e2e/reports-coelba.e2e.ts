/**
 * Coelba pedidos in real Chromium on the demo fixture (SPEC §5, §7, D15, D39): the admin selects
 * two unpaid rows, Atualizar Pedidos (confirm, prompt), and 'Total Pagos' grows by exactly their
 * totals; the lines then read paid (their Pedido) in the by-code report of the same session.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, url, tick } from './support/browser';
import {
  brNumber,
  column,
  exportCsv,
  generate,
  openReportAs,
  parseCsv,
  readPeriod,
  resultsGrid,
  search,
  selectTeams,
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

const TEAMS = ['ORCDISTBA02', 'ORCDISTBA07', 'ORCDISTBA12'];
const PEDIDO = '4500098765';
const cents = (text: string) => Math.round(brNumber(text) * 100);

async function footer(p: Page, which: 'total' | 'paid' | 'unpaid'): Promise<number> {
  return cents(
    (await p.getByTestId(`coelba-footer-${which}`).locator('td').nth(1).textContent()) ?? '',
  );
}

describe('Coelba: Atualizar Pedidos', () => {
  it('two rows get a pedido: Total Pagos grows by their total; by-code shows the pedido', async () => {
    await openReportAs(page, 'admin@demo.local', 'coelba');
    await selectTeams(page, TEAMS);
    const { from, to } = await readPeriod(page);
    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();

    const before = {
      total: await footer(page, 'total'),
      paid: await footer(page, 'paid'),
      unpaid: await footer(page, 'unpaid'),
    };
    expect(before.paid + before.unpaid).toBe(before.total);

    // Two unpaid rows (Pedido '-') of the first page.
    const rows = await grid.locator('[role="row"][data-id]').evaluateAll((els) =>
      els.map((r) => {
        const cell = (f: string) =>
          (r.querySelector(`[data-field="${f}"]`)?.textContent ?? '').trim();
        return {
          id: r.getAttribute('data-id') ?? '',
          pedido: cell('pedido'),
          total: cell('totalCents'),
          code: cell('code'),
          city: cell('city'),
          planilhas: cell('planilhas'),
        };
      }),
    );
    const picked = rows.filter((r) => r.pedido === '-').slice(0, 2);
    expect(picked).toHaveLength(2);
    for (const row of picked) {
      await tick(grid.locator(`[role="row"][data-id="${row.id}"] [data-field="__check__"] input`));
    }
    await expect.poll(() => page.getByText('2 selecionados', { exact: true }).count()).toBe(1);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      if (dialog.type() === 'prompt') void dialog.accept(PEDIDO);
      else void dialog.accept();
    });
    await page.getByRole('button', { name: 'Atualizar Pedidos' }).click();
    await expect.poll(() => dialogs.length, { timeout: 20_000 }).toBe(3);
    const added = picked.reduce((s, r) => s + cents(r.total), 0);
    const addedText = (added / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    // SPEC's question, then the preview of the write (issue 21): two rows, their total.
    const [question, blank, preview = '', replaced] = (dialogs[0] ?? '').split('\n');
    expect([question, blank, replaced]).toEqual([
      'confirm: Deseja dar baixa nos códigos selecionados?',
      '',
      'Nenhuma dessas linhas tem pedido ainda.',
    ]);
    expect(preview).toMatch(
      /^2 itens selecionados: \d+ linhas? de serviço em \d+ (boletim|boletins), /,
    );
    expect(preview.endsWith(`, total de R$ ${addedText}.`)).toBe(true);
    const written = Number(/: (\d+) linha/.exec(preview)?.[1]);
    expect(dialogs.slice(1)).toEqual([
      'prompt: Entre o número do pedido. Deixe em branco para apagar o pedido.',
      `alert: Pedidos atualizados com sucesso! ${written} itens processados.`,
    ]);

    await expect.poll(() => footer(page, 'paid'), { timeout: 15_000 }).toBe(before.paid + added);
    expect(await footer(page, 'total')).toBe(before.total);
    expect(await footer(page, 'unpaid')).toBe(before.unpaid - added);

    // The Coelba export now carries the pedido on exactly those rows.
    const coelbaCsv = parseCsv((await exportCsv(page)).bytes);
    const withPedido = coelbaCsv.rows.filter((r) => r[2] === PEDIDO);
    expect(withPedido.map((r) => `${r[1]}|${r[11]}`).sort()).toEqual(
      picked.map((r) => `${r.code}|${r.city}`).sort(),
    );

    // By-code, same session (same fixture store), same teams and period: the lines read paid.
    const byCode = await context.newPage();
    await byCode.goto(url('/reports/by-code'));
    await byCode.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    await selectTeams(byCode, TEAMS);
    expect(await readPeriod(byCode)).toEqual({ from, to });
    await generate(byCode);
    await search(byCode, PEDIDO);
    // Wait for the debounced search to answer: every shown line carries the pedido.
    const shownPedidos = () =>
      resultsGrid(byCode).locator('[role="row"][data-id] [data-field="pedido"]').allTextContents();
    await expect
      .poll(async () => [...new Set(await shownPedidos())], { timeout: 15_000 })
      .toEqual([PEDIDO]);
    const { bytes } = await exportCsv(byCode);
    const lines = parseCsv(bytes);
    expect(lines.rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(column(lines, 'Pedido'))).toEqual(new Set([PEDIDO]));
    // Exactly the codes, cities and planilhas of the two Coelba rows.
    expect(new Set(lines.rows.map((r) => `${r[3]}|${r[8]}`))).toEqual(
      new Set(picked.map((r) => `${r.code}|${r.city}`)),
    );
    const planilhas = new Set(picked.flatMap((r) => r.planilhas.split(', ')));
    expect(new Set(column(lines, 'Planilha'))).toEqual(planilhas);
    await byCode.close();
  });
});
