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
  'tests/e2e/structure-photo.e2e.ts',
];

/**
 * P50: the journeys that also run in Firebase mode (E2E_MODE=firebase), through the same code,
 * against the app built for the local Firebase (scripts/e2e.mjs). Fixture mode runs them all.
 */
export const FIREBASE_JOURNEYS = [
  'tests/e2e/admin.e2e.ts',
  'tests/e2e/auth.e2e.ts',
  'tests/e2e/bulletins.e2e.ts',
  'tests/e2e/concurrent.e2e.ts',
  'tests/e2e/drafts.e2e.ts',
  'tests/e2e/editor-first-read.e2e.ts',
  'tests/e2e/editor-follows.e2e.ts',
  'tests/e2e/history.e2e.ts',
  'tests/e2e/home-dialogs.e2e.ts',
  'tests/e2e/live-rights.e2e.ts',
  'tests/e2e/phone.e2e.ts',
  'tests/e2e/reports-charts.e2e.ts',
  'tests/e2e/reports-coelba.e2e.ts',
  'tests/e2e/reports-tables.e2e.ts',
  'tests/e2e/reports-worker-failure.e2e.ts',
  'tests/e2e/structure-photo.e2e.ts',
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

/** Each phase's files (E2E_PHASE): fixture's untimed and timed, then Firebase's (P50). */
function filesOf(name: string | undefined): { include: string[]; exclude: string[] } {
  const timedFirebase = FIREBASE_JOURNEYS.filter((file) => TIMED_JOURNEYS.includes(file));
  switch (name) {
    case 'parallel':
      return { include: ['tests/e2e/**/*.e2e.ts'], exclude: TIMED_JOURNEYS };
    case 'timed':
      return { include: TIMED_JOURNEYS, exclude: [] };
    case 'firebase':
      return { include: FIREBASE_JOURNEYS, exclude: timedFirebase };
    case 'firebase-timed':
      return { include: timedFirebase, exclude: [] };
    default:
      return { include: ['tests/e2e/**/*.e2e.ts'], exclude: [] };
  }
}

export default defineConfig({
  test: {
    environment: 'node',
    ...filesOf(phase),
    // A phase with nothing to run is not a failure (the Firebase set may have no timed file).
    passWithNoTests: true,
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
