/**
 * The root reducer and the store's types, for every layer above core: the session, the
 * settings and the connection (connection.ts) are always there; a feature with state of its own injects its slice when its module
 * loads (Redux Toolkit's lazy-loaded slices), so nothing here imports a feature:
 *
 * @example
 * // in src/features/home/homeSlice.ts
 * declare module '../../shared/store' {
 *   export interface LazyLoadedSlices extends WithSlice<typeof homeSlice> {}
 * }
 * const injected = homeSlice.injectInto(rootReducer); // injected.selectors work before it ran
 *
 * The store itself is built by the composition root (src/app/store.ts, makeStore(ports)).
 */
import { combineSlices } from '@reduxjs/toolkit';
import type { EnhancedStore, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { Ports } from '../core/ports';
import { connectionSlice } from './connection';
import { sessionSlice } from './session';
import { settingsSlice } from './settingsSlice';

/**
 * The slices features inject, by declaration merging (see above). Optional in RootState: read
 * them through the injected slice's selectors, which answer the initial state until it runs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  settingsSlice,
  sessionSlice,
  connectionSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Dispatch with thunks whose extra argument is the ports (STYLE habit 3). */
export type AppDispatch = ThunkDispatch<RootState, Ports, UnknownAction>;

/** The store makeStore builds: RootState, and a dispatch that runs thunks over the ports. */
export type AppStore = Omit<EnhancedStore<RootState, UnknownAction>, 'dispatch'> & {
  dispatch: AppDispatch;
};
