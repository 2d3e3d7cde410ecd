/**
 * A synchronous in-memory JSON tree that behaves like the Realtime Database (D1): it loads a
 * console "Export JSON" unchanged, reads paths, runs orderByChild queries with the database's
 * ordering, applies multi-path updates all or nothing, never stores empty objects, and calls
 * subscribers after every change touching their result.
 *
 * Nodes are never mutated once in the tree: a write copies the nodes along its path and shares
 * the rest. So a subscriber can tell whether its result changed by comparing references, a
 * reset is just the initial root again, and a value handed out stays as it was when read.
 */
import type { RulesAuth } from '../../src/core/rules/expr';
import type { MultiPathUpdate } from '../rtdb/layout';
import { compareKeys, compareValues } from '../rtdb/order';
import { DATABASE_RULES } from '../rtdb/rules/databaseRules';
import { judgeRead, judgeWrite } from '../rtdb/rules/judge';
import type { Verdict } from '../rtdb/rules/judge';
import type { QueryBound } from '../rtdb/order';

export type { QueryBound } from '../rtdb/order';

/** An orderByChild query of the children of a path (SPEC §7: forms/{team} by date). */
export interface TreeQuery {
  /** A child path such as 'date', 'checked' or 'header/date'. */
  orderByChild: string;
  /** Inclusive lower bound. */
  startAt?: QueryBound;
  /** Inclusive upper bound. */
  endAt?: QueryBound;
  /** Only children whose value equals this (not combinable with startAt/endAt). */
  equalTo?: QueryBound;
}

/** One child of a query result, in query order. */
export interface TreeEntry {
  key: string;
  value: unknown;
}

/**
 * A write failure to simulate: every write touching `path` (the path itself, inside it, or an
 * ancestor of it) fails, `times` times (for ever when omitted), with `message`.
 */
export interface WriteFailureRule {
  path: string;
  message?: string;
  times?: number;
}

/** Decides, before anything is written, whether a write fails: return (or throw) an error. */
export type WriteFailureHook = (paths: readonly string[]) => Error | string | null | undefined;

/** Called with the new result: the value at the path, or the query's entries. */
export type TreeListener = (result: unknown) => void;

/** A rejected write; `code` follows the Realtime Database's error codes. */
export class TreeWriteError extends Error {
  readonly code: string;
  constructor(message: string, code = 'PERMISSION_DENIED') {
    super(message);
    this.name = 'TreeWriteError';
    this.code = code;
  }
}

type Node = unknown;

/**
 * A write or read the rules refuse, in the SDK's words ("PERMISSION_DENIED: Permission denied at
 * /forms/T/K"): the memory adapter fails as the Firebase one does, and commit.ts explains both
 * alike (a conflict when a bulletin moved on, else this error).
 */
function refusal(verdict: Verdict & { allowed: false }): TreeWriteError {
  return new TreeWriteError(`PERMISSION_DENIED: Permission denied at /${verdict.path}`);
}

interface Subscription {
  segments: string[];
  query: CompiledQuery | null;
  listener: TreeListener;
  last: unknown;
}

interface CompiledQuery {
  child: string[];
  startAt?: QueryBound;
  endAt?: QueryBound;
  equalTo?: QueryBound;
  hasEqualTo: boolean;
}

