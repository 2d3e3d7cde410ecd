import { DAY_MS, parseIsoDate } from '../../src/core/dates';
import { CHART_MAX_DAYS, chartBuckets } from './daily';
import { allRows, csvLines, runTiny } from '../testSupport';

// Current period 26/10–25/11/2026, today Saturday 21/11. Work days (D18) from Monday 26/10 to
// 21/11: 3 whole weeks × 5,5 = 16,5, then Mon 16/11–Fri 20/11 = 5 and Sat 21/11 = 0,5 → 22.
// Final goal = min(22 × 5000, 120000) = 110000.
// Equipe 03 (see byTeam.test.ts): 17819,07 in 4 bulletins, all checked; viewed (viewedByFat):
//   0300006 3131,35, 0300008 4305,51, 0300009 3335,93 = 10772,79 in 3. Média 17819,07 ÷ 22 =
//   809,957… → 809,96.
// Equipe 10: 3894,70 in 2, none checked or viewed. Média 3894,70 ÷ 22 = 177,031… → 177,03.
// Equipe 17: no bulletins (D40): zeros.
const TEAMS = ['ORCDISTBA17', 'ORCDISTBA10', 'ORCDISTBA03'];

describe('daily report', () => {
  it('ranks teams by value, with work days, daily average and goal statuses (D18, D46)', () => {
    expect(csvLines(runTiny('daily', TEAMS))).toEqual([
      'Ranking;Equipe;Faturamento;Boletins;Liberados;Valor Visualizado;Pendentes;Dias Trabalhados;Média Diária;Status da Meta;Status Meta Máxima',
      '1;"Equipe 03";17819,07;4;4;10772,79;0;22,00;809,96;Fora da Meta;Fora da Máxima',
      '2;"Equipe 10";3894,70;2;0;0,00;2;22,00;177,03;Fora da Meta;Fora da Máxima',
      '3;"Equipe 17";0,00;0;0;0,00;0;22,00;0,00;Fora da Meta;Fora da Máxima',
      // D42: Média Diária total = 809,96 + 177,03 + 0 = 986,99
      ';Total Geral;21713,77;6;4;10772,79;2;;986,99;;',
    ]);
  });

  it('cards, including Meta Atual and its days', () => {
    expect(runTiny('daily', TEAMS).summary.cards).toEqual({
      totalInvoices: 6,
      checkedInvoices: 4,
      viewedValueCents: 1077279,
      pendingInvoices: 2,
      totalValueCents: 2171377,
      teamsOnGoal: 0,
      teamsOffGoal: 3,
      finalGoal: 110000,
      workDays: 22,
    });
  });

  it('compares each total to the cent with the final and maximum goals (D18)', () => {
    // Daily goal 100 → final goal min(22 × 100, 3894,70) = 2200; max goal 3894,70.
    const result = runTiny('daily', TEAMS, undefined, undefined, {
      goals: { daily: 100, max: 3894.7, monthly: 124000 },
    });
    expect(allRows(result).map((r) => [r.teamId, r.goalStatus, r.maxGoalStatus])).toEqual([
      ['ORCDISTBA03', 'above', 'above'],
      ['ORCDISTBA10', 'above', 'met'],
      ['ORCDISTBA17', 'below', 'below'],
    ]);
    expect(result.summary.cards.teamsOnGoal).toBe(2);
    // Equipe 17 is below: 3 teams − 2 = 1 off the goal.
    expect(result.summary.cards.teamsOffGoal).toBe(1);
    expect(result.summary.cards.finalGoal).toBe(2200);
  });

  it('ties in value rank the lower team id first (D46)', () => {
    const ids = allRows(runTiny('daily', ['ORCDISTBA17', 'ORCDISTBA16', 'ORCDISTBA10'])).map(
      (r) => r.teamId,
    );
    expect(ids).toEqual(['ORCDISTBA10', 'ORCDISTBA16', 'ORCDISTBA17']);
  });

  it('no work days when the period starts after today (D18)', () => {
    const result = runTiny('daily', ['ORCDISTBA10'], '2026-11-22', '2026-11-25');
    expect(result.summary.cards.workDays).toBe(0);
    expect(allRows(result)[0]?.dailyAverageCents).toBe(0);
  });

  it('charts each day of the period with the value and count per team', () => {
    const { chart } = runTiny('daily', ['ORCDISTBA10']).summary;
    // 26/10 … 25/11 is 31 days; 1000003 on 30/10 (518,25), 1000004 on 02/11 (3376,45).
    expect(chart.unit).toBe('day');
    expect(chart.buckets).toHaveLength(31);
    expect(chart.teams).toEqual([{ teamId: 'ORCDISTBA10', teamName: 'Equipe 10' }]);
    const withValue = chart.buckets.filter((d) => (d.valueCents[0] ?? 0) > 0);
    // Friday 30/10 weighs 1, Monday 02/11 1 (D18): goal 5000 each.
    expect(withValue).toEqual([
      {
        start: parseIsoDate('2026-10-30'),
        end: parseIsoDate('2026-10-30'),
        days: 1,
        workDays: 1,
        goal: 5000,
        valueCents: [51825],
        invoices: [1],
      },
      {
        start: parseIsoDate('2026-11-02'),
        end: parseIsoDate('2026-11-02'),
        days: 1,
        workDays: 1,
        goal: 5000,
        valueCents: [337645],
        invoices: [1],
      },
    ]);
    // Saturday 31/10 weighs 0,5 and Sunday 01/11 0: their goals 2500 and 0.
    expect(chart.buckets.slice(5, 7).map((b) => b.goal)).toEqual([2500, 0]);
  });

  it('over 62 days the chart groups by ISO week, cut at the period ends (P23)', () => {
    // 01/09/2026 (a Tuesday: 26/10 is a Monday, 55 days later) to 25/11: 30 + 31 + 25 = 86 days.
    // Weeks: Tue 01/09–Sun 06/09 (6 days, 4 × 1 + 0,5 = 4,5 work days), then the 12 Mondays
    // 07/09 … 23/11; the last is Mon 23/11–Wed 25/11 (3 days, 3 work days). 6 + 11 × 7 + 3 = 86.
    const result = runTiny('daily', ['ORCDISTBA10'], '2026-09-01', '2026-11-25');
    const { chart } = result.summary;
    expect(chart.unit).toBe('week');
    expect(chart.buckets).toHaveLength(13);
    const first = chart.buckets[0];
    const last = chart.buckets.at(-1);
    expect([first?.start, first?.end, first?.days, first?.workDays, first?.goal]).toEqual([
      parseIsoDate('2026-09-01'),
      parseIsoDate('2026-09-06'),
      6,
      4.5,
      22500,
    ]);
    expect([last?.start, last?.end, last?.days, last?.workDays, last?.goal]).toEqual([
      parseIsoDate('2026-11-23'),
      parseIsoDate('2026-11-25'),
      3,
      3,
      15000,
    ]);
    const middle = chart.buckets.slice(1, -1);
    expect(middle.every((b) => b.days === 7 && b.workDays === 5.5 && b.goal === 27500)).toBe(true);
    expect(middle.map((b) => (b.start - parseIsoDate('2026-09-07')!) / (7 * DAY_MS))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(chart.buckets.reduce((n, b) => n + b.days, 0)).toBe(86);
    // Friday 30/10 falls in the week of Monday 26/10, Monday 02/11 starts the next one.
    const week = (iso: string) => chart.buckets.find((b) => b.start === parseIsoDate(iso));
    expect(week('2026-10-26')?.valueCents).toEqual([51825]);
    expect(week('2026-10-26')?.invoices).toEqual([1]);
    expect(week('2026-11-02')?.valueCents).toEqual([337645]);
    // The cards and the table are the days' (P23: grouping is the chart's only).
    expect(result.summary.cards.totalValueCents).toBe(
      chart.buckets.reduce((sum, b) => sum + (b.valueCents[0] ?? 0), 0),
    );
  });

  it('chartBuckets: days up to 62, then Monday-start weeks (P23)', () => {
    const monday = parseIsoDate('2026-10-26') as number;
    expect(CHART_MAX_DAYS).toBe(62);
    expect(chartBuckets(monday, 62)).toEqual({
      unit: 'day',
      starts: Array.from({ length: 62 }, (_, d) => d),
    });
    // 63 days from a Monday: nine whole weeks.
    expect(chartBuckets(monday, 63)).toEqual({
      unit: 'week',
      starts: [0, 7, 14, 21, 28, 35, 42, 49, 56],
    });
    // From a Sunday: that Sunday alone, then Mondays 1, 8, …
    expect(chartBuckets(monday - DAY_MS, 64).starts.slice(0, 3)).toEqual([0, 1, 8]);
    // From a Saturday: Saturday and Sunday, then Monday 2.
    expect(chartBuckets(monday - 2 * DAY_MS, 70).starts.slice(0, 3)).toEqual([0, 2, 9]);
    expect(chartBuckets(monday, 0)).toEqual({ unit: 'day', starts: [] });
  });

  it('charts two teams apart, each day in its own bar group (P23)', () => {
    // Current period from 26/10 (day 0), teams in id order (Equipe 03, Equipe 10):
    // 29/10 (day 3) 0300006 3131,35; 30/10 (day 4) 1000003 518,25; 02/11 (day 7) 1000004 3376,45;
    // 17/11 (day 22) 0300009 3335,93.
    const { chart } = runTiny('daily', ['ORCDISTBA10', 'ORCDISTBA03']).summary;
    expect(chart.teams.map((t) => t.teamId)).toEqual(['ORCDISTBA03', 'ORCDISTBA10']);
    expect([3, 4, 7, 22].map((d) => chart.buckets[d]?.valueCents)).toEqual([
      [313135, 0],
      [0, 51825],
      [0, 337645],
      [333593, 0],
    ]);
    expect([3, 4, 7, 22].map((d) => chart.buckets[d]?.invoices)).toEqual([
      [1, 0],
      [0, 1],
      [0, 1],
      [1, 0],
    ]);
    expect(chart.buckets[30]?.valueCents).toEqual([0, 0]);
  });
});
