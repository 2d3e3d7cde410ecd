import fc from 'fast-check';
import {
  DEFAULT_GLOBAL_FACTOR,
  GLOBAL_FACTOR_PATHS,
  isTrue,
  numberForTyping,
  parseNumber,
  percentOneDecimal,
  percentWhole,
  readGoal,
  readTypedNumber,
  resolveGlobalFactor,
  roundHalfAway,
} from './numbers';

describe('parsing numbers (D3, D35)', () => {
  it.each([
    [5, 5],
    [-2.5, -2.5],
    ['1,5', 1.5],
    ['1.234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1.5', 1.5],
    ['1.234', 1.234],
    ['  2  ', 2],
    ['-3,5', -3.5],
    ['+4', 4],
    ['12,', 12],
    [',5', 0.5],
    ['1e3', 1000],
    // Without a comma a dot is the decimal point, exponent or not (D3: read as written).
    ['1.5e3', 1500],
    ['2.5E-1', 0.25],
    ['-1.5e+2', -150],
    ['1,5e2', 150],
    ['1.234,5e1', 12345],
  ])('%j reads as %d', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['1,2,3'],
    ['1.2.3'],
    ['12abc'],
    ['0x10'],
    ['Infinity'],
    [true],
    [false],
    [null],
    [undefined],
    [{}],
    [[1]],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['1e999'],
  ])('%j is unreadable and counts as 0', (input) => {
    expect(parseNumber(input)).toBe(0);
  });

  const cents = fc.integer({ min: 0, max: 99 }).map((c) => String(c).padStart(2, '0'));
  const whole = fc.integer({ min: 0, max: 99_999_999 });
  const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '.');

  it('accepts every D3 form of the same amount', () => {
    fc.assert(
      fc.property(whole, cents, fc.boolean(), (int, frac, negative) => {
        const sign = negative ? '-' : '';
        const expected = Number(`${sign}${int}.${frac}`);
        expect(parseNumber(`${sign}${int}.${frac}`)).toBe(expected);
        expect(parseNumber(`${sign}${int},${frac}`)).toBe(expected);
        expect(parseNumber(` ${sign}${grouped(int)},${frac} `)).toBe(expected);
        expect(parseNumber(expected)).toBe(expected);
      }),
    );
  });

  it('never returns NaN or an infinity, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.double()), (value) => {
        expect(Number.isFinite(parseNumber(value))).toBe(true);
      }),
    );
  });
});

describe('global factor (D2)', () => {
  it('is read from three paths, the typo last', () => {
    expect(GLOBAL_FACTOR_PATHS).toEqual([
      'defaults/currentFactor',
      'settings/currentFactor',
      'settings/currentFator',
    ]);
  });

  it('is the first candidate that is a number above 0', () => {
    expect(resolveGlobalFactor([undefined, 0, '1,7', 2])).toBe(1.7);
    expect(resolveGlobalFactor([1.8, 2])).toBe(1.8);
    expect(resolveGlobalFactor([null, -1, 'abc', 2.1])).toBe(2.1);
  });

  it('is 1.6568 when none is', () => {
    expect(resolveGlobalFactor([])).toBe(1.6568);
    expect(resolveGlobalFactor([null, 0, -3, ''])).toBe(DEFAULT_GLOBAL_FACTOR);
  });
});

describe('flags (D37)', () => {
  it('count only when they are true', () => {
    expect(isTrue(true)).toBe(true);
    expect(isTrue('true')).toBe(false);
    expect(isTrue(1)).toBe(false);
    expect(isTrue(undefined)).toBe(false);
  });
});

describe('goal inputs (SPEC §5, issue 22)', () => {
  it('are numbers of 0 or more, typed in pt-BR', () => {
    expect(readGoal('5.000,50')).toBe(5000.5);
    expect(readGoal('5000')).toBe(5000);
    expect(readGoal('2,5')).toBe(2.5);
    expect(readGoal(' 0 ')).toBe(0);
    expect(readGoal(120000)).toBe(120000);
  });

  it('are refused when negative, empty or not a number: never silently 0', () => {
    expect(readGoal('-5')).toBeNull();
    expect(readGoal('-0,01')).toBeNull();
    expect(readGoal('')).toBeNull();
    expect(readGoal('   ')).toBeNull();
    expect(readGoal('abc')).toBeNull();
  });

  it('are read as typed (issue 16): "5.000" is never a goal of 5, "1e3" never 1000', () => {
    expect(readGoal('5.000')).toBeNull();
    expect(readGoal('1e3')).toBeNull();
  });
});

