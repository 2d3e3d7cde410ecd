/**
 * The shared fixture store (P2): one MemoryTree served over Comlink to every port that connects
 * — each tab, and each tab's report worker — so they all see one database, as with the Realtime
 * Database. The SharedWorker entry (fixtureStore.sharedworker.ts) only wires ports to this
 * service; tests run the same service over a MessageChannel.
 */
import * as Comlink from 'comlink';
import type { RulesAuth } from '../../src/core/rules/expr';
import type { MultiPathUpdate } from '../rtdb/layout';
import type { Verdict } from '../rtdb/rules/judge';
import type { FixtureSource } from './fixtureSource';
import { createMemoryJournal } from './journal';
import type { Journal } from './journal';
import { packAhead as packNode, packedBuffers, packedQuery } from './packed';
import type { PackedEntries } from './packed';
import { MemoryTree, parsePath } from './tree';
import type { LazyPart } from './tree';
import { compareAndSetIn } from './treeStore';
import type { TreeQuery, WriteFailureRule } from './tree';
import { watchWaitingCountsIn } from './waitingCounts';
import type { WaitingCountsEvent, WaitingCountsRequest } from './waitingCounts';

/** What every connected port may call. Listeners arrive as Comlink proxies. */
export interface FixtureStoreApi {
  /**
   * Loads the export at `url`, or today's generated demo when none is served (fixtureSource.ts);
   * the first call wins, later calls wait for it.
   */
  open(url: string): Promise<void>;
  get(path: string): Promise<unknown>;
  /**
   * TreeStore.update: judged as `writer` (P51) where the tree is, journalled once applied.
   * `notAfter` (ms since the epoch): the moment the page gives up on the write (issue 23: a
   * store that stops answering fails its pending calls); a write the store reaches later is
   * refused, so a write the user was told failed never lands afterwards.
   */
  update(updates: MultiPathUpdate, writer?: RulesAuth | null, notAfter?: number): Promise<void>;
  /** TreeStore.compareAndSet: compared and written in one step of the store, journalled. */
  compareAndSet(
    path: string,
    expected: unknown,
    value: unknown,
    writer?: RulesAuth | null,
    notAfter?: number,
  ): Promise<boolean>;
  /** Opens a subscription (the listener is called now and on every change); resolves its id. */
  subscribe(
    path: string,
    query: TreeQuery | null,
    listener: (result: unknown) => unknown,
  ): Promise<number>;
  /**
   * Opens a watch of the badge counts (TreeStore.watchWaitingCounts), counted here, in the
   * store's thread: the listener hears only counts (and failed teams), never bulletins.
   * Resolves its id; `unsubscribe` closes it.
   */
  watchWaitingCounts(
    request: WaitingCountsRequest,
    listener: (event: WaitingCountsEvent) => unknown,
  ): Promise<number>;
  unsubscribe(id: number): Promise<void>;
  simulateWriteFailures(rules: readonly WriteFailureRule[]): Promise<void>;
  /**
   * The children of `path` matching `query`, packed (packed.ts): typed arrays, transferred, and
   * each distinct string once, sliced from the node's packing in the query's order (kept by
   * node identity), so a period read costs what it returns. RemoteTreeStore.query unpacks it.
   */
  queryPacked(path: string, query: TreeQuery): Promise<PackedEntries>;
  /** TreeStore.revision (MemoryTree.revision): what a report worker keeps its teams by. */
  revision(path: string): Promise<string>;
  /** TreeStore.judgeRead: judged here, on the shared tree; only the verdict goes back. */
  judgeRead(path: string, reader: RulesAuth | null): Promise<Verdict>;
  /**
   * Serves another client on `port` (how a report worker reaches the store). The first one
   * starts the packing ahead (FixtureStoreServiceOptions.packAhead): a report is coming.
   */
  connect(port: MessagePort): void;
  /** Drops the journal and returns to the fixture as loaded; every subscriber hears it. */
  reset(): Promise<void>;
  /** Closes this connection's subscriptions (a tab going away). */
  disconnect(): void;
  /**
   * Answers at once, loaded or not (issue 23): a client that hears nothing back knows the store
   * died or hangs (remoteStore.ts rejects its pending calls).
   */
  ping(): Promise<true>;
}

/** Children to pack ahead (packed.ts): every child of `under`, in `orderByChild` order. */
export interface PackAhead {
  under: string;
  orderByChild: string;
}

