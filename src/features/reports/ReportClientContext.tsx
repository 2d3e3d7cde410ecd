import { createContext, useContext, useEffect, useState } from 'react';
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

/** The screen's worker: null while it starts; `failed` when it could not be configured. */
export interface ReportClientState {
  client: ReportClient | null;
  failed: boolean;
}

/** Starts one report worker for the life of the screen and terminates it on unmount. */
export function useReportClient(): ReportClientState {
  const create = useContext(ReportClientContext);
  const [state, setState] = useState<ReportClientState>({ client: null, failed: false });

  useEffect(() => {
    if (!create) {
      console.error('reports: no ReportClientProvider above the report screen');
      return;
    }
    let live = true;
    let started: ReportClient | null = null;
    create().then(
      (client) => {
        started = client;
        if (live) setState({ client, failed: false });
        else client.terminate();
      },
      (error: unknown) => {
        console.error('reports: the report worker could not start', error);
        if (live) setState({ client: null, failed: true });
      },
    );
    return () => {
      live = false;
      started?.terminate();
    };
  }, [create]);

  return create ? state : { client: null, failed: true };
}
