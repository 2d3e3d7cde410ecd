import { getDatabase } from 'firebase/database';
import type { Ports } from '../../src/core/ports';
import { getAuth } from 'firebase/auth';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { connectEmulators, createFirebaseApp, hostAndPort } from './app';
import { createAuthPort } from './auth';
import { createFirebaseCatalogRepo } from './catalogRepo';
import { createFirebaseConnection } from './connection';
import type { FirebaseSettings } from './config';
import { createFirebaseInvoiceRepo } from './invoiceRepo';
import { createFirebasePhotoStore } from './photoStore';
import { createFirebaseUserRepo } from './userRepo';

/**
 * Every port over one Firebase project (the composition root calls this in Firebase mode).
 * Database reads and writes carry the signed-in user's token, so database.rules.json decides
 * what each role may see and change; photos (P62) carry it to Storage, where storage.rules does.
 */
export function createFirebasePorts(config: FirebaseSettings): Ports {
  const app = createFirebaseApp(config);
  const db = getDatabase(app);
  const auth = getAuth(app);
  connectEmulators(config, { auth, db });
  // Not in connectEmulators: the report worker shares it and must not bundle firebase/storage.
  const storage = getStorage(app);
  const storageHost = config.emulators?.storage;
  if (storageHost !== undefined) {
    const { host, port } = hostAndPort(storageHost, 'VITE_FIREBASE_STORAGE_EMULATOR_HOST');
    connectStorageEmulator(storage, host, port);
  }
  return {
    auth: createAuthPort(auth),
    users: createFirebaseUserRepo(db),
    catalog: createFirebaseCatalogRepo(db),
    invoices: createFirebaseInvoiceRepo(db),
    connection: createFirebaseConnection(db),
    photos: createFirebasePhotoStore(storage, auth),
  };
}
