import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LoadProgress, ReportHandle } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';

/**
 * SPEC §4 report page flow: empty, loading, loaded (plus error). The handle is the worker's
 * small answer (cards, footers, chart series, row count), never the rows.
 */
export interface ReportRunState {
  phase: 'empty' | 'loading' | 'loaded' | 'error';
  progress: LoadProgress | null;
  handle: ReportHandle | null;
  /** Grows with every new handle (generate or search), so grids refetch and reset paging. */
  version: number;
  /** SPEC §5 message of the last refused Gerar Relatório. */
  validation: string | null;
  error: string | null;
  /** A search is being applied to the loaded result. */
  searching: boolean;
}

export const initialReportRunState: ReportRunState = {
  phase: 'empty',
  progress: null,
  handle: null,
  version: 0,
  validation: null,
  error: null,
  searching: false,
};

export const reportRunSlice = createSlice({
  name: 'reportRun',
  initialState: initialReportRunState,
  reducers: {
    refused(state, action: PayloadAction<string>) {
      state.validation = action.payload;
    },
    started(state) {
      state.phase = 'loading';
      state.progress = null;
      state.validation = null;
      state.error = null;
    },
    progressed(state, action: PayloadAction<LoadProgress>) {
      if (state.phase === 'loading') state.progress = action.payload;
    },
    loaded(state, action: PayloadAction<ReportHandle>) {
      state.phase = 'loaded';
      state.handle = action.payload;
      state.version += 1;
      state.progress = null;
      state.searching = false;
    },
    failed(state) {
      // SPEC §8: 'Erro ao carregar dados do relatório.'; the last good result is dropped.
      state.phase = 'error';
      state.error = M.loadError;
      state.handle = null;
      state.progress = null;
      state.searching = false;
    },
    searchStarted(state) {
      state.searching = true;
    },
    validationDismissed(state) {
      state.validation = null;
    },
  },
});

export const reportRunActions = reportRunSlice.actions;

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
