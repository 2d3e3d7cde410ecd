/**
 * D51, the write contract of forms/{team}/{key} and history/{team}/{key}, as a check of one
 * write: the tree before, the tree after, and the paths written. It is what database.rules.json
 * says (its expressions: adapters/rtdb/rules/databaseRules.ts), for the stores that have no
 * rules engine: the
 * memory tree of fixture mode and the fake RTDB server of the tests. Both call this one function
 * before they apply a write, so fixture mode refuses what the database refuses:
 *
 * - a bulletin that stays: its `rev` becomes the stored revision plus one (core `revisionOf`);
 * - a creation (no record before): `rev` 1, a text `id` and a `header`, and no history yet
 *   under its key (a deleted bulletin never comes back);
 * - a removal: the record existed and the same write creates its event at the stored revision
 *   plus one, a 'deleted' or 'split-into' one (the revision the remover saw);
 * - every change of a bulletin creates its event at history/{team}/{key}/{new rev}; an event is
 *   only ever created, never changed or removed, and only with its bulletin's change;
 * - issue 15: an event holds what its action records and nothing else (`eventShapeRefusal`); a
 *   removal also creates the bulletin's entry in deleted/{team}/{key}, which is written only
 *   with that removal and never changed or removed, and nobody writes deleted/ or a team's
 *   index whole.
 *
 * A refusal has the database's wording, so both adapters explain it the same way (commit.ts).
 */
import { CREATING_EVENTS, REMOVING_EVENTS } from '../../src/core/actions';
import { revisionOf } from '../../src/core/revisions';
import { RETURN_REASON_MAX, RETURN_REASON_MIN } from '../../src/core/workflow';
import { childAt, keysOf } from './nodes';
import {
  DELETED_FIELDS,
  EVENT_FIELDS,
  HISTORY_ACTIONS,
  LIMITS,
  RETURN_REASON_PATTERN,
} from './rules/tables';

/** The rules' tables, whose home is adapters/rtdb/rules/tables.ts (P51). */
export { DELETED_FIELDS, HISTORY_ACTIONS, RETURN_REASON_PATTERN };

type Segments = readonly string[];

const FORMS = 'forms';
const HISTORY = 'history';
const DELETED = 'deleted';
const CREATING: ReadonlySet<string> = new Set(CREATING_EVENTS);
const REMOVING: ReadonlySet<string> = new Set(REMOVING_EVENTS);

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
    return (
      eventRefusal(before, after, team, key, revisionOf(old as object) + 1, REMOVING) ??
      removalIndexRefusal(before, after, team, key)
    );
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
    const shape = eventShapeRefusal(b);
    if (shape !== null) return `history event ${name}: ${shape}`;
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
    [DELETED, deletedRefusal],
  ];
  const whole = wholeIndexWrite(written);
  if (whole !== null) return whole;
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

// ------------------------------------------------------------------------------------------------
// Issue 15: what a history event holds, and the deleted/{team}/{key} index of removals. The rules
// are in rules/databaseRules.ts (`historyEvent`, `deletedEntry`, `removalChecked`);
// docs/firebase.md ("History, the deleted list and lastReturn") says what each guarantees and
// what it cannot.

