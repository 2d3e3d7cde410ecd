#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure.
// typecheck → lint → format → unit/component/contract/rules (vitest, with the core coverage gate;
// sign-in on firebase-tools' Auth emulator, started in-process by tests/support/authEmulator.ts)
// → bench smoke (tiny) → period-read bench smoke (tiny) → e2e in real Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['unit, component, contract and rules tests', 'npx', ['vitest', 'run', '--coverage']],
  ['benchmark smoke test (tiny)', 'npm', ['run', '--silent', 'bench', '--', '--size', 'tiny']],
  [
    'period-read benchmark smoke test (tiny)',
    'npm',
    ['run', '--silent', 'bench:reads', '--', '--size', 'tiny'],
  ],
  ['end-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
// Chromium first: the shared-store browser test (vitest) and the e2e suite both drive it, and
// on a fresh Debian machine running as root this installs it (scripts/chromium.mjs).
process.env.CHROMIUM_PATH = findChromium();
console.log(`Chromium: ${process.env.CHROMIUM_PATH}`);
let passed = 0;
const started = Date.now();
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    console.log(`\nsteps: ${passed} passed, 1 failed`);
    process.exit(r.status ?? 1);
  }
  passed += 1;
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`steps: ${passed} passed, 0 failed`);
