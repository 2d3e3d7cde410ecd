/**
 * The SharedWorker that holds the fixture database for every tab of the origin (P2). Each
 * connecting tab, and each port a tab hands to a worker, gets the store's API over Comlink;
 * writes are journalled in IndexedDB so demo edits survive reloads.
 */
import { hostFixtureStore } from './fixtureStoreHost';

hostFixtureStore();
