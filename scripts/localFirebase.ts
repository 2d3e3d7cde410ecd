/**
 * A local Firebase for the app in Firebase mode (P49): firebase-tools' Auth emulator in this
 * process, a Realtime Database: the project's wire stand-in
 * (adapters/firebase/testing/fakeRtdbServer.ts) judging every request by database.rules.json,
 * and (P62) Storage for the photos: the upload protocol's stand-in
 * (adapters/firebase/testing/fakeStorageServer.ts) judging every request as storage.rules.
 * Seeded with an export (today's `demo` by default) and its accounts: every uid of users/ and
 * users-mobile/ signs in with its email and demo123 (desativado@demo.local is disabled, as in
 * fixture mode).
 *
 * Used by `npm run start:firebase` (scripts/start-firebase.ts), the Firebase-mode journeys
 * (scripts/e2e.mjs through scripts/e2e-firebase.ts) and bench:firebase. The stand-in also
 * answers a small control API on the same port, for tests and benchmarks only (CONTROL below).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DISABLED_DEMO_EMAIL } from '../adapters/memory/auth';
import { startFakeRtdbServer } from '../adapters/firebase/testing/fakeRtdbServer';
import type { FakeRtdbServer } from '../adapters/firebase/testing/fakeRtdbServer';
import { startFakeStorageServer } from '../adapters/firebase/testing/fakeStorageServer';
import type { FakeStorageServer } from '../adapters/firebase/testing/fakeStorageServer';
import { startAuthEmulator } from '../tests/support/authEmulator';
import type { AuthEmulator, EmulatorAccount } from '../tests/support/authEmulator';

export const LOCAL_PROJECT_ID = 'demo-faturamento';
export const LOCAL_PASSWORD = 'demo123';
/** SPEC §6's edit/delete password in the local Firebase build (fixture mode's default). */
export const LOCAL_EDIT_PASSWORD = '1234';
/** P62: the bucket of the local build (firebaseConfig.storageBucket of a `demo-` project). */
export const LOCAL_STORAGE_BUCKET = `${LOCAL_PROJECT_ID}.appspot.com`;

/** The control API's paths (POST reset; GET value?path=; PUT value?path=; GET photos…). */
export const CONTROL = '/__stand-in';

export interface LocalFirebase {
  auth: AuthEmulator;
  database: FakeRtdbServer;
  /** `host:port` of the database stand-in. */
  databaseHost: string;
  /** P62: the Storage stand-in (photos), and its `host:port`. */
  storage: FakeStorageServer;
  storageHost: string;
  /** The VITE_* settings of a build that talks to these two. */
  env: Record<string, string>;
  /** The accounts created (email → uid), in the export's order. */
  accounts: EmulatorAccount[];
  stop(): Promise<void>;
}

