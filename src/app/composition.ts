/**
 * THE composition root (ARCHITECTURE "One composition root"): reads the build configuration,
 * picks the storage adapters and returns everything the app is built from. Nothing else in the
 * app imports an adapter.
 *
 * - No VITE_FIREBASE_* setting: fixture mode, the memory adapter over the demo export served at
 *   /fixtures/demo.json or, when none is served, today's demo data generated in the SharedWorker
 *   that shares it with every tab (P2). The composition does not wait for that data (issue 24).
 * - Every required VITE_FIREBASE_* setting: the Firebase adapter.
 * - Some but not all: nothing starts; the page lists what is missing.
 *
 * Adapters are imported dynamically so each mode downloads only its own (the Firebase SDK is not
 * part of the fixture build's first load, and the other way round); the ports returned at once
 * wait for them (deferredPorts.ts), so nothing waits before the first screen renders.
 */
import { readFirebaseConfig } from '../../adapters/firebase/config';
import { createIndexedDbDraftStore } from '../../adapters/memory/draftStore';
import { startFixtureStoreWorker } from '../../adapters/memory/fixtureStoreWorker';
import type { HistoryEvent, InvoiceEntry } from '../core/model';
import type { Ports, UserEntry } from '../core/ports';
import type { ReportClient, WorkerConfig } from '../../workers/client';
import { readBuildSettings } from './config';
import { deferPorts } from './deferredPorts';
import type { BuildEnv, BuildSettings } from './config';
import type { AppServices } from '../shared/services';
import { storedSessionHints } from '../shared/sessionHint';
import type { HintStorage } from '../shared/sessionHint';
import type { StorageMode } from '../shared/settingsSlice';

export type Composition =
  | {
      status: 'ready';
      mode: StorageMode;
      ports: Ports;
      settings: BuildSettings;
      services: AppServices;
      /**
       * Issue 24: the app starts before its adapter's code and its data have loaded (the
       * ports' calls wait for them); this rejects when either never can (a failed download,
       * fixture mode's broken demo), so the page can say so. It never resolves.
       */
      failure: Promise<never>;
    }
  /** Some VITE_FIREBASE_* settings are set but not all the required ones. */
  | { status: 'incomplete'; missing: string[] };

/** P60: the photo worker, loaded with the first picture a person takes (both modes). */
const preparePhoto: NonNullable<AppServices['preparePhoto']> = (picture, onProgress) =>
  import('../../workers/photos/photoClient').then(({ preparePhoto: prepare }) =>
    prepare(picture, onProgress),
  );

/** A report worker (loaded on demand: only report windows download the engine), configured. */
async function startReportClient(config: WorkerConfig): Promise<ReportClient> {
  const { createReportClient } = await import('../../workers/client');
  const client = createReportClient();
  try {
    await client.configure(config);
  } catch (error) {
    client.terminate();
    throw error;
  }
  return client;
}

/**
 * Fixture mode only: the demo database read through the app's own InvoiceRepo, on
 * `window.faturamentoDemo`, for a developer at the console and for the e2e checks that compare
 * the whole database before and after an action (issue 21). Read-only; never in Firebase mode.
 */
export interface DemoReader {
  /** forms/{team}, whole (InvoiceRepo.listAll). */
  listForms(team: string): Promise<InvoiceEntry[]>;
  /** Every record of users and users-mobile (UserRepo.listUsers), for the admin checks. */
  listUsers(): Promise<UserEntry[]>;
  /** history/{team}/{key}, oldest first (InvoiceRepo.history, issue 15). */
  history(team: string, key: string): Promise<HistoryEvent[]>;
}

/** The global name of the DemoReader. */
export const DEMO_READER_GLOBAL = 'faturamentoDemo';

/** The demo export's URL, under the app's base path (optional: without it the demo is generated). */
export function fixtureUrl(env: BuildEnv): string {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  return `${base.replace(/\/?$/, '/')}fixtures/demo.json`;
}

/** The mode the configuration asks for (fixture, firebase or incomplete). */
export function configuredMode(env: BuildEnv): 'fixture' | 'firebase' | 'incomplete' {
  return readFirebaseConfig(env).mode;
}

