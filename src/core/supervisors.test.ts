import { describe, expect, it } from 'vitest';
import type { UserEntry } from './ports/UserRepo';
import {
  applySupervisionChange,
  listSupervisors,
  orderSupervision,
  supervisionChange,
  supervisionText,
} from './supervisors';

function anEntry(
  uid: string,
  collection: UserEntry['collection'],
  record: UserEntry['record'],
): UserEntry {
  return { uid, collection, record };
}

describe('listSupervisors (SPEC §2 admin table)', () => {
  it('lists users of type superv from both collections and nobody else', () => {
    const list = listSupervisors([
      anEntry('a', 'users', { name: 'Ana', email: 'ana@x', type: 'admin' }),
      anEntry('b', 'users', {
        name: 'Bia',
        email: 'bia@x',
        type: 'superv',
        supervision: 'ORCDISTBA02',
      }),
      anEntry('c', 'users-mobile', { name: 'Caio', email: 'caio@x', type: 'superv' }),
      anEntry('d', 'users-mobile', {
        name: 'Davi',
        email: 'davi@x',
        type: 'team',
        team: 'ORCDISTBA01',
      }),
      anEntry('e', 'users-mobile', { name: 'Eva', email: 'eva@x', type: 'SUPERV' }),
    ]);
    expect(list.map((s) => s.uid)).toEqual(['b', 'c']);
  });

  it('counts a uid kept in both collections once, with the users record (what getUser reads)', () => {
    const list = listSupervisors([
      anEntry('s', 'users-mobile', {
        name: 'Sara (mobile)',
        type: 'superv',
        supervision: 'ORCDISTBA09',
      }),
      anEntry('s', 'users', {
        name: 'Sara',
        email: 's@x',
        type: 'superv',
        supervision: 'ORCDISTBA01',
      }),
    ]);
    expect(list).toEqual([
      { uid: 's', name: 'Sara', email: 's@x', teams: ['ORCDISTBA01'], collection: 'users' },
    ]);
  });

  it('ignores a users-mobile record without a type when users holds the supervisor', () => {
    const list = listSupervisors([
      anEntry('p', 'users', { name: 'Paulo', email: 'p@x', type: 'superv', supervision: '' }),
      anEntry('p', 'users-mobile', { supervision: 'ORCDISTBA03' }),
    ]);
    expect(list.map((s) => [s.uid, s.teams])).toEqual([['p', []]]);
  });

  it('reads the supervision codes trimmed, once each, without empty or N/A values', () => {
    const [only] = listSupervisors([
      anEntry('c', 'users-mobile', {
        name: 'Carlos',
        type: 'superv',
        supervision: 'ORCDISTBA09, ORCDISTBA10,N/A,,ORCDISTBA10,ORCDISTBA11',
      }),
    ]);
    expect(only?.teams).toEqual(['ORCDISTBA09', 'ORCDISTBA10', 'ORCDISTBA11']);
  });

  it("gives 'N/A' alone no teams", () => {
    const [only] = listSupervisors([
      anEntry('m', 'users-mobile', { name: 'Marcos', type: 'superv', supervision: 'N/A' }),
    ]);
    expect(only?.teams).toEqual([]);
  });

  it('sorts by name without accents or case (D33), then by email', () => {
    const list = listSupervisors([
      anEntry('1', 'users', { name: 'rita', email: 'b@x', type: 'superv' }),
      anEntry('2', 'users', { name: 'Álvaro', email: 'z@x', type: 'superv' }),
      anEntry('3', 'users-mobile', { name: 'Rita', email: 'a@x', type: 'superv' }),
      anEntry('4', 'users-mobile', { name: 'Joana', email: 'j@x', type: 'superv' }),
    ]);
    expect(list.map((s) => s.uid)).toEqual(['2', '4', '3', '1']);
  });

  it('names a supervisor without a name by its email, then by its uid', () => {
    const list = listSupervisors([
      anEntry('u1', 'users', { name: '  ', email: 'sem.nome@x', type: 'superv' }),
      anEntry('u2', 'users', { type: 'superv' }),
    ]);
    expect(list.map((s) => [s.name, s.email])).toEqual([
      ['sem.nome@x', 'sem.nome@x'],
      ['u2', ''],
    ]);
  });
});

describe('supervision changes (issue 23)', () => {
  it('supervisionChange: the codes ticked and unticked between two lists', () => {
    expect(
      supervisionChange(['ORCDISTBA01', 'ORCDISTBA02', 'X9'], ['ORCDISTBA02', 'ORCDISTBA05', 'X9']),
    ).toEqual({ add: ['ORCDISTBA05'], remove: ['ORCDISTBA01'] });
    expect(supervisionChange(['ORCDISTBA01'], ['ORCDISTBA01'])).toEqual({ add: [], remove: [] });
  });

  it('applySupervisionChange keeps every stored code it does not remove, in screen order', () => {
    // Stored by another admin meanwhile: 11 and a code the screen does not offer.
    expect(
      applySupervisionChange('ORCDISTBA11, ORCDISTBA02,LEGADO,ORCDISTBA01', {
        add: ['ORCDISTBA05', 'ORCDISTBA02'],
        remove: ['ORCDISTBA01'],
      }),
    ).toEqual(['ORCDISTBA02', 'ORCDISTBA05', 'ORCDISTBA11', 'LEGADO']);
  });

  it('two admins adding different teams get the same list whichever lands first', () => {
    const a = { add: ['ORCDISTBA05'], remove: [] };
    const b = { add: ['ORCDISTBA03'], remove: ['ORCDISTBA01'] };
    const stored = 'ORCDISTBA01,ORCDISTBA02';
    const aThenB = applySupervisionChange(supervisionText(applySupervisionChange(stored, a)), b);
    const bThenA = applySupervisionChange(supervisionText(applySupervisionChange(stored, b)), a);
    expect(aThenB).toEqual(['ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA05']);
    expect(bThenA).toEqual(aThenB);
  });

  it('reads nothing, N/A, empty and RTDB arrays (D1) as SPEC §3 does', () => {
    const add = { add: ['ORCDISTBA04'], remove: [] };
    expect(applySupervisionChange(undefined, add)).toEqual(['ORCDISTBA04']);
    expect(applySupervisionChange(null, add)).toEqual(['ORCDISTBA04']);
    expect(applySupervisionChange('N/A', add)).toEqual(['ORCDISTBA04']);
    expect(applySupervisionChange('', { add: [], remove: [] })).toEqual([]);
    expect(applySupervisionChange({ 0: 'ORCDISTBA09', 1: 'ORCDISTBA01' }, add)).toEqual([
      'ORCDISTBA01',
      'ORCDISTBA04',
      'ORCDISTBA09',
    ]);
    expect(applySupervisionChange(42, add)).toEqual(['ORCDISTBA04']);
  });

  it('supervisionText joins by commas; orderSupervision puts the 16 offered codes first', () => {
    expect(supervisionText(['ORCDISTBA01', 'ORCDISTBA03'])).toBe('ORCDISTBA01,ORCDISTBA03');
    expect(supervisionText([])).toBe('');
    expect(orderSupervision(['X1', 'ORCDISTBA16', 'ORCDISTBA17', 'ORCDISTBA02'])).toEqual([
      'ORCDISTBA02',
      'ORCDISTBA16',
      'X1',
      'ORCDISTBA17',
    ]);
  });
});
