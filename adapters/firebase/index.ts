/** The Firebase adapter: the ports over the modular SDK (SPEC §7, P62 photos), plus its settings. */
export { connectEmulators, createFirebaseApp } from './app';
export { createAuthPort, createFirebaseAuth, toAuthError } from './auth';
export { createFirebaseCatalogRepo } from './catalogRepo';
export { createFirebaseConnection } from './connection';
export {
  FIREBASE_EMULATOR_ENV_VARS,
  FIREBASE_ENV_VARS,
  REQUIRED_FIREBASE_ENV_VARS,
  readFirebaseConfig,
  type FirebaseConfigResult,
  type FirebaseEmulators,
  type FirebaseSettings,
} from './config';
export { createFirebaseInvoiceRepo } from './invoiceRepo';
export {
  createFirebasePhotoStore,
  PHOTO_RETRY,
  STORAGE_BUCKET_ENV_VAR,
  toPhotoError,
  type FirebasePhotoStoreOptions,
} from './photoStore';
export { createFirebasePorts } from './ports';
export { createFirebaseUserRepo } from './userRepo';
export { createFirebaseWorkerRepos } from './worker';
