/**
 * A plain static host over a built app, as Firebase Hosting serves dist/ (firebase.json): files
 * as they are, and index.html for every path that is not a file (the `**` rewrite). `hide` names
 * files it answers as if they were not there, so a test can serve dist/ without them.
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
  close(): Promise<void>;
}

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
  options: { hide?: readonly string[] } = {},
): Promise<StaticHost> {
  const hidden = new Set((options.hide ?? []).map((p) => `/${p.replace(/^\//, '')}`));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    requests.push(pathname);
    const candidate = path.join(dir, path.normalize(pathname));
    const inside = candidate.startsWith(`${path.resolve(dir)}${path.sep}`);
    const file =
      inside && !hidden.has(pathname) && isFile(candidate)
        ? candidate
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
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
