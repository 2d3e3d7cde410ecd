#!/usr/bin/env node
// `npm run test:e2e`: the journeys of tests/e2e in real headless Chromium, on the built app.
// 1. find Chromium (CHROMIUM_PATH, else /usr/bin/chromium; as root on Debian, install it);
// 2. `vite build` without fixtures/demo.json (a file in public/ is left out of the served dist),
//    so every context's SharedWorker generates today's demo (D8) as a plain build on a static
//    host does; the tests get the same data from the same generator (tests/e2e/support/demo.ts);
//    with hidden source maps (files beside the chunks, which do not point to them);
// 3. serve dist with `vite preview` on a free port;
// 4. P50: unless `--fixture-only`, start the local Firebase (scripts/e2e-firebase.ts: the Auth
//    emulator and the rules-judging database stand-in, seeded with the same demo), build the app
//    in Firebase mode against it into dist-firebase/ and serve that too;
// 5. `vitest run --config vitest.e2e.config.ts` with E2E_BASE_URL and CHROMIUM_PATH set: the
//    untimed journeys two files at a time and, beside them, the Firebase journeys one at a time
//    (E2E_MODE=firebase); then the timed ones alone, fixture then Firebase (E2E_PHASE);
// 6. always stop the servers.
//
// Named files or filters (`npm run test:e2e -- tests/e2e/auth.e2e.ts`) run in fixture mode;
// with `--firebase` in Firebase mode (`--both`: one then the other).
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import path from 'node:path';
import { build, preview } from 'vite';
import { buildWithEnv } from './buildWithEnv.mjs';
import { findChromium } from './chromium.mjs';
import { root } from './demo-fixture.mjs';

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const chromium = findChromium();
console.log(`Chromium: ${chromium}`);

const FLAGS = ['--firebase', '--both', '--fixture-only'];
// E2E_DIST_SUFFIX: build into dist{suffix}/ and dist-firebase{suffix}/ (two runs at once on
// one checkout keep apart; git ignores dist*).
const suffix = process.env.E2E_DIST_SUFFIX ?? '';
const distDir = `dist${suffix}`;
const firebaseDistDir = `dist-firebase${suffix}`;
const argv = process.argv.slice(2);
const extra = argv.filter((arg) => !FLAGS.includes(arg));
const named = extra.length > 0;
const wantFixture = !argv.includes('--firebase') || argv.includes('--both');
const wantFirebase = named
  ? argv.includes('--firebase') || argv.includes('--both')
  : !argv.includes('--fixture-only');

/** The local Firebase for the Firebase journeys: its build settings and control API. */
function startLocalFirebase() {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, [path.join(root, 'scripts', 'e2e-firebase.ts')], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let text = '';
    const onData = (chunk) => {
      text += chunk.toString('utf8');
      const line = text.split('\n').find((l) => l.startsWith('{'));
      if (line === undefined) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ child, ...JSON.parse(line) });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`scripts/e2e-firebase.ts ended (${code})`)));
  });
}

console.log('\nvite build…');
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'info',
  // Source maps beside the chunks, not referenced by them (the app loads exactly as deployed):
  // reports-main-thread reads them to name the modules loaded in the window.
  build: { outDir: distDir, sourcemap: 'hidden' },
});
const servedFixture = path.join(root, distDir, 'fixtures', 'demo.json');
if (existsSync(servedFixture)) {
  rmSync(servedFixture);
  console.log(
    'dist/fixtures/demo.json removido: os dados de demonstração são gerados no navegador.',
  );
}

let firebase = null;
const servers = [];
async function serve(outDir) {
  const port = await freePort();
  const server = await preview({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    build: { outDir },
    preview: { port, strictPort: true, host: '127.0.0.1', open: false },
    logLevel: 'warn',
  });
  servers.push(server);
  return `http://127.0.0.1:${port}/`;
}

let code = 1;
try {
  const baseUrl = await serve(distDir);
  console.log(`\nApp servida em ${baseUrl}`);
  let firebaseUrl = null;
  if (wantFirebase) {
    firebase = await startLocalFirebase();
    console.log(`\nFirebase local (Auth emulator e banco com as regras): ${firebase.standIn}`);
    console.log('vite build (modo Firebase)…');
    // This build talks to the local Firebase.
    await buildWithEnv(firebase.env, {
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: firebaseDistDir, sourcemap: 'hidden' },
    });
    firebaseUrl = await serve(firebaseDistDir);
    console.log(`App (modo Firebase) servida em ${firebaseUrl}`);
  }

  const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
  const env = { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium };
  const firebaseEnv = firebase
    ? { ...env, E2E_MODE: 'firebase', E2E_BASE_URL: firebaseUrl, E2E_STAND_IN: firebase.standIn }
    : null;
  const vitestRun = (phase, runEnv = env) =>
    run(vitest, ['run', '--config', 'vitest.e2e.config.ts', ...extra], {
      ...runEnv,
      ...(phase ? { E2E_PHASE: phase } : {}),
    });
  if (named) {
    // Named files or filters: one by one, as given, in the modes asked for.
    const fixture = wantFixture ? await vitestRun(null) : 0;
    const onFirebase = firebaseEnv ? await vitestRun(null, firebaseEnv) : 0;
    code = fixture || onFirebase;
  } else {
    // The whole suite: the untimed journeys two files at a time and the untimed Firebase ones
    // beside them, then the timed ones alone (vitest.e2e.config.ts).
    const [untimed, untimedFirebase] = await Promise.all([
      vitestRun('parallel'),
      firebaseEnv ? vitestRun('firebase', firebaseEnv) : 0,
    ]);
    const timed = await vitestRun('timed');
    const timedFirebase = firebaseEnv ? await vitestRun('firebase-timed', firebaseEnv) : 0;
    code = untimed || untimedFirebase || timed || timedFirebase;
  }
} finally {
  for (const server of servers) await server.close();
  firebase?.child.stdin.end();
  firebase?.child.kill('SIGTERM');
}
if (code === 0) {
  const out = path.join(root, 'tests', 'e2e', 'out');
  if (existsSync(out)) console.log(`Capturas de tela: ${path.relative(root, out)}/`);
}
process.exit(code);
