/**
 * P62 (issue 40): a small stand-in for Firebase Storage, for tests and the local Firebase only.
 * It speaks the REST protocol the real firebase/storage web SDK uses (read from the SDK itself:
 * @firebase/storage's requests), keeps the objects in memory, and JUDGES every request as
 * storage.rules would, through `storageAllows` (src/core/rules/storage.ts, the
 * rows storage.rules is printed from). The real emulator is a Java program we cannot run here;
 * tests/contract/photoStore.firebase.contract.test.ts runs the same suite on it when it can.
 *
 * What it answers, under /v0/b/{bucket}/o:
 *
 * - POST ?name={path} with `X-Goog-Upload-Protocol: multipart` (a blob of 256 KB or less): a
 *   multipart/related body, the metadata JSON then the bytes; answers the object's metadata.
 * - POST ?name={path} with `X-Goog-Upload-Protocol: resumable`, `X-Goog-Upload-Command:
 *   start` (`X-Goog-Upload-Header-Content-Length` and `-Content-Type` declare the object):
 *   judged at once, as the server does, then answered with `X-Goog-Upload-Status: active`, the
 *   session's `X-Goog-Upload-URL` and `X-Goog-Upload-Chunk-Granularity` (256 KB).
 * - POST {upload URL} with `X-Goog-Upload-Command: upload` (at `X-Goog-Upload-Offset`),
 *   `upload, finalize`, `finalize`, `query` (answers `X-Goog-Upload-Size-Received`) or
 *   `cancel`. A chunk counts once its whole body has arrived (an aborted request adds nothing);
 *   a finalize is judged again (the object may have been stored meanwhile: never overwritten)
 *   and answers `X-Goog-Upload-Status: final` with the metadata.
 * - GET {encoded path}: the metadata with `downloadTokens` (getMetadata, getDownloadURL).
 * - GET {encoded path}?alt=media&token={token}: the bytes, with their Content-Type; a valid
 *   token needs no sign-in (what an <img> sends), without one the rules' read applies.
 * - DELETE {encoded path}: 204, or 404 when nothing is there.
 *
 * The caller is the user of `Authorization: Firebase {ID token}` (the Auth emulator's tokens
 * are unsigned: their claims are read without checking a signature, which production does).
 * A refusal is 403 `Permission denied.` (the SDK's storage/unauthorized), as the server answers.
 *
 * CORS as for a browser: every answer allows any origin and exposes the X-Goog-Upload-*
 * headers the SDK reads; a preflight (OPTIONS) allows the headers it asks for.
 *
 * It is NOT Firebase: one bucket, no listing, no metadata updates, no App Check, no range
 * reads; tokens are not verified.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { storageAllows, type StorageRequest } from '../../../src/core/rules/storage';
import { authOfToken } from './fakeRtdbServer';

/** The chunk size the SDK's resumable uploads send multiples of (RESUMABLE_UPLOAD_CHUNK_SIZE). */
export const UPLOAD_GRANULARITY = 256 * 1024;

/** One stored object. */
export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
  /** The uid that stored it. */
  author: string;
  token: string;
  customMetadata: Record<string, string>;
  created: Date;
  generation: string;
}

/** A request the rules refused. */
export interface StorageRefusal {
  method: StorageRequest['method'];
  path: string;
  uid: string | null;
}

/** One request as it arrived: its method, URL, upload command and offset. */
export interface StorageWireRequest {
  method: string;
  url: string;
  /** The object's path (`name=` of an upload, or the URL's), when it names one. */
  path: string | null;
  command: string | null;
  offset: number | null;
}

/** How an upload fails while `failUploads` stands. */
export type UploadFailure = 'drop' | 'unavailable';

export interface FakeStorageServerOptions {
  /** The bucket it serves (`storageBucket` of the app's settings). */
  bucket?: string;
  port?: number;
}

