/**
 * Test helpers (redux-templates' renderWithProviders): the app's providers around a component,
 * with a store built exactly as the composition root builds it, over the memory adapter.
 *
 * src/testing is the test-support layer (bulletproof-react's src/testing): it may import the
 * app, the shared layer and the memory adapter, and only test files import it (lint zone), so a
 * feature's test renders the real app while the feature's code never reaches src/app.
 */
import { configure, render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach } from 'vitest';
import tinyFixture from '../../fixtures/tiny.json';
import { createLocalTreeStore, createMemoryPorts } from '../../adapters/memory';
import type { Ports } from '../core/ports';
import { App } from '../app/App';
import { deferPorts } from '../app/deferredPorts';
import { LocalizedTheme } from '../ui/localizedTheme';
import { prefetchDataGrid } from '../ui/report';
import { makeStore } from '../app/store';
import type { AppServices } from '../shared/services';
import type { AppStore, RootState } from '../shared/store';

// Screens load lazily (React.lazy) and the grid is heavy: on a busy 2-core machine the
// default 1 s of findBy/waitFor is too short to be reliable.
configure({ asyncUtilTimeout: 5000 });

// Issue 24: the app loads the DataGrid's code after a report screen has painted (ServerGrid).
// A screen test loads it with this module, before its tests, as it did when the grid was part
// of the screen's code: a test's waits time the screen, not the import of the grid.
await prefetchDataGrid();

/**
 * For `describe(name, SCREEN_TEST_OPTIONS, fn)`: a whole screen rendered in jsdom (the first
 * test of a file also pays for loading the lazy screen and the DataGrid) takes seconds on a busy
 * machine, more than vitest's default 5 s per test.
 */
export const SCREEN_TEST_OPTIONS = { timeout: 30_000 } as const;

/**
 * Memory ports over a tree loaded from an RTDB export (default: the committed tiny fixture).
 * The session is kept in memory only, so tests never share it.
 */
export function createTestPorts(json: unknown = tinyFixture): Ports {
  return createMemoryPorts(createLocalTreeStore(structuredClone(json)), {
    auth: { storage: null, events: null },
  });
}

/**
 * Issue 24: the ports as the app has them while its storage adapter still downloads
 * (src/app/deferredPorts.ts); `load` hands them the adapter (default: createTestPorts()).
 */
export function createLoadingPorts() {
  let resolve: (ports: Ports) => void = () => undefined;
  const ports = deferPorts(new Promise<Ports>((r) => (resolve = r)));
  return { ports, load: (adapter: Ports = createTestPorts()) => resolve(adapter) };
}

/**
 * Like createTestPorts, with the tree store they write to, so a test can read what was written
 * and rehearse failed writes (`tree.simulateWriteFailures([{ path: 'forms/T' }])`).
 */
export function createTestBackend(json: unknown = tinyFixture) {
  const tree = createLocalTreeStore(structuredClone(json));
  return { tree, ports: createMemoryPorts(tree, { auth: { storage: null, events: null } }) };
}

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  ports?: Ports;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  services?: AppServices;
  /** The starting path of the in-memory location (default '/'). */
  path?: string;
}

/**
 * Renders `ui` (or, with null, the app's routes) inside the store, services, theme and an
 * in-memory router. Returns the store, the ports and the location so tests can assert on them.
 *
 * @example
 * const { store } = renderWithProviders(null, { path: '/login' });
 */
export function renderWithProviders(
  ui: ReactElement | null,
  {
    ports = createTestPorts(),
    preloadedState,
    store = makeStore(ports, preloadedState),
    services = {},
    path = '/',
    ...renderOptions
  }: ExtendedRenderOptions = {},
) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <App store={store} services={services} location={location.hook}>
      {ui ? <LocalizedTheme>{ui}</LocalizedTheme> : undefined}
    </App>,
    renderOptions,
  );
  return {
    store,
    ports,
    /** The current path of the in-memory router. */
    currentPath: () => location.history.at(-1) ?? path,
    navigate: location.navigate,
    ...result,
  };
}

/**
 * jsdom has no window.matchMedia: MUI's useMediaQuery then answers "narrow screen". This makes
 * every query `pattern` matches match. Returns the restore function.
 */
function emulateMedia(pattern: RegExp): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: pattern.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}

/** A desktop: every min-width query matches. Returns the restore function. */
export function emulateDesktopViewport(): () => void {
  return emulateMedia(/min-width/);
}

function perTest(emulate: () => () => void): void {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = emulate();
  });
  afterEach(() => restore());
}

/** emulateDesktopViewport before every test of the file, restored after each. */
export function desktopViewportPerTest(): void {
  perTest(emulateDesktopViewport);
}

/**
 * Issue 40: a phone: every max-width query matches and no min-width one does (below `sm`), and
 * the pointer is coarse (a touch screen). Set before every test of the file, restored after each.
 */
export function phoneViewportPerTest(): void {
  perTest(() => emulateMedia(/max-width|pointer:\s*coarse/));
}
