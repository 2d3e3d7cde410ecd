/**
 * Issue 5 journeys on the demo fixture (D27) in real Chromium: the row and bulk actions of
 * 'Boletins da Equipe' by role, their effect on the D9 status chip, and live updates. Each test
 * has its own browser context, so it starts from the generated demo data. Expected values are
 * the rules of SPEC §4 and D9 / D13 / D14 written out; the only thing read from the demo data
 * (support/demo.ts) is which bulletin has mixed codes (to split one).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasMixedCodes, splitClassOf } from '../../src/core/codes';
import { homeDefaultPeriod, inRange, invoiceDate, todayFromLocal } from '../../src/core/dates';
import { toList } from '../../src/core/lists';
import { acceptedByHome } from '../../src/core/status';
import {
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  url,
  tick,
  untick,
  localDay,
} from './support/browser';
import { demoExport } from './support/demo';
import { returnWithReason, untilPromptSettles } from './support/screens';

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

const TEAM = 'ORCDISTBA01';

/** Clicks the team in the sidebar and waits for the grid's first row. */
async function openTeam(p: Page, team = TEAM): Promise<Locator> {
  await p.locator(`[data-testid="team-item"][data-team="${team}"]`).click();
  const grid = p.getByRole('grid', { name: 'Boletins da Equipe' });
  await grid.locator('[role="row"][data-id]').first().waitFor();
  return grid;
}

async function filter(p: Page, label: 'Todos' | 'Corrigidos' | 'Não Corrigidos') {
  await p.getByRole('button', { name: label, exact: true }).click();
}

const rowByKey = (grid: Locator, key: string) => grid.locator(`[role="row"][data-id="${key}"]`);
const statusOf = (row: Locator) =>
  row.locator('[data-field="status"] [data-status]').getAttribute('data-status');
const idOf = (row: Locator) => row.locator('[data-field="invoiceId"]').innerText();
const valueOf = async (row: Locator) => {
  const text = await row.locator('[data-field="valueCents"]').innerText();
  // 'R$ 1.234,56' → 123456 cents
  return Number(text.replace(/[^\d,]/g, '').replace(',', ''));
};

/**
 * The D9 status of the row of `key`, or null when the table does not list it. The grid renders
 * only the rows near what it shows: when a row was scrolled out (checking a row further down
 * scrolls the grid), it is scrolled back first.
 */
async function statusOfKey(grid: Locator, key: string): Promise<string | null> {
  const row = rowByKey(grid, key);
  if ((await row.count()) === 0) {
    await grid.locator('.MuiDataGrid-virtualScroller').evaluate(async (scroller, k) => {
      const painted = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const selector = `[role="row"][data-id="${CSS.escape(k)}"]`;
      for (let top = 0; top <= scroller.scrollHeight; top += scroller.clientHeight / 2) {
        scroller.scrollTop = top;
        await painted();
        if (scroller.querySelector(selector)) return;
      }
    }, key);
    if ((await row.count()) === 0) return null;
  }
  return statusOf(row);
}

/** The key of the first row whose D9 status is `status`. */
async function firstKeyWithStatus(grid: Locator, status: string): Promise<string> {
  const row = grid.locator(`[role="row"][data-id]:has([data-status="${status}"])`).first();
  await row.waitFor();
  return (await row.getAttribute('data-id')) as string;
}

/**
 * The notice shown now. Read it with expect.poll: the notice of an earlier action in the same
 * journey may still be on screen for a moment before the next one replaces it.
 */
async function notice(p: Page): Promise<string> {
  const alert = p.getByTestId('home-notice');
  await alert.waitFor();
  return alert.innerText();
}

async function openMenuItem(p: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: 'Mais ações' }).click();
  await p.getByRole('menuitem', { name: item }).click();
}

