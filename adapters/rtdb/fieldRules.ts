/**
 * Issue 14: who may write which field of a bulletin, and what a bulletin may hold, judged in
 * JavaScript for fixture mode: every change goes through `bulletinChangeRefusal`
 * (adapters/memory/teamScope.ts), so fixture mode refuses what the database refuses; tests/rules
 * ("issue 14") runs every case of its table through both. The rules themselves are expressions
 * in adapters/rtdb/rules/databaseRules.ts (P51), printed as database.rules.json, and their tables
 * (LIMITS, PATTERNS, the shapes) live in adapters/rtdb/rules/tables.ts; they are re-exported here
 * for this file's importers. docs/firebase.md ("Rules") explains each rule.
 *
 * The judge mirrors the database's way of judging: a node's rule runs when the write reaches it
 * (the bulletin itself always, a field or line only when the write sets it or something in or
 * above it), on the record as it would be after the write. Team access (teamScope.ts) and D51's
 * revision and history (writeContract.ts) are judged elsewhere.
 */
import { BULLETIN_ACTIONS } from '../../src/core/actions';
import type { BulletinChange, ChangeEvent, Invoice, UserRecord } from '../../src/core/model';
import {
  ADMIN_FLAGS as CORE_ADMIN_FLAGS,
  checkerNameOf,
  pedidoIsSet,
} from '../../src/core/protection';
import { RETURN_REASON_MAX } from '../../src/core/workflow';
import {
  BULLETIN_SHAPES,
  CHECK_FIELDS,
  HEADER_SHAPE,
  LAST_RETURN,
  LAST_RETURN_FIELDS,
  LIMITS,
  LINE_SHAPES,
  PATTERNS,
  SERVICE_LINE_FIELDS,
} from './rules/tables';
import type { RecordShape, Shape } from './rules/tables';

/** The rules' tables, whose home is adapters/rtdb/rules/tables.ts (P51). */
export {
  BULLETIN_SHAPES,
  CHECK_FIELDS,
  HEADER_SHAPE,
  LAST_RETURN,
  LIMITS,
  LINE_SHAPES,
  PATTERNS,
  SERVICE_LINE_FIELDS,
};
export type { RecordShape, Shape };

/** Flags only an admin sets (D9); others leave them, or write false where not true. */
export const ADMIN_FLAGS: readonly string[] = CORE_ADMIN_FLAGS;

/** What the rules compare: absent is null; objects are never equal (RTDB compares values). */
function same(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null) && (a === null || a === undefined || typeof a !== 'object');
}

/** Left as it was, or written false where it was not true. */
function unchangedOrFalse(before: unknown, after: unknown): boolean {
  return same(before, after) || (after === false && before !== true);
}

type Tree = Record<string, unknown>;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null;
}

/** The shape `table` gives `field` (own keys only: 'constructor' is a field like any other). */
function shapeOf(table: Readonly<Record<string, Shape>>, field: string): Shape | undefined {
  return Object.hasOwn(table, field) ? table[field] : undefined;
}

/** A value as the database stores it: arrays become keyed records, null and empties vanish. */
function stored(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object') return value;
  // The server's clock (layout.ts SERVER_TIME) is a time; fixture mode has no clock to compare.
  if ((value as Tree)['.sv'] === 'timestamp') return value;
  const out: Tree = {};
  for (const [key, child] of Object.entries(value)) {
    const kept = stored(child);
    if (kept !== undefined) out[key] = kept;
  }
  return Object.keys(out).length === 0 ? undefined : out;
}

function childOf(node: unknown, key: string): unknown {
  return isTree(node) && Object.hasOwn(node, key) ? node[key] : undefined;
}

function at(node: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => childOf(current, key), node);
}

/** `node` with `value` set at `path` (undefined removes), as a new tree; empties vanish. */
function setAt(node: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return stored(value);
  const copy: Tree = isTree(node) ? { ...node } : {};
  const child = setAt(childOf(copy, key), rest, value);
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return Object.keys(copy).length === 0 ? undefined : copy;
}

function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
}

