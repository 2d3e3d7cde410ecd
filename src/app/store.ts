import { configureStore } from '@reduxjs/toolkit';
import type { Ports } from '../core/ports';
import { rootReducer } from '../shared/store';
import type { AppStore, RootState } from '../shared/store';

/**
 * STYLE habit 3: the store takes the adapters and hands them to every thunk as the extra
 * argument, so features reach storage only through the ports. The reducer is the shared root
 * reducer (session, settings); features inject their own slices into it when they load
 * (src/shared/store.ts). Tests build it the same way over the memory adapter.
 */
export function makeStore(ports: Ports, preloadedState?: Partial<RootState>): AppStore {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: { extraArgument: ports } }),
  });
}
