/**
 * A small stand-in for the Realtime Database server, for tests only: it speaks the wire
 * protocol the real firebase/database client uses (WebSocket, protocol version 5), keeps a
 * JSON tree in memory, answers gets, listens (plain and tagged queries), puts and merges,
 * and pushes changes to every listener. It lets the adapter run on the real SDK with no
 * network and no emulator, and it records every request so tests can check paths, query
 * bounds and payloads on the wire.
 *
 * Transactions work as on the server: a put that carries the hash of the value the client ran
 * its update on (`h`) is applied only when the stored value has that hash, else answered
 * 'datastale' so the SDK runs the update again on the value it now holds (D48 counters).
 *
 * Given `rules` (database.rules.json), it judges every get, listen, put and merge by them as
 * the server does (P49): targaryen evaluates each request over the live tree as the user of the
 * ID token the connection sent (`auth`; the Auth emulator's tokens are unsigned and the stand-in
 * reads their claims without checking a signature, which production does), a refusal answers
 * `permission_denied` and changes nothing, and a listen whose read the rules stop allowing is
 * cancelled (the server's 'c' message). Every refusal is kept in `refusals`.
 *
 * It is NOT Firebase: without `rules` it judges nothing (D51's revision checks included: they
 * are the rules'), and a `refuse` hook stands in for rules (tests/contract/firebaseHarness.ts
 * judges by database.rules.json there for the user the app signed in as); no priorities, no
 * onDisconnect. The contract suite against the real emulator
 * (tests/contract/firebase.contract.test.ts) is the check on Firebase itself.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import targaryen, { type Database as RulesDatabase } from 'targaryen';
// The same ordering rules as the memory adapter's tree: one module, so the two cannot disagree.
import { compareKeys, compareValues } from '../../rtdb/order';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Tree = { [key: string]: Json };

/** One request the client sent: action ('g', 'q', 'n', 'p', 'm', …) and body. */
export interface WireRequest {
  action: string;
  body: Record<string, unknown>;
}

/** The wire form of a query (`sp`/`ep` start and end values, `i` the index …). */
export interface WireQuery {
  i?: string;
  sp?: Json;
  sn?: string;
  sin?: boolean;
  ep?: Json;
  en?: string;
  ein?: boolean;
  l?: number;
  vf?: 'l' | 'r';
}

interface Listen {
  path: string;
  query: WireQuery | undefined;
  tag: number | undefined;
}

/** The user a connection authenticated as (targaryen's `auth`), from its ID token's claims. */
export interface WireAuth {
  uid: string;
  provider: string;
  token: Record<string, unknown>;
}

/**
 * What one WebSocket connection carried (bench:firebase): the UTF-8 payload bytes of the text
 * frames each way (the frames' own headers and ping/pong left out), counted as they are written
 * to and read from the socket.
 */
export interface WireTraffic {
  /** The connection's URL, as in `connections`. */
  url: string;
  /** Payload bytes and text frames sent to the client. */
  bytesSent: number;
  framesSent: number;
  /** Payload bytes of the text frames received from the client. */
  bytesReceived: number;
}

/** A request the rules refused (P49). */
export interface WireRefusal {
  action: 'g' | 'q' | 'p' | 'm';
  path: string;
  uid: string | null;
  at: number;
}

export interface FakeRtdbServerOptions {
  /** database.rules.json, parsed: every request is judged by it (P49). */
  rules?: object;
  /** Answers plain HTTP requests (anything but the WebSocket upgrade); 404 without it. */
  http?: (request: IncomingMessage, response: ServerResponse) => void;
  /** The port to listen on; a free one by default. */
  port?: number;
}

