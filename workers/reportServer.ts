import { csvFileName, reportInfo } from '../src/core';
import { buildCsv } from './csv';
import type { Dataset } from './engine/dataset';
import { identityOrder, sortByRank } from './engine/order';
import type { RankKey } from './engine/order';
import { runReport } from './reports';
import type { CoelbaResult, CoelbaSelection } from './reports';
import { SORT_KEYS } from './reports/types';
import type {
  ReportHandle,
  ReportKind,
  ReportParams,
  ReportResult,
  ReportRows,
  ReportSortKeys,
  RowSelection,
} from './reports/types';

/**
 * The data behind a selection is no longer what the report showed (a line changed, a bulletin
 * is gone, or the result was replaced): nothing may be written; generate the report again.
 * Its `name` survives the trip from the worker (Comlink copies name and message).
 */
export class StaleReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = STALE_REPORT_ERROR;
  }
}

/** StaleReportError's name, to recognise it after Comlink rebuilt it as a plain Error. */
export const STALE_REPORT_ERROR = 'StaleReportError';

/** Whether an error (from the worker or in-thread) is a StaleReportError. */
export function isStaleReportError(error: unknown): boolean {
  return error instanceof Error && error.name === STALE_REPORT_ERROR;
}

/** A column sort (SPEC §2): the key of an allowed column and its direction. */
export interface SortSpec<K extends ReportKind = ReportKind> {
  key: ReportSortKeys[K];
  direction: 'asc' | 'desc';
}

/** One page request (MUI DataGrid server mode): zero-based page, its size, the sort. */
export interface PageRequest<K extends ReportKind = ReportKind> {
  page: number;
  pageSize: number;
  sort?: SortSpec<K> | null;
}

/** One page of rows and the total after filters and search. */
export interface Page<K extends ReportKind = ReportKind> {
  rows: ReportRows[K][];
  total: number;
}

/** A CSV ready to download: SPEC §9 / D23 file name and UTF-8 bytes. */
export interface CsvFile {
  fileName: string;
  bytes: Uint8Array;
}

/**
 * SPEC §2: clicking the same sort column toggles asc/desc; a new column starts asc.
 *
 * @example
 * nextSort(null, 'valor') // { key: 'valor', direction: 'asc' }
 * nextSort({ key: 'valor', direction: 'asc' }, 'valor') // desc
 */
export function nextSort<K extends ReportKind>(
  current: SortSpec<K> | null | undefined,
  key: ReportSortKeys[K],
): SortSpec<K> {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

/** Whether `key` is a sort key of `kind` (SPEC §2, D34). */
export function isSortKey<K extends ReportKind>(kind: K, key: string): key is ReportSortKeys[K] {
  return (SORT_KEYS[kind] as readonly string[]).includes(key);
}

interface Kept<K extends ReportKind = ReportKind> {
  /** The result's number (ReportHandle.run). */
  run: number;
  data: Dataset;
  params: ReportParams;
  result: ReportResult<K>;
  /** The last sorted order (sorting 600,000 rows once, then paging through it). */
  sorted: { key: string; direction: string; order: Int32Array } | null;
}

/**
 * The report server (ARCHITECTURE.md): keeps the last result of each report and serves it one
 * page at a time, sorted and searched, with its cards, footers and chart series, and as CSV.
 * Pure TypeScript: the worker (reportApi.ts) and the CLI (scripts/report.ts) both use it, so the
 * screen's Exportar CSV and the CLI write the same bytes for the same filters.
 */
export class ReportServer {
  private readonly kept = new Map<ReportKind, Kept>();
  private runs = 0;

  /** Computes `kind` over `data` and keeps it; answers the small handle the screen shows. */
  run<K extends ReportKind>(kind: K, data: Dataset, params: ReportParams): ReportHandle<K> {
    const result = runReport(kind, data, params);
    this.runs += 1;
    this.kept.set(kind, { run: this.runs, data, params, result, sorted: null } as unknown as Kept);
    return this.handle(kind);
  }

  /** D21, D41: the last `kind` again with another search text (same data, same filters). */
  search<K extends ReportKind>(kind: K, text: string): ReportHandle<K> {
    const kept = this.get(kind);
    return this.run(kind, kept.data, { ...kept.params, search: text });
  }

  /** The handle of the last result of `kind`. */
  handle<K extends ReportKind>(kind: K): ReportHandle<K> {
    const { run, result, params } = this.get(kind);
    const info = reportInfo(kind);
    return {
      kind,
      run,
      total: result.rowCount,
      fileName: csvFileName(info?.csvPrefix ?? `${kind}-`, params.today),
      ...result.summary,
    } as ReportHandle<K>;
  }

  /** One page of rows in the requested order (D34: stable on top of the D22 default order). */
  page<K extends ReportKind>(kind: K, request: PageRequest<K>): Page<K> {
    const { result } = this.get(kind);
    const order = this.order(kind, request.sort ?? null);
    const size = Math.max(0, Math.floor(request.pageSize));
    const start = Math.max(0, Math.floor(request.page)) * size;
    const end = Math.min(order.length, start + size);
    const rows: ReportRows[K][] = [];
    for (let k = start; k < end; k += 1) rows.push(result.row(order[k] as number));
    return { rows, total: result.rowCount };
  }

  /** D23, D24, D34: the CSV of the last result, in the screen's order. */
  csv<K extends ReportKind>(kind: K, sort?: SortSpec<K> | null): CsvFile {
    const { result } = this.get(kind);
    const bytes = buildCsv(result.csv, this.order(kind, sort ?? null));
    return { fileName: this.handle(kind).fileName, bytes };
  }

  /**
   * D49: the source lines behind a selection of Coelba rows made on result `run`. Throws when
   * the kept result is another one (a new search or Gerar Relatório since the selection).
   */
  coelbaSelection(run: number, selection: RowSelection): CoelbaSelection {
    const kept = this.get('coelba');
    if (kept.run !== run) {
      throw new StaleReportError(`coelba selection of result ${run}, kept result is ${kept.run}`);
    }
    return (kept.result as CoelbaResult).selectLines(selection);
  }

  /** Forgets every kept result (a new configuration, a closed window). */
  clear(): void {
    this.kept.clear();
  }

  private get<K extends ReportKind>(kind: K): Kept<K> {
    const kept = this.kept.get(kind);
    if (!kept) throw new Error(`no ${kind} report has been generated`);
    return kept as unknown as Kept<K>;
  }

  private order<K extends ReportKind>(kind: K, sort: SortSpec<K> | null): Int32Array {
    const kept = this.get(kind);
    const { result } = kept;
    if (!sort) return identityOrder(result.rowCount);
    if (!isSortKey(kind, sort.key)) throw new Error(`${kind} cannot sort by ${String(sort.key)}`);
    const cached = kept.sorted;
    if (cached && cached.key === sort.key && cached.direction === sort.direction) {
      return cached.order;
    }
    const key = (result.sortKeys as unknown as Record<string, () => RankKey>)[
      sort.key as string
    ] as () => RankKey;
    const order = sortByRank(identityOrder(result.rowCount), key(), sort.direction === 'desc');
    kept.sorted = { key: sort.key as string, direction: sort.direction, order };
    return order;
  }
}
