/** P60: what the photo worker offers (workers/photos/photo.worker.ts). */
import type { PreparedPhoto } from '../../src/core/photos';

export type { PreparedPhoto };

export interface PhotoWorkerApi {
  /** Prepares `picture`; `onProgress` hears 0–100. Rejects when it cannot be read as an image. */
  prepare(picture: Blob, onProgress?: (percent: number) => void): Promise<PreparedPhoto>;
}