/** A node with children: an object, or a list the store keeps as an array. */
function hasChildren(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

const isText = (value: unknown, max: number = LIMITS.text): value is string =>
  typeof value === 'string' && value.length <= max;

/** A bulletin named in an event ({ key, id }, texts), nothing else. */
function refRefusal(ref: unknown): string | null {
  if (!hasChildren(ref)) return 'a bulletin reference is { key, id }';
  if (!isText(ref.key) || !isText(ref.id)) return 'a bulletin reference is { key, id }, texts';
  return Object.keys(ref).every((field) => field === 'key' || field === 'id')
    ? null
    : 'a bulletin reference holds key and id only';
}

/**
 * Why a new history event does not hold what its action records, or null. Its revision and its
 * bulletin's change are judged above; `by` and `at` are the rules' (auth.uid, now), which a store
 * without auth or clock checks only as a text and a number.
 */
export function eventShapeRefusal(event: unknown): string | null {
  if (!hasChildren(event) || Array.isArray(event)) return 'an event is a record';
  for (const field of EVENT_FIELDS) {
    if (event[field] === undefined) return `an event has ${EVENT_FIELDS.join(', ')}`;
  }
  const { action, reason } = event;
  if (typeof action !== 'string' || !HISTORY_ACTIONS.includes(action)) return 'unknown action';
  if (typeof event.by !== 'string') return 'by is the writer';
  if (typeof event.at !== 'number') return "at is the server's time";
  if (typeof event.rev !== 'number') return 'rev is a number';
  if (!isText(event.byName)) return 'byName is a text';
  if (typeof event.role !== 'string') return 'role is a text';
  if ((reason !== undefined) !== (action === 'returned')) return "a reason is a return's";
  if (
    reason !== undefined &&
    (!isText(reason, RETURN_REASON_MAX) || !RETURN_REASON_PATTERN.test(reason))
  ) {
    return `a return's reason holds ${RETURN_REASON_MIN} to ${RETURN_REASON_MAX} characters`;
  }
  if ((event.record !== undefined) !== REMOVING.has(action)) return "a record is a removal's";
  if (event.record !== undefined && !hasChildren(event.record)) return 'record is the bulletin';
  if ((event.from !== undefined) !== (action === 'split-from')) return "from is a half's";
  if (event.from !== undefined) {
    const refused = refRefusal(event.from);
    if (refused !== null) return refused;
  }
  if ((event.into !== undefined) !== (action === 'split-into')) return "into is a split's";
  if (event.into !== undefined) {
    const into = event.into;
    if (!hasChildren(into) || Object.keys(into).sort().join() !== '0,1') {
      return 'into names the two halves';
    }
    for (const ref of Object.values(into)) {
      const refused = refRefusal(ref);
      if (refused !== null) return refused;
    }
  }
  if (event.changes !== undefined && !hasChildren(event.changes)) return 'changes is a list';
  const known = new Set([...EVENT_FIELDS, 'changes', 'reason', 'record', 'from', 'into']);
  const other = Object.keys(event).find((field) => !known.has(field));
  return other === undefined ? null : `an event holds no '${other}'`;
}

/** Why a removal of forms/{team}/{key} does not create its deleted/ entry, or null. */
function removalIndexRefusal(before: unknown, after: unknown, team: string, key: string) {
  if (at(before, DELETED, team, key) !== undefined) return 'the deleted entry exists already';
  if (at(after, DELETED, team, key) === undefined) return 'a removal writes its deleted entry';
  return null;
}

/**
 * Why this write of deleted/{team}/{key} breaks the contract, or null: an entry is only created,
 * in the write that removes the bulletin (which existed) with its removal event at the stored
 * revision plus one, of the entry's own action; never changed or removed, admin included.
 */
function deletedRefusal(before: unknown, after: unknown, team: string, key: string) {
  const old = at(before, DELETED, team, key);
  const entry = at(after, DELETED, team, key);
  if (old !== undefined) return 'a deleted entry never changes';
  if (!hasChildren(entry) || Array.isArray(entry)) return 'a deleted entry is a record';
  if (!DELETED_FIELDS.every((field) => entry[field] !== undefined)) {
    return `a deleted entry has ${DELETED_FIELDS.join(', ')}`;
  }
  if (Object.keys(entry).some((field) => !DELETED_FIELDS.includes(field))) {
    return `a deleted entry holds ${DELETED_FIELDS.join(', ')} only`;
  }
  if (!isText(entry.id) || !isText(entry.title) || !isText(entry.byName)) {
    return 'id, title and byName are texts';
  }
  if (typeof entry.by !== 'string' || typeof entry.at !== 'number') return 'by and at';
  if (typeof entry.action !== 'string' || !REMOVING.has(entry.action)) return 'not a removal';
  const bulletin = at(before, FORMS, team, key);
  if (bulletin === undefined || at(after, FORMS, team, key) !== undefined) {
    return 'a deleted entry only with its bulletin removed';
  }
  const rev = revisionOf(bulletin as object) + 1;
  if (entry.rev !== rev) return `a deleted entry names the removal's revision ${rev}`;
  const event = at(after, HISTORY, team, key, String(rev));
  if (at(before, HISTORY, team, key, String(rev)) !== undefined || !hasChildren(event)) {
    return 'a deleted entry only with its removal event';
  }
  return event.action === entry.action ? null : "the entry's action is its removal event's";
}

/** Nobody writes deleted/ or a team's deleted/{team} whole (the rules grant only each entry). */
function wholeIndexWrite(written: readonly Segments[]): string | null {
  const whole = written.find((segments) => segments[0] === DELETED && segments.length < 3);
  return whole === undefined
    ? null
    : `PERMISSION_DENIED: Permission denied at /${whole.join('/')} (issue 15: entry by entry only)`;
}
