#!/usr/bin/env node
// `npm run bench:ui`: does the main thread stay free, and does the first page come within a
// second, on the biggest reports? (issues 7 and 17)
// 1. generate the `large` and `history` fixtures (fixtures/generate.ts) into a temporary folder;
// 2. build the app in fixture mode once into a temporary outDir; each fixture in turn is served
//    there as /fixtures/demo.json (public/fixtures/demo.json is never touched);
// 3. serve it with `vite preview` and drive headless Chromium (playwright-core), one fresh
//    browser context per fixture (its own SharedWorker and data load): the admin signs in, opens
//    Por Código, selects all 17 teams, sets 12 billing cycles (the start of the cycle 11 before
//    the current one to the end of the current period) and clicks Gerar Relatório (cold: sign-in
//    just done, nothing warmed), clicks it again (warm), sorts a column twice, goes to the next
//    page, searches and exports; then the daily chart report with the same filters, cold and
//    warm;
// 4. a PerformanceObserver for long tasks (installed before any script runs, buffered) records
//    every main-thread task. Printed per fixture: click → first page (cold, warm; and login →
//    first page), each step, the longest task and the blocked time (Σ of each task's time beyond
//    50 ms) from the first click to the CSV, and the daily chart's figures; then the targets
//    (no task over 50 ms; the first page or chart within 1 s of the click, cold or warm).
// Options: --sizes large,history (which fixtures), --fixture <file> (one existing export
// instead), --keep (leave the temporary folder), --profile (an unminified build; the cold click
// traced on every thread, printing each one's busy time, when and in which functions
// (scripts/thread-profile.mjs), then a V8 CPU profile of the rest of the by-code journey,
// printing where the main thread spent its time, by function).
/* global window, document -- the page.evaluate callbacks run in the browser */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { root } from './demo-fixture.mjs';
import { armResultMarks } from './resultMarks.mjs';
import { THREAD_TRACE_CATEGORIES, threadProfiles } from './thread-profile.mjs';

const TARGET_LONGEST_MS = 50;
const TARGET_FIRST_PAGE_MS = 1000;
const STEP_TIMEOUT_MS = 10 * 60_000;

const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const fixtureArg = argv.includes('--fixture') ? argv[argv.indexOf('--fixture') + 1] : undefined;
const profile = argv.includes('--profile');
const sizes = (argv.includes('--sizes') ? argv[argv.indexOf('--sizes') + 1] : 'large,history')
  .split(',')
  .filter(Boolean);

