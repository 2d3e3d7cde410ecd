// A free TCP port on 127.0.0.1, for the servers the scripts start (e2e, bench:ui, bench:web).
import { createServer as createNetServer } from 'node:net';

/** Resolves a port nothing listens on now (the OS picks it; the probe closes at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
