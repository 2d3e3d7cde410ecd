import { formatIsoDate, parseIsoDate } from '../../core/dates';
import { readGoal } from '../../core/numbers';
import { GENERAL_STATUS_FILTERS } from '../../core/status';
import type { QuickPeriod } from '../../core/dates';
import type { ReportId } from '../../core/reports';
import type { GeneralStatusFilter } from '../../core/status';
import { isSortKey } from '../../../workers/contract';
import type { ReportKind, SortSpec } from '../../../workers/contract';
import { activeQuickPeriod, filterFeatures, goalKeys, quickPeriodDates } from './reportFilters';
import type { GoalKey, ReportFilters } from './reportFilters';

/**
 * A report is a link (issues 17 and 22, P28): the query of a report URL holds its filters, so a
 * reload, a bookmark or a link pasted to a colleague opens the same report, and `gerar=1`
 * generates it at once. The names are Portuguese, as the users read them in the address bar:
 *
 *   /reports/by-code?equipes=ORCDISTBA01,ORCDISTBA03&periodo=ciclo-atual&busca=poste&ordem=-valor&gerar=1
 *
 * A quick period is kept by name, not by its dates: a bookmark of 'Ciclo atual' opens the cycle
 * of the day it is opened. Anything unreadable in a query (an unknown team, a bad date, a negative
 * goal, a sort the report does not have) is left out and the screen's own default stays.
 */

const PARAM = {
  teams: 'equipes',
  period: 'periodo',
  from: 'de',
  to: 'ate',
  search: 'busca',
  status: 'status',
  sort: 'ordem',
  generate: 'gerar',
} as const;

const GOAL_PARAM: Record<GoalKey, string> = {
  dailyGoal: 'meta-diaria',
  maxGoal: 'meta-maxima',
  monthlyGoal: 'meta-mensal',
};

const PERIOD_SLUG: Record<QuickPeriod, string> = {
  current: 'ciclo-atual',
  previous: 'ciclo-anterior',
  last3: 'ultimos-3-ciclos',
  year: 'ano-atual',
};

const STATUS_SLUG: Record<GeneralStatusFilter, string> = {
  all: 'todos',
  paid: 'pagos',
  unpaid: 'nao-pagos',
  checked: 'corrigidos',
  unchecked: 'nao-corrigidos',
};

function slugKey<T extends string>(slugs: Record<T, string>, slug: string | null): T | null {
  if (slug === null) return null;
  const found = (Object.keys(slugs) as T[]).find((key) => slugs[key] === slug);
  return found ?? null;
}

/** The query (without '?') of a report with these filters; `generate` adds 'gerar=1'. */
export function reportQuery<K extends ReportKind>(
  kind: K,
  filters: ReportFilters,
  sort: SortSpec<K> | null,
  today: number,
  generate: boolean,
): string {
  const features = filterFeatures(kind);
  const params = new URLSearchParams();
  params.set(PARAM.teams, filters.teams.join(','));
  if (features.period) {
    const quick = activeQuickPeriod(filters, today);
    if (quick) {
      params.set(PARAM.period, PERIOD_SLUG[quick]);
    } else {
      params.set(PARAM.from, filters.from);
      params.set(PARAM.to, filters.to);
    }
  }
  if (features.search && filters.search.trim() !== '') params.set(PARAM.search, filters.search);
  if (features.status && filters.status !== 'all') {
    params.set(PARAM.status, STATUS_SLUG[filters.status]);
  }
  for (const key of goalKeys(kind)) params.set(GOAL_PARAM[key], filters[key]);
  if (sort) params.set(PARAM.sort, `${sort.direction === 'desc' ? '-' : ''}${sort.key}`);
  if (generate) params.set(PARAM.generate, '1');
  return params.toString();
}

/**
 * What a report query says: the filters it sets over `base`, its sort (one of report K's sort
 * keys), whether to generate.
 */
