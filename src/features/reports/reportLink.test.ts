// @vitest-environment jsdom
/**
 * P28: a report's URL query. Hand-written queries and dates (D19 cycles worked out here), so a
 * wrong parameter name, a quick period written as dates or a dropped check fails.
 */
import { parseIsoDate } from '../../core/dates';
import { initialFilters } from './reportFilters';
import {
  queryGenerates,
  readReportQuery,
  rememberedFilters,
  rememberFilters,
  reportQuery,
} from './reportLink';

const TODAY = parseIsoDate('2026-11-21') as number;
const NEXT_MONTH = parseIsoDate('2026-12-28') as number;
const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03'];
const base = (today = TODAY) => initialFilters(TEAMS, today);

describe('report links (P28)', () => {
  it('a quick period goes by name, and opens the cycle of the day the link is opened', () => {
    const filters = { ...base(), teams: ['ORCDISTBA03', 'ORCDISTBA01'] };
    const q = reportQuery('by-code', filters, { key: 'valor', direction: 'desc' }, TODAY, true);
    expect(q).toBe('equipes=ORCDISTBA03%2CORCDISTBA01&periodo=ciclo-atual&ordem=-valor&gerar=1');
    // Opened on 28/12, 'ciclo atual' is 26/12 to 25/01, not the dates of the day it was made.
    const opened = readReportQuery('by-code', q, base(NEXT_MONTH), TEAMS, NEXT_MONTH);
    expect([opened.filters.from, opened.filters.to]).toEqual(['2026-12-26', '2027-01-25']);
    // Teams come back in checkbox order; the sort and 'gerar' as written.
    expect(opened.filters.teams).toEqual(['ORCDISTBA01', 'ORCDISTBA03']);
    expect(opened.sort).toEqual({ key: 'valor', direction: 'desc' });
    expect(opened.generate).toBe(true);
    expect(queryGenerates(q)).toBe(true);
  });

  it('other dates go as dates; search and status by their Portuguese names', () => {
    const filters = {
      ...base(),
      from: '2026-09-01',
      to: '2026-09-30',
      search: 'poste 15',
      status: 'unpaid' as const,
    };
    const q = reportQuery('general', filters, null, TODAY, false);
    expect(q).toBe(
      'equipes=ORCDISTBA01%2CORCDISTBA02%2CORCDISTBA03&de=2026-09-01&ate=2026-09-30&busca=poste+15&status=nao-pagos',
    );
    const back = readReportQuery('general', q, base(), TEAMS, TODAY);
    expect(back.filters).toEqual(filters);
    expect(back.generate).toBe(false);
    // Another quick period ('Ciclo anterior' on 21/11: 26/09 to 25/10).
    const previous = { ...base(), from: '2026-09-26', to: '2026-10-25' };
    expect(reportQuery('general', previous, null, TODAY, false)).toContain(
      'periodo=ciclo-anterior',
    );
  });

  it('goals travel with the reports that have them, and only those', () => {
    const daily = { ...base(), dailyGoal: '2,5', maxGoal: '9000' };
    const q = reportQuery('daily', daily, null, TODAY, true);
    expect(q).toContain('meta-diaria=2%2C5&meta-maxima=9000');
    expect(readReportQuery('daily', q, base(), TEAMS, TODAY).filters.dailyGoal).toBe('2,5');
    expect(reportQuery('by-code', daily, null, TODAY, true)).not.toContain('meta');
    // Monthly has no period (D45) and one goal.
    const monthly = reportQuery('monthly', { ...base(), monthlyGoal: '100000' }, null, TODAY, true);
    expect(monthly).toBe(
      'equipes=ORCDISTBA01%2CORCDISTBA02%2CORCDISTBA03&meta-mensal=100000&gerar=1',
    );
  });

  it('what a link cannot say is left out: unknown teams, bad dates, bad goals, foreign sorts', () => {
    const q =
      'equipes=ORCDISTBA02,XYZ&de=2026-02-31&ate=2026-03-10&meta-diaria=-5&meta-maxima=abc' +
      '&status=talvez&ordem=-naoexiste&periodo=semana&gerar=sim';
    const link = readReportQuery('daily', q, base(), TEAMS, TODAY);
    expect(link.filters).toEqual({ ...base(), teams: ['ORCDISTBA02'] });
    expect(link.sort).toBeNull();
    expect(link.generate).toBe(false);
    // A team the user does not have (a supervisor opening an admin's link) is dropped too.
    const mine = readReportQuery('general', 'equipes=ORCDISTBA03', base(), ['ORCDISTBA01'], TODAY);
    expect(mine.filters.teams).toEqual([]);
    // No query at all: the screen's own filters.
    expect(readReportQuery('general', '', base(), TEAMS, TODAY).filters).toEqual(base());
  });

  it("remembers each user's last teams and goals per report, in this browser", () => {
    window.localStorage.clear();
    rememberFilters('u1', 'daily', { ...base(), teams: ['ORCDISTBA02'], dailyGoal: '7000' });
    const back = rememberedFilters('u1', 'daily', base(), TEAMS);
    expect(back.teams).toEqual(['ORCDISTBA02']);
    expect(back.dailyGoal).toBe('7000');
    // Another user, another report: nothing remembered.
    expect(rememberedFilters('u2', 'daily', base(), TEAMS)).toEqual(base());
    expect(rememberedFilters('u1', 'general', base(), TEAMS)).toEqual(base());
    // A team taken away since is not selected again.
    expect(rememberedFilters('u1', 'daily', base(), ['ORCDISTBA01']).teams).toEqual([]);
    // A damaged entry is ignored.
    window.localStorage.setItem('faturamento:report-filters:u1:daily', '{not json');
    expect(rememberedFilters('u1', 'daily', base(), TEAMS)).toEqual(base());
  });
});
