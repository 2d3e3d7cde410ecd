/**
 * Coelba pedidos in real Chromium on the demo data, in both modes (P50; SPEC §5, §7, D15, D39):
 * the admin selects two unpaid rows, Atualizar Pedidos (confirm, prompt), and 'Total Pagos' grows
 * by exactly their totals; the database then holds the pedido on exactly the lines of those rows
 * (one revision more on each bulletin written, D51, nothing else changed), and the lines read
 * paid (their Pedido) in the by-code report of the same session.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, url, tick } from './support/browser';
import { changedLeaves, readTeamForms } from './support/database';
import type { FormsTree } from './support/database';
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

// P50: each test starts from the seeded demo (Firebase mode) and fails on a refused request:
// the rules must let the admin's one multi-path write through.
const session = browserPerTest();

const TEAMS = ['ORCDISTBA02', 'ORCDISTBA07', 'ORCDISTBA12'];
const PEDIDO = '4500098765';
const cents = (text: string) => Math.round(brNumber(text) * 100);

/** forms/ of TEAMS as the app's InvoiceRepo reads them (both modes, support/database). */
async function storedForms(p: Page): Promise<FormsTree> {
  const teams = await Promise.all(TEAMS.map((team) => readTeamForms(p, team)));
  return Object.fromEntries(TEAMS.map((team, i) => [team, teams[i] ?? {}]));
}

async function footer(p: Page, which: 'total' | 'paid' | 'unpaid'): Promise<number> {
  return cents(
    (await p.getByTestId(`coelba-footer-${which}`).locator('td').nth(1).textContent()) ?? '',
  );
}

describe('Coelba: Atualizar Pedidos', () => {
  it('two rows get a pedido: Total Pagos grows by their total; the database holds it on their lines; by-code shows the pedido', async () => {
    const { page, context } = session;
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

    const stored = await storedForms(page);
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

    // The database: each bulletin written one revision on (D51), and on exactly `written`
    // lines of the two rows' bulletins the pedido (and paid, SPEC §4), nothing else.
    const changes = changedLeaves(stored, await storedForms(page));
    const lines = new Map<string, Record<string, unknown>>();
    for (const [leaf, value] of Object.entries(changes)) {
      const match = /^(\w+\/[^/]+\/services\/\d+)\/(pedido|paid)$/.exec(leaf);
      expect(match, `changed: ${leaf}`).not.toBeNull();
      const [, line = '', field = ''] = match ?? [];
      lines.set(line, { ...lines.get(line), [field]: value });
    }
    expect(lines.size).toBe(written);
    const planilhas = new Set(picked.flatMap((r) => r.planilhas.split(', ')));
    const pickedCodes = new Set(picked.map((r) => r.code));
    for (const [line, fields] of lines) {
      expect(fields.pedido).toBe(PEDIDO);
      const [team = '', key = '', , position = ''] = line.split('/');
      const bulletin = stored[team]?.[key];
      expect(planilhas.has(String(bulletin?.id))).toBe(true);
      const services = Object.values(bulletin?.services ?? {});
      expect(pickedCodes.has(String(services[Number(position)]?.code))).toBe(true);
      // paid turns true (changed, or already so).
      const after = Object.values((await readTeamForms(page, team))[key]?.services ?? {});
      expect(after[Number(position)]?.paid).toBe(true);
    }

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
    const shown = parseCsv(bytes);
    expect(shown.rows.length).toBe(written);
    expect(new Set(column(shown, 'Pedido'))).toEqual(new Set([PEDIDO]));
    // Exactly the codes, cities and planilhas of the two Coelba rows.
    expect(new Set(shown.rows.map((r) => `${r[3]}|${r[8]}`))).toEqual(
      new Set(picked.map((r) => `${r.code}|${r.city}`)),
    );
    expect(new Set(column(shown, 'Planilha'))).toEqual(planilhas);
    await byCode.close();
  });
});
