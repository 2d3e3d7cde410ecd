/**
 * Where the bulletins live in the Realtime Database (SPEC §7, D1), and how a change of bulletins
 * in business terms (core `BulletinChange`) becomes ONE root-relative multi-path update. Both
 * adapters store this layout, so both write a change through this one function: the memory
 * tree applies the update all or nothing; the Firebase adapter sends it as `update(ref(db), …)`,
 * which the server applies all or nothing.
 *
 * Every segment is checked first: an empty team or key would otherwise turn `forms/{team}/{key}`
 * into `forms/{team}`, and a removal would wipe the whole team.
 */
import type { BulletinChange, ChangeEvent } from '../../src/core/model';
import { LIMITS } from './rules/tables';

/** A root-relative multi-path update: 'forms/T/K/services' → value; null removes. */
export type MultiPathUpdate = Record<string, unknown>;

const FORBIDDEN = /[/.#$[\]]/;

/** A single RTDB key: non-empty, without '/', '.', '#', '$', '[' or ']'. */
export function segment(value: string, what: string): string {
  if (typeof value !== 'string' || value === '' || FORBIDDEN.test(value)) {
    throw new Error(`Invalid ${what} for a database path: ${JSON.stringify(value)}`);
  }
  return value;
}

/** forms/{team}: a team's bulletins. */
export const teamPath = (team: string): string => `forms/${segment(team, 'team')}`;

/** forms/{team}/{key}: one bulletin. */
export const bulletinPath = (team: string, key: string): string =>
  `${teamPath(team)}/${segment(key, 'invoice key')}`;

/** history/{team}/{key}: one bulletin's history events, keyed by revision (D51, issue 15). */
export const historyPath = (team: string, key: string): string =>
  `history/${segment(team, 'team')}/${segment(key, 'invoice key')}`;

/** counters/forms/{team}: a team's bulletin counter, a whole number (D48). */
export const counterPath = (team: string): string => `counters/forms/${segment(team, 'team')}`;

/** deleted/{team}/{key}: the index entry of a removed bulletin (issue 15). */
export const deletedPath = (team: string, key: string): string =>
  `deleted/${segment(team, 'team')}/${segment(key, 'invoice key')}`;

/**
 * The Realtime Database's server-value placeholder for its own clock: the server (and the
 * memory tree, adapters/memory/tree.ts) writes its time in its place, and the rules compare it
 * with `now`. What the SDK's serverTimestamp() sends.
 */
export const SERVER_TIME = Object.freeze({ '.sv': 'timestamp' });

/**
 * Issue 14: the fields a patch writes as the server's clock, whatever time the change carries
 * (core's forward sets checked_at to the client's `now`): the rules demand a forward's
 * checked_at equal the server's `now`.
 */
const SERVER_TIME_FIELDS: ReadonlySet<string> = new Set(['checked_at']);

/** A stored history event (HistoryEvent) as written: its revision and the server's time. */
function eventRecord(event: ChangeEvent, rev: number): Record<string, unknown> {
  return { ...event, rev, at: SERVER_TIME };
}

/**
 * Issue 15: a removal's index entry (DeletedBulletin without team and key), from its event, whose
 * `record` is the bulletin as removed: written in the removal's update, at the server's time.
 */
function deletedRecord(event: ChangeEvent, rev: number): Record<string, unknown> {
  const record = event.record ?? {};
  const title = record.header?.title ?? record.title;
  // The rules bound the entry's texts (issue 14's bound for texts); a legacy record's may be
  // longer, and its removal must not be refused for that: the list shows the start.
  const bounded = (text: unknown) => (typeof text === 'string' ? text.slice(0, LIMITS.text) : '');
  return {
    id: bounded(record.id),
    title: bounded(title),
    action: event.action,
    by: event.by,
    byName: event.byName,
    at: SERVER_TIME,
    rev,
  };
}

/** A field of the bulletin, or a path inside it ('header/pedido'), each segment checked. */
function fieldPath(field: string): string {
  return field
    .split('/')
    .map((part) => segment(part, 'bulletin field'))
    .join('/');
}

/**
 * The one multi-path update that writes a whole change (D51): a creation sets the whole record
 * at `rev` 1, a patch sets each of its fields under the record and `rev` to the revision it was
 * made on plus one, a removal sets the record to null; each part also writes its history event
 * at history/{team}/{key}/{new rev}. So the new revision and its event travel in the write that
 * the store checks: a stale revision (or a removal whose event's revision is not the stored one
 * plus one) refuses the whole update. A change names each bulletin at most once; naming one
 * twice throws before anything is written.
 *
 * @example
 * bulletinUpdate([
 *   { kind: 'create', team: 'ORCDISTBA01', key: '-NkI', invoice: halfI, event: splitFrom },
 *   { kind: 'remove', team: 'ORCDISTBA01', key: '-Nmix', rev: 3, event: splitInto },
 * ]);
 * // { 'forms/ORCDISTBA01/-NkI': { ...halfI, rev: 1 }, 'history/ORCDISTBA01/-NkI/1': {…},
 * //   'forms/ORCDISTBA01/-Nmix': null, 'history/ORCDISTBA01/-Nmix/4': {…} }
 */
export function bulletinUpdate(changes: readonly BulletinChange[]): MultiPathUpdate {
  const update: MultiPathUpdate = {};
  const named = new Set<string>();
  for (const change of changes) {
    const path = bulletinPath(change.team, change.key);
    if (named.has(path)) throw new Error(`A change names the bulletin ${path} twice`);
    named.add(path);
    const rev = change.kind === 'create' ? 1 : nextRevision(change.rev, path);
    if (change.kind === 'create') update[path] = { ...change.invoice, rev };
    else if (change.kind === 'remove') update[path] = null;
    else {
      for (const [field, value] of Object.entries(change.fields)) {
        const serverTime = SERVER_TIME_FIELDS.has(field) && value !== null && value !== undefined;
        update[`${path}/${fieldPath(field)}`] = serverTime ? SERVER_TIME : value;
      }
      update[`${path}/rev`] = rev;
    }
    update[`${historyPath(change.team, change.key)}/${rev}`] = eventRecord(change.event, rev);
    if (change.kind === 'remove') {
      update[deletedPath(change.team, change.key)] = deletedRecord(change.event, rev);
    }
  }
  return update;
}

/** The revision after `rev` (D51); a revision is a whole number from 0. */
function nextRevision(rev: number, path: string): number {
  if (!Number.isInteger(rev) || rev < 0) {
    throw new Error(`Invalid revision for ${path}: ${JSON.stringify(rev)}`);
  }
  return rev + 1;
}
