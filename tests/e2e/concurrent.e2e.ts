/**
 * Issue 23, D51 "two people, one bulletin", in real Chromium on the demo data (D27), in both
 * modes (P50): two tabs of one browser share the database (the fixture store's SharedWorker, or
 * the local Firebase), as two people do. Each journey reads the whole database (forms/ of every
 * team, through the app's own InvoiceRepo) before and after, and checks that exactly the
 * intended leaves changed: nothing lost, nothing re-created, and each written bulletin moved on
 * one revision per write. The stale write is refused by the database itself (the memory tree's
 * write contract; in Firebase mode the rules, a refusal each journey declares and checks).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasMixedCodes, splitClassOf } from '../../src/core/codes';
import { homeDefaultPeriod, inRange, invoiceDate, todayFromLocal } from '../../src/core/dates';
import { toList } from '../../src/core/lists';
import { acceptedByHome } from '../../src/core/status';
import { browserPerTest, screenshot, signIn, url, tick } from './support/browser';
import { gridOf, openMenuItem, openTeamAll, rowByKey } from './support/screens';
import type { FormsTree } from './support/database';
import { changedLeaves, readForms } from './support/database';
import { holdBulletinReads } from './support/holds';
import { FIREBASE, expectRefusals, refusals } from './support/mode';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';
const openTeam = (p: Page) => openTeamAll(p, TEAM);

/** A second tab of the same browser (same store), signed in as the first. */
async function secondTab(): Promise<Page> {
  const other = await session.context.newPage();
  await other.goto(url('/'));
  await other.getByRole('button', { name: 'Sair' }).waitFor();
  return other;
}

/**
 * D51: the database itself refused the journey's one stale write, a change of bulletins being
 * one multi-path update at the root. Firebase mode: the rules' refusal, declared (so the test
 * does not fail on it) and checked to be exactly that one; the memory tree counts none.
 */
async function expectOneRefusedWrite(): Promise<void> {
  expectRefusals(1);
  if (FIREBASE) {
    expect((await refusals()).map(({ action, path }) => `${action} ${path}`)).toEqual(['m /']);
  }
}

/** Deletes the bulletin from the home table of `p` as an admin (confirm, no password). */
async function deleteFrom(p: Page, key: string): Promise<void> {
  await openMenuItem(p, rowByKey(p, key), 'Excluir');
  await p.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect.poll(() => p.getByTestId('home-notice').innerText()).toBe('Boletim excluído.');
}

/**
 * The first bulletin of the team the home table lists (D10, D11: sent, dated in the default
 * period) whose record `accept`s.
 */
function firstKey(forms: FormsTree, accept: (key: string) => boolean): string {
  const period = homeDefaultPeriod(todayFromLocal(new Date()));
  const key = Object.keys(forms[TEAM] ?? {}).find((k) => {
    const invoice = forms[TEAM]?.[k];
    const date = invoice ? invoiceDate(invoice) : null;
    return (
      invoice !== undefined &&
      acceptedByHome(invoice) &&
      date !== null &&
      inRange(date, period) &&
      accept(k)
    );
  });
  if (!key) throw new Error('no such bulletin in the demo data');
  return key;
}

