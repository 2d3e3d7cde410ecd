// Finds the Chromium the browser tests drive (playwright-core never downloads one here):
// CHROMIUM_PATH, else /usr/bin/chromium; as root on Debian it installs Debian's `chromium`;
// otherwise it stops with a message that says how to install one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The flags every headless Chromium of ours runs with (the team briefing): no sandbox (root in
 * CI), no GPU, no network chatter. The e2e suite adds its language; launch() adds --headless.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    console.warn(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} não existe; tentando /usr/bin/chromium.`,
    );
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const isDebian = existsSync('/etc/debian_version');
  if (isRoot && isDebian) {
    console.log('Chromium não encontrado: instalando o pacote `chromium` do Debian (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', 'chromium']]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) {
        console.error(`apt-get ${args.join(' ')} falhou (código ${r.status}).`);
        process.exit(1);
      }
    }
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    [
      'Chromium não encontrado. Os testes e2e precisam de um Chromium ou Google Chrome:',
      '  • Debian/Ubuntu: sudo apt-get install chromium  (ou rode este comando como root)',
      '  • ou aponte CHROMIUM_PATH para um executável existente, por exemplo:',
      '      CHROMIUM_PATH=/usr/bin/google-chrome npm run test:e2e',
    ].join('\n'),
  );
  process.exit(1);
}
