/**
 * Sign-in on Firebase's own Auth emulator (firebase-tools, started in this process by
 * tests/support/authEmulator.ts: no network, no Java), with the real firebase/auth SDK through
 * the adapter:
 *
 * 1. the ports contract, its AuthPort part answered by the emulator (the database is the
 *    in-process fake, as in tests/contract/firebase.contract.test.ts);
 * 2. every SPEC §8 login message the emulator can produce, with the emulator's default answers
 *    (INVALID_PASSWORD, EMAIL_NOT_FOUND) and with email enumeration protection on, as production
 *    answers (INVALID_LOGIN_CREDENTIALS). Too many attempts and unreadable replies, which the
 *    emulator never sends, are in adapters/firebase/auth.test.ts (msw).
 *
 * One emulator for the whole file: it takes seconds to start (AUTH_EMULATOR_START_TIMEOUT_MS).
 */
import type { Auth } from 'firebase/auth';
import { createServer, type AddressInfo } from 'node:net';
import type { AuthPort } from '../../src/core/ports';
import { loginErrorMessage } from '../../src/core/validation';
import {
  AUTH_EMULATOR_START_TIMEOUT_MS,
  startAuthEmulator,
  type AuthEmulator,
} from '../support/authEmulator';
import { PROJECT_ID, accountsOf, fakeDatabaseHarness } from './firebaseHarness';
import { describePortsContract } from './portsContract';

let emulator: AuthEmulator;

beforeAll(async () => {
  emulator = await startAuthEmulator(PROJECT_ID);
}, AUTH_EMULATOR_START_TIMEOUT_MS);

afterAll(async () => {
  await emulator?.stop();
});

async function connectedToEmulator(url: string) {
  const { connectAuthEmulator } = await import('firebase/auth');
  return (auth: Auth) => connectAuthEmulator(auth, url, { disableWarnings: true });
}

// --- 1. The ports contract -----------------------------------------------------------------

describePortsContract(
  'Firebase adapter, real SDK; sign-in on the Auth emulator, database on the in-process fake',
  async (seed) => {
    await emulator.reset();
    await emulator.addAccounts(accountsOf(seed));
    return fakeDatabaseHarness(seed, await connectedToEmulator(emulator.url));
  },
  { quietMs: 100 },
);

// --- 2. SPEC §8 login messages -------------------------------------------------------------

const EMAIL = 'admin@demo.local';
const PASSWORD = 'senha-certa-1';
const DISABLED = 'desativada@demo.local';

let appCount = 0;

/** A new app whose Auth talks to `url`, as the adapter's AuthPort. */
async function authPortOn(
  url: string,
  tenantId: string | null = null,
): Promise<{ auth: AuthPort; dispose: () => Promise<void> }> {
  const { deleteApp } = await import('firebase/app');
  const { getAuth } = await import('firebase/auth');
  const firebase = await import('../../adapters/firebase');
  appCount += 1;
  const app = firebase.createFirebaseApp(
    {
      apiKey: 'emulator-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      databaseURL: `https://${PROJECT_ID}-default-rtdb.firebaseio.com`,
      projectId: PROJECT_ID,
      appId: '1:000000000000:web:0000000000000000',
    },
    `auth-emulator-${appCount}`,
  );
  const sdkAuth = getAuth(app);
  (await connectedToEmulator(url))(sdkAuth);
  sdkAuth.tenantId = tenantId;
  return { auth: firebase.createAuthPort(sdkAuth), dispose: () => deleteApp(app) };
}

/** The error code and the SPEC §8 message of a sign-in that must fail. */
async function failure(
  auth: AuthPort,
  email: string,
  password: string,
): Promise<{ code: string; message: string }> {
  const error: unknown = await auth.signIn(email, password).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'AuthError' });
  const code = (error as { code: string }).code;
  return { code, message: loginErrorMessage(code) };
}

