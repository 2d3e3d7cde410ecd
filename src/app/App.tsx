import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { AppRoutes } from './routes';
import { selectPendingWrites, watchConnection } from '../shared/connection';
import { useAppSelector } from '../shared/hooks';
import { ServicesProvider } from '../shared/services';
import type { AppServices } from '../shared/services';
import { selectAuthStatus, selectSessionUser, watchAuth } from '../shared/session';
import type { SessionHints } from '../shared/session';
import type { AppStore } from '../shared/store';
import { useConnectionBanner } from '../shared/useConnectionBanner';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { ConnectionBanner } from '../ui/ConnectionBanner';
import { theme } from '../ui/theme';

/** Theme, baseline and pt-BR locales (the locales are part of the theme). */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/**
 * Watches the auth state for the life of the app (SPEC §7), through the store's ports, and
 * keeps this browser's session hint (issue 24) equal to the session user: written whenever it
 * changes, cleared once signed out.
 */
function AuthWatcher({ store, hints }: { store: AppStore; hints?: SessionHints }) {
  useEffect(() => store.dispatch(watchAuth(hints)), [store, hints]);
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectSessionUser);
  useEffect(() => {
    if (status === 'signedIn' && user) hints?.write(user);
    else if (status === 'signedOut') hints?.clear();
  }, [hints, status, user]);
  return null;
}

/**
 * Issue 23, on every screen: follows the connection (ConnectionPort) for the life of the app,
 * shows the banner while offline or while a write waits too long, and asks before the page is
 * left with a write in flight.
 */
function ConnectionStatus({ store }: { store: AppStore }) {
  useEffect(() => store.dispatch(watchConnection()), [store]);
  useLeaveGuard(useAppSelector(selectPendingWrites) > 0);
  return <ConnectionBanner open={useConnectionBanner()} />;
}

interface AppProps {
  store: AppStore;
  services?: AppServices;
  /** Tests pass wouter's memory location; the app uses the browser's. */
  location?: BaseLocationHook;
  /** The app's base path (import.meta.env.BASE_URL without the trailing slash). */
  base?: string;
  /** Rendering to HTML at build time (prerender.tsx): the page's path, base included. */
  ssrPath?: string;
  children?: ReactNode;
}

/** The whole app for a built store: providers, the auth and connection watchers, the routes. */
export function App({ store, services = {}, location, base, ssrPath, children }: AppProps) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <AppTheme>
          <AuthWatcher store={store} hints={services.sessionHints} />
          <ConnectionStatus store={store} />
          <Router hook={location} base={base} ssrPath={ssrPath}>
            {children ?? <AppRoutes />}
          </Router>
        </AppTheme>
      </ServicesProvider>
    </Provider>
  );
}
