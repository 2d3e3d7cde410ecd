/**
 * Query results packed for the trip between threads (P2). A structured clone of a year of
 * bulletins as objects costs seconds on both sides of the MessagePort; packed, the same entries
 * are three typed arrays (transferred, not copied) and one table of distinct strings, and the
 * receiving side rebuilds plain objects in one pass. The fixture store keeps each node's
 * children packed in query order (`packedQuery`), so a period read (P7) is a binary search plus
 * a slice of that packing, as `.indexOn` answers it on the server.
 */
import type { MemoryTree, TreeEntry, TreeQuery } from './tree';

/** TreeEntry[] as typed arrays: how `FixtureStoreApi.queryPacked` answers. */
export interface PackedEntries {
  /** How many entries. */
  count: number;
  /** Distinct strings; `ints` refer to them by position. */
  strings: string[];
  /** Each object's keys, in order; `ints` refer to them by position. */
  shapes: string[][];
  /** One tag per value, in reading order (each entry is its key, then its value). */
  tags: Uint8Array;
  /** In reading order: a string's id, an object's shape or an array's length. */
  ints: Int32Array;
  /** The numbers, in reading order. */
  nums: Float64Array;
}

const NULL = 0;
const FALSE = 1;
const TRUE = 2;
const NUM = 3;
const STR = 4;
const OBJ = 5;
const ARR = 6;
const UNDEFINED = 7;

/** A growable typed array. */
class Column<A extends Uint8Array | Int32Array | Float64Array> {
  length = 0;
  constructor(
    public data: A,
    private readonly make: (size: number) => A,
  ) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = this.make(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }
}

/** A step of the shapes' trie: the shape ending here (-1: none yet) and the next keys. */
interface ShapeNode {
  id: number;
  next: Map<string, ShapeNode>;
}

/** Packs entries one after another; `offsets` marks where each one starts. */
class Packer {
  readonly strings: string[] = [];
  readonly shapes: string[][] = [];
  readonly tags = new Column(new Uint8Array(1024), (n) => new Uint8Array(n));
  readonly ints = new Column(new Int32Array(1024), (n) => new Int32Array(n));
  readonly nums = new Column(new Float64Array(256), (n) => new Float64Array(n));
  private readonly stringIds = new Map<string, number>();
  private readonly shapeRoot: ShapeNode = { id: -1, next: new Map() };

  entry({ key, value }: TreeEntry): void {
    this.value(key);
    this.value(value);
  }

  /** What was packed so far, the typed arrays cut to their length. */
  packed(): Omit<PackedEntries, 'count'> {
    return {
      strings: this.strings,
      shapes: this.shapes,
      tags: this.tags.data.slice(0, this.tags.length),
      ints: this.ints.data.slice(0, this.ints.length),
      nums: this.nums.data.slice(0, this.nums.length),
    };
  }

  /** The id of an object's list of keys: found by walking one map per key, no string built. */
  private shapeOf(keys: string[]): number {
    let node = this.shapeRoot;
    for (let k = 0; k < keys.length; k += 1) {
      const key = keys[k] as string;
      let next = node.next.get(key);
      if (next === undefined) {
        next = { id: -1, next: new Map() };
        node.next.set(key, next);
      }
      node = next;
    }
    if (node.id < 0) {
      node.id = this.shapes.length;
      this.shapes.push(keys);
    }
    return node.id;
  }

  private string(text: string): void {
    let id = this.stringIds.get(text);
    if (id === undefined) {
      id = this.strings.length;
      this.strings.push(text);
      this.stringIds.set(text, id);
    }
    this.tags.push(STR);
    this.ints.push(id);
  }

