/**
 * P50: which mode the journeys drive, and the few things that differ by mode behind one name.
 * scripts/e2e.mjs runs the journeys of FIREBASE_JOURNEYS (vitest.e2e.config.ts) a second time
 * with E2E_MODE=firebase, E2E_BASE_URL at the Firebase build and E2E_STAND_IN at the local
 * database's control API (scripts/localFirebase.ts).
 *
 * In fixture mode every browser context has its own store (its own SharedWorker); in Firebase
 * mode every context reads one database, so each test starts from the seeded demo again
 * (`resetDatabase`, called by the life cycles of browser.ts), and any request the rules refuse
 * fails the test unless it said it expects one (`expectRefusals`).
 */
import { expect } from 'vitest';

export type E2eMode = 'fixture' | 'firebase';

export const MODE: E2eMode = process.env.E2E_MODE === 'firebase' ? 'firebase' : 'fixture';
export const FIREBASE = MODE === 'firebase';

/** The local database's control API (Firebase mode only). */
const STAND_IN = process.env.E2E_STAND_IN ?? '';
const CONTROL = '/__stand-in';

async function control(
  method: string,
  route: string,
  query: Record<string, string> = {},
  body?: unknown,
): Promise<unknown> {
  if (!FIREBASE) throw new Error(`${route}: the local database is Firebase mode's only`);
  if (STAND_IN === '') throw new Error('E2E_STAND_IN is not set (scripts/e2e.mjs sets it)');
  const target = new URL(`${CONTROL}/${route}`, STAND_IN);
  for (const [key, value] of Object.entries(query)) target.searchParams.set(key, value);
  const response = await fetch(target, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`stand-in ${method} ${route}: ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** A request the database's rules refused. */
export interface Refusal {
  action: string;
  path: string;
  uid: string | null;
}

let expected = 0;

/** Firebase mode: the seeded demo again, refusals forgotten. Fixture mode: nothing to do. */
export async function resetDatabase(): Promise<void> {
  expected = 0;
  if (FIREBASE) await control('POST', 'reset');
}

/** What the rules refused since the last reset (Firebase mode; none in fixture mode). */
export async function refusals(): Promise<Refusal[]> {
  return FIREBASE ? ((await control('GET', 'refusals')) as Refusal[]) : [];
}

/** The test expects `count` more refusals (a write the rules must refuse, D51's stale save). */
export function expectRefusals(count: number): void {
  expected += count;
}

/** Fails when the rules refused more of the app's requests than the test expected. */
export async function checkRefusals(): Promise<void> {
  if (!FIREBASE) return;
  const seen = await refusals();
  expect(seen.length <= expected, `refused by the rules: ${JSON.stringify(seen)}`).toBe(true);
}

/** The stored value at `path` (Firebase mode: the database; as the console's export). */
export async function storedValue(path: string): Promise<unknown> {
  return control('GET', 'value', { path });
}

/** Sets a stored value as the console does, past the rules (Firebase mode). */
export async function setStoredValue(path: string, value: unknown): Promise<void> {
  await control('PUT', 'value', { path }, value);
}

/**
 * Holds the database's answers to reads under `path` until the returned function is called:
 * a slow first read (Firebase mode).
 */
export async function holdReads(path: string): Promise<() => Promise<void>> {
  const { id } = (await control('POST', 'hold', { path })) as { id: string };
  return async () => {
    await control('POST', 'release', { id });
  };
}

/** P62: the paths of the photos in Storage (Firebase mode: the upload protocol's stand-in). */
export async function storedPhotos(): Promise<string[]> {
  return (await control('GET', 'photos')) as string[];
}
