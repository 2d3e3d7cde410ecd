/**
 * createFirebasePorts end to end: the settings → app → database → repos chain, with the
 * database pointed at the fake wire-protocol server through FIREBASE_DATABASE_EMULATOR_HOST
 * (the SDK reads that variable itself).
 */
import { startFakeRtdbServer, type FakeRtdbServer } from './testing/fakeRtdbServer';

let fake: FakeRtdbServer;
const previous = process.env.FIREBASE_DATABASE_EMULATOR_HOST;

beforeAll(async () => {
  fake = await startFakeRtdbServer();
  process.env.FIREBASE_DATABASE_EMULATOR_HOST = `${fake.host}:${fake.port}`;
});

afterAll(async () => {
  if (previous === undefined) delete process.env.FIREBASE_DATABASE_EMULATOR_HOST;
  else process.env.FIREBASE_DATABASE_EMULATOR_HOST = previous;
  const { deleteApp, getApps } = await import('firebase/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await fake.close();
});

it('builds the four ports over one app from the settings', async () => {
  const { createFirebasePorts } = await import('./ports');
  const { getApps } = await import('firebase/app');
  fake.seed({
    users: { u1: { type: 'admin', name: 'Ana' } },
    defaults: { currentFactor: 1.7 },
    forms: { ORCDISTBA01: { k: { id: 'B1', date: 5 } } },
  });

  const ports = createFirebasePorts({
    apiKey: 'test-api-key',
    authDomain: 'faturamento-demo.firebaseapp.com',
    databaseURL: 'https://faturamento-demo-default-rtdb.firebaseio.com',
    projectId: 'faturamento-demo',
    appId: '1:123:web:abc',
  });

  expect(getApps().map((app) => app.name)).toEqual(['[DEFAULT]']);
  expect(await ports.users.getUser('u1')).toMatchObject({
    collection: 'users',
    record: { type: 'admin' },
  });
  expect(await ports.catalog.globalFactor()).toBe(1.7);
  expect(await ports.invoices.listAll('ORCDISTBA01')).toEqual([
    { team: 'ORCDISTBA01', key: 'k', invoice: { id: 'B1', date: 5 } },
  ]);
  const seen: unknown[] = [];
  const stop = ports.auth.watchAuthState((user) => seen.push(user));
  await vi.waitFor(() => expect(seen).toEqual([null]));
  stop();
  // The database of the settings' URL is the one the SDK connected to.
  expect(fake.connections).toEqual([expect.stringContaining('ns=faturamento-demo-default-rtdb')]);
});
