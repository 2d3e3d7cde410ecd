/**
 * The source of database.rules.json. RTDB rules have no functions, so the role checks
 * (users/{uid}, else users-mobile/{uid}) would be copied by hand into a dozen long
 * expressions; here each is written once. docs/firebase.md ("Rules") explains every choice.
 *
 * After a change, regenerate the file (tests/rules fails while they differ):
 *
 *   npx tsx adapters/firebase/rules/buildRules.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { MAX_INVOICE_SEQUENCE } from '../../../src/core/invoiceNumbers';
import {
  ADMIN_FLAGS,
  BULLETIN_SHAPES,
  CHECK_FIELDS,
  HEADER_SHAPE,
  LIMITS,
  LINE_SHAPES,
  PATTERNS,
  SERVICE_LINE_FIELDS,
} from '../../rtdb/fieldRules';
import type { RecordShape, Shape } from '../../rtdb/fieldRules';
import { DELETED_FIELDS, HISTORY_ACTIONS, RETURN_REASON_PATTERN } from '../../rtdb/writeContract';
import { RETURN_REASON_MAX } from '../../../src/core/workflow';

type Rule = string | boolean;
interface RuleNode {
  '.read'?: Rule;
  '.write'?: Rule;
  '.validate'?: Rule;
  '.indexOn'?: string[];
  [child: string]: RuleNode | Rule | string[] | undefined;
}

const USERS = "root.child('users').child(auth.uid)";
const MOBILE = "root.child('users-mobile').child(auth.uid)";

const type = (record: string) => `${record}.child('type').val()`;

/** SPEC §7: the user record is users/{uid}; users-mobile/{uid} only when users has none. */
function byUserRecord(condition: (record: string) => string): string {
  return `auth != null && (${USERS}.exists() ? (${condition(USERS)}) : (${condition(MOBILE)}))`;
}

const isAdmin = byUserRecord((r) => `${type(r)} === 'admin'`);
/** A user record with one of the four roles (SPEC §6). */
const hasRole = byUserRecord((r) =>
  ['admin', 'func', 'superv', 'team'].map((role) => `${type(r)} === '${role}'`).join(' || '),
);
const isAdminOrFunc = byUserRecord((r) => `${type(r)} === 'admin' || ${type(r)} === 'func'`);
const isReviewer = byUserRecord((r) => `${type(r)} === 'admin' || ${type(r)} === 'superv'`);

/**
 * Issue 14: a team node's key is one team id, never a list: no comma, no space (a supervisor of
 * 'A, B' reaches neither `forms/A,B` nor `forms/A, B`).
 */
const ONE_TEAM = "!$team.contains(',') && !$team.contains(' ')";

/**
 * SPEC §6: admin and func every team; team its own; superv the teams of its list, matched
 * exactly (commas on both sides: ORCDISTBA1 is not ORCDISTBA10; spaces after commas dropped).
 */
const teamAccess = `${ONE_TEAM} && ${byUserRecord(
  (r) =>
    `${type(r)} === 'admin' || ${type(r)} === 'func'` +
    ` || (${type(r)} === 'team' && ${r}.child('team').isString()` +
    ` && ${r}.child('team').val().replace(' ', '') === $team)` +
    ` || (${type(r)} === 'superv' && ${r}.child('supervision').isString()` +
    ` && (',' + ${r}.child('supervision').val().replace(' ', '') + ',').contains(',' + $team + ','))`,
)}`;

/** Left as it was, or written false where it was not true (a new bulletin starts false). */
const unchangedOrFalse = (field: string) =>
  `(newData.child('${field}').val() === data.child('${field}').val()` +
  ` || (newData.child('${field}').val() === false && data.child('${field}').val() !== true))`;

const same = (field: string) => `newData.child('${field}').val() === data.child('${field}').val()`;

/** `a` holds exactly when `b` does. */
const sameTruth = (a: string, b: string) => `(${a} ? ${b} : !(${b}))`;

/** Does the pedido at `path` of `snap` count (D15, D39: a number, or text not blank or '-')? */
const pedidoSet = (snap: string, path: string) =>
  `(${snap}.child('${path}').isNumber() || (${snap}.child('${path}').isString()` +
  ` && ${snap}.child('${path}').val().matches(${String(PATTERNS.pedidoSet)})))`;

