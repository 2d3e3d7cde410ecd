/**
 * The pieces a contract harness for the Firebase adapter is made of: the seed's accounts, Ports
 * built from the adapter's factories over one Firebase app, and the in-process fake database
 * (adapters/firebase/testing/fakeRtdbServer.ts) with `failWrites` as a refusal hook.
 *
 * The firebase/* SDK and the adapter are imported inside the functions, never at the top: a test
 * file that mocks fetch with msw must start msw before firebase/auth is first imported.
 */
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { startFakeRtdbServer } from '../../adapters/firebase/testing/fakeRtdbServer';
import type { Ports } from '../../src/core/ports';
import type { ContractHarness } from './portsContract';
import { CONTRACT_PASSWORD, DISABLED_EMAIL } from './seed';
import type { ContractSeed } from './seed';

export const PROJECT_ID = 'demo-faturamento';

export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  disabled: boolean;
}

/** Every user record with an email is an account (seed.ts); a uid in both collections once. */
export function accountsOf(seed: ContractSeed): SeedAccount[] {
  const accounts = new Map<string, SeedAccount>();
  for (const collection of ['users', 'users-mobile'] as const) {
    const records = (seed[collection] ?? {}) as Record<string, { email?: unknown }>;
    for (const [uid, record] of Object.entries(records)) {
      if (typeof record.email === 'string' && !accounts.has(uid)) {
        accounts.set(uid, {
          uid,
          email: record.email,
          password: CONTRACT_PASSWORD,
          disabled: record.email === DISABLED_EMAIL,
        });
      }
    }
  }
  return [...accounts.values()];
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** A write at `written` touches `failing` when one path contains the other. */
export function touches(written: string, failing: string): boolean {
  const a = splitPath(written);
  const b = splitPath(failing);
  return a.slice(0, b.length).join('/') === b.slice(0, a.length).join('/');
}

/** Who the app signed in as, as targaryen's `auth` (its email is `auth.token.email`). */
interface AppUser {
  uid: string;
  email: string | null;
}

/**
 * Issue 15, P51: database.rules.json judged by targaryen on the fake's tree for the user the app
 * signed in as: the fake runs without rules here (the contract's own ports are signed out), so
 * the harness asks targaryen whether that user may read the path each get or listen names, and
 * make each put or merge (D51's revision checks are the rules'). The user is the app's Auth's,
 * not the wire token's: the fake does not verify tokens.
 */
function rulesJudge() {
  const rules = JSON.parse(
    readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
  ) as object;
  const as = (tree: unknown, user: AppUser | null) =>
    targaryen
      .database(rules, tree ?? null, Date.now())
      .as(
        user === null
          ? null
          : { uid: user.uid, provider: 'password', token: user.email ? { email: user.email } : {} },
      );
  return {
    read: (tree: unknown, user: AppUser | null, path: string) => as(tree, user).read(path).allowed,
    write: (tree: unknown, user: AppUser | null, action: 'p' | 'm', path: string, data: unknown) =>
      action === 'p'
        ? as(tree, user).write(path, data).allowed
        : as(tree, user).update(path, (data ?? {}) as Record<string, unknown>).allowed,
  };
}

let apps = 0;

/** Ports over one new app, built from the adapter's factories (createFirebasePorts takes settings). */
export async function portsOver(
  databaseURL: string,
  connect: (db: Database, auth: Auth) => void,
): Promise<{ ports: Ports; dispose: () => Promise<void> }> {
  const { deleteApp } = await import('firebase/app');
  const { getAuth } = await import('firebase/auth');
  const { getDatabase } = await import('firebase/database');
  const { getStorage } = await import('firebase/storage');
  const firebase = await import('../../adapters/firebase');
  apps += 1;
  const app = firebase.createFirebaseApp(
    {
      apiKey: 'contract-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      databaseURL,
      projectId: PROJECT_ID,
      appId: '1:000000000000:web:0000000000000000',
    },
    `contract-${apps}`,
  );
  const db = getDatabase(app);
  const auth = getAuth(app);
  connect(db, auth);
  return {
    ports: {
      auth: firebase.createAuthPort(auth),
      users: firebase.createFirebaseUserRepo(db),
      catalog: firebase.createFirebaseCatalogRepo(db),
      invoices: firebase.createFirebaseInvoiceRepo(db),
      connection: firebase.createFirebaseConnection(db),
      // P62: no bucket in these settings, so every put is refused (the ports contract stores
      // no photo; the photo contract has its own harness).
      photos: firebase.createFirebasePhotoStore(getStorage(app), auth),
    },
    dispose: () => deleteApp(app),
  };
}

/**
 * A harness on the fake database loaded with the seed; `connectAuth` points the app's Auth at
 * the sign-in service the caller provides (msw handlers or the Auth emulator).
 */
export async function fakeDatabaseHarness(
  seed: ContractSeed,
  connectAuth: (auth: Auth) => void,
): Promise<ContractHarness> {
  const { connectDatabaseEmulator } = await import('firebase/database');
  const { setLogLevel } = await import('firebase/app');
  setLogLevel('error'); // refused writes are part of the suite
  const fake = await startFakeRtdbServer();
  fake.seed(seed);
  let appAuth: Auth | null = null;
  const { ports, dispose } = await portsOver('https://contract-fake.firebaseio.com', (db, auth) => {
    connectDatabaseEmulator(db, fake.host, fake.port);
    connectAuth(auth);
    appAuth = auth;
  });
  let failing: readonly string[] = [];
  let judge: ReturnType<typeof rulesJudge> | null = null;
  fake.refuse = (action, path, data) => {
    const current = (appAuth as Auth | null)?.currentUser ?? null;
    const user = current === null ? null : { uid: current.uid, email: current.email };
    if (action === 'g' || action === 'q') {
      return judge && !judge.read(fake.valueAt('/'), user, path) ? 'permission_denied' : null;
    }
    const written =
      action === 'm'
        ? Object.keys((data ?? {}) as object).map((child) => `${path}/${child}`)
        : [path];
    const refused =
      written.some((w) => failing.some((f) => touches(w, f))) ||
      (judge !== null && !judge.write(fake.valueAt('/'), user, action, path, data));
    return refused ? 'permission_denied' : null;
  };
  return {
    ports,
    read: async (path) => fake.valueAt(path),
    failWrites: async (paths) => {
      failing = paths;
    },
    portsUnderRules: async () => {
      judge ??= rulesJudge();
      return ports;
    },
    dispose: async () => {
      await dispose();
      await fake.close();
    },
  };
}
