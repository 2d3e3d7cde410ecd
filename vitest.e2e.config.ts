import { defineConfig } from 'vitest/config';

/**
 * End-to-end journeys (tests/e2e/**\/*.e2e.ts) in real Chromium, driven by playwright-core.
 * Run through scripts/e2e.mjs, which builds the app, serves it and sets E2E_BASE_URL and
 * CHROMIUM_PATH. One fork, files in sequence: the machine has two cores and Chromium needs them.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
    reporters: ['default'],
  },
});
