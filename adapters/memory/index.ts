/** The fixture adapter: every port over an in-memory tree that behaves like the Realtime Database. */
export { MemoryTree, TreeWriteError, parsePath, failureHookFromRules } from './tree';
export type {
  QueryBound,
  TreeEntry,
  TreeListener,
  TreeQuery,
  WriteFailureHook,
  WriteFailureRule,
} from './tree';
export { compareKeys, compareValues } from '../rtdb/order';
export { PUSH_CHARS, createPushIdGenerator, nextPushId, pushIdTime } from './pushId';
export type { PushIdOptions } from './pushId';
export { createLocalTreeStore } from './treeStore';
export type { LocalTreeStore, TreeStore } from './treeStore';
export { createMemoryInvoiceRepo } from './invoiceRepo';
export { createMemoryUserRepo } from './userRepo';
export { createMemoryCatalogRepo } from './catalogRepo';
export { AUTH_STORAGE_KEY, DEMO_PASSWORD, DISABLED_DEMO_EMAIL, createMemoryAuth } from './auth';
export type { AuthStorage, MemoryAuthOptions } from './auth';
export { createMemoryPorts } from './ports';
export type { MemoryPortsOptions } from './ports';
export { createFixtureStoreService } from './fixtureStoreApi';
export type {
  FixtureStoreApi,
  FixtureStoreService,
  FixtureStoreServiceOptions,
  PackAhead,
} from './fixtureStoreApi';
export type { PackedEntries } from './packed';
export { createBrowserFixtureStore, hostFixtureStore } from './fixtureStoreHost';
export { createIndexedDbJournal, createMemoryJournal } from './journal';
export type { Journal } from './journal';
export { DEFAULT_FIXTURE_URL, fingerprint, loadFixture } from './fixtureSource';
export type { FixtureSource, GeneratedFixture, LoadFixtureOptions } from './fixtureSource';
export { FIXTURE_STORE_WORKER_NAME, startFixtureStoreWorker } from './fixtureStoreWorker';
export { openSharedFixtureStore, resetFixtureStore, wrapRemoteTreeStore } from './remoteStore';
export type { RemoteTreeStore, SharedFixtureStore } from './remoteStore';
export { createFixtureWorkerRepos } from './worker';
export {
  createIndexedDbPhotoBackend,
  createMapPhotoBackend,
  createMemoryPhotoStore,
} from './photoStore';
export type { MemoryPhotoStoreOptions, PhotoBackend, StoredPhoto } from './photoStore';
