#!/usr/bin/env node
// `npm run bench:web`: Lighthouse on the built app (issue 24, "every page paints fast on any
// device"). A benchmark, not a test: it prints figures and the issue's targets, PASS/MISS.
// 1. `vite build` into a temporary folder without fixtures/demo.json (as scripts/e2e.mjs), so
//    the SharedWorker generates today's demo, as a plain build on a static host does;
// 2. `vite preview` on a free port; Debian's Chromium through puppeteer-core (Lighthouse's own);
// 3. each page (/login, / as admin, /reports/general, /pdf of one bulletin) on each form factor
//    (mobile, desktop), N runs, each in a fresh incognito context (cold HTTP cache, a new
//    SharedWorker), with real throttling (`throttlingMethod: 'devtools'`): Lighthouse throttles
//    the page; this script applies the same network conditions to the fixture SharedWorker,
//    which Lighthouse does not follow (docs/bench-web.md says what applies to it and what not);
// 4. a Lighthouse user flow timespan around a click on Gerar Relatório (INP, CLS, TBT);
// 5. the medians, the targets; always stops the browser and the server.
// Options: --pages login,home,report,pdf --form mobile,desktop --runs 3 --json out.json --no-flow
//          --lhr <dir> (each navigation's whole Lighthouse report, <page>-<form>-<run>.json)
/* global document -- the page.evaluate / waitForFunction callbacks run in the browser */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build, preview } from 'vite';
import { interactionTargets, medianOfRuns, parseOptions, targetsFor } from './bench-web-lib.mjs';
import { CHROMIUM_FLAGS, findChromium } from './chromium.mjs';
import { root } from './demo-fixture.mjs';

const EMAIL = 'admin@demo.local';
const PASSWORD = 'demo123';
/** The team whose first bulletin /pdf shows (Equipe 01, as tests/e2e/a11y.e2e.ts). */
const TEAM = 'ORCDISTBA01';
const STEP_TIMEOUT_MS = 60_000;
/** One Lighthouse run (a throttled mobile load is ~15–30 s here); past this the run fails. */
const RUN_TIMEOUT_MS = 3 * 60_000;

/** Lighthouse's throttling presets (devtools values), as its default and desktop configs use. */
const MOBILE_THROTTLING = {
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
};
const FORM = {
  mobile: { config: undefined, throttling: MOBILE_THROTTLING },
  // Lighthouse's desktop preset sets no devtools network throttling and no CPU slowdown.
  desktop: { config: desktopConfig, throttling: desktopConfig.settings.throttling },
};

const PAGE_LABEL = {
  login: '/login',
  home: '/ (admin)',
  report: '/reports/general',
  pdf: '/pdf',
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Rejects with `message` when `promise` takes longer than `ms` (so nothing hangs). */
function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Network.emulateNetworkConditions' parameters for Lighthouse's devtools throttling values. */
function networkConditions(t) {
  return {
    offline: false,
    latency: t?.requestLatencyMs || 0,
    downloadThroughput: Math.floor(((t?.downloadThroughputKbps || 0) * 1024) / 8),
    uploadThroughput: Math.floor(((t?.uploadThroughputKbps || 0) * 1024) / 8),
  };
}

/**
 * Throttles the fixture SharedWorker, which Lighthouse does not attach to: a browser-level
 * auto-attach to `shared_worker` targets, paused on start, gets the current network conditions
 * before the worker runs (its data fetch and its imports). Its main script is fetched by the
 * browser before the target exists, under the page's conditions. Emulation.setCPUThrottlingRate
 * is refused on workers ("Operation is only supported for pages, not workers", Chromium 156), so
 * the worker's CPU runs unthrottled; `generated` collects the worker's own report of how long
 * the demo took to generate.
 */
async function throttleSharedWorkers(browser) {
  const session = await browser.target().createCDPSession();
  const connection = session.connection();
  const state = { throttling: null, sessions: new Set(), generated: [], refusedCpu: null };
  session.on('Target.attachedToTarget', async (event) => {
    if (event.targetInfo.type !== 'shared_worker') return;
    const worker = connection.session(event.sessionId);
    if (!worker) return;
    try {
      state.sessions.add(worker);
      worker.on('Runtime.consoleAPICalled', (e) => {
        const text = e.args.map((a) => a.value ?? '').join(' ');
        const m = /gerados em (\d+) ms/.exec(text);
        if (m) state.generated.push(Number(m[1]));
      });
      await worker.send('Runtime.enable');
      await worker.send('Network.enable');
      await applyToWorker(worker, state);
    } catch {
      // The worker may be gone already (its tab closed).
    } finally {
      await worker.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
    }
  });
  session.on('Target.detachedFromTarget', (event) => {
    for (const w of state.sessions) if (w.id() === event.sessionId) state.sessions.delete(w);
  });
  await session.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'shared_worker' }, { type: 'page', exclude: true }],
  });
  return {
    state,
    /** Sets the conditions for the workers that start from now on, and for the live ones. */
    async set(throttling) {
      state.throttling = throttling;
      await Promise.all(
        [...state.sessions].map((w) => applyToWorker(w, state).catch(() => undefined)),
      );
    },
  };
}