export interface FakeRtdbServer {
  /** host:port to hand to connectDatabaseEmulator. */
  readonly host: string;
  readonly port: number;
  /** Every request received, in order (stats and auth included). */
  readonly requests: WireRequest[];
  /** The URL of every WebSocket connection (it names the namespace: `ns=`). */
  readonly connections: string[];
  /** What each connection carried, in the order of `connections` (kept after it closes). */
  readonly traffic: WireTraffic[];
  /** Replaces the whole tree (as an import of a JSON export would). */
  seed(data: Json | object): void;
  /** Puts back the tree of the last seed, cheaply (nothing is converted again). */
  reset(): void;
  /** Sets one value as the console does (no rules), and tells the listeners. */
  put(path: string, value: unknown): void;
  /** With `rules`: every request they refused, oldest first (cleared by seed and reset). */
  readonly refusals: WireRefusal[];
  /**
   * Holds every answer to a get or listen whose path starts with `prefix` until the returned
   * function is called (a slow first read, for tests); several holds may stand at once.
   */
  hold(prefix: string): () => void;
  /** The value at a path, as the server holds it (arrays are objects keyed "0"…). */
  valueAt(path: string): Json;
  /**
   * Refuse requests as security rules would: called for every get ('g'), listen ('q'), put
   * ('p') and merge ('m'); return a status such as 'permission_denied' to refuse (nothing
   * changes, nothing is sent), or null to serve it.
   */
  refuse: ((action: 'g' | 'q' | 'p' | 'm', path: string, data: unknown) => string | null) | null;
  close(): Promise<void>;
}

const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/** RTDB stores no empty objects, no nulls and no arrays (they become objects keyed "0"…). */
function normalize(value: unknown, now = Date.now()): Json {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    return normalize(Object.fromEntries(value.map((item, index) => [String(index), item])), now);
  }
  if (typeof value === 'object') {
    // The server's clock (the SDK's serverTimestamp()): the server writes its time.
    const fields = value as Record<string, unknown>;
    if (fields['.sv'] === 'timestamp' && Object.keys(fields).length === 1) return now;
    const out: Tree = {};
    for (const [key, child] of Object.entries(value)) {
      const normalized = normalize(child, now);
      if (normalized !== null) out[key] = normalized;
    }
    return Object.keys(out).length === 0 ? null : out;
  }
  if (typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string') {
    return value;
  }
  return null;
}

function getAt(root: Json, path: string): Json {
  let node: Json = root;
  for (const key of splitPath(path)) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    node = node[key] ?? null;
  }
  return node;
}

