import fc from 'fast-check';
import {
  MAX_INVOICE_SEQUENCE,
  formatInvoiceNumber,
  idsOfRecords,
  lastSequenceUsed,
  sequenceOfId,
  teamNumberPrefix,
} from './invoiceNumbers';

describe('bulletin numbers (D48)', () => {
  it("a team's numbers start with its two digits", () => {
    expect(teamNumberPrefix('ORCDISTBA01')).toBe('01');
    expect(teamNumberPrefix('ORCDISTBA17')).toBe('17');
    expect(teamNumberPrefix('ORCDISTBA1')).toBeNull();
    expect(teamNumberPrefix('EQUIPE-X')).toBeNull();
  });

  it('Equipe 01 after 0100274 is 0100275: two digits of team, five of sequence', () => {
    expect(formatInvoiceNumber('ORCDISTBA01', 275)).toBe('0100275');
    expect(formatInvoiceNumber('ORCDISTBA10', 1)).toBe('1000001');
    expect(formatInvoiceNumber('ORCDISTBA17', MAX_INVOICE_SEQUENCE)).toBe('1799999');
  });

  it('there is no number 0, none past 99999, and none for a team outside the fixed form', () => {
    expect(() => formatInvoiceNumber('ORCDISTBA01', 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('ORCDISTBA01', 100_000)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('ORCDISTBA01', 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('EQUIPE-X', 1)).toThrow(RangeError);
  });

  it('an id and the halves of its split (D13) use the same number', () => {
    expect(sequenceOfId('ORCDISTBA01', '0100274')).toBe(274);
    expect(sequenceOfId('ORCDISTBA01', '0100274I')).toBe(274);
    expect(sequenceOfId('ORCDISTBA01', '0100274C')).toBe(274);
    expect(sequenceOfId('ORCDISTBA10', 1000274)).toBe(274);
    expect(sequenceOfId('ORCDISTBA01', ' 0100274 ')).toBe(274);
  });

  it("legacy ids, and ids in another team's form, use no number", () => {
    for (const id of [
      '-P7AAiRaI42zLrOXvMWm',
      '1',
      'P-77',
      '0200274',
      '010027',
      '01002745',
      '0100274X',
      '0100274IC',
      '0100274i',
      '0100000',
      100274,
      null,
      undefined,
      { id: '0100274' },
    ]) {
      expect(sequenceOfId('ORCDISTBA01', id)).toBeNull();
    }
    expect(sequenceOfId('EQUIPE-X', '0100274')).toBeNull();
  });

  it('a new counter starts after the highest number in use, legacy ids ignored', () => {
    const ids = ['0100270', '0100274I', '0100274C', '0109999X', '-Nabc', '0200900', '0100012'];
    expect(lastSequenceUsed('ORCDISTBA01', ids)).toBe(274);
    expect(lastSequenceUsed('ORCDISTBA01', ['-Nabc', 'P-1'])).toBe(0);
    expect(lastSequenceUsed('ORCDISTBA01', [])).toBe(0);
  });

  it('formatting and reading back agree for every team and number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 17 }), fc.integer({ min: 1, max: 99_999 }), (t, n) => {
        const team = `ORCDISTBA${String(t).padStart(2, '0')}`;
        const id = formatInvoiceNumber(team, n);
        return (
          id.length === 7 &&
          sequenceOfId(team, id) === n &&
          sequenceOfId(team, `${id}I`) === n &&
          lastSequenceUsed(team, [id, `${id}C`]) === n
        );
      }),
    );
  });

  it('reads the ids of a forms/{team} node as read, object or array (D1)', () => {
    expect(idsOfRecords({ k1: { id: '0100001' }, k2: { title: 'sem id' }, k3: 'x' })).toEqual([
      '0100001',
      undefined,
      undefined,
    ]);
    expect(idsOfRecords([{ id: 'a' }, null])).toEqual(['a', undefined]);
    expect(idsOfRecords(null)).toEqual([]);
  });
});

describe('mutation-found gaps (issue 45)', () => {
  it('the first number of a sequence is 1, and 0 is none', () => {
    expect(sequenceOfId('ORCDISTBA01', '0100001')).toBe(1);
    expect(sequenceOfId('ORCDISTBA01', '0100000')).toBeNull();
  });

  it('an id stored as a list is no bulletin number', () => {
    expect(sequenceOfId('ORCDISTBA01', ['0100274'])).toBeNull();
  });

  it('the refusals say which team or number', () => {
    expect(() => formatInvoiceNumber('EQUIPE-X', 1)).toThrow(
      'Team EQUIPE-X has no bulletin numbering',
    );
    expect(() => formatInvoiceNumber('ORCDISTBA01', 0)).toThrow(
      'Bulletin number 0 is outside 1..99999',
    );
  });

  it('a node that is not an object holds no records; an empty record has no id', () => {
    expect(idsOfRecords('0100274')).toEqual([]);
    expect(idsOfRecords({ a: null, b: { id: '0100275' }, c: 'x' })).toEqual([
      undefined,
      '0100275',
      undefined,
    ]);
  });
});
