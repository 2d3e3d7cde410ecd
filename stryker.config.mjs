// @ts-check
/**
 * Issue 45: StrykerJS over the business rules (`core`) or the report engine (`engine`), run by
 * scripts/mutation.mjs (`npm run mutation [-- core|engine]`), never by `npm test`. The vitest runner
 * reads vitest.mutation.config.ts, whose `include` is the target's own tests.
 * concurrency 1: the machines have two cores, shared with the browser tests.
 */
const target = process.env.MUTATION_TARGET === 'engine' ? 'engine' : 'core';

const mutate = {
  core: [
    'src/core/**/*.ts',
    '!src/core/**/*.test.ts',
    '!src/core/**/index.ts',
    '!src/core/ports/**',
    '!src/core/testing/**',
    '!src/core/model.ts',
    '!src/core/messages.ts',
  ],
  engine: [
    'workers/reports/**/*.ts',
    'workers/csv.ts',
    'workers/engine/**/*.ts',
    'workers/contract/**/*.ts',
    '!workers/**/*.test.ts',
    '!workers/**/index.ts',
  ],
}[target];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate,
  concurrency: 1,
  timeoutMS: 10000,
  reporters: ['html', 'json', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${target}/mutation.html` },
  jsonReporter: { fileName: `reports/mutation/${target}/mutation.json` },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  // Anchored to the root: a bare 'reports' would also drop workers/reports from the sandbox.
  ignorePatterns: [
    '/dist*',
    '/coverage',
    '/fixtures/out',
    '/public/fixtures',
    '/tests/e2e/out',
    '/reports',
    '/.scratch',
  ],
};
