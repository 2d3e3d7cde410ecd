import {
  compareFolded,
  compareNumbers,
  compareText,
  foldText,
  matchesSearch,
  normalizeForSearch,
} from './text';

describe('text folding (D21, D33)', () => {
  it('removes accents and case', () => {
    expect(foldText('São Félix')).toBe('sao felix');
    expect(foldText('AÇÃO')).toBe('acao');
    expect(foldText('ABC')).toBe('abc');
  });

  it('reads numbers as text and nothing as empty', () => {
    expect(foldText(123)).toBe('123');
    expect(foldText(null)).toBe('');
    expect(foldText(undefined)).toBe('');
    expect(normalizeForSearch('  Ilhéus ')).toBe('ilheus');
  });

  it('stays correct when many distinct texts are folded (bounded memo)', () => {
    for (let i = 0; i < 50_010; i += 1) foldText(`é${i}`);
    expect(foldText('é50009')).toBe('e50009');
    expect(foldText('Ç')).toBe('c');
  });
});

describe('search (D21)', () => {
  it('is a case- and accent-insensitive substring search', () => {
    expect(matchesSearch(['Ilhéus', 'São Félix'], 'sao')).toBe(true);
    expect(matchesSearch(['São Félix'], 'FÉLIX')).toBe(true);
    expect(matchesSearch(['NDE 120SI', 4500], '450')).toBe(true);
    expect(matchesSearch(['Ilhéus', null], 'salvador')).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(matchesSearch([], '  ')).toBe(true);
  });
});

describe('text order (D33)', () => {
  it('compares with accents and case removed, then by code point', () => {
    expect(compareText('São Félix', 'Simões Filho')).toBe(-1);
    expect(compareText('108SC', '55RD')).toBe(-1);
    expect(compareText('a', 'B')).toBe(-1);
    expect(compareText('b', 'A')).toBe(1);
    expect(compareText('Sao', 'São')).toBe(0);
    expect(compareText('abc', 'ab')).toBe(1);
    expect(compareText('ab', 'abc')).toBe(-1);
  });

  it('sorts a list the D33 way', () => {
    const list = ['Simões Filho', 'são félix', '55RD', '108SC', 'Ilhéus'];
    expect([...list].sort(compareText)).toEqual([
      '108SC',
      '55RD',
      'Ilhéus',
      'são félix',
      'Simões Filho',
    ]);
  });

  it('orders by code point, not UTF-16 unit, beyond the basic plane', () => {
    // U+FF5E (fullwidth tilde) < U+1F600 (emoji) by code point; in UTF-16 units it is the reverse.
    expect(compareFolded('\uff5e', '😀')).toBe(-1);
    expect(compareFolded('😀', '\uff5e')).toBe(1);
    expect(compareFolded('😀', '😁')).toBe(-1);
  });

  it('numbers and dates compare as numbers', () => {
    expect(compareNumbers(9, 10)).toBe(-1);
    expect(compareNumbers(10, 9)).toBe(1);
    expect(compareNumbers(3, 3)).toBe(0);
  });
});

describe('code point order at the edges of the surrogates (D33, issue 45)', () => {
  it('U+C000 < U+E000 < U+FFFF < U+10000, as code points and not as UTF-16 units', () => {
    expect(compareFolded('\uc000', '\ue000')).toBe(-1);
    expect(compareFolded('\ue000', '\ud800\udc00')).toBe(-1); // U+E000 before U+10000
    expect(compareFolded('\ud800\udc00', '\uffff')).toBe(1); // U+10000 after U+FFFF
    expect(compareFolded('\ud7ff', '\ud800\udc00')).toBe(-1);
  });
});
