/**
 * Issue 15 in real Chromium, three people on one database (P50: the shared fixture store or the
 * local Firebase, through the same code): the supervisor forwards a bulletin, an admin returns
 * it with a reason, the team sees the reason on its row and in the editor and corrects a
 * quantity, the supervisor forwards it again and the admin marks it paid. The bulletin's
 * Histórico then lists exactly those five events, newest first, with the right names, values
 * and times; the stored log holds one event per revision, each written with its change (D51).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Invoice, ServiceLine } from '../../src/core/model';
import { toList } from '../../src/core/lists';
import { formatDateTime, formatMoneyCents, formatQuantity } from '../../src/core/format';
import { parseNumber } from '../../src/core/numbers';
import { NOTICES, REFUSALS } from '../../src/core/messages';
import { anotherPerson, browserPerTest, screenshot, signIn, url } from './support/browser';
import { readHistory, readTeamEntries } from './support/database';
import { gridOf, openMenuItem, openTeamAll, rowByKey } from './support/screens';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';
const REASON = 'Faltou a foto do poste 3.';
/** SPEC §9: the global factor of the demo (defaults/currentFactor). */
const GLOBAL_FACTOR = 1.6568;

async function notice(page: Page): Promise<string> {
  return page.getByTestId('home-notice').innerText();
}

/** The bulletin's row, found by its id in the search box. */
async function findRow(page: Page, id: string, key: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
  const row = rowByKey(page, key);
  await row.waitFor();
  return row;
}

/** Every 'dd/mm/yyyy HH:mm' a minute of [from, to] reads as in the browser's zone (UTC-3). */
function minutesBetween(from: number, to: number): string[] {
  const out: string[] = [];
  for (let t = from - 60_000; t <= to + 60_000; t += 30_000) out.push(formatDateTime(t, -180));
  return [...new Set(out)];
}

/**
 * The newest unchecked, unmarked bulletin (so the home table's default period lists it) whose
 * first line has a code and a price.
 */
function pick(entries: readonly { key: string; invoice: Invoice }[]) {
  for (const { key, invoice } of [...entries].reverse()) {
    const lines = toList(invoice.services);
    const first = lines[0] as ServiceLine | undefined;
    if (
      invoice.checked !== true &&
      invoice.paid !== true &&
      invoice.viewedByFat !== true &&
      invoice.attached !== true &&
      invoice.status !== 'viewed' &&
      invoice.lastReturn === undefined &&
      typeof invoice.id === 'string' &&
      first &&
      typeof first.code === 'string' &&
      first.code.trim() !== '' &&
      parseNumber(first.price) > 0 &&
      parseNumber(first.quantity) >= 1 &&
      parseNumber(first.quantity) < 900 &&
      (first.pedido === undefined || first.pedido === '-' || first.pedido === '')
    ) {
      return { key, invoice, line: first };
    }
  }
  throw new Error('no suitable bulletin in the demo');
}

