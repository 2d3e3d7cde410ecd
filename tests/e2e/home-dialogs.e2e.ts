/**
 * Issue 16, point 1, in real Chromium at 1366×768 on the demo fixture (D27): every dialog and
 * prompt of the home is opened right after an action's notice (the snackbar, 4 s) and answers
 * Cancelar, Esc, its backdrop and its confirm button, one after the other, each time after a
 * fresh notice. The cancelling answers write nothing (read back through the app's repo); the
 * confirm does what it says. axe-core's default rules find nothing on each open dialog.
 * Each test starts from the generated demo data: in fixture mode its own browser context's
 * store, in Firebase mode the one database reset (P50). The last journey shows the home list
 * following changes made elsewhere (another person, another tab), live.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasMixedCodes, splitClassOf } from '../../src/core/codes';
import { homeDefaultPeriod, inRange, invoiceDate, todayFromLocal } from '../../src/core/dates';
import { toList } from '../../src/core/lists';
import type { Invoice } from '../../src/core/model';
import { acceptedByHome } from '../../src/core/status';
import { axeViolations } from './support/axe';
import { anotherPerson, browserPerTest, signIn, tick, untick, url } from './support/browser';
import { readTeamForms } from './support/database';
import { demoExport } from './support/demo';
import { untilPromptSettles } from './support/screens';

const VIEWPORT = { width: 1366, height: 768 };
const session = browserPerTest(VIEWPORT);
const TEAM = 'ORCDISTBA01';

const gridOf = (p: Page) => p.getByRole('grid', { name: 'Boletins da Equipe' });
const rowByKey = (p: Page, key: string) => gridOf(p).locator(`[role="row"][data-id="${key}"]`);
const rowsWithStatus = (p: Page, status: string) =>
  gridOf(p).locator(`[role="row"][data-id]:has([data-status="${status}"])`);

async function openTeam(p: Page, team = TEAM): Promise<void> {
  await p.locator(`[data-testid="team-item"][data-team="${team}"]`).click();
  await gridOf(p).locator('[role="row"][data-id]').first().waitFor();
}

async function filter(p: Page, label: 'Todos' | 'Corrigidos' | 'Não Corrigidos') {
  const button = p.getByRole('button', { name: label, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
}

async function keyOf(row: Locator): Promise<string> {
  return (await row.getAttribute('data-id')) as string;
}

/** forms/{team}, read back through the app's own InvoiceRepo (both modes), by key. */
const teamForms = (p: Page, team = TEAM) => readTeamForms(p, team);

/** One stored bulletin. */
async function stored(p: Page, key: string, team = TEAM): Promise<Invoice | undefined> {
  return (await teamForms(p, team))[key];
}

/**
 * Runs `action` and waits for the notice it leaves: a new snackbar (each notice mounts its own),
 * so a notice with the same text as the previous one still counts. Answers its text.
 */
async function freshNotice(p: Page, action: () => Promise<void>): Promise<string> {
  await p.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('[data-testid="home-notice"]')
      .forEach((el) => (el.dataset.seen = 'yes')),
  );
  await action();
  const notice = p.locator('[data-testid="home-notice"]:not([data-seen])');
  await notice.waitFor();
  return notice.innerText();
}

type Answer = 'Cancelar' | 'Esc' | 'backdrop' | 'confirm';
const CANCELLING: readonly Answer[] = ['Cancelar', 'Esc', 'backdrop'];

/** Answers the open dialog the way named, then proves it is gone. */
async function answer(p: Page, how: Answer, confirm: (dialog: Locator) => Promise<void>) {
  const dialog = p.getByRole('dialog');
  await dialog.waitFor();
  if (how === 'Cancelar') await dialog.getByRole('button', { name: 'Cancelar' }).click();
  else if (how === 'Esc') await p.keyboard.press('Escape');
  else if (how === 'backdrop') await p.mouse.click(8, 8);
  else await confirm(dialog);
  // Issue 16: the dialog stayed on screen after its answer (3 s: it closes at once).
  await dialog.waitFor({ state: 'detached', timeout: 3000 });
}

