/**
 * Issue 16, points 2, 4 and 5, in real Chromium on the demo fixture (D27): the home table of
 * admin and superv fits 1366×768 (and 1920×1080) with every row action inside the table and the
 * window, no sideways scrolling; a cut title shows whole in a tooltip on hover and on keyboard
 * focus; the pedido Dar Baixa stores shows in the table; axe-core's default rules find nothing
 * on the home (a notice showing, too). Screenshots: tests/e2e/out/home-layout-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, newPage, screenshot, signIn, tick } from './support/browser';

const TEAM = 'ORCDISTBA01';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const gridOf = (p: Page) => p.getByRole('grid', { name: 'Boletins da Equipe' });

/** A fresh context at the size, signed in, with Equipe 01's table open on 'Todos'. */
async function homeAt(email: string, width: number, height: number): Promise<Page> {
  const { page } = await newPage(browser, { width, height });
  await signIn(page, email);
  await page.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  await gridOf(page).locator('[role="row"][data-id]').nth(5).waitFor();
  return page;
}

/** What the layout check reads from the page. */
interface Fit {
  /** The grid's own flag: it scrolls sideways. */
  gridScrollsX: boolean;
  pageScrollsX: boolean;
  /** Row actions (buttons) whose box leaves the grid or the window, by label. */
  outside: string[];
  /** Row-action buttons checked. */
  buttons: number;
  titleWidth: number;
}

async function fit(p: Page): Promise<Fit> {
  return p.evaluate(() => {
    const root = document.querySelector('.MuiDataGrid-root') as HTMLElement;
    const grid = root.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('[data-testid="row-actions"] button')];
    const outside = buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return (
          box.width === 0 ||
          box.left < grid.left ||
          box.right > grid.right ||
          box.right > document.documentElement.clientWidth
        );
      })
      .map((button) => button.getAttribute('aria-label') ?? '?');
    const title = document.querySelector('[role="row"][data-id] [data-field="title"]');
    return {
      gridScrollsX:
        getComputedStyle(root).getPropertyValue('--DataGrid-hasScrollX').trim() === '1' ||
        document.querySelector('.MuiDataGrid-scrollbar--horizontal') !== null,
      pageScrollsX: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      outside,
      buttons: buttons.length,
      titleWidth: title?.getBoundingClientRect().width ?? 0,
    };
  });
}

/** The menu of the first row: every item inside the window. */
async function menuFits(p: Page): Promise<boolean> {
  await gridOf(p)
    .locator('[role="row"][data-id]')
    .first()
    .getByRole('button', { name: 'Mais ações' })
    .click();
  const items = p.getByRole('menuitem');
  await items.first().waitFor();
  const width = await p.evaluate(() => document.documentElement.clientWidth);
  const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
  await p.keyboard.press('Escape');
  // The menu's own element, not its role: while it fades out it is aria-hidden, so the role
  // query finds nothing at once, and axe then caught its half-transparent items (a CI failure).
  await p.locator('[role="menu"]').waitFor({ state: 'detached' });
  return boxes.every((right) => right <= width);
}

describe('the home table fits the screen (issue 16)', () => {
  const sizes = [
    [1366, 768],
    [1920, 1080],
  ] as const;
  for (const role of ['admin', 'superv'] as const) {
    for (const [width, height] of sizes) {
      it(`${role} at ${width}×${height}: every row action inside, no sideways scrolling`, async () => {
        const page = await homeAt(`${role}@demo.local`, width, height);
        try {
          const measured = await fit(page);
          expect(measured.buttons).toBeGreaterThan(10);
          expect(measured).toMatchObject({ gridScrollsX: false, pageScrollsX: false, outside: [] });
          // About 27 letters of title before the ellipsis at 1366, all of them at 1920.
          expect(measured.titleWidth).toBeGreaterThanOrEqual(width === 1366 ? 190 : 400);
          await screenshot(page, `home-layout-${role}-${width}x${height}`);
          if (width === 1366) expect(await axeViolations(page), `${role} home`).toEqual([]);
          expect(await menuFits(page)).toBe(true);
          // The menu gave the focus back to 'Mais ações', whose tooltip now shows.
          if (width === 1366)
            expect(await axeViolations(page), `${role} home, a tooltip open`).toEqual([]);
        } finally {
          await page.context().close();
        }
      });
    }
  }
});

