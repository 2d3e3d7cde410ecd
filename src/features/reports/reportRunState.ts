import type { LoadProgress, ReportHandle, ReportKind } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';

/**
 * SPEC §4 report page flow: empty, loading, loaded (plus error). The handle is the worker's
 * small answer (cards, footers, chart series, row count), never the rows. Typed by the report,
 * so a screen's body reads its own report's summary without a cast.
 */
export interface ReportRunState<K extends ReportKind = ReportKind> {
  phase: 'empty' | 'loading' | 'loaded' | 'error';
  progress: LoadProgress | null;
  handle: ReportHandle<K> | null;
  /** Grows with every new handle (generate or search), so grids refetch and reset paging. */
  version: number;
  /** SPEC §5 message of the last refused Gerar Relatório. */
  validation: string | null;
  error: string | null;
  /** A search is being applied to the loaded result. */
  searching: boolean;
}

/** Before any Gerar Relatório: nothing loaded (SPEC §2 'Nenhum dado carregado'). */
export function initialReportRunState<K extends ReportKind>(): ReportRunState<K> {
  return {
    phase: 'empty',
    progress: null,
    handle: null,
    version: 0,
    validation: null,
    error: null,
    searching: false,
  };
}

/** What happens to a screen's run (useReportRun dispatches them). */
export type ReportRunEvent<K extends ReportKind> =
  | { type: 'refused'; message: string }
  | { type: 'started' }
  | { type: 'progressed'; progress: LoadProgress }
  | { type: 'loaded'; handle: ReportHandle<K> }
  | { type: 'failed' }
  | { type: 'searchStarted' }
  | { type: 'validationDismissed' };

/**
 * The run's state after `event`. A plain reducer rather than a Redux slice: it is one screen's
 * local state (useReducer), and a slice's state type cannot carry the report's type parameter.
 * An event that changes nothing answers the same state, so React skips the render (as the
 * slice's immer did).
 */
export function reportRunReducer<K extends ReportKind>(
  state: ReportRunState<K>,
  event: ReportRunEvent<K>,
): ReportRunState<K> {
  switch (event.type) {
    case 'refused':
      return state.validation === event.message ? state : { ...state, validation: event.message };
    case 'started':
      return { ...state, phase: 'loading', progress: null, validation: null, error: null };
    case 'progressed':
      return state.phase === 'loading' ? { ...state, progress: event.progress } : state;
    case 'loaded':
      return {
        ...state,
        phase: 'loaded',
        handle: event.handle,
        version: state.version + 1,
        progress: null,
        searching: false,
      };
    case 'failed':
      // SPEC §8: 'Erro ao carregar dados do relatório.'; the last good result is dropped.
      return {
        ...state,
        phase: 'error',
        error: M.loadError,
        handle: null,
        progress: null,
        searching: false,
      };
    case 'searchStarted':
      return state.searching ? state : { ...state, searching: true };
    case 'validationDismissed':
      return state.validation === null ? state : { ...state, validation: null };
  }
}

/**
 * A determinate fraction (0–1) for the progress bar: loading teams fills the first 80%,
 * normalizing bulletins the next 15% (counted, since the total is not known in advance).
 */
export function progressFraction(progress: LoadProgress | null): number {
  if (!progress) return 0;
  if (progress.phase === 'done') return 1;
  const teams = progress.teamsTotal > 0 ? progress.teamsLoaded / progress.teamsTotal : 1;
  if (progress.phase === 'loading') return 0.8 * teams;
  return 0.8 + 0.15 * (1 - 1 / (1 + progress.invoices / 5000));
}