// RTDB key rules: non-empty, at most 768 bytes, none of . # $ [ ] / and no control characters.
const INVALID_KEY = /[.#$[\]/]/;

function hasControlCharacter(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

function validateKey(key: string, where: string): void {
  const tooLong = key.length > 192 && new TextEncoder().encode(key).length > 768;
  if (key === '' || INVALID_KEY.test(key) || hasControlCharacter(key) || tooLong) {
    throw new TreeWriteError(`Invalid key "${key}" in ${where}`, 'INVALID_KEY');
  }
}

/** 'forms/T/K' (leading and trailing slashes ignored) → ['forms','T','K']; '' or '/' is the root. */
export function parsePath(path: string): string[] {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return [];
  const segments = trimmed.split('/');
  for (const segment of segments) validateKey(segment, `path "${path}"`);
  return segments;
}

function isContainer(node: Node): node is Record<string, unknown> | unknown[] {
  return typeof node === 'object' && node !== null;
}

function childOf(node: Node, key: string): Node {
  if (!isContainer(node)) return undefined;
  if (Array.isArray(node)) return ARRAY_INDEX.test(key) ? node[Number(key)] : undefined;
  return Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
}

function getIn(node: Node, segments: readonly string[]): Node {
  let current = node;
  for (const segment of segments) {
    current = childOf(current, segment);
    if (current === undefined || current === null) return undefined;
  }
  return current;
}

/** The children of a node as [key, value], in the database's key order (arrays by index). */
function childEntries(node: Node): [string, unknown][] {
  if (!isContainer(node)) return [];
  const entries: [string, unknown][] = [];
  if (Array.isArray(node)) {
    node.forEach((value, index) => {
      if (value !== null && value !== undefined) entries.push([String(index), value]);
    });
    return entries;
  }
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (value !== null && value !== undefined) entries.push([key, value]);
  }
  return entries.sort((a, b) => compareKeys(a[0], b[0]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A written value as the database keeps it: null, {} and [] are absence (returned as undefined)
 * and are dropped from inside objects; an array with holes becomes an object keyed by index.
 * Rejects what the database rejects (undefined, NaN, infinities, functions, invalid keys).
 * The result is a frozen copy, so nobody can change it behind the tree's back. `now` is the
 * server's time of the whole write: every server timestamp in one write is the same instant,
 * as in RTDB (a bulletin's history event and its deleted index entry carry one time).
 */
function normalizeValue(value: unknown, where: string, now: number): Node {
  if (value === null) return undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value)) {
        throw new TreeWriteError(`Invalid number ${value} at ${where}`, 'INVALID_DATA');
      }
      return value;
    case 'undefined':
      throw new TreeWriteError(`Value at ${where} is undefined`, 'INVALID_DATA');
    default:
      break;
  }
  if (Array.isArray(value)) {
    const items = value.map((item, index) => normalizeValue(item, `${where}/${index}`, now));
    if (items.every((item) => item !== undefined)) {
      return items.length === 0 ? undefined : Object.freeze(items);
    }
    const object: Record<string, unknown> = {};
    items.forEach((item, index) => {
      if (item !== undefined) object[String(index)] = item;
    });
    return Object.keys(object).length === 0 ? undefined : Object.freeze(object);
  }
  if (isPlainObject(value)) {
    // The server's clock (the SDK's serverTimestamp(), layout.ts SERVER_TIME): the write's time.
    if (value['.sv'] === 'timestamp' && Object.keys(value).length === 1) return now;
    const object: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      validateKey(key, where);
      const item = normalizeValue(value[key], `${where}/${key}`, now);
      if (item !== undefined) object[key] = item;
    }
    return Object.keys(object).length === 0 ? undefined : Object.freeze(object);
  }
  throw new TreeWriteError(`Unsupported value of type ${typeof value} at ${where}`, 'INVALID_DATA');
}

/** A copy of `container` with `key` set to `child` (absent removes); undefined when left empty. */
function withChild(container: Node, key: string, child: Node): Node {
  if (Array.isArray(container) && ARRAY_INDEX.test(key)) {
    const index = Number(key);
    if (child !== undefined && index <= container.length) {
      const copy = container.slice();
      copy[index] = child;
      return Object.freeze(copy);
    }
    if (child === undefined && index === container.length - 1) {
      const copy = container.slice(0, -1);
      while (copy.length > 0 && (copy[copy.length - 1] ?? null) === null) copy.pop();
      return copy.length === 0 ? undefined : Object.freeze(copy);
    }
  }
  // RTDB keeps no holes in arrays: anything else turns the array into an object keyed by index.
  const object: Record<string, unknown> = {};
  for (const [k, v] of childEntries(container)) object[k] = v;
  if (child === undefined) delete object[key];
  else object[key] = child;
  return Object.keys(object).length === 0 ? undefined : Object.freeze(object);
}

function setIn(node: Node, segments: readonly string[], index: number, value: Node): Node {
  if (index === segments.length) return value;
  const key = segments[index] as string;
  const child = childOf(node, key) ?? undefined;
  const next = setIn(child, segments, index + 1, value);
  if (next === child) return node;
  // A write under a leaf replaces the leaf, as in the database.
  return withChild(isContainer(node) ? node : undefined, key, next);
}

function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  if (prefix.length > path.length) return false;
  return prefix.every((segment, i) => segment === path[i]);
}

function related(a: readonly string[], b: readonly string[]): boolean {
  return isPrefix(a, b) || isPrefix(b, a);
}

