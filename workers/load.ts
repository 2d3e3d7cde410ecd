import { currentPeriod, monthlyCycles } from '../src/core/dates';
import { DEFAULT_DAILY_GOAL, DEFAULT_MAX_GOAL, DEFAULT_MONTHLY_GOAL } from '../src/core/goals';
import type { DateRange } from '../src/core/model';
import type { CatalogRepo, InvoiceRepo } from '../src/core/ports';
import { DatasetBuilder } from './engine/dataset';
import type { Dataset } from './engine/dataset';
import { normalizeTeam } from './engine/teamColumns';
import type { TeamColumns } from './engine/teamColumns';
import type { LoadProgress, ReportKind, ReportParams, ReportRequest } from './contract';

/** Where the worker (or the CLI) reads from: the same ports the app uses. */
export interface ReportSources {
  invoices: InvoiceRepo;
  /**
   * P46: the global factor (D2, SPEC §9's three paths) of every report, in every mode: the
   * request never carries it, so no composition can leave it out.
   */
  catalog: CatalogRepo;
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

/** D2, P46: the stored global factor, read through the catalog port in every mode. */
export function resolveGlobalFactor(sources: ReportSources): Promise<number> {
  return sources.catalog.globalFactor();
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
 * Issue 17: the normalized bulletins of each team a worker has read, kept while the team's stamp
 * (InvoiceRepo.teamRevision) stays the same, for the same period and factor: a Gerar Relatório
 * that follows another reads and normalizes only the teams written since. Live edits still show
 * at the next one (a write changes the stamp). One entry per team; only where the repo gives
 * stamps (fixture mode).
 */
export class KeptTeams {
  private readonly byTeam = new Map<string, { key: string; columns: TeamColumns }>();

  /** `team`'s columns kept under `key`, if those are the ones kept. */
  get(team: string, key: string): TeamColumns | undefined {
    const kept = this.byTeam.get(team);
    return kept?.key === key ? kept.columns : undefined;
  }

  set(team: string, key: string, columns: TeamColumns): void {
    this.byTeam.set(team, { key, columns });
  }

  clear(): void {
    this.byTeam.clear();
  }
}

/** One team's normalized period read: kept (KeptTeams) while unchanged, else read and kept. */
async function teamColumns(
  invoices: InvoiceRepo,
  team: string,
  period: DateRange,
  globalFactor: number,
  kept: KeptTeams | undefined,
): Promise<TeamColumns> {
  // The stamp is read before the bulletins: a write in between only makes the next load read
  // the team again, never keeps older bulletins under a newer stamp.
  const revision = kept && invoices.teamRevision ? await invoices.teamRevision(team) : null;
  const key =
    revision === null ? null : `${revision} ${period.start} ${period.end} ${globalFactor}`;
  const found = key === null ? undefined : kept?.get(team, key);
  if (found) return found;
  const columns = normalizeTeam(team, await invoices.listForPeriod(team, period), globalFactor);
  if (key !== null) kept?.set(team, key, columns);
  return columns;
}

/**
 * P7: one period read per selected team (InvoiceRepo.listForPeriod: the numeric dates of the
 * period, plus the legacy text-dated and undated bulletins D6 may date in it), in parallel;
 * each team is normalized as it arrives, then all are merged. The same in both modes: the
 * worker asks an adapter for nothing but the port's period read, and with `kept` for each
 * team's stamp where the adapter has one (a team kept unchanged is not read again). Progress
 * after each team and at the end.
 */
export async function loadDataset(
  sources: ReportSources,
  teams: readonly string[],
  globalFactor: number,
  period: DateRange,
  onProgress?: (progress: LoadProgress) => void,
  kept?: KeptTeams,
): Promise<Dataset> {
  const unique = [...new Set(teams)];
  const builder = new DatasetBuilder(globalFactor, unique);
  let teamsLoaded = 0;
  const report = (phase: LoadProgress['phase'], done: number, lines: number) =>
    onProgress?.({ phase, teamsLoaded, teamsTotal: unique.length, invoices: done, lines });
  report('loading', 0, 0);
  await Promise.all(
    unique.map(async (team) => {
      builder.addColumns(await teamColumns(sources.invoices, team, period, globalFactor, kept));
      teamsLoaded += 1;
      report('loading', 0, 0);
    }),
  );
  const data = builder.finish((done, lines) => report('aggregating', done, lines));
  report('done', data.invoiceCount, data.lineCount);
  return data;
}
