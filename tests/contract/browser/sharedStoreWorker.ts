/** A dedicated worker reading the shared fixture store through a port it was handed (P2). */
import { createMemoryInvoiceRepo } from '../../../adapters/memory/invoiceRepo';
import { wrapRemoteTreeStore } from '../../../adapters/memory/remoteStore';

addEventListener(
  'message',
  (event: MessageEvent<{ port: MessagePort; team: string; key: string }>) => {
    const { port, team, key } = event.data;
    const store = wrapRemoteTreeStore(port);
    void createMemoryInvoiceRepo(store)
      .get(team, key)
      .then((entry) => {
        postMessage(entry?.invoice.header?.title ?? null);
        store.close();
      });
  },
);
