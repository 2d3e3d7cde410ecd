// Fixture mode needs no file: when nothing is served at /fixtures/demo.json the app generates
// today's demo data in its SharedWorker (adapters/memory/fixtureSource.ts), so `npm start`, the
// e2e and a plain `npm run build` on any static host all show the demo of the day (D8).
//
// A file there still wins (public/fixtures/demo.json in development, copied into dist/ by the
// build): a developer can serve another export, e.g. `npm run fixtures -- large --out
// public/fixtures/demo.json`. Earlier versions of `npm start` wrote today's demo there every
// day; left behind, such a file would freeze the demo on its day, so a file written on another
// day is removed (those versions overwrote it too).
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const demoFixturePath = path.join(root, 'public', 'fixtures', 'demo.json');

const localDay = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * What to do with public/fixtures/demo.json: null when there is none, 'keep' when it was written
 * today (a developer's choice), else the day it was written (it is stale).
 */
export function demoFixtureState(now = new Date(), file = demoFixturePath) {
  if (!existsSync(file)) return null;
  const written = localDay(statSync(file).mtime);
  return written === localDay(now) ? 'keep' : written;
}

/** Removes a stale public/fixtures/demo.json and says which data the app will show. */
export function prepareDemoData({
  log = console.log,
  now = new Date(),
  file = demoFixturePath,
} = {}) {
  const state = demoFixtureState(now, file);
  const shown = path.relative(root, file);
  if (state === 'keep') {
    log(`Dados de demonstração: ${shown} (apague-o para gerar os dados de hoje no navegador).`);
    return;
  }
  if (state !== null) {
    rmSync(file, { force: true });
    log(
      `Removido ${shown}, gerado em ${state}: os dados de demonstração de hoje são gerados no navegador.`,
    );
    return;
  }
  log('Dados de demonstração: gerados no navegador para hoje.');
}
