import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin, ResolvedConfig } from 'vite';
import type * as Prerender from './src/app/prerender';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
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

/**
 * Issue 24: the prerendered pages (src/app/prerender.tsx, through Vite's SSR loader with this
 * same configuration and mode), each with its styles in one element of the head; main.tsx
 * hydrates them.
 * - dist/login.html: index.html with the /login page rendered in #root, so the form paints
 *   when the HTML arrives. Firebase Hosting serves it for /login (firebase.json `cleanUrls`), as
 *   `vite preview` does; a host that does not still serves index.html there, which renders the
 *   page on the client as before.
 * - dist/index.html: the frames of / and of the report screens in templates beside an empty
 *   #root, the report screens' own styles in another (`screenStyles`), and the inline script
 *   that shows the page's own frame, and puts its screen's styles in the head, for a browser
 *   that keeps a session (`frameScript`); every other path, and a visitor not signed in, start
 *   from an empty #root as before.
 */
function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  /** The frames' chunk (src/app/frames.tsx) and the chunks it imports: index.html preloads them. */
  let framesChunks: string[] = [];
  return {
    name: 'faturamento:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const frames = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && chunk.name === 'frames',
      );
      if (frames?.type === 'chunk') framesChunks = [frames.fileName, ...frames.imports];
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const indexFile = path.join(outDir, 'index.html');
      if (config.build.ssr || !existsSync(indexFile)) return;
      const { createServer } = await import('vite');
      const server = await createServer({
        root: config.root,
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = await server.ssrLoadModule('/src/app/prerender.tsx');
        const prerender = module as typeof Prerender;
        const base = config.base.replace(/\/$/, '');
        const login = prerender.renderPages([prerender.LOGIN_PATH], undefined, base);
        const frames = prerender.renderPages(prerender.FRAMED_PATHS, undefined, base, {
          screenStyles: true,
        });
        if (login === null || frames === null) return;
        const index = readFileSync(indexFile, 'utf8');
        const root = '<div id="root"></div>';
        if (!index.includes(root)) throw new Error(`prerender: no ${root} in ${indexFile}`);
        if (!index.includes('</head>')) throw new Error(`prerender: no </head> in ${indexFile}`);
        const withStyle = (style: string) => index.replace('</head>', `${style}</head>`);
        writeFileSync(
          path.join(outDir, `${prerender.LOGIN_PATH.slice(1)}.html`),
          withStyle(login.style).replace(
            root,
            `<div id="root" data-prerendered="${prerender.LOGIN_PATH}">${login.pages[0]?.markup ?? ''}</div>`,
          ),
        );
        const templates = [
          ...frames.pages.map(
            ({ path: framed, markup }) => `<template data-frame="${framed}">${markup}</template>`,
          ),
          ...frames.screenStyles.map(
            ({ pathPrefix, style }) =>
              `<template data-styles-for="${pathPrefix}">${style}</template>`,
          ),
        ].join('');
        // The frames' code comes beside the entry's, so a frame is hydrated without a wait;
        // login.html does not ask for it (its page has no frame).
        const preloads = framesChunks
          .filter((file) => !index.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="${base}/${file}">`)
          .join('');
        writeFileSync(
          indexFile,
          withStyle(frames.style + preloads).replace(
            root,
            `${root}${templates}<script>${prerender.frameScript(base)}</script>`,
          ),
        );
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), prerenderPages()],
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
