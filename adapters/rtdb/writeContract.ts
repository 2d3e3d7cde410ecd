/**
 * D51, the write contract of forms/{team}/{key} and history/{team}/{key}, as a check of one
 * write: the tree before, the tree after, and the paths written. It is what database.rules.json
 * says (adapters/firebase/rules/buildRules.ts), for the stores that have no rules engine: the
 * memory tree of fixture mode and the fake RTDB server of the tests. Both call this one function
 * before they apply a write, so fixture mode refuses what the database refuses:
 *
 * - a bulletin that stays: its `rev` becomes the stored revision plus one (core `revisionOf`);
 * - a creation (no record before): `rev` 1, a text `id` and a `header`, and no history yet
 *   under its key (a deleted bulletin never comes back);
 * - a removal: the record existed and the same write creates its event at the stored revision
 *   plus one, a 'deleted' or 'split-into' one (the revision the remover saw);
 * - every change of a bulletin creates its event at history/{team}/{key}/{new rev}; an event is
 *   only ever created, never changed or removed, and only with its bulletin's change.
 *
 * A refusal has the database's wording, so both adapters explain it the same way (conflicts.ts).
 */
import { revisionOf } from '../../src/core/revisions';
import { childAt, keysOf } from './nodes';

type Segments = readonly string[];

const FORMS = 'forms';
const HISTORY = 'history';
const CREATING = new Set(['created', 'split-from']);
const REMOVING = new Set(['deleted', 'split-into']);

const at = (root: unknown, ...path: string[]): unknown =>
  path.reduce((node, key) => childAt(node, key), root);

/**
 * The (team, key) pairs under `top` ('forms' or 'history') a write touches: every one named by
 * a written path at or below it, and, for a write above (the team, the collection, the root),
 * every one whose value changes.
 */
function touched(top: string, before: unknown, after: unknown, written: readonly Segments[]) {
  const pairs = new Map<string, [string, string]>();
  const add = (team: string, key: string) => pairs.set(`${team}/${key}`, [team, key]);
  for (const segments of written) {
    if (segments[0] !== undefined && segments[0] !== top) continue;
    if (segments.length >= 3) {
      add(segments[1] as string, segments[2] as string);
      continue;
    }
    const teams = segments.length === 2 ? [segments[1] as string] : null;
    const old = at(before, top);
    const now = at(after, top);
    for (const team of teams ?? new Set([...keysOf(old), ...keysOf(now)])) {
      const a = childAt(old, team);
      const b = childAt(now, team);
      if (a === b) continue;
      for (const key of new Set([...keysOf(a), ...keysOf(b)])) {
        if (childAt(a, key) !== childAt(b, key)) add(team, key);
      }
    }
  }
  return [...pairs.values()];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why the event `rev` of forms/{team}/{key} is not created by this write, or null. */
function eventRefusal(
  before: unknown,
  after: unknown,
  team: string,
  key: string,
  rev: number,
  actions: ReadonlySet<string> | null,
): string | null {
  const name = String(rev);
  if (at(before, HISTORY, team, key, name) !== undefined) return `event ${rev} exists already`;
  const event = at(after, HISTORY, team, key, name);
  if (!isRecord(event)) return `no history event ${rev} in the same write`;
  if (event.rev !== rev) return `history event ${rev} carries rev ${String(event.rev)}`;
  const action = String(event.action);
  if (actions !== null && !actions.has(action)) return `a '${action}' event cannot record this`;
  if (actions === null && (CREATING.has(action) || REMOVING.has(action))) {
    return `a '${action}' event cannot record a change`;
  }
  return null;
}

/** Why this change of one bulletin breaks the contract, or null. */
function bulletinRefusal(before: unknown, after: unknown, team: string, key: string) {
  const old = at(before, FORMS, team, key);
  const now = at(after, FORMS, team, key);
  if (old === undefined && now === undefined) return null;
  if (now === undefined) {
    return eventRefusal(before, after, team, key, revisionOf(old as object) + 1, REMOVING);
  }
  if (!isRecord(now)) return 'a bulletin is a record';
  if (old === undefined) {
    if (now.rev !== 1) return 'a new bulletin starts at rev 1 (or it no longer exists)';
    if (typeof now.id !== 'string' || now.id === '') return 'a new bulletin has an id';
    if (!isRecord(now.header)) return 'a new bulletin has a header';
    if (at(before, HISTORY, team, key) !== undefined) return 'a deleted bulletin never comes back';
    return eventRefusal(before, after, team, key, 1, CREATING);
  }
  const expected = revisionOf(old as object) + 1;
  if (now.rev !== expected) return `rev must be ${expected} (stale or missing revision)`;
  return eventRefusal(before, after, team, key, expected, null);
}

/** Why this write of history/{team}/{key} breaks the contract, or null. */
function historyRefusal(before: unknown, after: unknown, team: string, key: string) {
  const old = at(before, HISTORY, team, key);
  const now = at(after, HISTORY, team, key);
  for (const name of new Set([...keysOf(old), ...keysOf(now)])) {
    const a = childAt(old, name);
    const b = childAt(now, name);
    if (a === b) continue;
    if (a !== undefined) return `history event ${name} can never change`;
    // A new event: only with its bulletin's change to exactly that revision.
    const bulletin = at(after, FORMS, team, key);
    const rev =
      bulletin === undefined
        ? revisionOf(at(before, FORMS, team, key) as object) + 1
        : revisionOf(bulletin as object);
    if (String(rev) !== name || at(before, FORMS, team, key) === bulletin) {
      return `history event ${name} without its bulletin's change`;
    }
  }
  return null;
}

/**
 * The refusal of a write that takes the tree from `before` to `after` through the `written`
 * paths (as segments), in the database's wording, when it breaks D51; else null.
 */
export function writeContractRefusal(
  before: unknown,
  after: unknown,
  written: readonly Segments[],
): string | null {
  const checks: [string, typeof bulletinRefusal][] = [
    [FORMS, bulletinRefusal],
    [HISTORY, historyRefusal],
  ];
  for (const [top, check] of checks) {
    for (const [team, key] of touched(top, before, after, written)) {
      const reason = check(before, after, team, key);
      if (reason !== null) {
        return `PERMISSION_DENIED: Permission denied at /${top}/${team}/${key} (D51: ${reason})`;
      }
    }
  }
  return null;
}
