/**
 * Issue 23 "nothing waits for ever", in real Chromium on the built app in fixture mode: the
 * shared fixture store (the SharedWorker behind every tab) is broken from outside, as a crash or
 * a hang would break it (support/fixtureStore.ts, through the DevTools protocol; the app has no
 * hook for it). A row action and an editor save then end in an error message within 15 s instead
 * of 'Salvando...' for ever; the banner 'Sem conexão. …' (role=status) says why; a page with a
 * write in flight or unsaved edits asks before it is left; a store that answers again is used
 * again. The whole database is compared through the port before and after.
 */
import type { Dialog, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerTest, screenshot, signIn, url } from './support/browser';
import { diffLeaves, readTeamForms } from './support/database';
import { hangFixtureStore, killFixtureStore } from './support/fixtureStore';

const session = browserPerTest();
const TEAM = 'ORCDISTBA01';
const BANNER = 'Sem conexão. As alterações serão enviadas quando a conexão voltar.';
/** How long a screen may take to tell the user (issue 23). */
const WITHIN_MS = 15_000;
const FORWARD = 'Encaminhar para faturamento';

/** The supervisor's home on Equipe 01, and the key of a bulletin waiting for its forward. */
async function supervisorOnTeam(page: Page): Promise<{ grid: Locator; key: string }> {
  await signIn(page, 'superv@demo.local');
  await page.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
  const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
  const row = grid.locator('[role="row"][data-id]:has([data-status="pending"])').first();
  await row.waitFor();
  return { grid, key: (await row.getAttribute('data-id')) as string };
}

const rowByKey = (grid: Locator, key: string) => grid.locator(`[role="row"][data-id="${key}"]`);
const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER });

/** The home's notice, once it shows (at most WITHIN_MS after `since`). */
async function noticeWithin(page: Page, since: number): Promise<string> {
  const alert = page.getByTestId('home-notice');
  await alert.waitFor({ timeout: WITHIN_MS });
  expect(Date.now() - since).toBeLessThan(WITHIN_MS);
  return alert.innerText();
}

/** Every dialog `page` raises, by type, dismissed (a leave prompt answered 'stay'). */
function dismissDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    seen.push(dialog.type());
    void dialog.dismiss();
  });
  return seen;
}

/**
 * Tries to close `page` as a user closing the tab would; resolves whether it closed: once the
 * page is closed, or once its leave prompt was answered 'stay' (dismissDialogs), which keeps it.
 */
async function tryToClose(page: Page): Promise<boolean> {
  const outcome = Promise.race([
    page.waitForEvent('close', { timeout: 0 }).then(() => 'closed' as const),
    page.waitForEvent('dialog', { timeout: 0 }).then(async (dialog) => {
      // dismissDialogs answers it; once answered, the close was called off or went ahead.
      await dialog.dismiss().catch(() => undefined);
      return 'asked' as const;
    }),
  ]);
  await page.close({ runBeforeUnload: true });
  await outcome;
  return page.isClosed();
}

