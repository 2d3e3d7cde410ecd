/**
 * Issue 40, P60 in real Chromium on a phone (390×844, touch): a team photographs a structure in
 * /new. The picture is a real JPEG of a few MB taken sideways (4000×3000 pixels with EXIF
 * orientation 6: the camera held upright); the app prepares it off the main thread (upright,
 * 1200×1600, JPEG), shows its preview and size, stores it (fixture mode: this browser's
 * IndexedDB; Firebase mode: Storage, the upload protocol's stand-in judging storage.rules),
 * and the saved structure points at it. The editor shows its thumbnail and /pdf prints it at
 * 300×250, upright (its natural size and the colour of its corners are checked).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { isStoredPhoto } from '../../src/core/photos';
import { toList } from '../../src/core/lists';
import { axeViolations } from './support/axe';
import {
  BASE_URL,
  browserPerTest,
  screenshotsAtSizes,
  signIn,
  TIMEZONE,
  url,
} from './support/browser';
import { readTeamEntries } from './support/database';
import { FIREBASE, storedPhotos } from './support/mode';
import { sidewaysPhoto } from '../../scripts/cameraPhoto.mjs';

const session = browserPerTest({ width: 390, height: 844 });
const TEAM = 'ORCDISTBA01';
const PHONE = { width: 390, height: 844 };

/** A phone's context: touch, a coarse pointer, pt-BR. */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    baseURL: BASE_URL,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'pt-BR',
    timezoneId: TIMEZONE,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  return { context, page };
}

/**
 * The image's natural size and box on the page, and the colours near the top corners of the
 * bytes it loaded. A Storage URL is another origin (the stand-in): its bytes are fetched here and
 * read from a blob of the page, so the canvas is not tainted; a blob: URL is read in the page.
 */
async function looksOf(page: Page, selector: string) {
  const img = page.locator(selector).first();
  const { natural, shown, src } = await img.evaluate(async (node) => {
    const el = node as HTMLImageElement;
    await el.decode();
    const box = el.getBoundingClientRect();
    return {
      natural: [el.naturalWidth, el.naturalHeight],
      shown: [Math.round(box.width), Math.round(box.height)],
      src: el.currentSrc,
    };
  });
  const remote = /^https?:/.test(src)
    ? Buffer.from(await (await fetch(src)).arrayBuffer()).toString('base64')
    : null;
  const corners = await page.evaluate(
    async ([source, base64]) => {
      const blob =
        base64 === null
          ? await (await fetch(source)).blob()
          : new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
              type: 'image/jpeg',
            });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
      return { topLeft: at(40, 40), topRight: at(bitmap.width - 40, 40) };
    },
    [src, remote] as const,
  );
  return { natural, shown, ...corners };
}

const red = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const blue = ([r, g, b]: number[]) => b! > 200 && r! < 60 && g! < 60;

describe('a team photographs a structure on a phone (issue 40, P60)', () => {
  it('takes the photo, sees its preview and size, saves; the editor shows it and /pdf prints it upright at 300×250', async () => {
    const { context, page } = await phone();
    // Everything is served by the app itself (and, in Firebase mode, the local Firebase): the
    // compression library loads nothing from a CDN.
    const hosts = new Set<string>();
    context.on('request', (request) => {
      if (/^https?:/.test(request.url())) hosts.add(new URL(request.url()).hostname);
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    try {
      await signIn(page, 'equipe01@demo.local');
      const photo = await sidewaysPhoto(page, 4000, 3000);
      expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(photo.length).toBeLessThan(20 * 1024 * 1024);
      const keysBefore = new Set((await readTeamEntries(page, TEAM)).map((e) => e.key));

      await page.goto(url('/new'));
      await page.getByRole('heading', { name: 'Novo Boletim' }).waitFor();
      await page.getByRole('button', { name: 'Adicionar estrutura' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Tirar foto' }).waitFor();
      await dialog
        .getByTestId('photo-camera-input')
        .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
      await dialog.getByText('Foto guardada').waitFor({ timeout: 60_000 });
      const details = await dialog.getByTestId('photo-details').innerText();
      // Prepared off the main thread, in the photo worker.
      expect(workers.some((w) => /photo\.worker/.test(w))).toBe(true);
      // Upright (portrait) and at most 1600 px on its long side.
      expect(details).toMatch(/^JPEG · 1\.200 × 1\.600 px · \d/);
      await dialog.getByRole('textbox', { name: /^PG/ }).fill('7');
      await dialog.getByRole('textbox', { name: /^Observação/ }).fill('Poste de concreto 11 m');
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await screenshotsAtSizes(page, 'structure-photo-dialog');
      await dialog.getByRole('button', { name: 'Adicionar' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The structure's list shows the photo at once (from the store).
      const thumb = 'img[src^="blob:"], img[src*="/o/photos%2F"]';
      await page.locator(thumb).first().waitFor();
      const listed = await looksOf(page, thumb);
      expect(listed.natural).toEqual([1200, 1600]);

      await page.getByRole('textbox', { name: /^Título/ }).fill('Troca de poste com foto');
      await page.getByRole('textbox', { name: /^Projeto/ }).fill('PJ-40');
      await page.getByRole('textbox', { name: /^Data/ }).fill('05/03/2026');
      await page.getByRole('button', { name: 'Salvar boletim' }).click();
      await page.getByText('Boletim criado com sucesso!').waitFor();

      // Stored: the new bulletin's structure points at a stored photo.
      const created = (await readTeamEntries(page, TEAM)).find((e) => !keysBefore.has(e.key));
      expect(created).toBeDefined();
      const [structure] = toList(created!.invoice.photos);
      expect(structure).toMatchObject({ pg: '7', obs: 'Poste de concreto 11 m' });
      expect(isStoredPhoto(structure!.firebasePath)).toBe(true);

      // /pdf, in its own tab as the app opens it: printed at 300×250, upright.
      const [pdf] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: 'Ver PDF' }).click(),
      ]);
      await pdf.getByText('Poste de concreto 11 m').waitFor();
      const printed = 'figure img';
      await pdf.locator(printed).first().waitFor();
      const looks = await looksOf(pdf, printed);
      expect(looks.natural).toEqual([1200, 1600]);
      expect(looks.shown).toEqual([300, 250]);
      expect(blue(looks.topLeft), `top-left ${looks.topLeft.join(',')}`).toBe(true);
      expect(red(looks.topRight), `top-right ${looks.topRight.join(',')}`).toBe(true);
      await pdf.locator('figure').first().scrollIntoViewIfNeeded();
      await screenshotsAtSizes(pdf, 'structure-photo-pdf', pdf.locator('figure').first());

      // The editor shows it too (a new tab of the same person, as 'Abrir no editor' opens it).
      const editor = await context.newPage();
      await editor.goto(url(`/edit?team=${TEAM}&key=${encodeURIComponent(created!.key)}`));
      await editor.locator(thumb).first().waitFor({ timeout: 15_000 });
      expect((await looksOf(editor, thumb)).natural).toEqual([1200, 1600]);
      await editor.locator(thumb).first().scrollIntoViewIfNeeded();
      await screenshotsAtSizes(editor, 'structure-photo-editor', editor.locator(thumb).first());
      if (FIREBASE) {
        // The photo went to Storage (the stand-in judging storage.rules), and only it.
        expect(await storedPhotos()).toEqual([structure!.firebasePath]);
      }
      expect([...hosts]).toEqual(['127.0.0.1']);
    } finally {
      await context.close();
    }
  });
});
