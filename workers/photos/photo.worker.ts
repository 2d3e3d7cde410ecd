/**
 * P60 (issue 40): a picture made ready to store, off the main thread: turned upright by its
 * EXIF orientation (the platform's decoder applies it, and browser-image-compression checks
 * that it did), scaled to at most PHOTO_LIMITS.longSide on its long side and re-encoded as JPEG
 * at PHOTO_LIMITS.quality. The library runs here in its own thread (`useWebWorker: false`: this
 * is the worker), so it loads nothing from a CDN.
 */
import imageCompression from 'browser-image-compression';
import * as Comlink from 'comlink';
import { PHOTO_LIMITS, PHOTO_TYPE } from '../../src/core/photos';
import type { PhotoWorkerApi, PreparedPhoto } from './photoApi';

async function sizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const api: PhotoWorkerApi = {
  async prepare(picture, onProgress): Promise<PreparedPhoto> {
    const file =
      picture instanceof File ? picture : new File([picture], 'foto', { type: picture.type });
    const blob = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_LIMITS.longSide,
      initialQuality: PHOTO_LIMITS.quality,
      fileType: PHOTO_TYPE,
      useWebWorker: false,
      onProgress: (percent: number) => void onProgress?.(percent),
    });
    const jpeg = blob.type === PHOTO_TYPE ? blob : new Blob([blob], { type: PHOTO_TYPE });
    return { blob: jpeg, ...(await sizeOf(jpeg)) };
  },
};

Comlink.expose(api);
