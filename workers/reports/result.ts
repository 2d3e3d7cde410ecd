import type { CsvTable, FooterRow } from '../csv';
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
  /**
   * The values of one column by row index, without making row objects (the workbook of the
   * 600,000-line reports reads its cells through it); absent, readers use `row`.
   */
  column?: (field: string) => (index: number) => unknown;
  /** D42: the footer rows (raw values), written by the CSV (`csv.footers`) and the workbook. */
  footers: readonly FooterRow[];
}
