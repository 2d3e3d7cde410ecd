#!/usr/bin/env node
// `npm run bench:photo`: what a structure photo costs a team on a phone (issue 40, P60).
// 1. build the app in fixture mode into a temporary outDir and serve it with `vite preview`;
// 2. in headless Chromium at 390×844 with touch, with the CPU slowed 4× (Lighthouse's mobile
//    setting) unless --no-throttle, a team signs in, opens /new and the structure dialog;
// 3. for each camera size (12, 8 and 3 megapixels, noisy JPEGs at 0.9 taken sideways: EXIF
//    orientation 6), sets the file on 'Tirar foto' and times pick → 'Foto guardada', while a
//    PerformanceObserver records every main-thread task;
// 4. prints, per size: the picture's and the stored photo's bytes and pixels, their ratio, the
//    time to stored, the longest main-thread task and the blocked time (Σ beyond 50 ms).
// The picture is prepared in the photo worker, so the main thread should stay free (target:
// no task over 50 ms beyond the pick itself, which decodes nothing on the main thread).
/* global window -- the page.evaluate callbacks run in the browser */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { root } from './demo-fixture.mjs';
import { freePort } from './freePort.mjs';
import { sidewaysPhoto } from './cameraPhoto.mjs';

const argv = process.argv.slice(2);
const throttle = argv.includes('--no-throttle') ? 1 : 4;
const SIZES = [
  { name: '12 MP', width: 4000, height: 3000 },
  { name: '8 MP', width: 3264, height: 2448 },
  { name: '3 MP', width: 2048, height: 1536 },
];

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

const outDir = mkdtempSync(path.join(tmpdir(), 'bench-photo-'));
let server = null;
let browser = null;
try {
  console.log('vite build (modo demonstração)…');
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const port = await freePort();
  server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    logLevel: 'warn',
  });
  const base = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'pt-BR',
  });
  await context.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill('equipe01@demo.local');
  await page.getByLabel('Senha', { exact: true }).fill('demo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Sair' }).waitFor();
  // Files on disk, as a camera's are: a file input given a path reads nothing on the page's
  // thread (a buffer would be decoded there, and timed as the app's).
  const pictures = [];
  const files = [];
  for (const [i, size] of SIZES.entries()) {
    pictures.push(await sidewaysPhoto(page, size.width, size.height));
    files.push(path.join(outDir, `IMG_${i}.jpg`));
    writeFileSync(files[i], pictures[i]);
  }
  await page.goto(`${base}/new`);
  await page.getByRole('heading', { name: 'Novo Boletim' }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  console.log(`\nCPU ${throttle}× mais lenta (390×844, toque)\n`);
  const rows = [];
  for (const [i, size] of SIZES.entries()) {
    await page.getByRole('button', { name: 'Adicionar estrutura' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Tirar foto' }).waitFor();
    const since = await page.evaluate(() => performance.now());
    await dialog.getByTestId('photo-camera-input').setInputFiles(files[i]);
    await dialog.getByText('Foto guardada').waitFor({ timeout: 120_000 });
    const took = (await page.evaluate(() => performance.now())) - since;
    const details = await dialog.getByTestId('photo-details').innerText();
    const tasks = await page.evaluate((t0) => window.__tasks.filter(([s]) => s >= t0), since);
    const longest = Math.max(0, ...tasks.map(([, d]) => d));
    const blocked = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    const storedBytes = /· ([\d.,]+) (kB|MB)$/.exec(details);
    rows.push({
      size,
      source: pictures[i].length,
      details,
      storedBytes,
      took,
      longest,
      blocked,
    });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  console.log(
    'foto      | original            | guardada                          | até guardada | maior tarefa | bloqueado',
  );
  for (const r of rows) {
    console.log(
      [
        r.size.name.padEnd(9),
        `${mb(r.source)} ${r.size.width}×${r.size.height}`.padEnd(19),
        r.details.replace('JPEG · ', '').padEnd(33),
        `${Math.round(r.took)} ms`.padStart(12),
        `${Math.round(r.longest)} ms`.padStart(12),
        `${Math.round(r.blocked)} ms`.padStart(9),
      ].join(' | '),
    );
  }
  const worst = Math.max(...rows.map((r) => r.longest));
  console.log(
    `\nmaior tarefa da thread principal: ${Math.round(worst)} ms (alvo ≤ 50 ms: ${worst <= 50 ? 'ok' : 'acima'})`,
  );
} finally {
  await browser?.close();
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
}
