/**
 * Checks in real Chromium that the report worker reads with the main thread's session
 * (docs/firebase.md, "The report worker reads for itself"):
 *
 *   npx tsx adapters/firebase/testing/workerSession/check.ts
 *
 * It builds main.ts + worker.ts with Vite (module worker, as the app), serves them, mocks the
 * identity REST endpoints with Playwright routes, and points the database at the fake
 * wire-protocol server. It passes when the worker's Auth has the user the main thread signed
 * in, its database connection authenticates with that user's ID token, and its read returns
 * the team's bulletins. Needs Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startFakeRtdbServer } from '../fakeRtdbServer';
import type { CheckResult } from './main';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'worker-session-'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const now = Math.floor(Date.now() / 1000);
const idToken = [
  base64url({ alg: 'RS256', typ: 'JWT' }),
  base64url({
    iss: 'https://securetoken.google.com/demo-faturamento',
    aud: 'demo-faturamento',
    auth_time: now,
    user_id: 'uid-admin',
    sub: 'uid-admin',
    iat: now,
    exp: now + 3600,
    email: 'admin@demo.local',
    firebase: { identities: {}, sign_in_provider: 'password' },
  }),
  'signature',
].join('.');

await build({
  configFile: false,
  logLevel: 'warn',
  root: here,
  worker: { format: 'es' },
  build: { outDir, emptyOutDir: true, target: 'es2022' },
});

const fake = await startFakeRtdbServer();
fake.seed({ forms: { ORCDISTBA01: { k1: { id: 'A', date: 1 }, k2: { id: 'B', date: 2 } } } });

const web = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  const file = path.join(outDir, pathname === '/' ? 'index.html' : pathname);
  if (!file.startsWith(outDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
  response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
});
await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', () => resolve()));
const { port } = web.address() as AddressInfo;

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  const context = await browser.newContext();
  const identityCalls: string[] = [];
  // Routes on the context also answer the worker's requests (its Auth reloads the user).
  await context.route('**/identitytoolkit.googleapis.com/**', async (route) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    const url = route.request().url().replace(/\?.*/, '');
    identityCalls.push(url.slice(url.lastIndexOf('/') + 1));
    const body = url.endsWith('accounts:signInWithPassword')
      ? {
          localId: 'uid-admin',
          email: 'admin@demo.local',
          idToken,
          refreshToken: 'r',
          expiresIn: '3600',
        }
      : { users: [{ localId: 'uid-admin', email: 'admin@demo.local', passwordHash: 'x' }] };
    return route.fulfill({
      status: 200,
      headers: cors,
      contentType: 'application/json',
      body: JSON.stringify(body),
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`http://127.0.0.1:${port}/?db=${fake.port}`);
  await page.waitForFunction(() => document.getElementById('out')?.textContent === 'ready');
  const result = await page.evaluate(() =>
    (
      globalThis as unknown as { runWorkerSessionCheck: () => Promise<CheckResult> }
    ).runWorkerSessionCheck(),
  );

  const authenticated = fake.requests.some(
    (request) =>
      (request.action === 'auth' || request.action === 'gauth') &&
      request.body.cred === result.token,
  );
  const checks: [string, boolean][] = [
    [
      'the worker signed-in user is the main thread one',
      'uid' in result.worker && result.worker.uid === 'uid-admin',
    ],
    ['the worker database connection uses that user ID token', authenticated],
    [
      'the worker read forms/ORCDISTBA01',
      'keys' in result.worker && result.worker.keys.join() === 'k1,k2',
    ],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  console.log(
    `identity calls: ${identityCalls.join(', ')}; worker answer: ${JSON.stringify(result.worker)}`,
  );
  failed = checks.some(([, ok]) => !ok);
} finally {
  await browser.close();
  web.close();
  await fake.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