/** Self time by function of a CDP CPU profile, biggest first (idle and GC roots left out). */
function topFunctions(cpu, limit = 15) {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const self = new Map();
  cpu.samples.forEach((id, i) => {
    const node = byId.get(id);
    const f = node.callFrame;
    if (f.functionName === '(idle)' || f.functionName === '(program)') return;
    const where = f.url ? `${path.basename(f.url)}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    self.set(key, (self.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

const pad = (n) => String(n).padStart(2, '0');
const iso = (y, m, d) => {
  const date = new Date(Date.UTC(y, m, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/**
 * SPEC §9 / D19: 12 billing cycles ending with the current one. The current cycle starts on the
 * 26th of this month from day 26 on, else on the 26th of the previous month.
 */
export function twelveCycles(today = new Date()) {
  const y = today.getFullYear();
  const m = today.getMonth();
  const startMonth = today.getDate() >= 26 ? m : m - 1;
  return { from: iso(y, startMonth - 11, 26), to: iso(y, startMonth + 1, 25) };
}

const ms = (v) => `${Math.round(v)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Long tasks of a list: how many, the longest, and Σ of each one's time beyond 50 ms. */
const summarize = (list) => ({
  count: list.length,
  longest: list.reduce((m, t) => Math.max(m, t.duration), 0),
  blocked: list.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
});

/** Clicks Gerar Relatório and waits for its result on screen; the page's click → shown. */
async function generateAndWait(page, readySelector) {
  await armResultMarks(page, readySelector);
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await page.waitForFunction(() => window.__bench.shown !== undefined, null, {
    timeout: STEP_TIMEOUT_MS,
    polling: 50,
  });
  return page.evaluate(() => ({ click: window.__bench.click, shown: window.__bench.shown }));
}

/** Opens a report and sets SPEC §9's heaviest filters: all 17 teams, 12 billing cycles. */
async function openWithAllTeams(page, base, route) {
  await page.goto(new URL(`reports/${route}`, base).href);
  await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
  await page.getByRole('button', { name: 'Selecionar Todas' }).click();
  await page.getByText('17 de 17 selecionadas').waitFor();
  const period = twelveCycles();
  await page.getByLabel('Data inicial').fill(period.from);
  await page.getByLabel('Data final').fill(period.to);
  return period;
}

const GRID_ROW = '[role="grid"] [role="row"][data-id]';
const DAILY_BAR = '[data-testid="daily-chart-day"]';

/**
 * One fixture in a fresh browser context (its own SharedWorker, so its own data load):
 * cold (sign-in, then the first Por Código), warm (Gerar Relatório again), the rest of the
 * by-code journey (sort twice, next page, search, export), then the daily chart report cold and
 * warm. Long tasks are counted from each click to the end of its journey.
 */
async function benchFixture(browser, base, label) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
  });
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (e) => console.error(`[pageerror] ${e.message}`));
  const longTasksSince = (from) =>
    page.evaluate((t) => (window.__longTasks ?? []).filter((x) => x.start >= t), from);
  const out = { label, steps: [] };
  try {
    console.log(`\n[${label}] entrando como admin@demo.local…`);
    const signInStart = Date.now();
    await page.goto(new URL('login', base).href);
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    out.signIn = Date.now() - signInStart;
    console.log(`  sessão aberta em ${ms(out.signIn)} (o SharedWorker carrega o fixture)`);

    // --profile: the cold click traced on every thread (where its time goes), then the rest of
    // the journey profiled on the main thread (V8's sampler through CDP; one profiler at a time).
    // Tracing starts before the report opens: starting V8's sampler walks a thread's heap, half
    // a second of the store's thread on `history`, which would otherwise fall after the click.
    if (profile) await browser.startTracing(page, { categories: THREAD_TRACE_CATEGORIES });
    const period = await openWithAllTeams(page, base, 'by-code');
    console.log(`  Por Código: 17 equipes, ${period.from} a ${period.to} (12 ciclos)`);
    const cold = await generateAndWait(page, GRID_ROW);
    out.coldFirst = cold.shown - cold.click;
    out.coldFromSignIn = Date.now() - signInStart;
    let cdp;
    if (profile) {
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      const mark = (name) => events.find((e) => e.name === name && e.ph !== 'e')?.ts;
      out.coldThreads = threadProfiles(events, mark('bench:click'), mark('bench:shown'));
      cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    out.total = (await page.locator('.MuiTablePagination-displayedRows').textContent())?.trim();
    const warm = await generateAndWait(page, GRID_ROW);
    out.warmFirst = warm.shown - warm.click;

    const step = async (name, action) => {
      const start = Date.now();
      await action();
      out.steps.push([name, Date.now() - start]);
    };
    const firstRows = () =>
      page.evaluate(
        (sel) =>
          Array.from(document.querySelectorAll(sel))
            .slice(0, 5)
            .map((r) => r.textContent)
            .join('|'),
        GRID_ROW,
      );
    const waitChange = (before) =>
      page.waitForFunction(
        ([prev, sel]) => {
          const rows = Array.from(document.querySelectorAll(sel)).slice(0, 5);
          return rows.length > 0 && rows.map((r) => r.textContent).join('|') !== prev;
        },
        [before, GRID_ROW],
        { timeout: STEP_TIMEOUT_MS, polling: 50 },
      );
    const header = page.locator(
      '[role="columnheader"][data-field="quantity"] .MuiDataGrid-columnHeaderTitle',
    );
    for (const name of ['Ordenar Qtd (asc)', 'Ordenar Qtd (desc)']) {
      const before = await firstRows();
      await step(name, async () => {
        await header.click();
        await waitChange(before);
      });
    }
    {
      const before = await firstRows();
      await step('Próxima página', async () => {
        await page.getByRole('button', { name: /próxima página/i }).click();
        await waitChange(before);
      });
    }
    {
      const before = await page.locator('.MuiTablePagination-displayedRows').textContent();
      await step('Buscar "poste" (inclui 300 ms de espera)', async () => {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill('poste');
        await page.waitForFunction(
          (prev) =>
            document.querySelector('.MuiTablePagination-displayedRows')?.textContent !== prev,
          before,
          { timeout: STEP_TIMEOUT_MS, polling: 50 },
        );
        await page.locator(GRID_ROW).first().waitFor();
      });
    }
    await step('Exportar CSV (download)', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      const file = path.join(tmpdir(), `bench-ui-${process.pid}-${download.suggestedFilename()}`);
      await download.saveAs(file);
      out.csv = `${download.suggestedFilename()}, ${mb(statSync(file).size)}`;
      rmSync(file, { force: true });
    });
    // Let the last tasks finish and be observed.
    await page.waitForTimeout(500);
    out.byCode = summarize(await longTasksSince(cold.click));
    out.byCodeTasks = (await longTasksSince(cold.click)).map(
      (t) => `${Math.round(t.start - cold.click)}: ${Math.round(t.duration)}`,
    );
    if (cdp) out.cpuTop = topFunctions((await cdp.send('Profiler.stop')).profile);

    // The daily chart report: a new page, so a new report worker on the same loaded data.
    await openWithAllTeams(page, base, 'daily');
    const dailyCold = await generateAndWait(page, DAILY_BAR);
    out.dailyCold = dailyCold.shown - dailyCold.click;
    const dailyWarm = await generateAndWait(page, DAILY_BAR);
    out.dailyWarm = dailyWarm.shown - dailyWarm.click;
    await page.waitForTimeout(500);
    out.daily = summarize(await longTasksSince(dailyCold.click));
    return out;
  } finally {
    await context.close();
  }
}

