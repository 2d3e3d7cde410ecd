/**
 * P62: the SDK's errors as the port's (the whole store runs on the real SDK in
 * tests/contract/photoStore.firebase.contract.test.ts). Errors are built as the SDK raises
 * them: a FirebaseError whose code is `storage/…`.
 */
import { FirebaseError } from 'firebase/app';
import { PhotoError } from '../../src/core/ports';
import { STORAGE_BUCKET_ENV_VAR, toPhotoError } from './photoStore';

const sdk = (code: string) =>
  new FirebaseError(`storage/${code}`, `Firebase Storage: (storage/${code})`);

it.each([
  ['unauthorized', 'unauthorized'],
  ['unauthenticated', 'unauthorized'],
  ['canceled', 'canceled'],
  ['retry-limit-exceeded', 'network'],
  ['quota-exceeded', 'quota'],
  ['object-not-found', 'notFound'],
  ['server-file-wrong-size', 'unknown'],
  ['unknown', 'unknown'],
])('storage/%s is %s', (code, expected) => {
  const error = toPhotoError(sdk(code));
  expect(error).toBeInstanceOf(PhotoError);
  expect(error.code).toBe(expected);
  expect(error.message).toContain(`storage/${code}`);
});

it('no bucket names the setting to add', () => {
  const error = toPhotoError(sdk('no-default-bucket'));
  expect(error.code).toBe('unknown');
  expect(error.message).toContain(STORAGE_BUCKET_ENV_VAR);
  expect(STORAGE_BUCKET_ENV_VAR).toBe('VITE_FIREBASE_STORAGE_BUCKET');
});

it('a PhotoError stays as it is; anything else is unknown', () => {
  const exists = new PhotoError('exists', 'p');
  expect(toPhotoError(exists)).toBe(exists);
  expect(toPhotoError(new TypeError('boom'))).toMatchObject({ code: 'unknown', message: 'boom' });
  expect(toPhotoError('odd')).toMatchObject({ code: 'unknown', message: 'odd' });
});
