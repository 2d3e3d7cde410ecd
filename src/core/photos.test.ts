import { describe, expect, it } from 'vitest';
import {
  isStoredPhoto,
  PHOTO_LIMITS,
  photoAuthor,
  photoPath,
  pictureProblem,
  STORED_PHOTO,
} from './photos';
import { photoStaysInPlace } from './protection';
import { validateStructure } from './validation';
import { FORM_MESSAGES } from './messages';

const UID = 'Xchv8hVgcFDpHpYBR3jOv2u5A9cJ';

describe('P60: a stored photo’s path', () => {
  it('is photos/{uid}/{id}.jpg, and names its author', () => {
    const path = photoPath(UID, 'mk9x2b');
    expect(path).toBe(`photos/${UID}/mk9x2b.jpg`);
    expect(isStoredPhoto(path)).toBe(true);
    expect(photoAuthor(path)).toBe(UID);
  });

  it.each([
    'https://fotos.exemplo.com/poste.jpg',
    'data:image/jpeg;base64,/9j/',
    'fotos/poste-1.jpg',
    `photos/${UID}/../x.jpg`,
    `photos/${UID}/p.png`,
    `photos/${UID}/a/p.jpg`,
    ` photos/${UID}/p.jpg`,
    `photos/${UID}/${'p'.repeat(41)}.jpg`,
    '',
  ])('refuses %j as a stored photo', (path) => {
    expect(isStoredPhoto(path)).toBe(false);
    expect(photoAuthor(path)).toBeNull();
  });

  it('takes no non-text value', () => {
    expect(isStoredPhoto(42)).toBe(false);
    expect(isStoredPhoto(undefined)).toBe(false);
    expect(STORED_PHOTO.test(`photos/${UID}/${'p'.repeat(40)}.jpg`)).toBe(true);
  });

  it('is a structure’s image the form takes, and one that need not keep its key', () => {
    const photo = { firebasePath: photoPath(UID, 'p1'), pg: '1', obs: 'Poste' };
    expect(validateStructure(photo)).toBeNull();
    expect(photoStaysInPlace(photo)).toBe(false);
    // A legacy path still keeps its key, and is not taken anew.
    const legacy = { firebasePath: 'fotos/poste-1.jpg', pg: '1', obs: 'Poste' };
    expect(photoStaysInPlace(legacy)).toBe(true);
    expect(validateStructure(legacy)).toBe(FORM_MESSAGES.imageUrl);
  });
});

describe('P60: a picked picture', () => {
  it('must be an image of at most 20 MB', () => {
    expect(pictureProblem('image/jpeg', PHOTO_LIMITS.sourceBytes)).toBeNull();
    expect(pictureProblem('image/heic', 1000)).toBeNull();
    // The type must start with image/ (an image inside another type is not a picture).
    expect(pictureProblem('text/image/png', 1000)).toBe('notImage');
    expect(pictureProblem('IMAGE/PNG', 1000)).toBeNull();
    expect(pictureProblem('image/jpeg', PHOTO_LIMITS.sourceBytes + 1)).toBe('tooLarge');
    expect(pictureProblem('application/pdf', 1000)).toBe('notImage');
    expect(pictureProblem('', 1000)).toBe('notImage');
    expect(PHOTO_LIMITS.sourceBytes).toBe(20 * 1024 * 1024);
  });
});
