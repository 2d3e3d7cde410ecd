#!/usr/bin/env node
// `npm run bench:ui`: does the main thread stay free on the biggest report? (issue 7)
// 1. generate the `large` fixture (fixtures/generate.ts) into a temporary folder;
// 2. build the app in fixture mode into a temporary outDir and put the large fixture there as
//    /fixtures/demo.json (public/fixtures/demo.json is never touched);
// 3. serve it with `vite preview` and drive headless Chromium (playwright-core): the admin opens
//    Por Código, selects all 17 teams, sets 12 billing cycles (the start of the cycle 11 before
//    the current one to the end of the current period), clicks Gerar Relatório, sorts a column
//    twice, goes to the next page, searches and exports;
// 4. a PerformanceObserver for long tasks (installed before any script runs, buffered) records
//    every main-thread task of the report window. Printed: the longest task, the total blocked
//    time (Σ of each task's duration beyond 50 ms) and the time from the click to the first page
//    of rows, against the targets (no task over 50 ms; first page within 2 s of the click).
// Options: --keep (leave the temporary folder), --fixture <file> (use an existing export),
// --profile (a V8 CPU profile of the report window from the click on; prints where the main
// thread spent its time, by function).
/* global window, document, Element, MutationObserver -- the page.evaluate callbacks run in the browser */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { findChromium } from './chromium.mjs';
import { root } from './demo-fixture.mjs';

const TARGET_LONGEST_MS = 50;
const TARGET_FIRST_PAGE_MS = 2000;
const STEP_TIMEOUT_MS = 10 * 60_000;