/** Does `value` fit `shape`? `before` is what was stored at that place (for the image URL). */
export function fitsShape(value: unknown, shape: Shape, before: unknown): boolean {
  // The server writes its clock (a number of ms) in the placeholder's place before judging.
  if (isServerTime(value)) return shape.kind === 'number' || shape.kind === 'textOrNumber';
  const isText = typeof value === 'string';
  const inRange = (max: number) => typeof value === 'number' && value <= max && value >= -max;
  switch (shape.kind) {
    case 'text':
      return isText && value.length <= shape.max;
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return (
        inRange(shape.max) ||
        (shape.asText &&
          isText &&
          value.length <= LIMITS.numberText &&
          !PATTERNS.exponent.test(value))
      );
    case 'textOrNumber':
      return (isText && value.length <= shape.max) || inRange(LIMITS.number);
    case 'scalar':
      return (
        typeof value === 'boolean' ||
        (isText && value.length <= LIMITS.text) ||
        inRange(LIMITS.number)
      );
    case 'url':
      return (
        isText &&
        value.length <= LIMITS.url &&
        (PATTERNS.blank.test(value) ||
          PATTERNS.httpUrl.test(value) ||
          PATTERNS.dataImage.test(value) ||
          same(value, before))
      );
  }
}

/** What the judge knows of one bulletin's write. */
interface Write {
  before: Tree | undefined;
  after: Tree;
  /** The paths the write sets, inside the bulletin ([] for the whole record). */
  written: readonly (readonly string[])[];
  admin: boolean;
  /** A creation (the whole record written as it is). */
  creation: boolean;
  /** A creation whose event is split-from: a copy of a stored bulletin (D13). */
  splitCopy: boolean;
}

/** The database's clock placeholder (layout.ts SERVER_TIME, the SDK's serverTimestamp()). */
function isServerTime(value: unknown): boolean {
  return isTree(value) && value['.sv'] === 'timestamp';
}

/** Does the write reach this node (set it, or something in or above it)? */
function reached(write: Write, path: readonly string[]): boolean {
  return write.written.some((w) => isPrefix(w, path) || isPrefix(path, w));
}

/**
 * Issue 14, services/{line} for a non-admin: a line carrying a pedido stays exactly as stored at
 * its position; any other line gains no pedido and does not change its paid state.
 */
function serviceLineKept(before: unknown, after: unknown): boolean {
  if (pedidoIsSet(childOf(before, 'pedido'))) {
    return SERVICE_LINE_FIELDS.every((field) =>
      same(childOf(before, field), childOf(after, field)),
    );
  }
  return (
    !pedidoIsSet(childOf(after, 'pedido')) &&
    (childOf(after, 'paid') === true) === (childOf(before, 'paid') === true)
  );
}

/** The refusal of a record (header or line) and its fields the write reaches; null when fine. */
function recordRefusal(write: Write, path: readonly string[], shape: RecordShape): string | null {
  const value = at(write.after, path);
  if (!isTree(value)) return `${path.join('/')} is not a record`;
  for (const [field, child] of Object.entries(value)) {
    const fieldPath = [...path, field];
    if (!reached(write, fieldPath)) continue;
    const fieldShape = shapeOf(shape.fields, field) ?? shape.other;
    if (!fitsShape(child, fieldShape, at(write.before, fieldPath))) {
      return `${fieldPath.join('/')} does not fit`;
    }
  }
  return null;
}

/** A list the write reaches: its keys, each line a record, services' per-line rule. */
function listRefusal(write: Write, list: 'services' | 'materials' | 'photos'): string | null {
  const value = write.after[list];
  if (!isTree(value)) return `${list} is not a list`;
  for (const key of Object.keys(value)) {
    const path = [list, key];
    if (!reached(write, path)) continue;
    if (!PATTERNS.lineKey.test(key)) return `${list}/${key}: not a line key`;
    const refused = recordRefusal(write, path, LINE_SHAPES[list]);
    if (refused) return refused;
    if (list === 'services' && !write.admin) {
      if (!PATTERNS.protectedLineKey.test(key)) {
        return `services/${key}: beyond the lines a non-admin writes`;
      }
      if (!serviceLineKept(at(write.before, path), value[key])) {
        return `services/${key}: only an admin sets, changes or drops a pedido and paid`;
      }
    }
  }
  return null;
}

