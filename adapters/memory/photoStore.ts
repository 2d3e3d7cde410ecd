/**
 * P60 (issue 40): fixture mode's photo store. The photos a demo user takes are kept in this
 * browser (IndexedDB, shared by every tab of the origin, so /pdf in another tab prints them) for
 * the day, like the demo's other edits: a photo from an earlier day is dropped when the store
 * opens, as the generated demo is today's (D8). It refuses what storage.rules refuses, by the
 * rules' own table (src/core/rules/storage.ts), so a demo never keeps a photo production would not.
 */
import { isStoredPhoto, SHOWN_AS_IT_IS } from '../../src/core/photos';
import { PhotoError } from '../../src/core/ports';
import { photoWriteRefusal, storageAllows } from '../../src/core/rules/storage';
import type { PhotoStore, PhotoUpload, PutPhotoOptions } from '../../src/core/ports';
import { committed, done } from './idb';

/** One stored photo: its bytes (not a Blob: older Safari and Node's clone both keep these). */
export interface StoredPhoto {
  bytes: ArrayBuffer;
  type: string;
  /** The day it was taken ('2026-12-02', local time). */
  day: string;
}

/** Where the photos live: IndexedDB in the app, a Map in tests. */
export interface PhotoBackend {
  get(path: string): Promise<StoredPhoto | null>;
  /** Adds a photo; false (and nothing written) when the path is taken. */
  add(path: string, photo: StoredPhoto): Promise<boolean>;
  delete(path: string): Promise<void>;
  /** Drops every photo not taken on `day`. */
  keepOnly(day: string): Promise<void>;
}

/** A backend that lives as long as the process (tests, and browsers without IndexedDB). */
export function createMapPhotoBackend(): PhotoBackend {
  const photos = new Map<string, StoredPhoto>();
  return {
    async get(path) {
      return photos.get(path) ?? null;
    },
    async add(path, photo) {
      if (photos.has(path)) return false;
      photos.set(path, { ...photo, bytes: photo.bytes.slice(0) });
      return true;
    },
    async delete(path) {
      photos.delete(path);
    },
    async keepOnly(day) {
      for (const [path, photo] of photos) if (photo.day !== day) photos.delete(path);
    },
  };
}

const PHOTOS = 'photos';

/** A backend in IndexedDB (database `name`), shared by every tab of the origin. */
export function createIndexedDbPhotoBackend(
  name = 'faturamento-photos',
  factory: IDBFactory = indexedDB,
): PhotoBackend {
  let db: Promise<IDBDatabase> | null = null;
  const database = (): Promise<IDBDatabase> => {
    db ??= new Promise((resolve, reject) => {
      const request = factory.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(PHOTOS);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
    return db;
  };
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (photos: IDBObjectStore) => Promise<T>,
  ): Promise<T> => {
    const tx = (await database()).transaction(PHOTOS, mode);
    const end = committed(tx);
    const result = await work(tx.objectStore(PHOTOS));
    await end;
    return result;
  };
  return {
    get: (path) =>
      run('readonly', async (photos) => {
        const found = (await done(photos.get(path))) as StoredPhoto | undefined;
        return found ?? null;
      }),
    add: (path, photo) =>
      run('readwrite', async (photos) => {
        // In one transaction: two tabs adding one path cannot both succeed.
        if ((await done(photos.getKey(path))) !== undefined) return false;
        await done(photos.add(photo, path));
        return true;
      }),
    delete: (path) => run('readwrite', async (photos) => void (await done(photos.delete(path)))),
    keepOnly: (day) =>
      run('readwrite', async (photos) => {
        const cursor = photos.openCursor();
        await new Promise<void>((resolve, reject) => {
          cursor.onerror = () => reject(cursor.error ?? new Error('IndexedDB cursor failed'));
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (at === null) return resolve();
            if ((at.value as StoredPhoto).day !== day) at.delete();
            at.continue();
          };
        });
      }),
  };
}

/** Today in local time, as the photos' day stamp ('2026-12-02'). */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface MemoryPhotoStoreOptions {
  backend: PhotoBackend;
  /** The signed-in user's uid (null: signed out), as the rules see it. */
  currentUid: () => string | null;
  /** The bytes sent per step of the simulated transfer (its progress and cancel points). */
  chunkBytes?: number;
  now?: () => Date;
}

function asPhotoError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return new PhotoError('quota', error.message);
  }
  return new PhotoError('unknown', error instanceof Error ? error.message : String(error));
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The photo store over `backend`; object URLs are made once per path and kept. */
export function createMemoryPhotoStore(options: MemoryPhotoStoreOptions): PhotoStore {
  const { backend, currentUid } = options;
  const chunk = options.chunkBytes ?? 256 * 1024;
  const today = () => localDay((options.now ?? (() => new Date()))());
  const opened = backend.keepOnly(today()).catch(() => undefined);
  const urls = new Map<string, string>();

  return {
    put(path: string, photo: Blob, { onProgress }: PutPhotoOptions = {}): PhotoUpload {
      let canceled = false;
      let paused: (() => void) | null = null;
      let pausing = false;
      let finished = false;
      const waitWhilePaused = () =>
        pausing ? new Promise<void>((resolve) => (paused = resolve)) : Promise.resolve();
      const transfer = async (): Promise<void> => {
        await opened;
        // The checks storage.rules makes (P62: one table, src/core/rules/storage.ts).
        const refused = photoWriteRefusal(path, photo, currentUid());
        if (refused !== null) throw new PhotoError(refused, `${path}: ${refused}`);
        const bytes = await photo.arrayBuffer();
        for (let sent = 0; ;) {
          await nextTurn();
          await waitWhilePaused();
          if (canceled) throw new PhotoError('canceled');
          sent = Math.min(bytes.byteLength, sent + chunk);
          onProgress?.({ bytes: sent, total: bytes.byteLength });
          if (sent === bytes.byteLength) break;
        }
        if (!(await backend.add(path, { bytes, type: photo.type, day: today() }))) {
          throw new PhotoError('exists', path);
        }
      };
      const doneStoring = transfer()
        .catch((error: unknown) => {
          throw asPhotoError(error);
        })
        .finally(() => {
          finished = true;
        });
      return {
        done: doneStoring,
        pause() {
          if (finished || pausing) return false;
          pausing = true;
          return true;
        },
        resume() {
          if (!pausing) return false;
          pausing = false;
          paused?.();
          paused = null;
          return true;
        },
        cancel() {
          canceled = true;
          pausing = false;
          paused?.();
        },
      };
    },

    async url(path) {
      if (!isStoredPhoto(path)) {
        if (SHOWN_AS_IT_IS.test(path)) return path;
        throw new PhotoError('notFound', path);
      }
      const known = urls.get(path);
      await opened;
      const stored = await backend.get(path).catch((error: unknown) => {
        throw asPhotoError(error);
      });
      if (stored === null) {
        urls.delete(path);
        throw new PhotoError('notFound', path);
      }
      if (known !== undefined) return known;
      const url = URL.createObjectURL(new Blob([stored.bytes], { type: stored.type }));
      urls.set(path, url);
      return url;
    },

    async remove(path) {
      await opened;
      if (!storageAllows({ method: 'delete', path, uid: currentUid() })) {
        throw new PhotoError('unauthorized', 'only its author removes a photo');
      }
      await backend.delete(path).catch((error: unknown) => {
        throw asPhotoError(error);
      });
      const url = urls.get(path);
      if (url !== undefined) URL.revokeObjectURL(url);
      urls.delete(path);
    },
  };
}
