/**
 * Issue 23 "nothing waits for ever": the health of a connection to the shared fixture store.
 * A call to a SharedWorker that died, or hangs, never answers; nothing in the platform says so
 * (a MessagePort has no error for it). So the client pings the store while something depends on
 * it (a call in flight, or someone watching the health): a ping not answered within
 * STORE_ANSWER_TIMEOUT_MS marks the store unavailable, every pending call rejects with
 * StoreUnavailableError, new calls reject at once, and the watchers hear `false`. The same ping
 * answering later (a store that was only busy) marks it available again.
 */
import type { Unsubscribe } from '../../src/core/ports';

/** How long after an answer the next ping goes, while something depends on the store. */
export const STORE_PING_INTERVAL_MS = 2_000;
/** A ping unanswered this long means the store is gone (or hangs): pending calls reject. */
export const STORE_ANSWER_TIMEOUT_MS = 5_000;

/** A call to the fixture store refused because the store does not answer. */
export class StoreUnavailableError extends Error {
  constructor() {
    // Shown as the detail of a failed save ('Erro ao salvar cabeçalho: …'): Portuguese.
    super('A base de dados não respondeu (sem conexão).');
    this.name = 'StoreUnavailableError';
  }
}

export interface StoreHealth {
  /**
   * Runs `call` unless the store is known unavailable (then rejects at once); the result
   * rejects with StoreUnavailableError if the store stops answering before `call` settles.
   */
  guard<T>(call: () => Promise<T>): Promise<T>;
  /** Calls back with the health now and on every change (true: the store answers). */
  watch(onChange: (available: boolean) => void): Unsubscribe;
  /** Starts pinging when needed (a store still loading is not pinged: it may be busy). */
  enable(): void;
  /** Stops for good: no more pings; pending calls are left to their own fate. */
  close(): void;
}

export interface StoreHealthOptions {
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * The health of one connection, over its `ping` (a call that answers at once when the store
 * runs).
 *
 * @example
 * const health = createStoreHealth(() => remote.ping());
 * health.enable();
 * const value = await health.guard(() => remote.get('defaults'));
 */
export function createStoreHealth(
  ping: () => Promise<unknown>,
  {
    intervalMs = STORE_PING_INTERVAL_MS,
    timeoutMs = STORE_ANSWER_TIMEOUT_MS,
  }: StoreHealthOptions = {},
): StoreHealth {
  let enabled = false;
  let closed = false;
  let available = true;
  /** A ping is on its way (only one at a time: a hung store answers them in order anyway). */
  let awaiting = false;
  let nextPing: ReturnType<typeof setTimeout> | null = null;
  const pending = new Set<(error: Error) => void>();
  const watchers = new Set<(available: boolean) => void>();

  const needed = (): boolean => enabled && !closed && (pending.size > 0 || watchers.size > 0);

  function setAvailable(now: boolean): void {
    if (now === available) return;
    available = now;
    if (!now) {
      const rejects = [...pending];
      pending.clear();
      for (const reject of rejects) reject(new StoreUnavailableError());
    }
    for (const watcher of [...watchers]) watcher(now);
  }

  function sendPing(): void {
    nextPing = null;
    if (awaiting || !needed()) return;
    awaiting = true;
    const deadline = setTimeout(() => setAvailable(false), timeoutMs);
    const answered = (ok: boolean): void => {
      clearTimeout(deadline);
      awaiting = false;
      if (closed) return;
      setAvailable(ok);
      schedule();
    };
    let sent: Promise<unknown>;
    try {
      sent = ping();
    } catch {
      // The connection is closed: nothing will ever answer.
      answered(false);
      return;
    }
    sent.then(
      () => answered(true),
      () => answered(false),
    );
  }

  function schedule(): void {
    if (nextPing === null && !awaiting && needed()) nextPing = setTimeout(sendPing, intervalMs);
  }

  /** Something new depends on the store: ping now unless a ping is already due. */
  function checkNow(): void {
    if (nextPing === null && !awaiting) sendPing();
  }

  function stopIfIdle(): void {
    if (!needed() && nextPing !== null) {
      clearTimeout(nextPing);
      nextPing = null;
    }
  }

  return {
    guard<T>(call: () => Promise<T>): Promise<T> {
      if (enabled && !available) return Promise.reject(new StoreUnavailableError());
      return new Promise<T>((resolve, reject) => {
        const settle = (): void => {
          pending.delete(reject);
          stopIfIdle();
        };
        pending.add(reject);
        checkNow();
        let result: Promise<T>;
        try {
          result = call();
        } catch (error) {
          settle();
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        result.then(
          (value) => {
            settle();
            resolve(value);
          },
          (error: unknown) => {
            settle();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    watch(onChange) {
      const watcher = (now: boolean): void => onChange(now);
      watchers.add(watcher);
      onChange(available);
      checkNow();
      return () => {
        watchers.delete(watcher);
        stopIfIdle();
      };
    },
    enable() {
      enabled = true;
      if (needed()) checkNow();
    },
    close() {
      closed = true;
      if (nextPing !== null) clearTimeout(nextPing);
      nextPing = null;
    },
  };
}
