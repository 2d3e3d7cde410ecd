/**
 * The contract suite against the Firebase adapter on the Firebase emulators, when
 * FIREBASE_DATABASE_EMULATOR_HOST is set (docs/firebase.md, "Tests": one command). The auth
 * emulator is FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099 (firebase.json). This is the
 * check against Firebase's own server; without the variable it is skipped and says so.
 *
 * Always, the same suite runs on the real SDK against the real Auth emulator and the in-process
 * fake database (tests/contract/firebaseAuthEmulator.contract.test.ts).
 *
 * The emulator's database runs open rules here (the contract's Ports are signed out), so D51's
 * revision checks, which the rules make, are not judged in this run: the harness says so and
 * the suite leaves those cases to tests/rules and the fake server.
 */
import { describePortsContract } from './portsContract';
import type { ContractHarness } from './portsContract';
import { PROJECT_ID, accountsOf, portsOver } from './firebaseHarness';

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

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
        enforcesWriteContract: false,
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
