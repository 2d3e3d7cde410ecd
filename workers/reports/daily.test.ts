import { parseIsoDate } from '../../src/core';
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
    expect(chart.days).toHaveLength(31);
    expect(chart.teams).toEqual([{ teamId: 'ORCDISTBA10', teamName: 'Equipe 10' }]);
    const withValue = chart.days.filter((d) => (d.valueCents[0] ?? 0) > 0);
    expect(withValue).toEqual([
      { date: parseIsoDate('2026-10-30'), valueCents: [51825], invoices: [1] },
      { date: parseIsoDate('2026-11-02'), valueCents: [337645], invoices: [1] },
    ]);
  });
});
