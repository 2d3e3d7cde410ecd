import { aCreation, aPatch, aRemoval, anInvoice } from '../../src/core/testing/builders';
import { bulletinPath, bulletinUpdate, segment, teamPath } from './layout';

describe('the bulletins layout (SPEC §7)', () => {
  it('a team and a bulletin live at forms/{team} and forms/{team}/{key}', () => {
    expect(teamPath('ORCDISTBA01')).toBe('forms/ORCDISTBA01');
    expect(bulletinPath('ORCDISTBA01', '-Nabc')).toBe('forms/ORCDISTBA01/-Nabc');
  });

  it('refuses a segment that would point somewhere else', () => {
    for (const bad of ['', 'a/b', 'a.b', 'a#b', 'a$b', 'a[b', 'a]b']) {
      expect(() => segment(bad, 'team')).toThrow(/Invalid team/);
    }
    expect(() => bulletinPath('', 'k')).toThrow(/team/);
    expect(() => bulletinPath('T', '')).toThrow(/invoice key/);
    expect(segment('-NxY_z09', 'key')).toBe('-NxY_z09');
  });
});

describe('bulletinUpdate: a change as ONE multi-path update, revisions and events in it (D51)', () => {
  const at = { '.sv': 'timestamp' };
  const event = (action: string, rev: number) => ({
    action,
    by: 'uAdmin',
    byName: 'Ana Admin',
    role: 'admin',
    rev,
    at,
  });

  it('a creation at rev 1, a patch of each field with rev seen + 1, a removal null; each with its event', () => {
    const record = { id: '7I', services: [{ code: 'NDE1' }] };
    expect(
      bulletinUpdate([
        aCreation('ORCDISTBA01', 'kI', record),
        aRemoval('ORCDISTBA01', 'k7', 4),
        aPatch(
          'ORCDISTBA02',
          'k2',
          { attached: true, 'header/pedido': '4500001', error: null },
          0,
          'attached',
        ),
      ]),
    ).toEqual({
      'forms/ORCDISTBA01/kI': { id: '7I', services: [{ code: 'NDE1' }], rev: 1 },
      'history/ORCDISTBA01/kI/1': event('created', 1),
      'forms/ORCDISTBA01/k7': null,
      'history/ORCDISTBA01/k7/5': { ...event('deleted', 5), record: anInvoice() },
      // Issue 15: the removal's index entry, in the same update: the id and title of the
      // record its event keeps (aRemoval's: the builders' bulletin, '1001' 'Poda').
      'deleted/ORCDISTBA01/k7': {
        id: '1001',
        title: 'Poda',
        action: 'deleted',
        by: 'uAdmin',
        byName: 'Ana Admin',
        at,
        rev: 5,
      },
      'forms/ORCDISTBA02/k2/attached': true,
      'forms/ORCDISTBA02/k2/header/pedido': '4500001',
      'forms/ORCDISTBA02/k2/error': null,
      'forms/ORCDISTBA02/k2/rev': 1,
      'history/ORCDISTBA02/k2/1': event('attached', 1),
    });
  });

  it("a removal indexes the record its event keeps: id, title (header's, else the record's)", () => {
    const removal = aRemoval('T', 'k', 2);
    const withRecord = {
      ...removal,
      event: { ...removal.event, record: { id: '0100275', header: { title: 'Poda' } } },
    };
    expect(bulletinUpdate([withRecord])['deleted/T/k']).toMatchObject({
      id: '0100275',
      title: 'Poda',
      rev: 3,
      at,
    });
  });

  it("a removal's entry keeps at most 1000 characters of a legacy record's id and title (the rules' bound)", () => {
    const long = 'x'.repeat(1200);
    const entry = bulletinUpdate([aRemoval('T', 'k', 0, { id: long, header: { title: long } })])[
      'deleted/T/k'
    ];
    expect(entry).toMatchObject({ id: 'x'.repeat(1000), title: 'x'.repeat(1000) });
  });

  it('a created record always starts at rev 1, whatever rev the record it copies held', () => {
    const update = bulletinUpdate([aCreation('T', 'k', { id: '7C', rev: 9 })]);
    expect(update['forms/T/k']).toEqual({ id: '7C', rev: 1 });
  });

  it('the same key in two teams is two bulletins', () => {
    expect(
      Object.keys(bulletinUpdate([aRemoval('ORCDISTBA01', 'k'), aRemoval('ORCDISTBA02', 'k')])),
    ).toEqual([
      'forms/ORCDISTBA01/k',
      'history/ORCDISTBA01/k/1',
      'deleted/ORCDISTBA01/k',
      'forms/ORCDISTBA02/k',
      'history/ORCDISTBA02/k/1',
      'deleted/ORCDISTBA02/k',
    ]);
  });

  it('refuses a bulletin named twice, fields that are not the bulletin’s own, and a revision that is not a whole number', () => {
    expect(() =>
      bulletinUpdate([aPatch('T', 'k', { paid: true }), aPatch('T', 'k', { attached: true })]),
    ).toThrow(/forms\/T\/k twice/);
    for (const field of ['', '/paid', 'header//pedido', 'a.b', '../x']) {
      expect(() => bulletinUpdate([aPatch('T', 'k', { [field]: 1 })])).toThrow(/bulletin field/);
    }
    for (const rev of [-1, 1.5, Number.NaN]) {
      expect(() => bulletinUpdate([aPatch('T', 'k', { paid: true }, rev)])).toThrow(/revision/);
    }
  });

  it('an empty change is an empty update; a patch of no field still moves the revision on', () => {
    expect(bulletinUpdate([])).toEqual({});
    expect(bulletinUpdate([aPatch('T', 'k', {}, 2)])).toEqual({
      'forms/T/k/rev': 3,
      'history/T/k/3': event('header', 3),
    });
  });
});
