import { toList } from './lists';

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
