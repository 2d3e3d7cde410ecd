import { paths, toStorable } from './paths';

describe('database paths (SPEC §7, D1)', () => {
  it('builds the SPEC §7 paths', () => {
    expect(paths.user('u1')).toBe('users/u1');
    expect(paths.userMobile('u1')).toBe('users-mobile/u1');
    expect(paths.services('nde')).toBe('defaults/services/nde');
    expect(paths.materials).toBe('defaults/materials/items');
    expect(paths.team('ORCDISTBA01')).toBe('forms/ORCDISTBA01');
    expect(paths.invoice('ORCDISTBA01', '-Nabc')).toBe('forms/ORCDISTBA01/-Nabc');
  });

  it('checks every segment (the rule is adapters/rtdb/layout.ts, tested there)', () => {
    expect(() => paths.user('a/b')).toThrow(/Invalid uid/);
    expect(() => paths.invoice('ORCDISTBA01', '')).toThrow(/Invalid invoice key/);
  });
});

describe('toStorable: what RTDB can store', () => {
  it('drops undefined properties at any depth and keeps null (a removal in an update)', () => {
    expect(toStorable({ a: 1, b: undefined, c: { d: undefined, e: 'x' }, f: null })).toEqual({
      a: 1,
      c: { e: 'x' },
      f: null,
    });
  });

  it('an undefined slot of a list becomes null, as in JSON', () => {
    expect(toStorable({ list: [1, undefined, 3] })).toEqual({ list: [1, null, 3] });
  });
});
