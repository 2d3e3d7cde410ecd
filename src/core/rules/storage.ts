/**
 * P62 (issue 40): storage.rules, written once as data. Each condition a photo write must meet is
 * one row below, with its rule text (printed into storage.rules by `printStorageRules`), its
 * meaning as a function (the upload protocol's stand-in judges every request by it:
 * adapters/firebase/testing/fakeStorageServer.ts) and the PhotoError code it stands for (the
 * Firebase photo store checks the rows it can know before sending anything, so the user is told
 * why, where the rules could only say "unauthorized"). The bounds and the path layout come from
 * core (src/core/photos.ts), as the memory store's do, so the three cannot drift apart.
 *
 * Storage rules cannot read the Realtime Database: no role, no team. They check sign-in, the
 * author's folder ({uid} of the path), no overwrite, the type and the size; the database rules
 * take a structure's firebasePath only as a stored photo's path (adapters/rtdb/rules, P60).
 *
 * No Node and no SDK import: the photo store reads this module in the browser.
 */
import { PHOTO_LIMITS, PHOTO_TYPE, STORED_PHOTO } from '../photos';
import type { PhotoErrorCode } from '../ports';

/** A request as storage.rules sees it (`request`, `resource` and the path's variables). */
export interface StorageRequest {
  /** What the request does: `get` and `list` are `read`; a write is `create` or `update`. */
  method: StorageMethod;
  /** The object's path in the bucket, `photos/u1/p1.jpg`. */
  path: string;
  /** `request.auth.uid`; null when signed out. */
  uid: string | null;
  /** `request.resource` of a write: the object as it would be stored. */
  incoming?: { contentType: string; size: number };
  /** `resource != null`: the path already holds an object (false when unknown to a client). */
  exists?: boolean;
}

/** One condition of `allow create`, in the order storage.rules and the stores check them. */
interface WriteCondition {
  /** Its rule text (the path's variables `uid` and `photoId` are in scope). */
  rule: string;
  holds(request: StorageRequest): boolean;
  /** Why a write that fails it is refused, as the photo store tells it. */
  refusal: PhotoErrorCode;
  /** Only the server knows (the stored object): a client cannot check it before sending. */
  serverOnly?: boolean;
}

/** The folder and variable segments of STORED_PHOTO, as rules patterns (RE2, whole match). */
export interface PhotoPathPattern {
  folder: string;
  uid: string;
  photoId: string;
}

/**
 * STORED_PHOTO cut at its slashes: core's one pattern of a stored photo's path becomes the
 * rules' `match /photos/{uid}/{photoId}` and a `matches()` per variable. `\.` is
 * written `[.]` (no escape to get wrong in a rules string). Throws when core's pattern takes a
 * shape this cannot print, so a change there fails the rules' test instead of drifting.
 */
export function photoPathPattern(source = STORED_PHOTO.source): PhotoPathPattern {
  const body = /^\^(.*)\$$/.exec(source)?.[1];
  const parts = body?.split('\\/') ?? [];
  // Stryker disable next-line StringLiteral: a default is only taken when a part is missing, which the length test below refuses
  const [folder = '', uid = '', photoId = ''] = parts.map((part) => part.replaceAll('\\.', '[.]'));
  const printable = (pattern: string) =>
    pattern !== '' && !pattern.includes('\\') && !pattern.includes("'");
  if (parts.length !== 3 || !/^[a-z]+$/.test(folder) || ![uid, photoId].every(printable)) {
    throw new Error(`storage.rules cannot print the photo path pattern ${source}`);
  }
  return { folder, uid, photoId };
}

const PATTERN = photoPathPattern();

/** The path's variables when it is under the photos' match (`/photos/{uid}/{photoId}`). */
function matched(path: string): { uid: string; photoId: string } | null {
  const parts = path.split('/');
  if (parts.length !== 3 || parts[0] !== PATTERN.folder || parts.some((p) => p === '')) {
    return null;
  }
  // Stryker disable next-line StringLiteral: three non-empty parts here, so no default is ever taken
  const [, uid = '', photoId = ''] = parts;
  return { uid, photoId };
}

