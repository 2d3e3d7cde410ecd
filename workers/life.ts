/**
 * How the main thread learns that a report worker is gone when nothing says so: a worker that
 * crashed, ran out of memory or was closed fires no event, and Comlink leaves every call to it
 * pending for ever. The worker holds a Web Lock of its own name for as long as it lives; the
 * browser releases a lock when its holder's thread ends, however it ends. The client asks for
 * the same lock once the worker says it holds it, and is granted it exactly when the worker is
 * gone. Where there is no Web Locks API, the worker's events and `terminate` still settle calls.
 */

/** Posted by the worker once it holds its lock (Comlink ignores messages without an id). */
export const LIFE_LOCK_HELD = 'faturamentoLifeLockHeld';

/** The part of `navigator.locks` used here. */
export interface LifeLocks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown> | unknown,
  ): Promise<unknown>;
}

function browserLocks(): LifeLocks | undefined {
  return (globalThis.navigator as { locks?: LifeLocks } | undefined)?.locks;
}

/**
 * In the worker: holds the lock named after the worker (its `name`, given by the client) until
 * the worker ends, then tells the client.
 */
export function holdLifeLock(
  scope: { name?: string; postMessage(message: unknown): void },
  locks: LifeLocks | undefined = browserLocks(),
): void {
  const name = scope.name;
  if (!name || !locks) return;
  locks
    .request(name, {}, () => {
      scope.postMessage({ [LIFE_LOCK_HELD]: name });
      return new Promise<never>(() => undefined);
    })
    .catch(() => undefined);
}

/** A lock name no other worker of this origin has (tabs included). */
export function lifeLockName(): string {
  const random = Math.random().toString(36).slice(2);
  return `faturamento-report-worker-${Date.now().toString(36)}-${random}`;
}

/**
 * On the main thread: calls `onGone` when the worker holding lock `name` has ended. Starts
 * once `endpoint` hears the worker hold it; the returned function stops watching.
 */
export function watchLifeLock(
  name: string,
  endpoint: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
  onGone: () => void,
  locks: LifeLocks | undefined = browserLocks(),
): () => void {
  if (!locks) return () => undefined;
  const stop = new AbortController();
  const held = (event: Event): void => {
    if ((event as MessageEvent).data?.[LIFE_LOCK_HELD] !== name) return;
    endpoint.removeEventListener('message', held);
    locks
      .request(name, { signal: stop.signal }, () => {
        if (!stop.signal.aborted) onGone();
      })
      .catch(() => undefined); // Aborted: nobody is watching any more.
  };
  endpoint.addEventListener('message', held);
  return () => {
    endpoint.removeEventListener('message', held);
    stop.abort();
  };
}