/**
 * Issue 14, for everyone but an admin: the admin flags (D9) left as they were or false where
 * not true; status 'viewed' neither set nor cleared; header.pedido (Dar Baixa) unchanged; and no
 * service line carrying a pedido dropped. RTDB rules have no loops, so the last is written out
 * for each position a non-admin may write (LIMITS.protectedLines), plus the first beyond them:
 * a list that long is only shortened by an admin. Changing such a line is services/$line's rule.
 */
const adminFieldsKept = [
  ...ADMIN_FLAGS.map(unchangedOrFalse),
  sameTruth(
    "newData.child('status').val() === 'viewed'",
    "data.child('status').val() === 'viewed'",
  ),
  `(${same('header/pedido')} || (!${pedidoSet('data', 'header/pedido')}` +
    ` && !${pedidoSet('newData', 'header/pedido')}))`,
  `(!data.child('services').exists() || (${Array.from(
    { length: LIMITS.protectedLines },
    (_, line) =>
      `(newData.child('services/${line}').exists() || !${pedidoSet('data', `services/${line}/pedido`)})`,
  ).join(' && ')}` +
    ` && (!data.child('services/${LIMITS.protectedLines}').exists()` +
    ` || newData.child('services/${LIMITS.protectedLines}').exists())))`,
].join(' && ');

/**
 * P15: the writer's own name in its user record (users/{uid}, else users-mobile/{uid}), exactly
 * as stored; when that record has no name (none, not text, or only spaces), its sign-in email
 * (core checkerNameOf: what the app writes).
 */
const checkerIs = (record: string, value: string) =>
  `((${record}.child('name').isString()` +
  ` && !${record}.child('name').val().matches(${String(PATTERNS.blank)}))` +
  ` ? ${value} === ${record}.child('name').val() : ${value} === auth.token.email)`;
const isOwnName = (value: string) =>
  `(${USERS}.exists() ? ${checkerIs(USERS, value)} : ${checkerIs(MOBILE, value)})`;

/**
 * SPEC §4, issue 14: the forward to billing, by a supervisor (the write needs its team access)
 * or an admin, on a bulletin not checked: checked true, checked_closed 'true_false', checked_at
 * the server's time and checked_by the writer's own name (or email, P15), all in this one write.
 */
const forward =
  "data.child('checked').val() !== true && newData.child('checked').val() === true" +
  ` && (${isReviewer}) && newData.child('checked_closed').val() === 'true_false'` +
  " && newData.child('checked_at').val() === now && newData.child('checked_by').isString()" +
  ` && ${isOwnName("newData.child('checked_by').val()")}`;

/**
 * `checked` and its record (checked_closed, checked_by, checked_at): set only by the forward;
 * an admin's return to supervision (checked true to false or removed) may change them; any
 * other change leaves all four as they were (`checked` may be written false where not true). A
 * new bulletin starts unchecked with checked_closed absent or 'false_false', unless an admin
 * creates it (a split copies what the original holds, D13) or it is created forwarded.
 */
const checkedRules =
  `((${forward}) || (data.exists()` +
  ` ? (${unchangedOrFalse('checked')} && ${CHECK_FIELDS.map(same).join(' && ')})` +
  ` || ((${isAdmin}) && data.child('checked').val() === true && newData.child('checked').val() !== true)` +
  ` : (${isAdmin}) || (newData.child('checked').val() !== true` +
  " && (!newData.child('checked_closed').exists() || newData.child('checked_closed').val() === 'false_false'))))";

/**
 * D51, the write contract (docs/firebase.md, "The write contract"). A bulletin's revision as
 * stored: `rev` when it is a number, else 0 (core `revisionOf`).
 */
const STORED_REV = "(data.child('rev').isNumber() ? data.child('rev').val() : 0)";

/** history/{team}/{key}/{rev} in the tree after the write, seen from forms/$team/$key. */
const newEvent = (rev: string) =>
  `newData.parent().parent().parent().child('history').child($team).child($key).child('' + (${rev}))`;
/** The same event before the write: it must not exist (an event is written once). */
const oldEvent = (rev: string) =>
  `root.child('history').child($team).child($key).child('' + (${rev}))`;

const actionIn = (event: string, actions: readonly string[]) =>
  `(${actions.map((action) => `${event}.child('action').val() === '${action}'`).join(' || ')})`;

/** The event of this write at `rev`: new, and recording what the write does. */
const eventOfWrite = (rev: string, actions: readonly string[] | null) =>
  `${newEvent(rev)}.exists() && !${oldEvent(rev)}.exists()` +
  (actions ? ` && ${actionIn(newEvent(rev), actions)}` : '');

