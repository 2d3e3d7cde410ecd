import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, AppTheme } from './app/App';
import { compose, configuredMode } from './app/composition';
import { IncompleteConfigScreen, StartupFailedScreen } from './app/StartupScreens';
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

compose(import.meta.env).then(
  (composition) => {
    if (composition.status === 'incomplete') {
      root.render(
        <AppTheme>
          <IncompleteConfigScreen missing={composition.missing} />
        </AppTheme>,
      );
      return;
    }
    const { mode, ports, settings, services } = composition;
    const store = makeStore(ports, { settings: { mode, ...settings } });
    root.render(
      <StrictMode>
        <App store={store} services={services} base={import.meta.env.BASE_URL.replace(/\/$/, '')} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error(error);
    root.render(
      <AppTheme>
        <StartupFailedScreen
          message={error instanceof Error ? error.message : String(error)}
          fixture={configuredMode(import.meta.env) === 'fixture'}
        />
      </AppTheme>,
    );
  },
);
