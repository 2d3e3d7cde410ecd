import { indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { getDatabase } from 'firebase/database';
import type { InvoiceRepo } from '../../src/core/ports';
import { createFirebaseApp } from './app';
import type { FirebaseSettings } from './config';
import { createFirebaseInvoiceRepo } from './invoiceRepo';

/**
 * The report worker's own InvoiceRepo (ARCHITECTURE.md "The worker is the report server"):
 * call it INSIDE the module worker with the same settings the app uses. It builds a Firebase app
 * in the worker (default name, so Auth finds the session the main thread stored: the key is
 * `firebase:authUser:{apiKey}:[DEFAULT]`), reads the signed-in user from IndexedDB, and
 * returns a repo whose reads carry that user's token. Raw invoices never reach the main thread.
 *
 * `initializeAuth` with IndexedDB persistence only (no popup resolver, no localStorage) is the
 * form of firebase/auth that runs in a worker. Resolves once the stored session is loaded; when
 * nobody is signed in, reads are refused by the rules (PERMISSION_DENIED), as in the app.
 */
export async function createFirebaseWorkerInvoiceRepo(
  config: FirebaseSettings,
): Promise<InvoiceRepo> {
  const app = createFirebaseApp(config);
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  await auth.authStateReady();
  return createFirebaseInvoiceRepo(getDatabase(app));
}