const argv = process.argv.slice(2);
const keep = argv.includes('--keep');
const fixtureArg = argv.includes('--fixture') ? argv[argv.indexOf('--fixture') + 1] : undefined;
const profile = argv.includes('--profile');

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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const ms = (v) => `${Math.round(v)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const chromiumPath = findChromium();
  const work = mkdtempSync(path.join(tmpdir(), 'bench-ui-'));
  const outDir = path.join(work, 'dist');
  let server;
  let browser;
  try {
    // 1. The large fixture.
    let fixture = fixtureArg ? path.resolve(fixtureArg) : path.join(work, 'large.json');
    if (!fixtureArg) {
      console.log('Gerando o fixture large…');
      const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
      const r = spawnSync(tsx, ['fixtures/generate.ts', 'large', '--out', fixture], {
        cwd: root,
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error('fixtures/generate.ts large falhou');
    }
    console.log(`Fixture: ${fixture} (${mb(statSync(fixture).size)})`);

    // 2. The app, built into the temporary folder, with the large fixture as demo.json.
    console.log('vite build…');
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    copyFileSync(fixture, path.join(outDir, 'fixtures', 'demo.json'));

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
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
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

    console.log('Entrando como admin@demo.local…');
    const t0 = Date.now();
    await page.goto(new URL('login', base).href);
    await page.getByLabel('Email').fill('admin@demo.local');
    await page.getByLabel('Senha', { exact: true }).fill('demo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('button', { name: 'Sair' }).waitFor();
    console.log(`  sessão aberta em ${ms(Date.now() - t0)} (o SharedWorker carrega o fixture)`);

    await page.goto(new URL('reports/by-code', base).href);
    await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
    await page.getByRole('button', { name: 'Selecionar Todas' }).click();
    await page.getByText('17 de 17 selecionadas').waitFor();
    const period = twelveCycles();
    await page.getByLabel('Data inicial').fill(period.from);
    await page.getByLabel('Data final').fill(period.to);
    console.log(`Por Código: 17 equipes, ${period.from} a ${period.to} (12 ciclos)`);

    // The click and the first rendered row of the grid, both on the page's clock.
    await page.evaluate(() => {
      const marks = (window.__bench = {});
      document.addEventListener(
        'click',
        (e) => {
          const button = e.target instanceof Element ? e.target.closest('button') : null;
          if (!marks.click && button?.textContent?.includes('Gerar Relatório')) {
            marks.click = performance.now();
          }
        },
        true,
      );
      const observer = new MutationObserver(() => {
        if (marks.click && document.querySelector('[role="grid"] [role="row"][data-id]')) {
          marks.firstPage = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    let cdp;
    if (profile) {
      cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const steps = [];
    const step = async (name, action) => {
      const start = Date.now();
      await action();
      steps.push([name, Date.now() - start]);
    };
    const firstRows = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('[role="grid"] [role="row"][data-id]'))
          .slice(0, 5)
          .map((r) => r.textContent)
          .join('|'),
      );
    const waitChange = async (before) => {
      await page.waitForFunction(
        (prev) => {
          const rows = Array.from(
            document.querySelectorAll('[role="grid"] [role="row"][data-id]'),
          ).slice(0, 5);
          return rows.length > 0 && rows.map((r) => r.textContent).join('|') !== prev;
        },
        before,
        { timeout: STEP_TIMEOUT_MS, polling: 50 },
      );
    };

    await step('Gerar Relatório → primeira página', async () => {
      await page.getByRole('button', { name: 'Gerar Relatório' }).click();
      await page.waitForFunction(() => window.__bench.firstPage !== undefined, null, {
        timeout: STEP_TIMEOUT_MS,
        polling: 50,
      });
    });
    const total = await page.locator('.MuiTablePagination-displayedRows').textContent();
    const header = page.locator(
      '[role="columnheader"][data-field="quantity"] .MuiDataGrid-columnHeaderTitle',
    );
    for (const label of ['Ordenar Qtd (asc)', 'Ordenar Qtd (desc)']) {
      const before = await firstRows();
      await step(label, async () => {
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
        await page.locator('[role="grid"] [role="row"][data-id]').first().waitFor();
      });
    }
    let csvBytes = 0;
    let csvName = '';
    await step('Exportar CSV (download)', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: STEP_TIMEOUT_MS }),
        page.getByRole('button', { name: 'Exportar CSV' }).click(),
      ]);
      const file = path.join(work, download.suggestedFilename());
      await download.saveAs(file);
      csvName = download.suggestedFilename();
      csvBytes = statSync(file).size;
      rmSync(file, { force: true });
    });
    // Let the last tasks finish and be observed.
    await page.waitForTimeout(500);
    let cpuTop = [];
    if (cdp) {
      const { profile: cpu } = await cdp.send('Profiler.stop');
      cpuTop = topFunctions(cpu);
    }

    const { tasks, marks } = await page.evaluate(() => ({
      tasks: window.__longTasks ?? [],
      marks: window.__bench,
    }));
    const afterClick = tasks.filter((t) => t.start >= marks.click);
    const summarize = (list) => ({
      count: list.length,
      longest: list.reduce((m, t) => Math.max(m, t.duration), 0),
      blocked: list.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
    });
    const flow = summarize(afterClick);
    const window_ = summarize(tasks);
    const firstPage = marks.firstPage - marks.click;

    console.log('');
    console.log(`Resultado: ${total?.trim()} linhas; CSV da busca: ${csvName}, ${mb(csvBytes)}`);
    console.log('Etapas (tempo no Node, inclui a espera pela tela):');
    for (const [name, elapsed] of steps) console.log(`  ${name.padEnd(42)} ${ms(elapsed)}`);
    console.log('');
    console.log('Thread principal (janela do relatório):');
    console.log(
      `  desde o clique:        ${flow.count} tarefas longas, maior ${ms(flow.longest)}, ` +
        `tempo bloqueado total ${ms(flow.blocked)}`,
    );
    console.log(
      `  janela inteira:        ${window_.count} tarefas longas, maior ${ms(window_.longest)}, ` +
        `tempo bloqueado total ${ms(window_.blocked)} (inclui a carga da página)`,
    );
    console.log(`  clique → 1ª página:    ${ms(firstPage)}`);
    if (afterClick.length > 0) {
      console.log(
        `  tarefas desde o clique (ms após o clique: duração): ${afterClick
          .map((t) => `${Math.round(t.start - marks.click)}: ${Math.round(t.duration)}`)
          .join(', ')}`,
      );
    }
    if (cpuTop.length > 0) {
      console.log('  thread principal, tempo próprio por função desde o clique (--profile):');
      for (const [name, t] of cpuTop) console.log(`    ${ms(t).padStart(8)}  ${name}`);
    }
    console.log('');
    const okLongest = flow.longest <= TARGET_LONGEST_MS;
    const okFirst = firstPage <= TARGET_FIRST_PAGE_MS;
    console.log(
      `Meta: nenhuma tarefa acima de ${TARGET_LONGEST_MS} ms — ${okLongest ? 'ATINGIDA' : `NÃO ATINGIDA (maior ${ms(flow.longest)}, ${ms(flow.longest - TARGET_LONGEST_MS)} acima)`}`,
    );
    console.log(
      `Meta: 1ª página em até ${TARGET_FIRST_PAGE_MS} ms — ${okFirst ? 'ATINGIDA' : `NÃO ATINGIDA (${ms(firstPage)}, ${ms(firstPage - TARGET_FIRST_PAGE_MS)} acima)`}`,
    );
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
