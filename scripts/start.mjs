#!/usr/bin/env node
// `npm start`: runs the app locally. Without VITE_FIREBASE_* settings the app runs in fixture
// mode (ARCHITECTURE "Storage adapters"): the browser generates today's demo database itself
// (scripts/demo-fixture.mjs says which data it will show); then the Vite dev server starts and
// its URL is printed where nobody can miss it.
import { createServer, loadEnv } from 'vite';
import { prepareDemoData, root } from './demo-fixture.mjs';

const env = { ...loadEnv('development', root, 'VITE_'), ...process.env };
const firebaseMode = Object.keys(env).some((k) => k.startsWith('VITE_FIREBASE_') && env[k]);

if (!firebaseMode) prepareDemoData();

const server = await createServer({
  root,
  configFile: `${root}/vite.config.ts`,
  // Test reports and build output change while the app runs; they are not app sources.
  server: {
    watch: {
      ignored: ['**/coverage/**', '**/dist/**', '**/tests/e2e/out/**', '**/fixtures/out/**'],
    },
  },
});
await server.listen();

const url = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
const label = firebaseMode ? 'Faturamento (Firebase)' : 'Faturamento (modo demonstração)';
const line = `${label}: ${url}`;
console.log(`\n  ${'─'.repeat(line.length)}\n  ${line}\n  ${'─'.repeat(line.length)}\n`);
if (!firebaseMode) {
  console.log(
    '  Contas: admin@demo.local, func@demo.local, superv@demo.local, equipe01@demo.local',
  );
  console.log('  Senha: demo123 · senha de edição/exclusão: 1234');
}
console.log('  Ctrl+C para encerrar.\n');

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