export interface ReportLink<K extends ReportKind = ReportKind> {
  filters: ReportFilters;
  sort: SortSpec<K> | null;
  generate: boolean;
}

/**
 * Reads a report query over `base` (the filters the screen would open with). Teams the user
 * does not have are dropped, in `allTeams` order; a quick period's dates are today's.
 */
export function readReportQuery<K extends ReportKind>(
  kind: K,
  query: string,
  base: ReportFilters,
  allTeams: readonly string[],
  today: number,
): ReportLink<K> {
  const params = new URLSearchParams(query);
  const features = filterFeatures(kind);
  const filters: ReportFilters = { ...base, teams: [...base.teams] };

  const teams = params.get(PARAM.teams);
  if (teams !== null) {
    const listed = new Set(teams.split(',').map((team) => team.trim()));
    filters.teams = allTeams.filter((team) => listed.has(team));
  }
  if (features.period) {
    const quick = slugKey(PERIOD_SLUG, params.get(PARAM.period));
    const from = parseIsoDate(params.get(PARAM.from));
    const to = parseIsoDate(params.get(PARAM.to));
    if (quick) {
      Object.assign(filters, quickPeriodDates(quick, today));
    } else if (from !== null && to !== null) {
      Object.assign(filters, { from: formatIsoDate(from), to: formatIsoDate(to) });
    }
  }
  if (features.search) filters.search = params.get(PARAM.search) ?? '';
  if (features.status) {
    const status = slugKey(STATUS_SLUG, params.get(PARAM.status));
    filters.status = status && GENERAL_STATUS_FILTERS.includes(status) ? status : 'all';
  }
  for (const key of goalKeys(kind)) {
    const goal = params.get(GOAL_PARAM[key]);
    if (goal !== null && readGoal(goal) !== null) filters[key] = goal;
  }

  let sort: SortSpec<K> | null = null;
  const ordem = params.get(PARAM.sort);
  if (ordem) {
    const desc = ordem.startsWith('-');
    const key = desc ? ordem.slice(1) : ordem;
    if (isSortKey(kind, key)) sort = { key, direction: desc ? 'desc' : 'asc' };
  }
  return { filters, sort, generate: params.get(PARAM.generate) === '1' };
}

/** Whether a query asks to generate its report (the URL of a generated report). */
export function queryGenerates(query: string): boolean {
  return new URLSearchParams(query).get(PARAM.generate) === '1';
}

/**
 * Each user's last teams and goals per report (issue 17), kept in this browser's localStorage
 * when a report is generated, and the filters a report opens with when its URL says nothing.
 */
const memoryKey = (uid: string, kind: ReportId) => `faturamento:report-filters:${uid}:${kind}`;

type Remembered = Partial<Pick<ReportFilters, 'teams' | GoalKey>>;

export function rememberFilters(uid: string, kind: ReportId, filters: ReportFilters): void {
  const kept: Remembered = { teams: filters.teams };
  for (const key of goalKeys(kind)) kept[key] = filters[key];
  try {
    window.localStorage.setItem(memoryKey(uid, kind), JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the report still runs, only not remembered.
  }
}

/** The remembered teams (those the user still has) and goals over `base`. */
export function rememberedFilters(
  uid: string,
  kind: ReportId,
  base: ReportFilters,
  allTeams: readonly string[],
): ReportFilters {
  let kept: unknown;
  try {
    kept = JSON.parse(window.localStorage.getItem(memoryKey(uid, kind)) ?? 'null');
  } catch {
    return base;
  }
  if (typeof kept !== 'object' || kept === null) return base;
  const filters: ReportFilters = { ...base };
  const { teams } = kept as { teams?: unknown };
  if (Array.isArray(teams)) filters.teams = allTeams.filter((team) => teams.includes(team));
  for (const key of goalKeys(kind)) {
    const goal = (kept as Record<string, unknown>)[key];
    if (typeof goal === 'string' && readGoal(goal) !== null) filters[key] = goal;
  }
  return filters;
}
