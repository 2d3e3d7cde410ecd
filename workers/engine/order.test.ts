import fc from 'fast-check';
import { identityOrder, rankNumbers, sortByRank, sortByRanks } from './order';

/** The reference: Array.prototype.sort is stable (ES2019). */
function reference(order: number[], ranks: number[], descending: boolean): number[] {
  return [...order].sort((a, b) =>
    descending
      ? (ranks[b] as number) - (ranks[a] as number)
      : (ranks[a] as number) - (ranks[b] as number),
  );
}

describe('stable rank sort (D34)', () => {
  it('equals a stable comparison sort, ascending and descending (dense ranks: counting sort)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 300 }),
        fc.boolean(),
        (ranks, desc) => {
          const order = identityOrder(ranks.length);
          const got = [...sortByRank(order, { ranks, max: 20 }, desc)];
          expect(got).toEqual(reference([...order], ranks, desc));
        },
      ),
    );
  });

  it('equals a stable comparison sort for sparse ranks (packed float sort)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 2, maxLength: 300 }),
        fc.boolean(),
        (ranks, desc) => {
          const order = identityOrder(ranks.length).reverse();
          const got = [...sortByRank(order, { ranks, max: 5_000_000 }, desc)];
          expect(got).toEqual(reference([...order], ranks, desc));
        },
      ),
    );
  });

  it('descending keeps ties in the order they had', () => {
    const ranks = [1, 0, 1, 0, 2];
    expect([...sortByRank(identityOrder(5), { ranks, max: 2 }, true)]).toEqual([4, 0, 2, 1, 3]);
  });

  it('sorts by several keys, most significant first', () => {
    const a = { ranks: [1, 0, 1, 0], max: 1 };
    const b = { ranks: [0, 1, 1, 0], max: 1 };
    expect([...sortByRanks(identityOrder(4), [{ key: a }, { key: b, descending: true }])]).toEqual([
      1, 3, 2, 0,
    ]);
  });

  it('ranks rows through an index like a rank column per row, counting or packed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 300 }),
        fc.boolean(),
        fc.constantFrom(9, 5_000_000),
        (index, desc, max) => {
          // Ten "bulletins" with ranks; each row ranks through the bulletin it points at.
          const bulletinRanks = [3, 0, 7, 0, 9, 1, 3, 8, 2, max];
          const perRow = index.map((b) => bulletinRanks[b] as number);
          const order = identityOrder(index.length);
          const got = [...sortByRank(order, { ranks: bulletinRanks, max }, desc, index)];
          expect(got).toEqual(reference([...order], perRow, desc));
        },
      ),
    );
  });
});

describe('rankNumbers', () => {
  it('ranks equal values alike and NaN last, for integers and decimals', () => {
    expect(rankNumbers([5, 3, 5, NaN, 4])).toEqual({
      ranks: new Int32Array([2, 0, 2, 3, 1]),
      max: 3,
    });
    expect(rankNumbers([1.5, -2, 1.5, 1e12])).toEqual({
      ranks: new Int32Array([1, 0, 1, 2]),
      max: 2,
    });
  });

  it('orders like the numbers themselves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, min: -1e9, max: 1e9 }), { maxLength: 200 }),
        (values) => {
          const { ranks } = rankNumbers(values);
          for (let i = 0; i < values.length; i += 1) {
            for (let j = 0; j < values.length; j += 1) {
              // `|| 0`: -0 and 0 are equal numbers (a tie), but Object.is tells them apart.
              expect(Math.sign((ranks[i] as number) - (ranks[j] as number))).toBe(
                Math.sign((values[i] as number) - (values[j] as number)) || 0,
              );
            }
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