function isBound(value: unknown): value is QueryBound {
  return (
    value === null ||
    typeof value === 'boolean' ||
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

function compileQuery(query: TreeQuery): CompiledQuery {
  const child = parsePath(query.orderByChild);
  if (child.length === 0)
    throw new TreeWriteError('orderByChild needs a child path', 'INVALID_QUERY');
  const hasEqualTo = query.equalTo !== undefined;
  if (hasEqualTo && (query.startAt !== undefined || query.endAt !== undefined)) {
    throw new TreeWriteError('equalTo cannot be combined with startAt or endAt', 'INVALID_QUERY');
  }
  for (const bound of [query.startAt, query.endAt, query.equalTo]) {
    if (bound !== undefined && !isBound(bound)) {
      throw new TreeWriteError(`Invalid query bound ${String(bound)}`, 'INVALID_QUERY');
    }
  }
  const compiled: CompiledQuery = { child, hasEqualTo };
  if (query.startAt !== undefined) compiled.startAt = query.startAt;
  if (query.endAt !== undefined) compiled.endAt = query.endAt;
  if (hasEqualTo) compiled.equalTo = query.equalTo ?? null;
  return compiled;
}

/** A node's children in orderByChild order for one child path (an index, like `.indexOn`). */
interface ChildIndex {
  keys: string[];
  values: unknown[];
  orders: unknown[];
}

/**
 * Indexes by node and child path. Nodes are never mutated once in the tree (a write copies its
 * path), so an index stays right for as long as its node is the one at that path; a write makes
 * a new node, which gets its own index when next queried. This keeps a period read (P7) of a
 * team with years of bulletins a binary search plus what it returns, as Firebase's `.indexOn`
 * does on the server, instead of a scan of the whole team per query.
 */
const indexes = new WeakMap<object, Map<string, ChildIndex>>();

function childIndex(node: Node, child: readonly string[]): ChildIndex {
  const byChild = isContainer(node) ? indexes.get(node as object) : undefined;
  const name = child.join('/');
  const cached = byChild?.get(name);
  if (cached) return cached;
  const rows = childEntries(node).map(([key, value]) => ({
    key,
    value,
    order: getIn(value, child) ?? null,
  }));
  rows.sort((a, b) => compareValues(a.order, b.order) || compareKeys(a.key, b.key));
  const index: ChildIndex = {
    keys: rows.map((r) => r.key),
    values: rows.map((r) => r.value),
    orders: rows.map((r) => r.order),
  };
  if (isContainer(node)) {
    const map = byChild ?? new Map<string, ChildIndex>();
    map.set(name, index);
    if (!byChild) indexes.set(node as object, map);
  }
  return index;
}

/** The first position whose order is not before `bound` (after, with `after`). */
function lowerBound(orders: readonly unknown[], bound: QueryBound, after: boolean): number {
  let lo = 0;
  let hi = orders.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareValues(orders[mid], bound);
    if (c < 0 || (after && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function runQuery(node: Node, query: CompiledQuery): TreeEntry[] {
  const { keys, values, orders } = childIndex(node, query.child);
  const start = query.hasEqualTo
    ? lowerBound(orders, query.equalTo ?? null, false)
    : query.startAt !== undefined
      ? lowerBound(orders, query.startAt, false)
      : 0;
  const end = query.hasEqualTo
    ? lowerBound(orders, query.equalTo ?? null, true)
    : query.endAt !== undefined
      ? lowerBound(orders, query.endAt, true)
      : orders.length;
  const out: TreeEntry[] = [];
  for (let i = start; i < end; i += 1) out.push({ key: keys[i] as string, value: values[i] });
  return out;
}

function sameEntries(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as TreeEntry;
    const y = b[i] as TreeEntry;
    if (x.key !== y.key || x.value !== y.value) return false;
  }
  return true;
}

/** Turns failure rules into a hook; each rule with `times` counts down and then stops. */
export function failureHookFromRules(rules: readonly WriteFailureRule[]): WriteFailureHook | null {
  if (rules.length === 0) return null;
  const live = rules.map((rule) => ({
    segments: parsePath(rule.path),
    message: rule.message ?? `PERMISSION_DENIED: Permission denied (simulated) at /${rule.path}`,
    left: rule.times ?? Infinity,
  }));
  return (paths) => {
    const written = paths.map(parsePath);
    const rule = live.find(
      (r) => r.left > 0 && written.some((segments) => related(r.segments, segments)),
    );
    if (!rule) return null;
    rule.left -= 1;
    return rule.message;
  };
}

/**
 * Data loaded on first use (issue 24): the values at `paths`, all made by one call. A tree
 * loaded with parts answers as if they were there: any read, write or subscription that reaches
 * one of the paths (or a parent of it) makes the part first.
 */
export interface LazyPart {
  paths: readonly string[];
  make(): Readonly<Record<string, unknown>>;
}

/** MemoryTree.revision's stamps, by node (never mutated once in a tree): one counter for all. */
const revisions = new WeakMap<object, string>();
let nextRevision = 0;

/**
 * The in-memory database. Paths are '/'-separated ('forms/ORCDISTBA01/-Nabc'); a leading slash
 * is allowed. Reads return the tree's own (frozen or loaded) nodes: do not mutate them.
 */
export class MemoryTree {
  private root: Node;
  private readonly subscriptions = new Set<Subscription>();
  private failureHook: WriteFailureHook | null = null;
  private notifying = false;
  private pending: string[][] | null = null;
  private lazy: { segments: string[][]; make: LazyPart['make'] }[] = [];

  /** @param json a database export (D1), kept exactly as given; null or omitted is empty. */
  constructor(json: unknown = null) {
    this.root = json ?? undefined;
  }

  /** The value at `path`, or null when nothing is there. */
  get(path: string): unknown {
    const segments = parsePath(path);
    this.ensure(segments);
    return getIn(this.root, segments) ?? null;
  }

  /**
   * Issue 17: a stamp of the data at `path` that changes whenever anything under it is written
   * (or the tree is loaded anew), and only then: a write copies the nodes on its path (setIn),
   * so the node at `path` is a new object exactly when something under it changed. A report
   * worker keeps what it computed from a team's bulletins while the stamp stays the same.
   */
  revision(path: string): string {
    const node = this.get(path);
    if (node === null || typeof node !== 'object') return JSON.stringify(node);
    let stamp = revisions.get(node);
    if (stamp === undefined) {
      nextRevision += 1;
      stamp = `#${nextRevision}`;
      revisions.set(node, stamp);
    }
    return stamp;
  }

  /** The children of `path` that match `query`, in orderByChild order (ties by key). */
  query(path: string, query: TreeQuery): TreeEntry[] {
    const segments = parsePath(path);
    this.ensure(segments);
    return runQuery(getIn(this.root, segments), compileQuery(query));
  }

  /** Writes `value` at `path` (null or {} removes). */
  set(path: string, value: unknown): void {
    this.update({ [path]: value });
  }

  /** Removes `path`. */
  remove(path: string): void {
    this.update({ [path]: null });
  }

  /**
   * A multi-path update: every path is validated and the failure hook consulted before
   * anything changes, so it applies all or nothing. Paths may not contain one another.
   *
   * `writer` is who writes (P51): a client's write, by a signed-in user or (null) signed out,
   * judged by the database rules as that user; without one, the Admin SDK's write (seeding, the
   * journal's replay, a test's own setup), which the database never judges.
   */
  update(updates: MultiPathUpdate, writer?: RulesAuth | null): void {
    const paths = Object.keys(updates);
    // One server time for the whole write (RTDB resolves every timestamp of a write at once).
    const now = Date.now();
    const parsed = paths.map((path) => ({
      segments: parsePath(path),
      value: normalizeValue(updates[path], `/${path.replace(/^\/+/, '')}`, now),
    }));
    for (let i = 0; i < parsed.length; i++) {
      for (let j = i + 1; j < parsed.length; j++) {
        const a = parsed[i]?.segments ?? [];
        const b = parsed[j]?.segments ?? [];
        if (related(a, b)) {
          throw new TreeWriteError(
            `Update paths overlap: /${a.join('/')} and /${b.join('/')}`,
            'INVALID_UPDATE',
          );
        }
      }
    }
    if (parsed.length === 0) return;
    for (const { segments } of parsed) this.ensure(segments);
    this.checkFailure(parsed.map((p) => p.segments.join('/')));

    let root = this.root;
    for (const { segments, value } of parsed) root = setIn(root, segments, 0, value);
    if (writer !== undefined) {
      // P51: judged as the database judges a client's write, on the tree before and after it
      // (the parts it reaches made: a bulletin's team part holds its history and deleted
      // entries, which its rules read), even when it changes nothing (a stale counter).
      const written = parsed.map((p) => p.segments);
      const verdict = judgeWrite(DATABASE_RULES, this.root, root, written, writer, now);
      if (!verdict.allowed) throw refusal(verdict);
    }
    if (root === this.root) return;
    this.root = root;
    this.notify(parsed.map((p) => p.segments));
  }

  /**
   * P51: whether `reader` (a signed-in user, or null when signed out) may read `path`, judged
   * by the database rules on the data as it is now (they read the reader's user record).
   */
  judgeRead(path: string, reader: RulesAuth | null): Verdict {
    const segments = parsePath(path);
    this.ensure(segments);
    return judgeRead(DATABASE_RULES, this.root, segments, reader, Date.now());
  }

  /**
   * Replaces the whole tree (a fresh load or a reset); every subscriber is re-checked. `lazy`
   * parts (issue 24) are made when first reached (or by makeNextPart), not now.
   */
  load(json: unknown, lazy: readonly LazyPart[] = []): void {
    this.root = json ?? undefined;
    this.lazy = lazy.map((part) => ({ segments: part.paths.map(parsePath), make: part.make }));
    this.notify([[]]);
  }

  /** Makes one part still to be made; false when none is left (the tree is whole). */
  makeNextPart(): boolean {
    const next = this.lazy[0];
    if (next) this.make(next);
    return this.lazy.length > 0;
  }

  /** The current root (for export or reset), every part made; null when empty. */
  snapshot(): unknown {
    this.ensure([]);
    return this.root ?? null;
  }

  /** Makes every part that `segments` reaches: one of its paths, a parent or a child of one. */
  private ensure(segments: readonly string[]): void {
    if (this.lazy.length === 0) return;
    for (const part of this.lazy.filter((p) => p.segments.some((s) => related(s, segments)))) {
      this.make(part);
    }
  }

  /** Puts a part's values in the tree as loaded data (no write checks), and says so. */
  private make(part: (typeof this.lazy)[number]): void {
    this.lazy = this.lazy.filter((p) => p !== part);
    const values = part.make();
    let root = this.root;
    const changed: string[][] = [];
    for (const [path, value] of Object.entries(values)) {
      if (value === null || value === undefined) continue;
      const segments = parsePath(path);
      root = setIn(root, segments, 0, value as Node);
      changed.push(segments);
    }
    this.root = root;
    if (changed.length > 0) this.notify(changed);
  }

  /** Installs (or with null removes) the hook that can fail writes before they apply. */
  setFailureHook(hook: WriteFailureHook | null): void {
    this.failureHook = hook;
  }

  /** Fails the writes the rules describe (an empty list stops failing). */
  setWriteFailures(rules: readonly WriteFailureRule[]): void {
    this.failureHook = failureHookFromRules(rules);
  }

  /**
   * Calls `listener` now with the current result (the value at `path`, or with a query its
   * entries) and again after every change of that result, until the returned function is called.
   */
  subscribe(path: string, query: TreeQuery | null, listener: TreeListener): () => void {
    this.ensure(parsePath(path));
    const subscription: Subscription = {
      segments: parsePath(path),
      query: query ? compileQuery(query) : null,
      listener,
      last: undefined,
    };
    subscription.last = this.resultOf(subscription);
    this.subscriptions.add(subscription);
    listener(subscription.last);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** How many subscriptions are open (tests use it to prove unsubscribe cleans up). */
  get subscriptionCount(): number {
    return this.subscriptions.size;
  }

  private resultOf(subscription: Subscription): unknown {
    const node = getIn(this.root, subscription.segments);
    return subscription.query ? runQuery(node, subscription.query) : (node ?? null);
  }

  private checkFailure(paths: string[]): void {
    if (!this.failureHook) return;
    const failure = this.failureHook(paths);
    if (failure === null || failure === undefined) return;
    throw failure instanceof Error ? failure : new TreeWriteError(failure);
  }

  private notify(changed: string[][]): void {
    // A listener that writes is served after the current round, so rounds never interleave.
    if (this.notifying) {
      (this.pending ??= []).push(...changed);
      return;
    }
    this.notifying = true;
    try {
      let round: string[][] | null = changed;
      while (round) {
        for (const subscription of [...this.subscriptions]) {
          if (!this.subscriptions.has(subscription)) continue;
          if (!round.some((segments) => related(segments, subscription.segments))) continue;
          const result = this.resultOf(subscription);
          const same = subscription.query
            ? sameEntries(result, subscription.last)
            : result === subscription.last;
          if (same) continue;
          subscription.last = result;
          try {
            subscription.listener(result);
          } catch (error) {
            // As the SDK does: a throwing listener must not stop the others; rethrow later.
            setTimeout(() => {
              throw error;
            });
          }
        }
        round = this.pending;
        this.pending = null;
      }
    } finally {
      this.notifying = false;
    }
  }
}
