import type { AuthUser, ConnectionPort, Ports } from '../../src/core/ports';
import type { RulesAuth } from '../../src/core/rules/expr';
import { createMemoryAuth } from './auth';
import type { MemoryAuthOptions } from './auth';
import { createMemoryCatalogRepo } from './catalogRepo';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { createMapPhotoBackend, createMemoryPhotoStore } from './photoStore';
import type { PhotoBackend } from './photoStore';
import { scopeInvoicesToUser } from './teamScope';
import type { TreeStore } from './treeStore';
import { createMemoryUserRepo } from './userRepo';

export interface MemoryPortsOptions {
  auth?: MemoryAuthOptions;
  /** Push-key generator (tests pass a deterministic one). */
  newKey?: () => string;
  /**
   * Refuse what the database rules refuse (P51): every write goes to the store as the
   * signed-in user's (or, signed out, as nobody's), judged there by the rules; the bulletin
   * repo's reads are judged too (teamScope.ts). The app's fixture mode turns it on; tests that
   * seed and inspect data through the ports without signing in leave it off, and write as the
   * Admin SDK does, unjudged.
   */
  scopeToUser?: boolean;
  /**
   * Whether the store answers (issue 23): the shared fixture store's health
   * (SharedFixtureStore.watchHealth). Default: always connected, as a store in this thread is.
   */
  connection?: ConnectionPort;
  /** P60: where the photos live (the app: IndexedDB). Default: a Map in this process. */
  photos?: PhotoBackend;
}

/** The signed-in user as the rules see it (`auth`: its uid and `auth.token.email`). */
export function rulesAuthOf(user: AuthUser | null): RulesAuth | null {
  return user === null ? null : { uid: user.uid, email: user.email === '' ? null : user.email };
}

/** A store in this thread always answers. */
const ALWAYS_CONNECTED: ConnectionPort = {
  watchConnection(onChange) {
    onChange(true);
    return () => undefined;
  },
};

/**
 * Every port over one TreeStore: the fixture mode of the app, and what tests build stores with.
 *
 * @example
 * const ports = createMemoryPorts(createLocalTreeStore(tinyJson), { auth: { storage: null } });
 */
export function createMemoryPorts(store: TreeStore, options: MemoryPortsOptions = {}): Ports {
  const auth = createMemoryAuth(store, options.auth);
  const writer = options.scopeToUser ? () => rulesAuthOf(auth.currentUser()) : undefined;
  const users = createMemoryUserRepo(store, writer ? { writer } : {});
  const invoices = createMemoryInvoiceRepo(store, {
    ...(options.newKey && { newKey: options.newKey }),
    ...(writer && { writer }),
  });
  return {
    auth,
    users,
    catalog: createMemoryCatalogRepo(store),
    invoices: writer ? scopeInvoicesToUser(invoices, store, writer) : invoices,
    connection: options.connection ?? ALWAYS_CONNECTED,
    photos: createMemoryPhotoStore({
      backend: options.photos ?? createMapPhotoBackend(),
      currentUid: () => auth.currentUser()?.uid ?? null,
    }),
  };
}
