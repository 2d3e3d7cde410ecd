import { getDatabase } from 'firebase/database';
import type { Ports } from '../../src/core/ports';
import { getAuth } from 'firebase/auth';
import { connectEmulators, createFirebaseApp } from './app';
import { createAuthPort } from './auth';
import { createFirebaseCatalogRepo } from './catalogRepo';
import { createFirebaseConnection } from './connection';
import type { FirebaseSettings } from './config';
import { createFirebaseInvoiceRepo } from './invoiceRepo';
import { createFirebaseUserRepo } from './userRepo';

/**
 * Every port over one Firebase project (the composition root calls this in Firebase mode).
 * Database reads and writes carry the signed-in user's token, so database.rules.json decides
 * what each role may see and change.
 */
export function createFirebasePorts(config: FirebaseSettings): Ports {
  const app = createFirebaseApp(config);
  const db = getDatabase(app);
  const auth = getAuth(app);
  connectEmulators(config, { auth, db });
  return {
    auth: createAuthPort(auth),
    users: createFirebaseUserRepo(db),
    catalog: createFirebaseCatalogRepo(db),
    invoices: createFirebaseInvoiceRepo(db),
    connection: createFirebaseConnection(db),
  };
}