describe('reading a typed number (issue 16: one strict pt-BR reader for every form)', () => {
  it.each([
    ['2,5', 2.5],
    ['1.234,56', 1234.56],
    ['1.234.567,89', 1234567.89],
    ['1234,56', 1234.56],
    ['  12  ', 12],
    ['2.5', 2.5],
    ['0.125', 0.125],
    ['1234.567', 1234.567],
    ['-3,5', -3.5],
    ['+4', 4],
    [',5', 0.5],
    ['12,', 12],
    ['0', 0],
    [7, 7],
    [2.5, 2.5],
  ])('%j reads as %d', (input, expected) => {
    expect(readTypedNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([[''], ['   '], [null], [undefined]])('%j is empty', (input) => {
    expect(readTypedNumber(input)).toEqual({ ok: false, problem: 'empty' });
  });

  it.each([
    ['abc'],
    ['12abc'],
    ['2,5,1'],
    ['1.23,4'],
    ['12.34.5'],
    ['0.234,5'],
    ['1e3'],
    ['1,5e2'],
    ['0x10'],
    ['Infinity'],
    ['R$ 10'],
    ['1 234'],
    [','],
    ['-'],
    [Number.NaN],
    ['9'.repeat(400)],
    [true],
    [{}],
  ])('%j is unreadable (never 0)', (input) => {
    expect(readTypedNumber(input)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it.each([['1.234'], ['1.000'], ['12.345'], ['1.234.567'], ['-1.000']])(
    '%j is ambiguous: D3 reads it as written, a person writing pt-BR means thousands',
    (input) => {
      expect(readTypedNumber(input)).toEqual({ ok: false, problem: 'ambiguous' });
    },
  );

  it('reads what parseNumber reads, to the same value (one D3 rule)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^[+-]?[\d.,]{1,12}$/),
          fc.double({ noNaN: true }).map(String),
        ),
        (text) => {
          const read = readTypedNumber(text);
          if (read.ok) expect(read.value).toBe(parseNumber(text));
        },
      ),
    );
  });

  it('accepts every pt-BR form of an amount', () => {
    const cents = fc.integer({ min: 0, max: 99 }).map((c) => String(c).padStart(2, '0'));
    const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, '.');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), cents, (int, frac) => {
        const expected = Number(`${int}.${frac}`);
        expect(readTypedNumber(`${int},${frac}`)).toEqual({ ok: true, value: expected });
        expect(readTypedNumber(`${grouped(int)},${frac}`)).toEqual({ ok: true, value: expected });
      }),
    );
  });

  it('a stored number shows as pt-BR text that reads back to it', () => {
    expect(numberForTyping(2.5)).toBe('2,5');
    expect(numberForTyping(1245.8)).toBe('1245,8');
    expect(numberForTyping(3)).toBe('3');
    expect(numberForTyping('1.234,56')).toBe('1.234,56');
    expect(numberForTyping(undefined)).toBe('');
    expect(numberForTyping(Number.NaN)).toBe('');
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (n) => {
        const read = readTypedNumber(numberForTyping(n));
        // 1e-7 and the like print with an exponent: shown as stored, not typed.
        // -0 shows as "0" and reads back as 0, the same number.
        if (Math.abs(n) >= 1e-6 || n === 0) expect(read).toEqual({ ok: true, value: n + 0 });
      }),
    );
  });
});

describe('rounding half away from zero (D5)', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [2.5001, 3],
    [100.49999999999999, 101], // 1.005 × 100 in binary
    [28.499999999999996, 29], // 0.285 × 100 in binary
    [0.4, 0],
    [7, 7],
    // P56: a whole number stays itself, however large (the tolerance passes a half at ~1.4e14).
    [1e15, 1e15],
    [-1e15, -1e15],
    // The tolerance's edge: 0.5 − 2⁻⁵¹ is short of the half by exactly 4 ulps of itself
    // (0.5 − 2⁻⁵¹ = 0.5 − value × 4ε), so it still rounds away; one ulp further it does not.
    [0.5 - 2 ** -51, 1],
    [0.5 - 2 ** -51 - 2 ** -54, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundHalfAway(value)).toBe(expected);
  });

  it('never gives -0 nor NaN', () => {
    expect(Object.is(roundHalfAway(-0.4), 0)).toBe(true);
    expect(Object.is(roundHalfAway(-0), 0)).toBe(true);
    expect(roundHalfAway(Number.NaN)).toBe(0);
    expect(roundHalfAway(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});

describe('percentages (SPEC §9, D16, D43)', () => {
  it('paid % is a whole number rounded half away', () => {
    expect(percentWhole(1, 3)).toBe(33);
    expect(percentWhole(2, 3)).toBe(67);
    expect(percentWhole(1, 8)).toBe(13); // 12.5
    expect(percentWhole(3, 0)).toBe(0);
  });

  it('by-type % has one decimal rounded half away', () => {
    expect(percentOneDecimal(1, 3)).toBe(33.3);
    expect(percentOneDecimal(1, 16)).toBe(6.3); // 6.25
    expect(percentOneDecimal(1, 1)).toBe(100);
    expect(percentOneDecimal(0, 0)).toBe(0);
  });
});