async function applyToWorker(worker, state) {
  await worker.send('Network.emulateNetworkConditions', networkConditions(state.throttling));
  const rate = state.throttling?.cpuSlowdownMultiplier ?? 1;
  if (rate > 1 && state.refusedCpu === null) {
    try {
      await worker.send('Emulation.setCPUThrottlingRate', { rate });
      state.refusedCpu = false;
    } catch (error) {
      state.refusedCpu = String(error?.message ?? error);
    }
  }
}

/** A button by (part of) its text. */
const button = (page, text) =>
  page.locator(`::-p-xpath(//button[contains(normalize-space(.), "${text}")])`);

/** Signs in on /login as the admin and waits for the home (Sair). */
async function signIn(page, base) {
  await page.goto(new URL('login', base).href);
  await page.locator('input[autocomplete="username"]').fill(EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('button[type="submit"]').click();
  await button(page, 'Sair').wait();
}

/** The push key of Equipe 01's first listed bulletin (the home's team table). */
async function firstBulletinKey(page) {
  await button(page, 'Equipe 01').click();
  const row = await page.waitForSelector('[role="row"][data-id]', { timeout: STEP_TIMEOUT_MS });
  return row.evaluate((el) => el.getAttribute('data-id'));
}

/**
 * A fresh incognito context holding the admin's session and no SharedWorker, so the measured
 * load starts a new fixture store and waits for its data like a first visit. The admin signs in
 * in a context of its own, closed (with its store) once the session is in its localStorage; the
 * session is copied into the new context from a page that starts no app (robots.txt). Closing
 * the sign-in tab alone no longer ends the store: it outlives its last page for a while
 * (Chromium's extended lifetime, so a reload finds the data loaded).
 */
async function signedInContext(browser, base) {
  const signInContext = await browser.createBrowserContext();
  let session;
  try {
    const page = await signInContext.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signIn(page, base);
    session = await page.evaluate(() => Object.entries(localStorage));
  } finally {
    await signInContext.close();
  }
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.goto(new URL('robots.txt', base).href);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, session);
  await page.close();
  if (context.targets().some((t) => t.type() === 'shared_worker')) {
    throw new Error('um SharedWorker já roda no contexto da medida');
  }
  return context;
}

function pickMetrics(lhr) {
  const a = (id) => lhr.audits[id]?.numericValue;
  const score = (id) => (lhr.categories[id]?.score == null ? NaN : lhr.categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcp: a('largest-contentful-paint'),
    tbt: a('total-blocking-time'),
    cls: a('cumulative-layout-shift'),
    fcp: a('first-contentful-paint'),
    si: a('speed-index'),
  };
}

const LH_FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
  throttlingMethod: 'devtools',
  // The signed-in session lives in localStorage: kept. The HTTP cache is cleared by us.
  disableStorageReset: true,
  maxWaitForLoad: 45_000,
};

/** One cold Lighthouse navigation of `pageName` on `form`, in a fresh incognito context. */
async function measureNavigation(browser, base, workers, pageName, form, pdfKey, lhrFile) {
  const context =
    pageName === 'login'
      ? await browser.createBrowserContext()
      : await signedInContext(browser, base);
  try {
    const target = {
      login: 'login',
      home: '',
      report: 'reports/general',
      pdf: `pdf?team=${TEAM}&key=${encodeURIComponent(pdfKey ?? '')}`,
    }[pageName];
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await workers.set(FORM[form].throttling);
    const result = await lighthouse(new URL(target, base).href, LH_FLAGS, FORM[form].config, page);
    if (!result) throw new Error('o Lighthouse não devolveu resultado');
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    if (pageName !== 'login' && new URL(result.lhr.finalDisplayedUrl).pathname.endsWith('/login')) {
      throw new Error(`${target}: a sessão não valeu, a página foi para /login`);
    }
    if (lhrFile) writeFileSync(lhrFile, JSON.stringify(result.lhr));
    return pickMetrics(result.lhr);
  } finally {
    await workers.set(null);
    await context.close();
  }
}

