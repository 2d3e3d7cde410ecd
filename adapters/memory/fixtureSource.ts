/** Where the fixture store's data comes from: a database export (D1) served as a static file. */

/** The export the app loads in fixture mode (written by `npm run fixtures -- demo`). */
export const DEFAULT_FIXTURE_URL = '/fixtures/demo.json';

/** A loaded export and an id naming its exact content (so an old journal is not replayed on it). */
export interface FixtureSource {
  id: string;
  json: unknown;
}

/** FNV-1a over the UTF-16 code units: a cheap content fingerprint, not a security hash. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Fetches and parses the export at `url`; rejects with a message naming the URL. */
export async function loadFixtureFromUrl(url: string): Promise<FixtureSource> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Fixture ${url}: HTTP ${response.status} (run: npm run fixtures -- demo)`);
  }
  const text = await response.text();
  return { id: `${url}#${fingerprint(text)}`, json: JSON.parse(text) as unknown };
}
