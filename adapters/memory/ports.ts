import type { ConnectionPort, Ports } from '../../src/core/ports';
import { createMemoryAuth } from './auth';
import type { MemoryAuthOptions } from './auth';
import { createMemoryCatalogRepo } from './catalogRepo';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { scopeInvoicesToUser } from './teamScope';
import type { TreeStore } from './treeStore';
import { createMemoryUserRepo } from './userRepo';

export interface MemoryPortsOptions {
  auth?: MemoryAuthOptions;
  /** Push-key generator (tests pass a deterministic one). */
  newKey?: () => string;
  /**
   * Refuse what the database rules refuse: forms/{team} only for the signed-in user's teams
   * (teamScope.ts). The app's fixture mode turns it on; tests that seed and inspect data
   * through the ports without signing in leave it off.
   */
  scopeToUser?: boolean;
  /**
   * Whether the store answers (issue 23): the shared fixture store's health
   * (SharedFixtureStore.watchHealth). Default: always connected, as a store in this thread is.
   */
  connection?: ConnectionPort;
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
  const users = createMemoryUserRepo(store);
  const invoices = createMemoryInvoiceRepo(store, options.newKey ? { newKey: options.newKey } : {});
  return {
    auth,
    users,
    catalog: createMemoryCatalogRepo(store),
    invoices: options.scopeToUser ? scopeInvoicesToUser(invoices, auth, users) : invoices,
    connection: options.connection ?? ALWAYS_CONNECTED,
  };
}
