/**
 * P62 (issue 40): the PhotoStore contract against the Firebase adapter, on the REAL SDK:
 * firebase/app, firebase/auth signed in on firebase-tools' Auth emulator (in this process,
 * tests/support/authEmulator.ts), firebase/storage talking to the upload protocol's stand-in
 * (adapters/firebase/testing/fakeStorageServer.ts, which judges every request as storage.rules
 * does). Then what only this adapter has: the chunks of a resumable upload and their progress,
 * pause and resume over the protocol, the SDK's errors as the port's, and the rules refusing
 * what the adapter's own checks would have stopped (they are the last word).
 *
 * With FIREBASE_STORAGE_EMULATOR_HOST set (firebase-tools' Storage emulator: Java 21, loading
 * storage.rules itself; docs/firebase.md, "Storage (photos)", one command), the contract also
 * runs against it; without, that suite is skipped and says so.
 */
import type { FirebaseApp } from 'firebase/app';
import type { FirebaseStorage } from 'firebase/storage';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PHOTO_LIMITS, PHOTO_TYPE, photoPath } from '../../src/core/photos';
import { PhotoError } from '../../src/core/ports';
import type { PhotoProgress, PhotoStore } from '../../src/core/ports';
import {
  startFakeStorageServer,
  UPLOAD_GRANULARITY,
  type FakeStorageServer,
} from '../../adapters/firebase/testing/fakeStorageServer';
import {
  AUTH_EMULATOR_START_TIMEOUT_MS,
  startAuthEmulator,
  type AuthEmulator,
} from '../support/authEmulator';
import { PROJECT_ID } from './firebaseHarness';
import { describePhotoStoreContract } from './photoStoreContract';
import type { PhotoHarness } from './photoStoreContract';

const BUCKET = `${PROJECT_ID}.appspot.com`;
const PASSWORD = 'foto-senha-1';
const A = { uid: 'fotografo-a', email: 'fotografo-a@demo.local', password: PASSWORD };
const B = { uid: 'fotografo-b', email: 'fotografo-b@demo.local', password: PASSWORD };
/** Short, so a failed transfer gives up in a second (the app keeps PHOTO_RETRY's). */
const RETRY_MS = 300;

let auth: AuthEmulator;
let standIn: FakeStorageServer;

// Each case signs three apps in on the Auth emulator and sends photos over HTTP to the stand-in:
// a few seconds of a busy two-core machine's time.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  const { setLogLevel } = await import('firebase/app');
  setLogLevel('error');
  [auth, standIn] = await Promise.all([
    startAuthEmulator(PROJECT_ID),
    startFakeStorageServer({ bucket: BUCKET }),
  ]);
  await auth.addAccounts([A, B]);
  // Signs in once, so the emulator compiles its sign-in validator before the first test.
  const { deleteApp } = await import('firebase/app');
  await deleteApp((await appAs(A, { host: standIn.host, port: standIn.port })).app);
}, AUTH_EMULATOR_START_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([auth?.stop(), standIn?.close()]);
});

let apps = 0;

interface Signed {
  app: FirebaseApp;
  storage: FirebaseStorage;
  store: PhotoStore;
}

/** A new app signed in as `account` (or signed out), its Storage at `host:port`. */
async function appAs(
  account: { email: string; password: string } | null,
  storageHost: { host: string; port: number },
  settings: { storageBucket?: string } = { storageBucket: BUCKET },
): Promise<Signed> {
  const { connectAuthEmulator, getAuth, signInWithEmailAndPassword } =
    await import('firebase/auth');
  const { connectStorageEmulator, getStorage } = await import('firebase/storage');
  const { createFirebaseApp } = await import('../../adapters/firebase/app');
  const { createFirebasePhotoStore } = await import('../../adapters/firebase/photoStore');
  apps += 1;
  const app = createFirebaseApp(
    {
      apiKey: 'photo-api-key',
      authDomain: `${PROJECT_ID}.firebaseapp.com`,
      databaseURL: `https://${PROJECT_ID}-default-rtdb.firebaseio.com`,
      projectId: PROJECT_ID,
      appId: '1:000000000000:web:0000000000000000',
      ...settings,
    },
    `photos-${apps}`,
  );
  const appAuth = getAuth(app);
  connectAuthEmulator(appAuth, auth.url, { disableWarnings: true });
  if (account !== null) await signInWithEmailAndPassword(appAuth, account.email, account.password);
  const storage = getStorage(app);
  connectStorageEmulator(storage, storageHost.host, storageHost.port);
  const store = createFirebasePhotoStore(storage, appAuth, {
    maxUploadRetryTimeMs: RETRY_MS,
    maxOperationRetryTimeMs: RETRY_MS * 10,
  });
  return { app, storage, store };
}