function setAt(root: Json, parts: readonly string[], value: Json): Json {
  if (parts.length === 0) return value;
  const [head, ...rest] = parts as [string, ...string[]];
  const base: Tree =
    root !== null && typeof root === 'object' && !Array.isArray(root) ? { ...root } : {};
  const child = setAt(base[head] ?? null, rest, value);
  if (child === null) delete base[head];
  else base[head] = child;
  return Object.keys(base).length === 0 ? null : base;
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** A number as the SDK hashes it: the 8 bytes of the IEEE 754 double, big-endian, in hex. */
function doubleHex(value: number): string {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes.toString('hex');
}

/**
 * The hash the SDK sends with a transaction's put (LeafNode and ChildrenNode `hash()` of
 * @firebase/database, without priorities): '' for nothing; sha1 of 'type:value' for a leaf;
 * for an object, sha1 of ':key:childHash' for each child in key order.
 */
export function hashOf(value: Json): string {
  if (value === null) return '';
  if (typeof value === 'number') return sha1Base64(`number:${doubleHex(value)}`);
  if (typeof value !== 'object') return sha1Base64(`${typeof value}:${String(value)}`);
  let text = '';
  for (const key of Object.keys(value).sort(compareKeys)) {
    const child = hashOf((value as Tree)[key] ?? null);
    if (child !== '') text += `:${key}:${child}`;
  }
  return text === '' ? '' : sha1Base64(text);
}

function indexValue(child: Json, key: string, index: string | undefined): Json {
  if (index === undefined || index === '.priority') return null;
  if (index === '.key') return key;
  if (index === '.value') return child;
  return getAt(child, index);
}

/** The children a query selects, as the server would send them (null when none). */
export function evaluateQuery(node: Json, query: WireQuery | undefined): Json {
  const filtered = query !== undefined && ('sp' in query || 'ep' in query || 'l' in query);
  if (!filtered || query === undefined) return node;
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
  const index = query.i;
  // orderByKey compares keys (and its bounds) in key order, every other index by value.
  const compareIndexed =
    index === '.key' ? (a: Json, b: Json) => compareKeys(String(a), String(b)) : compareValues;
  const entries = Object.entries(node)
    .map(([key, child]) => ({ key, child, value: indexValue(child, key, index) }))
    .sort((a, b) => compareIndexed(a.value, b.value) || compareKeys(a.key, b.key));

  const afterStart = (entry: { key: string; value: Json }): boolean => {
    if (!('sp' in query)) return true;
    const byValue = compareIndexed(entry.value, query.sp ?? null);
    if (byValue !== 0) return byValue > 0;
    if (query.sn === undefined) return query.sin !== false;
    const byKey = compareKeys(entry.key, query.sn);
    return query.sin === false ? byKey > 0 : byKey >= 0;
  };
  const beforeEnd = (entry: { key: string; value: Json }): boolean => {
    if (!('ep' in query)) return true;
    const byValue = compareIndexed(entry.value, query.ep ?? null);
    if (byValue !== 0) return byValue < 0;
    if (query.en === undefined) return query.ein !== false;
    const byKey = compareKeys(entry.key, query.en);
    return query.ein === false ? byKey < 0 : byKey <= 0;
  };

  let selected = entries.filter((entry) => afterStart(entry) && beforeEnd(entry));
  if (query.l !== undefined) {
    selected = query.vf === 'r' ? selected.slice(-query.l) : selected.slice(0, query.l);
  }
  if (selected.length === 0) return null;
  return Object.fromEntries(selected.map((entry) => [entry.key, entry.child]));
}

/** Encodes one unmasked text frame (server → client frames are never masked). */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x81, length]);
  } else if (length < 65536) {
    header = Buffer.alloc(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** A minimal RFC 6455 endpoint: text messages in and out, ping/pong and close. */
class WireSocket {
  private buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private closed = false;

  constructor(
    private readonly socket: Socket,
    private readonly onText: (text: string) => void,
    private readonly counter?: WireTraffic,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.drain();
    });
    socket.on('close', () => {
      this.closed = true;
    });
    socket.on('error', () => {
      this.closed = true;
    });
  }

  send(text: string): void {
    if (this.closed) return;
    const frame = textFrame(text);
    if (this.counter) {
      this.counter.bytesSent += Buffer.byteLength(text, 'utf8');
      this.counter.framesSent += 1;
    }
    this.socket.write(frame);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.end(Buffer.from([0x88, 0]));
    this.socket.destroy();
  }

  private drain(): void {
    for (;;) {
      if (this.buffer.length < 2) return;
      const first = this.buffer[0] ?? 0;
      const second = this.buffer[1] ?? 0;
      const opcode = first & 0x0f;
      const fin = (first & 0x80) !== 0;
      const masked = (second & 0x80) !== 0;
      let length = second & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (this.buffer.length < 4) return;
        length = this.buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (this.buffer.length < 10) return;
        length = Number(this.buffer.readBigUInt64BE(2));
        offset = 10;
      }
      const maskOffset = offset;
      if (masked) offset += 4;
      if (this.buffer.length < offset + length) return;
      const payload = Buffer.from(this.buffer.subarray(offset, offset + length));
      if (masked) {
        for (let i = 0; i < payload.length; i += 1) {
          payload[i] = (payload[i] ?? 0) ^ (this.buffer[maskOffset + (i % 4)] ?? 0);
        }
      }
      this.buffer = this.buffer.subarray(offset + length);

      if (opcode === 0x8) {
        this.close();
        return;
      }
      if (opcode === 0x9) {
        const pong = Buffer.concat([Buffer.from([0x8a, payload.length]), payload]);
        this.socket.write(pong);
        continue;
      }
      if (opcode === 0x1 || opcode === 0x0) {
        if (this.counter) this.counter.bytesReceived += payload.length;
        this.fragments.push(payload);
        if (fin) {
          const text = Buffer.concat(this.fragments).toString('utf8');
          this.fragments = [];
          this.onText(text);
        }
      }
    }
  }
}

