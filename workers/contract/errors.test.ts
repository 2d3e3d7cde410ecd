import {
  STALE_REPORT_ERROR,
  StaleReportError,
  XLSX_MAX_ROWS,
  XLSX_ROW_LIMIT_ERROR,
  XlsxRowLimitError,
  isStaleReportError,
  isXlsxRowLimitError,
} from './errors';

/** What Comlink hands back for an error thrown in the worker: a plain Error with its name. */
function acrossTheWorker(error: Error): Error {
  const copy = new Error(error.message);
  copy.name = error.name;
  return copy;
}

describe('a stale report (nothing may be written; generate again)', () => {
  it('keeps its message and is named so it is known after the trip from the worker', () => {
    const error = new StaleReportError('a line changed');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('a line changed');
    expect(error.name).toBe('StaleReportError');
    expect(STALE_REPORT_ERROR).toBe('StaleReportError');
    expect(isStaleReportError(error)).toBe(true);
    expect(isStaleReportError(acrossTheWorker(error))).toBe(true);
  });

  it('is not any other error, nor a value that is not an error', () => {
    expect(isStaleReportError(new Error('a line changed'))).toBe(false);
    expect(isStaleReportError(new XlsxRowLimitError(2_000_000))).toBe(false);
    expect(isStaleReportError({ name: 'StaleReportError', message: 'x' })).toBe(false);
    expect(isStaleReportError('StaleReportError')).toBe(false);
    expect(isStaleReportError(null)).toBe(false);
  });
});

describe('a report over one Excel sheet (D50)', () => {
  it("Excel's last row is 1,048,576", () => {
    expect(XLSX_MAX_ROWS).toBe(1048576);
  });

  it('says how many rows did not fit and the limit, and is known after the trip from the worker', () => {
    const error = new XlsxRowLimitError(1048577);
    expect(error).toBeInstanceOf(Error);
    expect(error.rows).toBe(1048577);
    expect(error.message).toBe("1048577 rows do not fit one sheet (Excel's limit is 1048576)");
    expect(error.name).toBe('XlsxRowLimitError');
    expect(XLSX_ROW_LIMIT_ERROR).toBe('XlsxRowLimitError');
    expect(isXlsxRowLimitError(error)).toBe(true);
    expect(isXlsxRowLimitError(acrossTheWorker(error))).toBe(true);
  });

  it('is not any other error, nor a value that is not an error', () => {
    expect(isXlsxRowLimitError(new StaleReportError('gone'))).toBe(false);
    expect(isXlsxRowLimitError(new RangeError('too many'))).toBe(false);
    expect(isXlsxRowLimitError({ name: 'XlsxRowLimitError', message: 'x' })).toBe(false);
    expect(isXlsxRowLimitError(undefined)).toBe(false);
  });
});