/** A rules pattern as `matches()` reads it: the whole string. */
function wholeMatch(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

const signedIn: WriteCondition = {
  rule: 'request.auth != null',
  holds: (r) => r.uid !== null,
  refusal: 'unauthorized',
};

const authorsFolder: WriteCondition = {
  rule: 'request.auth.uid == uid',
  // Stryker disable next-line ConditionalExpression,OptionalChaining: a matched uid is text, never null; and it is judged only on a path the photos' match holds (storageAllows asks first; create asks uid and photoId before)
  holds: (r) => r.uid !== null && matched(r.path)?.uid === r.uid,
  refusal: 'unauthorized',
};

/** The `allow create` conditions: a new JPEG of at most storedBytes, in its author's folder. */
export const CREATE_CONDITIONS: readonly WriteCondition[] = [
  signedIn,
  ...(['uid', 'photoId'] as const).map((name): WriteCondition => ({
    rule: `${name}.matches('${PATTERN[name]}')`,
    // Stryker disable next-line StringLiteral: any text with a space fails the segment pattern as '' does
    holds: (r) => wholeMatch(PATTERN[name]).test(matched(r.path)?.[name] ?? ''),
    refusal: 'invalid',
  })),
  authorsFolder,
  {
    rule: `request.resource.contentType == '${PHOTO_TYPE}'`,
    holds: (r) => r.incoming?.contentType === PHOTO_TYPE,
    refusal: 'invalid',
  },
  {
    rule: `request.resource.size <= ${PHOTO_LIMITS.storedBytes}`,
    // Stryker disable next-line ConditionalExpression: without an incoming object the content type row before has already refused
    holds: (r) => r.incoming !== undefined && r.incoming.size <= PHOTO_LIMITS.storedBytes,
    refusal: 'tooLarge',
  },
  {
    rule: 'resource == null',
    holds: (r) => r.exists !== true,
    refusal: 'exists',
    serverOnly: true,
  },
];

/** The `allow delete` conditions: its author only. */
export const DELETE_CONDITIONS: readonly WriteCondition[] = [signedIn, authorsFolder];

/** The `allow read` conditions (getDownloadURL, getMetadata, a download without a token). */
export const READ_CONDITIONS: readonly WriteCondition[] = [signedIn];

/**
 * Each method's `allow`, as storage.rules prints it: the conditions that must all hold, or never
 * (an update: a write where an object is).
 */
const ALLOW = {
  read: READ_CONDITIONS,
  create: CREATE_CONDITIONS,
  update: false,
  delete: DELETE_CONDITIONS,
} as const satisfies Record<string, readonly WriteCondition[] | false>;

/** A request's method as storage.rules names it. */
export type StorageMethod = keyof typeof ALLOW;

/** What storage.rules answers `request`: true when allowed. Outside the photos' match, never. */
export function storageAllows(request: StorageRequest): boolean {
  const conditions: readonly WriteCondition[] | false = ALLOW[request.method];
  if (matched(request.path) === null || conditions === false) return false;
  return conditions.every((c) => c.holds(request));
}

/**
 * Why the rules would refuse to store `photo` at `path` for `uid`, as far as a client can know
 * before sending it (everything but an object already there), or null. The same rows, in the
 * same order, as storage.rules.
 */
export function photoWriteRefusal(
  path: string,
  photo: { type: string; size: number },
  uid: string | null,
): PhotoErrorCode | null {
  const request: StorageRequest = {
    // Stryker disable next-line StringLiteral: the create conditions never read the method
    method: 'create',
    path,
    uid,
    incoming: { contentType: photo.type, size: photo.size },
  };
  return CREATE_CONDITIONS.find((c) => !c.serverOnly && !c.holds(request))?.refusal ?? null;
}

/** One `allow` line of the photos' match. */
function allowLine([method, conditions]: [string, readonly WriteCondition[] | false]): string {
  const rule = conditions === false ? 'false' : conditions.map((c) => c.rule).join('\n        && ');
  return `      allow ${method}: if ${rule};`;
}

/** storage.rules as committed (buildRules.ts writes it; tests/rules compares). */
export function printStorageRules(): string {
  return [
    "rules_version = '2';",
    '',
    '// Generated from src/core/rules/storage.ts (P62), which reads',
    '// src/core/photos.ts: run `npx tsx adapters/firebase/rules/buildRules.ts`; do not edit.',
    '// Storage rules cannot read the Realtime Database: no role, no team. The database rules',
    "// take a structure's firebasePath only as a stored photo's path (P60).",
    'service firebase.storage {',
    '  match /b/{bucket}/o {',
    `    // ${PATTERN.folder}/{uid}/{photoId}.jpg: {uid} is the author (src/core/photos.ts).`,
    `    match /${PATTERN.folder}/{uid}/{photoId} {`,
    `      // create: a new JPEG of at most ${PHOTO_LIMITS.storedBytes / (1024 * 1024)} MB (PHOTO_LIMITS.storedBytes) in its`,
    "      // author's folder; update: never, a photo is never overwritten; delete: its author.",
    ...Object.entries(ALLOW).map(allowLine),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