export interface FixtureStoreServiceOptions {
  /** Reads the data for a URL: the export served there, else generated (fixtureSource.ts). */
  load(url: string): Promise<FixtureSource>;
  /** Where writes are journalled; default in memory. */
  journal?: Journal;
  /**
   * Query orders to pack in the background, one node per macrotask so clients are served in
   * between: a read then only slices (the app's: every team's bulletins by date, the period
   * read of InvoiceRepo). Issue 24: only packed queries (queryPacked) use the packing, and only
   * report windows make many, so packing starts once a report is coming — a client connects
   * another port (a report worker's: FixtureStoreApi.connect) or the first queryPacked
   * arrives — never on a plain page; from then on, again PACK_AHEAD_DELAY_MS after the last of
   * each burst of writes. Issue 17: it steps aside while a report reads (PACK_AHEAD_QUIET_MS
   * after the last read), and a read of a node it has not packed yet packs only the entries it
   * returns (a period of a year in three years of a team: a third), so a Gerar Relatório clicked
   * before the packing is done waits for neither. Without it a node is packed by the first
   * query after it changed.
   */
  packAhead?: readonly PackAhead[];
}

/** How long the store waits after a write before packing ahead again. */
const PACK_AHEAD_DELAY_MS = 300;
/** Issue 23: a write that reaches the store after its page gave up on it is not applied. */
function refuseIfGivenUp(notAfter: number | undefined): void {
  if (notAfter !== undefined && Date.now() > notAfter) {
    throw new Error('The fixture store answered too late: the write was not applied.');
  }
}

/** How long the store waits after a client's read before packing the next node ahead. */
export const PACK_AHEAD_QUIET_MS = 1_000;

export interface FixtureStoreService {
  /** Exposes the API on `port` (Comlink). */
  connect(port: MessagePort): void;
  /** Loads the export at `url`, as a client's open would (the first call wins). */
  open(url: string): Promise<void>;
  /** The tree, once the first open has loaded it. */
  ready(): Promise<MemoryTree>;
  /** Packs every `packAhead` node for the data as it is now (done by itself after changes). */
  packAhead(): Promise<void>;
  /** Whether packing ahead has started (issue 24: once a report is coming). */
  readonly packingStarted: boolean;
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
  let initialParts: readonly LazyPart[] = [];
  let loading: Promise<void> | null = null;
  let requested!: () => void;
  const openedOnce = new Promise<void>((resolve) => (requested = resolve));
  // Journal operations run one after another, in the order the writes were applied.
  let journalChain: Promise<void> = Promise.resolve();
  let nextId = 1;
  let packing: Promise<void> = Promise.resolve();

  /** When a client last read (a report's burst of reads: packing ahead waits it out). */
  let lastReadAt = -Infinity;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Packs every packAhead node not packed for its data yet, one per macrotask, and none while
   * clients are reading (PACK_AHEAD_QUIET_MS since the last read): a report's reads then wait
   * for no node's packing, and each packs only what it returns (queryPacked).
   */
  function packAhead(): Promise<void> {
    const pass = async (): Promise<void> => {
      for (const { under, orderByChild } of options.packAhead ?? []) {
        const parent = tree.get(under);
        const children = parent && typeof parent === 'object' ? Object.keys(parent) : [];
        for (const child of children) {
          await sleep(0);
          for (let quiet = Date.now() - lastReadAt; quiet < PACK_AHEAD_QUIET_MS;) {
            await sleep(PACK_AHEAD_QUIET_MS - quiet);
            quiet = Date.now() - lastReadAt;
          }
          packNode(tree, `${under}/${child}`, orderByChild);
        }
      }
    };
    packing = packing.then(pass, pass);
    return packing;
  }

  /** Whether packing ahead packs `path`'s children in `query`'s order. */
  function packedAhead(path: string, query: TreeQuery): boolean {
    const segments = parsePath(path);
    const parent = segments.slice(0, -1).join('/');
    return (options.packAhead ?? []).some(
      (p) => p.orderByChild === query.orderByChild && parsePath(p.under).join('/') === parent,
    );
  }

