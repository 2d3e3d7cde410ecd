import {
  DEFAULT_DAILY_GOAL,
  DEFAULT_GLOBAL_FACTOR,
  DEFAULT_MAX_GOAL,
  DEFAULT_MONTHLY_GOAL,
  currentPeriod,
} from '../src/core';
import type { DateRange, GeneralStatusFilter } from '../src/core';
import type { CatalogRepo, InvoiceRepo } from '../src/core/ports';
import { DatasetBuilder } from './engine/dataset';
import type { Dataset } from './engine/dataset';
import type { TeamColumns } from './engine/teamColumns';
import type { Goals, ReportParams } from './reports/types';

/** Where the worker (or the CLI) reads from: the same ports the app uses. */
export interface ReportSources {
  invoices: InvoiceRepo;
  /** For the global factor (D2) when the request does not carry it. */
  catalog?: CatalogRepo;
  /**
   * A team's invoices already normalized with `factor`, when the source keeps them (the shared
   * fixture store, storeViews.ts); null when it does not, and the team is then listed.
   */
  teamColumns?: (team: string, factor: number) => Promise<TeamColumns | null>;
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
  /** D2; default: the catalog's, else 1.6568. */
  globalFactor?: number;
}

/** Load progress streamed to the screen (teams loaded, rows aggregated). */
export interface LoadProgress {
  phase: 'loading' | 'aggregating' | 'done';
  teamsLoaded: number;
  teamsTotal: number;
  invoices: number;
  lines: number;
}

/** D31, D41, SPEC §9: a request with its defaults filled in. */
export function resolveParams(request: ReportRequest): ReportParams {
  return {
    teams: request.teams,
    period: request.period ?? currentPeriod(request.today),
    today: request.today,
    status: request.status ?? 'all',
    search: request.search ?? '',
    goals: {
      daily: request.goals?.daily ?? DEFAULT_DAILY_GOAL,
      max: request.goals?.max ?? DEFAULT_MAX_GOAL,
      monthly: request.goals?.monthly ?? DEFAULT_MONTHLY_GOAL,
    },
  };
}

/** D2: the request's factor, else the catalog's, else the default. */
export async function resolveGlobalFactor(
  sources: ReportSources,
  request: Pick<ReportRequest, 'globalFactor'>,
): Promise<number> {
  if (request.globalFactor !== undefined && request.globalFactor > 0) return request.globalFactor;
  if (sources.catalog) return sources.catalog.globalFactor();
  return DEFAULT_GLOBAL_FACTOR;
}

/**
 * P1: one whole-team read per selected team (InvoiceRepo.list without a range, because D6 text
 * dates must be found too), in parallel; each team is normalized as it arrives (or comes
 * normalized from the source), then all are merged. Progress after each team and at the end.
 */
export async function loadDataset(
  sources: ReportSources,
  teams: readonly string[],
  globalFactor: number,
  onProgress?: (progress: LoadProgress) => void,
): Promise<Dataset> {
  const unique = [...new Set(teams)];
  const builder = new DatasetBuilder(globalFactor, unique);
  let teamsLoaded = 0;
  const report = (phase: LoadProgress['phase'], done: number, lines: number) =>
    onProgress?.({ phase, teamsLoaded, teamsTotal: unique.length, invoices: done, lines });
  report('loading', 0, 0);
  await Promise.all(
    unique.map(async (team) => {
      const columns = (await sources.teamColumns?.(team, globalFactor)) ?? null;
      if (columns) builder.addColumns(columns);
      else builder.add(team, await sources.invoices.list(team));
      teamsLoaded += 1;
      report('loading', 0, 0);
    }),
  );
  const data = builder.finish((done, lines) => report('aggregating', done, lines));
  report('done', data.invoiceCount, data.lineCount);
  return data;
}
