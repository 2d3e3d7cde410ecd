/**
 * Issue 24: pages as HTML, rendered at build time by the `prerender` plugin of vite.config.ts,
 * so they paint as soon as the page has downloaded, before the script that makes them work;
 * main.tsx then hydrates them.
 * - /login, written into dist/login.html: the form.
 * - the frames of / and of the report screens (routes' `frame`: HomeFrame, ReportFrame), kept
 *   in dist/index.html as templates; a small inline script shows the one of the page opened
 *   when this browser keeps a session (`frameScript`). Their titles are the pages' largest
 *   paint.
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
import * as frames from './frames';
import { PROTECTED_ROUTES, provideFrames } from './routes';
import { makeStore } from './store';

export { HOME_PATH, LOGIN_PATH };

// The build renders the frames with their chunk's code at hand (the app loads it first).
provideFrames(frames);

/** Prerendered pages: the markup for #root of each, and the one style element for the head. */
export interface PrerenderedPages {
  /** Each page's path (without the base) and its markup. */
  pages: { path: string; markup: string }[];
  /**
   * Every style the markups use, in ONE `<style data-emotion="css id …">`: emotion's browser
   * cache (key 'css', MUI's) adopts it at startup and inserts none of those rules again. One
   * element, because emotion moves each server style element into the head before hydrating,
   * and moving ~60 of them cost a 40 ms task on a throttled phone.
   */
  style: string;
}

/**
 * The signed-in routes whose frame is prerendered into index.html (routes' `frame`: the home
 * and the report screens).
 */
export const FRAMED_PATHS: readonly string[] = PROTECTED_ROUTES.filter(
  (route) => route.frame !== undefined,
).map((route) => route.path);

/**
 * The pages at `paths` (LOGIN_PATH, or FRAMED_PATHS) for the build's `env`, under `base` (the
 * app's base path without its trailing slash), their styles collected once; null when the
 * configuration is incomplete (its page is the configuration screen, never prerendered).
 */
export function renderPages(
  paths: readonly string[],
  env: BuildEnv = import.meta.env,
  base = '',
): PrerenderedPages | null {
  const mode = configuredMode(env);
  if (mode === 'incomplete') return null;
  // What the login form offers depends on which services exist (the demo reset); none runs.
  const services: AppServices =
    mode === 'fixture' ? { resetDemoData: () => new Promise<void>(() => undefined) } : {};
  // compat: the styles are collected in `inserted`, not written inline before each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const pages = paths.map((path) => {
    const store = makeStore(deferPorts(new Promise<Ports>(() => undefined)), {
      settings: { mode, ...readBuildSettings(env, mode) },
    });
    const markup = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <App store={store} services={services} base={base} ssrPath={`${base}${path}`} />
        </CacheProvider>
      </StrictMode>,
    );
    return { path, markup };
  });
  const rules = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = rules.map(([id]) => id).join(' ');
  const css = rules.map(([, rule]) => rule).join('');
  return { pages, style: `<style data-emotion="css ${ids}">${css}</style>` };
}

/**
 * The inline script placed after index.html's #root and its frame templates (one
 * `<template data-frame="<path>">` per FRAMED_PATHS): on a framed path (under `base`), in a
 * browser that keeps a session (the hint the app writes, SESSION_HINT_KEY), it puts that
 * frame's markup into #root and marks it for main.tsx to hydrate. Anywhere else, or for a
 * visitor who is not signed in (who is sent to /login), #root stays empty. Storage that throws
 * counts as no session.
 */
export function frameScript(base: string): string {
  const json = JSON.stringify;
  return (
    `(function(){try{var r=document.getElementById('root'),` +
    `p=location.pathname.slice(${json(base)}.length)||'/',` +
    `t=document.querySelectorAll('template[data-frame]'),i;` +
    `if(!r||!localStorage.getItem(${json(SESSION_HINT_KEY)}))return;` +
    `for(i=0;i<t.length;i++)if(t[i].getAttribute('data-frame')===p){` +
    `r.setAttribute('data-prerendered',p);r.appendChild(t[i].content.cloneNode(true));return}` +
    `}catch(e){}})()`
  );
}