function printFixture(r) {
  console.log('');
  console.log(`== ${r.label} ==`);
  console.log(`Por Código: ${r.total} linhas; CSV da busca: ${r.csv}`);
  console.log(`  entrada (login → início):                ${ms(r.signIn)}`);
  console.log(`  frio: clique → 1ª página                 ${ms(r.coldFirst)}`);
  console.log(`  frio: login → 1ª página (com a entrada)  ${ms(r.coldFromSignIn)}`);
  if (r.coldThreads) {
    console.log(
      '  frio, onde o tempo vai (--profile: trace de todas as threads, do clique à 1ª página;' +
        ' o trace e o build sem minificação alongam os tempos):',
    );
    for (const t of r.coldThreads) {
      console.log(`    ${t.label.padEnd(30)} ocupada ${ms(t.busy).padStart(8)}  ${t.bar}`);
      for (const [name, time] of t.top) console.log(`      ${ms(time).padStart(8)}  ${name}`);
    }
  }
  console.log(`  quente: clique → 1ª página               ${ms(r.warmFirst)}`);
  for (const [name, elapsed] of r.steps) console.log(`  ${name.padEnd(41)} ${ms(elapsed)}`);
  console.log(
    `  thread principal, do 1º clique ao CSV:   ${r.byCode.count} tarefas longas, maior ` +
      `${ms(r.byCode.longest)}, bloqueado ${ms(r.byCode.blocked)}`,
  );
  if (r.byCodeTasks.length > 0) {
    console.log(`    (ms após o clique: duração) ${r.byCodeTasks.join(', ')}`);
  }
  if (r.cpuTop) {
    console.log('  tempo próprio por função, do clique quente ao CSV (--profile):');
    for (const [name, t] of r.cpuTop) console.log(`    ${ms(t).padStart(8)}  ${name}`);
  }
  console.log(
    `Diário (gráfico): frio ${ms(r.dailyCold)}, quente ${ms(r.dailyWarm)} do clique ao gráfico`,
  );
  console.log(
    `  thread principal: ${r.daily.count} tarefas longas, maior ${ms(r.daily.longest)}, ` +
      `bloqueado ${ms(r.daily.blocked)}`,
  );
}

async function main() {
  const chromiumPath = findChromium();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-ui-'));
  const outDir = path.join(work, 'dist');
  let server;
  let browser;
  try {
    // 1. The fixtures: generated, or the one file given.
    const fixtures = fixtureArg
      ? [{ label: path.basename(fixtureArg), file: path.resolve(fixtureArg) }]
      : sizes.map((size) => ({ label: size, file: path.join(work, `${size}.json`), size }));
    for (const f of fixtures) {
      if (!f.size) continue;
      console.log(`Gerando o fixture ${f.size}…`);
      const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
      const r = spawnSync(tsx, ['fixtures/generate.ts', f.size, '--out', f.file], {
        cwd: root,
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error(`fixtures/generate.ts ${f.size} falhou`);
    }

    // 2. The app, built once into the temporary folder; each fixture is served as demo.json.
    console.log('vite build…');
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      // --profile: unminified, so the profile names React's and MUI's functions.
      build: { outDir, emptyOutDir: true, minify: !profile },
    });

    // 3. Serve and drive Chromium.
    const port = await freePort();
    server = await preview({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      build: { outDir },
      preview: { port, strictPort: true, host: '127.0.0.1', open: false },
      logLevel: 'warn',
    });
    const base = `http://127.0.0.1:${port}/`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    const results = [];
    for (const f of fixtures) {
      mkdirSync(path.join(outDir, 'fixtures'), { recursive: true });
      copyFileSync(f.file, path.join(outDir, 'fixtures', 'demo.json'));
      console.log(`Fixture ${f.label}: ${mb(statSync(f.file).size)}`);
      results.push(await benchFixture(browser, base, f.label));
    }

    for (const r of results) printFixture(r);
    console.log('');
    for (const r of results) {
      const longest = Math.max(r.byCode.longest, r.daily.longest);
      const first = Math.max(r.coldFirst, r.warmFirst, r.dailyCold, r.dailyWarm);
      console.log(
        `[${r.label}] meta: nenhuma tarefa acima de ${TARGET_LONGEST_MS} ms — ` +
          (longest <= TARGET_LONGEST_MS
            ? 'ATINGIDA'
            : `NÃO ATINGIDA (maior ${ms(longest)}, ${ms(longest - TARGET_LONGEST_MS)} acima)`),
      );
      console.log(
        `[${r.label}] meta: 1ª página/gráfico em até ${TARGET_FIRST_PAGE_MS} ms, frio ou quente — ` +
          (first <= TARGET_FIRST_PAGE_MS
            ? 'ATINGIDA'
            : `NÃO ATINGIDA (pior ${ms(first)}, ${ms(first - TARGET_FIRST_PAGE_MS)} acima)`),
      );
    }
    return 0;
  } finally {
    await browser?.close();
    await server?.close();
    if (keep) console.log(`Pasta temporária mantida: ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:ui falhou: ${error?.stack ?? error}`);
    process.exit(1);
  },
);
