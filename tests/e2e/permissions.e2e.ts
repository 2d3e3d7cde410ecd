/**
 * SPEC §6 spot check per role in real Chromium on the demo fixture: what the home table of
 * Equipe 01 offers on its first row, whether rows can be selected, and the admin-only sidebar
 * entry. The full role × action table is src/features/home/permissions.test.tsx.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, signIn } from './support/browser';

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

/** Signs in, opens Equipe 01 on 'Todos' and reads the first row with the given D9 status. */
async function offered(email: string, status: 'pending' | 'checked') {
  await signIn(page, email);
  await page.locator('[data-testid="team-item"][data-team="ORCDISTBA01"]').click();
  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
  const row = grid.locator(`[role="row"][data-id]:has([data-status="${status}"])`).first();
  await row.waitFor();
  const inline = await row
    .getByTestId('row-actions')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  // Read before the menu opens: an open menu hides the grid from role queries.
  const selectable = (await row.getByRole('checkbox').count()) > 0;
  await row.getByRole('button', { name: 'Mais ações' }).click();
  // 'Dividir boletim' depends on the row's codes (mixed or not, D13), which the demo data
  // decides; the component table checks it on bulletins written for it.
  const menu = (await page.getByRole('menuitem').allInnerTexts()).filter(
    (item) => item !== 'Dividir boletim',
  );
  await page.keyboard.press('Escape');
  return {
    inline,
    menu,
    selectable,
    bulk: (await page.getByTestId('bulk-actions').count()) > 0,
    manageUsers: (await page.getByTestId('manage-users').count()) > 0,
  };
}

describe('SPEC §6 per role on the home table', () => {
  it('admin: marks, who checked, return, selection and bulk actions; no forward', async () => {
    // Issue 16: the admin's everyday actions are buttons; Editar joins the menu.
    expect(await offered('admin@demo.local', 'checked')).toEqual({
      inline: [
        'Ver PDF',
        'Marcar como visto',
        'Marcar como pago',
        'Marcar como anexado',
        'Mais ações',
      ],
      menu: ['Editar', 'Ver correção', 'Histórico', 'Retornar para supervisão', 'Excluir'],
      selectable: true,
      bulk: true,
      manageUsers: true,
    });
  });

  it('superv: forward on an unchecked bulletin, alone or selected in bulk; no admin action', async () => {
    expect(await offered('superv@demo.local', 'pending')).toEqual({
      inline: ['Editar', 'Ver PDF', 'Encaminhar para faturamento', 'Mais ações'],
      // Issue 15: every role opens the history of the bulletins it sees.
      menu: ['Histórico', 'Excluir'],
      // Issue 16: unchecked bulletins are selected for 'Encaminhar selecionados'.
      selectable: true,
      bulk: true,
      manageUsers: false,
    });
  });

  it('func: edit, PDF and delete only', async () => {
    expect(await offered('func@demo.local', 'checked')).toEqual({
      inline: ['Editar', 'Ver PDF', 'Mais ações'],
      // Issue 15: every role opens the history of the bulletins it sees.
      menu: ['Histórico', 'Excluir'],
      selectable: false,
      bulk: false,
      manageUsers: false,
    });
  });

  it('team: edit, PDF and delete only', async () => {
    expect(await offered('equipe01@demo.local', 'pending')).toEqual({
      inline: ['Editar', 'Ver PDF', 'Mais ações'],
      // Issue 15: every role opens the history of the bulletins it sees.
      menu: ['Histórico', 'Excluir'],
      selectable: false,
      bulk: false,
      manageUsers: false,
    });
  });
});
