/**
 * Today's demo data made where the fixture store lives (fixtureSource.ts imports this module only
 * when no export is served, so the generator is part of the SharedWorker's code, not the page's).
 * The seeded generator of fixtures/ (browser-safe: no node imports), default seed, `demo` size.
 */
import { generateFixtureInParts, generateFixtureWithStats } from '../../fixtures/generator';
import { fingerprint } from './fixtureSource';
import type { GeneratedFixture } from './fixtureSource';

/**
 * The id of generated data: the day it was made for and a fingerprint of every record's path
 * down to forms/{team}/{key}, what a journal's writes address. Another day, or a generator
 * change that moves records, gives another id (so the journal starts empty); hashing the ~17 MB
 * of text instead would double the generation time in a browser.
 */
export function generatedFixtureId(url: string, json: unknown, today: string): string {
  const paths: string[] = [];
  const walk = (value: unknown, path: string, depth: number): void => {
    if (depth === 0 || value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      paths.push(`${path}/${key}`);
      walk(child, `${path}/${key}`, depth - 1);
    }
  };
  walk(json, '', 3);
  return `${url}#generated-${today}-${fingerprint(paths.join('\n'))}`;
}

/**
 * The `demo` export of `today` (default the local calendar date, D8), exactly what
 * `npm run fixtures -- demo --today {today}` writes, named for `url`.
 */
export function generateDemoFixture(url: string, today?: string): GeneratedFixture {
  const { data, stats } = generateFixtureWithStats(
    today ? { size: 'demo', today } : { size: 'demo' },
  );
  return { id: generatedFixtureId(url, data, stats.today), json: data, today: stats.today };
}

/**
 * Issue 24: today's `demo` (as generateDemoFixture) in parts: the users, catalog and settings
 * now, each team's forms, history and deleted records made when the store first needs them
 * (MemoryTree.load's lazy parts). Its id names the day and the generator's code (a hash of
 * fixtures/, vite.config.ts), not the records' paths, which would need every team made first.
 */
export function generateDemoInParts(url: string, today?: string): GeneratedFixture {
  const { statics, teams, stats } = generateFixtureInParts(
    today ? { size: 'demo', today } : { size: 'demo' },
  );
  return {
    id: `${url}#generated-${stats.today}-${__FIXTURE_GENERATOR_ID__}`,
    json: statics,
    today: stats.today,
    parts: teams.map(({ paths, make }) => ({ paths, make })),
  };
}