/** A user-flow timespan around Gerar Relatório on /reports/general (all teams, default period). */
async function measureInteraction(browser, base, workers, form) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signIn(page, base);
    await page.goto(new URL('reports/general', base).href);
    const generate = button(page, 'Gerar Relatório');
    await generate.wait();
    await button(page, 'Selecionar Todas').click();
    const flow = await startFlow(page, {
      config: FORM[form].config,
      flags: { ...LH_FLAGS, onlyCategories: ['performance'] },
    });
    await workers.set(FORM[form].throttling);
    await flow.startTimespan({ name: `Gerar Relatório (${form})` });
    await generate.click();
    await page.waitForFunction(
      () => {
        const result = document.querySelector('[data-testid="report-result"]');
        return (
          result !== null &&
          result.getAttribute('aria-busy') !== 'true' &&
          document.querySelector('[data-testid="report-loading"]') === null &&
          result.querySelector('[role="row"][data-id]') !== null
        );
      },
      { timeout: STEP_TIMEOUT_MS, polling: 50 },
    );
    // Let the paint after the result and any late shift land in the span.
    await sleep(1000);
    await flow.endTimespan();
    const flowResult = await flow.createFlowResult();
    const lhr = flowResult.steps[0].lhr;
    const a = (id) => lhr.audits[id]?.numericValue;
    return {
      inp: a('interaction-to-next-paint'),
      cls: a('cumulative-layout-shift'),
      tbt: a('total-blocking-time'),
    };
  } finally {
    await workers.set(null);
    await context.close();
  }
}

const fmt = {
  score: (v) => (Number.isNaN(v) ? '—' : String(Math.round(v))),
  s: (v) => (v == null || Number.isNaN(v) ? '—' : `${(v / 1000).toFixed(2)} s`),
  ms: (v) => (v == null || Number.isNaN(v) ? '—' : `${Math.round(v)} ms`),
  cls: (v) => (v == null || Number.isNaN(v) ? '—' : v.toFixed(3)),
};

