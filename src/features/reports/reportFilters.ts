import {
  currentPeriod,
  formatIsoDate,
  periodFromIsoDates,
  QUICK_PERIODS,
  quickPeriod,
} from '../../core/dates';
import { DEFAULT_DAILY_GOAL, DEFAULT_MAX_GOAL, DEFAULT_MONTHLY_GOAL } from '../../core/goals';
import { FORM_MESSAGES } from '../../core/messages';
import { readGoal } from '../../core/numbers';
import { validateMonthlyFilters, validateReportFilters } from '../../core/validation';
import type { QuickPeriod } from '../../core/dates';
import type { ReportId } from '../../core/reports';
import type { GeneralStatusFilter } from '../../core/status';
import { canonicalJson } from '../../core/json';
import type { ReportRequest } from '../../../workers/contract';
import { SEARCHABLE } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';

/** What the common filter block holds (SPEC §2), as the inputs show it. */
export interface ReportFilters {
  /** Selected team ids. */
  teams: string[];
  /** yyyy-mm-dd, as a date input gives it. */
  from: string;
  to: string;
  search: string;
  /** General only (D41, default all). */
  status: GeneralStatusFilter;
  /** Goal inputs as typed (SPEC §5: non-numeric counts as 0, minimum 0). */
  dailyGoal: string;
  maxGoal: string;
  monthlyGoal: string;
}

/** Which controls a report's filter block shows (SPEC §2, D41, D45). */
export interface FilterFeatures {
  period: boolean;
  search: boolean;
  status: boolean;
  dailyGoals: boolean;
  monthlyGoal: boolean;
}

export function filterFeatures(kind: ReportId): FilterFeatures {
  return {
    // D45: monthly ignores the period (12 cycles ending with today's).
    period: kind !== 'monthly',
    // D41: only these reports have a search.
    search: SEARCHABLE.includes(kind),
    status: kind === 'general',
    dailyGoals: kind === 'daily',
    monthlyGoal: kind === 'monthly',
  };
}

/**
 * The filters a report opens with: every team of the user selected (the admin asks for all 17
 * in one go), D31 the billing period of today, SPEC §9 goals, status all (D41).
 */
export function initialFilters(teams: readonly string[], today: number): ReportFilters {
  const period = currentPeriod(today);
  return {
    teams: [...teams],
    from: formatIsoDate(period.start),
    to: formatIsoDate(period.end),
    search: '',
    status: 'all',
    dailyGoal: String(DEFAULT_DAILY_GOAL),
    maxGoal: String(DEFAULT_MAX_GOAL),
    monthlyGoal: String(DEFAULT_MONTHLY_GOAL),
  };
}

/** The goal inputs of the filter block. */
export type GoalKey = 'dailyGoal' | 'maxGoal' | 'monthlyGoal';

/** The DOM id of a goal input (Gerar Relatório moves focus to a refused one). */
export function goalFieldId(key: GoalKey): string {
  return `report-goal-${key}`;
}

/** The goal inputs a report shows, in screen order. */
export function goalKeys(kind: ReportId): GoalKey[] {
  const features = filterFeatures(kind);
  if (features.dailyGoals) return ['dailyGoal', 'maxGoal'];
  return features.monthlyGoal ? ['monthlyGoal'] : [];
}

/**
 * The worker request for the filters, or why not: the SPEC §5 message saying what is missing,
 * or (issue 22) the first goal input that is not a valid goal, refused next to that field.
 */
export type RequestOrError =
  { ok: true; request: ReportRequest } | { ok: false; message: string; goal?: GoalKey };

/**
 * SPEC §5: at least one team and both dates ('Selecione pelo menos uma equipe e defina o
 * período.'); the monthly report needs only a team ('Selecione pelo menos uma equipe.').
 * Teams keep the order of `allTeams` (the checkbox order) whatever order they were ticked in.
 */
export function buildRequest(
  kind: ReportId,
  filters: ReportFilters,
  allTeams: readonly string[],
  today: number,
): RequestOrError {
  const teams = allTeams.filter((team) => filters.teams.includes(team));
  const features = filterFeatures(kind);
  const base: ReportRequest = { teams, today };
  if (features.search && filters.search.trim() !== '') base.search = filters.search;
  if (features.status) base.status = filters.status;
  const goals = goalKeys(kind);
  const badGoal = goals.find((key) => readGoal(filters[key]) === null);
  if (badGoal) return { ok: false, message: FORM_MESSAGES.goalInvalid, goal: badGoal };
  const goal = (key: GoalKey) => readGoal(filters[key]) ?? 0;
  if (features.dailyGoals) base.goals = { daily: goal('dailyGoal'), max: goal('maxGoal') };
  if (features.monthlyGoal) base.goals = { monthly: goal('monthlyGoal') };

  if (!features.period) {
    const missing = validateMonthlyFilters({ teams });
    return missing ? { ok: false, message: missing } : { ok: true, request: base };
  }
  const missing = validateReportFilters({ teams, start: filters.from, end: filters.to });
  if (missing) return { ok: false, message: missing };
  const period = periodFromIsoDates(filters.from, filters.to);
  if (!period) return { ok: false, message: M.periodOrder };
  return { ok: true, request: { ...base, period } };
}

/** Issue 22: the dates a quick period sets (D8/D19 cycles, P21). */
export function quickPeriodDates(which: QuickPeriod, today: number): { from: string; to: string } {
  const range = quickPeriod(which, today);
  return { from: formatIsoDate(range.start), to: formatIsoDate(range.end) };
}

/** The quick period the dates are exactly, if any (its button shows pressed). */
export function activeQuickPeriod(filters: ReportFilters, today: number): QuickPeriod | null {
  return (
    QUICK_PERIODS.find((which) => {
      const dates = quickPeriodDates(which, today);
      return dates.from === filters.from && dates.to === filters.to;
    }) ?? null
  );
}

/**
 * Issue 22: whether the filters on screen would generate another report than the one shown.
 * The search is not compared: it is applied to the loaded result as it is typed (D21).
 */
export function filtersChanged(
  kind: ReportId,
  filters: ReportFilters,
  allTeams: readonly string[],
  today: number,
  generated: ReportRequest,
): boolean {
  const built = buildRequest(kind, filters, allTeams, today);
  if (!built.ok) return true;
  const withoutSearch = ({ search: _search, ...rest }: ReportRequest) => rest;
  return canonicalJson(withoutSearch(built.request)) !== canonicalJson(withoutSearch(generated));
}