describe('SPEC §8 login messages, real SDK on the Auth emulator', () => {
  let auth: AuthPort;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    await emulator.reset();
    await emulator.addAccounts([
      { uid: 'uid-admin', email: EMAIL, password: PASSWORD },
      { uid: 'uid-desativada', email: DISABLED, password: PASSWORD, disabled: true },
    ]);
    ({ auth, dispose } = await authPortOn(emulator.url));
  });

  afterEach(async () => {
    await dispose();
  });

  it('the right password signs in (the accounts exist as set up)', async () => {
    expect(await auth.signIn(EMAIL, PASSWORD)).toEqual({ uid: 'uid-admin', email: EMAIL });
  });

  describe("with the emulator's default answers (no email enumeration protection)", () => {
    it('a wrong password (INVALID_PASSWORD) reads "Email ou senha incorretos."', async () => {
      expect(await failure(auth, EMAIL, 'senha-errada')).toEqual({
        code: 'auth/wrong-password',
        message: 'Email ou senha incorretos.',
      });
    });

    it('an unknown email (EMAIL_NOT_FOUND) reads "Email ou senha incorretos."', async () => {
      expect(await failure(auth, 'ninguem@demo.local', PASSWORD)).toEqual({
        code: 'auth/user-not-found',
        message: 'Email ou senha incorretos.',
      });
    });

    it('a disabled account (USER_DISABLED) reads "Esta conta foi desabilitada."', async () => {
      expect(await failure(auth, DISABLED, PASSWORD)).toEqual({
        code: 'auth/user-disabled',
        message: 'Esta conta foi desabilitada.',
      });
    });

    it('a malformed email (INVALID_EMAIL) reads "Email ou senha incorretos."', async () => {
      expect(await failure(auth, 'nao-e-um-email', PASSWORD)).toEqual({
        code: 'auth/invalid-credential',
        message: 'Email ou senha incorretos.',
      });
    });
  });

  describe('with email enumeration protection on, as production answers', () => {
    beforeEach(() => emulator.setEmailEnumerationProtection(true));

    it('a wrong password (INVALID_LOGIN_CREDENTIALS) reads "Email ou senha incorretos."', async () => {
      expect(await failure(auth, EMAIL, 'senha-errada')).toEqual({
        code: 'auth/invalid-credential',
        message: 'Email ou senha incorretos.',
      });
    });

    it('an unknown email (INVALID_LOGIN_CREDENTIALS) reads "Email ou senha incorretos."', async () => {
      expect(await failure(auth, 'ninguem@demo.local', PASSWORD)).toEqual({
        code: 'auth/invalid-credential',
        message: 'Email ou senha incorretos.',
      });
    });

    it('a disabled account still reads "Esta conta foi desabilitada."', async () => {
      expect(await failure(auth, DISABLED, PASSWORD)).toEqual({
        code: 'auth/user-disabled',
        message: 'Esta conta foi desabilitada.',
      });
    });
  });

  it('password sign-in turned off (a tenant without it) reads "Erro no login. Tente novamente."', async () => {
    const tenantId = await emulator.addTenantWithoutPasswordSignIn();
    const tenant = await authPortOn(emulator.url, tenantId);
    try {
      expect(await failure(tenant.auth, EMAIL, PASSWORD)).toEqual({
        code: 'auth/unknown',
        message: 'Erro no login. Tente novamente.',
      });
    } finally {
      await tenant.dispose();
    }
  });

  it('no server listening (connection refused) reads "Erro de conexão. Verifique sua internet."', async () => {
    // A port that was free a moment ago: the SDK's fetch is refused, as with no network.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const offline = await authPortOn(`http://127.0.0.1:${port}`);
    try {
      expect(await failure(offline.auth, EMAIL, PASSWORD)).toEqual({
        code: 'auth/network-request-failed',
        message: 'Erro de conexão. Verifique sua internet.',
      });
    } finally {
      await offline.dispose();
    }
  });
});
