import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import { connectAuthEmulator, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, type Database } from 'firebase/database';
import type { FirebaseSettings } from './config';

/**
 * The Firebase app for the given settings. `initializeApp` returns the existing app when one
 * with the same name and options exists, so calling this twice is harmless.
 *
 * Keep the default name in the app and in the report worker: Firebase Auth keys its stored
 * session by API key and app name, so the worker finds the signed-in user only under the
 * same name (see createFirebaseWorkerRepos).
 */
export function createFirebaseApp(config: FirebaseSettings, name?: string): FirebaseApp {
  // P48: the emulators are ours, not Firebase's options.
  const { emulators: _emulators, ...settings } = config;
  const options: FirebaseOptions = { ...settings };
  return name === undefined ? initializeApp(options) : initializeApp(options, name);
}

/** `host:port` as host and port; throws a message naming the setting when it is not one. */
export function hostAndPort(value: string, name: string): { host: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || !(port > 0 && port < 65536)) {
    throw new Error(`${name} deve ser host:porta (por exemplo 127.0.0.1:9099), não "${value}".`);
  }
  return { host: match[1] ?? '', port };
}

/**
 * P48: connects Auth and the database to the emulators the settings name, with the SDK's own
 * calls, before either is used. The page's ports and the report worker's repos both call it.
 */
export function connectEmulators(
  config: FirebaseSettings,
  services: { auth?: Auth; db?: Database },
): void {
  const { auth: authHost, database: databaseHost } = config.emulators ?? {};
  if (authHost !== undefined && services.auth) {
    const { host, port } = hostAndPort(authHost, 'VITE_FIREBASE_AUTH_EMULATOR_HOST');
    connectAuthEmulator(services.auth, `http://${host}:${port}`, { disableWarnings: true });
  }
  if (databaseHost !== undefined && services.db) {
    const { host, port } = hostAndPort(databaseHost, 'VITE_FIREBASE_DATABASE_EMULATOR_HOST');
    connectDatabaseEmulator(services.db, host, port);
  }
}
