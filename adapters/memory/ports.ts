import type { Ports } from '../../src/core/ports';
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
}

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
  };
}