describe('home row actions (issue 5)', () => {
  it('superv forwards an unchecked bulletin: it leaves the unchecked filter, and admin sees who and when', async () => {
    await signIn(page, 'superv@demo.local');
    const grid = await openTeam(page);
    expect(
      await page.getByRole('button', { name: 'Não Corrigidos' }).getAttribute('aria-pressed'),
    ).toBe('true');
    const key = await firstKeyWithStatus(grid, 'pending');
    const id = await idOf(rowByKey(grid, key));
    await screenshot(page, 'home-actions-superv');
    const before = Date.now();
    await rowByKey(grid, key).getByRole('button', { name: 'Encaminhar para faturamento' }).click();
    await expect.poll(() => notice(page)).toBe('Boletim encaminhado para o faturamento.');
    await rowByKey(grid, key).waitFor({ state: 'detached' });
    await filter(page, 'Corrigidos');
    expect(await statusOf(rowByKey(grid, key))).toBe('checked');

    // checked_by and checked_at, as the admin reads them (same context: same demo data).
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL(url('/login'));
    await signIn(page, 'admin@demo.local');
    const adminGrid = await openTeam(page);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    const row = rowByKey(adminGrid, key);
    await openMenuItem(page, row, 'Ver correção');
    const details = page.getByTestId('checked-by');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('Supervisor Demo');
    const time = /(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2})/.exec(text);
    expect(time?.[1]).toBe(localDay());
    // Within two minutes of the click, in Bahia time (UTC−3).
    const shown = (Number(time?.[2]) * 60 + Number(time?.[3])) % 1440;
    const bahia = new Date(before - 3 * 3_600_000);
    const expected = bahia.getUTCHours() * 60 + bahia.getUTCMinutes();
    expect(Math.abs(shown - expected)).toBeLessThanOrEqual(2);
  });

  it('admin marks a bulletin viewed, then paid, then attached, and the chip follows D9', async () => {
    await signIn(page, 'admin@demo.local');
    const grid = await openTeam(page);
    const key = await firstKeyWithStatus(grid, 'checked');
    const row = rowByKey(grid, key);
    await tick(row.getByRole('checkbox'));
    await screenshot(page, 'home-actions-admin-selected');
    await untick(row.getByRole('checkbox'));
    await row.getByRole('button', { name: 'Marcar como visto' }).click();
    await expect.poll(() => statusOf(row)).toBe('viewed');
    await expect.poll(() => notice(page)).toBe('Boletim marcado como visto.');
    await row.getByRole('button', { name: 'Marcar como pago' }).click();
    await expect.poll(() => statusOf(row)).toBe('paid');
    await row.getByRole('button', { name: 'Marcar como anexado' }).click();
    await expect.poll(() => statusOf(row)).toBe('attached');
    expect(await row.locator('[data-field="status"]').innerText()).toBe('Anexado');
    // Each toggle now reads as its undo.
    await row.getByRole('button', { name: 'Desmarcar anexado' }).waitFor();
    await screenshot(page, 'home-actions-admin');
  });

  it('admin returns a checked bulletin to supervision and every flag resets (Pendente)', async () => {
    await signIn(page, 'admin@demo.local');
    const grid = await openTeam(page);
    const key = await firstKeyWithStatus(grid, 'checked');
    const row = rowByKey(grid, key);
    await row.getByRole('button', { name: 'Marcar como pago' }).click();
    await expect.poll(() => statusOf(row)).toBe('paid');
    await row.getByRole('button', { name: 'Marcar como anexado' }).click();
    await expect.poll(() => statusOf(row)).toBe('attached');
    await openMenuItem(page, row, 'Retornar para supervisão');
    // Issue 15: a return says why.
    await returnWithReason(page, 'Faltou a foto do poste 3.');
    await expect.poll(() => notice(page)).toBe('Boletim retornado para supervisão.');
    // Not checked any more: gone from the admin's default 'Corrigidos'.
    await row.waitFor({ state: 'detached' });
    await filter(page, 'Não Corrigidos');
    // D9 Pendente: attached, archived, paid, viewedByFat and checked are all false.
    await expect.poll(() => statusOf(rowByKey(grid, key))).toBe('pending');
  });

  it('admin splits a mixed-code bulletin into {id}I and {id}C whose values sum to the original', async () => {
    const { team, id, codes } = mixedBulletin();
    await signIn(page, 'admin@demo.local');
    const grid = await openTeam(page, team);
    await filter(page, 'Todos');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    const original = grid.locator('[role="row"][data-id]').filter({
      has: page.locator('[data-field="invoiceId"]', { hasText: new RegExp(`^${id}$`) }),
    });
    await original.waitFor();
    const total = await valueOf(original);
    await openMenuItem(page, original, 'Dividir boletim');
    await page.getByRole('dialog').getByRole('button', { name: 'Dividir' }).click();
    await expect.poll(() => notice(page)).toBe('Boletim dividido com sucesso!');
    const half = (suffix: string) =>
      grid.locator('[role="row"][data-id]').filter({
        has: page.locator('[data-field="invoiceId"]', { hasText: new RegExp(`^${id}${suffix}$`) }),
      });
    await half('I').waitFor();
    await half('C').waitFor();
    await original.waitFor({ state: 'detached' });
    expect((await valueOf(half('I'))) + (await valueOf(half('C')))).toBe(total);
    expect(await valueOf(half('I'))).toBeGreaterThan(0);
    expect(await valueOf(half('C'))).toBeGreaterThan(0);
    // D13: every line lands exactly once, in the half of its class (read back from /pdf).
    for (const suffix of ['I', 'C'] as const) {
      const key = (await half(suffix).getAttribute('data-id')) as string;
      const pdf = await context.newPage();
      await pdf.goto(url(`/pdf?team=${team}&key=${key}`));
      const cells = pdf.locator('[data-testid="pdf-services"] tbody tr td:first-child');
      await cells.first().waitFor();
      const printed = (await cells.allInnerTexts()).map((code) => code.trim()).sort();
      const expected = codes.filter((code) => splitClassOf(code) === suffix).sort();
      expect(printed).toEqual(expected);
      await pdf.close();
    }
  });

  it('a team user deletes with a wrong password (refused), then with the right one', async () => {
    await signIn(page, 'equipe01@demo.local');
    const grid = await openTeam(page);
    const row = grid.locator('[role="row"][data-id]').first();
    const key = (await row.getAttribute('data-id')) as string;
    await openMenuItem(page, rowByKey(grid, key), 'Excluir');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha').fill('errada');
    await dialog.getByLabel('Senha').press('Enter');
    await dialog.getByText('Senha incorreta.').waitFor();
    // Refused: the row is still there (the open dialog hides the grid from role queries).
    expect(await page.locator(`[role="row"][data-id="${key}"]`).count()).toBe(1);
    await dialog.getByLabel('Senha').fill('1234');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => notice(page)).toBe('Boletim excluído.');
    await rowByKey(grid, key).waitFor({ state: 'detached' });
  });

  it('func sees no admin action', async () => {
    await signIn(page, 'func@demo.local');
    const grid = await openTeam(page);
    const row = grid.locator('[role="row"][data-id]').first();
    const labels = await row
      .getByTestId('row-actions')
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    expect(labels).toEqual(['Editar', 'Ver PDF', 'Mais ações']);
    await row.getByRole('button', { name: 'Mais ações' }).click();
    // Issue 15: every role opens the history of the bulletins it sees.
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Histórico', 'Excluir']);
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('bulk-actions').count()).toBe(0);
    expect(await grid.getByRole('checkbox').count()).toBe(0);
  });

  it("bulk 'Dar Baixa' over three bulletins with one 'Pular' attaches two and names the skipped one", async () => {
    await signIn(page, 'admin@demo.local');
    const grid = await openTeam(page);
    expect(await page.getByTestId('selection-count').innerText()).toBe(
      'Nenhum boletim selecionado',
    );
    const rows = grid.locator('[role="row"][data-id]:has([data-status="checked"])');
    await rows.nth(2).waitFor();
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) keys.push((await rows.nth(i).getAttribute('data-id')) as string);
    for (const key of keys) await tick(rowByKey(grid, key).getByRole('checkbox'));
    expect(await page.getByTestId('selection-count').innerText()).toBe('3 boletins selecionados');
    await page.getByRole('button', { name: 'Dar Baixa' }).click();
    const ids: string[] = [];
    for (const [index, pedido] of ['4500000001', null, '4500000003'].entries()) {
      const dialog = page.getByRole('dialog', { name: new RegExp(`\\(${index + 1} de 3\\)`) });
      ids.push(/boletim (\S+) \(/.exec(await dialog.getByRole('heading').innerText())?.[1] ?? '');
      if (pedido === null) {
        // Issue 23: skipping is 'Pular', once the fresh prompt has settled (400 ms).
        await untilPromptSettles(page, dialog);
        await dialog.getByRole('button', { name: 'Pular' }).click();
        continue;
      }
      await dialog.getByLabel('Número do pedido').fill(pedido);
      await dialog.getByLabel('Número do pedido').press('Enter');
    }
    await expect.poll(() => notice(page)).toBe(`Baixa dada em 2 boletins; 1 pulado (${ids[1]}).`);
    await expect.poll(() => statusOfKey(grid, keys[0] as string)).toBe('attached');
    expect(await statusOfKey(grid, keys[1] as string)).toBe('checked');
    await expect.poll(() => statusOfKey(grid, keys[2] as string)).toBe('attached');
  });

  it('a change written from a second page shows in the first within a second', async () => {
    await signIn(page, 'admin@demo.local');
    const grid = await openTeam(page);
    const key = await firstKeyWithStatus(grid, 'checked');
    const second = await context.newPage();
    await second.goto(url('/'));
    const secondGrid = await openTeam(second);
    await rowByKey(secondGrid, key).getByRole('button', { name: 'Marcar como visto' }).click();
    const clicked = Date.now();
    await expect
      .poll(() => statusOf(rowByKey(grid, key)), { timeout: 1000, interval: 50 })
      .toBe('viewed');
    expect(Date.now() - clicked).toBeLessThan(1000);
    await second.close();
  });

  it("admin's team badges count D12 over the demo, and a bulletin viewed in a second page lowers its team's", async () => {
    // D12 written out: listed (D10), checked, not viewed (D9), dated (D6) in the home period.
    const period = homeDefaultPeriod(todayFromLocal(new Date()));
    const waiting = (team: string) =>
      Object.values(demoExport().forms[team] ?? {}).filter((invoice) => {
        const date = invoiceDate(invoice);
        const viewed = invoice.viewedByFat === true || invoice.status === 'viewed';
        return (
          acceptedByHome(invoice) &&
          invoice.checked === true &&
          !viewed &&
          date !== null &&
          inRange(date, period)
        );
      }).length;
    await signIn(page, 'admin@demo.local');
    const badgeOf = (p: Page, team: string) =>
      p
        .locator(`[data-testid="team-item"][data-team="${team}"] [data-testid="team-badge"]`)
        .innerText();
    const before = waiting(TEAM);
    expect(before).toBeGreaterThan(0);
    await expect.poll(() => badgeOf(page, TEAM)).toBe(String(before));
    await expect.poll(() => badgeOf(page, 'ORCDISTBA02')).toBe(String(waiting('ORCDISTBA02')));

    const second = await context.newPage();
    await second.goto(url('/'));
    const grid = await openTeam(second);
    const key = await firstKeyWithStatus(grid, 'checked');
    await rowByKey(grid, key).getByRole('button', { name: 'Marcar como visto' }).click();
    await expect.poll(() => badgeOf(page, TEAM)).toBe(String(before - 1));
    await second.close();
  });
});

/** A bulletin of the demo data the home table lists by date (D10, D11) whose codes split (D13). */
function mixedBulletin(): { team: string; id: string; codes: string[] } {
  const data = demoExport().forms;
  const period = homeDefaultPeriod(todayFromLocal(new Date()));
  for (const team of ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA04']) {
    for (const invoice of Object.values(data[team] ?? {})) {
      const date = invoiceDate(invoice);
      const codes = toList(invoice.services).map((line) => String(line.code ?? ''));
      const classified = codes.every((code) => splitClassOf(code) !== null);
      if (
        acceptedByHome(invoice) &&
        typeof invoice.date === 'number' &&
        date !== null &&
        inRange(date, period) &&
        hasMixedCodes(codes) &&
        classified &&
        typeof invoice.id === 'string' &&
        !/[IC]$/.test(invoice.id)
      ) {
        return { team, id: invoice.id, codes };
      }
    }
  }
  throw new Error('demo.json has no mixed-code bulletin in the home period');
}
