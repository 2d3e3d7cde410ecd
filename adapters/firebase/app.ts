import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { FirebaseSettings } from './config';

/**
 * The Firebase app for the given settings. `initializeApp` returns the existing app when one
 * with the same name and options exists, so calling this twice is harmless.
 *
 * Keep the default name in the app and in the report worker: Firebase Auth keys its stored
 * session by API key and app name, so the worker finds the signed-in user only under the
 * same name (see createFirebaseWorkerInvoiceRepo).
 */
export function createFirebaseApp(config: FirebaseSettings, name?: string): FirebaseApp {
  const options: FirebaseOptions = { ...config };
  return name === undefined ? initializeApp(options) : initializeApp(options, name);
}
