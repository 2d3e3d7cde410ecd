import fc from 'fast-check';
import { MemoryTree, TreeWriteError, parsePath } from './tree';
import type { QueryBound } from './tree';
import { compareKeys, compareValues } from '../rtdb/order';
import { bulletinUpdate } from '../rtdb/layout';
import { aPatch, anEvent, usersDatabase } from '../../src/core/testing/builders';

const keysOf = (entries: { key: string }[]): string[] => entries.map((e) => e.key);

describe('MemoryTree queries in RTDB order (adapters/rtdb/order.ts)', () => {
  it('orderByChild sorts children by the child value, ties by key, missing values first', () => {
    const tree = new MemoryTree({
      forms: {
        T: {
          k5: { date: 'x' },
          k4: { date: 5 },
          k3: { checked: true },
          k2: { date: false },
          k1: { date: 5 },
          k0: { date: { nested: 1 } },
          k6: { date: true },
        },
      },
    });
    expect(keysOf(tree.query('forms/T', { orderByChild: 'date' }))).toEqual([
      'k3',
      'k2',
      'k6',
      'k1',
      'k4',
      'k5',
      'k0',
    ]);
  });

  it('a numeric range includes both bounds and leaves out text, booleans and missing dates', () => {
    const tree = new MemoryTree({
      T: {
        a: { date: 100 },
        b: { date: 200 },
        c: { date: 300 },
        d: { date: 301 },
        e: { date: '200' },
        f: {},
        g: { date: 99 },
        h: { date: true },
      },
    });
    const result = tree.query('T', { orderByChild: 'date', startAt: 100, endAt: 300 });
    expect(keysOf(result)).toEqual(['a', 'b', 'c']);
    expect(result[0]?.value).toEqual({ date: 100 });
  });

  it('equalTo(false) finds only children whose value is false, not missing ones', () => {
    const tree = new MemoryTree({
      T: { a: { checked: false }, b: { checked: true }, c: {}, d: { checked: 'false' } },
    });
    expect(keysOf(tree.query('T', { orderByChild: 'checked', equalTo: false }))).toEqual(['a']);
  });

  it('orders by a deep child path and treats an array as children keyed by index', () => {
    const tree = new MemoryTree({ L: [{ h: { n: 3 } }, { h: { n: 1 } }, null, { h: { n: 2 } }] });
    expect(keysOf(tree.query('L', { orderByChild: 'h/n' }))).toEqual(['1', '3', '0']);
  });

  it('refuses equalTo combined with a range and an invalid bound', () => {
    const tree = new MemoryTree({});
    expect(() => tree.query('T', { orderByChild: 'a', equalTo: 1, startAt: 0 })).toThrow(
      TreeWriteError,
    );
    expect(() => tree.query('T', { orderByChild: 'a', startAt: NaN })).toThrow(TreeWriteError);
  });
});

