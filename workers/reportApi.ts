import * as Comlink from 'comlink';
import { toList } from '../src/core/lists';
import type { PedidoTarget } from '../src/core/workflow';
import type { FirebaseSettings } from '../adapters/firebase';
import { createFixtureWorkerRepos } from '../adapters/memory';
import { KeptTeams, loadDataset, readPeriod, resolveGlobalFactor, resolveParams } from './load';
import type { LoadProgress, ReportRequest, ReportSources } from './load';
import { ReportServer } from './reportServer';
import { coelbaLineState, sameLineState } from './reports/coelba';
import { StaleReportError } from './contract';
import type {
  CoelbaSourceLine,
  CsvDownload,
  Page,
  PageRequest,
  PedidoPreview,
  ReportHandle,
  ReportKind,
  RowSelection,
  SortSpec,
  XlsxDownload,
} from './contract';

/**
 * How the worker reaches the data (P2): in fixture mode a MessagePort to the shared fixture
 * store (transfer it), in Firebase mode the app's settings (the worker signs in from the
 * session the main thread stored).
 */
export type WorkerConfig =
  { mode: 'fixture'; port: MessagePort } | { mode: 'firebase'; settings: FirebaseSettings };

export type { CsvDownload, XlsxDownload } from './contract';

/**
 * The report worker's API (ARCHITECTURE.md "The worker is the report server"). Raw invoices and
 * whole result sets stay here: the screen gets handles (cards, footers, charts, total), one page
 * of rows at a time, and the CSV as a transferred buffer.
 */
export interface ReportApi {
  /** Builds the InvoiceRepo (and catalog) the worker reads through; forgets kept results. */
  configure(config: WorkerConfig): Promise<void>;
  /**
   * Reads the selected teams afresh (one read per team, P1), computes `kind` and keeps it.
   * `onProgress` (a Comlink.proxy on the main thread) hears teams loaded and rows aggregated.
   */
  generate<K extends ReportKind>(
    kind: K,
    request: ReportRequest,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<ReportHandle<K>>;
  /** D21: the last `kind` with a new search text (no reload). */
  search<K extends ReportKind>(kind: K, text: string): Promise<ReportHandle<K>>;
  /** One sorted page (DataGrid server mode). */
  page<K extends ReportKind>(kind: K, request: PageRequest<K>): Promise<Page<K>>;
  /** D23, D24: the CSV of what the screen shows (same search, same sort). */
  exportCsv<K extends ReportKind>(kind: K, sort?: SortSpec<K> | null): Promise<CsvDownload>;
  /**
   * D50: the same rows as exportCsv as an Excel workbook (built on first use by a lazily loaded
   * module). Rejects with an XlsxRowLimitError past Excel's 1,048,576 rows.
   */
  exportXlsx<K extends ReportKind>(kind: K, sort?: SortSpec<K> | null): Promise<XlsxDownload>;
  /**
   * D49: what Atualizar Pedidos would write for a selection of the Coelba rows of result `run`
   * (ReportHandle.run): rows, lines, bulletins, total and lines that already carry a pedido.
   * Rejects with a StaleReportError when the kept result is another one.
   */
  previewPedidos(run: number, selection: RowSelection): Promise<PedidoPreview>;
  /**
   * D15, D49: the bulletins (read afresh) and line positions behind the same selection, for
   * core's updatePedidos. Rejects with a StaleReportError, and nothing may be written, when a
   * bulletin is gone or any selected line changed since the report was generated.
   */
  pedidoTargets(run: number, selection: RowSelection): Promise<PedidoTarget[]>;
  /**
   * Issue 22: the service lines Coelba row `id` of result `run` aggregates, read from the kept
   * result (no reload): bulletin, date, quantity and total of each. Rejects with a
   * StaleReportError when the kept result is another one.
   */
  coelbaSourceLines(run: number, id: number): Promise<CoelbaSourceLine[]>;
}

/** A developer message (the screen shows its own Portuguese sentence). */
const STALE_PEDIDO_LINES = (team: string, key: string) =>
  `bulletin ${team}/${key} changed since the report was generated`;

/**
 * The worker's composition root (P2): builds its sources from its configuration, through each
 * adapter's public entry. Both modes then read the same way: InvoiceRepo.listForPeriod per team
 * (load.ts); what makes fixture mode fast lives in the memory adapter (a packed period read).
 */
export async function sourcesFor(config: WorkerConfig): Promise<ReportSources> {
  if (config.mode === 'fixture') return createFixtureWorkerRepos(config.port);
  // Loaded only in Firebase mode, so the fixture build never pulls the SDK into the worker.
  const { createFirebaseWorkerRepos } = await import('../adapters/firebase');
  return createFirebaseWorkerRepos(config.settings);
}

function notify(onProgress: ((p: LoadProgress) => void) | undefined, progress: LoadProgress) {
  if (!onProgress) return;
  // A proxied callback answers with a promise; progress is best effort, never awaited.
  Promise.resolve(onProgress(progress) as unknown).catch(() => undefined);
}

/**
 * The API object the worker exposes (report.worker.ts), also usable in-thread with sources
 * given directly (tests, the CLI).
 */
export function createReportApi(initial?: ReportSources): ReportApi {
  let sources: ReportSources | null = initial ?? null;
  const server = new ReportServer();
  // Issue 17: each team's normalized bulletins, kept between reports while unchanged.
  const kept = new KeptTeams();

  const need = (): ReportSources => {
    if (!sources) throw new Error('report worker not configured');
    return sources;
  };

  return {
    async configure(config) {
      server.clear();
      kept.clear();
      sources = await sourcesFor(config);
    },
    async generate(kind, request, onProgress) {
      const src = need();
      const factor = await resolveGlobalFactor(src);
      const params = resolveParams(request);
      const data = await loadDataset(
        src,
        request.teams,
        factor,
        readPeriod(kind, params),
        (p) => notify(onProgress, p),
        kept,
      );
      return server.run(kind, data, params);
    },
    async search(kind, text) {
      return server.search(kind, text);
    },
    async page(kind, request) {
      return server.page(kind, request);
    },
    async exportCsv(kind, sort) {
      const { fileName, bytes } = server.csv(kind, sort);
      const buffer = bytes.buffer as ArrayBuffer;
      return Comlink.transfer({ fileName, buffer }, [buffer]);
    },
    async exportXlsx(kind, sort) {
      const { fileName, bytes } = await server.xlsx(kind, sort);
      const buffer = bytes.buffer as ArrayBuffer;
      return Comlink.transfer({ fileName, buffer }, [buffer]);
    },
    async previewPedidos(run, selection) {
      return server.coelbaSelection(run, selection).preview;
    },
    async pedidoTargets(run, selection) {
      const src = need();
      const { bulletins } = server.coelbaSelection(run, selection);
      return Promise.all(
        bulletins.map(async ({ team, key, lines }) => {
          const entry = await src.invoices.get(team, key);
          const stored = entry ? toList(entry.invoice.services) : [];
          const unchanged = lines.every(({ position, state }) => {
            const line = stored[position];
            return line !== undefined && sameLineState(coelbaLineState(line), state);
          });
          if (!entry || !unchanged) throw new StaleReportError(STALE_PEDIDO_LINES(team, key));
          return { entry, positions: lines.map((l) => l.position) };
        }),
      );
    },
    async coelbaSourceLines(run, id) {
      return server.coelbaSourceLines(run, id);
    },
  };
}
