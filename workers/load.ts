import {
  DEFAULT_DAILY_GOAL,
  DEFAULT_GLOBAL_FACTOR,
  DEFAULT_MAX_GOAL,
  DEFAULT_MONTHLY_GOAL,
  currentPeriod,
  monthlyCycles,
} from '../src/core';
import type { DateRange } from '../src/core';
import type { CatalogRepo, InvoiceRepo } from '../src/core/ports';
import { DatasetBuilder } from './engine/dataset';
import type { Dataset } from './engine/dataset';
import type { LoadProgress, ReportKind, ReportParams, ReportRequest } from './contract';

/** Where the worker (or the CLI) reads from: the same ports the app uses. */
export interface ReportSources {
  invoices: InvoiceRepo;
  /** For the global factor (D2) when the request does not carry it. */
  catalog?: CatalogRepo;
}

export type { LoadProgress, ReportRequest } from './contract';

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
 * P7: the period a report reads: its own (D31 default), or for the monthly report, which
 * ignores the period (D45), the span of its twelve cycles.
 */
export function readPeriod(kind: ReportKind, params: ReportParams): DateRange {
  if (kind !== 'monthly') return params.period;
  const cycles = monthlyCycles(params.today);
  const first = cycles[0];
  const last = cycles[cycles.length - 1];
  if (!first || !last) return params.period;
  return { start: first.start, end: last.end };
}

/**
 * P7: one period read per selected team (InvoiceRepo.listForPeriod: the numeric dates of the
 * period, plus the legacy text-dated and undated bulletins D6 may date in it), in parallel;
 * each team is normalized as it arrives, then all are merged. The same in both modes: the
 * worker never asks an adapter for anything but the port's period read. Progress after each
 * team and at the end.
 */
export async function loadDataset(
  sources: ReportSources,
  teams: readonly string[],
  globalFactor: number,
  period: DateRange,
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
      builder.add(team, await sources.invoices.listForPeriod(team, period));
      teamsLoaded += 1;
      report('loading', 0, 0);
    }),
  );
  const data = builder.finish((done, lines) => report('aggregating', done, lines));
  report('done', data.invoiceCount, data.lineCount);
  return data;
}
