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
import type { BulletinChange } from '../../src/core/model';

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

/** A field of the bulletin, or a path inside it ('header/pedido'), each segment checked. */
function fieldPath(field: string): string {
  return field
    .split('/')
    .map((part) => segment(part, 'bulletin field'))
    .join('/');
}

/**
 * The one multi-path update that writes a whole change: a creation sets the whole record, a
 * patch sets each of its fields under the record, a removal sets the record to null. A change
 * names each bulletin at most once (the write of one bulletin is one part, which the revision
 * check of D51 will ride on); naming one twice throws before anything is written.
 *
 * @example
 * bulletinUpdate([
 *   { kind: 'create', team: 'ORCDISTBA01', key: '-NkI', invoice: halfI },
 *   { kind: 'remove', team: 'ORCDISTBA01', key: '-Nmix' },
 * ]); // { 'forms/ORCDISTBA01/-NkI': halfI, 'forms/ORCDISTBA01/-Nmix': null }
 */
export function bulletinUpdate(changes: readonly BulletinChange[]): MultiPathUpdate {
  const update: MultiPathUpdate = {};
  const named = new Set<string>();
  for (const change of changes) {
    const path = bulletinPath(change.team, change.key);
    if (named.has(path)) throw new Error(`A change names the bulletin ${path} twice`);
    named.add(path);
    if (change.kind === 'create') update[path] = change.invoice;
    else if (change.kind === 'remove') update[path] = null;
    else {
      for (const [field, value] of Object.entries(change.fields)) {
        update[`${path}/${fieldPath(field)}`] = value;
      }
    }
  }
  return update;
}
