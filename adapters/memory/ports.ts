import type { Ports } from '../../src/core/ports';
import { createMemoryAuth } from './auth';
import type { MemoryAuthOptions } from './auth';
import { createMemoryCatalogRepo } from './catalogRepo';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import type { TreeStore } from './treeStore';
import { createMemoryUserRepo } from './userRepo';

export interface MemoryPortsOptions {
  auth?: MemoryAuthOptions;
  /** Push-key generator (tests pass a deterministic one). */
  newKey?: () => string;
}

/**
 * Every port over one TreeStore: the fixture mode of the app, and what tests build stores with.
 *
 * @example
 * const ports = createMemoryPorts(createLocalTreeStore(tinyJson), { auth: { storage: null } });
 */
export function createMemoryPorts(store: TreeStore, options: MemoryPortsOptions = {}): Ports {
  return {
    auth: createMemoryAuth(store, options.auth),
    users: createMemoryUserRepo(store),
    catalog: createMemoryCatalogRepo(store),
    invoices: createMemoryInvoiceRepo(store, options.newKey ? { newKey: options.newKey } : {}),
  };
}
