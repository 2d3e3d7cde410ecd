import type { CatalogRepo, InvoiceRepo } from '../../src/core/ports';
import { createMemoryCatalogRepo } from './catalogRepo';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { wrapRemoteTreeStore } from './remoteStore';

/**
 * The report worker's own repos in fixture mode (ARCHITECTURE.md "The worker is the report
 * server"): call it INSIDE the worker with the MessagePort the main thread got from
 * `SharedFixtureStore.createPortForWorker()`. They read the shared fixture store (P2), edits
 * included, with the same repos the tabs use; a query's entries come packed (packed.ts). They
 * only read: what a report writes (Atualizar Pedidos) is committed by the tab, as its signed-in
 * user, so these repos carry no writer (P51).
 */
export function createFixtureWorkerRepos(port: MessagePort): {
  invoices: InvoiceRepo;
  catalog: CatalogRepo;
} {
  const store = wrapRemoteTreeStore(port);
  return { invoices: createMemoryInvoiceRepo(store), catalog: createMemoryCatalogRepo(store) };
}
