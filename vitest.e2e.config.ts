import { defineConfig } from 'vitest/config';

/**
 * Journeys whose assertions time the app (a response within N ms, no long task, double-click
 * windows): they run alone, one file at a time, after the others, so another Chromium never
 * competes with them for the two cores.
 */
export const TIMED_JOURNEYS = [
  'tests/e2e/connection.e2e.ts',
  'tests/e2e/gestures.e2e.ts',
  'tests/e2e/home.e2e.ts',
  'tests/e2e/reports-main-thread.e2e.ts',
  'tests/e2e/reports-worker-failure.e2e.ts',
];

/**
 * End-to-end journeys (tests/e2e/**\/*.e2e.ts) in real Chromium, driven by playwright-core.
 * Run through scripts/e2e.mjs, which builds the app, serves it and sets E2E_BASE_URL and
 * CHROMIUM_PATH. A journey mostly waits (notices, debounces, the app's own timers: a file uses
 * about a quarter of one core), so the untimed files run two at a time (E2E_PHASE=parallel);
 * the timed ones (TIMED_JOURNEYS) run after them one by one (E2E_PHASE=timed). With no phase
 * (a single file named on the command line), files run one by one.
 */
const phase = process.env.E2E_PHASE;

export default defineConfig({
  test: {
    environment: 'node',
    include: phase === 'timed' ? TIMED_JOURNEYS : ['tests/e2e/**/*.e2e.ts'],
    exclude: phase === 'parallel' ? TIMED_JOURNEYS : [],
    pool: 'forks',
    maxWorkers: phase === 'parallel' ? 2 : 1,
    fileParallelism: phase === 'parallel',
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    reporters: ['default'],
  },
});
