/**
 * P60 (issue 40): the contract every PhotoStore keeps, run against each adapter through a
 * harness: the memory adapter (fixture mode: IndexedDB, tests/contract/photoStore.memory.contract.test.ts)
 * and the Firebase adapter (the real Storage SDK against the upload protocol's stand-in,
 * tests/contract/photoStore.firebase.contract.test.ts). It knows nothing of either. Every
 * refusal here is one storage.rules makes, so a demo refuses what production refuses.
 */
import { describe, expect, it } from 'vitest';
import { PHOTO_LIMITS, PHOTO_TYPE, photoPath } from '../../src/core/photos';
import { PhotoError } from '../../src/core/ports';
import type { PhotoErrorCode, PhotoProgress, PhotoStore } from '../../src/core/ports';

export interface PhotoHarness {
  /** A store signed in as `uid`. */
  store: PhotoStore;
  uid: string;
  /** A store signed in as another person (`otherUid`). */
  other: PhotoStore;
  otherUid: string;
  /** A store with nobody signed in. */
  signedOut: PhotoStore;
  /** The bytes stored at `path`, read from the backend itself (null: nothing there). */
  stored(path: string): Promise<Uint8Array | null>;
  /** The bytes an <img> given `url` would load. */
  load(url: string): Promise<Uint8Array>;
  /** The next upload's transfer fails as a dropped connection would (after its retries). */
  failNextUpload(): Promise<void>;
  dispose(): Promise<void>;
}

/** A small JPEG-typed payload (the stores check type and size, not pixels). */
function jpeg(bytes: number, fill = 7): Blob {
  const data = new Uint8Array(bytes).fill(fill);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([data], { type: PHOTO_TYPE });
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The bytes are these, compared as a buffer (a deep equality over 300,000 numbers takes seconds
 * on a busy machine): a readable failure names the first byte that differs.
 */
function expectSameBytes(actual: Uint8Array | null, expected: Uint8Array): void {
  expect(actual).not.toBeNull();
  expect(actual!.length).toBe(expected.length);
  const at = Buffer.from(actual!).equals(Buffer.from(expected))
    ? -1
    : actual!.findIndex((byte, i) => byte !== expected[i]);
  expect(at, 'the first byte that differs').toBe(-1);
}

async function refusal(promise: Promise<unknown>): Promise<PhotoErrorCode> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PhotoError);
    return (error as PhotoError).code;
  }
  throw new Error('expected a refusal, but it succeeded');
}

let ids = 0;
const freshId = () => `p${Date.now().toString(36)}${(ids += 1)}`;

