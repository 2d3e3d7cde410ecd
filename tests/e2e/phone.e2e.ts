/**
 * Issue 40, in real Chromium on the demo fixture (D27): a field team on a phone (390×844, touch,
 * pt-BR) and a supervisor on a portrait tablet (800×1280, touch).
 *
 * - The team's home lists its bulletins as cards: the first one's ID, Data, Valor and Status
 *   inside the screen, no sideways scrolling, every card inside 0..390.
 * - No visible control on home, /new, /edit or an open dialog is smaller than 44×44 px
 *   (WCAG 2.2 2.5.5). What is measured: buttons, links, fields, checkboxes and every element
 *   with a control's role or a tab stop; a field by its outlined box (a tap anywhere in it
 *   focuses it). Left out, with the reason: elements nobody can aim at (hidden, `inert`, under
 *   aria-hidden, pointer-events none: MUI Select's native input). No inline text link is on
 *   these screens, so WCAG's inline exception is not used.
 * - Every dialog fills the phone's screen; /new's and /edit's save is inside the window without
 *   scrolling to the end of the page; /edit's title bar fits 390 px.
 * - axe-core finds nothing on each of these screens and dialogs.
 * - A desktop with a mouse (1366×768) keeps today's compact sizes: the theme's touch sizes
 *   follow the pointer, not the width.
 *
 * Screenshots: tests/e2e/out/phone-*.png at 390×844 and 800×1280 (touch), 1366×768 and
 * 1920×1080 (mouse).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { demoExport } from './support/demo';
import {
  launchBrowser,
  newPage,
  screenshot,
  signIn,
  signedInAt,
  TOUCH_DEVICE,
  url,
} from './support/browser';
import { checkRefusals, resetDatabase } from './support/mode';
import { field } from './support/screens';

const TEAM = 'ORCDISTBA01';
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 800, height: 1280 };
const DESKTOP_SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const MIN_TARGET = 44;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
// P50: in Firebase mode each test starts from the seeded demo, and the rules refused nothing.
beforeEach(resetDatabase);
afterEach(checkRefusals);

/** A fresh touch context at `size`, or a mouse one. */
async function pageAt(size: { width: number; height: number }, touch: boolean): Promise<Page> {
  const { page } = await newPage(browser, size, undefined, touch ? TOUCH_DEVICE : undefined);
  return page;
}

/** Opens Equipe 01 from the sidebar (behind the menu button below md) with every status listed. */
async function openTeam(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Abrir menu' });
  if (await menu.isVisible()) await menu.click();
  await page.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
  await page.getByRole('heading', { name: 'Boletins da Equipe' }).waitFor();
  const all = page.getByRole('button', { name: 'Todos', exact: true });
  await all.click();
  await expect.poll(() => all.getAttribute('aria-pressed')).toBe('true');
  await page
    .locator('[data-testid="bulletin-card"], [role="row"][data-id]')
    .first()
    .waitFor({ timeout: 15_000 });
  // The temporary drawer's slide out ends before anything is measured.
  await page.locator('.MuiDrawer-modal').waitFor({ state: 'detached' });
}

/** A control too small for a finger: what it is called and its size. */
interface Small {
  what: string;
  width: number;
  height: number;
}

/**
 * Every visible control inside `scope` (default the page) smaller than 44×44 px. See the file's
 * comment for what is measured and what is left out.
 */
