/**
 * D49 in real Chromium on the demo fixture: Atualizar Pedidos writes exactly the service lines
 * of the rows the admin selected, whatever the search, sort and page. Each journey reads the
 * whole database (forms/ of the 17 teams, through the app's InvoiceRepo) before and after, and
 * the only leaves that may differ are `pedido` and `paid` of the selected rows' lines. The lines
 * a row stands for are worked out here from the stored records (team, period, D10 acceptance,
 * municipality, code, pedido, price, factor, planilhas), not asked of the report engine.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inRange, invoiceDate, periodFromIsoDates, shiftCycle } from '../../src/core/dates';
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
import { matchesSearch } from '../../src/core/text';
import type { DateRange, ServiceLine } from '../../src/core/model';
import { screenshot, browserPerTest, tick } from './support/browser';
import { changedLeaves, readForms } from './support/database';
import type { FormsTree } from './support/database';
import {
  coelbaShownRows,
  brNumber,
  clickHeader,
  generate,
  openReportAs,
  readPeriod,
  resultsGrid,
  search,
  selectTeams,
} from './support/reports';
import type { CoelbaShownRow } from './support/reports';

const session = browserPerTest({ width: 1366, height: 768 });

const cents = (text: string) => Math.round(brNumber(text) * 100);

/** A stored service line, by identity: 'team/key/position'. */
type LineId = string;

/** The coded lines of accepted bulletins of `teams` in `period` that `keep` accepts. */
function linesWhere(
  forms: FormsTree,
  teams: readonly string[],
  period: DateRange,
  keep: (ctx: { id: string; city: string; line: ServiceLine }) => boolean,
): Map<LineId, ServiceLine> {
  const out = new Map<LineId, ServiceLine>();
  for (const team of teams) {
    for (const [key, invoice] of Object.entries(forms[team] ?? {})) {
      const date = invoiceDate(invoice);
      if (!acceptedByReports(invoice) || date === null || !inRange(date, period)) continue;
      const id = invoiceIdOf(invoice);
      const city = reportField(invoice, 'city');
      toList(invoice.services).forEach((line, position) => {
        if (hasCode(line) && keep({ id, city, line })) out.set(`${team}/${key}/${position}`, line);
      });
    }
  }
  return out;
}

/** A Coelba row as the grid shows it. */

/** D15: the stored lines one Coelba row stands for (its planilhas, city, code, price, factor, pedido). */
function linesOfRow(
  forms: FormsTree,
  teams: readonly string[],
  period: DateRange,
  row: CoelbaShownRow,
): Map<LineId, ServiceLine> {
  const ids = new Set(row.planilhas.split(', '));
  const price = brNumber(row.price);
  const factor = brNumber(row.factor);
  return linesWhere(
    forms,
    teams,
    period,
    ({ id, city, line }) =>
      ids.has(id) &&
      city === row.city &&
      codeOf(line) === row.code &&
      pedidoOf(line) === row.pedido &&
      Math.abs(parseNumber(line.price) - price) < 0.005 &&
      Math.abs(effectiveFactor(line, COELBA_FALLBACK_FACTOR) - factor) < 0.00005,
  );
}

/**
 * Asserts that between `before` and `after` exactly the lines `expected` changed, and only in
 * `pedido` and `paid`, to `pedido` (and paid true), or to '-' and paid false for a blank one.
 */
function expectOnlyPedidos(
  before: FormsTree,
  after: FormsTree,
  expected: ReadonlyMap<LineId, ServiceLine>,
  pedido: string,
): void {
  // D51: each bulletin written moved on one revision (checked), the rest are the lines' leaves.
  const changes = Object.keys(changedLeaves(before, after)).map((path) => ({ path }));
  const outside = changes.filter(
    (c) => !/^[^/]+\/[^/]+\/services\/\d+\/(pedido|paid)$/.test(c.path),
  );
  expect(outside, 'changes other than a line pedido/paid').toEqual([]);
  const touched = new Set(changes.map((c) => c.path.replace(/\/services\/(\d+)\/\w+$/, '/$1')));
  const wanted = pedido === '' ? { pedido: '-', paid: false } : { pedido, paid: true };
  // Every expected line ends up with the pedido; a line that already had it may not change.
  const unchanged = [...expected].filter(
    ([, line]) => pedidoOf(line) === wanted.pedido && line.paid === wanted.paid,
  );
  expect([...touched].sort()).toEqual(
    [...expected.keys()].filter((id) => !unchanged.some(([u]) => u === id)).sort(),
  );
  for (const id of expected.keys()) {
    const [team, key, position] = id.split('/') as [string, string, string];
    const line = toList(after[team]?.[key]?.services)[Number(position)];
    expect({ pedido: line?.pedido, paid: line?.paid }, id).toEqual(wanted);
  }
}

/** Answers the confirm, then the prompt with `pedido`; collects every dialog's text. */
function answerDialogs(p: Page, pedido: string): string[] {
  const seen: string[] = [];
  p.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    if (dialog.type() === 'prompt') void dialog.accept(pedido);
    else void dialog.accept();
  });
  return seen;
}

