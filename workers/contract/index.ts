/**
 * The report contract: what the report screens, the CLI (scripts/report.ts) and the report
 * worker agree on — report kinds, requests and params, each report's column schema and rows,
 * handles with their summaries, pages and sorts, Coelba selections and previews, load progress,
 * the CSV download and the stale-selection error. Types, the schemas and the few helpers both
 * sides call; nothing of the engine. src/ imports workers/ only through here (and the worker
 * client); the engine imports it too, never the other way round (eslint.config.js zones).
 */
export type {
  ColumnFormat,
  ColumnFormats,
  ColumnSchema,
  ColumnSource,
  ColumnSources,
  ColumnSpec,
  HiddenField,
  LineTextField,
  RowOf,
  SortKeysOf,
  VisibleColumn,
} from './columns';
export { headerOf, visibleColumns } from './columns';
export type {
  ByCodeRow,
  ByTeamRow,
  ByTypeRow,
  CoelbaRow,
  DailyRow,
  FaturamentoRealRow,
  GeneralRow,
  MonthlyRow,
  PaidRow,
  PaidSummaryRow,
  ReportColumns,
  ReportKind,
  ReportRows,
} from './schemas';
export {
  BY_CODE_COLUMNS,
  BY_TEAM_COLUMNS,
  BY_TEAM_GROUP_SORTS,
  BY_TYPE_COLUMNS,
  COELBA_COLUMNS,
  DAILY_COLUMNS,
  FATURAMENTO_REAL_COLUMNS,
  FOOTER_LABELS,
  GENERAL_COLUMNS,
  MONTHLY_COLUMNS,
  PAID_COLUMNS,
  PAID_SUMMARY_COLUMNS,
  REPORT_COLUMNS,
} from './schemas';
export type { ReportSortKeys, SortSpec } from './sorting';
export { SEARCHABLE, SORT_KEYS, isSortKey, nextSort } from './sorting';
export type { Goals, LoadProgress, ReportParams, ReportRequest } from './requests';
export type {
  ByCodeSummary,
  ByTeamSummary,
  ByTypeSummary,
  CoelbaSummary,
  CountValue,
  CsvDownload,
  DailyChartBucket,
  DailyChartUnit,
  XlsxDownload,
  DailySummary,
  FaturamentoRealSummary,
  GeneralSummary,
  MonthlyCycle,
  MonthlySummary,
  Page,
  PageRequest,
  PaidSummary,
  PaidSummarySummary,
  PedidoPreview,
  ReportHandle,
  ReportSummaries,
  RowSelection,
  TeamGroup,
  TypeInsight,
} from './results';
// Issue 22: a Coelba row's source lines.
export type { CoelbaSourceLine } from './results';
export {
  STALE_REPORT_ERROR,
  StaleReportError,
  XLSX_MAX_ROWS,
  XLSX_ROW_LIMIT_ERROR,
  XlsxRowLimitError,
  isStaleReportError,
  isXlsxRowLimitError,
} from './errors';
