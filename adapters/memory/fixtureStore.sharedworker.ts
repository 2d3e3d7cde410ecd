/**
 * The SharedWorker that holds the fixture database for every tab of the origin (P2). Each
 * connecting tab (and each port a tab hands to its report worker) gets the store's API over
 * Comlink; writes are journalled in IndexedDB so demo edits survive reloads.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import { loadFixtureFromUrl } from './fixtureSource';
import { createIndexedDbJournal, createMemoryJournal } from './journal';

const service = createFixtureStoreService({
  load: loadFixtureFromUrl,
  journal: typeof indexedDB === 'undefined' ? createMemoryJournal() : createIndexedDbJournal(),
});

// The global scope of a SharedWorker: tsconfig's DOM lib does not describe it.
const scope = globalThis as unknown as {
  addEventListener(type: 'connect', listener: (event: MessageEvent) => void): void;
};

scope.addEventListener('connect', (event) => {
  const port = event.ports[0];
  if (port) service.connect(port);
});
