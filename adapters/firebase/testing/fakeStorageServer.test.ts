/**
 * P62: the upload protocol's stand-in as a browser meets it: the CORS preflight the SDK's
 * requests cause (custom headers, Authorization), an upload sent with `fetch` and the SDK's
 * headers, the X-Goog-Upload-* headers readable across origins, and a download by token. The
 * real SDK against it is tests/contract/photoStore.firebase.contract.test.ts.
 */
import { PHOTO_TYPE } from '../../../src/core/photos';
import { startFakeStorageServer, type FakeStorageServer } from './fakeStorageServer';

let server: FakeStorageServer;
const ORIGIN = 'http://localhost:5173';

/** An unsigned ID token as the Auth emulator makes them (the stand-in reads its claims). */
function tokenOf(uid: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ user_id: uid, sub: uid })}.`;
}

beforeAll(async () => {
  server = await startFakeStorageServer({ bucket: 'demo-faturamento.appspot.com' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const base = () => `http://${server.host}:${server.port}/v0/b/demo-faturamento.appspot.com/o`;

it('answers the preflight of an upload: any origin, the headers asked for, the methods', async () => {
  const asked =
    'authorization,content-type,x-firebase-gmpid,x-firebase-storage-version,' +
    'x-goog-upload-command,x-goog-upload-header-content-length,' +
    'x-goog-upload-header-content-type,x-goog-upload-protocol';
  const response = await fetch(`${base()}?name=photos%2FT1%2Fu1%2Fp.jpg`, {
    method: 'OPTIONS',
    headers: {
      Origin: ORIGIN,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': asked,
    },
  });
  expect(response.status).toBe(204);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-headers')).toBe(asked);
  expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
});

it('takes a resumable upload sent with the SDK’s headers and exposes what the SDK reads', async () => {
  const path = 'photos/u1/p1.jpg';
  const bytes = new Uint8Array(1000).fill(7);
  const auth = {
    Authorization: `Firebase ${tokenOf('u1')}`,
    'X-Firebase-Storage-Version': 'webjs/12.19.0',
    Origin: ORIGIN,
  };
  const start = await fetch(`${base()}?name=${encodeURIComponent(path)}`, {
    method: 'POST',
    headers: {
      ...auth,
      'X-Goog-Upload-Protocol': 'resumable',
      'X-Goog-Upload-Command': 'start',
      'X-Goog-Upload-Header-Content-Length': String(bytes.length),
      'X-Goog-Upload-Header-Content-Type': PHOTO_TYPE,
      'Content-Type': 'application/json; charset=utf-8',
    },
    body: JSON.stringify({ name: path, contentType: PHOTO_TYPE }),
  });
  expect(start.status).toBe(200);
  expect(start.headers.get('access-control-allow-origin')).toBe('*');
  const exposed = start.headers.get('access-control-expose-headers') ?? '';
  for (const name of ['X-Goog-Upload-URL', 'X-Goog-Upload-Status', 'X-Goog-Upload-Size-Received']) {
    expect(exposed).toContain(name);
  }
  expect(start.headers.get('x-goog-upload-status')).toBe('active');
  expect(start.headers.get('x-goog-upload-chunk-granularity')).toBe(String(256 * 1024));
  const uploadUrl = start.headers.get('x-goog-upload-url') ?? '';
  expect(uploadUrl).toContain(`${server.host}:${server.port}`);

  const done = await fetch(uploadUrl, {
    method: 'POST',
    headers: { ...auth, 'X-Goog-Upload-Command': 'upload, finalize', 'X-Goog-Upload-Offset': '0' },
    body: bytes,
  });
  expect(done.status).toBe(200);
  expect(done.headers.get('x-goog-upload-status')).toBe('final');
  const metadata = (await done.json()) as { name: string; size: string; downloadTokens: string };
  expect(metadata).toMatchObject({ name: path, size: '1000', contentType: PHOTO_TYPE });
  expect(server.paths()).toEqual([path]);

  // The download URL getDownloadURL builds: no header at all.
  const media = await fetch(
    `${base()}/${encodeURIComponent(path)}?alt=media&token=${metadata.downloadTokens}`,
  );
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe(PHOTO_TYPE);
  expect(new Uint8Array(await media.arrayBuffer())).toEqual(bytes);
  // Without the token, the rules' read: signed in.
  expect((await fetch(`${base()}/${encodeURIComponent(path)}?alt=media`)).status).toBe(403);
});

it('refuses a token that is not one, and another bucket', async () => {
  const bad = await fetch(`${base()}/${encodeURIComponent('photos/T/u/p.jpg')}`, {
    headers: { Authorization: 'Firebase not-a-jwt' },
  });
  expect(bad.status).toBe(401);
  const other = await fetch(
    `http://${server.host}:${server.port}/v0/b/other.appspot.com/o/${encodeURIComponent('photos/T/u/p.jpg')}`,
  );
  expect(other.status).toBe(404);
});
