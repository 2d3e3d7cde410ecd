import * as Comlink from 'comlink';
import { lifeLockName, watchLifeLock } from './life';
import type { LifeLocks } from './life';
import type { ReportApi } from './reportApi';

/** How a client configures its worker (a port to the fixture store, or Firebase settings). */
export type { WorkerConfig } from './reportApi';

/**
 * The main thread's handle on the report worker: the worker's own API (ReportApi, every method
 * a promise) plus `terminate`. The Comlink details stay here: the progress callback goes as a
 * proxy, the fixture store's port is transferred.
 *
 * When the worker dies or never loads, every pending call rejects with a ReportWorkerError and
 * every later call rejects at once (Comlink alone would leave them pending for ever): on the
 * worker's `error` (a failed module load, an uncaught error) or `messageerror` event, on
 * `terminate`, and when the worker ends without a word (its life lock, life.ts).
 *
 * @example
 * const reports = createReportClient();
 * await reports.configure({ mode: 'fixture', port: shared.createPortForWorker() });
 * const handle = await reports.generate('by-code', { teams, today }, (p) => setProgress(p));
 * const { rows, total } = await reports.page('by-code', { page: 0, pageSize: 100, sort });
 */
export type ReportClient = ReportApi & {
  /** Stops the worker (a closed report window): pending and later calls reject. */
  terminate(): void;
};

/** What every call rejects with once the worker is gone (pt-BR, as the screen may show it). */
export const REPORT_WORKER_GONE = 'O processamento de relatórios foi interrompido.';

/** The report worker is gone (or never loaded): start a new client to go on. */
export class ReportWorkerError extends Error {
  constructor(reason: string) {
    super(REPORT_WORKER_GONE, { cause: reason });
    this.name = 'ReportWorkerError';
  }
}

/** Whether an error says the report worker is gone. */
export function isReportWorkerError(error: unknown): error is ReportWorkerError {
  return error instanceof ReportWorkerError;
}

/** What the client needs of a worker: a Comlink endpoint that can be stopped. */
export interface ReportWorkerEndpoint extends Comlink.Endpoint {
  terminate(): void;
}

export interface ReportWorkerOptions {
  /** The worker's life lock (life.ts): the name the worker was started with. */
  lifeLock?: string;
  /** Default `navigator.locks`. */
  locks?: LifeLocks;
}

/** Wraps a worker (or any Comlink endpoint exposing ReportApi). */
export function wrapReportWorker(
  worker: ReportWorkerEndpoint,
  options: ReportWorkerOptions = {},
): ReportClient {
  const remote = Comlink.wrap<ReportApi>(worker);
  // Every ReportApi method already answers a promise; only the generics are lost by Remote<>.
  const api = remote as unknown as ReportApi;
  const pending = new Set<(error: Error) => void>();
  let gone: ReportWorkerError | null = null;

  const onError = (): void => end('the worker failed (an error event: not loaded, or crashed)');
  const onMessageError = (): void => end('a message from the worker could not be read');
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', onMessageError);
  const stopWatching = options.lifeLock
    ? watchLifeLock(options.lifeLock, worker, () => end('the worker ended'), options.locks)
    : () => undefined;

  function end(reason: string): void {
    if (gone) return;
    gone = new ReportWorkerError(reason);
    for (const reject of pending) reject(gone);
    pending.clear();
    worker.removeEventListener('error', onError);
    worker.removeEventListener('messageerror', onMessageError);
    stopWatching();
    remote[Comlink.releaseProxy]();
    worker.terminate();
  }

  /** A call that settles: with the worker's answer, or with the worker's end. */
  function settled<T>(call: () => Promise<T>): Promise<T> {
    if (gone) return Promise.reject(gone);
    return new Promise<T>((resolve, reject) => {
      pending.add(reject);
      call()
        .then(resolve, reject)
        .finally(() => pending.delete(reject));
    });
  }

  return {
    configure: (config) =>
      settled(() =>
        config.mode === 'fixture'
          ? api.configure(Comlink.transfer(config, [config.port]))
          : api.configure(config),
      ),
    generate: (kind, request, onProgress) =>
      settled(() =>
        api.generate(kind, request, onProgress ? Comlink.proxy(onProgress) : undefined),
      ),
    search: (kind, text) => settled(() => api.search(kind, text)),
    page: (kind, request) => settled(() => api.page(kind, request)),
    exportCsv: (kind, sort) => settled(() => api.exportCsv(kind, sort)),
    exportXlsx: (kind, sort) => settled(() => api.exportXlsx(kind, sort)),
    previewPedidos: (run, selection) => settled(() => api.previewPedidos(run, selection)),
    pedidoTargets: (run, selection) => settled(() => api.pedidoTargets(run, selection)),
    coelbaSourceLines: (run, id) => settled(() => api.coelbaSourceLines(run, id)),
    terminate: () => end('terminated'),
  };
}

/** Starts a report worker (a module worker: Vite bundles it) and wraps it. */
export function createReportClient(): ReportClient {
  const lifeLock = lifeLockName();
  const worker = new Worker(new URL('./report.worker.ts', import.meta.url), {
    type: 'module',
    name: lifeLock,
  });
  return wrapReportWorker(worker, { lifeLock });
}
