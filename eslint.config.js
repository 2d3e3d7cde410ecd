// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layer rules (ARCHITECTURE.md, STYLE.md habit 4), with eslint-plugin-import:
 * - src/core imports only src/core;
 * - features import neither adapters nor each other (the composition root in src/app wires them);
 * - ui (shared components) imports neither features nor adapters nor app;
 * - workers import core (and adapters, because the worker is its own composition root);
 * - adapters import only core;
 * - no import cycles anywhere.
 */
const features = ['auth', 'home', 'bulletins', 'reports', 'admin'];

export default tseslint.config(
  {
    ignores: ['dist', 'coverage', 'node_modules', 'fixtures/out', 'public', 'tests/e2e/out'],
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
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/core',
              from: [
                './src/app',
                './src/features',
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
                './src/ui',
                './workers',
                './scripts',
                './tests',
              ],
              message: 'adapters import only core',
            },
            {
              target: './src/ui',
              from: ['./src/app', './src/features', './adapters'],
              message: 'shared ui imports neither features, app nor adapters',
            },
            {
              target: './src/features',
              from: ['./adapters'],
              message:
                'features never import an adapter: the composition root (src/app) wires them',
            },
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'features do not import each other',
            })),
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