export function describePhotoStoreContract(
  name: string,
  makeHarness: () => Promise<PhotoHarness>,
): void {
  describe(`PhotoStore contract: ${name}`, () => {
    async function withHarness(test: (h: PhotoHarness) => Promise<void>): Promise<void> {
      const h = await makeHarness();
      try {
        await test(h);
      } finally {
        await h.dispose();
      }
    }

    it('stores a photo, reports its progress to the end, and gives a URL that loads its bytes', () =>
      withHarness(async (h) => {
        const path = photoPath(h.uid, freshId());
        const photo = jpeg(300_000);
        const seen: PhotoProgress[] = [];
        await h.store.put(path, photo, { onProgress: (p) => seen.push(p) }).done;
        expect(seen.length).toBeGreaterThan(0);
        expect(seen.at(-1)).toEqual({ bytes: 300_000, total: 300_000 });
        expect(seen.every((p, i) => i === 0 || p.bytes >= seen[i - 1]!.bytes)).toBe(true);
        const expected = await bytesOf(photo);
        expectSameBytes(await h.stored(path), expected);
        const url = await h.store.url(path);
        expectSameBytes(await h.load(url), expected);
        // Anyone signed in reads it (a supervisor, the billing office, /pdf in another tab).
        expectSameBytes(await h.load(await h.other.url(path)), expected);
      }));

    it('gives an http(s) URL or a data: image as it is, and refuses a stored path with no photo', () =>
      withHarness(async (h) => {
        expect(await h.store.url('https://fotos.exemplo.com/poste.jpg')).toBe(
          'https://fotos.exemplo.com/poste.jpg',
        );
        expect(await h.store.url('data:image/png;base64,iVBORw0KGgo=')).toBe(
          'data:image/png;base64,iVBORw0KGgo=',
        );
        expect(await refusal(h.store.url(photoPath(h.uid, freshId())))).toBe('notFound');
        expect(await refusal(h.store.url('fotos/poste-1.jpg'))).toBe('notFound');
      }));

    it('never overwrites a stored photo', () =>
      withHarness(async (h) => {
        const path = photoPath(h.uid, freshId());
        await h.store.put(path, jpeg(1000, 1)).done;
        expect(await refusal(h.store.put(path, jpeg(2000, 2)).done)).toBe('exists');
        expectSameBytes(await h.stored(path), await bytesOf(jpeg(1000, 1)));
      }));

    it('refuses what is not a JPEG photo, or is over the size limit, and stores nothing', () =>
      withHarness(async (h) => {
        const text = photoPath(h.uid, freshId());
        const html = new Blob(['<script>alert(1)</script>'], { type: 'text/html' });
        expect(await refusal(h.store.put(text, html).done)).toBe('invalid');
        expect(await h.stored(text)).toBeNull();

        const big = photoPath(h.uid, freshId());
        expect(await refusal(h.store.put(big, jpeg(PHOTO_LIMITS.storedBytes + 1)).done)).toBe(
          'tooLarge',
        );
        expect(await h.stored(big)).toBeNull();

        // Exactly at the limit is stored.
        const edge = photoPath(h.uid, freshId());
        await h.store.put(edge, jpeg(PHOTO_LIMITS.storedBytes)).done;
        expect((await h.stored(edge))?.length).toBe(PHOTO_LIMITS.storedBytes);

        // A path that is not a stored photo's (a legacy path, another folder).
        expect(await refusal(h.store.put('fotos/poste-1.jpg', jpeg(10)).done)).toBe('invalid');
      }));

    it('refuses a signed-out writer and another person’s folder', () =>
      withHarness(async (h) => {
        const mine = photoPath(h.uid, freshId());
        expect(await refusal(h.signedOut.put(mine, jpeg(10)).done)).toBe('unauthorized');
        expect(await refusal(h.other.put(mine, jpeg(10)).done)).toBe('unauthorized');
        expect(await h.stored(mine)).toBeNull();
      }));

    it('a failed upload rejects as a network failure and leaves nothing behind; a retry stores it', () =>
      withHarness(async (h) => {
        const path = photoPath(h.uid, freshId());
        await h.failNextUpload();
        expect(await refusal(h.store.put(path, jpeg(200_000)).done)).toBe('network');
        expect(await h.stored(path)).toBeNull();
        expect(await refusal(h.store.url(path))).toBe('notFound');
        await h.store.put(path, jpeg(200_000)).done;
        expect((await h.stored(path))?.length).toBe(200_000);
      }));

    it('a cancelled upload rejects as cancelled and keeps nothing', () =>
      withHarness(async (h) => {
        const path = photoPath(h.uid, freshId());
        const upload = h.store.put(path, jpeg(500_000));
        upload.cancel();
        expect(await refusal(upload.done)).toBe('canceled');
        expect(await h.stored(path)).toBeNull();
      }));

    it('removes its author’s photo; refuses another person; an absent photo is no error', () =>
      withHarness(async (h) => {
        const path = photoPath(h.uid, freshId());
        await h.store.put(path, jpeg(1000)).done;
        expect(await refusal(h.other.remove(path))).toBe('unauthorized');
        expect(await h.stored(path)).not.toBeNull();
        await h.store.remove(path);
        expect(await h.stored(path)).toBeNull();
        expect(await refusal(h.store.url(path))).toBe('notFound');
        await h.store.remove(path);
      }));
  });
}