  // Issue 24: packing ahead starts once a report is coming (a worker's port, a packed query),
  // for the data as loaded, and then follows each burst of writes under a packAhead path (a
  // node that did not change keeps its packing: packed.ts keeps them by node identity).
  let packingStarted = false;
  function startPacking(): void {
    if (packingStarted || (options.packAhead ?? []).length === 0) return;
    packingStarted = true;
    void ready().then(
      () => packAhead(),
      () => undefined,
    );
  }
  for (const { under } of options.packAhead ?? []) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    tree.subscribe(under, null, () => {
      if (!packingStarted) return;
      clearTimeout(timer);
      timer = setTimeout(() => void packAhead(), PACK_AHEAD_DELAY_MS);
    });
  }

  function enqueue(task: () => Promise<void>): Promise<void> {
    journalChain = journalChain.then(task, task);
    return journalChain;
  }

  let making = false;
  /**
   * Issue 24: the parts of the data nobody has asked for yet (MemoryTree.load's lazy parts:
   * each team of a generated demo) are made one per macrotask, so the requests that arrive in
   * between are served first and each makes what it needs at once.
   */
  function makePartsInBackground(): void {
    if (making) return;
    making = true;
    const step = (): void => {
      if (tree.makeNextPart()) setTimeout(step, 0);
      else making = false;
    };
    setTimeout(step, 0);
  }

  async function load(url: string): Promise<void> {
    const source = await options.load(url);
    initial = source.json;
    initialParts = source.parts ?? [];
    tree.load(initial, initialParts);
    for (const write of await journal.open(source.id)) {
      try {
        // Judged as its writer when it was made, on this same data: replayed unjudged (P51).
        tree.update(write);
      } catch (error) {
        console.warn('fixture journal: a recorded write no longer applies', error);
      }
    }
    makePartsInBackground();
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

    /**
     * Opens a subscription on the tree that calls `listener` (a Comlink proxy) with what `start`
     * delivers; resolves its id for `unsubscribe`.
     */
    async function opened<T>(
      listener: (result: T) => unknown,
      start: (tree: MemoryTree, deliver: (result: T) => void) => () => void,
    ): Promise<number> {
      let stop: () => void;
      try {
        stop = start(await ready(), (result) => {
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
    }

    const api: FixtureStoreApi = {
      open,
      async get(path) {
        return (await ready()).get(path);
      },
      async queryPacked(path, query) {
        startPacking();
        const data = await ready();
        lastReadAt = Date.now();
        // A node packing ahead packs is left to it: this read packs only what it returns.
        const packed = packedQuery(data, path, query, { packNode: !packedAhead(path, query) });
        return Comlink.transfer(packed, packedBuffers(packed));
      },
      async judgeRead(path, reader) {
        return (await ready()).judgeRead(path, reader);
      },
      async revision(path) {
        const data = await ready();
        // A report worker asks each team's stamp before reading it: its reads are coming.
        lastReadAt = Date.now();
        return data.revision(path);
      },
      async compareAndSet(path, expected, value, writer, notAfter) {
        const tree = await ready();
        refuseIfGivenUp(notAfter);
        if (!compareAndSetIn(tree, path, expected, value, writer)) return false;
        await enqueue(() => journal.append({ [path]: value })).catch((error: unknown) => {
          console.warn('fixture journal: write not persisted', error);
        });
        return true;
      },
      async update(updates, writer, notAfter) {
        const tree = await ready();
        refuseIfGivenUp(notAfter);
        tree.update(updates, writer);
        await enqueue(() => journal.append(updates)).catch((error: unknown) => {
          // The write stands; only its survival across reloads is lost.
          console.warn('fixture journal: write not persisted', error);
        });
      },
      subscribe(path, query, listener) {
        return opened(listener, (tree, deliver) => tree.subscribe(path, query, deliver));
      },
      watchWaitingCounts(request, listener) {
        return opened(listener, (tree, deliver) => watchWaitingCountsIn(tree, request, deliver));
      },
      async unsubscribe(id) {
        subscriptions.get(id)?.();
        subscriptions.delete(id);
      },
      async simulateWriteFailures(rules) {
        (await ready()).setWriteFailures(rules);
      },
      connect(other) {
        startPacking();
        connect(other);
      },
      async reset() {
        await ready();
        tree.setWriteFailures([]);
        tree.load(initial, initialParts);
        makePartsInBackground();
        await enqueue(() => journal.clear());
      },
      async ping() {
        return true;
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

  return {
    connect,
    open,
    ready,
    packAhead,
    get packingStarted() {
      return packingStarted;
    },
  };
}