/** Every field the write reaches, by its shape. */
function shapeRefusal(write: Write): string | null {
  for (const [field, value] of Object.entries(write.after)) {
    // D51's rev is the contract's; issue 15's lastReturn is judged with its event (below).
    if (field === 'rev' || field === LAST_RETURN || !reached(write, [field])) continue;
    if (field === 'header') {
      const refused = recordRefusal(write, ['header'], HEADER_SHAPE);
      if (refused) return refused;
    } else if (field === 'services' || field === 'materials' || field === 'photos') {
      const refused = listRefusal(write, field);
      if (refused) return refused;
    } else if (shapeOf(BULLETIN_SHAPES, field)) {
      if (!fitsShape(value, shapeOf(BULLETIN_SHAPES, field) as Shape, at(write.before, [field]))) {
        return `${field} does not fit`;
      }
    } else if (!write.splitCopy) {
      // error, sending and fields SPEC §3 does not name: only a split's copy carries them.
      return `${field}: only a split copies a field the app does not write`;
    }
  }
  return null;
}

/**
 * SPEC §4, P52: the forward to billing, by the roles of the registry's entry (superv, of its
 * list), as itself (its record's name, or its sign-in email when the record has none: P15, core
 * checkerNameOf), now.
 */
function isForward(write: Write, writer: UserRecord | null, email: string | null): boolean {
  const { before, after } = write;
  const checker = checkerNameOf(writer, email);
  return (
    childOf(before, 'checked') !== true &&
    after.checked === true &&
    typeof writer?.type === 'string' &&
    (BULLETIN_ACTIONS.forwardToBilling.roles as readonly string[]).includes(writer.type) &&
    after.checked_closed === 'true_false' &&
    // The server's time, which the rules compare with `now`. A patch's is written as the
    // server's clock whatever it holds (layout.ts); a creation is written as it is, so only the
    // clock's placeholder can equal `now` there. Fixture mode has no server clock to compare.
    (isServerTime(after.checked_at) || (!write.creation && typeof after.checked_at === 'number')) &&
    typeof after.checked_by === 'string' &&
    checker !== '' &&
    after.checked_by === checker
  );
}

/** `checked` and its record (SPEC §4): forward, return by an admin, else left as they were. */
function checkedRefusal(
  write: Write,
  writer: UserRecord | null,
  email: string | null,
): string | null {
  const { before, after, admin } = write;
  if (isForward(write, writer, email)) return null;
  if (before === undefined) {
    if (admin) return null;
    const defaults =
      after.checked !== true &&
      (after.checked_closed === undefined || after.checked_closed === 'false_false');
    return defaults ? null : 'only the forward to billing creates a checked bulletin';
  }
  if (admin && before.checked === true && after.checked !== true) return null;
  const kept =
    unchangedOrFalse(before.checked, after.checked) &&
    CHECK_FIELDS.every((field) => same(before[field], after[field]));
  return kept ? null : 'only the forward sets, and an admin return clears, checked and its record';
}

/** Non-admin: the admin flags, status 'viewed', header.pedido and lines with a pedido kept. */
function adminFieldsRefusal(write: Write): string | null {
  const { before, after } = write;
  for (const flag of ADMIN_FLAGS) {
    if (!unchangedOrFalse(childOf(before, flag), after[flag])) return `only an admin sets ${flag}`;
  }
  if ((after.status === 'viewed') !== (childOf(before, 'status') === 'viewed')) {
    return "only an admin sets or clears status 'viewed'";
  }
  const pedido = at(before, ['header', 'pedido']);
  const newPedido = at(after, ['header', 'pedido']);
  if (!same(pedido, newPedido) && (pedidoIsSet(pedido) || pedidoIsSet(newPedido))) {
    return 'only an admin sets, changes or clears header/pedido';
  }
  const services = childOf(before, 'services');
  for (let line = 0; line < LIMITS.protectedLines; line += 1) {
    const key = String(line);
    if (pedidoIsSet(at(services, [key, 'pedido'])) && at(after, ['services', key]) === undefined) {
      return `services/${key} carries a pedido: only an admin drops it`;
    }
  }
  const beyond = String(LIMITS.protectedLines);
  if (childOf(services, beyond) !== undefined && at(after, ['services', beyond]) === undefined) {
    return 'only an admin shortens a list of more than 100 services';
  }
  return null;
}

