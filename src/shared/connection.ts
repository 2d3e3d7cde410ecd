/**
 * Issue 23 "nothing waits for ever": what the app knows of its link to the database, for the
 * connection banner and the leave guard of every screen.
 *
 * - `connected`: the ConnectionPort's answer (Firebase `.info/connected`; fixture mode, the
 *   shared store's health), null until it first answers;
 * - `pending`: the writes in flight, by id, with when each started. The composition root counts
 *   them by wrapping the ports' write methods (countPendingWrites), so no screen has to.
 *
 * The banner shows while offline, or while a write has been pending longer than
 * SLOW_WRITE_MS (connectionBannerShown); a page with a write pending asks before it is left.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { InvoiceRepo, Ports, Unsubscribe, UserRepo } from '../core/ports';

/** A write pending longer than this shows the banner (the database may be out of reach). */
export const SLOW_WRITE_MS = 5_000;
/**
 * Offline this long shows the banner: Firebase reports false until its first connection, a
 * moment after every start, and a blip is not worth a message.
 */
export const OFFLINE_GRACE_MS = 2_000;

export interface ConnectionState {
  connected: boolean | null;
  /** Since when (ms, Date.now) the connection has been down; null while up or unknown. */
  offlineSince: number | null;
  /** The writes in flight: id → start (ms, Date.now). */
  pending: Record<number, number>;
}

const initialState: ConnectionState = { connected: null, offlineSince: null, pending: {} };

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectionChanged: {
      reducer(state, action: PayloadAction<{ connected: boolean; at: number }>) {
        const { connected, at } = action.payload;
        if (state.connected === connected) return;
        state.connected = connected;
        state.offlineSince = connected ? null : at;
      },
      prepare: (connected: boolean) => ({ payload: { connected, at: Date.now() } }),
    },
    writeStarted(state, action: PayloadAction<{ id: number; at: number }>) {
      state.pending[action.payload.id] = action.payload.at;
    },
    writeSettled(state, action: PayloadAction<number>) {
      delete state.pending[action.payload];
    },
  },
  selectors: {
    selectConnected: (state) => state.connected,
    /** How many writes are in flight. */
    selectPendingWrites: (state) => Object.keys(state.pending).length,
    /**
     * From when the banner is due, or null when nothing calls for it: the offline start plus
     * OFFLINE_GRACE_MS, or the oldest pending write plus SLOW_WRITE_MS, whichever comes first.
     */
    selectBannerDueAt: (state) => {
      const starts = Object.values(state.pending);
      const dues = [
        ...(state.offlineSince === null ? [] : [state.offlineSince + OFFLINE_GRACE_MS]),
        ...(starts.length === 0 ? [] : [Math.min(...starts) + SLOW_WRITE_MS]),
      ];
      return dues.length === 0 ? null : Math.min(...dues);
    },
  },
});

export const { connectionChanged, writeStarted, writeSettled } = connectionSlice.actions;
export const { selectConnected, selectPendingWrites, selectBannerDueAt } =
  connectionSlice.selectors;

/** Follows the ConnectionPort into the store for the life of the app. Returns the unsubscribe. */
export function watchConnection(): ThunkAction<Unsubscribe, unknown, Ports, UnknownAction> {
  return (dispatch, _getState, ports) =>
    ports.connection.watchConnection((connected) => dispatch(connectionChanged(connected)));
}

/** Hears each write start and end (countPendingWrites). */
export interface WriteListener {
  started(id: number): void;
  settled(id: number): void;
}

/**
 * The ports, with their writes counted: the bulletin commit and number (InvoiceRepo `commit`,
 * `nextInvoiceNumber`) and the supervision change (UserRepo `changeSupervision`) tell `listener` when
 * they start and settle. Everything else passes through untouched, read from the given repo at
 * call time (a test that replaces a method after the store was built is still heard).
 *
 * @example
 * const counted = countPendingWrites(ports, { started: (id) => …, settled: (id) => … });
 */
export function countPendingWrites(ports: Ports, listener: WriteListener): Ports {
  let nextId = 1;
  const track = <T>(write: () => Promise<T>): Promise<T> => {
    const id = nextId++;
    listener.started(id);
    let running: Promise<T>;
    try {
      running = write();
    } catch (error) {
      listener.settled(id);
      throw error;
    }
    return running.finally(() => listener.settled(id));
  };
  /** `repo` with the named methods tracked; every other member read through. */
  function counted<T extends object>(repo: T, writes: readonly (keyof T)[]): T {
    return new Proxy(repo, {
      get(target, property, receiver) {
        if (!writes.includes(property as keyof T)) return Reflect.get(target, property, receiver);
        return (...args: unknown[]) =>
          track(() =>
            (target[property as keyof T] as (...a: unknown[]) => Promise<unknown>)(...args),
          );
      },
    });
  }
  return {
    ...ports,
    invoices: counted<InvoiceRepo>(ports.invoices, ['commit', 'nextInvoiceNumber']),
    users: counted<UserRepo>(ports.users, ['changeSupervision']),
  };
}
