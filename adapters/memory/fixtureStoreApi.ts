/**
 * The shared fixture store (P2): one MemoryTree served over Comlink to every port that connects
 * — each tab, and each tab's report worker — so they all see one database, as with the Realtime
 * Database. The SharedWorker entry (fixtureStore.sharedworker.ts) only wires ports to this
 * service; tests run the same service over a MessageChannel.
 */
import * as Comlink from 'comlink';
import type { MultiPathUpdate } from '../../src/core/model';
import type { FixtureSource } from './fixtureSource';
import { createMemoryJournal } from './journal';
import type { Journal } from './journal';
import { MemoryTree } from './tree';
import type { TreeEntry, TreeQuery, WriteFailureRule } from './tree';

/** What every connected port may call. Listeners arrive as Comlink proxies. */
export interface FixtureStoreApi {
  /** Loads the export at `url` (the first call wins; later calls wait for it). */
  open(url: string): Promise<void>;
  get(path: string): Promise<unknown>;
  query(path: string, query: TreeQuery): Promise<TreeEntry[]>;
  update(updates: MultiPathUpdate): Promise<void>;
  /** Opens a subscription (the listener is called now and on every change); resolves its id. */
  subscribe(
    path: string,
    query: TreeQuery | null,
    listener: (result: unknown) => unknown,
  ): Promise<number>;
  unsubscribe(id: number): Promise<void>;
  simulateWriteFailures(rules: readonly WriteFailureRule[]): Promise<void>;
  /**
   * The view `name` of the data at `path` computed with `arg` (see StoreView): kept from the
   * last call while that data is unchanged, else computed now. Null when no such view exists.
   * With a `part`, only the share of it the view's `select` answers for that part (a period).
   */
  view(name: string, path: string, arg: ViewArg, part?: ViewPart): Promise<unknown>;
  /** Serves another client on `port` (how a report worker reaches the store). */
  connect(port: MessagePort): void;
  /** Drops the journal and returns to the fixture as loaded; every subscriber hears it. */
  reset(): Promise<void>;
  /** Closes this connection's subscriptions (a tab going away). */
  disconnect(): void;
}

/** A view's parameter (part of its cache key). */
export type ViewArg = string | number | boolean | null;

/** What share of a view a client asks for (not part of the cache key; structured-cloneable). */
export type ViewPart = unknown;

/**
 * A value derived from the data at a path, like a materialised view or an index: the store
 * keeps the last result per path and serves it again while that data is unchanged. The tree is
 * persistent (a write replaces the nodes on its path and shares the rest), so "unchanged" is
 * node identity: no invalidation to get wrong. `compute` gets the tree's own frozen data and
 * must not keep or change it.
 */
export interface StoreView {
  /** With a query, `compute` gets the query's entries; without, the value at the path. */
  query?: TreeQuery;
  compute(input: unknown, path: string, arg: ViewArg): unknown;
  /**
   * The share of a computed result a client asks for (FixtureStoreApi.view's `part`), taken
   * from the kept result without computing it again: the store keeps one whole result per path
   * and each caller gets only what it asked for.
   */
  select?(result: unknown, part: ViewPart): unknown;
}

export interface FixtureStoreServiceOptions {
  /** Reads the export at a URL (the SharedWorker fetches it). */
  load(url: string): Promise<FixtureSource>;
  /** Where writes are journalled; default in memory. */
  journal?: Journal;
  /** Views clients may ask for by name (FixtureStoreApi.view). */
  views?: Readonly<Record<string, StoreView>>;
}

export interface FixtureStoreService {
  /** Exposes the API on `port` (Comlink). */
  connect(port: MessagePort): void;
  /** Loads the export at `url`, as a client's open would (the first call wins). */
  open(url: string): Promise<void>;
  /** The tree, once the first open has loaded it. */
  ready(): Promise<MemoryTree>;
  /**
   * Computes the views not yet current for `paths`, one per macrotask so clients' calls are
   * served in between (to have them ready before anyone asks). Resolves when all are current.
   */
  warm(name: string, paths: readonly string[], arg: ViewArg): Promise<void>;
}

function releaseIfProxy(listener: unknown): void {
  const release = (listener as Record<symbol, unknown>)[Comlink.releaseProxy];
  if (typeof release === 'function') (release as () => void)();
}