/** The bulletin after a change: the whole record created, or the patch's fields applied. */
function afterOf(before: Tree | undefined, change: BulletinChange): Tree | undefined {
  if (change.kind === 'remove') return undefined;
  if (change.kind === 'create') return stored(change.invoice) as Tree | undefined;
  let after: unknown = before;
  for (const [field, value] of Object.entries(change.fields)) {
    after = setAt(after, field.split('/'), value);
  }
  return after as Tree | undefined;
}

/**
 * Issue 14: why the database rules refuse this change of one bulletin by `writer` (the user
 * record of the signed-in user; `email`: its sign-in email, the rules' `auth.token.email`), or
 * null when they allow it. `before` is the bulletin as stored (null: none). A removal is not
 * judged here (SPEC §6: anyone with the team deletes, D51 checks the rest).
 *
 * @example
 * bulletinChangeRefusal(stored, aPatch(team, key, { paid: true }), teamRecord);
 * // 'only an admin sets paid'
 */
export function bulletinChangeRefusal(
  before: Invoice | null,
  change: BulletinChange,
  writer: UserRecord | null,
  email: string | null = null,
): string | null {
  const storedBefore = stored(before) as Tree | undefined;
  const after = afterOf(storedBefore, change);
  if (change.kind === 'remove' || after === undefined) return null;
  const write: Write = {
    before: change.kind === 'create' ? undefined : storedBefore,
    after,
    written: change.kind === 'create' ? [[]] : Object.keys(change.fields).map((f) => f.split('/')),
    admin: writer?.type === 'admin',
    creation: change.kind === 'create',
    splitCopy: change.kind === 'create' && change.event.action === 'split-from',
  };
  // Issue 15: lastReturn, judged with the change's event (the return's reason).
  const lastReturn = lastReturnRefusal(write, change.event, writer, email);
  if (lastReturn !== null) return lastReturn;
  return (
    shapeRefusal(write) ??
    (write.admin ? null : adminFieldsRefusal(write)) ??
    checkedRefusal(write, writer, email)
  );
}

// ------------------------------------------------------------------------------------------------
// Issue 15: lastReturn ({ reason, byName, at }: why an admin last returned the bulletin), the
// rules' `lastReturnRule` and `lastReturnKept` (rules/databaseRules.ts; docs/firebase.md).

/** Does lastReturn hold { reason, byName, at } within their bounds, and nothing else? */
function lastReturnFits(value: unknown): boolean {
  if (!isTree(value) || Array.isArray(value)) return false;
  const { reason, byName, at: when } = value;
  return (
    Object.keys(value).every((field) => LAST_RETURN_FIELDS.includes(field)) &&
    typeof reason === 'string' &&
    reason.length <= RETURN_REASON_MAX &&
    typeof byName === 'string' &&
    byName.length <= LIMITS.text &&
    (isServerTime(when) ||
      (typeof when === 'number' && when <= LIMITS.number && when >= -LIMITS.number))
  );
}

/**
 * Issue 15: set or changed only by an admin, in the write that returns the bulletin (checked
 * true to not true, never a creation), with that write's 'returned' event's reason and the
 * admin's own name; removed only by the forward to billing or by an admin; anyone else leaves it.
 */
function lastReturnRefusal(
  write: Write,
  event: ChangeEvent,
  writer: UserRecord | null,
  email: string | null,
): string | null {
  const before = childOf(write.before, LAST_RETURN);
  const after = write.after[LAST_RETURN];
  if (after !== undefined && reached(write, [LAST_RETURN])) {
    if (!lastReturnFits(after)) return 'lastReturn is { reason, byName, at }';
    if (!write.admin) return 'only an admin writes lastReturn';
    const returning =
      !write.creation && childOf(write.before, 'checked') === true && write.after.checked !== true;
    if (!returning) return 'lastReturn is written only by the return to supervision';
    const record = after as Tree;
    if (event.action !== 'returned' || record.reason !== event.reason) {
      return "lastReturn's reason is its return event's";
    }
    // P15: the admin's own name as its record holds it, else its sign-in email (as checked_by).
    if (record.byName !== checkerNameOf(writer, email)) return "lastReturn names the admin's name";
  }
  if (
    before !== undefined &&
    after === undefined &&
    !write.admin &&
    !isForward(write, writer, email)
  ) {
    return 'only the forward (or an admin) removes lastReturn';
  }
  return null;
}
