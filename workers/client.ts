import * as Comlink from 'comlink';
import type { LoadProgress, ReportRequest } from './load';
import type { CsvDownload, ReportApi, WorkerConfig } from './reportApi';
import type { Page, PageRequest, SortSpec } from './reportServer';
import type { ReportHandle, ReportKind } from './reports/types';

/**
 * The main thread's handle on the report worker (typed Remote<ReportApi>), with the Comlink
 * details (proxy for progress, transfer for the port) done here.
 *
 * @example
 * const reports = createReportClient();
 * await reports.configure({ mode: 'fixture', port: shared.createPortForWorker() });
 * const handle = await reports.generate('by-code', { teams, today }, (p) => setProgress(p));
 * const { rows, total } = await reports.page('by-code', { page: 0, pageSize: 100, sort });
 */
export interface ReportClient {
  readonly remote: Comlink.Remote<ReportApi>;
  configure(config: WorkerConfig): Promise<void>;
  generate<K extends ReportKind>(
    kind: K,
    request: ReportRequest,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<ReportHandle<K>>;
  search<K extends ReportKind>(kind: K, text: string): Promise<ReportHandle<K>>;
  page<K extends ReportKind>(kind: K, request: PageRequest<K>): Promise<Page<K>>;
  exportCsv<K extends ReportKind>(kind: K, sort?: SortSpec<K> | null): Promise<CsvDownload>;
  previewPedidos: ReportApi['previewPedidos'];
  pedidoTargets: ReportApi['pedidoTargets'];
  /** Stops the worker (a closed report window). */
  terminate(): void;
}

/** Wraps a worker (or any Comlink endpoint exposing ReportApi). */
export function wrapReportWorker(worker: Worker): ReportClient {
  const remote = Comlink.wrap<ReportApi>(worker);
  // Every ReportApi method already answers a promise; only the generics are lost by Remote<>.
  const api = remote as unknown as ReportApi;
  return {
    remote,
    configure(config) {
      return config.mode === 'fixture'
        ? api.configure(Comlink.transfer(config, [config.port]))
        : api.configure(config);
    },
    generate(kind, request, onProgress) {
      return api.generate(kind, request, onProgress ? Comlink.proxy(onProgress) : undefined);
    },
    search: (kind, text) => api.search(kind, text),
    page: (kind, request) => api.page(kind, request),
    exportCsv: (kind, sort) => api.exportCsv(kind, sort),
    previewPedidos: (run, selection) => api.previewPedidos(run, selection),
    pedidoTargets: (run, selection) => api.pedidoTargets(run, selection),
    terminate() {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/** Starts a report worker (a module worker: Vite bundles it) and wraps it. */
export function createReportClient(): ReportClient {
  const worker = new Worker(new URL('./report.worker.ts', import.meta.url), { type: 'module' });
  return wrapReportWorker(worker);
}