export interface FakeStorageServer {
  /** 127.0.0.1, and the port: connectStorageEmulator(storage, host, port). */
  readonly host: string;
  readonly port: number;
  readonly bucket: string;
  /** The bytes stored at `path`, or null. */
  stored(path: string): Uint8Array | null;
  /** The stored object at `path` with its metadata, or null. */
  object(path: string): StoredObject | null;
  /** Every stored path, in order. */
  paths(): string[];
  /** What the rules refused since the last reset. */
  readonly refusals: StorageRefusal[];
  /** Each request's method, path and upload command, in order (cleared by reset). */
  readonly requests: StorageWireRequest[];
  /** Bytes received so far by each open resumable session, by path. */
  received(path: string): number | null;
  /**
   * Every upload request (a multipart upload, a resumable start or chunk) fails from now until
   * the returned function is called, or only the next `times` of them: the connection is
   * dropped, or answered 503. Queries, reads and deletes are served.
   */
  failUploads(how?: UploadFailure, times?: number): () => void;
  /** Waits this long before answering each resumable chunk (after it has counted). */
  chunkAnswerDelayMs: number;
  /** Empties the bucket, the sessions, the refusals and the request log. */
  reset(): void;
  close(): Promise<void>;
}

interface Session {
  path: string;
  uid: string;
  contentType: string;
  size: number;
  customMetadata: Record<string, string>;
  chunks: Buffer[];
  received: number;
  final: boolean;
}

/** What the SDK reads of every answer (getResponseHeader in a browser needs them exposed). */
const EXPOSED = [
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'Content-Type',
  'Content-Length',
].join(', ');

function cors(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    // Authorization is never covered by a wildcard: allow what the preflight names.
    'Access-Control-Allow-Headers':
      request.headers['access-control-request-headers'] ??
      'Authorization, Content-Type, X-Goog-Upload-Protocol, X-Goog-Upload-Command, ' +
        'X-Goog-Upload-Offset, X-Goog-Upload-Header-Content-Length, ' +
        'X-Goog-Upload-Header-Content-Type, X-Firebase-Storage-Version, X-Firebase-GMPID',
    'Access-Control-Max-Age': '3600',
  };
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : null;
}

/** The whole body; null when the client aborted it (a paused or cancelled transfer). */
function bodyOf(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (value: Buffer | null) => {
      if (!settled) {
        settled = true;
        resolve(value);
      }
    };
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => settle(Buffer.concat(chunks)));
    request.on('aborted', () => settle(null));
    request.on('error', () => settle(null));
    request.on('close', () => settle(request.complete ? Buffer.concat(chunks) : null));
  });
}

/** The metadata JSON and the bytes of a multipart/related upload body. */
function parseMultipart(
  body: Buffer,
  contentType: string,
): { metadata: Record<string, unknown>; bytes: Buffer } | null {
  const boundary = /boundary=([^;]+)/.exec(contentType)?.[1];
  if (boundary === undefined) return null;
  const separator = Buffer.from(`--${boundary}\r\n`);
  const end = Buffer.from(`\r\n--${boundary}--`);
  const blank = Buffer.from('\r\n\r\n');
  const first = body.indexOf(separator);
  const jsonStart = body.indexOf(blank, first) + blank.length;
  const jsonEnd = body.indexOf(Buffer.from(`\r\n--${boundary}\r\n`), jsonStart);
  const bytesStart = body.indexOf(blank, jsonEnd + 2) + blank.length;
  const bytesEnd = body.lastIndexOf(end);
  if (first < 0 || jsonEnd < 0 || bytesEnd < bytesStart) return null;
  try {
    const metadata = JSON.parse(body.subarray(jsonStart, jsonEnd).toString('utf8')) as Record<
      string,
      unknown
    >;
    return { metadata, bytes: body.subarray(bytesStart, bytesEnd) };
  } catch {
    return null;
  }
}

