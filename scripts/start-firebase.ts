/**
 * `npm run start:firebase` (P49): the app in Firebase mode on this machine, offline, in one
 * command. It starts firebase-tools' Auth emulator in this process and a Realtime Database:
 *
 * - the real database emulator (firebase-tools, port 9000 of firebase.json) when Java 21 or
 *   later is on the PATH, with database.rules.json loaded by the emulator itself; `--stand-in`
 *   skips it;
 * - otherwise the project's wire stand-in, which judges every get, listen and write by
 *   database.rules.json as the signed-in user (scripts/localFirebase.ts).
 *
 * Photos (P62) go to the Storage stand-in, which judges every request as storage.rules
 * (adapters/firebase/testing/fakeStorageServer.ts): the real Storage emulator needs Java too.
 *
 * It seeds today's `demo` and its accounts, serves the app (Vite's dev server) in Firebase mode
 * pointing at both (the P48 emulator settings), prints the URL and the accounts, and stops
 * everything on Ctrl+C. Options: `--size tiny|demo|large`, `--today yyyy-mm-dd`, `--port N`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { generateFixture } from '../fixtures/generator';
import type { FixtureSize } from '../fixtures/generator';
import { startFakeStorageServer } from '../adapters/firebase/testing/fakeStorageServer';
import {
  LOCAL_EDIT_PASSWORD,
  LOCAL_PASSWORD,
  LOCAL_PROJECT_ID,
  LOCAL_STORAGE_BUCKET,
  accountsOf,
  localFirebaseEnv,
  startLocalFirebase,
} from './localFirebase';
import { startAuthEmulator } from '../tests/support/authEmulator';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Java's major version on the PATH, or null. */
function javaMajor(): number | null {
  const run = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  const match = /version "(\d+)/.exec(`${run.stderr}${run.stdout}`);
  return match ? Number(match[1]) : null;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nada respondeu na porta ${port}`));
        else setTimeout(attempt, 500);
      });
    };
    attempt();
  });
}

const size = (option('size') ?? 'demo') as FixtureSize;
const today = option('today') ?? localDay(new Date());
const data = generateFixture({ size, today }) as unknown as Record<string, unknown>;
const major = javaMajor();
const useEmulator = major !== null && major >= 21 && !process.argv.includes('--stand-in');

const stops: (() => Promise<unknown>)[] = [];
let env: Record<string, string>;
let databaseLabel: string;
if (useEmulator) {
  // The real emulator: firebase-tools downloads its jar the first time (needs internet).
  const port = 9000;
  const child: ChildProcess = spawn(
    'npx',
    ['firebase-tools', 'emulators:start', '--only', 'database', '--project', LOCAL_PROJECT_ID],
    { cwd: root, stdio: 'inherit' },
  );
  stops.push(async () => child.kill('SIGINT'));
  await waitForPort(port, 120_000);
  const seeded = await fetch(`http://127.0.0.1:${port}/.json?ns=${LOCAL_PROJECT_ID}`, {
    method: 'PUT',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify(data),
  });
  if (!seeded.ok) throw new Error(`o emulador recusou os dados: ${seeded.status}`);
  const auth = await startAuthEmulator(LOCAL_PROJECT_ID);
  await auth.addAccounts(accountsOf(data));
  stops.push(() => auth.stop());
  // P62: photos on the Storage stand-in, which judges as storage.rules does.
  const storage = await startFakeStorageServer({ bucket: LOCAL_STORAGE_BUCKET });
  stops.push(() => storage.close());
  const databaseHost = `127.0.0.1:${port}`;
  env = localFirebaseEnv(auth.host, databaseHost, `${storage.host}:${storage.port}`);
  databaseLabel = `emulador do Realtime Database (Java ${major}) em ${databaseHost}`;
} else {
  const local = await startLocalFirebase({ data });
  stops.push(() => local.stop());
  env = local.env;
  databaseLabel =
    `substituto local do Realtime Database em ${local.databaseHost}, ` +
    'com as regras de database.rules.json' +
    (major === null ? ' (sem Java 21 aqui)' : ` (Java ${major}: o emulador pede 21)`);
}

// Vite takes VITE_* from the environment before .env files: a developer's .env.local with a
// real project is not used here.
Object.assign(process.env, env);
const port = option('port');
const server = await createServer({
  root,
  configFile: path.join(root, 'vite.config.ts'),
  // The SDK is imported lazily (Firebase mode only): bundled before the first page, so the
  // first load does not meet Vite's 'Outdated Optimize Dep' while it discovers it.
  optimizeDeps: {
    include: ['firebase/app', 'firebase/auth', 'firebase/database', 'firebase/storage'],
  },
  server: {
    ...(port === undefined ? {} : { port: Number(port), strictPort: true }),
    watch: {
      ignored: ['**/coverage/**', '**/dist/**', '**/tests/e2e/out/**', '**/fixtures/out/**'],
    },
  },
});
await server.listen();
stops.push(() => server.close());

const url = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`;
const line = `Faturamento (Firebase local): ${url}`;
// README's four demo accounts first, then the others.
const FIRST = ['admin@demo.local', 'func@demo.local', 'superv@demo.local', 'equipe01@demo.local'];
const emails = accountsOf(data)
  .filter((account) => !account.disabled)
  .map((account) => account.email)
  .sort((a, b) => (FIRST.indexOf(a) + 1 || 99) - (FIRST.indexOf(b) + 1 || 99));
console.log(`\n  ${'─'.repeat(line.length)}\n  ${line}\n  ${'─'.repeat(line.length)}\n`);
console.log(`  Dados: ${size} de ${today}; banco: ${databaseLabel}.`);
console.log(`  Login: emulador do Firebase Auth em ${env.VITE_FIREBASE_AUTH_EMULATOR_HOST}.`);
console.log(
  `  Fotos: substituto local do Storage em ${env.VITE_FIREBASE_STORAGE_EMULATOR_HOST}, ` +
    'com as regras de storage.rules.',
);
console.log(`  Contas (senha ${LOCAL_PASSWORD}): ${emails.slice(0, 4).join(', ')}`);
console.log(`    e mais ${emails.length - 4}: ${emails.slice(4).join(', ')}`);
console.log(`  Senha de edição/exclusão: ${LOCAL_EDIT_PASSWORD}`);
console.log('  Ctrl+C para encerrar.\n');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  for (const each of stops.reverse()) await each().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
