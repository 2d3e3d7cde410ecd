import { indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { getDatabase } from 'firebase/database';
import type { CatalogRepo, InvoiceRepo } from '../../src/core/ports';
import { connectEmulators, createFirebaseApp } from './app';
import { createFirebaseCatalogRepo } from './catalogRepo';
import type { FirebaseSettings } from './config';
import { createFirebaseInvoiceRepo } from './invoiceRepo';

/**
 * The report worker's own repos (ARCHITECTURE.md "The worker is the report server"): call it
 * INSIDE the module worker with the same settings the app uses. It builds a Firebase app in the
 * worker (default name, so Auth finds the session the main thread stored: the key is
 * `firebase:authUser:{apiKey}:[DEFAULT]`), reads the signed-in user from IndexedDB, and returns
 * repos whose reads carry that user's token: the bulletins, and the catalog for D2's global
 * factor (P46, as fixture mode's createFixtureWorkerRepos). Raw invoices never reach the main
 * thread. With emulator settings (P48) both connect to the emulators, as the page does.
 *
 * `initializeAuth` with IndexedDB persistence only (no popup resolver, no localStorage) is the
 * form of firebase/auth that runs in a worker. Resolves once the stored session is loaded; when
 * nobody is signed in, reads are refused by the rules (PERMISSION_DENIED), as in the app.
 */
export async function createFirebaseWorkerRepos(
  config: FirebaseSettings,
): Promise<{ invoices: InvoiceRepo; catalog: CatalogRepo }> {
  const app = createFirebaseApp(config);
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  const db = getDatabase(app);
  connectEmulators(config, { auth, db });
  await auth.authStateReady();
  return { invoices: createFirebaseInvoiceRepo(db), catalog: createFirebaseCatalogRepo(db) };
}