export interface ComposeOptions {
  /**
   * Issue 24: starts the adapter (its download, the fixture store's worker) only once this
   * resolves; the ports wait meanwhile. main.tsx passes "idle after hydrating" on the
   * prerendered /login, which needs no adapter until a sign-in, so loading it does not compete
   * with the hydration on a slow phone. Default: at once.
   */
  after?: Promise<unknown>;
}

/**
 * Builds the app's ports for the configured mode, synchronously (issue 24): the adapter's code
 * downloads meanwhile, and the ports wait for it (deferPorts), so the first screen renders at
 * once. Nothing waits for data either: in fixture mode every call waits in the shared store
 * until the demo is loaded (fixtureStoreApi.ts), so a screen shows its frame and fills in.
 */
export function compose(
  env: BuildEnv = import.meta.env,
  { after }: ComposeOptions = {},
): Composition {
  const firebase = readFirebaseConfig(env);
  if (firebase.mode === 'incomplete') return { status: 'incomplete', missing: firebase.missing };
  const start = after ?? Promise.resolve();
  const sessionHints = storedSessionHints(browserStorage());
  // P63: drafts belong to the device they were typed on: this browser's IndexedDB, both modes.
  const drafts = typeof indexedDB === 'undefined' ? undefined : createIndexedDbDraftStore();

  if (firebase.mode === 'firebase') {
    const adapter = start
      .then(() => import('../../adapters/firebase/ports'))
      .then(({ createFirebasePorts }) => createFirebasePorts(firebase.config));
    return {
      status: 'ready',
      mode: 'firebase',
      ports: deferPorts(adapter),
      settings: readBuildSettings(env, 'firebase'),
      failure: adapter.then(never),
      services: {
        createReportClient: () =>
          startReportClient({ mode: 'firebase', settings: firebase.config }),
        sessionHints,
        preparePhoto,
        drafts,
      },
    };
  }

  // Issue 24: the store's SharedWorker starts now; its script, its chunks and the demo load
  // while the adapter's code downloads (they are the longest part of a cold start).
  const worker = after ? null : startFixtureStoreWorker();
  const fixture = start.then(async () => {
    const memory = await import('../../adapters/memory');
    // Started late (`after`): opening the store starts its worker.
    const shared = memory.openSharedFixtureStore(fixtureUrl(env), worker);
    // Fixture mode refuses what the database rules refuse (team scope), so a demo never shows
    // what production would deny. The demo reader is a developer's whole view: unscoped. The
    // connection is the shared store's health (issue 23): a store that died or hangs is offline.
    const ports = memory.createMemoryPorts(shared.store, {
      scopeToUser: true,
      connection: { watchConnection: (onChange) => shared.watchHealth(onChange) },
      // P60: the demo's photos stay in this browser (every tab), for the day.
      ...(typeof indexedDB !== 'undefined' && { photos: memory.createIndexedDbPhotoBackend() }),
    });
    const everything = memory.createMemoryInvoiceRepo(shared.store);
    const reader: DemoReader = {
      listForms: (team) => everything.listAll(team),
      listUsers: () => ports.users.listUsers(),
      history: (team, key) => everything.history(team, key),
    };
    (globalThis as Record<string, unknown>)[DEMO_READER_GLOBAL] = reader;
    return { shared, ports };
  });
  return {
    status: 'ready',
    mode: 'fixture',
    ports: deferPorts(fixture.then(({ ports }) => ports)),
    settings: readBuildSettings(env, 'fixture'),
    // The adapter's code, then the demo: either never coming is the startup failure.
    failure: fixture.then(({ shared }) => shared.ready).then(never),
    services: {
      sessionHints,
      preparePhoto,
      drafts,
      resetDemoData: () => fixture.then(({ shared }) => shared.reset()),
      createStorePort: () => fixture.then(({ shared }) => shared.createPortForWorker()),
      createReportClient: () =>
        fixture.then(({ shared }) =>
          startReportClient({ mode: 'fixture', port: shared.createPortForWorker() }),
        ),
    },
  };
}

/** This browser's localStorage, or null where there is none or it is blocked. */
function browserStorage(): HintStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** What `failure` becomes once everything has loaded: it never settles. */
function never(): Promise<never> {
  return new Promise<never>(() => undefined);
}