describe('Histórico (issue 15)', () => {
  it('forward, return with a reason, a corrected quantity, forward again, paid: five events, newest first, with names, values and times', async () => {
    const { page: superv } = session;
    const started = Date.now();

    // The supervisor forwards an unchecked bulletin of Equipe 01.
    await signIn(superv, 'superv@demo.local');
    const { key, invoice, line } = pick(await readTeamEntries(superv, TEAM));
    const id = invoice.id as string;
    const before = await readHistory(superv, TEAM, key);
    await superv.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
    await gridOf(superv).waitFor();
    let row = await findRow(superv, id, key);
    await row.getByRole('button', { name: 'Encaminhar para faturamento' }).click();
    await expect.poll(() => notice(superv)).toBe(NOTICES.forwarded);

    // An admin, in a window of its own, returns it: a short reason is refused, nothing written.
    const admin = await anotherPerson(session, { width: 1366, height: 768 });
    await signIn(admin, 'admin@demo.local');
    await openTeamAll(admin, TEAM);
    row = await findRow(admin, id, key);
    await openMenuItem(admin, row, 'Retornar para supervisão');
    const dialog = admin.getByTestId('return-dialog');
    const reasonField = dialog.getByRole('textbox', { name: /Motivo da devolução/ });
    await reasonField.fill('abc');
    await dialog.getByRole('button', { name: 'Retornar' }).click();
    await dialog.getByText(REFUSALS.returnReasonRequired).waitFor();
    expect((await readHistory(admin, TEAM, key)).length).toBe(before.length + 1);
    await reasonField.fill(REASON);
    await screenshot(admin, 'history-return-dialog-1366');
    await dialog.getByRole('button', { name: 'Retornar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => notice(admin)).toBe(NOTICES.returned);

    // The team sees why on its row (hover and keyboard focus) and at the top of the editor.
    const team = await anotherPerson(session, { width: 1366, height: 768 });
    await signIn(team, 'equipe01@demo.local');
    await openTeamAll(team, TEAM);
    row = await findRow(team, id, key);
    const mark = row.getByLabel(new RegExp(REASON.replace(/\./g, '\\.')));
    await mark.focus();
    await expect.poll(() => team.getByRole('tooltip').innerText()).toContain(REASON);
    await screenshot(team, 'history-return-mark-1366');
    await team.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    const alert = team.getByTestId('last-return-alert');
    await expect
      .poll(() => alert.innerText())
      .toMatch(
        new RegExp(
          `Devolvido para correção por Administrador Demo em \\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d: ${REASON.replace(/\./g, '\\.')}`,
        ),
      );

    // It corrects the first line's quantity.
    const q1 = parseNumber(line.quantity);
    const q2 = q1 + 2;
    const services = team.getByTestId('section-services');
    await services
      .getByRole('button', { name: /^Editar/ })
      .first()
      .click();
    await services.getByRole('textbox', { name: /^Qtd\./ }).fill(String(q2));
    await services
      .getByRole('button', { name: /^Salvar/ })
      .first()
      .click();
    await expect
      .poll(() => team.getByTestId('editor-notice').innerText())
      .toContain('salvo com sucesso');

    // The supervisor forwards it again; the reason leaves the team's row.
    await superv.bringToFront();
    row = await findRow(superv, id, key);
    await row.getByRole('button', { name: 'Encaminhar para faturamento' }).click();
    await expect.poll(() => notice(superv)).toBe(NOTICES.forwarded);

    // The admin marks it paid, once its live row shows the forward (D51: a click on the row as
    // it was before would be written on an old revision and refused as a conflict).
    await admin.bringToFront();
    row = await findRow(admin, id, key);
    await expect.poll(() => row.innerText()).toContain('Corrigido');
    await row.getByRole('button', { name: 'Marcar como pago' }).click();
    await expect.poll(() => notice(admin)).toBe(NOTICES.paid);
    const finished = Date.now();

    // The stored log: one event per revision, the bulletin at the last one.
    const events = await readHistory(admin, TEAM, key);
    const mine = events.slice(before.length);
    expect(mine.map((e) => e.action)).toEqual([
      'forwarded',
      'returned',
      'services',
      'forwarded',
      'paid',
    ]);
    expect(events.map((e) => e.rev)).toEqual(events.map((_, i) => i + 1));
    const stored = (await readTeamEntries(admin, TEAM)).find((e) => e.key === key)?.invoice;
    expect(stored?.rev).toBe(events.at(-1)?.rev);
    expect(stored?.lastReturn).toBeUndefined();

    // The Histórico dialog, newest first, in the viewer's time.
    await openMenuItem(admin, row, 'Histórico');
    const history = admin.getByTestId('history-dialog');
    await history.getByText(`Histórico do boletim ${id}`).waitFor();
    const items = history.getByTestId('history-event');
    await expect.poll(() => items.count()).toBe(events.length);
    const texts = await items.allInnerTexts();
    const minutes = minutesBetween(started, finished);
    const factor = parseNumber(line.factor) > 0 ? parseNumber(line.factor) : GLOBAL_FACTOR;
    const price = parseNumber(line.price);
    // Hand-worked: price × quantity × factor, rounded to cents (D5).
    const cents = (q: number) => Math.round(price * q * factor * 100);
    const expected = [
      ['Administrador Demo marcou como pago'],
      ['Supervisor Demo encaminhou para faturamento'],
      [
        'Equipe 01 alterou os serviços',
        `alterou a quantidade de ${String(line.code).trim()} de ${formatQuantity(q1)} para ${formatQuantity(q2)} (${formatMoneyCents(cents(q1))} → ${formatMoneyCents(cents(q2))})`,
      ],
      ['Administrador Demo retornou para supervisão', `Motivo: ${REASON}`],
      ['Supervisor Demo encaminhou para faturamento'],
    ];
    expected.forEach((lines, i) => {
      const text = texts[i] ?? '';
      const when = text.slice(0, 16);
      expect(minutes).toContain(when);
      for (const part of lines) expect(text).toContain(part);
    });
    await screenshot(admin, 'history-dialog-1366');
    await admin.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(admin, 'history-dialog-1920');
    await history.getByRole('button', { name: 'Fechar' }).click();
    await history.waitFor({ state: 'detached' });
  });
});