describe('MemoryTree reads and writes', () => {
  it('loads an export unchanged, arrays as arrays and objects keyed "0","1" as objects', () => {
    const json = { a: { services: [{ code: 'X' }], materials: { '0': { m: 1 }, '1': { m: 2 } } } };
    const tree = new MemoryTree(json);
    expect(tree.get('a')).toBe(json.a);
    expect(tree.get('/a/services/0/code')).toBe('X');
    expect(tree.get('a/materials/1')).toEqual({ m: 2 });
    expect(tree.get('a/missing/deeper')).toBeNull();
  });

  it('a write never mutates a node handed out before it', () => {
    const tree = new MemoryTree({ a: { b: 1, c: { d: 2 } } });
    const before = tree.get('a');
    tree.set('a/c/d', 3);
    expect(before).toEqual({ b: 1, c: { d: 2 } });
    expect(tree.get('a')).toEqual({ b: 1, c: { d: 3 } });
    // The untouched sibling is shared, not copied.
    expect((tree.get('a') as { b: number }).b).toBe(1);
  });

  it('setting null or {} removes, and a parent left empty disappears', () => {
    const tree = new MemoryTree({ items: { T: { k: { a: 1 } }, U: { k: { a: 1 } } } });
    tree.set('items/T/k/a', null);
    expect(tree.get('items/T')).toBeNull();
    tree.set('items/U/k', {});
    expect(tree.get('items')).toBeNull();
  });

  it('nested nulls and empty objects inside a written value are not stored', () => {
    const tree = new MemoryTree(null);
    tree.set('x', { a: null, b: {}, c: { d: [] }, e: 0, f: '' });
    expect(tree.get('x')).toEqual({ e: 0, f: '' });
  });

  it('an array written with holes is stored as an object keyed by index', () => {
    const tree = new MemoryTree(null);
    tree.set('l', ['a', null, 'c']);
    expect(tree.get('l')).toEqual({ 0: 'a', 2: 'c' });
    tree.set('m', ['a', 'b']);
    expect(tree.get('m')).toEqual(['a', 'b']);
  });

  it('writes into an array keep it an array when they can, else turn it into an object', () => {
    const tree = new MemoryTree({ l: ['a', 'b', 'c'] });
    tree.set('l/1', 'B');
    expect(tree.get('l')).toEqual(['a', 'B', 'c']);
    tree.set('l/3', 'd');
    expect(tree.get('l')).toEqual(['a', 'B', 'c', 'd']);
    tree.remove('l/3');
    expect(tree.get('l')).toEqual(['a', 'B', 'c']);
    tree.remove('l/0');
    expect(tree.get('l')).toEqual({ 1: 'B', 2: 'c' });
  });

  it('a write below a leaf replaces the leaf', () => {
    const tree = new MemoryTree({ a: 5 });
    tree.set('a/b', 1);
    expect(tree.get('a')).toEqual({ b: 1 });
  });

  it('a multi-path update applies every path', () => {
    const tree = new MemoryTree({ f: { A: { k1: { x: 1 } }, B: { k2: { x: 2 } } } });
    tree.update({ 'f/A/k1/x': 10, '/f/B/k2': null, 'f/C/k3': { x: 3 } });
    expect(tree.get('f')).toEqual({ A: { k1: { x: 10 } }, C: { k3: { x: 3 } } });
  });

  it('a multi-path update with one invalid path or value changes nothing', () => {
    const json = { f: { A: { x: 1 } } };
    const tree = new MemoryTree(json);
    expect(() => tree.update({ 'f/A/x': 2, 'f/B.bad': 1 })).toThrow(TreeWriteError);
    expect(() => tree.update({ 'f/A/x': 2, 'f/B': { y: undefined } })).toThrow(TreeWriteError);
    expect(() => tree.update({ 'f/A/x': 2, 'f/B': Infinity })).toThrow(TreeWriteError);
    expect(() => tree.update({ 'f/A/x': 2, 'f/B': { 'a/b': 1 } })).toThrow(TreeWriteError);
    expect(() => tree.update({ 'f/A': {}, 'f/A/x': 2 })).toThrow(/overlap/);
    expect(tree.get('')).toBe(json);
  });

  it('the failure hook fails a write before anything applies, and counts down', () => {
    const tree = new MemoryTree({ users: { u: { name: 'A' } }, other: 1 });
    const root = tree.get('');
    tree.setWriteFailures([{ path: 'users/u', times: 1 }]);
    expect(() => tree.update({ other: 2, 'users/u/supervision': 'X' })).toThrow(
      /PERMISSION_DENIED/,
    );
    expect(tree.get('')).toBe(root);
    tree.update({ other: 2, 'users/u/supervision': 'X' });
    expect(tree.get('users/u/supervision')).toBe('X');
  });

  it('a hook may fail writes to an ancestor of the guarded path too', () => {
    const tree = new MemoryTree({ a: { b: { c: 1 } } });
    tree.setFailureHook((paths) => (paths.includes('a') ? 'nope' : null));
    expect(() => tree.set('a', 1)).toThrow('nope');
    tree.setFailureHook(null);
    tree.set('a', 1);
    expect(tree.get('a')).toBe(1);
  });

  it('rejects invalid paths', () => {
    expect(() => parsePath('a//b')).toThrow(TreeWriteError);
    expect(() => parsePath('a/$b')).toThrow(TreeWriteError);
    expect(parsePath('/a/b/')).toEqual(['a', 'b']);
    expect(parsePath('/')).toEqual([]);
  });
});