/**
 * A removal (Excluir, the original of a split) is checked in `.write`, as `.validate` does not
 * run on a deletion: the record existed and the same write creates its event at the stored
 * revision plus one, which the remover can only name if it saw that revision, and (issue 15)
 * its entry in the admin's list of removed bulletins, deleted/{team}/{key}, whose own rule
 * (`deletedEntry`) ties it to this removal and its event.
 */
const removalChecked =
  `data.exists() && ${eventOfWrite(`${STORED_REV} + 1`, ['deleted', 'split-into'])}` +
  " && newData.parent().parent().parent().child('deleted').child($team).child($key).exists()" +
  " && !root.child('deleted').child($team).child($key).exists()";

/**
 * A change moves the revision on by exactly one from the stored value, with its event; a
 * creation (no record yet) starts at 1 with an id, a header and its event, where no history
 * exists (a deleted bulletin never comes back, not even by a partial write to its key).
 */
const revisionChecked =
  `(data.exists()` +
  ` ? newData.child('rev').val() === ${STORED_REV} + 1` +
  ` && ${eventOfWrite("newData.child('rev').val()", null)}` +
  ` && !${actionIn(newEvent("newData.child('rev').val()"), ['created', 'split-from', 'deleted', 'split-into'])}` +
  ` : newData.child('rev').val() === 1 && newData.child('id').isString()` +
  ` && newData.child('id').val().length > 0 && newData.child('header').hasChildren()` +
  ` && !root.child('history').child($team).child($key).exists()` +
  ` && ${eventOfWrite('1', ['created', 'split-from'])})`;

/** The bulletin in the tree after the write, seen from history/$team/$key/$rev. */
const NEW_BULLETIN =
  "newData.parent().parent().parent().parent().child('forms').child($team).child($key)";
const OLD_BULLETIN = "root.child('forms').child($team).child($key)";
const OLD_REV = `(${OLD_BULLETIN}.child('rev').isNumber() ? ${OLD_BULLETIN}.child('rev').val() : 0)`;

/** A text within the rules' bound for texts (issue 14), at `snap`. */
const textWithin = (max: number, snap = 'newData') =>
  `${snap}.isString() && ${snap}.val().length <= ${max}`;
const TEXT_BOUNDED: RuleNode = { '.validate': textWithin(LIMITS.text) };
/** A child no rule names: refused (issue 15's records hold their own fields only). */
const NOTHING_ELSE: RuleNode = { '.validate': false };

/** The action of the event being written, seen from the event or from one of its children. */
const EVENT_ACTION = "newData.child('action').val()";
const PARENT_ACTION = "newData.parent().child('action').val()";
const isOneOf = (value: string, actions: readonly string[]) =>
  `(${actions.map((action) => `${value} === '${action}'`).join(' || ')})`;

/** Issue 15: a bulletin named by a split event, { key, id }. */
const BULLETIN_REF: RuleNode = {
  '.validate': "newData.hasChildren(['key', 'id'])",
  key: TEXT_BOUNDED,
  id: TEXT_BOUNDED,
  $other: NOTHING_ELSE,
};

/**
 * Issue 15, D51: an event is only created, never changed or removed (admin included), by a
 * signed-in writer of the team, as itself and at the server's time, and only with the change it
 * records: the bulletin written to that revision in the same write (or removed from the one
 * before it). Its key is its revision. It holds what its action records and nothing else: a
 * return's reason (required, RETURN_REASON_PATTERN: at least 5 characters spaces aside, at most
 * 1000), a removal's record, a half's `from`, a split's `into` (its two halves), and any
 * `changes` (their content is the app's word: the rules cannot compare it with the write).
 */
