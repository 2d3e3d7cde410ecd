import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import type { ReportClient } from '../../../workers/client';
import type { ReportKind, ReportRequest } from '../../../workers/contract';
import { useReportClient } from './ReportClientContext';
import { initialReportRunState, reportRunReducer } from './reportRunState';
import type { ReportRunState } from './reportRunState';

export interface ReportRun<K extends ReportKind> {
  state: ReportRunState<K>;
  /** The screen's worker: null while it starts (or restarts). */
  client: ReportClient | null;
  /** The worker could not be started (SPEC §8, 'Tentar novamente' offered). */
  failed: boolean;
  /** Reads the selected teams in the worker and computes the report (progress streams in). */
  generate: (request: ReportRequest) => Promise<void>;
  /** D21: the loaded result searched again in the worker (no reload). */
  search: (text: string) => Promise<void>;
  /** The last request again (after Atualizar Pedidos), keeping the search. */
  reload: () => Promise<void>;
  /**
   * 'Tentar novamente' (the worker died, failed to load, or a read failed): a fresh worker, then
   * the last report again, search included, as soon as it is up; with none asked for yet, only
   * the fresh worker.
   */
  retry: () => void;
  refuse: (message: string) => void;
  dismissValidation: () => void;
}

/**
 * The report run of one screen (SPEC §4 flow) and the worker it runs on (one per screen,
 * useReportClient). Everything that walks invoices happens in the worker; this keeps only the
 * handle, typed by the report. A later run supersedes an earlier one still in flight.
 */
export function useReportRun<K extends ReportKind>(kind: K): ReportRun<K> {
  const { client, failed, restart } = useReportClient();
  const [state, local] = useReducer(reportRunReducer<K>, undefined, initialReportRunState<K>);
  const lastRequest = useRef<ReportRequest | null>(null);
  const runId = useRef(0);
  const loaded = useRef(false);

  const generate = useCallback(
    async (request: ReportRequest) => {
      if (!client) return;
      const id = ++runId.current;
      lastRequest.current = request;
      local({ type: 'started' });
      try {
        const handle = await client.generate(kind, request, (progress) => {
          if (id === runId.current) local({ type: 'progressed', progress });
        });
        if (id !== runId.current) return;
        loaded.current = true;
        // Mounting the cards and the grid is the longest main-thread work of a report: as a
        // transition React renders it in slices and yields to input (issue 7, no task > 50 ms).
        startTransition(() => local({ type: 'loaded', handle }));
      } catch (error) {
        console.error(`reports: ${kind} could not be generated`, error);
        if (id !== runId.current) return;
        loaded.current = false;
        local({ type: 'failed' });
      }
    },
    [client, kind],
  );

  const search = useCallback(
    async (text: string) => {
      if (!client || !loaded.current) return;
      const id = ++runId.current;
      if (lastRequest.current) lastRequest.current = { ...lastRequest.current, search: text };
      local({ type: 'searchStarted' });
      try {
        const handle = await client.search(kind, text);
        if (id === runId.current) startTransition(() => local({ type: 'loaded', handle }));
      } catch (error) {
        console.error(`reports: ${kind} search failed`, error);
        if (id === runId.current) local({ type: 'failed' });
      }
    },
    [client, kind],
  );

  const reload = useCallback(async () => {
    if (lastRequest.current) await generate(lastRequest.current);
  }, [generate]);

  // The retry asked for runs the last report on the fresh worker once it is up.
  const retrying = useRef(false);
  useEffect(() => {
    if (!client || !retrying.current) return;
    retrying.current = false;
    void reload();
  }, [client, reload]);
  const retry = useCallback(() => {
    retrying.current = true;
    restart();
  }, [restart]);

  const refuse = useCallback((message: string) => local({ type: 'refused', message }), []);
  const dismissValidation = useCallback(() => local({ type: 'validationDismissed' }), []);

  return { state, client, failed, generate, search, reload, retry, refuse, dismissValidation };
}
