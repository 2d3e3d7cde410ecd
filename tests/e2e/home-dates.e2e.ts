/**
 * Issue 13 journeys on the demo fixture (D27) in real Chromium: the home table ('Boletins da
 * Equipe') lists the bulletins of the selected period whatever the form of their date (D6, D38:
 * numeric `date`, `date` as dd/mm/yyyy text, or only `header.date`), plus every unchecked
 * bulletin whatever its date (D10, D11). A text-dated and a header-dated bulletin of the
 * supervisor's teams (Equipe 01 when it has one that day) each go through the whole workflow as the real roles take it (superv forwards; admin marks it
 * visto, pago, anexado), and after every step the bulletin must still be listed for that user
 * under the status filter it belongs to, with the D9 chip of its new status. Once a bulletin is
 * checked only the period query can list it, so these steps prove the period query reads the
 * date form. A last journey proves it filters: checked bulletins dated (as text, or in
 * header.date) outside the period are not listed, and are once the period covers them.
 *
 * Which bulletins: read from the demo data of today (support/demo.ts, what the browser generates),
 * by the rules written out here (core's D6 date reading, D10 acceptance, D11 default period).
 */
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  homeDefaultPeriod,
  inRange,
  invoiceDate,
  parseDayMonthYear,
  shiftCycle,
} from '../../src/core/dates';
import { acceptedByHome, displayStatus, isChecked } from '../../src/core/status';
import type { DateRange, Invoice } from '../../src/core/model';
import { browserPerTest, screenshot, signIn, url } from './support/browser';
import { readTeamForms } from './support/database';
import { demoExport } from './support/demo';
import { returnWithReason } from './support/screens';

// The admin's table is captured at the common laptop size.
const session = browserPerTest({ width: 1366, height: 768 });
let page: Page;
beforeEach(() => {
  page = session.page;
});

/**
 * The supervisor's teams (superv@demo.local: Equipes 01–04), Equipe 01 first. Each bulletin is
 * taken from the first of them whose data of the day has one of its kind: which teams do
 * depends on the day (the demo moves with today), and one team alone has none on some days.
 */
const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA04'] as const;

// ---------------------------------------------------------------------------------------------
// The demo data: which bulletins, by the rules.

type DateForm = 'text' | 'header';

interface Chosen {
  team: string;
  key: string;
  id: string;
  form: DateForm;
  /** The stored date text: `date` (text form) or `header.date` (header form). */
  stored: string;
  /** D6 instant and its dd/mm/yyyy, as the Data column shows it. */
  date: number;
  shown: string;
  checked: boolean;
}

/** D8: today is the browser's calendar date; the contexts run in America/Bahia. */
function bahiaToday(): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Bahia',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'));
}

const TODAY = bahiaToday();
/** D11: the home's default period, the current billing cycle and the two before it. */
const DEFAULT_PERIOD: DateRange = homeDefaultPeriod(TODAY);
/** The 'Últimos 12 ciclos' preset (PeriodSelector): 11 cycles back to the current one's end. */
const TWELVE_CYCLES: DateRange = { start: shiftCycle(TODAY, -11).start, end: DEFAULT_PERIOD.end };

/** D6/D38: the form a bulletin's date takes; null for numeric dates and anything else. */
function dateFormOf(invoice: Invoice): DateForm | null {
  const raw: unknown = invoice.date;
  if (typeof raw === 'string' && !/^\s*\d+\s*$/.test(raw) && parseDayMonthYear(raw) !== null) {
    return 'text';
  }
  if ((raw === undefined || raw === null) && parseDayMonthYear(invoice.header?.date) !== null) {
    return 'header';
  }
  return null;
}

/** forms/{team} of the demo data of today. */
const formsOf = (team: string): Record<string, Invoice> => demoExport().forms[team] ?? {};

/** The demo record of a chosen bulletin, as the day started. */
const demoRecord = (b: Chosen): Invoice => formsOf(b.team)[b.key] as Invoice;

/** `team`'s listed (D10) bulletins whose date has `form`, and D6 date `where` accepts. */
function candidates(
  team: string,
  form: DateForm,
  where: (date: number, invoice: Invoice) => boolean,
): Chosen[] {
  const out: Chosen[] = [];
  for (const [key, invoice] of Object.entries(formsOf(team))) {
    const date = invoiceDate(invoice);
    if (!acceptedByHome(invoice) || dateFormOf(invoice) !== form || date === null) continue;
    if (typeof invoice.id !== 'string' || !where(date, invoice)) continue;
    out.push({
      team,
      key,
      id: invoice.id,
      form,
      stored: String(form === 'text' ? invoice.date : invoice.header?.date),
      date,
      shown: formatDate(date),
      checked: isChecked(invoice),
    });
  }
  // The most recent first: the furthest from the period's start.
  return out.sort((a, b) => b.date - a.date);
}