/** The accounts of an export: each uid of users/ and users-mobile/ once, with its email. */
export function accountsOf(data: Record<string, unknown>): EmulatorAccount[] {
  const out = new Map<string, EmulatorAccount>();
  for (const collection of ['users', 'users-mobile']) {
    const records = (data[collection] ?? {}) as Record<string, { email?: unknown }>;
    for (const [uid, record] of Object.entries(records)) {
      if (out.has(uid) || typeof record?.email !== 'string' || record.email === '') continue;
      out.set(uid, {
        uid,
        email: record.email,
        password: LOCAL_PASSWORD,
        disabled: record.email === DISABLED_DEMO_EMAIL,
      });
    }
  }
  return [...out.values()];
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Access-Control-Allow-Origin': '*',
  });
  response.end(body === undefined ? '' : JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * The control API (tests and benchmarks; the app never calls it):
 * - POST {CONTROL}/reset: the seeded data again, refusals cleared, no photo stored (P62);
 * - GET {CONTROL}/value?path=/forms: the stored value (as the console's export shows it);
 * - PUT {CONTROL}/value?path=/defaults/currentFactor with a JSON body: the console's edit
 *   (no rules, listeners told);
 * - GET {CONTROL}/refusals: what the rules refused since the last reset;
 * - GET {CONTROL}/photos: the paths of the stored photos, in order (P62: a journey checks that
 *   a photo reached Storage); GET {CONTROL}/photos/refusals: what storage.rules refused;
 * - GET {CONTROL}/traffic: the bytes each WebSocket connection carried (bench:firebase);
 * - POST {CONTROL}/hold?path=/forms/ORCDISTBA01: holds gets and listens under the path until
 *   POST {CONTROL}/release?id= (the answer's id).
 */
function controlApi(get: () => FakeRtdbServer, photos: () => FakeStorageServer | null) {
  const held = new Map<string, () => void>();
  let holds = 0;
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const database = get();
    const path = url.searchParams.get('path') ?? '/';
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    void (async () => {
      switch (route) {
        case `POST ${CONTROL}/reset`:
          for (const release of held.values()) release();
          held.clear();
          database.reset();
          photos()?.reset();
          return send(response, 200, { ok: true });
        case `GET ${CONTROL}/value`:
          return send(response, 200, database.valueAt(path));
        case `PUT ${CONTROL}/value`:
          database.put(path, await bodyOf(request));
          return send(response, 200, { ok: true });
        case `GET ${CONTROL}/refusals`:
          return send(response, 200, database.refusals);
        case `GET ${CONTROL}/photos`:
          return send(response, 200, photos()?.paths() ?? []);
        case `GET ${CONTROL}/photos/refusals`:
          return send(response, 200, photos()?.refusals ?? []);
        case `GET ${CONTROL}/traffic`:
          return send(response, 200, database.traffic);
        case `POST ${CONTROL}/hold`: {
          holds += 1;
          const id = String(holds);
          held.set(id, database.hold(path));
          return send(response, 200, { id });
        }
        case `POST ${CONTROL}/release`: {
          const id = url.searchParams.get('id') ?? '';
          held.get(id)?.();
          held.delete(id);
          return send(response, 200, { ok: true });
        }
        default:
          return send(response, 404, { error: `no ${route}` });
      }
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  };
}

/** The VITE_* settings of a build in Firebase mode on local emulators (P48), `host:port` each. */
export function localFirebaseEnv(
  authHost: string,
  databaseHost: string,
  storageHost: string,
): Record<string, string> {
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
    // The namespace the database serves (`?ns=`); the host is the emulator setting's.
    VITE_FIREBASE_DATABASE_URL: `http://${databaseHost}?ns=${LOCAL_PROJECT_ID}`,
    VITE_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
    VITE_FIREBASE_DATABASE_EMULATOR_HOST: databaseHost,
    VITE_FIREBASE_STORAGE_BUCKET: LOCAL_STORAGE_BUCKET,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
    VITE_EDIT_PASSWORD: LOCAL_EDIT_PASSWORD,
  };
}

/**
 * Starts the three services and seeds them. `databasePort`/`authPort`/`storagePort` fix the
 * ports (a build names them); free ones otherwise.
 */
export async function startLocalFirebase(
  options: { data: Record<string, unknown>; databasePort?: number } & {
    authPort?: number;
    storagePort?: number;
  },
): Promise<LocalFirebase> {
  const rules = JSON.parse(
    readFileSync(new URL('../database.rules.json', import.meta.url), 'utf8'),
  ) as object;
  const storage = await startFakeStorageServer({
    bucket: LOCAL_STORAGE_BUCKET,
    ...(options.storagePort === undefined ? {} : { port: options.storagePort }),
  });
  let database: FakeRtdbServer | null = null;
  database = await startFakeRtdbServer({
    rules,
    http: controlApi(
      () => database as FakeRtdbServer,
      () => storage,
    ),
    ...(options.databasePort === undefined ? {} : { port: options.databasePort }),
  });
  database.seed(options.data);
  const auth = await startAuthEmulator(LOCAL_PROJECT_ID, options.authPort);
  const accounts = accountsOf(options.data);
  await auth.addAccounts(accounts);
  const databaseHost = `${database.host}:${database.port}`;
  const storageHost = `${storage.host}:${storage.port}`;
  const env = localFirebaseEnv(auth.host, databaseHost, storageHost);
  return {
    auth,
    database,
    databaseHost,
    storage,
    storageHost,
    env,
    accounts,
    async stop() {
      await Promise.allSettled([
        auth.stop(),
        (database as FakeRtdbServer).close(),
        storage.close(),
      ]);
    },
  };
}
