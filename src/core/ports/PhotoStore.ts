/**
 * P60 (issue 40): where structure photos are kept: Firebase Storage in Firebase mode, the
 * browser's IndexedDB in fixture mode (for the day, like the demo's other edits). A structure
 * points at a stored photo by its path (src/core/photos.ts); `url` turns it into what an <img>
 * shows. Every adapter refuses what storage.rules refuses (signed out, not a JPEG, over
 * PHOTO_LIMITS.storedBytes, another person's folder, a path taken), so a demo never stores what
 * production would not. One contract suite proves it for each (tests/contract/photoStoreContract.ts).
 */

/** Why a photo was not stored, read or removed; each has its Portuguese line (PHOTO_MESSAGES). */
export type PhotoErrorCode =
  /** Signed out, another person's folder, or refused by the rules. */
  | 'unauthorized'
  /** Not a JPEG of a photo (`image/jpeg`), or not a stored photo's path. */
  | 'invalid'
  /** Over PHOTO_LIMITS.storedBytes. */
  | 'tooLarge'
  /** The path already holds a photo (a store never overwrites one). */
  | 'exists'
  /** No photo at that path. */
  | 'notFound'
  /** No connection, or the connection fell and the retries ran out. */
  | 'network'
  /** Cancelled by the caller. */
  | 'canceled'
  /** The store's space is full (the browser's quota, the bucket's). */
  | 'quota'
  | 'unknown';

export class PhotoError extends Error {
  readonly code: PhotoErrorCode;
  constructor(code: PhotoErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'PhotoError';
    this.code = code;
  }
}

/** How far an upload is. */
export interface PhotoProgress {
  bytes: number;
  total: number;
}

/** A photo being stored. */
export interface PhotoUpload {
  /** Resolves once the photo is stored; rejects with a PhotoError, leaving nothing behind. */
  readonly done: Promise<void>;
  /** Pauses the transfer; false when this store or this moment cannot pause. */
  pause(): boolean;
  /** Resumes a paused transfer; false when there is nothing to resume. */
  resume(): boolean;
  /** Stops the transfer; `done` rejects with 'canceled' and nothing is kept. */
  cancel(): void;
}

export interface PutPhotoOptions {
  /** Called as bytes are sent (at least once at the end). */
  onProgress?: (progress: PhotoProgress) => void;
}

export interface PhotoStore {
  /**
   * Stores `photo` (a JPEG) at `path` (photoPath(team, uid, id), uid the signed-in user's).
   * Never overwrites: a path already taken rejects with 'exists'.
   */
  put(path: string, photo: Blob, options?: PutPhotoOptions): PhotoUpload;
  /**
   * What an <img> shows for a structure's `firebasePath`: for a stored photo, its URL (rejects
   * with 'notFound' when it is not stored); an http(s) URL or a data: image as it is.
   */
  url(path: string): Promise<string>;
  /** Removes a stored photo (its author only); a path with no photo resolves. */
  remove(path: string): Promise<void>;
}