/**
 * A bulletin of `form` in the default period, preferably unchecked (the supervisor can forward
 * it as it is); when the day's data has none, a checked one, which the admin first returns to
 * supervision (SPEC §4).
 */
function inPeriod(form: DateForm): Chosen {
  for (const team of TEAMS) {
    const all = candidates(team, form, (date) => inRange(date, DEFAULT_PERIOD));
    const pick = all.find((c) => !c.checked) ?? all[0];
    if (pick) return pick;
  }
  throw new Error(`demo.json: no ${form}-dated bulletin of ${TEAMS.join(', ')} in the period`);
}

/** A checked bulletin of `form` dated before the default period but inside the 12 cycles. */
function outsidePeriod(form: DateForm): Chosen {
  for (const team of TEAMS) {
    const pick = candidates(
      team,
      form,
      (date, invoice) =>
        isChecked(invoice) && !inRange(date, DEFAULT_PERIOD) && inRange(date, TWELVE_CYCLES),
    )[0];
    if (pick) return pick;
  }
  throw new Error(
    `demo.json: no checked ${form}-dated bulletin of ${TEAMS.join(', ')} before the period`,
  );
}

const TEXT = inPeriod('text');
const HEADER = inPeriod('header');
const TEXT_OUTSIDE = outsidePeriod('text');
const HEADER_OUTSIDE = outsidePeriod('header');

// ---------------------------------------------------------------------------------------------
// The screen.

const FILTERS = { all: 'Todos', checked: 'Corrigidos', unchecked: 'Não Corrigidos' } as const;
type Filter = keyof typeof FILTERS;

/** D9 chip: data-status and its label. */
const LABELS = {
  pending: 'Pendente',
  checked: 'Corrigido',
  viewed: 'Visualizado',
  paid: 'Pago',
  attached: 'Anexado',
} as const;
type Status = keyof typeof LABELS;

const gridOf = (p: Page) => p.getByRole('grid', { name: 'Boletins da Equipe' });
const rowOf = (p: Page, key: string) => gridOf(p).locator(`[role="row"][data-id="${key}"]`);

/** Clicks the team in the sidebar and waits for the grid's first row. */
async function openTeam(p: Page, team: string): Promise<void> {
  await p.locator(`[data-testid="team-item"][data-team="${team}"]`).click();
  await gridOf(p).locator('[role="row"][data-id]').first().waitFor();
}

