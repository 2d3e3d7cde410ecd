/**
 * The Firebase Auth emulator of firebase-tools, started inside the test process: plain Node (no
 * Java, no download), no network, no login, no update check, no `firebase.json`. It is the
 * emulator's own HTTP app (`createApp` of firebase-tools' `lib/emulator/auth/server.js`, the
 * function `firebase emulators:start --only auth` calls) on a free port of 127.0.0.1, so runs in
 * parallel never collide and nothing else has to be running.
 *
 * It relies on that internal module path, so firebase-tools is pinned to one exact version in
 * package.json; `startAuthEmulator` fails at once, saying so, if an upgrade moved it.
 *
 * Speed: as shipped, the emulator compiles (ajv, through exegesis) a validator for every
 * operation of the identity-toolkit API before it answers anything: ~9 s of one core. Here it
 * is created with exegesis' own `lazyCompileValidationSchemas` option, which compiles the same
 * validators on an operation's first request instead: ~2 s, answers unchanged. If a later
 * exegesis-express could not take the option this way, the emulator still starts, only slower.
 * Start it once per test file, in a `beforeAll` with AUTH_EMULATOR_START_TIMEOUT_MS.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRequire } from 'node:module';

export const AUTH_EMULATOR_PROJECT_ID = 'demo-faturamento';

/** What a `beforeAll` that starts the emulator should allow, on a busy two-core machine. */
export const AUTH_EMULATOR_START_TIMEOUT_MS = 60_000;

/** The emulator's admin credential: it may create, disable and delete any account. */
const OWNER = { Authorization: 'Bearer owner' };

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  disabled?: boolean;
}

export interface AuthEmulator {
  /** `host:port`, as FIREBASE_AUTH_EMULATOR_HOST holds it. */
  readonly host: string;
  /** `http://host:port`, as connectAuthEmulator takes it. */
  readonly url: string;
  readonly projectId: string;
  /** Deletes every account and turns email enumeration protection off (the emulator's default). */
  reset(): Promise<void>;
  /** Creates the accounts in one request of the admin API (`accounts:batchCreate`). */
  addAccounts(accounts: readonly EmulatorAccount[]): Promise<void>;
  /**
   * Email enumeration protection, on by default in projects made since September 2023: sign-in
   * then answers INVALID_LOGIN_CREDENTIALS for a wrong password and for an unknown email, as
   * production does. Off (the emulator's default) it answers INVALID_PASSWORD and
   * EMAIL_NOT_FOUND.
   */
  setEmailEnumerationProtection(on: boolean): Promise<void>;
  /** A tenant whose settings refuse password sign-in; resolves with its tenant id. */
  addTenantWithoutPasswordSignIn(): Promise<string>;
  /** Closes the server and every open connection. */
  stop(): Promise<void>;
}

interface EmulatorServerModule {
  createApp(
    defaultProjectId: string,
    singleProjectMode?: number,
    projectStateForId?: Map<string, unknown>,
  ): Promise<RequestListener>;
}

/** firebase-tools' SingleProjectMode.ERROR: a request for another project id is refused. */
const SINGLE_PROJECT_MODE_ERROR = 2;

interface ExegesisExpress {
  middleware: (spec: unknown, options: Record<string, unknown>) => Promise<unknown>;
}

const SERVER_MODULE = 'firebase-tools/lib/emulator/auth/server.js';

function loadEmulatorServer(): EmulatorServerModule {
  const require = createRequire(import.meta.url);
  let loaded: unknown;
  try {
    loaded = require(SERVER_MODULE);
  } catch (error) {
    throw new Error(
      `The Auth emulator is not where tests/support/authEmulator.ts looks (${SERVER_MODULE}): ` +
        'run `npm ci`, or check the firebase-tools version pinned in package.json.',
      { cause: error },
    );
  }
  if (typeof (loaded as Partial<EmulatorServerModule>).createApp !== 'function') {
    throw new Error(
      `${SERVER_MODULE} no longer exports createApp: check the firebase-tools version.`,
    );
  }
  return loaded as EmulatorServerModule;
}

/**
 * Runs `create` with exegesis-express (the instance the emulator's server module requires)
 * passing `lazyCompileValidationSchemas: true`, then puts the module back as it was.
 */
async function withLazyValidators<T>(create: () => Promise<T>): Promise<T> {
  const require = createRequire(createRequire(import.meta.url).resolve(SERVER_MODULE));
  const exegesis = require('exegesis-express') as Partial<ExegesisExpress>;
  const eager = exegesis.middleware;
  if (typeof eager !== 'function') return create();
  exegesis.middleware = (spec, options) =>
    eager(spec, { ...options, lazyCompileValidationSchemas: true });
  try {
    return await create();
  } finally {
    exegesis.middleware = eager;
  }
}

function listen(server: Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address() as AddressInfo));
  });
}

/** Starts the Auth emulator for `projectId` on a local port (a free one unless given). */
export async function startAuthEmulator(
  projectId = AUTH_EMULATOR_PROJECT_ID,
  port = 0,
): Promise<AuthEmulator> {
  const { createApp } = loadEmulatorServer();
  const app = await withLazyValidators(() => createApp(projectId, SINGLE_PROJECT_MODE_ERROR));
  const server = createServer(app);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const { port: listening } = await listen(server, port);
  const host = `127.0.0.1:${listening}`;
  const url = `http://${host}`;
  const identity = `${url}/identitytoolkit.googleapis.com`;
  const emulatorApi = `${url}/emulator/v1/projects/${projectId}`;

  async function call(method: string, target: string, body?: object): Promise<unknown> {
    const response = await fetch(target, {
      method,
      headers: { 'Content-Type': 'application/json', ...OWNER },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`Auth emulator: ${method} ${target}: ${response.status} ${text}`);
    return text === '' ? null : (JSON.parse(text) as unknown);
  }

  let protection = false;
  async function setEmailEnumerationProtection(on: boolean): Promise<void> {
    await call('PATCH', `${emulatorApi}/config`, {
      emailPrivacyConfig: { enableImprovedEmailPrivacy: on },
    });
    protection = on;
  }

  return {
    host,
    url,
    projectId,
    async reset() {
      await call('DELETE', `${emulatorApi}/accounts`);
      if (protection) await setEmailEnumerationProtection(false);
    },
    async addAccounts(accounts) {
      // The emulator's batchCreate takes a raw password (production's takes only hashes), and
      // answers 200 with an `error` list for the accounts it refused.
      const answer = (await call(
        'POST',
        `${identity}/v1/projects/${projectId}/accounts:batchCreate`,
        {
          users: accounts.map(({ uid, email, password, disabled }) => ({
            localId: uid,
            email,
            rawPassword: password,
            disabled: disabled === true,
          })),
        },
      )) as { error?: unknown[] };
      if (answer.error?.length) {
        throw new Error(`Auth emulator refused accounts: ${JSON.stringify(answer.error)}`);
      }
    },
    setEmailEnumerationProtection,
    async addTenantWithoutPasswordSignIn() {
      const tenant = (await call('POST', `${identity}/v2/projects/${projectId}/tenants`, {
        displayName: 'no-password',
        allowPasswordSignup: false,
      })) as { tenantId: string };
      return tenant.tenantId;
    },
    stop() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}