describe('MemoryTree.revision (issue 17: what a report worker keeps a team by)', () => {
  it('a stamp changes with a write under its path, however deep, and only then', () => {
    const tree = new MemoryTree({
      items: { A: { k1: { lines: [{ quantity: 1 }] } }, B: { k2: { lines: [] } } },
    });
    const a = tree.revision('items/A');
    const b = tree.revision('items/B');
    expect(a).not.toBe(b);
    expect(tree.revision('items/A')).toBe(a);
    tree.set('items/B/k2/number', 7);
    expect(tree.revision('items/A')).toBe(a);
    expect(tree.revision('items/B')).not.toBe(b);
    tree.set('items/A/k1/lines/0/quantity', 2);
    const a2 = tree.revision('items/A');
    expect(a2).not.toBe(a);
    // Writing what is already there changes nothing.
    tree.set('items/A/k1/lines/0/quantity', 2);
    expect(tree.revision('items/A')).toBe(a2);
  });

  it('a new load gives new stamps; an empty path has a stamp of its own', () => {
    const tree = new MemoryTree({ items: { A: { k1: { n: 1 } } } });
    const a = tree.revision('items/A');
    expect(tree.revision('items/Z')).toBe('null');
    tree.load({ items: { A: { k1: { n: 1 } } } });
    expect(tree.revision('items/A')).not.toBe(a);
    tree.set('items/Z/k9', { n: 2 });
    expect(tree.revision('items/Z')).not.toBe('null');
    tree.remove('items/Z/k9');
    expect(tree.revision('items/Z')).toBe('null');
  });
});

describe('MemoryTree subscriptions', () => {
  it('calls back now and after each change of the value, never after unsubscribe', () => {
    const tree = new MemoryTree({ users: { u: { name: 'A' } } });
    const seen: unknown[] = [];
    const stop = tree.subscribe('users/u/name', null, (v) => seen.push(v));
    tree.set('users/u/name', 'B');
    tree.set('users/v', { name: 'X' }); // a sibling: no call
    tree.set('users', { u: { name: 'C' } }); // an ancestor write reaching it
    stop();
    tree.set('users/u/name', 'D');
    expect(seen).toEqual(['A', 'B', 'C']);
    expect(tree.subscriptionCount).toBe(0);
  });

  it('a query subscription fires only when its result changes', () => {
    const tree = new MemoryTree({ T: { a: { date: 1 }, b: { date: 5 } } });
    const seen: string[][] = [];
    tree.subscribe('T', { orderByChild: 'date', startAt: 0, endAt: 2 }, (r) =>
      seen.push(keysOf(r as { key: string }[])),
    );
    tree.set('T/b/x', 1); // outside the range: no call
    tree.set('T/c', { date: 2 }); // enters the range
    tree.set('T/a/date', 9); // leaves the range
    tree.set('T/c/x', 1); // inside the range: new value
    expect(seen).toEqual([['a'], ['a', 'c'], ['c'], ['c']]);
  });

  it('a reload (load) reaches every subscriber whose result changed', () => {
    const tree = new MemoryTree({ a: 1, b: 2 });
    const seen: unknown[] = [];
    tree.subscribe('a', null, (v) => seen.push(v));
    tree.load({ a: 3, b: 2 });
    tree.load({ a: 3, b: 4 });
    expect(seen).toEqual([1, 3]);
  });

  it('a listener that writes does not interrupt the others, who all end on the latest value', () => {
    const tree = new MemoryTree({ n: 0 });
    const seen: string[] = [];
    tree.subscribe('n', null, (v) => {
      seen.push(`first ${String(v)}`);
      if (v === 1) tree.set('n', 2);
    });
    tree.subscribe('n', null, (v) => seen.push(`second ${String(v)}`));
    tree.set('n', 1);
    // The second listener is told the value as it is when its turn comes: 2, never the stale 1.
    expect(seen).toEqual(['first 0', 'second 0', 'first 1', 'second 2', 'first 2']);
  });
});

