/** The Firebase ConnectionPort on the real SDK against the fake wire-protocol server. */
import { goOffline, goOnline } from 'firebase/database';
import type { Database } from 'firebase/database';
import { createFirebaseConnection } from './connection';
import { openFakeDatabase } from './testing/fakeDatabase';

let db: Database;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ db, close } = await openFakeDatabase());
});

afterEach(async () => {
  await close();
});

/** Waits until the last state heard is `expected`. */
async function lastBecomes(heard: boolean[], expected: boolean): Promise<void> {
  for (let waited = 0; waited < 4_000; waited += 10) {
    if (heard.at(-1) === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(heard.at(-1)).toBe(expected);
}

it('follows .info/connected: true once the server is reached, false offline, true again', async () => {
  const heard: boolean[] = [];
  const stop = createFirebaseConnection(db).watchConnection((connected) => heard.push(connected));
  await lastBecomes(heard, true);

  goOffline(db);
  await lastBecomes(heard, false);

  goOnline(db);
  await lastBecomes(heard, true);

  stop();
  const answered = heard.length;
  goOffline(db);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(heard).toHaveLength(answered);
});
