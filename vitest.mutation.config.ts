import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * Issue 45: the vitest configuration StrykerJS runs (stryker.config.mjs). The root config's
 * `test.include` lists every suite of the repository (browser, emulator and contract tests among
 * them); a mutant of src/core is judged by the core's own tests only, and one of the report engine
 * by the engine's. MUTATION_TARGET (set by scripts/mutation.mjs) says which. The coverage gate is
 * not this run's business: it stays in the root config and `npm test`.
 */
const target = process.env.MUTATION_TARGET === 'engine' ? 'engine' : 'core';

/**
 * The engine is judged by its pure suites (STYLE 5: a report module is a pure function with tests
 * that need no worker): workers/reports and workers/engine. The suites that go through the report
 * API, the store and a worker (reportServer, factorModes, keptTeams, xlsx, client, report.worker,
 * pedidos.firebase, periodRead) import the whole store for every mutant they cover: with them a run
 * took about 1.1 s a mutant against 0.26 s in core, over half an hour for the engine's 1,940.
 * The contract's helpers (workers/contract/*.test.ts: columns, errors, sorting) and the CSV writer
 * (workers/csv.test.ts) have pure suites of their own, with neither a worker nor the store, so they
 * are in too: without them those files were judged by the API suites left out here.
 */
const include =
  target === 'core'
    ? ['src/core/**/*.test.ts']
    : [
        'workers/reports/**/*.test.ts',
        'workers/engine/**/*.test.ts',
        'workers/contract/*.test.ts',
        'workers/csv.test.ts',
      ];

export default defineConfig({
  plugins: base.plugins,
  define: base.define,
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    include,
    exclude: ['**/node_modules/**'],
  },
});
