import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, AppTheme } from './app/App';
import { compose, configuredMode } from './app/composition';
import { IncompleteConfigScreen, StartupFailedScreen } from './app/StartupScreens';
import { preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import { FullPageSpinner } from './ui/FullPageSpinner';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

root.render(
  <AppTheme>
    <FullPageSpinner />
  </AppTheme>,
);

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
// Issue 24: the screen's code downloads while the adapters start and the data loads.
preloadRoute(window.location.pathname.slice(base.length) || '/');

function showStartupFailure(error: unknown): void {
  console.error(error);
  root.render(
    <AppTheme>
      <StartupFailedScreen
        message={error instanceof Error ? error.message : String(error)}
        fixture={configuredMode(import.meta.env) === 'fixture'}
      />
    </AppTheme>,
  );
}

compose(import.meta.env).then((composition) => {
  if (composition.status === 'incomplete') {
    root.render(
      <AppTheme>
        <IncompleteConfigScreen missing={composition.missing} />
      </AppTheme>,
    );
    return;
  }
  const { mode, ports, settings, services, failure } = composition;
  const store = makeStore(ports, { settings: { mode, ...settings } });
  root.render(
    <StrictMode>
      <App store={store} services={services} base={base} />
    </StrictMode>,
  );
  // The app is up before its data (issue 24): data that can never load replaces it.
  failure?.catch(showStartupFailure);
}, showStartupFailure);
