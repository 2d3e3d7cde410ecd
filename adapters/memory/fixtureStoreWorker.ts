/**
 * Starting the SharedWorker that hosts the fixture store (P2), apart from the rest of the
 * adapter so the composition root can start it first (issue 24): the worker's script, its own
 * chunks and the demo's making then run while the tab is still downloading the adapter.
 */

/** The SharedWorker's name: with its script, what makes every tab reach the same store. */
export const FIXTURE_STORE_WORKER_NAME = 'faturamento-fixtures';

/** SharedWorker options as Chromium takes them (lib.dom does not list `extendedLifetime` yet). */
type SharedWorkerOptions = WorkerOptions & { extendedLifetime?: boolean };

/**
 * Starts (or, when another tab already has, joins) the store's SharedWorker and answers its
 * port; null where the browser has no SharedWorker (the store then lives in the tab).
 */
export function startFixtureStoreWorker(): MessagePort | null {
  if (typeof SharedWorker === 'undefined') return null;
  // Every tab starts this same script under this name, so they all reach one store. Issue 17:
  // the store outlives its last page for a while (Chromium's extended lifetime, as a service
  // worker's idle time), so a reload or a link opened in the same tab finds the data loaded; a
  // browser without the option ends the store with its last page and the next one loads anew.
  const worker = new SharedWorker(new URL('./fixtureStore.sharedworker.ts', import.meta.url), {
    type: 'module',
    name: FIXTURE_STORE_WORKER_NAME,
    extendedLifetime: true,
  } as SharedWorkerOptions);
  return worker.port;
}
