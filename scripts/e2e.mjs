#!/usr/bin/env node
// `npm run test:e2e`: the journeys of tests/e2e in real headless Chromium, on the built app.
// 1. find Chromium (CHROMIUM_PATH, else /usr/bin/chromium; as root on Debian, install it);
// 2. `vite build` without fixtures/demo.json (a file in public/ is left out of the served dist),
//    so every context's SharedWorker generates today's demo (D8) as a plain build on a static
//    host does; the tests get the same data from the same generator (tests/e2e/support/demo.ts);
//    with hidden source maps (files beside the chunks, which do not point to them);
// 3. serve dist with `vite preview` on a free port;
// 4. `vitest run --config vitest.e2e.config.ts` with E2E_BASE_URL and CHROMIUM_PATH set: the
//    untimed journeys two files at a time, then the timed ones alone (E2E_PHASE);
// 5. always stop the server.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { freePort } from './freePort.mjs';
import path from 'node:path';
import { build, preview } from 'vite';
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

console.log('\nvite build…');
await build({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'info',
  // Source maps beside the chunks, not referenced by them (the app loads exactly as deployed):
  // reports-main-thread reads them to name the modules loaded in the window.
  build: { sourcemap: 'hidden' },
});
const servedFixture = path.join(root, 'dist', 'fixtures', 'demo.json');
if (existsSync(servedFixture)) {
  rmSync(servedFixture);
  console.log(
    'dist/fixtures/demo.json removido: os dados de demonstração são gerados no navegador.',
  );
}

const port = await freePort();
const server = await preview({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  preview: { port, strictPort: true, host: '127.0.0.1', open: false },
  logLevel: 'warn',
});
const baseUrl = `http://127.0.0.1:${port}/`;
console.log(`\nApp servida em ${baseUrl}`);

let code = 1;
try {
  const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
  const extra = process.argv.slice(2);
  const env = { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromium };
  const vitestRun = (phase) =>
    run(vitest, ['run', '--config', 'vitest.e2e.config.ts', ...extra], {
      ...env,
      ...(phase ? { E2E_PHASE: phase } : {}),
    });
  if (extra.length > 0) {
    // Named files or filters: one by one, as given.
    code = await vitestRun(null);
  } else {
    // The whole suite: the untimed journeys two files at a time, then the timed ones alone
    // (vitest.e2e.config.ts).
    const untimed = await vitestRun('parallel');
    const timed = await vitestRun('timed');
    code = untimed || timed;
  }
} finally {
  await server.close();
}
if (code === 0) {
  const out = path.join(root, 'tests', 'e2e', 'out');
  if (existsSync(out)) console.log(`Capturas de tela: ${path.relative(root, out)}/`);
}
process.exit(code);
