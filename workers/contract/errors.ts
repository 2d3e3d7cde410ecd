/** StaleReportError's name, to recognise it after Comlink rebuilt it as a plain Error. */
export const STALE_REPORT_ERROR = 'StaleReportError';

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

/** Whether an error (from the worker or in-thread) is a StaleReportError. */
export function isStaleReportError(error: unknown): boolean {
  return error instanceof Error && error.name === STALE_REPORT_ERROR;
}

/** D50: Excel's last row (1,048,576): one sheet holds at most this many rows, header included. */
export const XLSX_MAX_ROWS = 1_048_576;

/** XlsxRowLimitError's name, to recognise it after Comlink rebuilt it as a plain Error. */
export const XLSX_ROW_LIMIT_ERROR = 'XlsxRowLimitError';

/**
 * D50: a report does not fit one Excel sheet (`rows`, header and footers included, is over
 * XLSX_MAX_ROWS): no workbook is written. The screen and the CLI say so in Portuguese.
 */
export class XlsxRowLimitError extends Error {
  constructor(readonly rows: number) {
    super(`${rows} rows do not fit one sheet (Excel's limit is ${XLSX_MAX_ROWS})`);
    this.name = XLSX_ROW_LIMIT_ERROR;
  }
}

/** Whether an error (from the worker or in-thread) is an XlsxRowLimitError. */
export function isXlsxRowLimitError(error: unknown): boolean {
  return error instanceof Error && error.name === XLSX_ROW_LIMIT_ERROR;
}
