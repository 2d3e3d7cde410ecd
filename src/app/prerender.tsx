/**
 * Issue 24: /login as HTML, rendered at build time (the `prerender-login` plugin of
 * vite.config.ts writes it into dist/login.html), so the form paints as soon as the page has
 * downloaded, before the 180 KB of script that make it work; main.tsx then hydrates it.
 *
 * It renders the app exactly as main.tsx does on /login before anything has loaded: the
 * build's mode and settings, ports whose adapter never comes (the auth state unknown, so the
 * form shows), the services the mode offers (only their presence shows on this screen).
 */
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

/**
 * The /login markup for the build's `env`, under `base` (the app's base path without its
 * trailing slash), with the styles it needs inline (emotion moves them into the head before
 * hydration); null when the configuration is incomplete (that page renders no form).
 */
export function renderLoginPage(env: BuildEnv = import.meta.env, base = ''): string | null {
  const mode = configuredMode(env);
  if (mode === 'incomplete') return null;
  const store = makeStore(deferPorts(new Promise<Ports>(() => undefined)), {
    settings: { mode, ...readBuildSettings(env, mode) },
  });
  // What the form offers depends on which services exist (the demo reset); none runs here.
  const services: AppServices =
    mode === 'fixture' ? { resetDemoData: () => new Promise<void>(() => undefined) } : {};
  return renderToString(
    <StrictMode>
      <App store={store} services={services} base={base} ssrPath={`${base}${PRERENDERED_PATH}`} />
    </StrictMode>,
  );
}