async function filter(p: Page, which: Filter): Promise<void> {
  const button = p.getByRole('button', { name: FILTERS[which], exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

async function pressedFilter(p: Page): Promise<string | null> {
  for (const [which, label] of Object.entries(FILTERS)) {
    const pressed = await p
      .getByRole('button', { name: label, exact: true })
      .getAttribute('aria-pressed');
    if (pressed === 'true') return which;
  }
  return null;
}

/** The home search box (D21), by the bulletin's id. */
async function search(p: Page, id: string): Promise<void> {
  await p.getByRole('searchbox', { name: 'Buscar' }).fill(id);
}

/**
 * The bulletin is listed, with its id, its D6 date in the Data column, and the D9 chip of
 * `status`; `step` names the moment in the failure message.
 */
async function expectListed(p: Page, b: Chosen, status: Status, step: string): Promise<Locator> {
  const row = rowOf(p, b.key);
  try {
    await row.waitFor({ timeout: 5000 });
  } catch {
    const count = await p.getByTestId('bulletin-count').innerText();
    throw new Error(
      `${step}: ${b.id} (${b.form} date ${b.stored}) is not listed under '${
        FILTERS[((await pressedFilter(p)) ?? 'all') as Filter]
      }' (table: ${count})`,
    );
  }
  expect(await row.locator('[data-field="invoiceId"]').innerText(), step).toBe(b.id);
  expect(await row.locator('[data-field="date"]').innerText(), step).toBe(b.shown);
  const chip = row.locator('[data-field="status"] [data-status]');
  await expect.poll(() => chip.getAttribute('data-status'), { message: step }).toBe(status);
  expect(await chip.innerText(), step).toBe(LABELS[status]);
  return row;
}

/** Nothing with this id is listed: the search finds no row, and the table says so. */
async function expectNotListed(p: Page, b: Chosen, step: string): Promise<void> {
  await expect
    .poll(() => rowOf(p, b.key).count(), { message: `${step}: ${b.id} is listed` })
    .toBe(0);
  await expect
    .poll(() => gridOf(p).locator('[role="row"][data-id]').count(), { message: step })
    .toBe(0);
  await gridOf(p).getByText('Nenhum boletim encontrado').waitFor();
}

/** The snackbar says `text` (a previous notice may still be showing: wait for the new one). */
async function expectNotice(p: Page, text: string): Promise<void> {
  const alert = p.getByTestId('home-notice');
  await expect.poll(() => alert.innerText().catch(() => ''), { timeout: 5000 }).toBe(text);
}

async function signOut(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Sair' }).click();
  await p.waitForURL(url('/login'));
}

/** The stored record, read back through the app's InvoiceRepo (fixture mode). */
async function stored(p: Page, b: Chosen): Promise<Invoice | undefined> {
  return (await readTeamForms(p, b.team))[b.key];
}

/** The bulletin still carries its date in the form it was picked for (the writes kept it). */
async function expectDateFormKept(p: Page, b: Chosen): Promise<Invoice> {
  const invoice = await stored(p, b);
  expect(invoice, `${b.id} is stored`).toBeDefined();
  if (b.form === 'text') {
    expect(invoice?.date).toBe(b.stored);
  } else {
    expect(invoice?.date ?? null).toBeNull();
    expect(invoice?.header?.date).toBe(b.stored);
  }
  return invoice as Invoice;
}

// ---------------------------------------------------------------------------------------------
// The journeys.

/**
 * superv forwards `b`; admin marks it visto, pago and anexado. When the day's data offers only a
 * checked bulletin of this form, the admin first returns it to supervision.
 */
async function workflow(b: Chosen, shot: string): Promise<void> {
  if (b.checked) {
    // Prelude (only when no unchecked bulletin of this form is in the period): admin returns it.
    await signIn(page, 'admin@demo.local');
    await openTeam(page, b.team);
    await search(page, b.id);
    const before = displayStatus(demoRecord(b));
    const row = await expectListed(page, b, before, 'admin, before returning it (Corrigidos)');
    await row.getByRole('button', { name: 'Mais ações' }).click();
    await page.getByRole('menuitem', { name: 'Retornar para supervisão' }).click();
    // Issue 15: a return says why.
    await returnWithReason(page, 'Conferir as datas do boletim.');
    await expectNotice(page, 'Boletim retornado para supervisão.');
    await rowOf(page, b.key).waitFor({ state: 'detached' });
    await filter(page, 'unchecked');
    await expectListed(page, b, 'pending', 'admin, after returning it (Não Corrigidos)');
    await signOut(page);
  }

  // 1. The supervisor of Equipes 01–04: listed as Pendente under the default 'Não Corrigidos'.
  await signIn(page, 'superv@demo.local');
  await openTeam(page, b.team);
  expect(await pressedFilter(page), 'superv default filter').toBe('unchecked');
  await search(page, b.id);
  const pending = await expectListed(page, b, 'pending', 'superv, default filter');
  await pending.getByRole('button', { name: 'Encaminhar para faturamento' }).click();
  await expectNotice(page, 'Boletim encaminhado para o faturamento.');
  // Checked now: it leaves 'Não Corrigidos' (and the unchecked query) ...
  await rowOf(page, b.key).waitFor({ state: 'detached' });
  // ... and only the period query, which must read its date form, still lists it.
  await filter(page, 'checked');
  await expectListed(page, b, 'checked', 'superv, after forwarding (Corrigidos)');
  await filter(page, 'all');
  await expectListed(page, b, 'checked', 'superv, after forwarding (Todos)');
  await signOut(page);

  // 2. The admin: listed as Corrigido under the admin's default 'Corrigidos'.
  await signIn(page, 'admin@demo.local');
  await openTeam(page, b.team);
  expect(await pressedFilter(page), 'admin default filter').toBe('checked');
  await search(page, b.id);
  let row = await expectListed(page, b, 'checked', 'admin, default filter');

  await row.getByRole('button', { name: 'Marcar como visto' }).click();
  await expectNotice(page, 'Boletim marcado como visto.');
  row = await expectListed(page, b, 'viewed', 'admin, after Marcar como visto (Corrigidos)');

  await row.getByRole('button', { name: 'Marcar como pago' }).click();
  await expectNotice(page, 'Boletim marcado como pago.');
  row = await expectListed(page, b, 'paid', 'admin, after Marcar como pago (Corrigidos)');

  await row.getByRole('button', { name: 'Marcar como anexado' }).click();
  await expectNotice(page, 'Boletim marcado como anexado.');
  row = await expectListed(page, b, 'attached', 'admin, after Marcar como anexado (Corrigidos)');
  // Each mark now reads as its undo.
  await row.getByRole('button', { name: 'Desmarcar visto' }).waitFor();
  await row.getByRole('button', { name: 'Desmarcar pago' }).waitFor();
  await row.getByRole('button', { name: 'Desmarcar anexado' }).waitFor();

  await filter(page, 'all');
  await expectListed(page, b, 'attached', 'admin, at the end (Todos)');
  await filter(page, 'unchecked');
  await expectNotListed(page, b, 'admin, at the end (Não Corrigidos)');
  await filter(page, 'all');
  await expectListed(page, b, 'attached', 'admin, at the end (Todos, again)');
  await screenshot(page, `${shot}-search`);

  // The writes kept the date as it was (so the period query really read that form).
  const invoice = await expectDateFormKept(page, b);
  expect(invoice.checked).toBe(true);
  expect(invoice.viewedByFat).toBe(true);
  expect(invoice.paid).toBe(true);
  expect(invoice.attached).toBe(true);

  // A fresh load subscribes anew: still listed under the admin's default filter.
  await page.reload();
  await page.getByRole('button', { name: 'Sair' }).waitFor();
  await openTeam(page, b.team);
  expect(await pressedFilter(page)).toBe('checked');
  await search(page, b.id);
  await expectListed(page, b, 'attached', 'admin, after a reload (Corrigidos)');
  // The admin's whole table at the end, Todos, no search.
  await search(page, '');
  await filter(page, 'all');
  // (sorted by date, 25 a page: the bulletin itself may be on a later page)
  await expect.poll(() => gridOf(page).locator('[role="row"][data-id]').count()).toBeGreaterThan(1);
  await screenshot(page, shot);
}

describe('home table reads every date form (issue 13, D6, D10, D11)', () => {
  it(`text date: ${TEXT.id} (date "${TEXT.stored}") goes superv → admin visto, pago, anexado and stays listed`, async () => {
    await workflow(TEXT, 'home-dates-text-admin');
  });

  it(`header.date only: ${HEADER.id} (header.date "${HEADER.stored}") goes superv → admin visto, pago, anexado and stays listed`, async () => {
    await workflow(HEADER, 'home-dates-header-admin');
  });

  it(`checked bulletins dated outside the period (${TEXT_OUTSIDE.id} text, ${HEADER_OUTSIDE.id} header.date) are not listed until the period covers them`, async () => {
    await signIn(page, 'admin@demo.local');
    const OUTSIDE = [TEXT_OUTSIDE, HEADER_OUTSIDE];
    // Each bulletin is looked for in its own team's table (the filter and the period stay when
    // the team changes; the search does not).
    let shownTeam = '';
    const show = async (b: Chosen) => {
      if (b.team === shownTeam) return;
      await openTeam(page, b.team);
      shownTeam = b.team;
    };
    await show(TEXT_OUTSIDE);
    await filter(page, 'all');
    for (const b of OUTSIDE) {
      await show(b);
      const shown = await page.getByText(/Período: \d/).innerText();
      expect(shown).toContain(
        `Período: ${formatDate(DEFAULT_PERIOD.start)} a ${formatDate(DEFAULT_PERIOD.end)}`,
      );
      await search(page, b.id);
      await expectNotListed(page, b, `admin, default period, Todos (${b.form} ${b.stored})`);
    }
    await search(page, '');
    await screenshot(page, 'home-dates-outside-default-period');

    // The same bulletins once the period covers them: 'Últimos 12 ciclos'.
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Últimos 12 ciclos' }).click();
    const twelve = `Período: ${formatDate(TWELVE_CYCLES.start)} a ${formatDate(TWELVE_CYCLES.end)}`;
    await page.getByText(twelve, { exact: false }).waitFor();
    for (const b of OUTSIDE) {
      await show(b);
      await page.getByText(twelve, { exact: false }).waitFor();
      await search(page, b.id);
      const status = displayStatus(demoRecord(b));
      await expectListed(page, b, status, `admin, 12 cycles, Todos (${b.form} ${b.stored})`);
    }
  });
});
