/**
 * P62: storage.rules is printed from one table of conditions (storage.ts) that the
 * upload protocol's stand-in judges by and the Firebase photo store checks with: the file in
 * the repository is the printed text, the printed path patterns are core's STORED_PHOTO, and
 * the judge answers each rule's cases.
 */
import { readFileSync } from 'node:fs';
import { isStoredPhoto, PHOTO_LIMITS, PHOTO_TYPE } from '../photos';
import {
  photoPathPattern,
  photoWriteRefusal,
  printStorageRules,
  storageAllows,
  type StorageRequest,
} from './storage';

const jpeg = (size = 1000) => ({ contentType: PHOTO_TYPE, size });
const create = (path: string, uid: string | null, incoming = jpeg()): StorageRequest => ({
  method: 'create',
  path,
  uid,
  incoming,
  exists: false,
});

it('the committed storage.rules is the printed text (run buildRules.ts after a change)', () => {
  const committed = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
  expect(committed).toBe(printStorageRules());
});

it('prints core’s bound and type, and the path patterns as whole-string matches', () => {
  const text = printStorageRules();
  expect(text).toContain(`request.resource.size <= ${PHOTO_LIMITS.storedBytes}`);
  expect(text).toContain(`request.resource.contentType == '${PHOTO_TYPE}'`);
  expect(text).toContain('match /photos/{uid}/{photoId} {');
  expect(text).toContain('allow update: if false;');
  expect(photoPathPattern()).toEqual({
    folder: 'photos',
    uid: '[A-Za-z0-9_-]{1,128}',
    photoId: '[A-Za-z0-9_-]{1,40}[.]jpg',
  });
});

it('refuses to print a path pattern it cannot express', () => {
  expect(() => photoPathPattern(String.raw`^photos\/(\d+)\/[a-z]+$`)).toThrow(/cannot print/);
  expect(() => photoPathPattern(String.raw`^photos\/\w+\/[a-z]+$`)).toThrow(/cannot print/);
  expect(() => photoPathPattern(String.raw`^photos\/[a-z]+\/[a-z]+\/[a-z]+$`)).toThrow(
    /cannot print/,
  );
});

it('the printed patterns accept exactly core’s stored-photo paths', () => {
  const x = (n: number) => 'a'.repeat(n);
  const paths = [
    'photos/u1/p1.jpg',
    `photos/${x(128)}/p.jpg`,
    `photos/${x(129)}/p.jpg`,
    `photos/u/${x(40)}.jpg`,
    `photos/u/${x(41)}.jpg`,
    'photos/u/p.png',
    'photos/u/pxjpg',
    'photos/u/p.jpg.jpg',
    'photos/u.1/p.jpg',
    'photos/u/p q.jpg',
    'photos/u/.jpg',
    'photos/u/p.jpg/x',
    'photos/T/u/p.jpg',
    'photos/p.jpg',
    'fotos/u/p.jpg',
    'photos//p.jpg',
  ];
  for (const path of paths) {
    const uid = path.split('/')[1] ?? '';
    expect([path, storageAllows(create(path, uid))]).toEqual([path, isStoredPhoto(path)]);
  }
});

describe('the judge, rule by rule', () => {
  const path = 'photos/u1/p1.jpg';

  it('read: anyone signed in, under the photos’ match only', () => {
    expect(storageAllows({ method: 'read', path, uid: 'u2' })).toBe(true);
    expect(storageAllows({ method: 'read', path, uid: null })).toBe(false);
    expect(storageAllows({ method: 'read', path: 'fotos/p.jpg', uid: 'u1' })).toBe(false);
  });

  it('create: its author, signed in, a JPEG of at most storedBytes, where nothing is', () => {
    expect(storageAllows(create(path, 'u1'))).toBe(true);
    expect(storageAllows(create(path, null))).toBe(false);
    expect(storageAllows(create(path, 'u2'))).toBe(false);
    expect(storageAllows(create(path, 'u1', { contentType: 'image/png', size: 10 }))).toBe(false);
    expect(storageAllows(create(path, 'u1', jpeg(PHOTO_LIMITS.storedBytes)))).toBe(true);
    expect(storageAllows(create(path, 'u1', jpeg(PHOTO_LIMITS.storedBytes + 1)))).toBe(false);
    expect(storageAllows({ ...create(path, 'u1'), exists: true })).toBe(false);
    expect(storageAllows({ method: 'create', path, uid: 'u1' })).toBe(false);
  });

  it('update: never, not even by its author', () => {
    expect(storageAllows({ ...create(path, 'u1'), method: 'update', exists: true })).toBe(false);
  });

  it('delete: its author only', () => {
    expect(storageAllows({ method: 'delete', path, uid: 'u1' })).toBe(true);
    expect(storageAllows({ method: 'delete', path, uid: 'u2' })).toBe(false);
    expect(storageAllows({ method: 'delete', path, uid: null })).toBe(false);
  });
});

it('the store’s own check gives each refusal its code, in the rules’ order', () => {
  const path = 'photos/u1/p1.jpg';
  const photo = { type: PHOTO_TYPE, size: 10 };
  expect(photoWriteRefusal(path, photo, 'u1')).toBeNull();
  expect(photoWriteRefusal(path, photo, null)).toBe('unauthorized');
  expect(photoWriteRefusal('fotos/p.jpg', photo, null)).toBe('unauthorized');
  expect(photoWriteRefusal('fotos/p.jpg', photo, 'u1')).toBe('invalid');
  expect(photoWriteRefusal(path, photo, 'u2')).toBe('unauthorized');
  expect(photoWriteRefusal(path, { type: 'text/html', size: 10 }, 'u1')).toBe('invalid');
  expect(
    photoWriteRefusal(path, { type: PHOTO_TYPE, size: PHOTO_LIMITS.storedBytes + 1 }, 'u1'),
  ).toBe('tooLarge');
  // What only the server knows (the path taken) is left to it.
  expect(
    photoWriteRefusal(path, { type: PHOTO_TYPE, size: PHOTO_LIMITS.storedBytes }, 'u1'),
  ).toBeNull();
});

describe('what the printer and the judge refuse (issue 45)', () => {
  it('a pattern not written whole (^…$), or with more after the $, cannot be printed', () => {
    const cannot = /storage\.rules cannot print/;
    expect(() => photoPathPattern('photos')).toThrow(cannot);
    expect(() => photoPathPattern(String.raw`x^photos\/[a-z]+\/[a-z]+$`)).toThrow(cannot);
    expect(() => photoPathPattern(String.raw`^photos\/[a-z]+\/[a-z]+$x`)).toThrow(cannot);
  });

  it('an empty segment or a folder other than lower-case letters cannot be printed', () => {
    const cannot = /storage\.rules cannot print/;
    expect(() => photoPathPattern(String.raw`^photos\/\/[a-z]+$`)).toThrow(cannot);
    expect(() => photoPathPattern(String.raw`^Photos\/[a-z]+\/[a-z]+$`)).toThrow(cannot);
    expect(() => photoPathPattern(String.raw`^photos1\/[a-z]+\/[a-z]+$`)).toThrow(cannot);
  });

  it('a path with an empty segment is outside the photos’ match: nothing is allowed', () => {
    expect(storageAllows({ method: 'read', path: 'photos//p1.jpg', uid: 'u1' })).toBe(false);
    expect(storageAllows({ method: 'read', path: 'photos/u1/', uid: 'u1' })).toBe(false);
    expect(storageAllows({ method: 'read', path: 'photos/u1/p1.jpg', uid: 'u1' })).toBe(true);
  });
});
