import {
  DEFAULT_DAILY_GOAL,
  DEFAULT_MAX_GOAL,
  DEFAULT_MONTHLY_GOAL,
  currentPeriod,
  formatIsoDate,
  parseGoal,
  periodFromIsoDates,
  validateMonthlyFilters,
  validateReportFilters,
} from '../../core';
import type { GeneralStatusFilter, ReportId } from '../../core';
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

/** The worker request for the filters, or the SPEC §5 message saying what is missing. */
export type RequestOrError = { ok: true; request: ReportRequest } | { ok: false; message: string };

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
  if (features.dailyGoals) {
    base.goals = { daily: parseGoal(filters.dailyGoal), max: parseGoal(filters.maxGoal) };
  }
  if (features.monthlyGoal) base.goals = { monthly: parseGoal(filters.monthlyGoal) };

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
