/**
 * The TreeStore of another thread, reached over a MessagePort with Comlink: the tabs and the
 * report worker all use the one fixture store of the SharedWorker (P2).
 */
import * as Comlink from 'comlink';
import type { Unsubscribe } from '../../src/core/ports';
import { createBrowserFixtureStore } from './fixtureStoreHost';
import type { FixtureStoreApi } from './fixtureStoreApi';
import { DEFAULT_FIXTURE_URL } from './fixtureSource';
import { unpackEntries } from './packed';
import { startFixtureStoreWorker } from './fixtureStoreWorker';
import { STORE_ANSWER_TIMEOUT_MS, createStoreHealth } from './storeHealth';
import type { StoreHealth } from './storeHealth';
import { createOrderedDelivery, deliverCountsEvent } from './treeStore';
import type { TreeStore } from './treeStore';
import type { WaitingCountsEvent } from './waitingCounts';
import type { Verdict } from '../rtdb/rules/judge';

/** A TreeStore served by another thread; `close` ends every subscription and the connection. */
export interface RemoteTreeStore extends TreeStore {
  close(): void;
  /**
   * Issue 23: true while the store answers, false once it stopped answering (it died or hangs:
   * storeHealth.ts); calls back now and on every change. While false, every call rejects.
   */
  watchHealth(onChange: (available: boolean) => void): Unsubscribe;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The store behind `remote`. Every call goes through `health` (storeHealth.ts): a store that
 * stops answering rejects the calls in flight instead of leaving them pending for ever.
 */
function storeOver(remote: Comlink.Remote<FixtureStoreApi>, health: StoreHealth): RemoteTreeStore {
  const open = new Set<() => void>();
  // After close() the proxy is released and calling it throws: a late unsubscribe is moot then.
  const unsubscribeRemote = (id: number): void => {
    try {
      remote.unsubscribe(id).catch(() => undefined);
    } catch {
      // Connection already closed.
    }
  };

  /**
   * A subscription opened on the store by `openRemote` (given the listener proxy, resolves the
   * store's id); results are delivered in order and never after the stop.
   */
  function openSubscription<T>(
    openRemote: (listener: (result: T) => void) => Promise<number>,
    onChange: (result: T) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const delivery = createOrderedDelivery<T>(onChange);
    let remoteId: number | null = null;
    const stop = (): void => {
      if (!open.delete(stop)) return;
      delivery.close();
      if (remoteId !== null) unsubscribeRemote(remoteId);
    };
    const listener = Comlink.proxy((result: T) => delivery.push(result));
    const opening = openRemote(listener);
    opening.then(
      (id) => {
        // Unsubscribed (or given up on) while the subscription was on its way: close it.
        if (open.has(stop)) remoteId = id;
        else unsubscribeRemote(id);
      },
      () => undefined,
    );
    health
      .guard(() => opening)
      .catch((error: unknown) => {
        if (open.has(stop)) onError?.(asError(error));
        stop();
      });
    open.add(stop);
    return stop;
  }

  let closed = false;
  const live = (): Comlink.Remote<FixtureStoreApi> => {
    if (closed) throw new Error('The fixture store connection is closed.');
    return remote;
  };

  return {
    get: (path) => health.guard(() => live().get(path)),
    // Packed on the way (packed.ts): a period read of a year costs a copy of typed arrays, not
    // a structured clone of every bulletin as objects.
    query: async (path, query) =>
      unpackEntries(await health.guard(() => live().queryPacked(path, query))),
    revision: (path) => health.guard(() => live().revision(path)),
    judgeRead: (path, reader) =>
      health.guard<Verdict>(async () => await live().judgeRead(path, reader)),
    // The writer crosses with the write (P51): the store judges it where the tree is.
    // Issue 23: the moment this page gives up on a write travels with it, so a store that
    // answers later refuses it rather than apply a write the user was told failed.
    update: (updates, writer) =>
      health.guard(() => live().update(updates, writer, Date.now() + STORE_ANSWER_TIMEOUT_MS)),
    compareAndSet: (path, expected, value, writer) =>
      health.guard(() =>
        live().compareAndSet(path, expected, value, writer, Date.now() + STORE_ANSWER_TIMEOUT_MS),
      ),
    subscribe: ((path, query, onChange, onError) => {
      if (closed) throw new Error('The fixture store connection is closed.');
      return openSubscription<unknown>(
        (listener) => remote.subscribe(path, query, listener),
        onChange as (result: unknown) => void,
        onError,
      );
    }) as TreeStore['subscribe'],
    // Issue 24: counted in the store's thread; only the counts cross.
    watchWaitingCounts: (request, onChange, onError) => {
      if (closed) throw new Error('The fixture store connection is closed.');
      return openSubscription<WaitingCountsEvent>(
        (listener) => remote.watchWaitingCounts(request, listener),
        (event) => deliverCountsEvent(event, onChange, onError),
        onError,
      );
    },
    simulateWriteFailures: (rules) => health.guard(() => live().simulateWriteFailures(rules)),
    watchHealth: (onChange) => health.watch(onChange),
    close() {
      if (closed) return;
      for (const stop of [...open]) stop();
      closed = true;
      health.close();
      remote[Comlink.releaseProxy]();
    },
  };
}

/**
 * The TreeStore served on `endpoint` (a port the main thread got from createPortForWorker).
 *
 * @example
 * // in workers/report.worker.ts, given the port:
 * const invoices = createMemoryInvoiceRepo(wrapRemoteTreeStore(port));
 */
export function wrapRemoteTreeStore(endpoint: MessagePort): RemoteTreeStore {
  const remote = Comlink.wrap<FixtureStoreApi>(endpoint);
  // The tab that handed the port opened the store already: it is watched from the start.
  const health = createStoreHealth(() => remote.ping());
  health.enable();
  return storeOver(remote, health);
}

/** The main thread's handle on the shared fixture store. */
export interface SharedFixtureStore {
  /** The store, for createMemoryPorts. */
  store: TreeStore;
  /**
   * Issue 23: true while the store answers, false once it died or hangs (its calls then reject);
   * calls back now and on every change. Watched only once `ready`: a store still loading may
   * be too busy to answer.
   */
  watchHealth(onChange: (available: boolean) => void): Unsubscribe;
  /** Resolves once the fixture (and its journal) is loaded; rejects if it cannot be. */
  ready: Promise<void>;
  /** A new port to the same store, to transfer to a dedicated worker (it cannot open one). */
  createPortForWorker(): MessagePort;
  /** Forgets the demo's edits and returns every tab to the fixture as generated. */
  reset(): Promise<void>;
}

const opened = new Map<string, SharedFixtureStore>();

/** The store's SharedWorker (started now unless `started` is its port), else one in this tab. */
function connectToService(started: MessagePort | null): MessagePort {
  const port = started ?? startFixtureStoreWorker();
  if (port) return port;
  // No SharedWorker (some mobile browsers): the store lives in this tab, unshared.
  const service = createBrowserFixtureStore();
  const { port1, port2 } = new MessageChannel();
  service.connect(port2);
  return port1;
}

/**
 * Opens (once per page and URL) the fixture store shared by every tab and worker (P2).
 * `started`: the port of the store's SharedWorker when the caller started it already
 * (startFixtureStoreWorker, issue 24).
 *
 * @example
 * const shared = openSharedFixtureStore();
 * const ports = createMemoryPorts(shared.store);
 * reportWorker.postMessage({ port: shared.createPortForWorker() }, [port]);
 */
export function openSharedFixtureStore(
  url: string = DEFAULT_FIXTURE_URL,
  started: MessagePort | null = null,
): SharedFixtureStore {
  const absolute = new URL(url, globalThis.location?.href).href;
  const existing = opened.get(absolute);
  if (existing) return existing;

  const remote = Comlink.wrap<FixtureStoreApi>(connectToService(started));
  const ready = remote.open(absolute);
  ready.catch(() => undefined);
  const health = createStoreHealth(() => remote.ping());
  void ready.then(
    () => health.enable(),
    () => undefined,
  );
  const store = storeOver(remote, health);
  const shared: SharedFixtureStore = {
    store,
    watchHealth: (onChange) => store.watchHealth(onChange),
    ready,
    createPortForWorker() {
      const { port1, port2 } = new MessageChannel();
      void remote.connect(Comlink.transfer(port2, [port2]));
      return port1;
    },
    reset: () => health.guard(() => remote.reset()),
  };
  // A tab that goes away for good drops its subscriptions in the shared store.
  globalThis.addEventListener?.('pagehide', (event) => {
    if (!(event as PageTransitionEvent).persisted) void remote.disconnect();
  });
  opened.set(absolute, shared);
  return shared;
}

/** Clears the journal of demo edits: every tab returns to the fixture as generated. */
export function resetFixtureStore(url: string = DEFAULT_FIXTURE_URL): Promise<void> {
  return openSharedFixtureStore(url).reset();
}
