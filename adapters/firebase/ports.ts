import { getDatabase } from 'firebase/database';
import type { Ports } from '../../src/core/ports';
import { createFirebaseApp } from './app';
import { createFirebaseAuth } from './auth';
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
  return {
    auth: createFirebaseAuth(app),
    users: createFirebaseUserRepo(db),
    catalog: createFirebaseCatalogRepo(db),
    invoices: createFirebaseInvoiceRepo(db),
    connection: createFirebaseConnection(db),
  };
}