function printTable(rows) {
  const header = ['página', 'form.', 'desemp.', 'LCP', 'TBT', 'CLS', 'acess.', 'FCP', 'SI'];
  const lines = rows.map((r) => [
    PAGE_LABEL[r.page],
    r.form,
    fmt.score(r.median.performance),
    fmt.s(r.median.lcp),
    fmt.ms(r.median.tbt),
    fmt.cls(r.median.cls),
    fmt.score(r.median.accessibility),
    fmt.s(r.median.fcp),
    fmt.s(r.median.si),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(line(l));
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const chromiumPath = findChromium();
  console.log(`Chromium: ${chromiumPath}`);
  const work = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  const outDir = path.join(work, 'dist');
  let server;
  let browser;
  const cleanup = async () => {
    await browser?.close().catch(() => undefined);
    await server?.close().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: encerrando o navegador e o servidor…`);
    cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log('vite build…');
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    // As scripts/e2e.mjs: no served export, so the SharedWorker generates today's demo.
    rmSync(path.join(outDir, 'fixtures', 'demo.json'), { force: true });

    const port = await freePort();
    try {
      server = await withTimeout(
        preview({
          root,
          configFile: path.join(root, 'vite.config.ts'),
          build: { outDir },
          preview: { port, strictPort: true, host: '127.0.0.1', open: false },
          logLevel: 'warn',
        }),
        30_000,
        'o vite preview não respondeu em 30 s',
      );
    } catch (error) {
      throw new Error(`o servidor (vite preview) não subiu: ${error?.message ?? error}`);
    }
    const base = `http://127.0.0.1:${port}/`;
    const probe = await withTimeout(fetch(base), 10_000, `${base} não respondeu em 10 s`);
    if (!probe.ok) throw new Error(`${base} respondeu ${probe.status}`);
    console.log(`App servida em ${base}`);

    try {
      browser = await puppeteer.launch({
        executablePath: chromiumPath,
        headless: true,
        args: CHROMIUM_FLAGS,
        timeout: 30_000,
        protocolTimeout: RUN_TIMEOUT_MS,
      });
    } catch (error) {
      throw new Error(`o Chromium (${chromiumPath}) não abriu: ${error?.message ?? error}`);
    }
    const workers = await throttleSharedWorkers(browser);

    let pdfKey;
    if (options.pages.includes('pdf')) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(STEP_TIMEOUT_MS);
        await signIn(page, base);
        pdfKey = await firstBulletinKey(page);
        console.log(`/pdf: ${TEAM}, boletim ${pdfKey}`);
      } finally {
        await context.close();
      }
    }

    if (options.lhr) mkdirSync(options.lhr, { recursive: true });
    const rows = [];
    for (const form of options.forms) {
      for (const pageName of options.pages) {
        const runs = [];
        for (let i = 0; i < options.runs; i++) {
          const t0 = Date.now();
          const m = await withTimeout(
            measureNavigation(
              browser,
              base,
              workers,
              pageName,
              form,
              pdfKey,
              options.lhr && path.join(options.lhr, `${pageName}-${form}-${i + 1}.json`),
            ),
            RUN_TIMEOUT_MS,
            `${PAGE_LABEL[pageName]} ${form}: a medição passou de ${RUN_TIMEOUT_MS / 1000} s`,
          );
          runs.push(m);
          console.log(
            `  ${PAGE_LABEL[pageName]} ${form} ${i + 1}/${options.runs}: ` +
              `${fmt.score(m.performance)}, LCP ${fmt.s(m.lcp)}, TBT ${fmt.ms(m.tbt)}, ` +
              `CLS ${fmt.cls(m.cls)}, acess. ${fmt.score(m.accessibility)} ` +
              `(${Math.round((Date.now() - t0) / 1000)} s)`,
          );
        }
        rows.push({ page: pageName, form, runs, median: medianOfRuns(runs) });
      }
    }

    const interactions = [];
    if (options.flow) {
      for (const form of options.forms) {
        const runs = [];
        for (let i = 0; i < options.runs; i++) {
          const m = await withTimeout(
            measureInteraction(browser, base, workers, form),
            RUN_TIMEOUT_MS,
            `Gerar Relatório ${form}: a medição passou de ${RUN_TIMEOUT_MS / 1000} s`,
          );
          runs.push(m);
          console.log(
            `  Gerar Relatório ${form} ${i + 1}/${options.runs}: INP ${fmt.ms(m.inp)}, ` +
              `CLS ${fmt.cls(m.cls)}, TBT ${fmt.ms(m.tbt)}`,
          );
        }
        const med = (k) => medianOfRuns(runs.map((r) => ({ performance: r[k] }))).performance;
        interactions.push({
          form,
          runs,
          median: { inp: med('inp'), cls: med('cls'), tbt: med('tbt') },
        });
      }
    }

    console.log(`\nMedianas de ${options.runs} execuções (Lighthouse 12, throttling real):\n`);
    printTable(rows);
    if (interactions.length > 0) {
      console.log('\nGerar Relatório (/reports/general, timespan do user flow):');
      for (const r of interactions) {
        console.log(
          `  ${r.form.padEnd(7)}  INP ${fmt.ms(r.median.inp)}  CLS ${fmt.cls(r.median.cls)}  ` +
            `TBT ${fmt.ms(r.median.tbt)}`,
        );
      }
    }
    console.log('\nMetas da issue 24:');
    for (const r of rows) {
      for (const t of targetsFor(r.page, r.form, r.median)) {
        console.log(`  ${t.pass ? 'PASS' : 'MISS'}  ${PAGE_LABEL[r.page]} ${r.form}: ${t.label}`);
      }
    }
    for (const r of interactions) {
      for (const t of interactionTargets(r.median)) {
        console.log(`  ${t.pass ? 'PASS' : 'MISS'}  ${r.form}: ${t.label}`);
      }
    }
    const gen = workers.state.generated;
    console.log(
      `\nSharedWorker: rede com o mesmo throttling da página; CPU sem throttling ` +
        `(${workers.state.refusedCpu || 'Emulation.setCPUThrottlingRate não tentado'}). ` +
        (gen.length > 0
          ? `Demo gerado em ${Math.min(...gen)}–${Math.max(...gen)} ms por carga (sem throttling de CPU).`
          : ''),
    );
    if (options.json) {
      writeFileSync(
        options.json,
        JSON.stringify({ options, rows, interactions, worker: workers.state.generated }, null, 2),
      );
      console.log(`JSON: ${options.json}`);
    }
    console.log(`Duração: ${Math.round((Date.now() - started) / 1000)} s`);
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench:web falhou: ${error?.message ?? error}`);
    if (process.env.DEBUG) console.error(error?.stack);
    process.exit(1);
  },
);
