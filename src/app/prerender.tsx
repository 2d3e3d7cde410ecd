/**
 * Issue 24: /login as HTML, rendered at build time (the `prerender-login` plugin of
 * vite.config.ts writes it into dist/login.html), so the form paints as soon as the page has
 * downloaded, before the 180 KB of script that make it work; main.tsx then hydrates it.
 *
 * It renders the app exactly as main.tsx does on /login before anything has loaded: the
 * build's mode and settings, ports whose adapter never comes (the auth state unknown, so the
 * form shows), the services the mode offers (only their presence shows on this screen).
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
import { LOGIN_PATH } from './paths';
import { makeStore } from './store';

/** The path main.tsx hydrates instead of rendering, and the page the plugin writes. */
export const PRERENDERED_PATH = LOGIN_PATH;

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
 * The /login page for the build's `env`, under `base` (the app's base path without its
 * trailing slash); null when the configuration is incomplete (that page renders no form).
 */
export function renderLoginPage(
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
        <App store={store} services={services} base={base} ssrPath={`${base}${PRERENDERED_PATH}`} />
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
