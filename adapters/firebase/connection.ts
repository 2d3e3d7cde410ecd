import { onValue, ref, type Database } from 'firebase/database';
import type { ConnectionPort } from '../../src/core/ports';

/** The SDK's own record of its link to the server: true while connected (Firebase docs). */
export const CONNECTED_PATH = '.info/connected';

/**
 * ConnectionPort over `.info/connected` (issue 23): the SDK reports false until it first reaches
 * the server and whenever it loses it, and true once connected. While false, writes wait in the
 * SDK's queue and are sent when the connection comes back; the app says so.
 *
 * @example
 * const stop = createFirebaseConnection(db).watchConnection((connected) => show(!connected));
 */
export function createFirebaseConnection(db: Database): ConnectionPort {
  return {
    watchConnection(onChange) {
      return onValue(ref(db, CONNECTED_PATH), (snapshot) => onChange(snapshot.val() === true));
    },
  };
}