/** `store` whose next put, once `arm` is called, runs while `fail()` stands (then stops it). */
function failingOnce(store: PhotoStore, fail: () => () => void) {
  let armed = false;
  const wrapped: PhotoStore = {
    ...store,
    put(path, photo, options) {
      if (!armed) return store.put(path, photo, options);
      armed = false;
      const stop = fail();
      const upload = store.put(path, photo, options);
      void upload.done.catch(() => undefined).finally(stop);
      return upload;
    },
  };
  return { store: wrapped, arm: () => void (armed = true) };
}

/** The harness over Storage at `target`, with the backend's own reads and failure switch. */
async function harnessOn(
  target: { host: string; port: number },
  backend: {
    stored: (path: string) => Promise<Uint8Array | null>;
    fail: () => () => void;
    dispose?: () => Promise<void>;
  },
): Promise<PhotoHarness> {
  const { deleteApp } = await import('firebase/app');
  const [a, b, out] = await Promise.all([appAs(A, target), appAs(B, target), appAs(null, target)]);
  const failing = failingOnce(a.store, backend.fail);
  return {
    uid: A.uid,
    otherUid: B.uid,
    store: failing.store,
    other: b.store,
    signedOut: out.store,
    stored: backend.stored,
    load: async (url) => {
      // What an <img> sends: no header, the URL's token.
      const response = await fetch(url);
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    failNextUpload: async () => failing.arm(),
    dispose: async () => {
      await Promise.all([a, b, out].map(({ app }) => deleteApp(app)));
      await backend.dispose?.();
    },
  };
}

const standInTarget = () => ({ host: standIn.host, port: standIn.port });

describePhotoStoreContract(
  'Firebase adapter: the Storage SDK against the upload protocol stand-in',
  async () => {
    standIn.reset();
    return harnessOn(standInTarget(), {
      stored: async (path) => standIn.stored(path),
      fail: () => standIn.failUploads('drop'),
    });
  },
);

// --- The same contract on firebase-tools' Storage emulator (Java 21), when it runs ----------

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/**
 * A proxy in front of the emulator: while failing, it drops every connection, as a lost
 * network would (the emulator itself cannot be made to fail).
 */
async function droppingProxy(host: string, port: number) {
  let dropping = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((incoming, outgoing) => {
    if (dropping) {
      incoming.socket.destroy();
      return;
    }
    const forward = httpRequest(
      { host, port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => incoming.socket.destroy());
    incoming.pipe(forward);
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    fail: () => {
      dropping = true;
      return () => void (dropping = false);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (emulatorHost) {
  describePhotoStoreContract(
    `Firebase adapter on firebase-tools' Storage emulator (${emulatorHost})`,
    async () => {
      const [host = '127.0.0.1', port = '9199'] = emulatorHost.split(':');
      const proxy = await droppingProxy(host, Number(port));
      return harnessOn(
        { host: '127.0.0.1', port: proxy.port },
        {
          // The emulator's owner credential reads past the rules.
          stored: async (path) => {
            const response = await fetch(
              `http://${emulatorHost}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`,
              { headers: { Authorization: 'Bearer owner' } },
            );
            if (response.status === 404) return null;
            if (!response.ok) throw new Error(`emulator read ${path}: ${response.status}`);
            return new Uint8Array(await response.arrayBuffer());
          },
          fail: proxy.fail,
          dispose: proxy.close,
        },
      );
    },
  );
} else {
  describe.skip("PhotoStore contract: Firebase adapter on firebase-tools' Storage emulator", () => {
    it('skipped: set FIREBASE_STORAGE_EMULATOR_HOST (Java 21; docs/firebase.md, "Storage (photos)")', () => {});
  });
}

// --- What only the Firebase adapter has --------------------------------------------------------

/** Byte for byte, without toEqual's element-by-element walk of a megabyte. */
async function same(stored: Uint8Array | null, photo: Blob): Promise<boolean> {
  return stored !== null && Buffer.from(stored).equals(Buffer.from(await photo.arrayBuffer()));
}

function jpeg(bytes: number, fill = 3): Blob {
  const data = new Uint8Array(bytes).fill(fill);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return new Blob([data], { type: PHOTO_TYPE });
}

let ids = 0;
const fresh = (uid = A.uid) => photoPath(uid, `f${Date.now().toString(36)}${(ids += 1)}`);

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (error === null) throw new Error('expected a refusal, but it succeeded');
  return error instanceof PhotoError ? error.code : String((error as { code?: unknown }).code);
}

describe('P62: the Firebase photo store over the upload protocol', () => {
  let a: Signed;
  let b: Signed;
  let out: Signed;

  beforeAll(async () => {
    [a, b, out] = await Promise.all([
      appAs(A, standInTarget()),
      appAs(B, standInTarget()),
      appAs(null, standInTarget()),
    ]);
  });

  afterAll(async () => {
    const { deleteApp } = await import('firebase/app');
    await Promise.all([a, b, out].map(({ app }) => deleteApp(app)));
  });

  beforeEach(() => {
    standIn.reset();
    standIn.chunkAnswerDelayMs = 0;
  });

  it('sends 256 KB or less in one multipart request, more as a resumable upload in growing chunks', async () => {
    const small = fresh();
    const seenSmall: PhotoProgress[] = [];
    await a.store.put(small, jpeg(UPLOAD_GRANULARITY), { onProgress: (p) => seenSmall.push(p) })
      .done;
    expect(standIn.requests.filter((r) => r.path === small).map((r) => r.command)).toEqual([null]);
    expect(seenSmall).toEqual([
      { bytes: 0, total: UPLOAD_GRANULARITY },
      { bytes: UPLOAD_GRANULARITY, total: UPLOAD_GRANULARITY },
    ]);

    const big = fresh();
    const total = 4 * UPLOAD_GRANULARITY; // 1 MB: 256 KB, then 512 KB, then the last 256 KB
    const seen: PhotoProgress[] = [];
    await a.store.put(big, jpeg(total), { onProgress: (p) => seen.push(p) }).done;
    const sent = standIn.requests.filter((r) => r.path === big && r.method === 'POST');
    expect(sent.map((r) => [r.command, r.offset])).toEqual([
      ['start', null],
      ['upload', 0],
      ['upload', UPLOAD_GRANULARITY],
      ['upload, finalize', 3 * UPLOAD_GRANULARITY],
    ]);
    expect(seen.map((p) => p.bytes)).toEqual([
      0,
      UPLOAD_GRANULARITY,
      3 * UPLOAD_GRANULARITY,
      total,
    ]);
    expect(seen.every((p) => p.total === total)).toBe(true);
    expect(await same(standIn.stored(big), jpeg(total))).toBe(true);
    expect(standIn.object(big)).toMatchObject({ contentType: PHOTO_TYPE, author: A.uid });
  });

  it('pauses between chunks and resumes from there', async () => {
    const path = fresh();
    const total = 4 * UPLOAD_GRANULARITY;
    standIn.chunkAnswerDelayMs = 300;
    const seen: number[] = [];
    const upload = a.store.put(path, jpeg(total, 9), { onProgress: (p) => seen.push(p.bytes) });
    // The first chunk has arrived and its answer is held. Node's fetch cannot abort a request
    // (the SDK's FetchConnection), so that chunk completes and the pause takes effect after
    // it; a browser's XHR aborts it and asks the server what it kept (the next test's query).
    await vi.waitFor(() => expect(standIn.received(path)).toBe(UPLOAD_GRANULARITY));
    expect(upload.pause()).toBe(true);
    expect(upload.pause()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const whilePaused = standIn.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(standIn.requests.length).toBe(whilePaused);
    expect(standIn.received(path)).toBe(UPLOAD_GRANULARITY);
    expect(standIn.stored(path)).toBeNull();
    standIn.chunkAnswerDelayMs = 0;
    expect(upload.resume()).toBe(true);
    await upload.done;
    const sent = standIn.requests.filter((r) => r.path === path && r.method === 'POST');
    expect(sent.map((r) => [r.command, r.offset])).toEqual([
      ['start', null],
      ['upload', 0],
      ['upload', UPLOAD_GRANULARITY],
      ['upload, finalize', 3 * UPLOAD_GRANULARITY],
    ]);
    expect(seen.at(-1)).toBe(total);
    expect(seen.every((bytes, i) => i === 0 || bytes > seen[i - 1]!)).toBe(true);
    expect(await same(standIn.stored(path), jpeg(total, 9))).toBe(true);
    expect(upload.resume()).toBe(false);
    expect(upload.pause()).toBe(false);
  });

  it('after a chunk fails, the SDK asks the server what it has (query) and goes on from there', async () => {
    const path = fresh();
    const total = 4 * UPLOAD_GRANULARITY;
    standIn.chunkAnswerDelayMs = 200;
    const upload = a.store.put(path, jpeg(total, 4));
    await vi.waitFor(() => expect(standIn.received(path)).toBe(UPLOAD_GRANULARITY));
    // The second chunk is answered 503, once; then the server is well again.
    standIn.failUploads('unavailable', 1);
    standIn.chunkAnswerDelayMs = 0;
    await upload.done;
    const sent = standIn.requests.filter((r) => r.path === path && r.method === 'POST');
    expect(sent.map((r) => [r.command, r.offset])).toEqual([
      ['start', null],
      ['upload', 0],
      ['upload', UPLOAD_GRANULARITY],
      ['query', null],
      // After a failure the chunks start small again (256 KB, then 512 KB).
      ['upload', UPLOAD_GRANULARITY],
      ['upload, finalize', 2 * UPLOAD_GRANULARITY],
    ]);
    expect(await same(standIn.stored(path), jpeg(total, 4))).toBe(true);
  });

  it('a paused upload can still be cancelled (the SDK cancels only a running one)', async () => {
    const path = fresh();
    standIn.chunkAnswerDelayMs = 300;
    const upload = a.store.put(path, jpeg(4 * UPLOAD_GRANULARITY));
    await vi.waitFor(() => expect(standIn.received(path)).toBe(UPLOAD_GRANULARITY));
    expect(upload.pause()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    upload.cancel();
    expect(await codeOf(upload.done)).toBe('canceled');
    expect(standIn.stored(path)).toBeNull();
  });

  it('a server answering 503 on every try is a network failure once the retries run out', async () => {
    const path = fresh();
    const stop = standIn.failUploads('unavailable');
    try {
      expect(await codeOf(a.store.put(path, jpeg(300_000)).done)).toBe('network');
    } finally {
      stop();
    }
    expect(standIn.stored(path)).toBeNull();
  });

  it('without a bucket every operation is refused, naming VITE_FIREBASE_STORAGE_BUCKET', async () => {
    const { deleteApp } = await import('firebase/app');
    const bare = await appAs(A, standInTarget(), {});
    try {
      const path = fresh();
      for (const attempt of [
        bare.store.put(path, jpeg(10)).done,
        bare.store.url(path),
        bare.store.remove(path),
      ]) {
        const error: unknown = await attempt.then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(PhotoError);
        expect(error).toMatchObject({ code: 'unknown' });
        expect((error as Error).message).toContain('VITE_FIREBASE_STORAGE_BUCKET');
      }
      expect(standIn.requests).toEqual([]);
    } finally {
      await deleteApp(bare.app);
    }
  });

  it('the rules are the last word: what the store would stop is refused by the server too', async () => {
    const { ref, uploadBytesResumable, deleteObject } = await import('firebase/storage');
    const raw = async (signed: Signed, path: string, blob: Blob) => {
      await uploadBytesResumable(ref(signed.storage, path), blob, { contentType: blob.type });
    };
    const refused = async (attempt: Promise<unknown>) => codeOf(attempt);

    // The SDK called directly, past the store's own checks.
    expect(await refused(raw(out, fresh(), jpeg(10)))).toBe('storage/unauthorized');
    expect(await refused(raw(b, fresh(A.uid), jpeg(10)))).toBe('storage/unauthorized');
    expect(await refused(raw(a, fresh(), new Blob(['<p>'], { type: 'text/html' })))).toBe(
      'storage/unauthorized',
    );
    expect(await refused(raw(a, `photos/${A.uid}/x.png`, jpeg(10)))).toBe('storage/unauthorized');
    expect(await refused(raw(a, `fotos/${A.uid}.jpg`, jpeg(10)))).toBe('storage/unauthorized');
    // Too large: a resumable upload, refused when it starts, before a byte is sent.
    const big = fresh();
    expect(await refused(raw(a, big, jpeg(PHOTO_LIMITS.storedBytes + 1)))).toBe(
      'storage/unauthorized',
    );
    expect(standIn.requests.filter((r) => r.path === big).map((r) => r.command)).toEqual(['start']);

    // Never over a stored one, even by its author; removed by its author only.
    const mine = fresh();
    await raw(a, mine, jpeg(10, 1));
    expect(await refused(raw(a, mine, jpeg(20, 2)))).toBe('storage/unauthorized');
    expect(standIn.stored(mine)?.length).toBe(10);
    expect(await refused(deleteObject(ref(b.storage, mine)))).toBe('storage/unauthorized');
    expect(await refused(deleteObject(ref(out.storage, mine)))).toBe('storage/unauthorized');
    expect(standIn.refusals.map((r) => [r.method, r.uid])).toEqual([
      ['create', null],
      ['create', B.uid],
      ['create', A.uid],
      ['create', A.uid],
      ['create', A.uid],
      ['create', A.uid],
      ['update', A.uid],
      ['delete', B.uid],
      ['delete', null],
    ]);
  });

  it('a download URL loads with its token and no sign-in; reading otherwise needs one', async () => {
    const path = fresh();
    await a.store.put(path, jpeg(1000, 5)).done;
    const url = await a.store.url(path);
    expect(await a.store.url(path)).toBe(url);
    const loaded = await fetch(url);
    expect(loaded.status).toBe(200);
    expect(loaded.headers.get('content-type')).toBe(PHOTO_TYPE);
    expect((await loaded.arrayBuffer()).byteLength).toBe(1000);
    const forged = new URL(url);
    forged.searchParams.set('token', 'not-the-token');
    expect((await fetch(forged)).status).toBe(403);
    expect(await codeOf(out.store.url(path))).toBe('unauthorized');
    // Another reader's URL is the same object's, token and all.
    expect(await b.store.url(path)).toBe(url);
  });

  it('an upload the rules refuse because the path is taken says so, even when two race for it', async () => {
    const path = fresh();
    await a.store.put(path, jpeg(10)).done;
    expect(await codeOf(a.store.put(path, jpeg(10)).done)).toBe('exists');
    // A finalize judged again: two uploads of one new path, the second one refused at its end.
    const twice = fresh();
    standIn.chunkAnswerDelayMs = 200;
    const first = a.store.put(twice, jpeg(2 * UPLOAD_GRANULARITY, 1));
    const second = a.store.put(twice, jpeg(2 * UPLOAD_GRANULARITY, 2));
    const results = await Promise.allSettled([first.done, second.done]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: 'exists' });
  });
});
