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

describe('bulletinUpdate: a change as ONE multi-path update', () => {
  it('a creation sets the record, a patch each field under it, a removal null; teams mixed', () => {
    const record = { id: '7I', services: [{ code: 'NDE1' }] };
    expect(
      bulletinUpdate([
        { kind: 'create', team: 'ORCDISTBA01', key: 'kI', invoice: record },
        { kind: 'remove', team: 'ORCDISTBA01', key: 'k7' },
        {
          kind: 'patch',
          team: 'ORCDISTBA02',
          key: 'k2',
          fields: { attached: true, 'header/pedido': '4500001', error: null },
        },
      ]),
    ).toEqual({
      'forms/ORCDISTBA01/kI': record,
      'forms/ORCDISTBA01/k7': null,
      'forms/ORCDISTBA02/k2/attached': true,
      'forms/ORCDISTBA02/k2/header/pedido': '4500001',
      'forms/ORCDISTBA02/k2/error': null,
    });
  });

  it('the same key in two teams is two bulletins', () => {
    expect(
      Object.keys(
        bulletinUpdate([
          { kind: 'remove', team: 'ORCDISTBA01', key: 'k' },
          { kind: 'remove', team: 'ORCDISTBA02', key: 'k' },
        ]),
      ),
    ).toEqual(['forms/ORCDISTBA01/k', 'forms/ORCDISTBA02/k']);
  });

  it('refuses a bulletin named twice, and fields that are not the bulletin’s own', () => {
    expect(() =>
      bulletinUpdate([
        { kind: 'patch', team: 'T', key: 'k', fields: { paid: true } },
        { kind: 'patch', team: 'T', key: 'k', fields: { attached: true } },
      ]),
    ).toThrow(/forms\/T\/k twice/);
    for (const field of ['', '/paid', 'header//pedido', 'a.b', '../x']) {
      expect(() =>
        bulletinUpdate([{ kind: 'patch', team: 'T', key: 'k', fields: { [field]: 1 } }]),
      ).toThrow(/bulletin field/);
    }
  });

  it('an empty change, or a patch of no field, is an empty update', () => {
    expect(bulletinUpdate([])).toEqual({});
    expect(bulletinUpdate([{ kind: 'patch', team: 'T', key: 'k', fields: {} }])).toEqual({});
  });
});
