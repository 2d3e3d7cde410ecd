import type { CsvTable } from '../csv';
import type { RankKey } from '../engine/order';
import type { ReportKind, ReportRows, ReportSortKeys, ReportSummaries } from '../contract';

/**
 * A computed report, kept in the worker: rows in D22 default order (row `i` has id `i`),
 * lazily materialized one page at a time.
 */
export interface ReportResult<K extends ReportKind = ReportKind> {
  kind: K;
  rowCount: number;
  summary: ReportSummaries[K];
  row(index: number): ReportRows[K];
  /** Ranks by row index for each allowed sort key (D33 text, numbers as numbers). */
  sortKeys: { readonly [S in ReportSortKeys[K]]: () => RankKey };
  csv: CsvTable;
}
