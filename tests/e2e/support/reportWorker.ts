/**
 * e2e helpers to break the report worker from outside the app, as a crash or a failed download
 * would: nothing in the built app helps (no test hook), the browser does it.
 */
import type { Page, Worker } from 'playwright-core';

/** The report worker's script (vite names it report.worker-{hash}.js). */
export const REPORT_WORKER_SCRIPT = /\/report\.worker[^/]*\.js(\?|$)/;

/** The report worker the report screen on `page` started (waits for it). */
export async function reportWorker(page: Page, timeout = 15_000): Promise<Worker> {
  const started = page.workers().filter((w) => REPORT_WORKER_SCRIPT.test(w.url()));
  if (started.length > 0) return started[started.length - 1] as Worker;
  return page.waitForEvent('worker', {
    predicate: (w) => REPORT_WORKER_SCRIPT.test(w.url()),
    timeout,
  });
}

/** Ends the worker from inside (`self.close()`), with no event the page could hear. */
export async function closeWorker(worker: Worker): Promise<void> {
  await worker
    .evaluate(() => (self as unknown as { close(): void }).close())
    .catch(() => {
      // The worker may be gone before it answers.
    });
}

/**
 * Makes the worker close itself as soon as the page's next call reaches it: that call is
 * then pending on a worker that is gone (a crash in the middle of a report).
 */
export async function closeWorkerOnNextCall(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const scope = self as unknown as {
      close(): void;
      addEventListener(type: 'message', listener: () => void, options: { once: true }): void;
    };
    scope.addEventListener('message', () => scope.close(), { once: true });
  });
}

/** Until `unblock`, the report worker's script cannot be downloaded (as on a flaky network). */
export async function blockReportWorkerScript(page: Page): Promise<{ unblock(): Promise<void> }> {
  const handler = (route: { abort(): Promise<void> }) => route.abort();
  await page.context().route(REPORT_WORKER_SCRIPT, handler);
  return { unblock: () => page.context().unroute(REPORT_WORKER_SCRIPT, handler) };
}
