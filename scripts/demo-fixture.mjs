// The demo database the app loads in fixture mode: public/fixtures/demo.json, an RTDB export
// written by the fixtures CLI (D1, D27). Its bulletins are dated relative to "today" (D8), so a
// file generated on another day would leave the home table's default period (D11) thin: it is
// regenerated whenever it is missing or was written on a different local calendar day.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const demoFixturePath = path.join(root, 'public', 'fixtures', 'demo.json');

const localDay = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Why the demo fixture must be (re)generated, or null when today's file is already there. */
export function demoFixtureStaleReason(now = new Date()) {
  if (!existsSync(demoFixturePath)) return 'não encontrado';
  const { size, mtime } = statSync(demoFixturePath);
  if (size === 0) return 'vazio';
  if (localDay(mtime) !== localDay(now)) return `gerado em ${localDay(mtime)}`;
  return null;
}

/** Generates public/fixtures/demo.json when needed; exits the process when the CLI fails. */
export function ensureDemoFixture({ log = console.log } = {}) {
  const reason = demoFixtureStaleReason();
  if (reason === null) {
    log(`Dados de demonstração de hoje já existem: ${path.relative(root, demoFixturePath)}`);
    return;
  }
  log(`Gerando dados de demonstração (${reason})…`);
  const t0 = Date.now();
  const tsx = path.join(
    root,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'tsx.cmd' : 'tsx',
  );
  const result = spawnSync(
    tsx,
    ['fixtures/generate.ts', 'demo', '--out', path.relative(root, demoFixturePath)],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error('Falha ao gerar os dados de demonstração (fixtures/generate.ts).');
    process.exit(result.status ?? 1);
  }
  log(`Dados de demonstração gerados em ${((Date.now() - t0) / 1000).toFixed(1)}s.`);
}
