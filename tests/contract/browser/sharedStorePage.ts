/**
 * A bare page over the shared fixture store (P2), driven by sharedStore.browser.test.ts in real
 * Chromium: what each tab of the app does, without the app.
 */
import { createMemoryInvoiceRepo, openSharedFixtureStore } from '../../../adapters/memory';
import type { InvoiceEntry } from '../../../src/core/model';
import { editElsewhere } from '../../../src/core/testing/builders';

const url = new URLSearchParams(location.search).get('fixture') ?? '/fixtures/tiny.json';
const shared = openSharedFixtureStore(url);
const invoices = createMemoryInvoiceRepo(shared.store);
const seen: string[][] = [];

const api = {
  ready: () => shared.ready,
  /** Starts watching a team whole; every result is kept as the list of its titles. */
  watch(team: string): void {
    invoices.watchForPeriod(team, { start: 0, end: 8.64e15 }, (entries: InvoiceEntry[]) =>
      seen.push(entries.map((e) => e.invoice.header?.title ?? '')),
    );
  },
  seen: () => seen,
  title: async (team: string, key: string) =>
    (await invoices.get(team, key))?.invoice.header?.title ?? null,
  keys: async (team: string) => (await invoices.listAll(team)).map((e) => e.key),
  setTitle: (team: string, key: string, title: string) =>
    editElsewhere(invoices, team, key, { 'header/title': title }),
  reset: () => shared.reset(),
  /** Asks a dedicated worker, given a port to the same store, for a bulletin's title. */
  titleInWorker(team: string, key: string): Promise<string | null> {
    const worker = new Worker(new URL('./sharedStoreWorker.ts', import.meta.url), {
      type: 'module',
    });
    const port = shared.createPortForWorker();
    return new Promise((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<string | null>) => {
        worker.terminate();
        resolve(event.data);
      };
      worker.onerror = (event) => reject(new Error(event.message));
      worker.postMessage({ port, team, key }, [port]);
    });
  },
};

Object.assign(window, { fixtureStore: api });
