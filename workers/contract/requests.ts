import type { DateRange } from '../../src/core/model';
import type { GeneralStatusFilter } from '../../src/core/status';

/** Goals in reais (SPEC §9 defaults 5000, 120000, 124000). */
export interface Goals {
  daily: number;
  max: number;
  monthly: number;
}

/** What the screen asks for; every field but teams and today has a default. */
export interface ReportRequest {
  /** Selected team ids. */
  teams: readonly string[];
  /** D8: today as UTC midnight ms (todayFromLocal(new Date()) in the browser). */
  today: number;
  /** D6 period; default the billing period of today (D31). */
  period?: DateRange;
  /** General only; default all (D41). */
  status?: GeneralStatusFilter;
  /** D21; default none. */
  search?: string;
  /** SPEC §9 defaults 5000, 120000, 124000. */
  goals?: Partial<Goals>;
}

/** A request with its defaults filled in: what every report module takes besides the data. */
export interface ReportParams {
  /** Selected team ids (any order; tables follow D22). */
  teams: readonly string[];
  /** D6 inclusive period; the monthly report ignores it (D45). */
  period: DateRange;
  /** D8: today, as UTC midnight ms. */
  today: number;
  /** General only (D41); default all. */
  status: GeneralStatusFilter;
  /** D21 search text; reports without search fields ignore it (D41). */
  search: string;
  goals: Goals;
}

/** Load progress streamed to the screen (teams loaded, rows aggregated). */
export interface LoadProgress {
  phase: 'loading' | 'aggregating' | 'done';
  teamsLoaded: number;
  teamsTotal: number;
  invoices: number;
  lines: number;
}
