import fc from 'fast-check';
import { compareKeys, compareValues, keyAsInt } from './order';
import { ORDERED_KEYS } from './testing/orderedKeys';

describe('RTDB value order (orderByChild)', () => {
  it('orders values null < false < true < numbers < strings < objects', () => {
    const values = ['b', { a: 1 }, 10, true, null, 'a', false, -1];
    expect([...values].sort(compareValues)).toEqual([
      null,
      false,
      true,
      -1,
      10,
      'a',
      'b',
      { a: 1 },
    ]);
  });

  it('strings compare by code unit, so upper case comes before lower case and accents last', () => {
    expect(['é', 'b', 'B', 'a'].sort(compareValues)).toEqual(['B', 'a', 'b', 'é']);
  });
});

describe('RTDB key order', () => {
  it('reads leading zeros, negatives and the 32-bit edges as the database does', () => {
    expect(keyAsInt('01')).toBe(1);
    expect(keyAsInt('00000000000007')).toBe(7);
    expect(keyAsInt('-1')).toBe(-1);
    expect(keyAsInt('2147483647')).toBe(2147483647);
    expect(keyAsInt('-2147483648')).toBe(-2147483648);
    for (const text of [
      '2147483648',
      '-2147483649',
      '99999999999',
      '+1',
      '1.0',
      '1e3',
      ' 1',
      '-',
      '',
    ]) {
      expect(keyAsInt(text), text).toBeNull();
    }
  });

  it('puts 32-bit integer keys first, numerically (shorter text first on a tie), then the rest by code unit', () => {
    expect([...ORDERED_KEYS].reverse().sort(compareKeys)).toEqual(ORDERED_KEYS);
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...ORDERED_KEYS], { minLength: ORDERED_KEYS.length }),
        (keys) => {
          expect(keys.sort(compareKeys)).toEqual(ORDERED_KEYS);
        },
      ),
    );
  });

  it('is a total order on distinct keys: antisymmetric and transitive (property)', () => {
    const key = fc.oneof(
      fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
      fc.tuple(fc.constantFrom('0', '00', '-0', '-00'), fc.nat(999)).map(([z, n]) => `${z}${n}`),
      fc.string({ minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(key, key, key, (a, b, c) => {
        if (a !== b && !(Number(a) === Number(b) && a.length === b.length)) {
          expect(Math.sign(compareKeys(a, b))).toBe(-Math.sign(compareKeys(b, a)));
          expect(compareKeys(a, b)).not.toBe(0);
        }
        if (compareKeys(a, b) < 0 && compareKeys(b, c) < 0)
          expect(compareKeys(a, c)).toBeLessThan(0);
      }),
    );
  });
});
