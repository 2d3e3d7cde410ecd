import { parseIsoDate } from '../../core/dates';
import {
  activeQuickPeriod,
  buildRequest,
  filterFeatures,
  filtersChanged,
  initialFilters,
  quickPeriodDates,
} from './reportFilters';
import { progressFraction } from './reportRunState';
import { selectionSize, toRowSelection } from './pedidos';
import { orderGroups } from './ByTeamGroups';

const TODAY = parseIsoDate('2026-11-21') as number;
const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03'];

describe('report filters', () => {
  it('D31: the period defaults to the billing period of today (26/10 to 25/11 on 21/11)', () => {
    const f = initialFilters(TEAMS, TODAY);
    expect([f.from, f.to]).toEqual(['2026-10-26', '2026-11-25']);
    expect(f.teams).toEqual(TEAMS);
    expect([f.dailyGoal, f.maxGoal, f.monthlyGoal]).toEqual(['5000', '120000', '124000']);
  });

  it('D31: from the 26th on, the period runs to the 25th of next month', () => {
    const f = initialFilters(TEAMS, parseIsoDate('2026-11-26') as number);
    expect([f.from, f.to]).toEqual(['2026-11-26', '2026-12-25']);
  });

  it('SPEC §5: no team or a missing date gives the team-and-period message', () => {
    const f = initialFilters(TEAMS, TODAY);
    const msg = 'Selecione pelo menos uma equipe e defina o período.';
    expect(buildRequest('by-code', { ...f, teams: [] }, TEAMS, TODAY)).toEqual({
      ok: false,
      message: msg,
    });
    expect(buildRequest('by-code', { ...f, to: '' }, TEAMS, TODAY)).toEqual({
      ok: false,
      message: msg,
    });
  });

  it('SPEC §5: the monthly report needs only a team', () => {
    const f = { ...initialFilters(TEAMS, TODAY), from: '', to: '' };
    expect(buildRequest('monthly', { ...f, teams: [] }, TEAMS, TODAY)).toEqual({
      ok: false,
      message: 'Selecione pelo menos uma equipe.',
    });
    const built = buildRequest('monthly', f, TEAMS, TODAY);
    expect(built.ok && built.request.period).toBeUndefined();
  });

  it('a start after the end is refused', () => {
    const f = { ...initialFilters(TEAMS, TODAY), from: '2026-11-20', to: '2026-11-01' };
    expect(buildRequest('general', f, TEAMS, TODAY).ok).toBe(false);
  });

  it('teams keep the checkbox order and the period covers both whole days (D6)', () => {
    const f = { ...initialFilters(TEAMS, TODAY), teams: ['ORCDISTBA03', 'ORCDISTBA01'] };
    const built = buildRequest('general', f, TEAMS, TODAY);
    if (!built.ok) throw new Error(built.message);
    expect(built.request.teams).toEqual(['ORCDISTBA01', 'ORCDISTBA03']);
    expect(built.request.period).toEqual({
      start: Date.UTC(2026, 9, 26),
      end: Date.UTC(2026, 10, 25, 23, 59, 59, 999),
    });
  });

  it('issue 22: a negative, empty or non-numeric goal is refused at its field; nothing runs', () => {
    const base = initialFilters(TEAMS, TODAY);
    const refused = (kind: 'daily' | 'monthly' | 'general', patch: Partial<typeof base>) =>
      buildRequest(kind, { ...base, ...patch }, TEAMS, TODAY);
    const message = 'Informe uma meta válida (zero ou maior).';
    expect(refused('daily', { dailyGoal: 'abc' })).toEqual({
      ok: false,
      message,
      goal: 'dailyGoal',
    });
    expect(refused('daily', { maxGoal: '-5' })).toEqual({ ok: false, message, goal: 'maxGoal' });
    expect(refused('daily', { dailyGoal: '', maxGoal: '' })).toEqual({
      ok: false,
      message,
      goal: 'dailyGoal',
    });
    expect(refused('monthly', { monthlyGoal: '-0,01' })).toEqual({
      ok: false,
      message,
      goal: 'monthlyGoal',
    });
    // A goal a report does not show is never checked; 0 is a valid goal.
    expect(refused('general', { dailyGoal: 'abc' } as never).ok).toBe(true);
    const zero = refused('daily', { dailyGoal: '0', maxGoal: '1.500,50' });
    expect(zero.ok && zero.request.goals).toEqual({ daily: 0, max: 1500.5 });
  });

  it('issue 22: quick periods set both dates and the matching one reads as active', () => {
    // 21/11/2026 lies in the cycle 26/10–25/11 (NOV).
    expect(quickPeriodDates('current', TODAY)).toEqual({ from: '2026-10-26', to: '2026-11-25' });
    expect(quickPeriodDates('previous', TODAY)).toEqual({ from: '2026-09-26', to: '2026-10-25' });
    expect(quickPeriodDates('last3', TODAY)).toEqual({ from: '2026-08-26', to: '2026-11-25' });
    expect(quickPeriodDates('year', TODAY)).toEqual({ from: '2025-12-26', to: '2026-11-25' });
    const f = initialFilters(TEAMS, TODAY);
    expect(activeQuickPeriod(f, TODAY)).toBe('current');
    expect(activeQuickPeriod({ ...f, from: '2026-08-26' }, TODAY)).toBe('last3');
    expect(activeQuickPeriod({ ...f, from: '2026-08-27' }, TODAY)).toBeNull();
  });

  it('issue 22: a result is stale when teams, dates, status or goals differ; not for search', () => {
    const f = initialFilters(TEAMS, TODAY);
    const built = buildRequest('general', f, TEAMS, TODAY);
    if (!built.ok) throw new Error('the default filters build');
    const changed = (patch: Partial<typeof f>, kind: 'general' | 'daily' = 'general') =>
      filtersChanged(kind, { ...f, ...patch }, TEAMS, TODAY, built.request);
    expect(changed({})).toBe(false);
    expect(changed({ search: 'sao' })).toBe(false);
    // Ticking the same teams in another order is the same report.
    expect(changed({ teams: [...TEAMS].reverse() })).toBe(false);
    expect(changed({ teams: ['ORCDISTBA01'] })).toBe(true);
    expect(changed({ from: '2026-10-27' })).toBe(true);
    expect(changed({ to: '' })).toBe(true);
    expect(changed({ status: 'paid' })).toBe(true);
    const daily = buildRequest('daily', f, TEAMS, TODAY);
    if (!daily.ok) throw new Error('the default filters build');
    const dailyChanged = (patch: Partial<typeof f>) =>
      filtersChanged('daily', { ...f, ...patch }, TEAMS, TODAY, daily.request);
    // "5000" and "5.000,00" are the same goal; 5001 is not; an invalid one is a change.
    expect(dailyChanged({ dailyGoal: '5.000,00' })).toBe(false);
    expect(dailyChanged({ dailyGoal: '5001' })).toBe(true);
    expect(dailyChanged({ maxGoal: '-1' })).toBe(true);
  });

  it('D41: search goes only to reports that have one; status only to general', () => {
    const f = { ...initialFilters(TEAMS, TODAY), search: 'sao', status: 'paid' as const };
    const daily = buildRequest('daily', f, TEAMS, TODAY);
    const general = buildRequest('general', f, TEAMS, TODAY);
    expect(daily.ok && [daily.request.search, daily.request.status]).toEqual([
      undefined,
      undefined,
    ]);
    expect(general.ok && [general.request.search, general.request.status]).toEqual(['sao', 'paid']);
    expect(filterFeatures('monthly')).toMatchObject({
      period: false,
      search: false,
      monthlyGoal: true,
    });
    expect(filterFeatures('by-type')).toMatchObject({ period: true, search: false });
  });
});

