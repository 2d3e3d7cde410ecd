/**
 * P62 (issue 40): the PhotoStore over Firebase Storage (modular SDK): structure photos at
 * `photos/{uid}/{photoId}.jpg` (src/core/photos.ts), judged by storage.rules.
 *
 * - `put`: `uploadBytesResumable` (the SDK sends 256 KB or less in one multipart request, more
 *   as a resumable upload in growing chunks, and retries a failed transfer itself, resuming
 *   where the server stopped, for up to `maxUploadRetryTime`). Before sending, the write is
 *   checked by the rows storage.rules is printed from (photoWriteRefusal), so the user is told
 *   'invalid' or 'tooLarge' where the rules can only say "unauthorized"; the rules stay the
 *   last word. A refusal after those checks passed can only be a path already taken, which a
 *   read of its metadata tells apart: 'exists'.
 * - `url`: http(s) URLs and data: images as they are; a stored path's download URL
 *   (getDownloadURL: its token lets an <img> load it with no header and no CORS setup), kept
 *   per path until this store removes it.
 * - `remove`: deleteObject; nothing there is no error.
 */
import type { Auth } from 'firebase/auth';
import {
  deleteObject,
  getDownloadURL,
  getMetadata,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
  type UploadTask,
} from 'firebase/storage';
import { isStoredPhoto, SHOWN_AS_IT_IS } from '../../src/core/photos';
import { PhotoError } from '../../src/core/ports';
import type {
  PhotoErrorCode,
  PhotoStore,
  PhotoUpload,
  PutPhotoOptions,
} from '../../src/core/ports';
import { photoWriteRefusal } from '../../src/core/rules/storage';

/** The setting that names the bucket; without it nothing can be stored (docs/firebase.md). */
export const STORAGE_BUCKET_ENV_VAR = 'VITE_FIREBASE_STORAGE_BUCKET';

/** How long the SDK keeps retrying (its own backoff), in ms. */
export const PHOTO_RETRY = {
  /**
   * An upload: the SDK's default, 10 minutes. A field team's connection comes and goes; the
   * dialog shows the progress and can cancel, so a long patience loses nothing.
   */
  uploadMs: 10 * 60 * 1000,
  /** A URL or a removal: a minute, so an <img> waiting for its URL is told in reasonable time. */
  operationMs: 60 * 1000,
} as const;

export interface FirebasePhotoStoreOptions {
  /** The SDK's maxUploadRetryTime (tests make a failure quick). */
  maxUploadRetryTimeMs?: number;
  /** The SDK's maxOperationRetryTime (getDownloadURL, getMetadata, deleteObject). */
  maxOperationRetryTimeMs?: number;
}

/** The message of every photo operation when no bucket is set. */
const NO_BUCKET =
  `No Firebase Storage bucket: set ${STORAGE_BUCKET_ENV_VAR} (firebaseConfig.storageBucket) ` +
  'to store photos.';

/** The SDK's error codes (`storage/…`) as the port's. */
const CODES: Readonly<Record<string, PhotoErrorCode>> = {
  'storage/unauthorized': 'unauthorized',
  'storage/unauthenticated': 'unauthorized',
  'storage/canceled': 'canceled',
  'storage/retry-limit-exceeded': 'network',
  'storage/quota-exceeded': 'quota',
  'storage/object-not-found': 'notFound',
};

function codeOf(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** A PhotoError for what the SDK raised (its message kept). */
export function toPhotoError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  const code = codeOf(error);
  if (code === 'storage/no-default-bucket') return new PhotoError('unknown', NO_BUCKET);
  const message = error instanceof Error ? error.message : String(error);
  return new PhotoError((code !== null ? CODES[code] : undefined) ?? 'unknown', message);
}

/**
 * The photo store over `storage`, writing as the user signed in on `auth` (the same app's:
 * the SDK sends that user's ID token with every request).
 */
