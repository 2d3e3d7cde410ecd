import { StringTable } from './strings';

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
