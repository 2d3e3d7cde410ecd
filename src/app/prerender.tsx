/**
 * Issue 24: pages as HTML, rendered at build time by the `prerender` plugin of vite.config.ts,
 * so they paint as soon as the page has downloaded, before the script that makes them work;
 * main.tsx then hydrates them.
 * - /login, written into dist/login.html: the form.
 * - /, kept in dist/index.html as a template that a small inline script shows when the page is
 *   / and this browser keeps a session (`homeFrameScript`): the home screen's frame (routes'
 *   `frame`, HomeFrame), whose welcome title is the page's largest paint.
 *
 * Each renders the app exactly as main.tsx does before anything has loaded: the build's mode
 * and settings, ports whose adapter never comes (the auth state unknown), the services the
 * mode offers (only their presence shows on these screens).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Ports } from '../core/ports';
import type { AppServices } from '../shared/services';
import { App } from './App';
import { configuredMode } from './composition';
import { readBuildSettings } from './config';
import type { BuildEnv } from './config';
import { deferPorts } from './deferredPorts';
import { SESSION_HINT_KEY } from '../shared/sessionHint';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { makeStore } from './store';

export { HOME_PATH, LOGIN_PATH };

/** The id of index.html's template that holds the home screen's frame. */
export const HOME_FRAME_TEMPLATE = 'prerendered-home';

/** The prerendered page: the markup for #root and the one style element for the head. */
export interface PrerenderedPage {
  markup: string;
  /**
   * Every style the markup uses, in ONE `<style data-emotion="css id …">`: emotion's browser
   * cache (key 'css', MUI's) adopts it at startup and inserts none of those rules again. One
   * element, because emotion moves each server style element into the head before hydrating,
   * and moving ~60 of them cost a 40 ms task on a throttled phone.
   */
  style: string;
}

/**
 * The page at `path` (LOGIN_PATH or HOME_PATH) for the build's `env`, under `base` (the app's
 * base path without its trailing slash); null when the configuration is incomplete (its page
 * is the configuration screen, never prerendered).
 */
export function renderPage(
  path: string,
  env: BuildEnv = import.meta.env,
  base = '',
): PrerenderedPage | null {
  const mode = configuredMode(env);
  if (mode === 'incomplete') return null;
  const store = makeStore(deferPorts(new Promise<Ports>(() => undefined)), {
    settings: { mode, ...readBuildSettings(env, mode) },
  });
  // What the form offers depends on which services exist (the demo reset); none runs here.
  const services: AppServices =
    mode === 'fixture' ? { resetDemoData: () => new Promise<void>(() => undefined) } : {};
  // compat: the styles are collected in `inserted`, not written inline before each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <App store={store} services={services} base={base} ssrPath={`${base}${path}`} />
      </CacheProvider>
    </StrictMode>,
  );
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = rules.map(([id]) => id).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return { markup, style: `<style data-emotion="css ${ids}">${css}</style>` };
}

/**
 * The inline script placed right after index.html's #root: on / (under `base`), in a browser
 * that keeps a session (the hint the app writes, SESSION_HINT_KEY), it puts the home frame's
 * markup into #root and marks it for main.tsx to hydrate. Anywhere else, or for a visitor who
 * is not signed in (who is sent to /login), #root stays empty. Storage that throws counts as
 * no session.
 */
export function homeFrameScript(base: string): string {
  const json = JSON.stringify;
  return (
    `(function(){try{var r=document.getElementById('root'),` +
    `t=document.getElementById(${json(HOME_FRAME_TEMPLATE)}),` +
    `p=location.pathname.slice(${json(base)}.length)||'/';` +
    `if(r&&t&&p===${json(HOME_PATH)}&&localStorage.getItem(${json(SESSION_HINT_KEY)})){` +
    `r.setAttribute('data-prerendered',p);r.appendChild(t.content.cloneNode(true))}}catch(e){}})()`
  );
}
