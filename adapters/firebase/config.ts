/**
 * Firebase settings from the build environment (ARCHITECTURE.md "Storage adapters").
 *
 * Pure: the caller passes the env object (`import.meta.env` in the app, `process.env` in a
 * script), so the composition root decides fixture or Firebase mode without reading globals.
 */

/**
 * What `initializeApp` needs; the first five are required, the last two optional. Without
 * `storageBucket` the app runs, but stores no photo: every put is refused, naming
 * VITE_FIREBASE_STORAGE_BUCKET (P62, adapters/firebase/photoStore.ts).
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  databaseURL: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
  /**
   * P48: local emulators to connect to instead of the project's servers (host:port each), on
   * the page and in the report worker. Never passed to `initializeApp`.
   */
  emulators?: FirebaseEmulators;
}

/** P48: where the Auth, database and (P62) Storage emulators listen, `host:port`. */
export interface FirebaseEmulators {
  auth?: string;
  database?: string;
  storage?: string;
}

/** P48: the emulator settings, each with its VITE_* variable. */
export const FIREBASE_EMULATOR_ENV_VARS = {
  auth: 'VITE_FIREBASE_AUTH_EMULATOR_HOST',
  database: 'VITE_FIREBASE_DATABASE_EMULATOR_HOST',
  storage: 'VITE_FIREBASE_STORAGE_EMULATOR_HOST',
} as const satisfies Record<keyof FirebaseEmulators, string>;

/** Each setting with the VITE_* variable it comes from. */
export const FIREBASE_ENV_VARS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  databaseURL: 'VITE_FIREBASE_DATABASE_URL',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
} as const satisfies Record<Exclude<keyof FirebaseSettings, 'emulators'>, string>;

const REQUIRED = ['apiKey', 'authDomain', 'databaseURL', 'projectId', 'appId'] as const;
const OPTIONAL = ['storageBucket', 'messagingSenderId'] as const;

/** The variables Firebase mode cannot start without, in .env.example order. */
export const REQUIRED_FIREBASE_ENV_VARS: readonly string[] = REQUIRED.map(
  (key) => FIREBASE_ENV_VARS[key],
);

export type FirebaseConfigResult =
  /** No VITE_FIREBASE_* setting at all: run on the demo fixture (ARCHITECTURE.md). */
  | { mode: 'fixture' }
  | { mode: 'firebase'; config: FirebaseSettings }
  /** Some settings are present but not all required ones: the app names what is missing. */
  | { mode: 'incomplete'; missing: string[] };

/** A setting counts as present when it is a string with something besides spaces. */
function setting(env: Readonly<Record<string, unknown>>, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * Decides the storage mode from the VITE_FIREBASE_* variables: none set → fixture; every
 * required one set → firebase; otherwise incomplete, listing the missing variable names so the
 * startup message can say exactly what to add to .env.local.
 *
 * @example
 * readFirebaseConfig(import.meta.env)
 * // { mode: 'incomplete', missing: ['VITE_FIREBASE_APP_ID'] }
 */
export function readFirebaseConfig(env: Readonly<Record<string, unknown>>): FirebaseConfigResult {
  const anySet = [...REQUIRED, ...OPTIONAL].some(
    (key) => setting(env, FIREBASE_ENV_VARS[key]) !== undefined,
  );
  if (!anySet) return { mode: 'fixture' };

  const missing = REQUIRED.filter((key) => setting(env, FIREBASE_ENV_VARS[key]) === undefined).map(
    (key) => FIREBASE_ENV_VARS[key],
  );
  if (missing.length > 0) return { mode: 'incomplete', missing };

  const config: FirebaseSettings = {
    apiKey: setting(env, FIREBASE_ENV_VARS.apiKey) ?? '',
    authDomain: setting(env, FIREBASE_ENV_VARS.authDomain) ?? '',
    databaseURL: setting(env, FIREBASE_ENV_VARS.databaseURL) ?? '',
    projectId: setting(env, FIREBASE_ENV_VARS.projectId) ?? '',
    appId: setting(env, FIREBASE_ENV_VARS.appId) ?? '',
  };
  for (const key of OPTIONAL) {
    const value = setting(env, FIREBASE_ENV_VARS[key]);
    if (value !== undefined) config[key] = value;
  }
  const emulators: FirebaseEmulators = {};
  for (const key of Object.keys(FIREBASE_EMULATOR_ENV_VARS) as (keyof FirebaseEmulators)[]) {
    const value = setting(env, FIREBASE_EMULATOR_ENV_VARS[key]);
    if (value !== undefined) emulators[key] = value;
  }
  if (Object.keys(emulators).length > 0) config.emulators = emulators;
  return { mode: 'firebase', config };
}
