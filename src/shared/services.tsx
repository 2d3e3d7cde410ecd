import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ReportClient } from '../../workers/client';
import type { PreparedPhoto } from '../core/photos';
import type { DraftStore } from '../core/ports';
import type { SessionHints } from './session';

/**
 * What the composition root (src/app/composition.ts) offers beyond the ports, for the screens
 * that need it. Every member is optional: Firebase mode has no demo data to reset and no shared
 * store to hand a worker.
 */
export interface AppServices {
  /** P2: forgets the demo's edits in every tab (fixture mode only). */
  resetDemoData?: () => Promise<void>;
  /**
   * P2: a fresh MessagePort to the shared fixture store, to transfer to the report worker so it
   * reads the same data as the tabs (fixture mode only).
   */
  createStorePort?: () => Promise<MessagePort>;
  /**
   * Starts a report worker configured for the storage mode (fixture: a port to the shared store;
   * Firebase: the settings, so it signs in with the user's credentials and reads for itself).
   */
  createReportClient?: () => Promise<ReportClient>;
  /**
   * Issue 24: the signed-in user kept in this browser, so the next page shows its screen before
   * the user record is read again (sessionHint.ts). Absent: every page waits for the record.
   */
  sessionHints?: SessionHints;
  /**
   * P60: makes a picked picture ready to store (upright, at most 1600 px, JPEG 0.8) off the main
   * thread; `onProgress` hears 0–100. Absent: the structure dialog offers only the URL field.
   */
  preparePhoto?: (picture: Blob, onProgress?: (percent: number) => void) => Promise<PreparedPhoto>;
  /**
   * P63: what /new and the editor's header hold unsaved, kept in this browser (both modes).
   * Absent: nothing is kept or offered.
   */
  drafts?: DraftStore;
}

const ServicesContext = createContext<AppServices>({});

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The composition root's services (see AppServices). */
export function useAppServices(): AppServices {
  return useContext(ServicesContext);
}
