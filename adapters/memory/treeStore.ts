/**
 * The asynchronous face of the in-memory database. The memory repos speak only to a TreeStore,
 * so the same repos run over a tree in this thread (createLocalTreeStore) or over the shared
 * fixture tree in another thread (wrapRemoteTreeStore), as the Firebase client speaks to a
 * server. Results are always fresh copies, never the tree's own nodes.
 */
import type { RulesAuth } from '../../src/core/rules/expr';
import type { MultiPathUpdate } from '../rtdb/layout';
import type { Verdict } from '../rtdb/rules/judge';
import type { Unsubscribe } from '../../src/core/ports';
import { packedQuery, unpackEntries } from './packed';
import { MemoryTree } from './tree';
import type { TreeEntry, TreeQuery, WriteFailureRule } from './tree';
import { watchWaitingCountsIn } from './waitingCounts';
import type { WaitingCountsEvent, WaitingCountsRequest } from './waitingCounts';

export interface TreeStore {
  /** The value at `path`, or null. */
  get(path: string): Promise<unknown>;
  /** The children of `path` matching `query`, in orderByChild order. */
  query(path: string, query: TreeQuery): Promise<TreeEntry[]>;
  /** MemoryTree.revision: a stamp that changes whenever anything under `path` is written. */
  revision(path: string): Promise<string>;
  /**
   * P51: whether `reader` (a signed-in user, or null) may read `path`, judged by the database
   * rules where the tree is (MemoryTree.judgeRead): only the verdict crosses, never the data the
   * rules read (the reader's user record).
   */
  judgeRead(path: string, reader: RulesAuth | null): Promise<Verdict>;
  /**
   * An all-or-nothing multi-path update (root-relative paths; null removes). With a `writer`
   * (a signed-in user, or null when signed out) it is a client's write, judged by the database
   * rules as that user (P51, MemoryTree.update); without one, the Admin SDK's, unjudged.
   */
  update(updates: MultiPathUpdate, writer?: RulesAuth | null): Promise<void>;
  /**
   * Writes `value` at `path` only if what is stored there NOW equals `expected` (the same JSON;
   * null for nothing), as one step of the store, so no other write lands between the compare
   * and the write: the compare-and-set a Firebase transaction gets from its server. Answers
   * whether it wrote; a write the store refuses rejects, as update does (issue 23), judged as
   * `writer` as update is.
   */
  compareAndSet(
    path: string,
    expected: unknown,
    value: unknown,
    writer?: RulesAuth | null,
  ): Promise<boolean>;
  /**
   * Calls back with the value at `path` now and after each change of it; with a query, with the
   * query's entries. `onError` hears a subscription that could not be opened.
   */
  subscribe(
    path: string,
    query: null,
    onChange: (value: unknown) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  subscribe(
    path: string,
    query: TreeQuery,
    onChange: (entries: TreeEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /**
   * InvoiceRepo.watchWaitingCounts, answered by the store itself (issue 24): the badge counts
   * are made where the tree is (waitingCounts.ts) and only they come back, one record per
   * change batch; `onError` hears a team whose read failed (the others go on).
   */
  watchWaitingCounts(
    request: WaitingCountsRequest,
    onChange: (counts: Readonly<Record<string, number>>) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Makes the writes the rules describe fail (an empty list stops it): to rehearse failures. */
  simulateWriteFailures(rules: readonly WriteFailureRule[]): Promise<void>;
}

/** A TreeStore over a tree in this thread; `tree` is exposed for tests and seeding. */
export interface LocalTreeStore extends TreeStore {
  readonly tree: MemoryTree;
}

/** Whether two JSON values are the same (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * TreeStore.compareAndSet on a tree of this thread (the local store and the shared fixture
 * store both use it): the compare and the write run in one synchronous step.
 */
export function compareAndSetIn(
  tree: MemoryTree,
  path: string,
  expected: unknown,
  value: unknown,
  writer?: RulesAuth | null,
): boolean {
  if (!sameJson(tree.get(path), expected ?? null)) return false;
  tree.update({ [path]: value }, writer);
  return true;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** Hands a count watch's event to the caller's counts or error callback. */
export function deliverCountsEvent(
  event: WaitingCountsEvent,
  onChange: (counts: Readonly<Record<string, number>>) => void,
  onError?: (error: Error) => void,
): void {
  if ('counts' in event) onChange(event.counts);
  else onError?.(new Error(event.error));
}

/**
 * Delivers results in order on the microtask queue, and never after `close` — whatever the
 * source does — so a listener is never called back after its unsubscribe.
 */
export function createOrderedDelivery<T>(deliver: (value: T) => void): {
  push(value: T): void;
  close(): void;
  readonly open: boolean;
} {
  const queue: T[] = [];
  let open = true;
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    while (open && queue.length > 0) deliver(queue.shift() as T);
    queue.length = 0;
  };
  return {
    push(value) {
      if (!open) return;
      queue.push(value);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(flush);
      }
    },
    close() {
      open = false;
      queue.length = 0;
    },
    get open() {
      return open;
    },
  };
}

/**
 * A TreeStore over a MemoryTree in this thread, loaded from a database export (D1) or given an
 * existing tree.
 *
 * @example
 * const store = createLocalTreeStore(JSON.parse(exportText));
 * const ports = createMemoryPorts(store);
 */
export function createLocalTreeStore(source: unknown = null): LocalTreeStore {
  const tree = source instanceof MemoryTree ? source : new MemoryTree(source);

  function subscribe(
    path: string,
    query: TreeQuery | null,
    onChange: (result: never) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const delivery = createOrderedDelivery<unknown>((result) => onChange(result as never));
    let stop: (() => void) | null = null;
    try {
      stop = tree.subscribe(path, query, (result) => delivery.push(structuredClone(result)));
    } catch (error) {
      queueMicrotask(() => {
        if (delivery.open) onError?.(asError(error));
      });
    }
    return () => {
      delivery.close();
      stop?.();
      stop = null;
    };
  }

  return {
    tree,
    get: async (path) => structuredClone(tree.get(path)),
    // A copy through the node's packing (packed.ts): cheaper than a structured clone of a year
    // of bulletins, and the same data (the tree holds JSON values only).
    query: async (path, query) => unpackEntries(packedQuery(tree, path, query)),
    revision: async (path) => tree.revision(path),
    judgeRead: async (path, reader) => tree.judgeRead(path, reader),
    update: async (updates, writer) => tree.update(updates, writer),
    compareAndSet: async (path, expected, value, writer) =>
      compareAndSetIn(tree, path, expected, value, writer),
    subscribe: subscribe as TreeStore['subscribe'],
    watchWaitingCounts(request, onChange, onError) {
      const delivery = createOrderedDelivery<WaitingCountsEvent>((event) =>
        deliverCountsEvent(event, onChange, onError),
      );
      const stop = watchWaitingCountsIn(tree, request, (event) => delivery.push(event));
      return () => {
        delivery.close();
        stop();
      };
    },
    simulateWriteFailures: async (rules) => tree.setWriteFailures(rules),
  };
}
