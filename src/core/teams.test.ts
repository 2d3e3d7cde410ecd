import {
  FIXED_TEAMS,
  SUPERVISION_TEAMS,
  formatSupervision,
  parseSupervision,
  roleOf,
  teamName,
  reachesTeam,
  teamsForUser,
  toTeam,
} from './teams';
import { contextOn, data, evaluate, lit, printRule } from './rules/expr';

describe('fixed teams (SPEC §6, §9)', () => {
  it('are the 17 teams ORCDISTBA01 to ORCDISTBA17', () => {
    expect(FIXED_TEAMS).toHaveLength(17);
    expect(FIXED_TEAMS[0]).toBe('ORCDISTBA01');
    expect(FIXED_TEAMS[9]).toBe('ORCDISTBA10');
    expect(FIXED_TEAMS[16]).toBe('ORCDISTBA17');
  });

  it('the supervision screen offers 16 of them, 01 to 16', () => {
    expect(SUPERVISION_TEAMS).toHaveLength(16);
    expect(SUPERVISION_TEAMS[15]).toBe('ORCDISTBA16');
    expect(SUPERVISION_TEAMS).not.toContain('ORCDISTBA17');
  });
});

describe('team names (D32)', () => {
  it("are 'Equipe nn' for ORCDISTBAnn", () => {
    expect(teamName('ORCDISTBA05')).toBe('Equipe 05');
    expect(teamName('ORCDISTBA17')).toBe('Equipe 17');
    // D32 names the fixed form only, whole: anything around it keeps the id.
    expect(teamName('XORCDISTBA01')).toBe('XORCDISTBA01');
    expect(teamName('ORCDISTBA011')).toBe('ORCDISTBA011');
    expect(toTeam('ORCDISTBA01')).toEqual({ id: 'ORCDISTBA01', name: 'Equipe 01' });
  });

  it('are the id as it is for any other id', () => {
    expect(teamName('ORCDISTBA1')).toBe('ORCDISTBA1');
    expect(teamName('ORCDISTBA100')).toBe('ORCDISTBA100');
    expect(teamName('OBRAS-SUL')).toBe('OBRAS-SUL');
  });
});

describe('supervision list (SPEC §3)', () => {
  it('ignores empty and N/A values, trims and keeps each team once', () => {
    expect(parseSupervision(' ORCDISTBA01, ,N/A,ORCDISTBA03,n/a,ORCDISTBA01,')).toEqual([
      'ORCDISTBA01',
      'ORCDISTBA03',
    ]);
  });

  it('reads a missing value as none and accepts a list of codes', () => {
    expect(parseSupervision(undefined)).toEqual([]);
    expect(parseSupervision(null)).toEqual([]);
    expect(parseSupervision('')).toEqual([]);
    expect(parseSupervision(['ORCDISTBA02', ' ORCDISTBA04 ', 'N/A'])).toEqual([
      'ORCDISTBA02',
      'ORCDISTBA04',
    ]);
  });

  it('is stored as the codes joined by commas', () => {
    expect(formatSupervision(['ORCDISTBA02', 'ORCDISTBA04'])).toBe('ORCDISTBA02,ORCDISTBA04');
  });
});

describe('role of a user record (SPEC §6)', () => {
  it('is the type when it is one of the four roles', () => {
    expect(roleOf({ type: 'admin' })).toBe('admin');
    expect(roleOf({ type: 'func' })).toBe('func');
    expect(roleOf({ type: 'superv' })).toBe('superv');
    expect(roleOf({ type: 'team' })).toBe('team');
  });

  it('is none for any other type or a missing record', () => {
    expect(roleOf({ type: 'Admin' })).toBeNull();
    expect(roleOf({})).toBeNull();
    expect(roleOf(null)).toBeNull();
    expect(roleOf(undefined)).toBeNull();
  });
});

describe('teams a user sees (SPEC §6)', () => {
  it('admin and func see the 17 fixed teams', () => {
    expect(teamsForUser({ type: 'admin' })).toEqual([...FIXED_TEAMS]);
    expect(teamsForUser({ type: 'func', team: 'ORCDISTBA02' })).toHaveLength(17);
  });

  it('superv sees its supervision teams', () => {
    expect(teamsForUser({ type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA04,N/A' })).toEqual([
      'ORCDISTBA01',
      'ORCDISTBA04',
    ]);
    expect(teamsForUser({ type: 'superv' })).toEqual([]);
  });

  it('team sees only its own team', () => {
    expect(teamsForUser({ type: 'team', team: ' ORCDISTBA07 ' })).toEqual(['ORCDISTBA07']);
    expect(teamsForUser({ type: 'team' })).toEqual([]);
  });

  it('a record without a role sees no team', () => {
    expect(teamsForUser({ type: 'guest', team: 'ORCDISTBA01' })).toEqual([]);
    expect(teamsForUser(null)).toEqual([]);
  });
});

describe('P51: team scope is one rule, evaluated where teams are listed', () => {
  it("lists only the teams the database's rule lets the record reach", () => {
    // A team with a space inside is no team the rules reach (they drop spaces from the list).
    expect(teamsForUser({ type: 'superv', supervision: 'ORC 01, ORCDISTBA02' })).toEqual([
      'ORCDISTBA02',
    ]);
    expect(teamsForUser({ type: 'team', team: ' ORCDISTBA05 ' })).toEqual(['ORCDISTBA05']);
    expect(teamsForUser({ type: 'team', team: 'ORC 05' })).toEqual([]);
  });

  it('is the rule the database prints for $team', () => {
    const record = { type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA10' };
    const reaches = (team: string) => evaluate(reachesTeam(data, lit(team)), contextOn(record));
    expect(reaches('ORCDISTBA10')).toBe(true);
    expect(reaches('ORCDISTBA1')).toBe(false);
    expect(printRule(reachesTeam(data, lit('T')))).toContain(
      "data.child('type').val() === 'superv'",
    );
  });
});