const historyEvent: RuleNode = {
  '.write': `!data.exists() && newData.exists() && (${teamAccess})`,
  '.validate':
    "newData.hasChildren(['action', 'by', 'byName', 'role', 'rev', 'at'])" +
    " && newData.child('rev').isNumber() && '' + newData.child('rev').val() === $rev" +
    ` && (${NEW_BULLETIN}.exists()` +
    ` ? ${NEW_BULLETIN}.child('rev').val() === newData.child('rev').val()` +
    ` && ${OLD_REV} + 1 === newData.child('rev').val()` +
    ` : ${OLD_BULLETIN}.exists() && ${OLD_REV} + 1 === newData.child('rev').val())` +
    ` && (${EVENT_ACTION} !== 'returned' || newData.child('reason').exists())` +
    ` && (!${isOneOf(EVENT_ACTION, ['deleted', 'split-into'])} || newData.child('record').exists())` +
    ` && (${EVENT_ACTION} !== 'split-from' || newData.child('from').exists())` +
    ` && (${EVENT_ACTION} !== 'split-into' || newData.child('into').exists())`,
  by: { '.validate': 'newData.val() === auth.uid' },
  at: { '.validate': 'newData.val() === now' },
  action: { '.validate': `newData.isString() && ${isOneOf('newData.val()', HISTORY_ACTIONS)}` },
  byName: TEXT_BOUNDED,
  role: { '.validate': 'newData.isString()' },
  rev: { '.validate': 'newData.isNumber()' },
  reason: {
    '.validate':
      `${textWithin(RETURN_REASON_MAX)} && newData.val().matches(${String(RETURN_REASON_PATTERN)})` +
      ` && ${PARENT_ACTION} === 'returned'`,
  },
  record: {
    '.validate': `newData.hasChildren() && ${isOneOf(PARENT_ACTION, ['deleted', 'split-into'])}`,
  },
  from: {
    ...BULLETIN_REF,
    '.validate': `${BULLETIN_REF['.validate'] as string} && ${PARENT_ACTION} === 'split-from'`,
  },
  into: {
    '.validate': `newData.hasChildren(['0', '1']) && ${PARENT_ACTION} === 'split-into'`,
    $half: {
      ...BULLETIN_REF,
      '.validate': `($half === '0' || $half === '1') && ${BULLETIN_REF['.validate'] as string}`,
    },
  },
  changes: { '.validate': 'newData.hasChildren()' },
  $other: NOTHING_ELSE,
};

/** The bulletin in the tree after the write, seen from deleted/$team/$key. */
const FORM_AFTER_REMOVAL =
  "newData.parent().parent().parent().child('forms').child($team).child($key)";
/** The removal's event (at the stored revision plus one) after the write, from deleted/$team/$key. */
const REMOVAL_EVENT = `newData.parent().parent().parent().child('history').child($team).child($key).child('' + (${OLD_REV} + 1))`;

/**
 * Issue 15: deleted/{team}/{key}, the admin's list of removed bulletins (layout.ts
 * `deletedRecord`). An entry is created once, by a writer of the team, only in the write that
 * removes forms/{team}/{key} (which existed) with its removal event at the stored revision plus
 * one whose action is the entry's; as itself (`by`), at the server's time (`at`), naming that
 * revision (`rev`). Never changed or removed, admin included; nothing else in it.
 */
const deletedEntry: RuleNode = {
  '.write': `!data.exists() && newData.exists() && (${teamAccess})`,
  '.validate':
    `newData.hasChildren([${DELETED_FIELDS.map((field) => `'${field}'`).join(', ')}])` +
    ` && ${OLD_BULLETIN}.exists() && !${FORM_AFTER_REMOVAL}.exists()` +
    ` && newData.child('rev').val() === ${OLD_REV} + 1` +
    ` && ${REMOVAL_EVENT}.exists()` +
    ` && !root.child('history').child($team).child($key).child('' + (${OLD_REV} + 1)).exists()` +
    ` && ${REMOVAL_EVENT}.child('action').val() === newData.child('action').val()`,
  id: TEXT_BOUNDED,
  title: TEXT_BOUNDED,
  action: { '.validate': isOneOf('newData.val()', ['deleted', 'split-into']) },
  by: { '.validate': 'newData.val() === auth.uid' },
  byName: TEXT_BOUNDED,
  at: { '.validate': 'newData.val() === now' },
  rev: { '.validate': 'newData.isNumber()' },
  $other: NOTHING_ELSE,
};

/** This write's event, seen from forms/$team/$key/lastReturn. */
const RETURN_EVENT =
  "newData.parent().parent().parent().parent().child('history').child($team).child($key)" +
  ".child('' + newData.parent().child('rev').val())";

/**
 * Issue 15: a bulletin's lastReturn ({ reason, byName, at }, workflow.ts), shown until the next
 * forward. Set or changed only by an admin, in the write that returns the bulletin (checked true
 * to not true), with this write's 'returned' event's reason and the admin's own name; never on a
 * creation. Its removal is the bulletin's rule (`lastReturnKept`), as `.validate` does not run
 * on a deletion.
 */