/** One client connection: RTDB framing (a frame count announces a split message) and state. */
class ClientSession {
  private pendingFrames: string[] | null = null;
  private expectedFrames = 0;
  readonly listens = new Map<string, Listen>();
  /** Who the connection authenticated as ('auth' with an ID token); null when signed out. */
  auth: WireAuth | null = null;

  constructor(
    readonly wire: WireSocket,
    private readonly onMessage: (session: ClientSession, message: Record<string, unknown>) => void,
  ) {}

  receive(text: string): void {
    if (this.pendingFrames !== null) {
      this.pendingFrames.push(text);
      if (this.pendingFrames.length === this.expectedFrames) {
        const whole = this.pendingFrames.join('');
        this.pendingFrames = null;
        this.onMessage(this, JSON.parse(whole) as Record<string, unknown>);
      }
      return;
    }
    if (text.length <= 6 && /^\d+$/.test(text)) {
      // '0' is the client's keep-alive; any other number announces that many frames.
      const count = Number(text);
      if (count > 0) {
        this.pendingFrames = [];
        this.expectedFrames = count;
      }
      return;
    }
    this.onMessage(this, JSON.parse(text) as Record<string, unknown>);
  }

  send(message: object): void {
    this.wire.send(JSON.stringify(message));
  }
}

function listenId(path: string, tag: number | undefined): string {
  return `${path}|${tag ?? 'default'}`;
}

function overlaps(a: string, b: string): boolean {
  const pa = splitPath(a);
  const pb = splitPath(b);
  const n = Math.min(pa.length, pb.length);
  for (let i = 0; i < n; i += 1) if (pa[i] !== pb[i]) return false;
  return true;
}

/**
 * The same rules and data with nobody signed in. targaryen's `as(null)` keeps the user it had
 * (`with` treats null as 'unchanged'), so the database kept between requests holds no user and
 * each request adds its own.
 */
function signedOut(db: RulesDatabase): RulesDatabase {
  const Database = db.constructor as new (options: {
    rules: unknown;
    data: unknown;
    now: number;
  }) => RulesDatabase;
  return new Database({ rules: db.rules, data: db.root, now: Date.now() });
}

/**
 * The user an ID token names (P49): its claims, read without checking the signature (the Auth
 * emulator signs nothing); null when it is not a JWT with a user id.
 */
export function authOfToken(token: unknown): WireAuth | null {
  if (typeof token !== 'string') return null;
  const part = token.split('.')[1];
  if (part === undefined) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const uid = claims.user_id ?? claims.sub;
    if (typeof uid !== 'string' || uid === '') return null;
    const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
    const provider =
      typeof firebase?.sign_in_provider === 'string' ? firebase.sign_in_provider : 'password';
    return { uid, provider, token: claims };
  } catch {
    return null;
  }
}

