/**
 * P60: the main thread's way to the photo worker. One worker per picture, ended when it is
 * done: a team takes a photo now and then, and a worker that stays would hold its canvas memory
 * on a phone.
 */
import * as Comlink from 'comlink';
import type { PhotoWorkerApi, PreparedPhoto } from './photoApi';

export type { PreparedPhoto } from './photoApi';

/** Prepares a picked picture off the main thread (see photo.worker.ts). */
export async function preparePhoto(
  picture: Blob,
  onProgress?: (percent: number) => void,
): Promise<PreparedPhoto> {
  const worker = new Worker(new URL('./photo.worker.ts', import.meta.url), {
    type: 'module',
    name: 'fotos',
  });
  const failed = new Promise<never>((_resolve, reject) => {
    worker.addEventListener('error', (event) => reject(new Error(event.message || 'worker')));
  });
  try {
    const api = Comlink.wrap<PhotoWorkerApi>(worker);
    return await Promise.race([
      api.prepare(picture, onProgress ? Comlink.proxy(onProgress) : undefined),
      failed,
    ]);
  } finally {
    worker.terminate();
  }
}
