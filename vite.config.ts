import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pkg from './package.json' with { type: 'json' };

/**
 * Issue 24: what names the demo generator's code (fixtures/*.ts but tests), so a journal of demo
 * edits is never replayed on data another generator made (generatedFixture.ts).
 */
function fixtureGeneratorId(): string {
  const dir = new URL('./fixtures/', import.meta.url);
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort()) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      hash.update(readFileSync(new URL(name, dir)));
  }
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __FIXTURE_GENERATOR_ID__: JSON.stringify(fixtureGeneratorId()),
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  test: {
    globals: true,
    environment: 'node',
    // Vitest's default is one worker per core but one: on our 2-core machines a single worker,
    // with the main process idle. Two workers there took the unit step from 808 s to about
    // 510 s; every test waits on its own events, not on wall-clock budgets.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ['./vitest.setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'adapters/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/rules/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
    ],
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      // The gate measures the rules: the test builders (src/core/testing) are test data.
      exclude: [
        'src/core/**/*.test.ts',
        'src/core/ports/**',
        'src/core/model.ts',
        'src/core/testing/**',
      ],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
