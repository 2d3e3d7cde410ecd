import type { Unsubscribe } from './Unsubscribe';

/**
 * Issue 23 "nothing waits for ever": whether this client reaches its database now, in business
 * terms: can a change be sent? Firebase mode answers from `.info/connected`; fixture mode from
 * the health of the shared store (it answers, or it died or hangs). A write made while not
 * connected waits (Firebase queues it) or fails (the fixture store rejects it): either way the
 * app says so instead of waiting in silence.
 */
export interface ConnectionPort {
  /** Calls back with the state now (when known) and on every change: true while connected. */
  watchConnection(onChange: (connected: boolean) => void): Unsubscribe;
}
