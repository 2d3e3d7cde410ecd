import { liveUnion, toList } from './lists';

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
