/**
 * A plain static host over a built app, as Firebase Hosting serves dist/ (firebase.json): files
 * as they are, `/login` from login.html when there is one (`cleanUrls`: the page prerendered at
 * build, issue 24), and index.html for every other path that is not a file (the `**` rewrite).
 * `hide` names files it answers as if they were not there, so a test can serve dist/ without
 * them; `hold` names paths it answers only once the test releases them (a slow download, issue
 * 24); `replace` gives other contents for some paths (a broken file).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticHost {
  /** The host's root URL, ending in '/'. */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Answers the held requests of `pathname`, now and from now on. */
  release(pathname: string): void;
  close(): Promise<void>;
}

export interface StaticHostOptions {
  hide?: readonly string[];
  hold?: readonly string[];
  replace?: Readonly<Record<string, string>>;
}

const absolute = (p: string): string => `/${p.replace(/^\//, '')}`;

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Serves `dir` on a free port of 127.0.0.1 until `close`. */
export async function serveStatic(
  dir: string,
  options: StaticHostOptions = {},
): Promise<StaticHost> {
  const hidden = new Set((options.hide ?? []).map(absolute));
  const replaced = new Map(Object.entries(options.replace ?? {}).map(([p, t]) => [absolute(p), t]));
  const gates = new Map<string, { open: Promise<void>; release: () => void }>();
  for (const held of (options.hold ?? []).map(absolute)) {
    let release!: () => void;
    const open = new Promise<void>((resolve) => (release = resolve));
    gates.set(held, { open, release });
  }
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    requests.push(pathname);
    await gates.get(pathname)?.open;
    const text = replaced.get(pathname);
    if (text !== undefined) {
      res.writeHead(200, { 'content-type': TYPES[path.extname(pathname)] ?? 'text/plain' });
      res.end(text);
      return;
    }
    const candidate = path.join(dir, path.normalize(pathname));
    const inside = candidate.startsWith(`${path.resolve(dir)}${path.sep}`);
    const served = (file: string) => inside && !hidden.has(pathname) && isFile(file);
    const file = served(candidate)
      ? candidate
      : served(`${candidate}.html`)
        ? `${candidate}.html`
        : path.join(dir, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    release: (pathname) => gates.get(absolute(pathname))?.release(),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
