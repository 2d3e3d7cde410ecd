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

/** The reference order of numbers: ascending by value, NaN (no value, e.g. no date) last, stable. */
function numberReference(values: number[], descending: boolean): number[] {
  const key = (v: number) => (Number.isNaN(v) ? Infinity : v);
  return values
    .map((_, i) => i)
    .sort((a, b) => {
      const x = values[a] as number;
      const y = values[b] as number;
      if (Number.isNaN(x) || Number.isNaN(y)) {
        const d = Number(Number.isNaN(x)) - Number(Number.isNaN(y));
        return descending ? -d : d;
      }
      const d = key(x) - key(y);
      return descending ? -d : d;
    });
}

describe('sorting by a number or a date column (D33: numbers compare as numbers)', () => {
  it('sorts like the values, ties in their order and no value last, ascending or descending', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -50, max: 50 }),
            fc.integer({ min: -2e9, max: 2e9 }),
            fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
            fc.constant(NaN),
          ),
          { maxLength: 120 },
        ),
        fc.boolean(),
        (values, desc) => {
          const key = rankNumbers(values);
          // RankKey: every rank in [0, max] (the counting sort's buckets).
          for (const r of Array.from(key.ranks)) {
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(key.max);
          }
          const got = [...sortByRank(identityOrder(values.length), key, desc)];
          expect(got).toEqual(numberReference(values, desc));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('whole numbers close together rank as value − min, without sorting', () => {
    expect(rankNumbers([12, 10, 15])).toEqual({ ranks: new Int32Array([2, 0, 5]), max: 5 });
    expect(rankNumbers([12, NaN, 10])).toEqual({ ranks: new Int32Array([2, 3, 0]), max: 3 });
  });

  it("the range counts as narrow up to 4 × rows + 1024 (the counting sort's buckets), past it ranks are dense", () => {
    // Two rows: up to 4 × 2 + 1024 = 1032 apart.
    expect(rankNumbers([10, 1042])).toEqual({ ranks: new Int32Array([0, 1032]), max: 1032 });
    expect(rankNumbers([10, 1043])).toEqual({ ranks: new Int32Array([0, 1]), max: 1 });
  });

  it('decimals repeated many times rank by their distinct values', () => {
    // Distinct: 1,5 2,5 3,5 4,5 5,5 → ranks 0..4; 1,5 three times.
    expect(rankNumbers([5.5, 1.5, 1.5, 1.5, 2.5, 3.5, 4.5])).toEqual({
      ranks: new Int32Array([4, 0, 0, 0, 1, 2, 3]),
      max: 4,
    });
  });

  it('a column with no value at all (every date missing) keeps its order', () => {
    const key = rankNumbers([NaN, NaN, NaN]);
    expect(key.max).toBe(0);
    expect([...sortByRank(identityOrder(3), key)]).toEqual([0, 1, 2]);
    expect([...sortByRank(identityOrder(3), key, true)]).toEqual([0, 1, 2]);
  });

  it('an empty column has no ranks', () => {
    expect(rankNumbers([])).toEqual({ ranks: new Int32Array(0), max: 0 });
  });

  it('decimals rank densely by value; the no-value rank comes after the last', () => {
    expect(rankNumbers([0.5, NaN, -0.25, 0.5, 7.75])).toEqual({
      ranks: new Int32Array([1, 3, 0, 1, 2]),
      max: 3,
    });
  });
});

