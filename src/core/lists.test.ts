import { editList, listKeys, liveUnion, storedList, toList } from './lists';

describe('RTDB lists (D1)', () => {
  it('keep arrays, without holes', () => {
    expect(toList(['a', null as unknown as string, 'b'])).toEqual(['a', 'b']);
  });

  it('read objects keyed "0","1",… in index order', () => {
    expect(toList({ '10': 'k', '2': 'c', '0': 'a', '1': 'b' })).toEqual(['a', 'b', 'c', 'k']);
    expect(toList({ '0': 'a', '3': null as unknown as string })).toEqual(['a']);
  });

  it('read anything else as an empty list', () => {
    expect(toList(undefined)).toEqual([]);
    expect(toList(null)).toEqual([]);
    expect(toList('x' as unknown as string[])).toEqual([]);
    expect(toList(5 as unknown as string[])).toEqual([]);
  });
});

describe('a live union of query parts (P7)', () => {
  type Row = { key: string; v: number };
  const row = (key: string, v = 0): Row => ({ key, v });

  it('answers once every part has answered, then on every change, parts in order', () => {
    const seen: string[][] = [];
    const union = liveUnion<Row>(3, (all) => seen.push(all.map((r) => r.key)));
    union.update(2, [row('t')]);
    union.update(0, [row('u')]);
    expect(seen).toEqual([]);
    union.update(1, [row('n1'), row('n2')]);
    expect(seen).toEqual([['u', 'n1', 'n2', 't']]);
    union.update(1, []);
    expect(seen.at(-1)).toEqual(['u', 't']);
  });

  it('lists a record in two parts once, with the copy of the part that answered last', () => {
    const seen: Row[][] = [];
    const union = liveUnion<Row>(
      2,
      (all) => seen.push(all),
      undefined,
      (r) => r.key,
    );
    union.update(0, [row('a', 1), row('b', 1)]);
    union.update(1, []);
    // 'b' moves from part 0 to part 1: part 1 hears it first.
    union.update(1, [row('b', 2)]);
    expect(seen.at(-1)).toEqual([row('a', 1), row('b', 2)]);
    union.update(0, [row('a', 1)]);
    expect(seen.at(-1)).toEqual([row('a', 1), row('b', 2)]);
  });

  it('passes on the first error only, and stays silent after it', () => {
    const seen: Row[][] = [];
    const errors: Error[] = [];
    const union = liveUnion<Row>(
      2,
      (all) => seen.push(all),
      (e) => errors.push(e),
    );
    union.fail(new Error('permission_denied'));
    union.fail(new Error('permission_denied'));
    union.update(0, [row('a')]);
    union.update(1, [row('b')]);
    expect(errors.map((e) => e.message)).toEqual(['permission_denied']);
    expect(seen).toEqual([]);
    // Without an error handler a failure is simply dropped.
    liveUnion<Row>(1, () => undefined).fail(new Error('x'));
  });
});