interface Journey {
  /** Leaves a notice (a new one each call). */
  notice: () => Promise<void>;
  /** Opens the dialog under test. */
  open: () => Promise<void>;
  /** Fills in and confirms the open dialog. */
  confirm: (dialog: Locator) => Promise<void>;
  /**
   * What a cancelled dialog must leave as it was (and the notice's action does not touch):
   * read before the notice and after each answer.
   */
  watched: () => Promise<unknown>;
}

/**
 * The check, for one dialog: after a fresh notice, open it and answer Cancelar, then
 * Esc, then the backdrop (nothing written each time), then confirm. Checks axe on the first
 * opening, with the notice still on screen. Answers the notice the confirm left, if any.
 */
async function everyAnswer(p: Page, journey: Journey, axeName: string): Promise<void> {
  for (const how of [...CANCELLING, 'confirm'] as const) {
    const before = await journey.watched();
    await freshNotice(p, journey.notice);
    await journey.open();
    await p.getByRole('dialog').waitFor();
    // The previous action's notice is still showing while the dialog is open.
    expect(await p.getByTestId('home-notice').isVisible(), how).toBe(true);
    if (how === 'Cancelar') expect(await axeViolations(p), axeName).toEqual([]);
    await answer(p, how, journey.confirm);
    if (how !== 'confirm') expect(await journey.watched(), how).toEqual(before);
  }
}

/** Admin's notice: the viewed mark of a row toggled (a new notice each click). */
function toggleViewed(p: Page, key: string) {
  return () =>
    rowByKey(p, key)
      .getByRole('button', { name: /^(Marcar como visto|Desmarcar visto)$/ })
      .click();
}

async function openMenuItem(p: Page, key: string, item: string) {
  await rowByKey(p, key).getByRole('button', { name: 'Mais ações' }).click();
  await p.getByRole('menuitem', { name: item }).click();
}

/** A bulletin of the demo data listed by date in the home period whose codes split (D13). */
function mixedBulletin(): { team: string; id: string } {
  const data = demoExport().forms;
  const period = homeDefaultPeriod(todayFromLocal(new Date()));
  for (const [team, forms] of Object.entries(data)) {
    for (const invoice of Object.values(forms)) {
      const date = invoiceDate(invoice);
      const codes = toList(invoice.services).map((line) => String(line.code ?? ''));
      if (
        acceptedByHome(invoice) &&
        typeof invoice.date === 'number' &&
        date !== null &&
        inRange(date, period) &&
        hasMixedCodes(codes) &&
        codes.every((code) => splitClassOf(code) !== null) &&
        typeof invoice.id === 'string' &&
        !/[IC]$/.test(invoice.id)
      )
        return { team, id: invoice.id };
    }
  }
  throw new Error('demo.json has no mixed-code bulletin in the home period');
}