async function smallTargets(page: Page, scope?: string): Promise<Small[]> {
  return page.evaluate(
    ({ scope, min }) => {
      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) throw new Error(`no ${scope}`);
      const controls = root.querySelectorAll<HTMLElement>(
        [
          'button',
          'a[href]',
          'input:not([type="hidden"])',
          'select',
          'textarea',
          '[role="button"]',
          '[role="link"]',
          '[role="checkbox"]',
          '[role="radio"]',
          '[role="switch"]',
          '[role="tab"]',
          '[role="menuitem"]',
          '[role="option"]',
          '[role="combobox"]',
          '[tabindex]:not([tabindex="-1"])',
        ].join(', '),
      );
      const aimable = (el: HTMLElement) => {
        if (el.closest('[aria-hidden="true"], [inert]')) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.pointerEvents !== 'none';
      };
      const small: { what: string; width: number; height: number }[] = [];
      for (const el of controls) {
        if (!aimable(el)) continue;
        // A field's target is its outlined box: a tap anywhere in it focuses the field.
        const target = el.closest<HTMLElement>('.MuiInputBase-root') ?? el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Sub-pixel layout: 43.99 is 44 on screen.
        if (box.width + 0.5 >= min && box.height + 0.5 >= min) continue;
        const name =
          el.getAttribute('aria-label') ??
          el.getAttribute('name') ??
          (el.textContent ?? '').trim().slice(0, 40);
        small.push({
          what: `${el.tagName.toLowerCase()} "${name}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
      return small;
    },
    { scope: scope ?? null, min: MIN_TARGET },
  );
}

/** The page scrolls sideways (wider than the window). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether `locator`'s box is wholly inside the window as it is scrolled now. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width + 0.5 &&
    box.y + box.height <= size.height + 0.5
  );
}

/** The open dialog fills the window: its paper from corner to corner. */
async function fillsWindow(page: Page, dialog: Locator): Promise<boolean> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    Math.abs(box.x) < 1 &&
    Math.abs(box.y) < 1 &&
    Math.abs(box.width - size.width) < 1 &&
    Math.abs(box.height - size.height) < 1
  );
}

/** Waits until no animation or transition runs (a menu's grow, a dialog's fade). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0, null, {
    timeout: 5_000,
  });
}

/** The open dialog once its entrance has ended (axe and boxes read it at rest). */
async function openDialog(page: Page, name?: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', name === undefined ? {} : { name });
  await dialog.waitFor();
  await settled(page);
  return dialog;
}

/** An unchecked bulletin of Equipe 01 in the demo (a team edits it without the password). */
function uncheckedKey(): string {
  const forms = demoExport().forms[TEAM] ?? {};
  const key = Object.entries(forms).find(
    ([, invoice]) => invoice.checked !== true && invoice.sent_status === 'true_opened',
  )?.[0];
  if (!key) throw new Error(`no unchecked bulletin in ${TEAM}`);
  return key;
}

describe('a field team on a phone, 390×844 touch (issue 40)', () => {
  it('home: the bulletins are cards inside the screen, every control 44 px, a dialog full-screen', async () => {
    const page = await pageAt(PHONE, true);
    try {
      await signIn(page, 'equipe01@demo.local');
      await openTeam(page);
      expect(await page.getByRole('grid').count(), 'no grid on a phone').toBe(0);

      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      const cards = page.getByTestId('bulletin-card');
      expect(await cards.count()).toBeGreaterThan(5);
      const outside = await cards.evaluateAll(
        (els, width) =>
          els
            .map((el) => el.getBoundingClientRect())
            .filter((box) => box.left < 0 || box.right > width),
        PHONE.width,
      );
      expect(outside, 'cards beyond 0..390').toEqual([]);

      // The first bulletin's ID, Data, Valor and Status, on screen once the list is scrolled
      // into view, with no sideways scrolling.
      const first = cards.first();
      await first.scrollIntoViewIfNeeded();
      for (const part of ['card-id', 'card-date', 'card-value', 'card-status']) {
        const shown = first.getByTestId(part);
        expect(await shown.innerText(), part).not.toBe('');
        expect(await inWindow(page, shown), `${part} inside the screen`).toBe(true);
      }
      expect(await first.getByTestId('card-value').innerText()).toMatch(/^R\$ [\d.]+,\d\d$/);
      expect(await first.getByTestId('card-date').innerText()).toMatch(/^\d\d\/\d\d\/\d{4}$/);

      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'phone-home-team-390x844', { fullPage: false });
      expect(await smallTargets(page), 'home').toEqual([]);
      expect(await axeViolations(page), 'home').toEqual([]);

      // A card's 'Mais ações' → Histórico: the dialog fills the screen.
      await first.getByRole('button', { name: 'Mais ações' }).click();
      await page.getByRole('menuitem').first().waitFor();
      await settled(page);
      expect(await smallTargets(page, '[role="menu"]'), 'the row menu').toEqual([]);
      await page.getByRole('menuitem', { name: 'Histórico' }).click();
      const history = await openDialog(page, /^Histórico do boletim/);
      await history
        .getByText(/registros?|Nenhuma alteração registrada/)
        .first()
        .waitFor();
      expect(await fillsWindow(page, history), 'Histórico fills the screen').toBe(true);
      expect(await smallTargets(page, '[role="dialog"]'), 'Histórico').toEqual([]);
      expect(await axeViolations(page, '[role="dialog"]'), 'Histórico').toEqual([]);
      await screenshot(page, 'phone-dialog-history-390x844', { fullPage: false });
      await history.getByRole('button', { name: 'Fechar' }).click();
      await history.waitFor({ state: 'detached' });

      // Excluir asks the password in a dialog that fills the screen too.
      await first.getByRole('button', { name: 'Mais ações' }).click();
      await page.getByRole('menuitem', { name: 'Excluir' }).click();
      const password = await openDialog(page);
      expect(await fillsWindow(page, password), 'the password dialog fills the screen').toBe(true);
      expect(await smallTargets(page, '[role="dialog"]'), 'password dialog').toEqual([]);
      expect(await axeViolations(page, '[role="dialog"]'), 'password dialog').toEqual([]);
      await screenshot(page, 'phone-dialog-password-390x844', { fullPage: false });
      await password.getByRole('button', { name: 'Cancelar' }).click();
      await password.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it("/new: 'Salvar boletim' in the window from the top, while typing low on the form, and the add-service dialog full-screen", async () => {
    const page = await pageAt(PHONE, true);
    try {
      await signedInAt(page, 'equipe01@demo.local', '/new');
      const save = page.getByRole('button', { name: 'Salvar boletim' });
      await save.waitFor();
      expect(await inWindow(page, save), 'Salvar boletim without scrolling').toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, 'phone-new-390x844', { fullPage: false });
      expect(await smallTargets(page), '/new').toEqual([]);
      expect(await axeViolations(page), '/new').toEqual([]);

      // Low on the form: the bar still holds the save, and the focused field is above it.
      const observation = field(page, 'Observação');
      await observation.fill('Poste 3 trocado');
      expect(await inWindow(page, save), 'Salvar boletim while typing the observation').toBe(true);
      const fieldBox = await observation.boundingBox();
      const barBox = await page.getByTestId('new-save-bar').boundingBox();
      expect(fieldBox && barBox && fieldBox.y + fieldBox.height <= barBox.y).toBe(true);
      await screenshot(page, 'phone-new-typing-390x844', { fullPage: false });

      await page.getByRole('button', { name: 'Adicionar serviço' }).click();
      const dialog = await openDialog(page);
      await dialog.getByTestId('catalog-service').first().waitFor();
      expect(await fillsWindow(page, dialog), 'the add-service dialog fills the screen').toBe(true);
      expect(await smallTargets(page, '[role="dialog"]'), 'add-service dialog').toEqual([]);
      expect(await axeViolations(page, '[role="dialog"]'), 'add-service dialog').toEqual([]);
      expect(await inWindow(page, dialog.getByRole('button', { name: 'Adicionar' }))).toBe(true);
      await screenshot(page, 'phone-dialog-service-390x844', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('/edit: the title bar fits; a header change low on the page saves from the sticky bar', async () => {
    const page = await pageAt(PHONE, true);
    try {
      await signedInAt(page, 'equipe01@demo.local', '/');
      await page.getByRole('button', { name: 'Sair' }).waitFor();
      await page.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(uncheckedKey())}`));
      const headerSave = page.getByRole('button', { name: 'Salvar cabeçalho' });
      await headerSave.waitFor();
      await expect.poll(() => headerSave.isEnabled()).toBe(true);

      expect(await pageWidth(page), '/edit scrolls sideways').toBeLessThanOrEqual(PHONE.width);
      const barButtons = await page
        .locator('header button')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(barButtons.length).toBeGreaterThan(0);
      expect(Math.max(...barButtons), 'the title bar inside 390 px').toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(await inWindow(page, headerSave), 'Salvar cabeçalho without scrolling').toBe(true);
      await screenshot(page, 'phone-edit-390x844', { fullPage: false });
      expect(await smallTargets(page), '/edit').toEqual([]);
      expect(await axeViolations(page), '/edit').toEqual([]);

      // Nothing unsaved: no bar.
      const unsaved = page.getByTestId('unsaved-section');
      expect(await unsaved.count()).toBe(0);
      const observation = field(page, 'Observação');
      await observation.fill('Trocar a cruzeta do poste 3');
      const barSave = page.getByRole('button', { name: 'Salvar alterações: Cabeçalho' });
      await barSave.waitFor();
      expect(await inWindow(page, barSave), 'the bar saves the header from down here').toBe(true);
      // The bar came with the first letter; the field being typed in moved above it.
      await settled(page);
      const typed = await observation.boundingBox();
      const bar = await page.getByTestId('editor-save-bar').boundingBox();
      expect(typed && bar && typed.y + typed.height <= bar.y + 0.5, 'the field above the bar').toBe(
        true,
      );
      expect(await inWindow(page, headerSave), "the section's own button is far above").toBe(false);
      expect(await smallTargets(page), '/edit with unsaved changes').toEqual([]);
      expect(await axeViolations(page), '/edit with unsaved changes').toEqual([]);
      await screenshot(page, 'phone-edit-unsaved-390x844', { fullPage: false });
      await barSave.click();
      await expect
        .poll(() =>
          page
            .getByTestId('editor-notice')
            .innerText()
            .catch(() => ''),
        )
        .toContain('Cabeçalho salvo com sucesso!');
      await unsaved.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});

describe('a supervisor on a tablet and a phone (issue 40)', () => {
  it('800×1280 touch: the table fits, no sideways scrolling, every control 44 px', async () => {
    const page = await pageAt(TABLET, true);
    try {
      await signIn(page, 'superv@demo.local');
      await openTeam(page);
      const grid = page.getByRole('grid', { name: 'Boletins da Equipe' });
      await grid.waitFor();
      const scrollsX = await page.evaluate(
        () =>
          getComputedStyle(document.querySelector('.MuiDataGrid-root') as HTMLElement)
            .getPropertyValue('--DataGrid-hasScrollX')
            .trim() === '1' ||
          document.querySelector('.MuiDataGrid-scrollbar--horizontal') !== null,
      );
      expect(scrollsX, 'the grid scrolls sideways').toBe(false);
      expect(await pageWidth(page)).toBeLessThanOrEqual(TABLET.width);
      const icons = grid.locator('[data-testid="row-actions"] button');
      expect(await icons.count()).toBeGreaterThan(10);
      const sizes = await icons.evaluateAll((els) =>
        els.map((el) => {
          const box = el.getBoundingClientRect();
          return Math.min(box.width, box.height);
        }),
      );
      expect(Math.min(...sizes), 'the smallest row action').toBeGreaterThanOrEqual(MIN_TARGET);
      expect(await smallTargets(page), 'tablet home').toEqual([]);
      expect(await axeViolations(page), 'tablet home').toEqual([]);
      await screenshot(page, 'phone-home-superv-800x1280', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });

  it('390×844 touch: cards with a checkbox on the unchecked ones and the bulk bar', async () => {
    const page = await pageAt(PHONE, true);
    try {
      await signIn(page, 'superv@demo.local');
      await openTeam(page);
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      const box = page.getByRole('checkbox', { name: /^Selecionar boletim / }).first();
      await box.check();
      await expect
        .poll(() => page.getByTestId('selection-count').innerText())
        .toBe('1 boletim selecionado');
      expect(await page.getByRole('button', { name: 'Encaminhar selecionados' }).isEnabled()).toBe(
        true,
      );
      // Scrolled down to a card far below the bar, its actions are still in reach.
      const far = page.getByTestId('bulletin-card').nth(8);
      await far.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      const toolbar = page.getByRole('toolbar', { name: 'Ações em massa' });
      expect(await inWindow(page, toolbar), 'the bulk bar sticks under the header').toBe(true);
      expect(await smallTargets(page), 'superv phone home').toEqual([]);
      expect(await axeViolations(page), 'superv phone home').toEqual([]);
      await screenshot(page, 'phone-home-superv-390x844', { fullPage: false });
    } finally {
      await page.context().close();
    }
  });
});

describe('a desktop with a mouse keeps its compact look (issue 40)', () => {
  for (const size of DESKTOP_SIZES) {
    it(`${size.width}×${size.height}: the grid, 28 px row actions, dialogs as before`, async () => {
      const page = await pageAt(size, false);
      try {
        await signIn(page, 'superv@demo.local');
        await openTeam(page);
        expect(await page.getByTestId('bulletin-card').count()).toBe(0);
        const action = page
          .getByRole('grid', { name: 'Boletins da Equipe' })
          .locator('[data-testid="row-actions"] button')
          .first();
        const box = await action.boundingBox();
        expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([28, 28]);
        await screenshot(page, `phone-home-superv-${size.width}x${size.height}`, {
          fullPage: false,
        });

        await page.goto(url('/new'));
        await page.getByRole('button', { name: 'Salvar boletim' }).waitFor();
        await screenshot(page, `phone-new-${size.width}x${size.height}`, { fullPage: false });
        await page.getByRole('button', { name: 'Adicionar serviço' }).click();
        const dialog = await openDialog(page);
        expect(await fillsWindow(page, dialog), 'a desktop dialog is not full-screen').toBe(false);
        await screenshot(page, `phone-dialog-service-${size.width}x${size.height}`, {
          fullPage: false,
        });
        await dialog.getByRole('button', { name: 'Cancelar' }).click();

        await page.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(uncheckedKey())}`));
        await page.getByRole('button', { name: 'Salvar cabeçalho' }).waitFor();
        await field(page, 'Observação').fill('Conferido no escritório');
        await page.getByRole('button', { name: 'Salvar alterações: Cabeçalho' }).waitFor();
        await screenshot(page, `phone-edit-unsaved-${size.width}x${size.height}`, {
          fullPage: false,
        });
      } finally {
        await page.context().close();
      }
    });
  }
});