  private value(value: unknown): void {
    switch (typeof value) {
      case 'string':
        this.string(value);
        return;
      case 'number':
        this.tags.push(NUM);
        this.nums.push(value);
        return;
      case 'boolean':
        this.tags.push(value ? TRUE : FALSE);
        return;
      case 'undefined':
        this.tags.push(UNDEFINED);
        return;
      default:
        break;
    }
    if (value === null) {
      this.tags.push(NULL);
    } else if (Array.isArray(value)) {
      this.tags.push(ARR);
      this.ints.push(value.length);
      for (let i = 0; i < value.length; i += 1) this.value(value[i]);
    } else {
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object);
      const id = this.shapeOf(keys);
      this.tags.push(OBJ);
      this.ints.push(id);
      for (let k = 0; k < keys.length; k += 1) this.value(object[keys[k] as string]);
    }
  }
}

/** Packs entries (the sending side). */
export function packEntries(entries: readonly TreeEntry[]): PackedEntries {
  const packer = new Packer();
  for (const entry of entries) packer.entry(entry);
  return { count: entries.length, ...packer.packed() };
}

/** The entries again, as plain objects (the receiving side). */
export function unpackEntries(packed: PackedEntries): TreeEntry[] {
  const { strings, shapes, tags, ints, nums } = packed;
  let t = 0;
  let i = 0;
  let n = 0;
  const read = (): unknown => {
    switch (tags[t++]) {
      case STR:
        return strings[ints[i++] as number];
      case NUM:
        return nums[n++];
      case OBJ: {
        const keys = shapes[ints[i++] as number] as string[];
        const object: Record<string, unknown> = {};
        for (const key of keys) {
          // A '__proto__' child is data, as in the database, not the object's prototype.
          if (key === '__proto__') {
            Object.defineProperty(object, key, {
              value: read(),
              enumerable: true,
              writable: true,
              configurable: true,
            });
          } else {
            object[key] = read();
          }
        }
        return object;
      }
      case ARR: {
        const length = ints[i++] as number;
        const array = new Array<unknown>(length);
        for (let k = 0; k < length; k += 1) array[k] = read();
        return array;
      }
      case TRUE:
        return true;
      case FALSE:
        return false;
      case NULL:
        return null;
      default:
        return undefined;
    }
  };
  const entries = new Array<TreeEntry>(packed.count);
  for (let k = 0; k < packed.count; k += 1) {
    const key = read() as string;
    entries[k] = { key, value: read() };
  }
  return entries;
}

/** The typed arrays of a packing: what to transfer rather than copy. */
export function packedBuffers(packed: PackedEntries): ArrayBuffer[] {
  return [packed.tags.buffer, packed.ints.buffer, packed.nums.buffer] as ArrayBuffer[];
}

/** A node's children packed in one query order, with where each child starts. */
interface PackedIndex {
  keys: string[];
  position: Map<string, number>;
  strings: string[];
  shapes: string[][];
  tags: Uint8Array;
  ints: Int32Array;
  nums: Float64Array;
  /** Child c's tags, ints and nums start at tagsAt[c], intsAt[c], numsAt[c] (n + 1 marks). */
  tagsAt: Int32Array;
  intsAt: Int32Array;
  numsAt: Int32Array;
}

/**
 * Packed indexes by node and orderByChild path. Nodes are never mutated once in the tree (a
 * write copies its path), so a packing stays right for as long as its node is the one at that
 * path, as the tree's own query index does.
 */
const packedIndexes = new WeakMap<object, Map<string, PackedIndex>>();

function buildIndex(entries: readonly TreeEntry[]): PackedIndex {
  const packer = new Packer();
  const count = entries.length;
  const tagsAt = new Int32Array(count + 1);
  const intsAt = new Int32Array(count + 1);
  const numsAt = new Int32Array(count + 1);
  const keys = new Array<string>(count);
  const position = new Map<string, number>();
  for (let c = 0; c < count; c += 1) {
    const entry = entries[c] as TreeEntry;
    tagsAt[c] = packer.tags.length;
    intsAt[c] = packer.ints.length;
    numsAt[c] = packer.nums.length;
    keys[c] = entry.key;
    position.set(entry.key, c);
    packer.entry(entry);
  }
  tagsAt[count] = packer.tags.length;
  intsAt[count] = packer.ints.length;
  numsAt[count] = packer.nums.length;
  return { keys, position, ...packer.packed(), tagsAt, intsAt, numsAt };
}