describe('admin: every dialog answers after a notice (issue 16)', () => {
  it("'Retornar para supervisão' (the issue's own repro)", async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const marked = await keyOf(rowsWithStatus(page, 'checked').nth(0));
    const target = await keyOf(rowsWithStatus(page, 'checked').nth(1));
    await everyAnswer(
      page,
      {
        notice: toggleViewed(page, marked),
        open: () => openMenuItem(page, target, 'Retornar para supervisão'),
        // Issue 15: a return says why (5 characters at least).
        confirm: async (dialog) => {
          await dialog
            .getByRole('textbox', { name: /^Motivo da devolução/ })
            .fill('Faltou a foto.');
          await dialog.getByRole('button', { name: 'Retornar' }).click();
        },
        watched: () => stored(page, target),
      },
      'Retornar para supervisão',
    );
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('Boletim retornado para supervisão.');
    // SPEC §4's return, with issue 15's reason.
    expect(await stored(page, target)).toMatchObject({
      checked: false,
      checked_closed: 'false_false',
      lastReturn: { reason: 'Faltou a foto.' },
    });
  });

  it("'Ver correção' closes on Fechar, Esc and its backdrop", async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const marked = await keyOf(rowsWithStatus(page, 'checked').nth(0));
    const target = await keyOf(rowsWithStatus(page, 'checked').nth(1));
    for (const how of ['Fechar', 'Esc', 'backdrop'] as const) {
      await freshNotice(page, toggleViewed(page, marked));
      await openMenuItem(page, target, 'Ver correção');
      await page.getByTestId('checked-by').waitFor();
      expect(await page.getByTestId('home-notice').isVisible()).toBe(true);
      if (how === 'Fechar') expect(await axeViolations(page), 'Ver correção').toEqual([]);
      await answer(page, how === 'Fechar' ? 'confirm' : how, (dialog) =>
        dialog.getByRole('button', { name: 'Fechar' }).click(),
      );
    }
  });

  it("'Excluir' (confirmation)", async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const marked = await keyOf(rowsWithStatus(page, 'checked').nth(0));
    const target = await keyOf(rowsWithStatus(page, 'checked').nth(1));
    await everyAnswer(
      page,
      {
        notice: toggleViewed(page, marked),
        open: () => openMenuItem(page, target, 'Excluir'),
        confirm: (dialog) => dialog.getByRole('button', { name: 'Excluir' }).click(),
        watched: () => stored(page, target),
      },
      'Excluir',
    );
    await rowByKey(page, target).waitFor({ state: 'detached' });
    expect(await stored(page, target)).toBeUndefined();
  });

  it("'Dividir boletim'", async () => {
    const { page } = session;
    const { team, id } = mixedBulletin();
    await signIn(page, 'admin@demo.local');
    await openTeam(page, team);
    await filter(page, 'Todos');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    const original = gridOf(page)
      .locator('[role="row"][data-id]')
      .filter({
        has: page.locator('[data-field="invoiceId"]', { hasText: new RegExp(`^${id}$`) }),
      });
    await original.waitFor();
    const target = await keyOf(original);
    await everyAnswer(
      page,
      {
        notice: toggleViewed(page, target),
        open: () => openMenuItem(page, target, 'Dividir boletim'),
        confirm: (dialog) => dialog.getByRole('button', { name: 'Dividir' }).click(),
        // The notice marks the bulletin viewed; a split would replace it by two.
        watched: async () => Object.keys(await teamForms(page, team)).sort(),
      },
      'Dividir boletim',
    );
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('Boletim dividido com sucesso!');
    expect(await stored(page, target, team)).toBeUndefined();
    // SPEC §4: the two new bulletins carry the original id plus I and plus C.
    const ids = Object.values(await teamForms(page, team)).map((invoice) => invoice.id);
    expect(ids).toEqual(expect.arrayContaining([`${id}I`, `${id}C`]));
  });

  it("'Dar Baixa' (the pedido prompt), after bulk 'Visto'", async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const target = await keyOf(rowsWithStatus(page, 'checked').first());
    // A bulk write clears the selection: each round selects the bulletin again.
    const select = async () => {
      await expect
        .poll(() => page.getByTestId('selection-count').innerText())
        .toBe('Nenhum boletim selecionado');
      await tick(rowByKey(page, target).getByRole('checkbox'));
    };
    await everyAnswer(
      page,
      {
        notice: async () => {
          // Issue 23: a cancelled Dar Baixa keeps the selection; start each round from none.
          await untick(rowByKey(page, target).getByRole('checkbox'));
          await select();
          await page.getByRole('button', { name: 'Visto', exact: true }).click();
        },
        open: async () => {
          await select();
          await page.getByRole('button', { name: 'Dar Baixa' }).click();
          // Issue 23: a fresh Dar Baixa prompt answers nothing for 400 ms unless typed in.
          await untilPromptSettles(page, page.getByRole('dialog'));
        },
        confirm: async (dialog) => {
          await dialog.getByLabel('Número do pedido').fill('4500016001');
          await dialog.getByRole('button', { name: 'Confirmar' }).click();
        },
        // What Dar Baixa writes (the notice's bulk 'Visto' marks it viewed).
        watched: async () => {
          const invoice = await stored(page, target);
          return [invoice?.attached, invoice?.header?.pedido];
        },
      },
      'Dar Baixa',
    );
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('Baixa dada em 1 boletim.');
    expect(await stored(page, target)).toMatchObject({
      attached: true,
      header: { pedido: '4500016001' },
    });
  });
});

