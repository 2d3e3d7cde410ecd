import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { REPORTS } from '../core/reports';
import { LoginPage } from '../features/auth/LoginPage';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { RequireAuth } from './RequireAuth';
import { NotFoundPage } from './NotFoundPage';

// Each screen loads on demand (React.lazy): a window opened for one screen downloads only it,
// and /login does not download the DataGrid of the home screen.
const HomePage = lazy(() =>
  import('../features/home/HomePage').then((module) => ({ default: module.HomePage })),
);
const AdminUsersPage = lazy(() =>
  import('../features/admin').then((module) => ({ default: module.AdminUsersPage })),
);
const ReportsScreen = lazy(() =>
  import('./ReportsScreen').then((module) => ({ default: module.ReportsScreen })),
);
const NewBulletinPage = lazy(() =>
  import('../features/bulletins').then((module) => ({ default: module.NewBulletinPage })),
);
const EditBulletinPage = lazy(() =>
  import('../features/bulletins').then((module) => ({ default: module.EditBulletinPage })),
);
const PrintableBulletinPage = lazy(() =>
  import('../features/bulletins').then((module) => ({ default: module.PrintableBulletinPage })),
);

/** A signed-in route of SPEC §2: its path and what it renders. */
export interface AppRoute {
  path: string;
  element: ReactNode;
}

/**
 * Every signed-in route of SPEC §2. Screens not built yet show their placeholder; each issue
 * replaces its element here (lazily, like the screens above).
 */
export const PROTECTED_ROUTES: readonly AppRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/new', element: <NewBulletinPage /> },
  { path: '/edit', element: <EditBulletinPage /> },
  { path: '/pdf', element: <PrintableBulletinPage /> },
  { path: '/admin', element: <AdminUsersPage /> },
  ...REPORTS.map((report) => ({
    path: report.path,
    element: <ReportsScreen id={report.id} />,
  })),
];

/** SPEC §2: /login is public; every other route sends signed-out users to /login. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <LoginPage />
      </Route>
      {PROTECTED_ROUTES.map((route) => (
        <Route key={route.path} path={route.path}>
          <RequireAuth>
            <Suspense fallback={<FullPageSpinner />}>{route.element}</Suspense>
          </RequireAuth>
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
