// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layer rules (ARCHITECTURE.md, STYLE.md habit 4, docs/architecture.md), with
 * eslint-plugin-import. Inside src/ the layers are bulletproof-react's, one way only:
 *
 *   core  <-  ui  <-  shared  <-  features  <-  app        (testing: test files only)
 *
 * - src/core imports only src/core;
 * - src/ui (shared components, theme, the hooks that drive them) imports only core;
 * - src/shared (session, settings, root reducer, typed hooks and thunks, services) imports
 *   neither features, app, adapters nor testing;
 * - features import core, ui and shared: never src/app, never an adapter, never each other;
 * - only src/app (the composition root) imports features;
 * - src/testing (renderWithProviders over memory ports) is imported only by tests;
 * - the test builders (src/core/testing: anInvoice, aLine, aUser, …) are core, so every layer's
 *   tests may use them, and only tests and test-support files import them;
 * - workers import core (and adapters, because the worker is its own composition root, but
 *   only through each adapter's public index);
 * - adapters import only core; the memory and Firebase adapters never import each other, and
 *   adapters/rtdb (the database's own rules both follow: layout, key order) imports neither;
 * - no import cycles anywhere: tests/unit/imports.test.ts checks that, type imports included
 *   (eslint-plugin-import's import/no-cycle skipped `import type` and was 80% of lint time).
 */
const features = ['auth', 'home', 'bulletins', 'reports', 'admin'];

export default tseslint.config(
  {
    ignores: [
      'dist*',
      'coverage',
      'node_modules',
      'fixtures/out',
      'public',
      'tests/e2e/out',
      'reports/mutation',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, __APP_VERSION__: 'readonly' },
    },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Relative imports without extensions, as the bundler resolves them.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: [
                './src/app',
                './src/features',
                './src/shared',
                './src/testing',
                './src/ui',
                './adapters',
                './workers',
                './fixtures',
                './scripts',
                './tests',
              ],
              message: 'core imports only core',
            },
            {
              target: './adapters',
              from: [
                './src/app',
                './src/features',
                './src/shared',
                './src/testing',
                './src/ui',
                './workers',
                './scripts',
                './tests',
              ],
              message: 'adapters import only core',
            },
            {
              target: './adapters/rtdb',
              from: ['./adapters/memory', './adapters/firebase'],
              message:
                'adapters/rtdb (the database rules both adapters share) imports neither adapter',
            },
            {
              target: './adapters/memory',
              from: './adapters/firebase',
              message:
                'the memory adapter never imports the Firebase adapter (shared rules: adapters/rtdb)',
            },
            {
              target: './adapters/firebase',
              from: './adapters/memory',
              message:
                'the Firebase adapter never imports the memory adapter (shared rules: adapters/rtdb)',
            },
            {
              target: './src/ui',
              from: ['./src/app', './src/features', './src/shared', './src/testing', './adapters'],
              message: 'shared ui imports only core: neither features, app, shared nor adapters',
            },
            {
              target: './src/shared',
              from: ['./src/app', './src/features', './src/testing', './adapters'],
              message:
                'the shared layer imports neither features, app nor adapters (features inject their slices)',
            },
            {
              target: './src/features',
              from: ['./adapters'],
              message:
                'features never import an adapter: the composition root (src/app) wires them',
            },
            {
              target: './src/features',
              from: ['./src/app'],
              message:
                'features never import src/app: session, hooks, thunks, settings and services are in src/shared',
            },
            {
              target: ['./src/core', './src/ui', './src/shared', './src/testing', './src/main.tsx'],
              from: ['./src/features'],
              message: 'only src/app (the composition root) imports features',
            },
            {
              target: [
                './src/{app,core,features,shared,ui}/**/!(*.test|testData).{ts,tsx}',
                './src/main.tsx',
              ],
              from: ['./src/testing'],
              message: 'src/testing is for tests only',
            },
            {
              // The test builders and the key-order sample are test data (issue 18).
              target:
                './{src,adapters,workers,fixtures,scripts}/**/!(*.test|testData|testSupport).{ts,tsx}',
              from: ['./src/core/testing', './adapters/rtdb/testing'],
              message:
                'the test builders (src/core/testing) and adapters/rtdb/testing are for tests only',
            },
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'features do not import each other',
            })),
            // The report contract (workers/contract, docs/reports.md) is the one way between the
            // screens, the CLI and the report engine: the contract reads only core; the engine
            // (report modules, dataset, CSV) reads only core and the contract; src/ reads
            // workers/ only through the contract and the worker client.
            {
              target: './workers/contract',
              from: './workers',
              except: ['./contract'],
              message: 'the report contract imports only core',
            },
            {
              target: './workers/contract',
              from: ['./src/app', './src/features', './src/shared', './src/testing', './src/ui'],
              message: 'the report contract imports only core',
            },
            {
              target: [
                './workers/reports/**/!(*.test).ts',
                './workers/engine/**/!(*.test).ts',
                './workers/csv.ts',
              ],
              from: './workers',
              except: ['./contract', './engine', './reports', './csv.ts'],
              message: 'report and engine modules import only core and the report contract',
            },
            {
              target: [
                './workers/reports/**/!(*.test).ts',
                './workers/engine/**/!(*.test).ts',
                './workers/csv.ts',
              ],
              from: [
                './src/app',
                './src/features',
                './src/shared',
                './src/testing',
                './src/ui',
                './adapters',
              ],
              message: 'report and engine modules import only core and the report contract',
            },
            // The worker is its own composition root (workers/reportApi.ts): it reaches each
            // adapter only through the adapter's public entry, as src/app does.
            ...['memory', 'firebase'].map((adapter) => ({
              target: './workers/**/!(*.test).ts',
              from: `./adapters/${adapter}`,
              except: ['./index.ts'],
              message: `the worker imports the ${adapter} adapter only through adapters/${adapter}/index.ts`,
            })),
            {
              // Tests and their support files (testData) may build the report API in-thread.
              target: './src/**/!(*.test|testData).{ts,tsx}',
              from: './workers',
              except: ['./contract', './client.ts', './photos/photoClient.ts'],
              message:
                'src/ imports workers/ only through the report contract (workers/contract) and the worker clients (reports, photos)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