describe('superv: every dialog answers after a notice (issue 16)', () => {
  /** Superv's notice: the next pending bulletin forwarded (one click). */
  const forwardNext = (p: Page, spare: string[]) => async () => {
    const key = spare.shift();
    if (!key) throw new Error('no pending bulletin left to forward');
    await rowByKey(p, key).getByRole('button', { name: 'Encaminhar para faturamento' }).click();
  };

  async function pendingKeys(p: Page, count: number): Promise<string[]> {
    const rows = rowsWithStatus(p, 'pending');
    await rows.nth(count - 1).waitFor();
    const keys: string[] = [];
    for (let i = 0; i < count; i += 1) keys.push(await keyOf(rows.nth(i)));
    return keys;
  }

  it("'Excluir' after 'Encaminhar' (the issue's repro)", async () => {
    const { page } = session;
    await signIn(page, 'superv@demo.local');
    await openTeam(page);
    const [target, ...spare] = await pendingKeys(page, 5);
    await everyAnswer(
      page,
      {
        notice: forwardNext(page, spare),
        open: () => openMenuItem(page, target as string, 'Excluir'),
        confirm: (dialog) => dialog.getByRole('button', { name: 'Excluir' }).click(),
        watched: () => stored(page, target as string),
      },
      'Excluir (superv)',
    );
    await rowByKey(page, target as string).waitFor({ state: 'detached' });
    expect(await stored(page, target as string)).toBeUndefined();
  });

  it("'Encaminhar selecionados': the bulk forward's confirmation, then one write with the count", async () => {
    const { page } = session;
    await signIn(page, 'superv@demo.local');
    await openTeam(page);
    const [a, b, ...spare] = await pendingKeys(page, 6);
    const chosen = [a as string, b as string];
    for (const key of chosen) await tick(rowByKey(page, key).getByRole('checkbox'));
    expect(await page.getByTestId('selection-count').innerText()).toBe('2 boletins selecionados');
    const before = Date.now();
    await everyAnswer(
      page,
      {
        notice: forwardNext(page, spare),
        open: () => page.getByRole('button', { name: 'Encaminhar selecionados' }).click(),
        confirm: (dialog) => dialog.getByRole('button', { name: 'Encaminhar' }).click(),
        watched: () => Promise.all(chosen.map((key) => stored(page, key))),
      },
      'Encaminhar selecionados',
    );
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('2 boletins encaminhados para o faturamento.');
    for (const key of chosen) {
      const invoice = await stored(page, key);
      expect(invoice).toMatchObject({
        checked: true,
        checked_closed: 'true_false',
        checked_by: 'Supervisor Demo',
      });
      expect(invoice?.checked_at).toBeGreaterThanOrEqual(before);
      await rowByKey(page, key).waitFor({ state: 'detached' });
    }
    expect(await page.getByTestId('selection-count').innerText()).toBe(
      'Nenhum boletim selecionado',
    );
  });

  it('the edit password of a checked bulletin; the right one opens the editor', async () => {
    const { page, context } = session;
    await signIn(page, 'superv@demo.local');
    await openTeam(page);
    const spare = await pendingKeys(page, 5);
    const ids = new Map<string, string>();
    for (const key of spare)
      ids.set(key, await rowByKey(page, key).locator('[data-field="invoiceId"]').innerText());
    await filter(page, 'Corrigidos');
    const checked = rowsWithStatus(page, 'checked').first();
    const target = await keyOf(checked);
    const targetId = await checked.locator('[data-field="invoiceId"]').innerText();
    await filter(page, 'Todos');
    // The pending and the checked bulletins lie pages apart: the search shows the one at hand.
    const show = async (key: string, id: string) => {
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
      await rowByKey(page, key).waitFor();
    };
    let editor: Page | undefined;
    await everyAnswer(
      page,
      {
        notice: async () => {
          const key = spare.shift() as string;
          await show(key, ids.get(key) as string);
          await rowByKey(page, key)
            .getByRole('button', { name: 'Encaminhar para faturamento' })
            .click();
        },
        open: async () => {
          await show(target, targetId);
          await rowByKey(page, target).getByRole('button', { name: 'Editar' }).click();
        },
        confirm: async (dialog) => {
          await dialog.getByLabel('Senha').fill('1234');
          [editor] = await Promise.all([
            context.waitForEvent('page'),
            dialog.getByRole('button', { name: 'Confirmar' }).click(),
          ]);
        },
        watched: () => stored(page, target),
      },
      'Editar (senha)',
    );
    await editor?.waitForURL(/\/edit/);
    expect(editor?.url()).toContain(`key=${target}`);
    await editor?.close();
  });
});