describe('MemoryTree queries over its per-node index', () => {
  const value = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -5, max: 5 }),
    fc.constantFrom('', 'a', 'b', '02/09/2026', '10/11/2026'),
  );
  const bound: fc.Arbitrary<QueryBound> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer({ min: -6, max: 6 }),
    fc.constantFrom('', 'a', 'b', '10/11/2026', 'z'),
  );

  /** What orderByChild means, written out: filter by the bounds, then order by value and key. */
  function reference(
    children: Record<string, { date?: unknown }>,
    q: { startAt?: QueryBound; endAt?: QueryBound; equalTo?: QueryBound },
  ): string[] {
    return Object.entries(children)
      .map(([key, child]) => ({ key, order: child.date ?? null }))
      .filter(({ order }) =>
        q.equalTo !== undefined
          ? compareValues(order, q.equalTo) === 0
          : (q.startAt === undefined || compareValues(order, q.startAt) >= 0) &&
            (q.endAt === undefined || compareValues(order, q.endAt) <= 0),
      )
      .sort((a, b) => compareValues(a.order, b.order) || compareKeys(a.key, b.key))
      .map(({ key }) => key);
  }

  it('answers every range exactly as filtering and sorting the children would', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.stringMatching(/^-K[0-9A-Za-z]{1,3}$/),
          fc.record({ date: value }, { requiredKeys: [] }),
        ),
        fc.option(bound, { nil: undefined }),
        fc.option(bound, { nil: undefined }),
        fc.option(bound, { nil: undefined }),
        (children, startAt, endAt, equalTo) => {
          const clean = JSON.parse(JSON.stringify(children)) as Record<string, { date?: unknown }>;
          const tree = new MemoryTree({ forms: { T: clean } });
          const q =
            equalTo !== undefined
              ? { equalTo }
              : {
                  ...(startAt !== undefined ? { startAt } : {}),
                  ...(endAt !== undefined ? { endAt } : {}),
                };
          const got = keysOf(tree.query('forms/T', { orderByChild: 'date', ...q }));
          // Twice: the second answer comes from the cached index.
          expect(got).toEqual(reference(clean, q));
          expect(keysOf(tree.query('forms/T', { orderByChild: 'date', ...q }))).toEqual(got);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a write is seen by the next query: the written node gets a new index', () => {
    const tree = new MemoryTree({ items: { T: { a: { date: 1 }, b: { date: 2 } } } });
    const q = { orderByChild: 'date', startAt: 2, endAt: 3 };
    expect(keysOf(tree.query('items/T', q))).toEqual(['b']);
    tree.set('items/T/a/date', 3);
    expect(keysOf(tree.query('items/T', q))).toEqual(['b', 'a']);
    tree.set('items/T/b', null);
    expect(keysOf(tree.query('items/T', q))).toEqual(['a']);
  });
});

describe('MemoryTree lazy parts (issue 24: a team made when first needed)', () => {
  /** Two teams whose records are made on demand, counting every make. */
  function lazyTree() {
    const made: string[] = [];
    const part = (team: string, bulletins: Record<string, unknown>) => ({
      paths: [`forms/${team}`, `history/${team}`],
      make: () => {
        made.push(team);
        return { [`forms/${team}`]: bulletins, [`history/${team}`]: null };
      },
    });
    const tree = new MemoryTree();
    tree.load({ users: { U1: { email: 'a@b.c' } } }, [
      part('T1', { k1: { id: '0100001', date: 10, checked: false } }),
      part('T2', { k2: { id: '0200001', date: 20 } }),
    ]);
    return { tree, made };
  }

  it('reads outside the parts make nothing; a read of a team makes that team only, once', () => {
    const { tree, made } = lazyTree();
    expect(tree.get('users/U1/email')).toBe('a@b.c');
    expect(made).toEqual([]);
    expect(tree.get('forms/T2/k2/id')).toBe('0200001');
    expect(tree.query('forms/T2', { orderByChild: 'date' }).map((e) => e.key)).toEqual(['k2']);
    expect(made).toEqual(['T2']);
  });

  it('a read of a parent makes every part under it: the data reads whole', () => {
    const { tree, made } = lazyTree();
    expect(Object.keys(tree.get('forms') as object).sort()).toEqual(['T1', 'T2']);
    expect(made.sort()).toEqual(['T1', 'T2']);
    expect(tree.makeNextPart()).toBe(false);
  });

  it('a write under a part lands on the made part, not on an empty node', () => {
    const tree = new MemoryTree();
    tree.load({}, [{ paths: ['notes/T1'], make: () => ({ 'notes/T1': { a: 1, b: 2 } }) }]);
    tree.update({ 'notes/T1/b': 3 });
    expect(tree.get('notes/T1')).toEqual({ a: 1, b: 3 });
  });

  it('a subscription hears the made data at once, and the background making tells subscribers', () => {
    const { tree, made } = lazyTree();
    const heard: unknown[] = [];
    tree.subscribe('forms/T1/k1/id', null, (value) => heard.push(value));
    expect(heard).toEqual(['0100001']);
    const parents: unknown[] = [];
    const t2 = new MemoryTree();
    t2.load({}, [{ paths: ['forms/T9'], make: () => ({ 'forms/T9': { k: { id: '1' } } }) }]);
    t2.subscribe('users', null, (value) => parents.push(value));
    expect(t2.makeNextPart()).toBe(false);
    expect(t2.snapshot()).toEqual({ forms: { T9: { k: { id: '1' } } } });
    expect(parents).toEqual([null]);
    expect(made).toEqual(['T1']);
  });
});