describe('the shared fixture store dies or hangs (issue 23)', () => {
  it('dies: a forward and an editor save end in an error within 15 s, and the banner says Sem conexão', async () => {
    const { browser, context, page } = session;
    const { grid, key } = await supervisorOnTeam(page);
    const editor = await context.newPage();
    await editor.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    await editor.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    const before = await readTeamForms(page, TEAM);
    expect(await banner(page).count()).toBe(0);

    await killFixtureStore(browser, page);

    const clicked = Date.now();
    await rowByKey(grid, key).getByRole('button', { name: FORWARD }).click();
    expect(await noticeWithin(page, clicked)).toBe('Erro ao marcar boletim como corrigido.');
    await banner(page).waitFor({ timeout: WITHIN_MS });
    expect(Date.now() - clicked).toBeLessThan(WITHIN_MS);
    // The row stays as it was, its forward offered again.
    await rowByKey(grid, key).getByRole('button', { name: FORWARD }).waitFor();
    for (const [width, height] of [
      [1366, 768],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height });
      await screenshot(page, `connection-banner-home-${width}x${height}`);
    }

    await editor.getByRole('textbox', { name: /^Título/ }).fill('Título que não chega');
    const saved = Date.now();
    await editor.getByRole('button', { name: 'Salvar cabeçalho' }).click();
    await expect
      .poll(() => editor.getByTestId('editor-notice').innerText(), { timeout: WITHIN_MS })
      .toMatch(/^Erro ao salvar cabeçalho: /);
    expect(Date.now() - saved).toBeLessThan(WITHIN_MS);
    expect(await editor.getByText('Salvando...').count()).toBe(0);
    await banner(editor).waitFor({ timeout: WITHIN_MS });
    await editor.setViewportSize({ width: 1366, height: 768 });
    await screenshot(editor, 'connection-banner-editor-1366x768');

    // Nothing was written: a fresh tab starts the store again from its journal.
    const fresh = await context.newPage();
    await fresh.goto(url('/'));
    await fresh.getByRole('button', { name: 'Sair' }).waitFor();
    expect(diffLeaves(before, await readTeamForms(fresh, TEAM))).toEqual([]);
  });

  it('hangs: the pending forward asks before the page is left, errors within 15 s, and works once the store answers again', async () => {
    const { browser, page } = session;
    const { grid, key } = await supervisorOnTeam(page);
    const dialogs = dismissDialogs(page);
    const before = await readTeamForms(page, TEAM);

    await hangFixtureStore(browser, page, 12_000);
    const clicked = Date.now();
    await rowByKey(grid, key).getByRole('button', { name: FORWARD }).click();
    // A write in flight: leaving asks first, and 'stay' keeps the page.
    expect(await tryToClose(page)).toBe(false);
    expect(dialogs).toEqual(['beforeunload']);

    expect(await noticeWithin(page, clicked)).toBe('Erro ao marcar boletim como corrigido.');
    await banner(page).waitFor({ timeout: WITHIN_MS });

    // The store answers again: the banner goes, and the same forward goes through.
    await banner(page).waitFor({ state: 'detached', timeout: 20_000 });
    await rowByKey(grid, key).getByRole('button', { name: FORWARD }).click();
    await expect
      .poll(() => page.getByTestId('home-notice').innerText())
      .toBe('Boletim encaminhado para o faturamento.');
    const changed = diffLeaves(before, await readTeamForms(page, TEAM)).map((c) => c.path);
    expect(changed.every((path) => path.startsWith(`${key}/`))).toBe(true);
    expect(changed).toContain(`${key}/checked`);

    // Nothing in flight any more: the page closes without asking.
    expect(await tryToClose(page)).toBe(true);
    expect(dialogs).toEqual(['beforeunload']);
  });
});

describe('leaving a page with unsaved edits asks first (issue 23)', () => {
  it('the editor with an unsaved header and /new with a typed title ask; untouched, they close at once', async () => {
    const { context, page } = session;
    const { key } = await supervisorOnTeam(page);

    const editor = await context.newPage();
    const editorDialogs = dismissDialogs(editor);
    await editor.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(key)}`));
    await editor.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
    await editor.getByRole('textbox', { name: /^Título/ }).fill('Rascunho não salvo');
    expect(await tryToClose(editor)).toBe(false);
    expect(editorDialogs).toEqual(['beforeunload']);

    const form = await context.newPage();
    const formDialogs = dismissDialogs(form);
    await form.goto(url('/new'));
    const title = form.getByRole('textbox', { name: /^Título/ });
    await title.waitFor();
    // Clicked into but nothing typed: nothing to lose.
    await title.click();
    expect(await tryToClose(form)).toBe(true);
    expect(formDialogs).toEqual([]);

    const typed = await context.newPage();
    const typedDialogs = dismissDialogs(typed);
    await typed.goto(url('/new'));
    await typed.getByRole('textbox', { name: /^Título/ }).fill('Boletim em digitação');
    expect(await tryToClose(typed)).toBe(false);
    expect(typedDialogs).toEqual(['beforeunload']);
    // The pages that stayed are closed here, without asking, before the context goes: closing
    // a context over a page whose leave prompt was just answered is what Chromium sometimes
    // reports as 'Target page, context or browser has been closed'.
    await editor.close({ runBeforeUnload: false });
    await typed.close({ runBeforeUnload: false });
  });
});