describe('team: the delete password answers after a notice (issue 16)', () => {
  it("'Excluir' with the password", async () => {
    const { page } = session;
    await signIn(page, 'equipe01@demo.local');
    await openTeam(page);
    const rows = gridOf(page).locator('[role="row"][data-id]');
    await rows.nth(5).waitFor();
    const keys: string[] = [];
    for (let i = 0; i < 6; i += 1) keys.push(await keyOf(rows.nth(i)));
    const [target, ...spare] = keys;
    // The team user's only notice is a delete's: each round deletes a spare bulletin first.
    const deleteSpare = async () => {
      const key = spare.shift() as string;
      await openMenuItem(page, key, 'Excluir');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Senha').fill('1234');
      await dialog.getByRole('button', { name: 'Excluir' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await everyAnswer(
      page,
      {
        notice: deleteSpare,
        open: () => openMenuItem(page, target as string, 'Excluir'),
        confirm: async (dialog) => {
          await dialog.getByLabel('Senha').fill('1234');
          await dialog.getByRole('button', { name: 'Excluir' }).click();
        },
        watched: () => stored(page, target as string),
      },
      'Excluir (senha)',
    );
    await rowByKey(page, target as string).waitFor({ state: 'detached' });
    expect(await stored(page, target as string)).toBeUndefined();
  });
});

describe('the home list follows changes made elsewhere, live (D11)', () => {
  const statusOf = (p: Page, key: string) =>
    rowByKey(p, key).locator('[data-field="status"] [data-status]').getAttribute('data-status');
  const search = (p: Page, text: string) => p.getByRole('searchbox', { name: 'Buscar' }).fill(text);

  it("admin's list shows a bulletin the supervisor forwards elsewhere, then the marks set in the admin's second tab", async () => {
    const { page, context } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    await filter(page, 'Corrigidos');

    // The supervisor, another person on the same database, picks a pending bulletin.
    const superv = await anotherPerson(session, VIEWPORT);
    await signIn(superv, 'superv@demo.local');
    await openTeam(superv);
    const pending = rowsWithStatus(superv, 'pending').first();
    await pending.waitFor();
    const key = await keyOf(pending);
    const id = await pending.locator('[data-field="invoiceId"]').innerText();

    // Not checked yet: the admin's 'Corrigidos' list does not have it.
    await search(page, id);
    await page.getByText('Nenhum boletim encontrado').waitFor();
    expect(await rowByKey(page, key).count()).toBe(0);

    await rowByKey(superv, key)
      .getByRole('button', { name: 'Encaminhar para faturamento' })
      .click();
    // The admin's list takes it in, without a reload, as checked (SPEC §4's forward).
    await rowByKey(page, key).waitFor({ timeout: 10_000 });
    await expect.poll(() => statusOf(page, key)).toBe('checked');

    // A second tab of the admin's own session sets each mark; the first tab follows every one,
    // in D9's order of precedence, and offers the opposite action.
    const second = await context.newPage();
    await second.goto(url('/'));
    await openTeam(second);
    await filter(second, 'Corrigidos');
    await search(second, id);
    await rowByKey(second, key).waitFor();
    for (const [mark, status, undo] of [
      ['Marcar como visto', 'viewed', 'Desmarcar visto'],
      ['Marcar como pago', 'paid', 'Desmarcar pago'],
      ['Marcar como anexado', 'attached', 'Desmarcar anexado'],
    ] as const) {
      await rowByKey(second, key).getByRole('button', { name: mark }).click();
      await expect.poll(() => statusOf(page, key), { timeout: 10_000 }).toBe(status);
      await rowByKey(page, key).getByRole('button', { name: undo }).waitFor();
    }
    // And the other way: the first tab takes the attached mark back off; the second follows.
    await rowByKey(page, key).getByRole('button', { name: 'Desmarcar anexado' }).click();
    await expect.poll(() => statusOf(second, key), { timeout: 10_000 }).toBe('paid');

    expect(await stored(page, key)).toMatchObject({
      checked: true,
      checked_closed: 'true_false',
      checked_by: 'Supervisor Demo',
      viewedByFat: true,
      paid: true,
      attached: false,
      archived: false,
    });
    await second.close();
  });
});
