/**
 * What the SharedWorker entry (fixtureStore.sharedworker.ts) runs to host the fixture store
 * (P2): the service, its IndexedDB journal, and the wiring of every connecting port.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import type { FixtureStoreService } from './fixtureStoreApi';
import { loadFixture } from './fixtureSource';
import { PERIOD_READ_PACKING } from './queries';
import { createIndexedDbJournal, createMemoryJournal } from './journal';

// The global scope of a SharedWorker: tsconfig's DOM lib does not describe it.
interface SharedWorkerScope {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
}

/**
 * The store as a browser hosts it: the export served at its URL, else today's demo generated
 * here (fixtureSource.ts, generatedFixture.ts); edits journalled in IndexedDB.
 */
export function createBrowserFixtureStore(): FixtureStoreService {
  return createFixtureStoreService({
    load: (url) => {
      // A chunk of its own that only the store's host loads, fetched alongside the export so it
      // is ready when the usual answer comes (no export: generate today's demo).
      const generator = import('./generatedFixture');
      generator.catch(() => undefined);
      return loadFixture(url, {
        generate: async (at) => (await generator).generateDemoInParts(at),
        log: (message) => console.info(message),
      });
    },
    journal: typeof indexedDB === 'undefined' ? createMemoryJournal() : createIndexedDbJournal(),
    // The period read (P7) of every team is kept packed, so a report copies typed arrays.
    packAhead: [PERIOD_READ_PACKING],
  });
}

/** Hosts the store in this SharedWorker; answers the service. */
export function hostFixtureStore(): FixtureStoreService {
  const service = createBrowserFixtureStore();
  (globalThis as unknown as SharedWorkerScope).addEventListener('connect', (event) => {
    const port = event.ports[0];
    if (port) service.connect(port);
  });
  return service;
}
