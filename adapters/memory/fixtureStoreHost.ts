/**
 * What a SharedWorker entry runs to host the fixture store (P2): the service, its IndexedDB
 * journal, and the wiring of every connecting port. The app's entry adds the report views
 * (workers/fixtureStore.sharedworker.ts); fixtureStore.sharedworker.ts here is the plain store.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import type { FixtureStoreService, StoreView } from './fixtureStoreApi';
import { loadFixtureFromUrl } from './fixtureSource';
import { createIndexedDbJournal, createMemoryJournal } from './journal';

// The global scope of a SharedWorker: tsconfig's DOM lib does not describe it.
interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
}

/** The store as a browser hosts it: fetched from its URL, edits journalled in IndexedDB. */
export function createBrowserFixtureStore(
  views?: Readonly<Record<string, StoreView>>,
): FixtureStoreService {
  return createFixtureStoreService({
    load: loadFixtureFromUrl,
    journal: typeof indexedDB === 'undefined' ? createMemoryJournal() : createIndexedDbJournal(),
    views,
  });
}

/** Hosts the store in this SharedWorker, with the given views; answers the service. */
export function hostFixtureStore(views?: Readonly<Record<string, StoreView>>): FixtureStoreService {
  const service = createBrowserFixtureStore(views);
  (globalThis as unknown as SharedWorkerScope).addEventListener('connect', (event) => {
    const port = event.ports[0];
    if (port) service.connect(port);
  });
  return service;
}
