import { csvFileName } from '../src/core/format';
import { reportInfo } from '../src/core/reports';
import { REPORT_COLUMNS, isSortKey } from './contract';
import type {
  CoelbaSourceLine,
  Page,
  PageRequest,
  ReportHandle,
  ReportKind,
  ReportParams,
  ReportRows,
  RowSelection,
  SortSpec,
} from './contract';
import { StaleReportError } from './contract';
import { buildCsv } from './csv';
import type { Dataset } from './engine/dataset';
import { identityOrder, sortByRank } from './engine/order';
import type { RankKey } from './engine/order';
import { runReport } from './reports';
import type { CoelbaResult, CoelbaSelection } from './reports';
import type { ReportResult } from './reports/result';

/** A CSV ready to download: SPEC §9 / D23 file name and UTF-8 bytes. */
export interface CsvFile {
  fileName: string;
  bytes: Uint8Array;
}

/** D50: a workbook ready to download: the CSV's file name with .xlsx, and its bytes. */
export interface XlsxFile {
  fileName: string;
  bytes: Uint8Array;
}

/** What the workbook builder takes besides the table (tests inject a small row limit). */
export interface XlsxExportOptions {
  maxRows?: number;
  nativeDeflate?: boolean;
  onChunk?: (rowsWritten: number) => void;
}

/** D50: the CSV's file name (D23) with .xlsx. */
export function xlsxFileName(csvName: string): string {
  return csvName.replace(/\.csv$/, '') + '.xlsx';
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
    const { run, result, params, data } = this.get(kind);
    const info = reportInfo(kind);
    return {
      kind,
      run,
      total: result.rowCount,
      fileName: csvFileName(info?.csvPrefix ?? `${kind}-`, params.today),
      globalFactor: data.globalFactor,
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
   * D50: the workbook of the last result, with the CSV's rows in the CSV's order (the screen's,
   * D34) and its footer rows. The builder (and fflate) is loaded on first use only, so it is a
   * chunk of its own. Rejects with an XlsxRowLimitError over Excel's row limit.
   */
  async xlsx<K extends ReportKind>(
    kind: K,
    sort?: SortSpec<K> | null,
    options: XlsxExportOptions = {},
  ): Promise<XlsxFile> {
    const { buildXlsx } = await import('./xlsx');
    const { result } = this.get(kind);
    const order = this.order(kind, sort ?? null);
    const bytes = await buildXlsx(
      {
        title: reportInfo(kind)?.title ?? kind,
        schema: REPORT_COLUMNS[kind],
        headers: result.csv.headers,
        row: (index) => result.row(index),
        ...(result.column ? { column: result.column } : {}),
        footers: result.footers,
      },
      order,
      options,
    );
    return { fileName: xlsxFileName(this.handle(kind).fileName), bytes };
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

  /**
   * Issue 22: the service lines Coelba row `id` of result `run` aggregates (its 'Linhas de
   * origem'). Throws a StaleReportError when the kept result is another one.
   */
  coelbaSourceLines(run: number, id: number): CoelbaSourceLine[] {
    const kept = this.get('coelba');
    if (kept.run !== run) {
      throw new StaleReportError(`coelba lines of result ${run}, kept result is ${kept.run}`);
    }
    return (kept.result as CoelbaResult).sourceLines(id);
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
