import { StringTable, rankTexts } from './strings';

describe('StringTable interning', () => {
  it('gives each distinct text one id, in order of first use, with 0 for the empty text', () => {
    const table = new StringTable();
    expect([table.intern('Salvador'), table.intern('Feira'), table.intern('Salvador')]).toEqual([
      1, 2, 1,
    ]);
    expect(table.intern('')).toBe(0);
    expect(table.values).toEqual(['', 'Salvador', 'Feira']);
  });

  it('internAs gives the id intern gives, whether the hint is right or wrong', () => {
    const table = new StringTable();
    const poste = table.intern('Substituição de poste');
    const elo = table.intern('Substituição de elo');
    // A text equal to the hint's (a different string object with the same characters).
    expect(table.internAs(['Substituição', 'de', 'poste'].join(' '), poste)).toBe(poste);
    // A wrong hint: the text's own id, or a new one when the text is new.
    expect(table.internAs('Substituição de elo', poste)).toBe(elo);
    expect(table.internAs('Poda de árvore', elo)).toBe(3);
    expect(table.internAs('', elo)).toBe(0);
    expect(table.values).toEqual([
      '',
      'Substituição de poste',
      'Substituição de elo',
      'Poda de árvore',
    ]);
  });
});

describe('D33 text ranks', () => {
  it('compare with accents and case removed, then by code point; texts that fold alike tie', () => {
    // Folded: 'sao felix', 'simoes filho', '108sc', '55rd', 'sao felix', ''.
    // Code point order: '' < '108sc' < '55rd' < 'sao felix' < 'simoes filho'.
    expect(rankTexts(['São Félix', 'Simões Filho', '108SC', '55RD', 'sao felix', ''])).toEqual({
      ranks: new Int32Array([3, 4, 1, 2, 3, 0]),
      max: 4,
    });
  });

  it('one text, or none, has rank 0 and max 0', () => {
    expect(rankTexts(['Muritiba'])).toEqual({ ranks: new Int32Array([0]), max: 0 });
    expect(rankTexts([])).toEqual({ ranks: new Int32Array(0), max: 0 });
  });

  it('a table ranks the strings a column uses, by id; the others rank 0', () => {
    const table = new StringTable();
    const b = table.intern('b');
    const accented = table.intern('Á');
    const c = table.intern('C');
    const a = table.intern('a');
    // The column uses c, b, c, a ('Á' is in the table but not in this column).
    const { ranks, max } = table.rank([c, b, c, a]);
    expect(max).toBe(2);
    expect(ranks[a]).toBe(0);
    expect(ranks[b]).toBe(1);
    expect(ranks[c]).toBe(2);
    expect(ranks[accented]).toBe(0);
    expect(ranks.length).toBe(5);
  });

  it('a column of one repeated string ranks it 0', () => {
    const table = new StringTable();
    const x = table.intern('Poda');
    expect(table.rank([x, x, x])).toEqual({ ranks: new Int32Array([0, 0]), max: 0 });
  });
});

describe('D21 search over interned strings', () => {
  it('marks the strings that hold the query, accents and case ignored', () => {
    const table = new StringTable();
    table.intern('Poda de árvore');
    table.intern('Ligação');
    table.intern('PODA');
    expect([...table.matches('poda')]).toEqual([0, 1, 0, 1]);
    expect([...table.matches('ligacao')]).toEqual([0, 0, 1, 0]);
    expect([...table.matches('ÁRVORE')]).toEqual([0, 1, 0, 0]);
  });

  it('the same query again answers the same, and sees strings added since', () => {
    const table = new StringTable();
    table.intern('Poda');
    expect([...table.matches('poda')]).toEqual([0, 1]);
    expect([...table.matches('poda')]).toEqual([0, 1]);
    table.intern('Podação');
    table.intern('Corte');
    expect([...table.matches('poda')]).toEqual([0, 1, 1, 0]);
    expect([...table.matches('corte')]).toEqual([0, 0, 0, 1]);
  });
});
