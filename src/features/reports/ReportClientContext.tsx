import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { ReportClient } from '../../../workers/client';

/**
 * How a report screen gets its worker: the app (composition root) provides a factory answering a
 * ReportClient already configured for the storage mode (fixture: a MessagePort to the shared
 * store; Firebase: the settings). Each report window starts its own worker and ends it on close.
 */
export type ReportClientFactory = () => Promise<ReportClient>;

const ReportClientContext = createContext<ReportClientFactory | null>(null);

/** Provided by src/app around the report routes (see docs/reports-ui.md). */
export function ReportClientProvider({
  create,
  children,
}: {
  create: ReportClientFactory;
  children: ReactNode;
}) {
  return <ReportClientContext.Provider value={create}>{children}</ReportClientContext.Provider>;
}

/** The screen's worker: null while it starts; `failed` when it could not be started. */
export interface ReportClientState {
  client: ReportClient | null;
  failed: boolean;
  /**
   * Ends the current worker (dead or alive) and starts a fresh one: 'Tentar novamente' after
   * the worker died or failed to load (its calls reject, workers/client.ts).
   */
  restart: () => void;
}

/** Starts one report worker for the life of the screen (or until `restart`); ends it on unmount. */
export function useReportClient(): ReportClientState {
  const create = useContext(ReportClientContext);
  const [started, setStarted] = useState<{ client: ReportClient | null; failed: boolean }>({
    client: null,
    failed: false,
  });
  const [generation, setGeneration] = useState(0);
  const restart = useCallback(() => {
    setStarted({ client: null, failed: false });
    setGeneration((g) => g + 1);
  }, []);

  useEffect(() => {
    if (!create) {
      console.error('reports: no ReportClientProvider above the report screen');
      return;
    }
    let live = true;
    let current: ReportClient | null = null;
    create().then(
      (client) => {
        current = client;
        // Issue 24: the worker being up re-renders the whole screen (its filters and Gerar
        // Relatório come alive) while the page may still be loading: as a transition React
        // renders it in slices.
        if (live) startTransition(() => setStarted({ client, failed: false }));
        else client.terminate();
      },
      (error: unknown) => {
        console.error('reports: the report worker could not start', error);
        if (live) setStarted({ client: null, failed: true });
      },
    );
    return () => {
      live = false;
      current?.terminate();
    };
  }, [create, generation]);

  return create ? { ...started, restart } : { client: null, failed: true, restart };
}