const lastReturnRule: RuleNode = {
  '.validate':
    `newData.hasChildren(['reason', 'byName', 'at']) && (${isAdmin})` +
    " && data.parent().child('checked').val() === true" +
    " && newData.parent().child('checked').val() !== true" +
    ` && ${RETURN_EVENT}.child('action').val() === 'returned'` +
    ` && newData.child('reason').val() === ${RETURN_EVENT}.child('reason').val()` +
    ` && ${isOwnName("newData.child('byName').val()")}`,
  reason: { '.validate': textWithin(RETURN_REASON_MAX) },
  byName: TEXT_BOUNDED,
  at: {
    '.validate': `newData.isNumber() && newData.val() <= ${LIMITS.number} && newData.val() >= -${LIMITS.number}`,
  },
  $other: NOTHING_ELSE,
};

/** Issue 15: lastReturn is removed only by the forward (superv or admin) or by an admin. */
const lastReturnKept =
  "(!data.child('lastReturn').exists() || newData.child('lastReturn').exists()" +
  ` || (${isAdmin}) || (${forward}))`;

const bulletinValidate =
  `newData.hasChildren() && ${revisionChecked} && ((${isAdmin}) || (${adminFieldsKept}))` +
  ` && ${checkedRules} && ${lastReturnKept}`;

/**
 * D48: a team's bulletin counter. Whoever may write the team's bulletins may advance it, only
 * by one from the stored value (a transaction's compare-and-set makes concurrent writers take
 * turns); a counter that does not exist yet is created at a whole number from 1 to 99999 (the
 * rules cannot scan the team's ids: the adapter starts it after the highest one). Never removed
 * (`.validate` does not run on a removal, so `.write` checks it), so no number comes back.
 */
const counter: RuleNode = {
  '.read': teamAccess,
  '.write': `newData.exists() && (${teamAccess})`,
  '.validate':
    `newData.isNumber() && newData.val() <= ${MAX_INVOICE_SEQUENCE} && (data.exists()` +
    ' ? newData.val() === data.val() + 1' +
    ' : newData.val() >= 1 && newData.val() % 1 === 0)',
};

/** Issue 14: the `.validate` of a field of this shape (fieldRules.ts LIMITS). */
function shapeRule(shape: Shape): string {
  const within = (max: number) =>
    `(newData.isNumber() && newData.val() <= ${max} && newData.val() >= -${max})`;
  const textUpTo = (max: number) => `(newData.isString() && newData.val().length <= ${max})`;
  switch (shape.kind) {
    case 'text':
      return textUpTo(shape.max);
    case 'boolean':
      return 'newData.isBoolean()';
    case 'number':
      return shape.asText
        ? `${within(shape.max)} || (${textUpTo(LIMITS.numberText)}` +
            ` && !newData.val().matches(${String(PATTERNS.exponent)}))`
        : within(shape.max);
    case 'textOrNumber':
      return `${textUpTo(shape.max)} || ${within(LIMITS.number)}`;
    case 'scalar':
      return `newData.isBoolean() || ${textUpTo(LIMITS.text)} || ${within(LIMITS.number)}`;
    case 'url':
      return (
        `${textUpTo(LIMITS.url)} && (newData.val().matches(${String(PATTERNS.blank)})` +
        ` || newData.val().matches(${String(PATTERNS.httpUrl)})` +
        ` || newData.val().matches(${String(PATTERNS.dataImage)}) || newData.val() === data.val())`
      );
  }
}

const rule = (shape: Shape): RuleNode => ({ '.validate': shapeRule(shape) });
const NUMBER: RuleNode = { '.validate': 'newData.isNumber()' };
/** D3, D6: numbers and dates may be stored as numbers or as text. */
const NUMBER_OR_TEXT: RuleNode = { '.validate': 'newData.isNumber() || newData.isString()' };
const TEXT: RuleNode = { '.validate': 'newData.isString()' };
const RECORD = 'newData.hasChildren()';

const fields = (rule: RuleNode, ...names: string[]): RuleNode =>
  Object.fromEntries(names.map((name) => [name, rule]));

/** A record (the header, a line): its named fields and any other field by their shapes. */
function recordRules(shape: RecordShape, validate = RECORD): RuleNode {
  return {
    '.validate': validate,
    ...Object.fromEntries(Object.entries(shape.fields).map(([name, s]) => [name, rule(s)])),
    $field: rule(shape.other),
  };
}

/**
 * Issue 14, services/$line for everyone but an admin: a line carrying a pedido stays exactly as
 * stored at its position (every field SERVICE_LINE_FIELDS names); any other gains no pedido and
 * keeps its paid state. Positions are compared, as the list is stored keyed "0","1",…: a line
 * removed before one with a pedido would move it, so the app keeps such lines in place.
 */