describe('progress bar', () => {
  it('is determinate: teams fill 80%, done is 100%', () => {
    const base = { invoices: 0, lines: 0 };
    expect(progressFraction(null)).toBe(0);
    expect(
      progressFraction({ phase: 'loading', teamsLoaded: 1, teamsTotal: 4, ...base }),
    ).toBeCloseTo(0.2);
    expect(
      progressFraction({ phase: 'loading', teamsLoaded: 4, teamsTotal: 4, ...base }),
    ).toBeCloseTo(0.8);
    const agg = progressFraction({
      phase: 'aggregating',
      teamsLoaded: 4,
      teamsTotal: 4,
      invoices: 5000,
      lines: 0,
    });
    expect(agg).toBeCloseTo(0.875);
    expect(progressFraction({ phase: 'done', teamsLoaded: 4, teamsTotal: 4, ...base })).toBe(1);
  });
});

describe('Coelba selection across pages (D49)', () => {
  it('Selecionar Todos counts every row of the search; unticking one leaves the rest', () => {
    const all = { type: 'exclude' as const, ids: new Set<number>() };
    expect(selectionSize(all, 5)).toBe(5);
    expect(selectionSize({ type: 'exclude', ids: new Set([2]) }, 5)).toBe(4);
    expect(selectionSize({ type: 'include', ids: new Set([7, 3]) }, 100)).toBe(2);
  });

  it('hands the worker row ids as they are: an exclude model is never turned into positions', () => {
    expect(toRowSelection({ type: 'exclude', ids: new Set([9]) })).toEqual({
      type: 'exclude',
      ids: [9],
    });
    expect(toRowSelection({ type: 'include', ids: new Set<string | number>([7, '3']) })).toEqual({
      type: 'include',
      ids: [7, 3],
    });
  });
});

describe('by-team groups', () => {
  const groups = [
    { team: 'A', teamName: 'Equipe 01', invoices: 3, valueCents: 500 },
    { team: 'B', teamName: 'Equipe 02', invoices: 1, valueCents: 900 },
    { team: 'C', teamName: 'Equipe 03', invoices: 3, valueCents: 100 },
  ];
  it('D34: a stable sort on top of team order; descending keeps ties in team order', () => {
    expect(orderGroups(groups, { key: 'invoices', direction: 'asc' }).map((g) => g.team)).toEqual([
      'B',
      'A',
      'C',
    ]);
    expect(orderGroups(groups, { key: 'invoices', direction: 'desc' }).map((g) => g.team)).toEqual([
      'A',
      'C',
      'B',
    ]);
    expect(orderGroups(groups, { key: 'value', direction: 'desc' }).map((g) => g.team)).toEqual([
      'B',
      'A',
      'C',
    ]);
    expect(orderGroups(groups, null).map((g) => g.team)).toEqual(['A', 'B', 'C']);
  });
});