export function createFirebasePhotoStore(
  storage: FirebaseStorage,
  auth: Auth,
  options: FirebasePhotoStoreOptions = {},
): PhotoStore {
  storage.maxUploadRetryTime = options.maxUploadRetryTimeMs ?? PHOTO_RETRY.uploadMs;
  storage.maxOperationRetryTime = options.maxOperationRetryTimeMs ?? PHOTO_RETRY.operationMs;
  const urls = new Map<string, Promise<string>>();

  /** The object at `path`; a PhotoError when there is no bucket to name it in. */
  const objectAt = (path: string): StorageReference => {
    try {
      return ref(storage, path);
    } catch (error) {
      throw toPhotoError(error);
    }
  };

  /** The rules refused a write every client-side check passed: the path is taken, or not. */
  const refusalOfStored = async (at: StorageReference, error: unknown): Promise<PhotoError> => {
    const refused = toPhotoError(error);
    if (refused.code !== 'unauthorized') return refused;
    const taken = await getMetadata(at).then(
      () => true,
      () => false,
    );
    return taken ? new PhotoError('exists', at.fullPath) : refused;
  };

  return {
    put(path: string, photo: Blob, { onProgress }: PutPhotoOptions = {}): PhotoUpload {
      let task: UploadTask | null = null;
      let paused = false;
      let canceled = false;
      let finished = false;
      let reported = -1;
      const report = (bytes: number, total: number) => {
        // The SDK may step back after a failed chunk (it resumes where the server stopped).
        if (bytes <= reported) return;
        reported = bytes;
        onProgress?.({ bytes, total });
      };

      const transfer = async (): Promise<void> => {
        await auth.authStateReady();
        const uid = auth.currentUser?.uid ?? null;
        const refused = photoWriteRefusal(path, photo, uid);
        if (refused !== null) throw new PhotoError(refused, `${refused}: ${path}`);
        const at = objectAt(path);
        if (canceled) throw new PhotoError('canceled');
        const started = uploadBytesResumable(at, photo, { contentType: photo.type });
        task = started;
        if (paused) started.pause();
        try {
          await new Promise<void>((resolve, reject) => {
            started.on(
              'state_changed',
              (snapshot) => report(snapshot.bytesTransferred, snapshot.totalBytes),
              reject,
              resolve,
            );
          });
        } catch (error) {
          throw await refusalOfStored(at, error);
        }
        // At least once at the end (PutPhotoOptions).
        report(photo.size, photo.size);
      };

      const done = transfer()
        .catch((error: unknown) => {
          throw toPhotoError(error);
        })
        .finally(() => {
          finished = true;
        });
      return {
        done,
        pause() {
          if (finished || canceled) return false;
          if (task === null) {
            if (paused) return false;
            paused = true;
            return true;
          }
          const took = task.pause();
          if (took) paused = true;
          return took;
        },
        resume() {
          if (finished || canceled) return false;
          if (task === null) {
            if (!paused) return false;
            paused = false;
            return true;
          }
          const took = task.resume();
          if (took) paused = false;
          return took;
        },
        cancel() {
          if (finished) return;
          canceled = true;
          if (task === null) return;
          // The SDK cancels a running or pausing task, not a paused one: resume it first.
          if (!task.cancel() && task.resume()) task.cancel();
        },
      };
    },

    async url(path) {
      if (!isStoredPhoto(path)) {
        if (SHOWN_AS_IT_IS.test(path)) return path;
        throw new PhotoError('notFound', path);
      }
      const known = urls.get(path);
      if (known !== undefined) return known;
      const asked = (async () => getDownloadURL(objectAt(path)))().catch((error: unknown) => {
        urls.delete(path);
        throw toPhotoError(error);
      });
      urls.set(path, asked);
      return asked;
    },

    async remove(path) {
      urls.delete(path);
      // Outside the photos' folder storage.rules allows nothing (as the memory store refuses).
      if (!isStoredPhoto(path)) throw new PhotoError('unauthorized', `not a stored photo: ${path}`);
      try {
        await deleteObject(objectAt(path));
      } catch (error) {
        const refused = toPhotoError(error);
        // Nothing there: already removed (PhotoStore).
        if (refused.code !== 'notFound') throw refused;
      }
    },
  };
}
