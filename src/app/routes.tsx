import { lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { REPORTS } from '../core/reports';
import { LoginPage } from '../features/auth/LoginPage';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import type * as FramesModule from './frames';
import { prefetchWhenIdle } from '../shared/idle';
import { RequireAuth } from './RequireAuth';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { NotFoundPage } from './NotFoundPage';
import { HOME_PATH, LOGIN_PATH } from './paths';

// Each screen loads on demand (React.lazy): a window opened for one screen downloads only it,
// and /login does not download the DataGrid of the home screen. One loader per screen chunk,
// shared by React.lazy and preloadRoute (issue 24: the route's code loads with the data).
const SCREENS = {
  home: () => import('../features/home/HomePage'),
  admin: () => import('../features/admin'),
  reports: () => import('./ReportsScreen'),
  bulletins: () => import('../features/bulletins'),
} as const;

/**
 * Issue 24: MUI's and the DataGrid's pt-BR texts, for every signed-in screen (the login page
 * needs none); downloaded beside the screen's chunk, under the same Suspense.
 */
const loadLocalizedTheme = () => import('../ui/localizedTheme');
const LocalizedTheme = lazy(() =>
  loadLocalizedTheme().then((module) => ({ default: module.LocalizedTheme })),
);

const HomePage = lazy(() => SCREENS.home().then((module) => ({ default: module.HomePage })));
const AdminUsersPage = lazy(() =>
  SCREENS.admin().then((module) => ({ default: module.AdminUsersPage })),
);
const ReportsScreen = lazy(() =>
  SCREENS.reports().then((module) => ({ default: module.ReportsScreen })),
);
const NewBulletinPage = lazy(() =>
  SCREENS.bulletins().then((module) => ({ default: module.NewBulletinPage })),
);
const EditBulletinPage = lazy(() =>
  SCREENS.bulletins().then((module) => ({ default: module.EditBulletinPage })),
);
const PrintableBulletinPage = lazy(() =>
  SCREENS.bulletins().then((module) => ({ default: module.PrintableBulletinPage })),
);

/**
 * Issue 24: starts downloading the code of the screen at `pathname` (relative to the app's
 * base) now, so it arrives while the session and the data load instead of after them. The
 * module is the one React.lazy imports later (the browser loads a module once). Errors are
 * left to the lazy screen, which imports it again when it renders.
 */
export function preloadRoute(pathname: string): void {
  const route = PROTECTED_ROUTES.find((r) => r.path === pathname);
  if (!route) return;
  SCREENS[route.screen]().catch(() => undefined);
  loadLocalizedTheme().catch(() => undefined);
}

/**
 * Issue 24: the screens a signed-in user opens next from the home screen (reports, the
 * bulletin editor and printable view), fetched once the browser is idle after the home screen
 * has painted, so they open at once.
 */
function PrefetchWhenIdle() {
  useEffect(() => prefetchWhenIdle(SCREENS.reports, SCREENS.bulletins), []);
  return null;
}

/** The frames' chunk (frames.tsx): known to the routes by its type alone. */
export type Frames = typeof FramesModule;

let frames: Frames | null = null;

/** Issue 24: the frames from now on (prerender.tsx gives them at once; the app loads them). */
export function provideFrames(module: Frames): void {
  frames = module;
}

/**
 * Issue 24: loads the frames' chunk (index.html preloads it). main.tsx waits for it before
 * hydrating a frame; until it has come, a screen whose code loads shows the spinner instead.
 */
export function loadFrames(): Promise<void> {
  return import('./frames').then(provideFrames);
}

/** `route`'s frame, once the frames have come. */
function frameOf(route: AppRoute): ReactNode | undefined {
  return route.frame && frames ? route.frame(frames) : undefined;
}

/** A signed-in route of SPEC §2: its path, what it renders and the chunk that holds it. */
export interface AppRoute {
  path: string;
  element: ReactNode;
  screen: keyof typeof SCREENS;
  /**
   * Issue 24: the screen's frame, shown while its code loads, and the page's markup when the
   * HTML came with it (prerender.tsx); without one, the spinner. Made from the frames' chunk.
   */
  frame?: (frames: Frames) => ReactNode;
}

const subscribeToNothing = () => () => undefined;

/**
 * Issue 24: `frame` while React renders to HTML or hydrates that HTML (the server has no
 * session: its page is the frame), then `children`, swapped in as a transition. The Suspense
 * around it has shown the hydrated frame, so while the screen's code loads React keeps that frame
 * (no second one built as the fallback), renders the screen in slices, and replaces the frame in
 * one commit. Rendered from scratch, `children` at once.
 */
function Framed({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [framed, setFramed] = useState(hydrating && frame !== undefined);
  useEffect(() => {
    if (framed) startTransition(() => setFramed(false));
  }, [framed]);
  return <>{framed ? frame : children}</>;
}

/**
 * Every signed-in route of SPEC §2. Screens not built yet show their placeholder; each issue
 * replaces its element here (lazily, like the screens above).
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    element: (
      <>
        <HomePage />
        <PrefetchWhenIdle />
      </>
    ),
    screen: 'home',
    frame: (f) => f.home(),
  },
  { path: '/new', element: <NewBulletinPage />, screen: 'bulletins' },
  { path: '/edit', element: <EditBulletinPage />, screen: 'bulletins' },
  { path: '/pdf', element: <PrintableBulletinPage />, screen: 'bulletins', frame: (f) => f.pdf() },
  { path: '/admin', element: <AdminUsersPage />, screen: 'admin' },
  ...REPORTS.map((report): AppRoute => ({
    path: report.path,
    element: <ReportsScreen id={report.id} />,
    screen: 'reports',
    frame: (f) => f.report(report),
  })),
];

/** SPEC §2: /login is public; every other route sends signed-out users to /login. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={LOGIN_PATH}>
        <LoginPage />
      </Route>
      {PROTECTED_ROUTES.map((route) => {
        const frame = frameOf(route);
        return (
          <Route key={route.path} path={route.path}>
            <ScreenErrorBoundary>
              <Suspense fallback={frame ?? <FullPageSpinner />}>
                <Framed frame={frame}>
                  <RequireAuth>
                    <LocalizedTheme>{route.element}</LocalizedTheme>
                  </RequireAuth>
                </Framed>
              </Suspense>
            </ScreenErrorBoundary>
          </Route>
        );
      })}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
