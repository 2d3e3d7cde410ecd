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

const include =
  target === 'core' ? ['src/core/**/*.test.ts'] : ['workers/**/*.test.ts'];

/**
 * Engine suites that test something else than the mutated engine and cost a browser, an emulator
 * or the whole store in a worker per run: a mutant of workers/reports is caught by the pure
 * report tests long before these finish.
 */
const engineExclude = [
  'workers/pedidos.firebase.test.ts',
  'workers/report.worker.test.ts',
  'workers/client.test.ts',
];

export default defineConfig({
  plugins: base.plugins,
  define: base.define,
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    include,
    exclude: target === 'engine' ? ['**/node_modules/**', ...engineExclude] : ['**/node_modules/**'],
  },
});
