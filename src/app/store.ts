import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { Ports } from '../core/ports';
import { homeSlice } from '../features/home/homeSlice';
import { sessionSlice } from './session';
import { settingsSlice } from './settingsSlice';

/**
 * The root reducer. Later screens add their slices here (or inject them lazily with
 * `rootReducer.inject(slice)`, which combineSlices supports).
 */
export const rootReducer = combineSlices(settingsSlice, sessionSlice, homeSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * STYLE habit 3: the store takes the adapters and hands them to every thunk as the extra
 * argument, so features reach storage only through the ports. Tests build it the same way with
 * the memory adapter.
 */
export function makeStore(ports: Ports, preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: ports } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