function indexOf(tree: MemoryTree, path: string, orderByChild: string): PackedIndex | null {
  const node = tree.get(path);
  if (node === null || typeof node !== 'object') return null;
  let byChild = packedIndexes.get(node);
  const cached = byChild?.get(orderByChild);
  if (cached) return cached;
  const index = buildIndex(tree.query(path, { orderByChild }));
  if (!byChild) {
    byChild = new Map();
    packedIndexes.set(node, byChild);
  }
  byChild.set(orderByChild, index);
  return index;
}

/** Children [start, end) of an index as a packing of their own, with only the strings they use. */
function slice(index: PackedIndex, start: number, end: number): PackedEntries {
  const tags = index.tags.slice(index.tagsAt[start], index.tagsAt[end]);
  const ints = index.ints.slice(index.intsAt[start], index.intsAt[end]);
  const nums = index.nums.slice(index.numsAt[start], index.numsAt[end]);
  const renumbered = new Int32Array(index.strings.length).fill(-1);
  const strings: string[] = [];
  let i = 0;
  for (let t = 0; t < tags.length; t += 1) {
    const tag = tags[t];
    if (tag === STR) {
      const id = ints[i] as number;
      let local = renumbered[id] as number;
      if (local < 0) {
        local = strings.length;
        renumbered[id] = local;
        strings.push(index.strings[id] as string);
      }
      ints[i] = local;
      i += 1;
    } else if (tag === OBJ || tag === ARR) {
      i += 1;
    }
  }
  return { count: end - start, strings, shapes: index.shapes, tags, ints, nums };
}

/** The packing of `path`'s children in `orderByChild` order, if one is kept for the node now. */
function keptIndex(tree: MemoryTree, path: string, orderByChild: string): PackedIndex | null {
  const node = tree.get(path);
  if (node === null || typeof node !== 'object') return null;
  return packedIndexes.get(node)?.get(orderByChild) ?? null;
}

/** Whether `path`'s children are kept packed in `orderByChild` order for the node as it is now. */
export function isPacked(tree: MemoryTree, path: string, orderByChild: string): boolean {
  return keptIndex(tree, path, orderByChild) !== null;
}

export interface PackedQueryOptions {
  /**
   * When the node's children are not packed yet: true (default), pack them all now and slice,
   * so the next queries only slice; false, pack only the entries this query returns (a period
   * read of a year in a team of three costs a third), leaving the whole node to packAhead.
   */
  packNode?: boolean;
}

/**
 * `tree.query(path, query)` packed: a slice of the packing of the node's children in the
 * query's order, kept (by node identity) from the last call or made now (`packNode`). Only the
 * first query after a change of the node packs it; the others copy typed arrays.
 */
export function packedQuery(
  tree: MemoryTree,
  path: string,
  query: TreeQuery,
  { packNode = true }: PackedQueryOptions = {},
): PackedEntries {
  const entries = tree.query(path, query);
  if (entries.length === 0) return packEntries(entries);
  const index = packNode
    ? indexOf(tree, path, query.orderByChild)
    : keptIndex(tree, path, query.orderByChild);
  const first = entries[0] as TreeEntry;
  const start = index?.position.get(first.key);
  // A query answers a contiguous run of the same order; anything else is packed as it is.
  if (!index || start === undefined || !sameRun(index, start, entries)) return packEntries(entries);
  return slice(index, start, start + entries.length);
}

function sameRun(index: PackedIndex, start: number, entries: readonly TreeEntry[]): boolean {
  if (start + entries.length > index.keys.length) return false;
  for (let k = 0; k < entries.length; k += 1) {
    if (index.keys[start + k] !== (entries[k] as TreeEntry).key) return false;
  }
  return true;
}

/** Packs the children of `path` in `orderByChild` order now, so a later query only slices. */
export function packAhead(tree: MemoryTree, path: string, orderByChild: string): void {
  indexOf(tree, path, orderByChild);
}
