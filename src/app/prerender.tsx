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
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Ports } from '../core/ports';
import type { AppServices } from '../shared/services';
import type { AppStore, RootState } from '../shared/store';
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
import { REPORTS } from '../core/reports';
import { sessionSlice } from '../shared/session';
import type { SessionUser } from '../shared/session';
import { LocalizedTheme } from '../ui/localizedTheme';
import { ReportsScreen } from './ReportsScreen';

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
  /**
   * Issue 24: the styles of the screens that replace some frames (SCREEN_STYLES), each for the
   * paths under its prefix, beyond those of `style`; empty unless asked (`screenStyles`).
   */
  screenStyles: { pathPrefix: string; style: string }[];
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
  { screenStyles = false }: { screenStyles?: boolean } = {},
): PrerenderedPages | null {
  const mode = configuredMode(env);
  if (mode === 'incomplete') return null;
  // What the login form offers depends on which services exist (the demo reset); none runs.
  const services: AppServices =
    mode === 'fixture' ? { resetDemoData: () => new Promise<void>(() => undefined) } : {};
  // compat: the styles are collected in `inserted`, not written inline before each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const settings = { mode, ...readBuildSettings(env, mode) };
  // Ports whose adapter never comes (the auth state unknown), and the state given.
  const storeWith = (state: Partial<RootState> = {}) =>
    makeStore(deferPorts(new Promise<Ports>(() => undefined)), { settings, ...state });
  const render = (store: AppStore, path: string, children?: ReactNode) =>
    renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <App store={store} services={services} base={base} ssrPath={`${base}${path}`}>
            {children}
          </App>
        </CacheProvider>
      </StrictMode>,
    );
  const pages = paths.map((path) => ({ path, markup: render(storeWith(), path) }));
  const styleOf = (ids: readonly string[]) =>
    `<style data-emotion="css ${ids.join(' ')}">${ids.map((id) => cache.inserted[id]).join('')}</style>`;
  const collected = () =>
    Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const frameIds = collected();
  const screenStyleElements: PrerenderedPages['screenStyles'] = [];
  if (screenStyles) {
    // The markup is thrown away: only the styles are kept (see SCREEN_STYLE_USER).
    const store = storeWith({
      session: { ...sessionSlice.getInitialState(), status: 'signedIn', user: SCREEN_STYLE_USER },
    });
    let known = new Set(collected());
    for (const { pathPrefix, screens } of SCREEN_STYLES) {
      for (const [path, screen] of screens()) {
        render(store, path, <LocalizedTheme>{screen}</LocalizedTheme>);
      }
      const added = collected().filter((id) => !known.has(id));
      known = new Set([...known, ...added]);
      screenStyleElements.push({ pathPrefix, style: styleOf(added) });
    }
  }
  return { pages, style: styleOf(frameIds), screenStyles: screenStyleElements };
}

/**
 * Issue 24: whom the screens of `screenStyles` are rendered for. Their styles are the same for
 * any admin (the teams' names and the user's differ, not their look).
 */
const SCREEN_STYLE_USER: SessionUser = {
  uid: 'prerender',
  email: 'admin@prerender.local',
  name: 'Administrador',
  checker: 'Administrador',
  role: 'admin',
  teams: ['ORCDISTBA01', 'ORCDISTBA02'],
  collection: 'users',
};

/**
 * Issue 24: the screens that replace some frames, as they first render: each report's filter
 * block before any result. `renderPages(…, { screenStyles: true })` renders them once for their
 * styles alone, kept in index.html in a template per path prefix; the inline script puts the
 * one of the page opened into the head (`frameScript`), where emotion adopts it at startup. When
 * the screen commits, emotion then builds and inserts none of its rules (on a throttled phone
 * that was a third of the report screen's commit). The other pages do not parse them: the home
 * and the printable bulletin fill in from their data, whose styles cannot be known before.
 */
const SCREEN_STYLES: { pathPrefix: string; screens: () => [string, ReactNode][] }[] = [
  {
    pathPrefix: '/reports/',
    screens: () =>
      REPORTS.map((report) => [report.path, <ReportsScreen key={report.id} id={report.id} />]),
  },
];

/**
 * The inline script placed after index.html's #root and its frame templates (one
 * `<template data-frame="<path>">` per FRAMED_PATHS): on a framed path (under `base`), in a
 * browser that keeps a session (the hint the app writes, SESSION_HINT_KEY), it puts that
 * frame's markup into #root and marks it for main.tsx to hydrate, and puts the styles of the
 * screen that replaces it (a `<template data-styles-for="<path prefix>">`, SCREEN_STYLES) into
 * the head. Anywhere else, or for a visitor who is not signed in (who is sent to /login), #root
 * stays empty and no screen style is parsed. Storage that throws counts as no session.
 */
export function frameScript(base: string): string {
  const json = JSON.stringify;
  return (
    `(function(){try{var r=document.getElementById('root'),` +
    `p=location.pathname.slice(${json(base)}.length)||'/',` +
    `t=document.querySelectorAll('template[data-frame]'),` +
    `s=document.querySelectorAll('template[data-styles-for]'),i,j;` +
    `if(!r||!localStorage.getItem(${json(SESSION_HINT_KEY)}))return;` +
    `for(i=0;i<t.length;i++)if(t[i].getAttribute('data-frame')===p){` +
    `r.setAttribute('data-prerendered',p);r.appendChild(t[i].content.cloneNode(true));` +
    `for(j=0;j<s.length;j++)if(p.indexOf(s[j].getAttribute('data-styles-for'))===0)` +
    `document.head.appendChild(s[j].content.cloneNode(true));return}` +
    `}catch(e){}})()`
  );
}