describe('the stable sort at its edges (D34)', () => {
  it('two rows out of order are swapped; one row or none stay as they are', () => {
    expect([...sortByRank(identityOrder(2), { ranks: [1, 0], max: 1 })]).toEqual([1, 0]);
    expect([...sortByRank(identityOrder(2), { ranks: [0, 1], max: 1 }, true)]).toEqual([1, 0]);
    expect([...sortByRank(Int32Array.from([4]), { ranks: [0, 0, 0, 0, 0], max: 0 })]).toEqual([4]);
    expect([...sortByRank(new Int32Array(0), { ranks: [], max: 0 })]).toEqual([]);
  });

  it('one row is returned as a new array, the order given untouched', () => {
    const order = Int32Array.from([3]);
    const got = sortByRank(order, { ranks: [0, 0, 0, 0], max: 0 });
    got[0] = 9;
    expect([...order]).toEqual([3]);
  });

  it('sorts the rows given, wherever they sit (a page of a filtered result)', () => {
    const ranks = [9, 3, 7, 1, 5, 0];
    const order = Int32Array.from([4, 2, 0]);
    expect([...sortByRank(order, { ranks, max: 9 })]).toEqual([4, 2, 0]);
    expect([...sortByRank(order, { ranks, max: 9 }, true)]).toEqual([0, 2, 4]);
    // Sparse ranks: the packed sort.
    const wide = [9_000_000, 3, 7_000_000, 1, 5_000_000, 0];
    expect([...sortByRank(order, { ranks: wide, max: 9_000_000 })]).toEqual([4, 2, 0]);
    expect([...sortByRank(order, { ranks: wide, max: 9_000_000 }, true)]).toEqual([0, 2, 4]);
  });

  it('the packed sort keeps ties in order for five rows (positions need three bits)', () => {
    const ranks = [2_000_000, 0, 2_000_000, 0, 2_000_000];
    expect([...sortByRank(identityOrder(5), { ranks, max: 2_000_000 })]).toEqual([1, 3, 0, 2, 4]);
    expect([...sortByRank(identityOrder(5), { ranks, max: 2_000_000 }, true)]).toEqual([
      0, 2, 4, 1, 3,
    ]);
  });

  it('sorts right up to the widest key it can pack, and refuses a wider one', () => {
    // Two rows take 2 bits of position (shift 4): ranks up to 2^51 − 2 fit below 2^53.
    const max = 2 ** 51 - 2;
    expect([...sortByRank(identityOrder(2), { ranks: [max, 0], max })]).toEqual([1, 0]);
    expect([...sortByRank(identityOrder(2), { ranks: [0, max], max }, true)]).toEqual([1, 0]);
    expect(() => sortByRank(identityOrder(2), { ranks: [0, 1], max: 2 ** 51 })).toThrow(
      new RangeError('sort key too wide: 2251799813685249 ranks × 2 rows'),
    );
  });

  it('with no key at all is the order given, as a new array', () => {
    const order = Int32Array.from([2, 0, 1]);
    const got = sortByRanks(order, []);
    expect([...got]).toEqual([2, 0, 1]);
    got[0] = 9;
    expect([...order]).toEqual([2, 0, 1]);
  });

  it('the most significant key decides first, then the next; each may be descending', () => {
    // Rows: (team, value): 0 (B, 5), 1 (A, 7), 2 (B, 9), 3 (A, 7), 4 (A, 1)
    const team = { ranks: [1, 0, 1, 0, 0], max: 1 };
    const value = { ranks: [5, 7, 9, 7, 1], max: 9 };
    expect([...sortByRanks(identityOrder(5), [{ key: team }, { key: value }])]).toEqual([
      4, 1, 3, 0, 2,
    ]);
    expect([
      ...sortByRanks(identityOrder(5), [{ key: team, descending: true }, { key: value }]),
    ]).toEqual([0, 2, 4, 1, 3]);
    expect([
      ...sortByRanks(identityOrder(5), [{ key: team }, { key: value, descending: true }]),
    ]).toEqual([1, 3, 4, 2, 0]);
  });

  it('a key may rank rows through an index (a line through its bulletin)', () => {
    // Lines 0..3 belong to bulletins 2, 0, 2, 1; bulletins rank 5, 9, 1.
    const bulletinRank = { ranks: [5, 9, 1], max: 9 };
    const lineInv = [2, 0, 2, 1];
    expect([...sortByRanks(identityOrder(4), [{ key: bulletinRank, through: lineInv }])]).toEqual([
      0, 2, 1, 3,
    ]);
  });
});
