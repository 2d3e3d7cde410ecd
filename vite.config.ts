import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
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