async function footer(p: Page, which: 'total' | 'paid' | 'unpaid'): Promise<number> {
  return cents(
    (await p.getByTestId(`coelba-footer-${which}`).locator('td').nth(1).textContent()) ?? '',
  );
}

async function selectedCount(p: Page): Promise<string> {
  return (await p.getByText(/^[\d.]+ selecionados$/).textContent()) ?? '';
}

/**
 * Starts the period at the previous billing cycle (the default is the current one alone): early
 * in a cycle the current one has too few rows for a second page and no line with a pedido yet
 * (the demo data moves with today).
 */
async function fromPreviousCycle(p: Page): Promise<void> {
  const { from } = await readPeriod(p);
  const start = new Date(shiftCycle(Date.parse(`${from}T00:00:00Z`), -1).start)
    .toISOString()
    .slice(0, 10);
  await p.getByLabel('Data inicial').fill(start);
  await expect.poll(async () => (await readPeriod(p)).from).toBe(start);
}

/** `n` and the word for it, singular for 1 (as the confirmation counts). */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

async function periodOf(p: Page): Promise<DateRange> {
  const { from, to } = await readPeriod(p);
  const period = periodFromIsoDates(from, to);
  if (!period) throw new Error(`bad period ${from}..${to}`);
  return period;
}

