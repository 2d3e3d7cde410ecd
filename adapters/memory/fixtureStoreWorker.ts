/**
 * Starting the SharedWorker that hosts the fixture store (P2), apart from the rest of the
 * adapter so the composition root can start it first (issue 24): the worker's script, its own
 * chunks and the demo's making then run while the tab is still downloading the adapter.
 */

/** The SharedWorker's name: with its script, what makes every tab reach the same store. */
export const FIXTURE_STORE_WORKER_NAME = 'faturamento-fixtures';

/**
 * Starts (or, when another tab already has, joins) the store's SharedWorker and answers its
 * port; null where the browser has no SharedWorker (the store then lives in the tab).
 */
export function startFixtureStoreWorker(): MessagePort | null {
  if (typeof SharedWorker === 'undefined') return null;
  // Every tab starts this same script under this name, so they all reach one store.
  const worker = new SharedWorker(new URL('./fixtureStore.sharedworker.ts', import.meta.url), {
    type: 'module',
    name: FIXTURE_STORE_WORKER_NAME,
  });
  return worker.port;
}