describe('lists as stored, by key (issue 14, P16)', () => {
  type Line = { code: string; pedido?: string };
  const X: Line = { code: 'X' };
  const P: Line = { code: 'P', pedido: '4500012345' };
  const Y: Line = { code: 'Y' };
  const pinned = (line: Line) => line.pedido !== undefined;

  it('storedList: an item per key, null in a hole, whatever form the list came in (D1)', () => {
    const holed = [null, P, Y];
    expect(storedList({ '1': P, '2': Y })).toEqual(holed);
    // The SDK reads such a list as a sparse array (an empty slot at 0).
    // eslint-disable-next-line no-sparse-arrays
    expect(storedList([, P, Y])).toEqual(holed);
    expect(storedList([null, P, Y, null])).toEqual(holed);
    expect(storedList({ '2': Y, '0': X })).toEqual([X, null, Y]);
    expect(storedList(undefined)).toEqual([]);
    expect(storedList('x' as unknown as string[])).toEqual([]);
  });

  it("storedList lists toList's items in toList's order, keys beyond '999' or not numbers last", () => {
    const odd = { b: 'b', '1000': 'k', '01': 'z', '1': 'a' } as Record<string, string>;
    expect(storedList(odd).filter((item) => item !== null)).toEqual(toList(odd));
    expect(storedList(odd)).toEqual([null, 'a', 'k', 'b', 'z']);
  });

  it('listKeys: the stored key of each item toList lists', () => {
    expect(listKeys({ '1': P, '2': Y })).toEqual([1, 2]);
    expect(listKeys([X, Y])).toEqual([0, 1]);
    expect(listKeys(null)).toEqual([]);
  });

  it('editList adds after the last key and replaces at the item key', () => {
    expect(editList({ '1': P }, { kind: 'add', item: Y })).toEqual([null, P, Y]);
    expect(editList({ '1': P, '2': X }, { kind: 'replace', position: 1, item: Y })).toEqual([
      null,
      P,
      Y,
    ]);
  });

  it('editList closes up a removal when nothing from it on stays in place (as before)', () => {
    expect(editList([X, P, Y], { kind: 'remove', position: 0 })).toEqual([P, Y]);
    expect(editList([P, X, Y], { kind: 'remove', position: 1 }, pinned)).toEqual([P, Y]);
    expect(editList([X, Y], { kind: 'remove', position: 1 }, pinned)).toEqual([X]);
  });

  it('editList leaves a hole where a later item (or the removed one) stays in place', () => {
    expect(editList([X, P, Y], { kind: 'remove', position: 0 }, pinned)).toEqual([null, P, Y]);
    expect(editList([P, X], { kind: 'remove', position: 0 }, pinned)).toEqual([null, X]);
    // The last item removed: nothing moves, and RTDB stores no trailing hole.
    expect(editList([X, P], { kind: 'remove', position: 1 }, pinned)).toEqual([X]);
  });

  it('editList keeps the holes of a holed list in every later edit', () => {
    const holed = { '1': P, '2': Y, '3': X };
    // Y and X come after P: nothing pinned from Y on, but the hole stays (no item moves).
    expect(editList(holed, { kind: 'remove', position: 1 }, pinned)).toEqual([null, P, null, X]);
    expect(editList(holed, { kind: 'remove', position: 2 }, pinned)).toEqual([null, P, Y]);
    expect(editList({ '1': X }, { kind: 'remove', position: 0 })).toEqual([]);
  });

  it('editList answers null for a position with no item', () => {
    expect(editList([X], { kind: 'remove', position: 1 })).toBeNull();
    expect(editList({ '1': X }, { kind: 'replace', position: -1, item: Y })).toBeNull();
  });
});

describe('mutation-found gaps (issue 45): holes and stray keys', () => {
  it('toList drops an undefined item as a hole, in an array or an object', () => {
    expect(toList(['a', undefined as unknown as string, 'b'])).toEqual(['a', 'b']);
    expect(toList({ '0': 'a', '1': undefined as unknown as string, '2': 'c' })).toEqual(['a', 'c']);
  });

  it('storedList leaves out an empty member under a key that is not an index', () => {
    // The app never writes such a key; an empty one must not become a hole between the others.
    expect(storedList({ '0': 'a', x: null as unknown as string, y: 'b' })).toEqual(['a', 'b']);
  });

  it('a record moving back to an earlier part shows that part’s copy, the newer one', () => {
    const seen: { key: string; v: number }[][] = [];
    const union = liveUnion<{ key: string; v: number }>(
      2,
      (all) => seen.push(all),
      undefined,
      (r) => r.key,
    );
    union.update(0, [{ key: 'a', v: 1 }]);
    union.update(1, [{ key: 'b', v: 2 }]);
    // 'b' edited back: part 0 answers first with the new copy, part 1 still holds the old one.
    union.update(0, [
      { key: 'a', v: 1 },
      { key: 'b', v: 3 },
    ]);
    expect(seen.at(-1)).toEqual([
      { key: 'a', v: 1 },
      { key: 'b', v: 3 },
    ]);
  });
});