describe('two tabs, one bulletin (issue 23, D51)', () => {
  it('the same section saved in two editors at the same instant: one saved, one told "Nada foi salvo", nothing lost', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const key = (await gridOf(page)
      .locator('[role="row"][data-id]')
      .first()
      .getAttribute('data-id')) as string;
    const editUrl = url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`);
    const [a, b] = [await session.context.newPage(), await session.context.newPage()];
    for (const editor of [a, b]) {
      await editor.goto(editUrl);
      await editor.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    }
    const before = await readForms(page);
    await a.getByRole('textbox', { name: /^Título/ }).fill('Título da aba A');
    await b.getByRole('textbox', { name: /^Título/ }).fill('Título da aba B');
    // Each save first re-reads the bulletin; held until both saves are on their way, both read
    // the same revision, so neither editor can tell: the database must refuse the second write.
    const release = await holdBulletinReads(session.browser, page, TEAM, key);
    try {
      await Promise.all(
        [a, b].map((editor) => editor.getByRole('button', { name: 'Salvar cabeçalho' }).click()),
      );
      // Fixture mode: each save waits on its held re-read. Firebase mode: the SDK answers the
      // re-read from the editor's live listener (P58) at once, so nothing is held and the saves
      // run as the clicks land; the second is then refused by the database (both read the same
      // revision) or before it writes (its listener already heard the first). Either way one
      // saves and the other is told.
      if (!FIREBASE) {
        for (const editor of [a, b]) {
          await editor.getByTestId('section-header').getByText('Salvando...').waitFor();
        }
      }
    } finally {
      await release();
    }
    const notices = await Promise.all(
      [a, b].map(async (editor) => {
        const notice = editor.getByTestId('editor-notice');
        await notice.waitFor();
        return notice.innerText();
      }),
    );
    const saved = notices.findIndex((text) => text.includes('Cabeçalho salvo com sucesso!'));
    expect(saved, notices.join(' | ')).toBeGreaterThanOrEqual(0);
    const refused = notices[1 - saved] ?? '';
    expect(refused).toMatch(/^Nada foi salvo/);
    if (FIREBASE) {
      expectRefusals(1);
      const seen = (await refusals()).map(({ action, path }) => `${action} ${path}`);
      expect(seen.length).toBeLessThanOrEqual(1);
      for (const refusal of seen) expect(refusal).toBe('m /');
    } else {
      await expectOneRefusedWrite();
    }
    await screenshot(saved === 0 ? b : a, 'concurrent-editor-refused-1366');

    // Exactly the saved tab's title landed, in one write; the other's nothing.
    const winner = saved === 0 ? 'Título da aba A' : 'Título da aba B';
    const after = await readForms(page);
    const changes = changedLeaves(before, after);
    expect(changes[`${TEAM}/${key}/header/title`]).toBe(winner);
    for (const path of Object.keys(changes)) expect(path.startsWith(`${TEAM}/${key}/`)).toBe(true);
    await Promise.all([a.close(), b.close()]);
  });

  it('split confirmed after a line was changed in another tab is refused; nothing is split or lost', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const before = await readForms(page);
    const key = firstKey(before, (k) => {
      const codes = toList(before[TEAM]?.[k]?.services).map((line) => String(line.code ?? ''));
      return hasMixedCodes(codes) && codes.every((code) => splitClassOf(code) !== null);
    });
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(before[TEAM]?.[key]?.id));
    await openMenuItem(page, rowByKey(page, key), 'Dividir boletim');
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Dividir' }).waitFor();

    // Meanwhile, in another tab, the first line's quantity changes.
    const other = await secondTab();
    await other.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    const services = other.getByTestId('section-services');
    await services
      .getByRole('button', { name: /^Editar/ })
      .first()
      .click();
    await services.getByRole('textbox', { name: /^Qtd\./ }).fill('7');
    await services
      .getByRole('button', { name: /^Salvar/ })
      .first()
      .click();
    await expect
      .poll(() => other.getByTestId('editor-notice').innerText())
      .toContain('salvo com sucesso');
    const edited = await readForms(page);

    await confirm.getByRole('button', { name: 'Dividir' }).click();
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe(
        'Nada foi salvo: este boletim foi alterado em outro lugar. Recarregue e tente de novo.',
      );
    await expectOneRefusedWrite();
    // The split wrote nothing: the database is as the other tab left it.
    expect(changedLeaves(edited, await readForms(page))).toEqual({});
    expect(
      Object.keys(changedLeaves(before, edited)).every((p) => p.startsWith(`${TEAM}/${key}/`)),
    ).toBe(true);
    await other.close();
  });

  it('Retornar confirmed after the bulletin was deleted in another tab: told so, no record re-created', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const before = await readForms(page);
    const key = firstKey(before, (k) => before[TEAM]?.[k]?.checked === true);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(String(before[TEAM]?.[key]?.id));
    await openMenuItem(page, rowByKey(page, key), 'Retornar para supervisão');
    const confirm = page.getByRole('dialog');
    // Issue 15: the reason typed before the other tab deletes the bulletin.
    await confirm.getByRole('textbox', { name: /^Motivo da devolução/ }).fill('Faltou a foto.');

    const other = await secondTab();
    await openTeam(other);
    await other.getByRole('searchbox', { name: 'Buscar' }).fill(String(before[TEAM]?.[key]?.id));
    await deleteFrom(other, key);

    await confirm.getByRole('button', { name: 'Retornar' }).click();
    // Issue 15: the return's dialog says it and stays, with the reason typed (nothing written).
    await expect
      .poll(() => confirm.getByTestId('return-error').innerText())
      .toBe('Este boletim foi excluído em outro lugar.');
    await expectOneRefusedWrite();
    expect(await confirm.getByRole('textbox', { name: /^Motivo da devolução/ }).inputValue()).toBe(
      'Faltou a foto.',
    );
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'detached' });
    const after = await readForms(page);
    expect(after[TEAM]?.[key]).toBeUndefined();
    // Only the removal: every other bulletin as it was.
    const changes = changedLeaves(before, after);
    expect(Object.keys(changes).every((p) => p.startsWith(`${TEAM}/${key}/`))).toBe(true);
    await other.close();
  });

  it('Dar Baixa answered after a selected bulletin was deleted in another tab: nothing written, the bulletin named, no record re-created', async () => {
    const { page } = session;
    await signIn(page, 'admin@demo.local');
    await openTeam(page);
    const before = await readForms(page);
    const key = firstKey(before, (k) => before[TEAM]?.[k]?.checked === true);
    const id = String(before[TEAM]?.[key]?.id);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    await tick(rowByKey(page, key).getByRole('checkbox'));
    await page.getByRole('button', { name: 'Dar Baixa' }).click();
    const prompt = page.getByRole('dialog');
    await prompt.getByLabel('Número do pedido').waitFor();

    const other = await secondTab();
    await openTeam(other);
    await other.getByRole('searchbox', { name: 'Buscar' }).fill(id);
    await deleteFrom(other, key);
    const deleted = await readForms(page);

    // Typing in the prompt settles it (DarBaixaPrompt): Confirmar answers at once.
    await prompt.getByLabel('Número do pedido').fill('4500099001');
    await prompt.getByRole('button', { name: 'Confirmar' }).click();
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe(`Nada foi salvo: o boletim ${id} foi excluído em outro lugar.`);
    await expectOneRefusedWrite();
    expect(changedLeaves(deleted, await readForms(page))).toEqual({});
    expect((await readForms(page))[TEAM]?.[key]).toBeUndefined();
    await other.close();
  });
});
