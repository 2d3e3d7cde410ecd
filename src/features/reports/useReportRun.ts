import { startTransition, useCallback, useReducer, useRef } from 'react';
import type { ReportId } from '../../core';
import type { ReportClient } from '../../../workers/client';
import type { ReportRequest } from '../../../workers/contract';
import { initialReportRunState, reportRunActions as A, reportRunSlice } from './reportSlice';
import type { ReportRunState } from './reportSlice';

export interface ReportRun {
  state: ReportRunState;
  /** Reads the selected teams in the worker and computes the report (progress streams in). */
  generate: (request: ReportRequest) => Promise<void>;
  /** D21: the loaded result searched again in the worker (no reload). */
  search: (text: string) => Promise<void>;
  /** The last request again (after Atualizar Pedidos), keeping the search. */
  reload: () => Promise<void>;
  refuse: (message: string) => void;
  dismissValidation: () => void;
}

/**
 * The report run of one screen (SPEC §4 flow). Everything that walks invoices happens in the
 * worker; this keeps only the handle. A later run supersedes an earlier one still in flight.
 */
export function useReportRun(kind: ReportId, client: ReportClient | null): ReportRun {
  const [state, local] = useReducer(reportRunSlice.reducer, initialReportRunState);
  const lastRequest = useRef<ReportRequest | null>(null);
  const runId = useRef(0);
  const loaded = useRef(false);

  const generate = useCallback(
    async (request: ReportRequest) => {
      if (!client) return;
      const id = ++runId.current;
      lastRequest.current = request;
      local(A.started());
      try {
        const handle = await client.generate(kind, request, (progress) => {
          if (id === runId.current) local(A.progressed(progress));
        });
        if (id !== runId.current) return;
        loaded.current = true;
        // Mounting the cards and the grid is the longest main-thread work of a report: as a
        // transition React renders it in slices and yields to input (issue 7, no task > 50 ms).
        startTransition(() => local(A.loaded(handle)));
      } catch (error) {
        console.error(`reports: ${kind} could not be generated`, error);
        if (id !== runId.current) return;
        loaded.current = false;
        local(A.failed());
      }
    },
    [client, kind],
  );

  const search = useCallback(
    async (text: string) => {
      if (!client || !loaded.current) return;
      const id = ++runId.current;
      if (lastRequest.current) lastRequest.current = { ...lastRequest.current, search: text };
      local(A.searchStarted());
      try {
        const handle = await client.search(kind, text);
        if (id === runId.current) startTransition(() => local(A.loaded(handle)));
      } catch (error) {
        console.error(`reports: ${kind} search failed`, error);
        if (id === runId.current) local(A.failed());
      }
    },
    [client, kind],
  );

  const reload = useCallback(async () => {
    if (lastRequest.current) await generate(lastRequest.current);
  }, [generate]);

  const refuse = useCallback((message: string) => local(A.refused(message)), []);
  const dismissValidation = useCallback(() => local(A.validationDismissed()), []);

  return { state, generate, search, reload, refuse, dismissValidation };
}
