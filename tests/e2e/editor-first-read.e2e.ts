/**
 * P47 (issue 38) in real Chromium, in both modes (P50): /edit opened from the home row paints
 * the handover's copy at once, but read-only, with 'Carregando boletim...', until its first read
 * of the stored bulletin arrives; nothing typed meanwhile lands anywhere. The read is held from
 * outside the app: in Firebase mode the local database holds its answers under the bulletin's
 * path (holdReads); in fixture mode the shared fixture store is frozen (the debugger's pause on
 * its SharedWorker, support/fixtureStore.ts), as a slow database would answer. Once released the
 * stored values show, editable, and a header saved with nothing changed says 'Nenhuma alteração
 * para salvar.' and writes nothing: the whole database and the bulletin's history read the same
 * before and after.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../src/core/model';
import { browserPerTest, screenshot, signIn } from './support/browser';
import { diffLeaves, readForms, readHistory, readTeamForms } from './support/database';
import { holdBulletinReads } from './support/holds';
import { FIREBASE, setStoredValue } from './support/mode';
import { field, gridOf, openTeamAll, rowByKey } from './support/screens';

const session = browserPerTest({ width: 1366, height: 768 });
const TEAM = 'ORCDISTBA01';
const LOADING = 'Carregando boletim...';
/** Firebase mode: the title someone else stores while the editor's read is on its way. */
const CHANGED_TITLE = 'Título alterado enquanto o editor lia';

/** The text fields of the editor's header section (SPEC §2 Editor: header). */
const headerFields = (editor: Page): Locator =>
  editor.getByTestId('section-header').getByRole('textbox');

/** The header fields the check compares: label → header key (SPEC §3 Header). */
const COMPARED = [
  ['Título', 'title'],
  ['Projeto', 'project'],
  ['Município', 'city'],
] as const;

describe('the editor waits for its first read (P47)', () => {
  it('held: read-only with Carregando boletim..., nothing typed lands; released: the stored values, editable; saved unchanged: Nenhuma alteração para salvar., nothing written', async () => {
    const { context, page } = session;
    await signIn(page, 'equipe01@demo.local');
    await openTeamAll(page, TEAM);
    // A pending bulletin: the team edits it without a password (SPEC §6).
    const row = gridOf(page).locator('[role="row"][data-id]:has([data-status="pending"])').first();
    await row.waitFor();
    const key = (await row.getAttribute('data-id')) as string;
    const stored = (await readTeamForms(page, TEAM))[key] as Invoice;
    const copyTitle = String(stored.header?.title ?? '');
    expect(copyTitle).not.toBe('');
    const history = await readHistory(page, TEAM, key);

    const release = await holdBulletinReads(session.browser, page, TEAM, key);
    let released = false;
    try {
      const [editor] = await Promise.all([
        context.waitForEvent('page'),
        rowByKey(page, key).getByRole('button', { name: 'Editar', exact: true }).click(),
      ]);
      const status = editor.getByRole('status').filter({ hasText: LOADING });
      await status.waitFor();

      // The handover's copy, at once, and not one field editable.
      const title = field(editor, 'Título');
      expect(await title.inputValue()).toBe(copyTitle);
      const fields = headerFields(editor);
      expect(await fields.count()).toBeGreaterThanOrEqual(COMPARED.length);
      expect(
        await fields.evaluateAll(
          (inputs) => inputs.filter((i) => !(i as HTMLInputElement).disabled).length,
        ),
      ).toBe(0);
      expect(await editor.getByRole('button', { name: 'Salvar cabeçalho' }).isDisabled()).toBe(
        true,
      );
      // Typing goes nowhere: a click on the title and keys pressed leave every field as it was.
      await title.click({ force: true });
      await editor.keyboard.type('digitado cedo');
      expect(await title.inputValue()).toBe(copyTitle);
      expect(
        await fields.evaluateAll((inputs) =>
          inputs.some((i) => (i as HTMLInputElement).value.includes('digitado cedo')),
        ),
      ).toBe(false);
      expect(await status.count()).toBe(1);
      await screenshot(editor, 'editor-first-read-held-1366');

      // Firebase mode: someone else changes the title before the held read is answered, so the
      // stored value differs from the copy (a frozen fixture store takes no write meanwhile).
      if (FIREBASE) await setStoredValue(`/forms/${TEAM}/${key}/header/title`, CHANGED_TITLE);
      const storedTitle = FIREBASE ? CHANGED_TITLE : copyTitle;

      await release();
      released = true;
      await status.waitFor({ state: 'detached' });
      await expect.poll(() => title.isEditable()).toBe(true);
      expect(await title.inputValue()).toBe(storedTitle);
      for (const [label, name] of COMPARED) {
        if (name === 'title') continue;
        expect(await field(editor, label).inputValue()).toBe(String(stored.header?.[name] ?? ''));
      }

      // Typing works now; typed back to the stored title, the header is as stored.
      await title.fill('Rascunho do editor');
      expect(await title.inputValue()).toBe('Rascunho do editor');
      await editor.getByText('Alterações não salvas', { exact: true }).waitFor();
      await title.fill(storedTitle);
      await editor
        .getByText('Alterações não salvas', { exact: true })
        .waitFor({ state: 'detached' });

      const before = await readForms(page);
      await editor.getByRole('button', { name: 'Salvar cabeçalho' }).click();
      await expect
        .poll(() => editor.getByTestId('editor-notice').innerText())
        .toContain('Nenhuma alteração para salvar.');
      expect(await editor.getByTestId('editor-notice').innerText()).not.toContain('salvo');
      await screenshot(editor, 'editor-first-read-nothing-to-save-1366');

      // A service line opened and saved as it was: nothing to save either (its own notice,
      // once the header's has gone).
      await editor.getByTestId('editor-notice').waitFor({ state: 'detached', timeout: 10_000 });
      const services = editor.getByTestId('section-services');
      await services.getByRole('button', { name: 'Editar Serviços 1' }).click();
      await services.getByRole('button', { name: 'Salvar Serviços 1' }).click();
      await services
        .getByRole('button', { name: 'Salvar Serviços 1' })
        .waitFor({ state: 'detached' });
      await expect
        .poll(() => editor.getByTestId('editor-notice').innerText())
        .toContain('Nenhuma alteração para salvar.');
      expect(await editor.getByText('Serviço salvo com sucesso!').count()).toBe(0);

      expect(diffLeaves(before, await readForms(page))).toEqual([]);
      expect(await readHistory(page, TEAM, key)).toEqual(history);
      await editor.close();
    } finally {
      if (!released) await release();
    }
  });
});
