import {
  DEFAULT_DAILY_GOAL,
  DEFAULT_MAX_GOAL,
  DEFAULT_MONTHLY_GOAL,
  dailyAverageCents,
  finalGoal,
  goalStatus,
  maxGoalStatus,
  meetsGoal,
  monthlyAverageCents,
  monthlyGoalStatus,
} from './goals';
import { GOAL_STATUS_LABELS, MAX_GOAL_STATUS_LABELS, MONTHLY_STATUS_LABELS } from './messages';

describe('goals (SPEC §9, D18)', () => {
  it('default to 5000 daily, 120000 maximum, 124000 monthly', () => {
    expect([DEFAULT_DAILY_GOAL, DEFAULT_MAX_GOAL, DEFAULT_MONTHLY_GOAL]).toEqual([
      5000, 120000, 124000,
    ]);
  });

  it('final goal = work days × daily goal, capped at the maximum', () => {
    expect(finalGoal(21.5, 5000, 120000)).toBe(107500);
    expect(finalGoal(25, 5000, 120000)).toBe(120000);
    expect(finalGoal(0, 5000, 120000)).toBe(0);
  });

  it('a total is below, at or above the final goal, to the cent', () => {
    expect(goalStatus(10_749_999, 107500)).toBe('below');
    expect(goalStatus(10_750_000, 107500)).toBe('met');
    expect(goalStatus(10_750_001, 107500)).toBe('above');
    expect(GOAL_STATUS_LABELS.below).toBe('Fora da Meta');
    expect(GOAL_STATUS_LABELS.met).toBe('Na Meta');
    expect(GOAL_STATUS_LABELS.above).toBe('Acima da Meta');
  });

  it('and against the maximum goal with its own labels', () => {
    expect(maxGoalStatus(12_000_000, 120000)).toBe('met');
    expect(maxGoalStatus(100, 120000)).toBe('below');
    expect(MAX_GOAL_STATUS_LABELS).toEqual({
      below: 'Fora da Máxima',
      met: 'Na Máxima',
      above: 'Acima da Máxima',
    });
  });

  it('Equipes na Meta counts Na Meta plus Acima da Meta', () => {
    expect([meetsGoal('below'), meetsGoal('met'), meetsGoal('above')]).toEqual([false, true, true]);
  });

  it('a monthly bar at or above the goal is Acima da Meta, else Abaixo (SPEC §2)', () => {
    expect(monthlyGoalStatus(12_400_000, 124000)).toBe('above');
    expect(monthlyGoalStatus(12_399_999, 124000)).toBe('below');
    expect(MONTHLY_STATUS_LABELS.below).toBe('Abaixo da Meta');
  });
});

describe('averages (D18, D45, D46)', () => {
  it('Média Diária = total ÷ work days, rounded to cents; 0 without work days', () => {
    expect(dailyAverageCents(10_000, 3)).toBe(3333); // 33.333…
    expect(dailyAverageCents(10_001, 2)).toBe(5001); // 50.005 → 50.01
    expect(dailyAverageCents(1_000, 0.5)).toBe(2000);
    expect(dailyAverageCents(10_000, 0)).toBe(0);
  });

  it('Média mensal = total ÷ cycles above 0; 0 when none', () => {
    expect(monthlyAverageCents([0, 100, 0, 201])).toBe(151); // 301 / 2 = 150.5
    expect(monthlyAverageCents([0, 0])).toBe(0);
    // Only the cycles above 0 count: 400 / 2, not 400 / 3 nor 400 / 1.
    expect(monthlyAverageCents([0, 100, 300])).toBe(200);
    expect(monthlyAverageCents([])).toBe(0);
  });
});