describe('Coelba: Atualizar Pedidos acts on the selected lines, by identity (D49)', () => {
  it('search + Selecionar Todos: every searched line is paid, nothing else in the database changes', async () => {
    const { page } = session;
    const TEAMS = ['ORCDISTBA05'];
    const SEARCH = 'mata de sao joao';
    const PEDIDO = '4240001';
    await openReportAs(page, 'admin@demo.local', 'coelba');
    await selectTeams(page, TEAMS);
    const period = await periodOf(page);
    await generate(page);
    await search(page, SEARCH);
    await expect
      .poll(async () => [...new Set((await coelbaShownRows(page)).map((r) => r.city))], {
        timeout: 15_000,
      })
      .toEqual(['Mata de São João']);
    const searched = { total: await footer(page, 'total'), paid: await footer(page, 'paid') };
    expect(searched.paid).toBeLessThan(searched.total);

    const before = await readForms(page);
    const expected = linesWhere(before, TEAMS, period, ({ city }) => matchesSearch([city], SEARCH));
    // The lines worked out here add up to the searched view's Total (D5 with factor 1, D15).
    const expectedCents = [...expected.values()].reduce(
      (sum, line) => sum + lineTotalCents(line, COELBA_FALLBACK_FACTOR),
      0,
    );
    expect(expectedCents).toBe(searched.total);
    const bulletins = new Set([...expected.keys()].map((id) => id.split('/')[1]));

    await page.getByRole('button', { name: 'Selecionar Todos' }).click();
    const rows = await selectedCount(page);
    const dialogs = answerDialogs(page, PEDIDO);
    await page.getByRole('button', { name: 'Atualizar Pedidos' }).click();
    await expect.poll(() => dialogs.length, { timeout: 20_000 }).toBe(3);
    const n = expected.size;
    const totalText = (searched.total / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    const withPedido = [...expected.values()].filter((l) => pedidoOf(l) !== '-').length;
    const rowCount = Number(rows.replace(' selecionados', '').replace(/\./g, ''));
    expect(dialogs[0]).toBe(
      `confirm: Deseja dar baixa nos códigos selecionados?\n\n` +
        `${counted(rowCount, 'item selecionado', 'itens selecionados')}: ` +
        `${counted(n, 'linha de serviço', 'linhas de serviço')} em ` +
        `${counted(bulletins.size, 'boletim', 'boletins')}, total de R$ ${totalText}.\n` +
        (withPedido === 0
          ? 'Nenhuma dessas linhas tem pedido ainda.'
          : `${counted(withPedido, 'dessas linhas já tem', 'dessas linhas já têm')} outro pedido, que será substituído.`),
    );
    expect(dialogs[1]).toBe(
      'prompt: Entre o número do pedido. Deixe em branco para apagar o pedido.',
    );
    expect(dialogs[2]).toBe(`alert: Pedidos atualizados com sucesso! ${n} itens processados.`);

    // After the reload (search kept): all of the searched view is paid.
    await expect.poll(() => footer(page, 'unpaid'), { timeout: 15_000 }).toBe(0);
    expect(await footer(page, 'paid')).toBe(searched.total);
    expectOnlyPedidos(before, await readForms(page), expected, PEDIDO);
    await screenshot(page, 'coelba-after-search-select-all-1366');
  });

  it('hand-picked rows on page 2 sorted by Total: a page change keeps them; only their lines change', async () => {
    const { page } = session;
    const TEAMS = ['ORCDISTBA02', 'ORCDISTBA07', 'ORCDISTBA12'];
    const PEDIDO = '4240002';
    await openReportAs(page, 'admin@demo.local', 'coelba');
    await selectTeams(page, TEAMS);
    await fromPreviousCycle(page);
    const period = await periodOf(page);
    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();
    const firstIdBefore = (await coelbaShownRows(page))[0]?.id;
    await clickHeader(page, 'totalCents');
    await expect.poll(async () => (await coelbaShownRows(page))[0]?.id).not.toBe(firstIdBefore);
    const pageOne = new Set((await coelbaShownRows(page)).map((r) => r.id));
    await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
    await expect.poll(() => page.getByText(/^51–100 de /).count()).toBe(1);
    await expect
      .poll(async () => (await coelbaShownRows(page)).filter((r) => pageOne.has(r.id)).length)
      .toBe(0);
    const pageTwo = await coelbaShownRows(page);
    // Ascending Total: page 2 starts where page 1 ended.
    const totals = pageTwo.map((r) => cents(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const picked = [pageTwo[0], pageTwo[3], pageTwo[6]] as CoelbaShownRow[];
    for (const row of picked) {
      await tick(grid.locator(`[role="row"][data-id="${row.id}"] [data-field="__check__"] input`));
    }
    await expect.poll(() => selectedCount(page)).toBe('3 selecionados');
    // Back to page 1 and a new sort: the selection stays.
    await page.getByRole('button', { name: 'Ir para a página anterior' }).click();
    await clickHeader(page, 'totalCents');
    await expect.poll(() => selectedCount(page)).toBe('3 selecionados');

    const before = await readForms(page);
    const expected = new Map<LineId, ServiceLine>();
    for (const row of picked) {
      const lines = linesOfRow(before, TEAMS, period, row);
      const sum = [...lines.values()].reduce(
        (s, l) => s + lineTotalCents(l, COELBA_FALLBACK_FACTOR),
        0,
      );
      expect(sum, `lines of ${row.city} ${row.code}`).toBe(cents(row.total));
      for (const [id, line] of lines) expected.set(id, line);
    }
    const dialogs = answerDialogs(page, PEDIDO);
    await page.getByRole('button', { name: 'Atualizar Pedidos' }).click();
    await expect.poll(() => dialogs.length, { timeout: 20_000 }).toBe(3);
    const pickedCents = picked.reduce((s, r) => s + cents(r.total), 0);
    const totalText = (pickedCents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
    expect(dialogs[0]).toContain(`\n\n3 itens selecionados: ${expected.size} linha`);
    expect(dialogs[0]).toContain(`total de R$ ${totalText}.`);
    expect(dialogs[2]).toBe(
      `alert: Pedidos atualizados com sucesso! ${expected.size} itens processados.`,
    );
    await expect.poll(() => selectedCount(page), { timeout: 15_000 }).toBe('0 selecionados');
    expectOnlyPedidos(before, await readForms(page), expected, PEDIDO);
  });

  it('a blank pedido resets only the selected lines to "-" and unpaid', async () => {
    const { page } = session;
    const TEAMS = ['ORCDISTBA02', 'ORCDISTBA07', 'ORCDISTBA12'];
    await openReportAs(page, 'admin@demo.local', 'coelba');
    await selectTeams(page, TEAMS);
    await fromPreviousCycle(page);
    const period = await periodOf(page);
    await generate(page);
    const grid = resultsGrid(page);
    await grid.locator('[role="row"][data-id]').first().waitFor();
    // Rows that carry a pedido: search for the pedidos' common prefix.
    await search(page, '45');
    await expect
      .poll(async () => (await coelbaShownRows(page)).filter((r) => r.pedido !== '-').length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(2);
    const paidBefore = await footer(page, 'paid');
    const picked = (await coelbaShownRows(page)).filter((r) => r.pedido !== '-').slice(0, 2);
    for (const row of picked) {
      await tick(grid.locator(`[role="row"][data-id="${row.id}"] [data-field="__check__"] input`));
    }
    await expect.poll(() => selectedCount(page)).toBe('2 selecionados');

    const before = await readForms(page);
    const expected = new Map<LineId, ServiceLine>();
    for (const row of picked) {
      for (const [id, line] of linesOfRow(before, TEAMS, period, row)) expected.set(id, line);
    }
    expect(expected.size).toBeGreaterThanOrEqual(2);
    const dialogs = answerDialogs(page, '');
    await page.getByRole('button', { name: 'Atualizar Pedidos' }).click();
    await expect.poll(() => dialogs.length, { timeout: 20_000 }).toBe(3);
    expect(dialogs[0]).toContain(
      `${expected.size} dessas linhas já têm outro pedido, que será substituído.`,
    );
    const unpaid = picked.reduce((s, r) => s + cents(r.total), 0);
    await expect.poll(() => footer(page, 'paid'), { timeout: 15_000 }).toBe(paidBefore - unpaid);
    expectOnlyPedidos(before, await readForms(page), expected, '');
  });
});
