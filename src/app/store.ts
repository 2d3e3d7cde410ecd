import { configureStore } from '@reduxjs/toolkit';
import type { Ports } from '../core/ports';
import { countPendingWrites, writeSettled, writeStarted } from '../shared/connection';
import { rootReducer } from '../shared/store';
import type { AppStore, RootState } from '../shared/store';

/**
 * STYLE habit 3: the store takes the adapters and hands them to every thunk as the extra
 * argument, so features reach storage only through the ports. The reducer is the shared root
 * reducer (session, settings); features inject their own slices into it when they load
 * (src/shared/store.ts). Tests build it the same way over the memory adapter.
 *
 * Issue 23: the thunks get the ports with their writes counted (countPendingWrites), so the
 * connection banner and the leave guard know of every write in flight, whichever screen made it.
 */
export function makeStore(ports: Ports, preloadedState?: Partial<RootState>): AppStore {
  const counted = countPendingWrites(ports, {
    started: (id) => store.dispatch(writeStarted({ id, at: Date.now() })),
    settled: (id) => store.dispatch(writeSettled(id)),
  });
  const store: AppStore = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: counted } }),
  });
  return store;
}
