/**
 * P60 (issue 40): a structure photo taken in the app, stored by the photo store (PhotoStore:
 * Firebase Storage, or the browser in fixture mode) and pointed at by the structure's
 * `firebasePath` (SPEC §7) as its stored path:
 *
 *   photos/{uid}/{photoId}.jpg
 *
 * - {uid}: who took it. Storage rules cannot read the Realtime Database (no role, no team), but
 *   they can compare the path with `request.auth.uid`: only its author writes or removes it.
 * - {photoId}: made when the picture is taken, so a photo has its place before the bulletin has
 *   a key or even a team (/new saves the bulletin after its photos are stored, and a supervisor
 *   may pick the team last).
 *
 * The store never overwrites a path. A legacy path, an http(s) URL or a data: image stays
 * readable as before.
 *
 * This module imports nothing, so every core module and the rules' tables may read it.
 */

/** The bounds of a photo, for the dialog, the stores and storage.rules alike. */
export const PHOTO_LIMITS = {
  /** The largest picture the dialog takes before compressing it: 20 MB. */
  sourceBytes: 20 * 1024 * 1024,
  /** The largest stored photo (storage.rules): 4 MB, far above a 1600 px JPEG at 0.8. */
  storedBytes: 4 * 1024 * 1024,
  /** The long side of a stored photo, in px. */
  longSide: 1600,
  /** The JPEG quality of a stored photo. */
  quality: 0.8,
} as const;

/** The type of every stored photo. */
export const PHOTO_TYPE = 'image/jpeg';

/** A stored photo's path; the rules compile this same pattern (no other path is a stored one). */
export const STORED_PHOTO = /^photos\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9_-]{1,40}\.jpg$/;

/** The stored path of photo `photoId` taken by `uid`. */
export function photoPath(uid: string, photoId: string): string {
  return `photos/${uid}/${photoId}.jpg`;
}

/** True when `path` is a photo the app stored (not a URL, a data: image or a legacy path). */
export function isStoredPhoto(path: unknown): path is string {
  // Stryker disable next-line ConditionalExpression: RegExp.test reads a non-string as text ('undefined', '[object Object]'), which is no photo path either
  return typeof path === 'string' && STORED_PHOTO.test(path);
}

/**
 * A structure's firebasePath an <img> shows as it is, with no store: an http(s) URL or a data:
 * image (legacy photos, pasted links). PhotoStore.url answers these unchanged, in every adapter.
 */
export const SHOWN_AS_IT_IS = /^ *(https?:|data:image\/)/i;

/** The uid a stored photo's path names as its author (null for any other path). */
export function photoAuthor(path: unknown): string | null {
  return isStoredPhoto(path) ? (path.split('/')[1] ?? null) : null;
}

/** A picture made ready to store (the photo worker's answer): a JPEG, upright, at most longSide px. */
export interface PreparedPhoto {
  blob: Blob;
  width: number;
  height: number;
}

/** Why a picture is refused before it is stored, or null when it may be. */
export type PhotoProblem = 'notImage' | 'tooLarge';

/** Checks a picked file (its MIME type and size in bytes) before it is compressed. */
export function pictureProblem(type: string, bytes: number): PhotoProblem | null {
  if (!/^image\//i.test(type)) return 'notImage';
  if (bytes > PHOTO_LIMITS.sourceBytes) return 'tooLarge';
  return null;
}
