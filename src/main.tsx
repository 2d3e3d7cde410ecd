import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { App, AppTheme } from './app/App';
import { compose, configuredMode } from './app/composition';
import { IncompleteConfigScreen, StartupFailedScreen } from './app/StartupScreens';
import { LOGIN_PATH } from './app/paths';
import { loadFrames, preloadRoute } from './app/routes';
import { makeStore } from './app/store';
import { prefetchWhenIdle, whenIdle } from './shared/idle';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root');
const container: HTMLElement = found;

const base = import.meta.env.BASE_URL.replace(/\/$/, '');
const path = window.location.pathname.slice(base.length) || '/';

/**
 * Issue 24: /login comes with its markup (dist/login.html), and / and each report window with
 * their frame for a browser that keeps a session (index.html's inline script;
 * src/app/prerender.tsx): the app hydrates it, as a transition so the work is cut into short
 * tasks (React replays a click made meanwhile; LoginPage takes in text typed before). Any other
 * page, or a host that served that markup for another path, renders from scratch.
 */
function startRoot(app: ReactNode, hydrate: boolean): Root {
  if (hydrate) {
    let hydrated!: Root;
    startTransition(() => {
      hydrated = hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('hydration:', error),
      });
    });
    return hydrated;
  }
  container.replaceChildren();
  const root = createRoot(container);
  root.render(app);
  return root;
}

function showStartupFailure(error: unknown): void {
  console.error(error);
  root?.render(
    <AppTheme>
      <StartupFailedScreen
        message={error instanceof Error ? error.message : String(error)}
        fixture={configuredMode(import.meta.env) === 'fixture'}
      />
    </AppTheme>,
  );
}

// Issue 24: the app renders in this first task; the adapter's code and the data load behind
// its ports, so /login shows its form at once and every other screen its frame.
const prerendered = container.dataset.prerendered === path;
// Issue 24: the prerendered login needs no adapter until a sign-in (which waits for it), so it
// loads once the page is idle after hydrating, not during it. A frame's screen needs its data.
const composition = compose(
  import.meta.env,
  prerendered && path === LOGIN_PATH
    ? { after: new Promise((resolve) => whenIdle(() => resolve(null), 3000)) }
    : {},
);
// Issue 24: the screen's code downloads while the adapter (asked for first: the auth state
// needs it) and the data load.
preloadRoute(path);
let root: Root | undefined;

/** Renders the app: hydrating the page the HTML came with when `hydrate`, else from scratch. */
function start(hydrate: boolean): void {
  if (composition.status === 'incomplete') {
    root = startRoot(
      <AppTheme>
        <IncompleteConfigScreen missing={composition.missing} />
      </AppTheme>,
      hydrate,
    );
    return;
  }
  const { mode, ports, settings, services, failure } = composition;
  const store = makeStore(ports, { settings: { mode, ...settings } });
  root = startRoot(
    <StrictMode>
      <App store={store} services={services} base={base} />
    </StrictMode>,
    hydrate,
  );
  // An adapter or data that can never load replaces the app.
  failure.catch(showStartupFailure);
}

// Issue 24: the frames' chunk (not the login page's script). A frame in the HTML is hydrated
// with it: index.html preloads it beside this script, and the app starts once it is here (no
// top-level await: the chunk imports from this one); should it fail, the page renders from
// scratch. Elsewhere it loads in the background (on /login once idle), for the frame a later
// screen shows while its code loads.
if (prerendered && path !== LOGIN_PATH) {
  loadFrames().then(
    () => start(true),
    () => start(false),
  );
} else {
  start(prerendered);
  if (path === LOGIN_PATH) prefetchWhenIdle(loadFrames);
  else loadFrames().catch(() => undefined);
}