function customMetadataOf(metadata: Record<string, unknown>): Record<string, string> {
  const custom = metadata.metadata;
  if (custom === null || typeof custom !== 'object') return {};
  return Object.fromEntries(
    Object.entries(custom as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
}

/** Starts the stand-in on 127.0.0.1 (a free port unless `options.port`). */
export async function startFakeStorageServer(
  options: FakeStorageServerOptions = {},
): Promise<FakeStorageServer> {
  const bucket = options.bucket ?? 'demo-faturamento.appspot.com';
  const objects = new Map<string, StoredObject>();
  const sessions = new Map<string, Session>();
  const refusals: StorageRefusal[] = [];
  const requests: StorageWireRequest[] = [];
  const sockets = new Set<Socket>();
  let failing: { how: UploadFailure; left: number } | null = null;
  let port = 0;

  const json = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    extra: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      ...cors(request),
      'Content-Type': 'application/json; charset=utf-8',
      ...extra,
    });
    response.end(body === undefined ? '' : JSON.stringify(body));
  };
  const problem = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    message: string,
  ) => json(request, response, status, { error: { code: status, message } });

  /** Judges `asked` by the rules; answers 403 and records the refusal when they refuse. */
  const allowed = (
    asked: StorageRequest,
    request: IncomingMessage,
    response: ServerResponse,
  ): boolean => {
    if (storageAllows(asked)) return true;
    refusals.push({ method: asked.method, path: asked.path, uid: asked.uid });
    problem(request, response, 403, 'Permission denied.');
    return false;
  };

  const resourceOf = (path: string, object: StoredObject) => ({
    name: path,
    bucket,
    generation: object.generation,
    metageneration: '1',
    contentType: object.contentType,
    timeCreated: object.created.toISOString(),
    updated: object.created.toISOString(),
    storageClass: 'STANDARD',
    size: String(object.bytes.length),
    md5Hash: createHash('md5').update(object.bytes).digest('base64'),
    contentEncoding: 'identity',
    contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(path.split('/').pop() ?? '')}`,
    metadata: object.customMetadata,
    downloadTokens: object.token,
  });

  /** A write of `size` bytes of `contentType` at `path`: create, or update where one is. */
  const writeRequest = (path: string, uid: string | null, contentType: string, size: number) =>
    ({
      method: objects.has(path) ? 'update' : 'create',
      path,
      uid,
      incoming: { contentType, size },
      exists: objects.has(path),
    }) satisfies StorageRequest;

  const store = (
    path: string,
    bytes: Buffer,
    contentType: string,
    author: string,
    customMetadata: Record<string, string>,
  ): StoredObject => {
    const object: StoredObject = {
      bytes: new Uint8Array(bytes),
      contentType,
      author,
      token: randomUUID(),
      customMetadata,
      created: new Date(),
      generation: String(Date.now() * 1000 + objects.size),
    };
    objects.set(path, object);
    return object;
  };

  /** While `failUploads` stands: drop the connection or answer 503. True when it failed. */
  const failed = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (failing === null) return false;
    const { how } = failing;
    failing.left -= 1;
    if (failing.left <= 0) failing = null;
    if (how === 'drop') request.socket.destroy();
    else problem(request, response, 503, 'Service Unavailable');
    return true;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const command = header(request, 'X-Goog-Upload-Command');
    const offset = header(request, 'X-Goog-Upload-Offset');
    const route = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname);
    requests.push({
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      path: route?.[2] !== undefined ? decodeURIComponent(route[2]) : url.searchParams.get('name'),
      command,
      offset: offset === null ? null : Number(offset),
    });
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors(request)).end();
      return;
    }
    if (route === null || decodeURIComponent(route[1] ?? '') !== bucket) {
      problem(request, response, 404, `No such bucket or route: ${url.pathname}`);
      return;
    }
    const bearer = /^Firebase (.+)$/.exec(header(request, 'Authorization') ?? '')?.[1];
    const auth = bearer === undefined ? null : authOfToken(bearer);
    if (bearer !== undefined && auth === null) {
      problem(request, response, 401, 'Invalid Credentials');
      return;
    }
    const uid = auth?.uid ?? null;
    const objectPath = route[2] === undefined ? null : decodeURIComponent(route[2]);

    if (objectPath !== null) {
      const object = objects.get(objectPath) ?? null;
      if (request.method === 'GET') {
        const token = url.searchParams.get('token');
        const media = url.searchParams.get('alt') === 'media';
        // A download URL's token stands for the read; anything else is the rules' read.
        const byToken = media && token !== null && object !== null && token === object.token;
        if (!byToken && !allowed({ method: 'read', path: objectPath, uid }, request, response)) {
          return;
        }
        if (object === null) {
          problem(request, response, 404, 'Not Found.');
          return;
        }
        if (!media) {
          json(request, response, 200, resourceOf(objectPath, object));
          return;
        }
        response.writeHead(200, {
          ...cors(request),
          'Content-Type': object.contentType,
          'Content-Length': String(object.bytes.length),
          'Content-Disposition': 'inline',
        });
        response.end(Buffer.from(object.bytes));
        return;
      }
      if (request.method === 'DELETE') {
        if (!allowed({ method: 'delete', path: objectPath, uid }, request, response)) return;
        if (object === null) {
          problem(request, response, 404, 'Not Found.');
          return;
        }
        objects.delete(objectPath);
        response.writeHead(204, cors(request)).end();
        return;
      }
      problem(request, response, 405, `${request.method} is not served here`);
      return;
    }

    if (request.method !== 'POST') {
      problem(request, response, 405, 'Listing is not served here');
      return;
    }
    const uploadId = url.searchParams.get('upload_id');
    if (uploadId !== null) {
      await continueUpload(request, response, uploadId, command);
      return;
    }
    const path = url.searchParams.get('name') ?? '';
    const protocol = header(request, 'X-Goog-Upload-Protocol');
    if (protocol === 'multipart') {
      const body = await bodyOf(request);
      if (body === null || failed(request, response)) return;
      const parsed = parseMultipart(body, header(request, 'Content-Type') ?? '');
      if (parsed === null) {
        problem(request, response, 400, 'Bad multipart body');
        return;
      }
      const contentType = String(parsed.metadata.contentType ?? 'application/octet-stream');
      const asked = writeRequest(path, uid, contentType, parsed.bytes.length);
      if (!allowed(asked, request, response)) return;
      const object = store(
        path,
        parsed.bytes,
        contentType,
        uid ?? '',
        customMetadataOf(parsed.metadata),
      );
      json(request, response, 200, resourceOf(path, object));
      return;
    }
    if (protocol === 'resumable' && command === 'start') {
      const body = await bodyOf(request);
      if (body === null || failed(request, response)) return;
      let metadata: Record<string, unknown> = {};
      try {
        metadata = body.length === 0 ? {} : (JSON.parse(body.toString('utf8')) as typeof metadata);
      } catch {
        problem(request, response, 400, 'Bad metadata');
        return;
      }
      const size = Number(header(request, 'X-Goog-Upload-Header-Content-Length'));
      const contentType =
        (typeof metadata.contentType === 'string' ? metadata.contentType : null) ??
        header(request, 'X-Goog-Upload-Header-Content-Type') ??
        'application/octet-stream';
      if (!Number.isInteger(size) || size < 0) {
        problem(request, response, 400, 'X-Goog-Upload-Header-Content-Length is required');
        return;
      }
      // The server judges a resumable upload when it starts, with the declared object.
      if (!allowed(writeRequest(path, uid, contentType, size), request, response)) return;
      const id = randomUUID();
      sessions.set(id, {
        path,
        uid: uid ?? '',
        contentType,
        size,
        customMetadata: customMetadataOf(metadata),
        chunks: [],
        received: 0,
        final: false,
      });
      // The host the client reached (127.0.0.1 or localhost), as the server names itself.
      const uploadUrl =
        `http://${request.headers.host ?? `127.0.0.1:${port}`}/v0/b/${encodeURIComponent(bucket)}/o?name=` +
        `${encodeURIComponent(path)}&upload_id=${id}&upload_protocol=resumable`;
      json(request, response, 200, undefined, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-URL': uploadUrl,
        'X-Goog-Upload-Control-URL': uploadUrl,
        'X-Goog-Upload-Chunk-Granularity': String(UPLOAD_GRANULARITY),
      });
      return;
    }
    problem(request, response, 400, 'Unknown upload protocol');
  };

  const continueUpload = async (
    request: IncomingMessage,
    response: ServerResponse,
    id: string,
    command: string | null,
  ): Promise<void> => {
    const session = sessions.get(id);
    const status = (s: Session) => ({
      'X-Goog-Upload-Status': s.final ? 'final' : 'active',
      'X-Goog-Upload-Size-Received': String(s.received),
    });
    if (session === undefined) {
      problem(request, response, 404, 'No such upload');
      return;
    }
    const commands = (command ?? '').split(',').map((part) => part.trim());
    if (commands.includes('query')) {
      json(request, response, 200, undefined, status(session));
      return;
    }
    if (commands.includes('cancel')) {
      sessions.delete(id);
      json(request, response, 200, undefined, { 'X-Goog-Upload-Status': 'cancelled' });
      return;
    }
    const uploading = commands.includes('upload');
    const finalizing = commands.includes('finalize');
    if (!uploading && !finalizing) {
      problem(request, response, 400, `Unknown command ${command ?? ''}`);
      return;
    }
    const body = await bodyOf(request);
    if (body === null || failed(request, response)) return;
    if (session.final) {
      problem(request, response, 400, 'The upload is already final');
      return;
    }
    if (uploading) {
      if (Number(header(request, 'X-Goog-Upload-Offset')) !== session.received) {
        problem(request, response, 400, 'X-Goog-Upload-Offset does not match the bytes received');
        return;
      }
      if (session.received + body.length > session.size) {
        problem(request, response, 400, 'More bytes than X-Goog-Upload-Header-Content-Length');
        return;
      }
      session.chunks.push(body);
      session.received += body.length;
    }
    const delay = fake.chunkAnswerDelayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    if (!finalizing) {
      json(request, response, 200, undefined, status(session));
      return;
    }
    if (session.received !== session.size) {
      problem(request, response, 400, 'Finalized before every byte arrived');
      return;
    }
    // Judged again: another upload may have stored the path since this one started.
    const asked = writeRequest(session.path, session.uid, session.contentType, session.received);
    if (!allowed(asked, request, response)) {
      sessions.delete(id);
      return;
    }
    session.final = true;
    const object = store(
      session.path,
      Buffer.concat(session.chunks),
      session.contentType,
      session.uid,
      session.customMetadata,
    );
    session.chunks = [];
    json(request, response, 200, resourceOf(session.path, object), status(session));
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) problem(request, response, 500, String(error));
      else response.destroy();
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const fake: FakeStorageServer = {
    host: '127.0.0.1',
    port: 0,
    bucket,
    refusals,
    requests,
    chunkAnswerDelayMs: 0,
    stored: (path) => {
      const object = objects.get(path);
      return object === undefined ? null : new Uint8Array(object.bytes);
    },
    object: (path) => objects.get(path) ?? null,
    paths: () => [...objects.keys()].sort(),
    received: (path) => {
      const open = [...sessions.values()].filter((s) => s.path === path && !s.final);
      return open.length === 0 ? null : Math.max(...open.map((s) => s.received));
    },
    failUploads(how = 'drop', times = Infinity) {
      const standing = { how, left: times };
      failing = standing;
      return () => {
        if (failing === standing) failing = null;
      };
    },
    reset() {
      objects.clear();
      sessions.clear();
      refusals.length = 0;
      requests.length = 0;
      failing = null;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return Object.assign(fake, { port });
}
