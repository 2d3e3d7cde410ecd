/**
 * P60: the PhotoStore contract against fixture mode's store: over IndexedDB (fake-indexeddb, the
 * W3C API in Node, as the app's browsers have it) and over the in-process Map.
 */
import { IDBFactory } from 'fake-indexeddb';
import { resolveObjectURL } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  createIndexedDbPhotoBackend,
  createMapPhotoBackend,
  createMemoryPhotoStore,
} from '../../adapters/memory/photoStore';
import type { PhotoBackend } from '../../adapters/memory/photoStore';
import { PHOTO_TYPE, photoPath } from '../../src/core/photos';
import { PhotoError } from '../../src/core/ports';
import { describePhotoStoreContract } from './photoStoreContract';
import type { PhotoHarness } from './photoStoreContract';

function harnessOver(backend: PhotoBackend): PhotoHarness {
  let failNext = false;
  const failing: PhotoBackend = {
    ...backend,
    add: async (path, photo) => {
      if (failNext) {
        failNext = false;
        throw new PhotoError('network', 'dropped');
      }
      return backend.add(path, photo);
    },
  };
  const storeAs = (uid: string | null) =>
    createMemoryPhotoStore({ backend: failing, currentUid: () => uid, chunkBytes: 64 * 1024 });
  return {
    uid: 'team-uid',
    otherUid: 'other-uid',
    store: storeAs('team-uid'),
    other: storeAs('other-uid'),
    signedOut: storeAs(null),
    stored: async (path) => {
      const found = await backend.get(path);
      return found === null ? null : new Uint8Array(found.bytes);
    },
    load: async (url) => {
      const blob = resolveObjectURL(url);
      if (blob === undefined) throw new Error(`no object at ${url}`);
      return new Uint8Array(await blob.arrayBuffer());
    },
    failNextUpload: async () => {
      failNext = true;
    },
    dispose: async () => undefined,
  };
}

describePhotoStoreContract('memory adapter over IndexedDB', async () =>
  harnessOver(createIndexedDbPhotoBackend('photos-contract', new IDBFactory())),
);

describePhotoStoreContract('memory adapter over a Map', async () =>
  harnessOver(createMapPhotoBackend()),
);

describe('P60: fixture mode keeps the demo’s photos for the day', () => {
  it('drops photos of an earlier day when the store opens, and keeps today’s', async () => {
    const backend = createIndexedDbPhotoBackend('photos-days', new IDBFactory());
    const path = (id: string) => photoPath('u1', id);
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8, 1, 2])], { type: PHOTO_TYPE });
    const on = (iso: string) =>
      createMemoryPhotoStore({ backend, currentUid: () => 'u1', now: () => new Date(iso) });
    const yesterday = on('2026-12-01T15:00:00');
    await yesterday.put(path('old'), jpeg).done;
    const today = on('2026-12-02T08:00:00');
    await today.put(path('new'), jpeg).done;
    expect(await backend.get(path('old'))).toBeNull();
    expect(await backend.get(path('new'))).not.toBeNull();
    await expect(today.url(path('old'))).rejects.toMatchObject({ code: 'notFound' });
  });

  it('pauses between steps and resumes where it stopped', async () => {
    const store = createMemoryPhotoStore({
      backend: createMapPhotoBackend(),
      currentUid: () => 'u1',
      chunkBytes: 1000,
    });
    const seen: number[] = [];
    const upload = store.put(
      photoPath('u1', 'p'),
      new Blob([new Uint8Array(5000)], { type: PHOTO_TYPE }),
      { onProgress: (p) => seen.push(p.bytes) },
    );
    expect(upload.pause()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.length).toBeLessThan(2);
    expect(upload.resume()).toBe(true);
    await upload.done;
    expect(seen.at(-1)).toBe(5000);
    expect(upload.resume()).toBe(false);
  });
});