describe('a cut title shows whole (issue 16)', () => {
  it('in a tooltip on hover and on keyboard focus, at 1366×768', async () => {
    const page = await homeAt('admin@demo.local', 1366, 768);
    try {
      // The first title the column cuts.
      const cut = await page.evaluate(() => {
        const spans = [
          ...document.querySelectorAll<HTMLElement>(
            '[role="row"][data-id] [data-field="title"] [data-overflow-text]',
          ),
        ];
        const span = spans.find((s) => s.scrollWidth > s.clientWidth);
        return span
          ? { key: span.closest('[role="row"]')?.getAttribute('data-id'), text: span.innerText }
          : null;
      });
      expect(cut, 'a title cut by the ellipsis').not.toBeNull();
      const row = gridOf(page).locator(`[role="row"][data-id="${cut?.key}"]`);
      const title = row.locator('[data-field="title"]');
      await title.hover();
      const tooltip = page.getByRole('tooltip');
      await tooltip.waitFor();
      expect(await tooltip.innerText()).toBe(cut?.text);
      expect(await axeViolations(page), 'title tooltip').toEqual([]);
      await page.mouse.move(5, 400);
      await tooltip.waitFor({ state: 'detached' });

      // The keyboard: focus the row's ID cell, then the arrow key to the title.
      await row.locator('[data-field="invoiceId"]').click();
      await page.mouse.move(5, 400);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => title.evaluate((cell) => cell === document.activeElement)).toBe(true);
      await tooltip.waitFor();
      expect(await tooltip.innerText()).toBe(cut?.text);
      await screenshot(page, 'home-layout-title-tooltip-1366x768');
      await page.keyboard.press('Escape');
      await tooltip.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});

describe('the pedido and the notices (issue 16)', () => {
  it("Dar Baixa's pedido shows in the status cell; axe finds nothing with the notice on screen", async () => {
    const page = await homeAt('admin@demo.local', 1366, 768);
    try {
      await page.getByRole('button', { name: 'Corrigidos', exact: true }).click();
      const row = gridOf(page)
        .locator('[role="row"][data-id]:has([data-status="checked"])')
        .first();
      const key = (await row.getAttribute('data-id')) as string;
      const target = gridOf(page).locator(`[role="row"][data-id="${key}"]`);
      await tick(target.getByRole('checkbox'));
      await page.getByRole('button', { name: 'Dar Baixa' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Número do pedido').fill('4500016999');
      await dialog.getByLabel('Número do pedido').press('Enter');
      const status = target.locator('[data-field="status"]');
      await expect.poll(() => status.innerText()).toMatch(/^Anexado\s+Pedido 4500016999$/);
      await page.getByTestId('home-notice').waitFor();
      expect(await axeViolations(page), 'home with a success notice').toEqual([]);
      await screenshot(page, 'home-layout-pedido-1366x768');
    } finally {
      await page.context().close();
    }
  });

  it('superv: a bulk forward with one bulletin forwarded elsewhere names it (warning notice, axe clean)', async () => {
    const page = await homeAt('superv@demo.local', 1366, 768);
    try {
      await page.getByRole('button', { name: 'Não Corrigidos', exact: true }).click();
      const rows = gridOf(page).locator('[role="row"][data-id]');
      await rows.nth(1).waitFor();
      const keys = [
        (await rows.nth(0).getAttribute('data-id')) as string,
        (await rows.nth(1).getAttribute('data-id')) as string,
      ];
      const lateId = await rows.nth(1).locator('[data-field="invoiceId"]').innerText();
      for (const key of keys)
        await tick(gridOf(page).locator(`[role="row"][data-id="${key}"]`).getByRole('checkbox'));
      await page.getByRole('button', { name: 'Encaminhar selecionados' }).click();
      const dialog = page.getByRole('dialog', { name: 'Encaminhar para faturamento' });
      await dialog.waitFor();
      // Meanwhile another tab of the same session forwards the second one.
      const other = await page.context().newPage();
      await other.goto(page.url());
      await other.locator(`[data-testid="team-item"][data-team="${TEAM}"]`).click();
      await other
        .locator(`[role="row"][data-id="${keys[1]}"]`)
        .getByRole('button', { name: 'Encaminhar para faturamento' })
        .click();
      await other.getByTestId('home-notice').waitFor();
      await other.close();
      await dialog.getByRole('button', { name: 'Encaminhar' }).click();
      await expect
        .poll(() => page.getByTestId('home-notice').innerText())
        .toBe(
          `1 boletim encaminhado para o faturamento. O boletim ${lateId} já tinha sido encaminhado e ficou de fora.`,
        );
      expect(await axeViolations(page), 'home with a warning notice').toEqual([]);
      await screenshot(page, 'home-layout-superv-bulk-forward-1366x768');
    } finally {
      await page.context().close();
    }
  });
});