/** Starts the fake server on 127.0.0.1 (at a free port unless `options.port`). */
export async function startFakeRtdbServer(
  options: FakeRtdbServerOptions = {},
): Promise<FakeRtdbServer> {
  let root: Json = null;
  const requests: WireRequest[] = [];
  const connections: string[] = [];
  const traffic: WireTraffic[] = [];
  const refusals: WireRefusal[] = [];
  const sessions = new Set<ClientSession>();
  const sockets = new Set<Socket>();
  // P49: the rules' view of the same tree, kept in step with `root` (targaryen is immutable).
  let judge: RulesDatabase | null = null;
  let seeded: { root: Json; judge: RulesDatabase | null } = { root: null, judge: null };
  const holds: { prefix: string; waiting: (() => void)[] }[] = [];

  const rulesOf = (auth: WireAuth | null): RulesDatabase | null => {
    if (judge === null || auth === null) return judge;
    return judge.as(auth as unknown as Record<string, unknown>);
  };
  const readAllowed = (session: ClientSession, path: string): boolean =>
    rulesOf(session.auth)?.read(path).allowed ?? true;
  const refused = (session: ClientSession, action: WireRefusal['action'], path: string) => {
    refusals.push({ action, path, uid: session.auth?.uid ?? null, at: Date.now() });
  };

  /** Runs `answer` now, or when the holds on `path` are released. */
  const whenFree = (path: string, answer: () => void): void => {
    const normalized = `/${splitPath(path).join('/')}`;
    const hold = holds.find(
      (h) => normalized === h.prefix || normalized.startsWith(`${h.prefix}/`),
    );
    if (hold) hold.waiting.push(() => whenFree(path, answer));
    else answer();
  };

  const pushListen = (session: ClientSession, listen: Listen): void => {
    const data = evaluateQuery(getAt(root, listen.path), listen.query);
    const body: Record<string, unknown> = { p: listen.path, d: data };
    if (listen.tag !== undefined) body.t = listen.tag;
    session.send({ t: 'd', d: { a: 'd', b: body } });
  };

  /** The server's 'c': a listen the rules no longer allow is cancelled, and forgotten. */
  const revoke = (session: ClientSession, id: string, listen: Listen): void => {
    session.listens.delete(id);
    refused(session, 'q', listen.path);
    const body: Record<string, unknown> = { p: listen.path };
    if (listen.query !== undefined && listen.tag !== undefined) body.q = [listen.query];
    session.send({ t: 'd', d: { a: 'c', b: body } });
  };

  const notify = (path: string): void => {
    for (const session of sessions) {
      for (const [id, listen] of [...session.listens]) {
        if (!overlaps(listen.path, path)) continue;
        if (!readAllowed(session, listen.path)) revoke(session, id, listen);
        else pushListen(session, listen);
      }
    }
  };

  const fake: FakeRtdbServer = {
    host: '127.0.0.1',
    port: 0,
    requests,
    connections,
    traffic,
    refusals,
    refuse: null,
    seed(data) {
      root = normalize(data);
      judge =
        options.rules === undefined ? null : targaryen.database(options.rules, root, Date.now());
      seeded = { root, judge };
      refusals.length = 0;
      notify('/');
    },
    reset() {
      // A new start: connections still open from before (a closed browser context whose socket
      // has not closed yet) are dropped, so a listen the reset's rules no longer allow is not
      // judged again as a refusal of what comes next. Clients reconnect and listen again.
      for (const session of sessions) {
        session.listens.clear();
        session.wire.close();
      }
      sessions.clear();
      ({ root, judge } = seeded);
      refusals.length = 0;
    },
    put(path, value) {
      const now = Date.now();
      root = setAt(root, splitPath(path), normalize(value, now));
      if (judge !== null)
        judge = judge.with({ data: judge.root.$set(path, value, undefined, now) });
      notify(path);
    },
    hold(prefix) {
      const hold = { prefix: `/${splitPath(prefix).join('/')}`, waiting: [] as (() => void)[] };
      holds.push(hold);
      return () => {
        const at = holds.indexOf(hold);
        if (at >= 0) holds.splice(at, 1);
        for (const answer of hold.waiting.splice(0)) answer();
      };
    },
    valueAt(path) {
      return getAt(root, path);
    },
    close: async () => {
      for (const session of sessions) session.wire.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const handle = (session: ClientSession, message: Record<string, unknown>): void => {
    if (message.t !== 'd') return;
    const data = message.d as { r?: number; a?: string; b?: Record<string, unknown> };
    const action = data.a ?? '';
    const body = data.b ?? {};
    requests.push({ action, body });
    const reply = (status: string, payload: unknown = ''): void =>
      session.send({ t: 'd', d: { r: data.r, b: { s: status, d: payload } } });
    const denied = (kind: WireRefusal['action'], path: string): void => {
      refused(session, kind, path);
      reply('permission_denied', 'Permission denied');
    };

    switch (action) {
      case 'g': {
        const path = String(body.p ?? '/');
        const refusal = fake.refuse?.('g', path, undefined) ?? null;
        if (refusal !== null) {
          reply(refusal, 'Permission denied');
          return;
        }
        whenFree(path, () => {
          if (!readAllowed(session, path)) denied('g', path);
          else reply('ok', evaluateQuery(getAt(root, path), body.q as WireQuery | undefined));
        });
        return;
      }
      case 'q': {
        const path = String(body.p ?? '/');
        const tag = typeof body.t === 'number' ? body.t : undefined;
        const refusal = fake.refuse?.('q', path, undefined) ?? null;
        if (refusal !== null) {
          reply(refusal, 'Permission denied');
          return;
        }
        whenFree(path, () => {
          if (!readAllowed(session, path)) {
            denied('q', path);
            return;
          }
          const listen: Listen = { path, query: body.q as WireQuery | undefined, tag };
          session.listens.set(listenId(path, tag), listen);
          pushListen(session, listen);
          reply('ok', {});
        });
        return;
      }
      case 'n': {
        const path = String(body.p ?? '/');
        const tag = typeof body.t === 'number' ? body.t : undefined;
        session.listens.delete(listenId(path, tag));
        reply('ok');
        return;
      }
      case 'p':
      case 'm': {
        const path = String(body.p ?? '/');
        // A transaction's put: applied only on the value its update ran on. Stale comes before
        // the rules, so a counter rule ('+1 only') judges the rerun against the current value.
        if (action === 'p' && typeof body.h === 'string' && body.h !== hashOf(getAt(root, path))) {
          reply('datastale', 'transaction hash does not match');
          return;
        }
        const refusal = fake.refuse?.(action, path, body.d) ?? null;
        if (refusal !== null) {
          reply(refusal, 'Permission denied');
          return;
        }
        // One clock for the tree and the rules: a serverTimestamp() is `now` in both.
        const now = Date.now();
        let next = root;
        if (action === 'p') {
          next = setAt(next, splitPath(path), normalize(body.d, now));
        } else {
          // A merge applies every child path or none.
          for (const [child, value] of Object.entries((body.d ?? {}) as Record<string, unknown>)) {
            next = setAt(next, [...splitPath(path), ...splitPath(child)], normalize(value, now));
          }
        }
        const rules = rulesOf(session.auth);
        let nextJudge: RulesDatabase | null = null;
        if (rules !== null) {
          const verdict =
            action === 'p'
              ? rules.write(path, body.d ?? null, { now })
              : rules.update(path, (body.d ?? {}) as Record<string, unknown>, { now });
          if (!verdict.allowed) {
            denied(action, path);
            return;
          }
          nextJudge = verdict.newDatabase ?? null;
        }
        root = next;
        if (nextJudge !== null) judge = signedOut(nextJudge);
        notify(path);
        reply('ok');
        return;
      }
      case 'auth':
      case 'gauth': {
        const auth = authOfToken(body.cred);
        if (options.rules !== undefined && auth === null) {
          reply('invalid_token', 'Invalid claim');
          return;
        }
        session.auth = auth;
        reply('ok', {
          auth: auth?.token ?? null,
          expires: Math.floor(Date.now() / 1000) + 3600,
        });
        // The rules now see another user: listens they no longer allow end.
        for (const [id, listen] of [...session.listens]) {
          if (!readAllowed(session, listen.path)) revoke(session, id, listen);
        }
        return;
      }
      case 'unauth':
        session.auth = null;
        reply('ok');
        return;
      default:
        reply('ok');
    }
  };

  const server: Server = createServer((request, response) => {
    if (options.http) options.http(request, response);
    else response.writeHead(404).end();
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request: IncomingMessage, socket: Socket) => {
    const key = request.headers['sec-websocket-key'];
    if (typeof key !== 'string') {
      socket.destroy();
      return;
    }
    connections.push(request.url ?? '');
    const counter: WireTraffic = {
      url: request.url ?? '',
      bytesSent: 0,
      framesSent: 0,
      bytesReceived: 0,
    };
    traffic.push(counter);
    const accept = createHash('sha1')
      .update(key + WS_GUID)
      .digest('base64');
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
        `Sec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    let session: ClientSession | null = null;
    const wire = new WireSocket(socket, (text) => session?.receive(text), counter);
    session = new ClientSession(wire, handle);
    sessions.add(session);
    socket.on('close', () => {
      if (session) sessions.delete(session);
    });
    session.send({
      t: 'c',
      d: { t: 'h', d: { ts: Date.now(), v: '5', h: `127.0.0.1`, s: `session-${sessions.size}` } },
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, { port });
}