describe('server timestamps (layout.ts SERVER_TIME)', () => {
  it('every timestamp of one write is the same instant, as RTDB resolves them once per write', () => {
    // A clock that moves on at every read: two reads in one write would differ.
    let clock = 1_795_961_151_000;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => (clock += 1));
    try {
      const tree = new MemoryTree({});
      const before = clock;
      // (A bulletin's event and its deleted index entry are two such places of one write.)
      tree.update({
        'log/k/1': { at: { '.sv': 'timestamp' }, action: 'split-into' },
        'index/k': { at: { '.sv': 'timestamp' }, list: [{ at: { '.sv': 'timestamp' } }] },
      });
      const event = tree.get('log/k/1') as { at: number };
      const deleted = tree.get('index/k') as { at: number; list: { at: number }[] };
      expect(event.at).toBeGreaterThan(before);
      expect(deleted.at).toBe(event.at);
      expect(deleted.list[0]?.at).toBe(event.at);
      // The next write is a later instant.
      tree.set('log/k/2', { at: { '.sv': 'timestamp' } });
      expect((tree.get('log/k/2') as { at: number }).at).toBeGreaterThan(event.at);
    } finally {
      now.mockRestore();
    }
  });
});

describe("P51: the database rules judge a client's writes and reads, never the Admin SDK's", () => {
  const TEAM_USER = { uid: 'uTeam', email: 'equipe01@demo.local' };
  const seeded = () =>
    new MemoryTree({
      ...usersDatabase(),
      forms: { ORCDISTBA01: { k: { id: '0100001', header: { title: 'T' }, paid: false } } },
    });

  it("refuses a client's write whole, in the SDK's words at the path the rules refused, and tells nobody", () => {
    const tree = seeded();
    const before = tree.snapshot();
    const heard: unknown[] = [];
    tree.subscribe('forms', null, (value) => heard.push(value));
    // A field without D51's revision and event: the bulletin's own `.validate` refuses it.
    expect(() => tree.update({ 'forms/ORCDISTBA01/k/title': 'X' }, TEAM_USER)).toThrow(
      new TreeWriteError('PERMISSION_DENIED: Permission denied at /forms/ORCDISTBA01/k'),
    );
    // Signed out, a counter that would be valid is not granted to anyone.
    expect(() => tree.update({ 'counters/forms/ORCDISTBA01': 1 }, null)).toThrow(
      new TreeWriteError('PERMISSION_DENIED: Permission denied at /counters/forms/ORCDISTBA01'),
    );
    expect(tree.snapshot()).toBe(before);
    expect(heard).toHaveLength(1);
    // Signed in, the same counter is the team user's to start.
    tree.update({ 'counters/forms/ORCDISTBA01': 1 }, TEAM_USER);
    expect(tree.get('counters/forms/ORCDISTBA01')).toBe(1);
  });

  it('lets a client make the write the rules allow, with the server time judged as `now`', () => {
    const tree = seeded();
    tree.update(
      bulletinUpdate([
        {
          ...aPatch('ORCDISTBA01', 'k', { 'header/title': 'Poda' }),
          event: anEvent('header', 'team'),
        },
      ]),
      TEAM_USER,
    );
    expect(tree.get('forms/ORCDISTBA01/k/rev')).toBe(1);
    expect(tree.get('history/ORCDISTBA01/k/1/by')).toBe('uTeam');
  });

  it("without a writer the write is the Admin SDK's: unjudged (seeding, a test's setup)", () => {
    const tree = seeded();
    tree.update({ 'forms/ORCDISTBA01/k/title': 'X', 'counters/forms/ORCDISTBA01': -5 });
    expect(tree.get('forms/ORCDISTBA01/k/title')).toBe('X');
  });

  it("judges a read as its reader, on the reader's user record as it is now", () => {
    const tree = seeded();
    expect(tree.judgeRead('forms/ORCDISTBA01', TEAM_USER)).toEqual({ allowed: true });
    expect(tree.judgeRead('/forms/ORCDISTBA02/k', TEAM_USER)).toMatchObject({
      allowed: false,
      path: 'forms/ORCDISTBA02/k',
    });
    expect(tree.judgeRead('forms/ORCDISTBA01', null).allowed).toBe(false);
    tree.update({ 'users-mobile/uTeam/team': 'ORCDISTBA02' });
    expect(tree.judgeRead('forms/ORCDISTBA01', TEAM_USER).allowed).toBe(false);
    expect(tree.judgeRead('forms/ORCDISTBA02', TEAM_USER).allowed).toBe(true);
  });
});
