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

const include = target === 'core' ? ['src/core/**/*.test.ts'] : ['workers/**/*.test.ts'];

/**
 * workers/periodRead.test.ts generates a year of fixture data before its tests (about 4 s of the
 * engine suites' 5) to count what the period reads (P7) fetch: the store's reads, not a report
 * rule. Stryker reruns a file's setup for each mutant its tests cover, so it would cost every engine mutant seconds.
 */
const engineExclude = ['workers/periodRead.test.ts'];

export default defineConfig({
  plugins: base.plugins,
  define: base.define,
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    include,
    exclude:
      target === 'engine' ? ['**/node_modules/**', ...engineExclude] : ['**/node_modules/**'],
  },
});
