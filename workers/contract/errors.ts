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
