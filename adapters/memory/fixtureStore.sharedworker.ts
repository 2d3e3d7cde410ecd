/**
 * The SharedWorker that holds the fixture database for every tab of the origin (P2). Each
 * connecting tab, and each port a tab hands to a worker, gets the store's API over Comlink;
 * writes are journalled in IndexedDB so demo edits survive reloads.
 */
import { hostFixtureStore } from './fixtureStoreHost';

// Issue 24: the demo's generator (a chunk of its own) downloads while the first tab, which
// started this worker before its adapter arrived, is still on its way to asking for the data.
import('./generatedFixture').catch(() => undefined);
hostFixtureStore();
