import { toCents } from './money';
import { roundHalfAway } from './numbers';

/** SPEC §9: the default goals, in reais. */
export const DEFAULT_DAILY_GOAL = 5000;
export const DEFAULT_MAX_GOAL = 120000;
export const DEFAULT_MONTHLY_GOAL = 124000;

/** D18: below, equal to (to the cent) or above a goal. */
export type GoalStatus = 'below' | 'met' | 'above';

/** D18: final goal = min(workDays × daily goal, maximum goal), in reais. */
export function finalGoal(workDays: number, dailyGoal: number, maxGoal: number): number {
  return Math.min(workDays * dailyGoal, maxGoal);
}

function compareToGoal(totalCents: number, goal: number): GoalStatus {
  const goalCents = toCents(goal);
  if (totalCents < goalCents) return 'below';
  return totalCents === goalCents ? 'met' : 'above';
}

/** D18: a team's total (cents) against the final goal (reais); labels in GOAL_STATUS_LABELS. */
export function goalStatus(totalCents: number, finalGoalValue: number): GoalStatus {
  return compareToGoal(totalCents, finalGoalValue);
}

/** D18: a team's total (cents) against the maximum goal; labels in MAX_GOAL_STATUS_LABELS. */
export function maxGoalStatus(totalCents: number, maxGoal: number): GoalStatus {
  return compareToGoal(totalCents, maxGoal);
}

/** D18: Equipes na Meta counts Na Meta plus Acima da Meta. */
export function meetsGoal(status: GoalStatus): boolean {
  return status !== 'below';
}

/** SPEC §2 monthly: a cycle at or above the goal is 'above' (green), else 'below' (red). */
export function monthlyGoalStatus(valueCents: number, monthlyGoal: number): 'above' | 'below' {
  return valueCents >= toCents(monthlyGoal) ? 'above' : 'below';
}

/** D18, D46: Média Diária = total ÷ workDays rounded to cents; 0 when workDays is 0. */
export function dailyAverageCents(totalCents: number, workDays: number): number {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a total over 0 work days is ±Infinity or NaN, which roundHalfAway already makes 0
  return workDays > 0 ? roundHalfAway(totalCents / workDays) : 0;
}

/** D45: Média = total ÷ the number of cycles above 0, rounded to cents; 0 when none. */
export function monthlyAverageCents(cycleCents: readonly number[]): number {
  let total = 0;
  let months = 0;
  for (const cents of cycleCents) {
    total += cents;
    if (cents > 0) months += 1;
  }
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a total over 0 months is ±Infinity or NaN, which roundHalfAway already makes 0
  return months > 0 ? roundHalfAway(total / months) : 0;
}