export function createFixtureStoreService(
  options: FixtureStoreServiceOptions,
): FixtureStoreService {
  const journal = options.journal ?? createMemoryJournal();
  const tree = new MemoryTree();
  let initial: unknown = null;
  let loading: Promise<void> | null = null;
  let requested!: () => void;
  const openedOnce = new Promise<void>((resolve) => (requested = resolve));
  // Journal operations run one after another, in the order the writes were applied.
  let journalChain: Promise<void> = Promise.resolve();
  let nextId = 1;
  const views = options.views ?? {};
  const viewCache = new Map<string, { node: unknown; arg: ViewArg; result: unknown }>();

  /** The view's result for the data now at `path` (tree.get hands out the node itself). */
  function viewOf(name: string, path: string, arg: ViewArg): unknown {
    const view = Object.hasOwn(views, name) ? views[name] : undefined;
    if (!view) return null;
    const node = tree.get(path);
    const key = `${name}\u0000${path}`;
    const cached = viewCache.get(key);
    if (cached && cached.node === node && Object.is(cached.arg, arg)) return cached.result;
    const input = view.query ? tree.query(path, view.query) : node;
    const result = view.compute(input, path, arg);
    viewCache.set(key, { node, arg, result });
    return result;
  }

  async function warm(name: string, paths: readonly string[], arg: ViewArg): Promise<void> {
    await ready();
    for (const path of paths) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      viewOf(name, path, arg);
    }
  }

  function enqueue(task: () => Promise<void>): Promise<void> {
    journalChain = journalChain.then(task, task);
    return journalChain;
  }

  async function load(url: string): Promise<void> {
    const source = await options.load(url);
    initial = source.json;
    tree.load(initial);
    for (const write of await journal.open(source.id)) {
      try {
        tree.update(write);
      } catch (error) {
        console.warn('fixture journal: a recorded write no longer applies', error);
      }
    }
  }

  function open(url: string): Promise<void> {
    if (!loading) {
      const attempt = load(url);
      loading = attempt;
      // A failed load may be retried by the next open.
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
      requested();
    }
    return loading;
  }

  async function ready(): Promise<MemoryTree> {
    await openedOnce;
    if (!loading) throw new Error('The fixture store could not be loaded.');
    await loading;
    return tree;
  }

  function connect(port: MessagePort): void {
    const subscriptions = new Map<number, () => void>();
    let disconnected = false;

    const api: FixtureStoreApi = {
      open,
      async get(path) {
        return (await ready()).get(path);
      },
      async query(path, query) {
        return (await ready()).query(path, query);
      },
      async view(name, path, arg, part) {
        await ready();
        const result = viewOf(name, path, arg);
        const select = Object.hasOwn(views, name) ? views[name]?.select : undefined;
        return part === undefined || !select || result === null ? result : select(result, part);
      },
      async update(updates) {
        (await ready()).update(updates);
        await enqueue(() => journal.append(updates)).catch((error: unknown) => {
          // The write stands; only its survival across reloads is lost.
          console.warn('fixture journal: write not persisted', error);
        });
      },
      async subscribe(path, query, listener) {
        let stop: () => void;
        try {
          stop = (await ready()).subscribe(path, query, (result) => {
            // Fire and forget: a listener's reply is not awaited.
            void Promise.resolve(listener(result)).catch(() => undefined);
          });
        } catch (error) {
          releaseIfProxy(listener);
          throw error;
        }
        const close = (): void => {
          stop();
          releaseIfProxy(listener);
        };
        // The client went away while this subscription was opening.
        if (disconnected) {
          close();
          throw new Error('The fixture store connection is closed.');
        }
        const id = nextId++;
        subscriptions.set(id, close);
        return id;
      },
      async unsubscribe(id) {
        subscriptions.get(id)?.();
        subscriptions.delete(id);
      },
      async simulateWriteFailures(rules) {
        (await ready()).setWriteFailures(rules);
      },
      connect,
      async reset() {
        await ready();
        tree.setWriteFailures([]);
        tree.load(initial);
        await enqueue(() => journal.clear());
      },
      disconnect() {
        disconnected = true;
        for (const stop of subscriptions.values()) stop();
        subscriptions.clear();
      },
    };

    // A client releasing its proxy (RemoteTreeStore.close) ends its subscriptions too.
    Object.assign(api, { [Comlink.finalizer]: () => api.disconnect() });
    Comlink.expose(api, port);
    // Browsers that report a closed port let a vanished tab's subscriptions go at once.
    port.addEventListener('close', () => api.disconnect());
  }

  return { connect, open, ready, warm };
}