const serviceLineKept =
  `$line.matches(${String(PATTERNS.protectedLineKey)})` +
  ` && (${pedidoSet('data', 'pedido')}` +
  ` ? ${SERVICE_LINE_FIELDS.map(same).join(' && ')}` +
  ` : !${pedidoSet('newData', 'pedido')}` +
  ` && ${sameTruth("newData.child('paid').val() === true", "data.child('paid').val() === true")})`;

/** A list (D1: stored keyed "0","1",…): every key a line number, every line a record. */
function listRules(list: 'services' | 'materials' | 'photos'): RuleNode {
  const line = `${RECORD} && $line.matches(${String(PATTERNS.lineKey)})`;
  return {
    '.validate': RECORD,
    $line: recordRules(
      LINE_SHAPES[list],
      list === 'services' ? `${line} && ((${isAdmin}) || (${serviceLineKept}))` : line,
    ),
  };
}

/**
 * A field SPEC §3 does not name (and `error`, `sending`, of unknown shape): the app never writes
 * one, but a split's halves copy whatever the original holds (D13), so only a creation whose
 * event is split-from may carry it.
 */
const copiedOnly =
  `!root.child('forms').child($team).child($key).exists()` +
  " && newData.parent().parent().parent().parent().child('history').child($team).child($key)" +
  ".child('1').child('action').val() === 'split-from'";

function userCollection(): RuleNode {
  return {
    '.read': isAdmin,
    $uid: {
      '.read': 'auth != null && auth.uid === $uid',
      '.write': isAdmin,
      // A bare { supervision } record would have no role: refused, so saveSupervision retries
      // users/{uid} (SPEC §7), where the user really is.
      '.validate': "newData.hasChild('type')",
      type: {
        '.validate':
          "newData.isString() && (newData.val() === 'admin' || newData.val() === 'func' || newData.val() === 'superv' || newData.val() === 'team')",
      },
      ...fields(TEXT, 'name', 'email', 'team', 'supervision', 'uid'),
    },
  };
}

export function buildRules(): { rules: RuleNode } {
  return {
    rules: {
      '.read': false,
      '.write': false,
      users: userCollection(),
      'users-mobile': userCollection(),
      defaults: {
        '.read': hasRole,
        '.write': isAdmin,
        currentFactor: NUMBER_OR_TEXT,
        services: {
          $type: {
            '.validate': "$type === 'nde' || $type === 'ndm'",
            $id: {
              '.validate': RECORD,
              ...fields(TEXT, 'id', 'code', 'service', 'activity', 'description', 'unid'),
              ...fields(NUMBER_OR_TEXT, 'price', 'factor'),
            },
          },
        },
        materials: {
          items: {
            $id: { '.validate': RECORD, ...fields(TEXT, 'id', 'descriptions', 'material', 'type') },
          },
        },
      },
      settings: {
        '.read': hasRole,
        '.write': isAdmin,
        ...fields(NUMBER_OR_TEXT, 'currentFactor', 'currentFator'),
      },
      counters: {
        forms: { $team: counter },
      },
      history: {
        $team: {
          '.read': teamAccess,
          $key: { $rev: historyEvent },
        },
      },
      // Issue 15: the removed bulletins, read by an admin (the team page's 'Boletins excluídos').
      deleted: {
        $team: {
          '.read': `${ONE_TEAM} && (${isAdmin})`,
          $key: deletedEntry,
        },
      },
      forms: {
        '.read': isAdminOrFunc,
        $team: {
          '.read': teamAccess,
          // D11: the home table's two live queries.
          '.indexOn': ['date', 'checked'],
          $key: {
            '.write': `(${teamAccess}) && (newData.exists() || (${removalChecked}))`,
            '.validate': bulletinValidate,
            ...Object.fromEntries(
              Object.entries(BULLETIN_SHAPES).map(([name, shape]) => [name, rule(shape)]),
            ),
            rev: NUMBER,
            header: recordRules(HEADER_SHAPE),
            services: listRules('services'),
            materials: listRules('materials'),
            photos: listRules('photos'),
            lastReturn: lastReturnRule,
            $other: { '.validate': copiedOnly },
          },
        },
      },
    },
  };
}

/** database.rules.json as committed: buildRules() formatted by Prettier. */
export async function rulesFileText(): Promise<string> {
  return format(JSON.stringify(buildRules()), { parser: 'json', printWidth: 100 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../../../database.rules.json', import.meta.url));
  writeFileSync(target, await rulesFileText());
  console.log(`Wrote ${target}`);
}
