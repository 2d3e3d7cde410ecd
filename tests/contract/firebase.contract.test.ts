/**
 * The contract suite against the Firebase adapter, twice:
 *
 * 1. On the Firebase emulator, when FIREBASE_DATABASE_EMULATOR_HOST is set (README.md,
 *    "Firebase": `npx firebase-tools emulators:start --only database,auth`). The auth emulator
 *    is FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099 (firebase.json). This is the check
 *    against Firebase's own server; without the variable it is skipped and says so.
 * 2. Always, on the real firebase/* SDK against in-process stand-ins: the fake wire-protocol
 *    database (adapters/firebase/testing/fakeRtdbServer.ts) and the identity REST endpoints
 *    mocked with msw (adapters/firebase/testing/fakeIdentity.ts). Not Firebase, but every port
 *    method goes through the adapter and the SDK exactly as in the app.
 *
 * firebase/auth keeps a reference to `fetch` when first imported, so msw starts at the top of
 * this file and the SDK and the adapter are imported only inside the harnesses (the type
 * imports below are erased).
 */
import type { Auth } from 'firebase/auth';
import type { Database } from 'firebase/database';
import { setupServer } from 'msw/node';
import { fakeIdentityHandlers } from '../../adapters/firebase/testing/fakeIdentity';
import type { FakeAccount } from '../../adapters/firebase/testing/fakeIdentity';
import { startFakeRtdbServer } from '../../adapters/firebase/testing/fakeRtdbServer';
import type { Ports } from '../../src/core/ports';
import { describePortsContract } from './portsContract';
import type { ContractHarness } from './portsContract';
import { CONTRACT_PASSWORD, DISABLED_EMAIL } from './seed';
import type { ContractSeed } from './seed';

const PROJECT_ID = 'demo-faturamento';

/** Every user record with an email is an account (seed.ts); a uid in both collections once. */
function accountsOf(seed: ContractSeed): FakeAccount[] {
  const accounts = new Map<string, FakeAccount>();
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
function touches(written: string, failing: string): boolean {
  const a = splitPath(written);
  const b = splitPath(failing);
  return a.slice(0, b.length).join('/') === b.slice(0, a.length).join('/');
}

let apps = 0;

/** Ports over one app, built from the adapter's factories (createFirebasePorts takes settings). */
async function portsOver(
  databaseURL: string,
  connect: (db: Database, auth: Auth) => void,
): Promise<{ ports: Ports; dispose: () => Promise<void> }> {
  const { deleteApp } = await import('firebase/app');
  const { getAuth } = await import('firebase/auth');
  const { getDatabase } = await import('firebase/database');
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
    },
    dispose: () => deleteApp(app),
  };
}

// --- 2. In-process stand-ins ---------------------------------------------------------------

let accounts: FakeAccount[] = [];
const identity = setupServer(...fakeIdentityHandlers(() => accounts));
// Requests to a real emulator (run 1) pass through.
identity.listen({ onUnhandledRequest: 'bypass' });
afterAll(() => identity.close());

describePortsContract(
  'Firebase adapter, real SDK against in-process fakes (not Firebase)',
  async (seed): Promise<ContractHarness> => {
    const { connectDatabaseEmulator } = await import('firebase/database');
    const { setLogLevel } = await import('firebase/app');
    setLogLevel('error'); // refused writes are part of the suite
    const fake = await startFakeRtdbServer();
    fake.seed(seed);
    accounts = accountsOf(seed);
    const { ports, dispose } = await portsOver('https://contract-fake.firebaseio.com', (db) =>
      connectDatabaseEmulator(db, fake.host, fake.port),
    );
    return {
      ports,
      read: async (path) => fake.valueAt(path),
      failWrites: async (paths) => {
        fake.refuse =
          paths.length === 0
            ? null
            : (action, path, data) => {
                if (action !== 'p' && action !== 'm') return null;
                const written =
                  action === 'm'
                    ? Object.keys((data ?? {}) as object).map((child) => `${path}/${child}`)
                    : [path];
                const refused = written.some((w) => paths.some((failing) => touches(w, failing)));
                return refused ? 'permission_denied' : null;
              };
      },
      dispose: async () => {
        await dispose();
        await fake.close();
      },
    };
  },
  { quietMs: 100 },
);

// --- 1. The Firebase emulator --------------------------------------------------------------

const databaseHost = process.env.FIREBASE_DATABASE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** The emulators' admin credential: bypasses rules and may manage accounts. */
const OWNER = { Authorization: 'Bearer owner' };

async function call(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...OWNER },
  });
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  }
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** Open rules, except a `.validate: false` on each failing path (it cannot be overridden). */
function rulesFailing(paths: readonly string[]): object {
  const rules: Record<string, unknown> = { '.read': true, '.write': true };
  for (const path of paths) {
    let node = rules;
    for (const part of splitPath(path)) {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    }
    node['.validate'] = false;
  }
  return { rules };
}

let namespaces = 0;

if (databaseHost) {
  describePortsContract(
    `Firebase adapter on the Firebase emulator (${databaseHost}, auth ${authHost})`,
    async (seed): Promise<ContractHarness> => {
      const { connectDatabaseEmulator } = await import('firebase/database');
      const { connectAuthEmulator } = await import('firebase/auth');
      namespaces += 1;
      // A fresh database per test: the emulator creates a namespace on first use.
      const ns = `contract-${Date.now().toString(36)}-${namespaces}`;
      const database = (path: string) => `http://${databaseHost}/${path}?ns=${ns}`;
      const identityApi = `http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;

      await call(database('.settings/rules.json'), {
        method: 'PUT',
        body: JSON.stringify(rulesFailing([])),
      });
      await call(database('.json'), { method: 'PUT', body: JSON.stringify(seed) });
      await call(`http://${authHost}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
        method: 'DELETE',
      });
      for (const account of accountsOf(seed)) {
        await call(`${identityApi}/accounts`, {
          method: 'POST',
          body: JSON.stringify({
            localId: account.uid,
            email: account.email,
            password: account.password,
          }),
        });
        if (account.disabled) {
          await call(`${identityApi}/accounts:update`, {
            method: 'POST',
            body: JSON.stringify({ localId: account.uid, disableUser: true }),
          });
        }
      }

      const [host = '127.0.0.1', port = '9000'] = databaseHost.split(':');
      const { ports, dispose } = await portsOver(`http://${databaseHost}?ns=${ns}`, (db, auth) => {
        connectDatabaseEmulator(db, host, Number(port));
        connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
      });
      return {
        ports,
        read: (path) => call(database(`${path}.json`), { method: 'GET' }),
        failWrites: async (paths) => {
          await call(database('.settings/rules.json'), {
            method: 'PUT',
            body: JSON.stringify(rulesFailing(paths)),
          });
        },
        dispose,
      };
    },
    { quietMs: 300 },
  );
} else {
  // By design (ARCHITECTURE.md): loud, not silent. README.md "Firebase" says how to run it.
  console.warn(
    'Firebase contract suite skipped: set FIREBASE_DATABASE_EMULATOR_HOST (and ' +
      'FIREBASE_AUTH_EMULATOR_HOST) to run it against the Firebase emulator (README.md, "Firebase").',
  );
  describe.skip('Ports contract: Firebase adapter on the Firebase emulator', () => {
    it('skipped: set FIREBASE_DATABASE_EMULATOR_HOST to run it against the emulator', () => {});
  });
}
