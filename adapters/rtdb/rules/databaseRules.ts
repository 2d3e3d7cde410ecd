/**
 * P51: the database rules, written once, as expressions of src/core/rules/expr.ts. The whole
 * tree of database.rules.json: adapters/firebase/rules/buildRules.ts prints it (`printRule`) and
 * `evaluate` computes the same rules where no rules engine runs. Built from core's tables: the
 * roles (P54, through access.ts), the registry of bulletin actions (P53: the forward, the
 * return, the admin flags, the events that create and remove a bulletin) and the rules' own
 * tables (tables.ts: limits, patterns, field shapes). docs/firebase.md ("Rules") explains every
 * choice.
 */
import {
  ADMIN_FLAGS,
  BULLETIN_ACTIONS,
  BULLETIN_ACTION_IDS,
  CREATING_EVENTS,
  REMOVING_EVENTS,
  TOGGLE_IDS,
  actionOf,
  toggleOf,
} from '../../../src/core/actions';
import { MAX_INVOICE_SEQUENCE } from '../../../src/core/invoiceNumbers';
import type { HistoryAction, ServiceType } from '../../../src/core/model';
import { ROLE_IDS } from '../../../src/core/roles';
import {
  all,
  any,
  data,
  lit,
  newData,
  now,
  oneOf,
  rebase,
  root,
  signedIn,
  uid,
  variable,
} from '../../../src/core/rules/expr';
import type { Snap, Value } from '../../../src/core/rules/expr';
import { RETURN_REASON_MAX } from '../../../src/core/workflow';
import {
  KEY,
  ONE_TEAM,
  TEAM,
  hasRole,
  hasRoleIn,
  isAdmin,
  isOwnName,
  reachesAllTeams,
  teamAccess,
} from './access';
import {
  BULLETIN_SHAPES,
  CHECK_FIELDS,
  DELETED_FIELDS,
  EVENT_FIELDS,
  HEADER_SHAPE,
  HISTORY_ACTIONS,
  LAST_RETURN,
  LAST_RETURN_FIELDS,
  LIMITS,
  LINE_SHAPES,
  PATTERNS,
  RETURN_REASON_PATTERN,
  SERVICE_LINE_FIELDS,
} from './tables';
import type { ListName, RecordShape, Shape } from './tables';

/** A rule: an expression, or a constant verdict. */
export type Rule = Value | boolean;

/** A node of the rules tree: its rules, its indexes and its children (`$name`: any key). */
export interface RulesTree {
  '.read'?: Rule;
  '.write'?: Rule;
  '.validate'?: Rule;
  '.indexOn'?: readonly string[];
  [child: string]: RulesTree | Rule | readonly string[] | undefined;
}

// ------------------------------------------------------------------------------ small helpers

/** The field `path` of the record after the write, and before it. */
const after = (path: string): Value => newData.child(path).val();
const before = (path: string): Value => data.child(path).val();

/** Left as it was, or written false where it was not true (a new bulletin starts false). */
const unchangedOrFalse = (field: string): Value =>
  after(field)
    .eq(before(field))
    .or(after(field).eq(false).and(before(field).ne(true)));

const same = (field: string): Value => after(field).eq(before(field));

/** `a` holds exactly when `b` does. */
const sameTruth = (a: Value, b: Value): Value => a.then(b, b.not());

/** Does the pedido at `path` of `snap` count (D15, D39: a number, or text not blank or '-')? */
function pedidoSet(snap: Snap, path: string): Value {
  const pedido = snap.child(path);
  return pedido.isNumber().or(pedido.isString().and(pedido.val().matches(PATTERNS.pedidoSet)));
}

/** `value` is the history action `action` (typed, so a misspelt action does not compile). */
const isAction = (value: Value, action: HistoryAction): Value => value.eq(action);

/** The root of the tree after the write, seen from a rule `depth` levels below it. */
function rootAfter(depth: number): Snap {
  let snap = newData;
  for (let level = 0; level < depth; level += 1) snap = snap.parent();
  return snap;
}

/** The bulletin, its history and its deleted entry of this path's $team/$key in `tree`. */
const bulletinIn = (tree: Snap): Snap => tree.child('forms').child(TEAM).child(KEY);
const historyIn = (tree: Snap): Snap => tree.child('history').child(TEAM).child(KEY);
const deletedIn = (tree: Snap): Snap => tree.child('deleted').child(TEAM).child(KEY);

/** The event of revision `rev` in a bulletin's `history` (its key is the revision as text). */
const eventAt = (history: Snap, rev: Value | number): Snap =>
  history.child(typeof rev === 'number' ? String(rev) : lit('').plus(rev));

/**
 * D51, the write contract (docs/firebase.md, "The write contract"). A bulletin's revision as
 * stored: `rev` when it is a number, else 0 (core `revisionOf`).
 */
const revisionOf = (bulletin: Snap): Value =>
  bulletin.child('rev').isNumber().then(bulletin.child('rev').val(), 0);

/** A text within `max` characters. */
const textWithin = (max: number): Value => newData.isString().and(newData.val().length.le(max));
/** A number within ±max. */
const numberWithin = (max: number): Value =>
  all(newData.isNumber(), newData.val().le(max), newData.val().ge(-max));

/** A text within the rules' bound for texts (issue 14). */
const TEXT_BOUNDED: RulesTree = { '.validate': textWithin(LIMITS.text) };
/** A child no rule names: refused (issue 15's records hold their own fields only). */
const NOTHING_ELSE: RulesTree = { '.validate': false };

// ----------------------------------------------------------------------- the bulletin's fields

/**
 * Issue 14, for everyone but an admin: the admin flags (D9) left as they were or false where
 * not true; status 'viewed' neither set nor cleared; header.pedido (Dar Baixa) unchanged; and no
 * service line carrying a pedido dropped. RTDB rules have no loops, so the last is written out
 * for each position a non-admin may write (LIMITS.protectedLines), plus the first beyond them:
 * a list that long is only shortened by an admin. Changing such a line is services/$line's rule.
 */
const adminFieldsKept = all(
  ...ADMIN_FLAGS.map(unchangedOrFalse),
  sameTruth(after('status').eq('viewed'), before('status').eq('viewed')),
  same('header/pedido').or(
    pedidoSet(data, 'header/pedido').not().and(pedidoSet(newData, 'header/pedido').not()),
  ),
  data
    .child('services')
    .exists()
    .not()
    .or(
      all(
        ...Array.from({ length: LIMITS.protectedLines }, (_, line) =>
          newData
            .child(`services/${line}`)
            .exists()
            .or(pedidoSet(data, `services/${line}/pedido`).not()),
        ),
        data
          .child(`services/${LIMITS.protectedLines}`)
          .exists()
          .not()
          .or(newData.child(`services/${LIMITS.protectedLines}`).exists()),
      ),
    ),
);

const { forwardToBilling, returnToSupervision } = BULLETIN_ACTIONS;

/**
 * SPEC §4, issue 14, P52: the forward to billing, by a supervisor only (the registry's entry:
 * its roles; the write needs its team access), on a bulletin not checked (the entry's
 * precondition on the stored bulletin): checked true, checked_closed 'true_false', checked_at
 * the server's time and checked_by the writer's own name (or email, P15), all in this one write.
 */
export const forward = all(
  forwardToBilling.precondition.rule,
  after('checked').eq(true),
  hasRoleIn(forwardToBilling.roles),
  after('checked_closed').eq('true_false'),
  after('checked_at').eq(now),
  newData.child('checked_by').isString(),
  isOwnName(after('checked_by')),
);

/**
 * SPEC §4: the return to supervision as the rules see it: by the registry's roles (admin), on a
 * checked bulletin (its precondition), which this write leaves not checked.
 */
const returned = all(
  hasRoleIn(returnToSupervision.roles),
  returnToSupervision.precondition.rule,
  after('checked').ne(true),
);

/**
 * `checked` and its record (checked_closed, checked_by, checked_at): set only by the forward;
 * an admin's return to supervision (checked true to false or removed) may change them; any
 * other change leaves all four as they were (`checked` may be written false where not true). A
 * new bulletin starts unchecked with checked_closed absent or 'false_false', unless an admin
 * creates it (a split copies what the original holds, D13) or it is created forwarded.
 */
const checkedRules = any(
  forward,
  data
    .exists()
    .then(
      any(all(unchangedOrFalse('checked'), ...CHECK_FIELDS.map(same)), returned),
      any(
        isAdmin,
        all(
          after('checked').ne(true),
          any(
            newData.child('checked_closed').exists().not(),
            after('checked_closed').eq('false_false'),
          ),
        ),
      ),
    ),
);

/** A bulletin's history in the tree after the write, seen from forms/$team/$key. */
const NEW_HISTORY = historyIn(rootAfter(3));
/** The same history before the write: an event in it exists already (it is written once). */
const OLD_HISTORY = historyIn(root);

/** The event of this write at `rev`: new, and recording one of `actions` (any, for null). */
function eventOfWrite(rev: Value | number, actions: readonly HistoryAction[] | null): Value {
  const event = eventAt(NEW_HISTORY, rev);
  return all(
    event.exists(),
    eventAt(OLD_HISTORY, rev).exists().not(),
    ...(actions ? [oneOf(event.child('action').val(), actions)] : []),
  );
}

const STORED_REV = revisionOf(data);

/**
 * A removal (Excluir, the original of a split) is checked in `.write`, as `.validate` does not
 * run on a deletion: the record existed and the same write creates its event at the stored
 * revision plus one, which the remover can only name if it saw that revision, and (issue 15)
 * its entry in the admin's list of removed bulletins, deleted/{team}/{key}, whose own rule
 * (`deletedEntry`) ties it to this removal and its event.
 */
export const removalChecked = all(
  data.exists(),
  eventOfWrite(STORED_REV.plus(1), REMOVING_EVENTS),
  deletedIn(rootAfter(3)).exists(),
  deletedIn(root).exists().not(),
);

/**
 * A change moves the revision on by exactly one from the stored value, with its event; a
 * creation (no record yet) starts at 1 with an id, a header and its event, where no history
 * exists (a deleted bulletin never comes back, not even by a partial write to its key).
 */
export const revisionChecked = data
  .exists()
  .then(
    all(
      after('rev').eq(STORED_REV.plus(1)),
      eventOfWrite(after('rev'), null),
      oneOf(eventAt(NEW_HISTORY, after('rev')).child('action').val(), [
        ...CREATING_EVENTS,
        ...REMOVING_EVENTS,
      ]).not(),
    ),
    all(
      after('rev').eq(1),
      newData.child('id').isString(),
      after('id').length.gt(0),
      newData.child('header').hasChildren(),
      OLD_HISTORY.exists().not(),
      eventOfWrite(1, CREATING_EVENTS),
    ),
  );

/** This write's event, seen from forms/$team/$key/lastReturn. */
const RETURN_EVENT = eventAt(historyIn(rootAfter(4)), newData.parent().child('rev').val());

/**
 * Issue 15: a bulletin's lastReturn ({ reason, byName, at }, workflow.ts), shown until the next
 * forward. Set or changed only by an admin, in the write that returns the bulletin (checked true
 * to not true), with this write's 'returned' event's reason and the admin's own name; never on a
 * creation. Its removal is the bulletin's rule (`lastReturnKept`), as `.validate` does not run
 * on a deletion.
 */
const lastReturnRule: RulesTree = {
  '.validate': all(
    newData.hasChildren(LAST_RETURN_FIELDS),
    hasRoleIn(returnToSupervision.roles),
    data.parent().child('checked').val().eq(true),
    newData.parent().child('checked').val().ne(true),
    isAction(RETURN_EVENT.child('action').val(), 'returned'),
    after('reason').eq(RETURN_EVENT.child('reason').val()),
    isOwnName(after('byName')),
  ),
  reason: { '.validate': textWithin(RETURN_REASON_MAX) },
  byName: TEXT_BOUNDED,
  at: { '.validate': numberWithin(LIMITS.number) },
  $other: NOTHING_ELSE,
};

/** Issue 15, P52: lastReturn is removed only by the forward (a supervisor's) or by an admin. */
const lastReturnKept = any(
  data.child(LAST_RETURN).exists().not(),
  newData.child(LAST_RETURN).exists(),
  isAdmin,
  forward,
);

/**
 * P53: a mark whose registry entry has a precondition (a rule on the stored bulletin, `data`) is
 * set only where that rule holds, for every writer: each of its fields left as it was, or written
 * false where it was not true, or the precondition true. Core checks the same rule before it
 * offers the mark, so it is written once. (None of today's marks has one: nothing is printed.)
 */
const marksWithPreconditions: readonly Value[] = TOGGLE_IDS.flatMap((id) => {
  const { precondition, fields } = toggleOf(id);
  return precondition ? [any(all(...fields.map(unchangedOrFalse)), precondition.rule)] : [];
});

/**
 * P57: the actions whose precondition binds some roles only (`exempt`: the editor's saves, not
 * on an attached bulletin unless an admin). Where such a precondition does not hold on the
 * stored bulletin, a writer it binds leaves the action's fields as stored: a field of the
 * bulletin itself the same, a record (the header, a list) neither added nor removed here, and
 * not written into at all (its own `.validate`, `recordGuard`). RTDB rules cannot compare two
 * records, so a record is guarded where it is written.
 */
const GUARDED = BULLETIN_ACTION_IDS.flatMap((id) => {
  const { precondition, fields } = actionOf(id);
  return precondition?.exempt && fields
    ? [{ ...precondition, exempt: precondition.exempt, fields }]
    : [];
});

/** A bulletin field that is a record (its header, its lists), not a value. */
const isRecordField = (field: string): boolean => !(field in BULLETIN_SHAPES);

const guardedFieldsKept: readonly Value[] = GUARDED.map(({ rule, exempt, fields }) =>
  any(
    hasRoleIn(exempt),
    rule,
    all(
      ...fields.map((field) =>
        isRecordField(field)
          ? sameTruth(newData.child(field).exists(), data.child(field).exists())
          : same(field),
      ),
    ),
  ),
);

/** P57: written into, the record `field` of the bulletin (its `data.parent()`) is guarded. */
function recordGuard(field: string): Value {
  return all(
    ...GUARDED.filter((g) => g.fields.includes(field)).map(({ rule, exempt }) =>
      any(hasRoleIn(exempt), rebase(rule, data.parent())),
    ),
  );
}

const bulletinValidate = all(
  newData.hasChildren(),
  revisionChecked,
  any(isAdmin, adminFieldsKept),
  checkedRules,
  lastReturnKept,
  ...marksWithPreconditions,
  ...guardedFieldsKept,
);

/** Issue 14: the `.validate` of a field of this shape (tables.ts LIMITS). */
export function shapeRule(shape: Shape): Value {
  switch (shape.kind) {
    case 'text':
      return textWithin(shape.max);
    case 'boolean':
      return newData.isBoolean();
    case 'number':
      return shape.asText
        ? any(
            numberWithin(shape.max),
            textWithin(LIMITS.numberText).and(newData.val().matches(PATTERNS.exponent).not()),
          )
        : numberWithin(shape.max);
    case 'textOrNumber':
      return any(textWithin(shape.max), numberWithin(LIMITS.number));
    case 'scalar':
      return any(newData.isBoolean(), textWithin(LIMITS.text), numberWithin(LIMITS.number));
    case 'url':
      return textWithin(LIMITS.url).and(
        any(
          newData.val().matches(PATTERNS.blank),
          newData.val().matches(PATTERNS.httpUrl),
          newData.val().matches(PATTERNS.dataImage),
          newData.val().matches(PATTERNS.storedPhoto),
          newData.val().eq(data.val()),
        ),
      );
  }
}

const shaped = (shape: Shape): RulesTree => ({ '.validate': shapeRule(shape) });
const NUMBER: RulesTree = { '.validate': newData.isNumber() };
/** D3, D6: numbers and dates may be stored as numbers or as text. */
const NUMBER_OR_TEXT: RulesTree = { '.validate': newData.isNumber().or(newData.isString()) };
const TEXT: RulesTree = { '.validate': newData.isString() };
const RECORD = newData.hasChildren();

const fields = (rule: RulesTree, ...names: string[]): RulesTree =>
  Object.fromEntries(names.map((name) => [name, rule]));

/** A record (the header, a line): its named fields and any other field by their shapes. */
function recordRules(shape: RecordShape, validate: Value = RECORD): RulesTree {
  return {
    '.validate': validate,
    ...Object.fromEntries(Object.entries(shape.fields).map(([name, s]) => [name, shaped(s)])),
    $field: shaped(shape.other),
  };
}

const LINE = variable('$line');

/**
 * Issue 14, services/$line for everyone but an admin: a line carrying a pedido stays exactly as
 * stored at its position (every field SERVICE_LINE_FIELDS names); any other gains no pedido and
 * keeps its paid state. Positions are compared, as the list is stored keyed "0","1",…: a line
 * removed before one with a pedido would move it, so the app keeps such lines in place.
 */
const serviceLineKept = LINE.matches(PATTERNS.protectedLineKey).and(
  pedidoSet(data, 'pedido').then(
    all(...SERVICE_LINE_FIELDS.map(same)),
    pedidoSet(newData, 'pedido')
      .not()
      .and(sameTruth(after('paid').eq(true), before('paid').eq(true))),
  ),
);

/** A list (D1: stored keyed "0","1",…): every key a line number, every line a record. */
function listRules(list: ListName): RulesTree {
  const line = RECORD.and(LINE.matches(PATTERNS.lineKey));
  return {
    '.validate': RECORD.and(recordGuard(list)),
    $line: recordRules(
      LINE_SHAPES[list],
      list === 'services' ? line.and(any(isAdmin, serviceLineKept)) : line,
    ),
  };
}

/**
 * A field SPEC §3 does not name (and `error`, `sending`, of unknown shape): the app never writes
 * one, but a split's halves copy whatever the original holds (D13), so only a creation whose
 * event is split-from may carry it.
 */
const copiedOnly = all(
  bulletinIn(root).exists().not(),
  isAction(
    eventAt(historyIn(rootAfter(4)), 1)
      .child('action')
      .val(),
    'split-from',
  ),
);

// ------------------------------------------------------------- history and the deleted index

/** The bulletin before and after the write, seen from history/$team/$key/$rev. */
const NEW_BULLETIN = bulletinIn(rootAfter(4));
const OLD_BULLETIN = bulletinIn(root);
const OLD_REV = revisionOf(OLD_BULLETIN);

/** The action of the event being written, seen from the event or from one of its children. */
const EVENT_ACTION = after('action');
const PARENT_ACTION = newData.parent().child('action').val();

/** Issue 15: a bulletin named by a split event, { key, id }. */
const BULLETIN_REF_FIELDS = newData.hasChildren(['key', 'id']);
const BULLETIN_REF: RulesTree = {
  '.validate': BULLETIN_REF_FIELDS,
  key: TEXT_BOUNDED,
  id: TEXT_BOUNDED,
  $other: NOTHING_ELSE,
};

/** Created once, by a writer of the team: never changed or removed (admin included). */
const CREATED_ONCE = all(data.exists().not(), newData.exists(), teamAccess);

const BY_WRITER: RulesTree = { '.validate': newData.val().eq(uid) };
const AT_NOW: RulesTree = { '.validate': newData.val().eq(now) };

/**
 * Issue 15, D51: an event is only created, never changed or removed (admin included), by a
 * signed-in writer of the team, as itself and at the server's time, and only with the change it
 * records: the bulletin written to that revision in the same write (or removed from the one
 * before it). Its key is its revision. It holds what its action records and nothing else: a
 * return's reason (required, RETURN_REASON_PATTERN: at least 5 characters spaces aside, at most
 * 1000), a removal's record, a half's `from`, a split's `into` (its two halves), and any
 * `changes` (their content is the app's word: the rules cannot compare it with the write).
 */
const historyEvent: RulesTree = {
  '.write': CREATED_ONCE,
  '.validate': all(
    newData.hasChildren(EVENT_FIELDS),
    newData.child('rev').isNumber(),
    lit('').plus(after('rev')).eq(variable('$rev')),
    NEW_BULLETIN.exists().then(
      NEW_BULLETIN.child('rev')
        .val()
        .eq(after('rev'))
        .and(OLD_REV.plus(1).eq(after('rev'))),
      OLD_BULLETIN.exists().and(OLD_REV.plus(1).eq(after('rev'))),
    ),
    isAction(EVENT_ACTION, 'returned').not().or(newData.child('reason').exists()),
    oneOf(EVENT_ACTION, REMOVING_EVENTS).not().or(newData.child('record').exists()),
    isAction(EVENT_ACTION, 'split-from').not().or(newData.child('from').exists()),
    isAction(EVENT_ACTION, 'split-into').not().or(newData.child('into').exists()),
  ),
  by: BY_WRITER,
  at: AT_NOW,
  action: { '.validate': newData.isString().and(oneOf(newData.val(), HISTORY_ACTIONS)) },
  byName: TEXT_BOUNDED,
  role: TEXT,
  rev: NUMBER,
  reason: {
    '.validate': all(
      textWithin(RETURN_REASON_MAX),
      newData.val().matches(RETURN_REASON_PATTERN),
      isAction(PARENT_ACTION, 'returned'),
    ),
  },
  record: { '.validate': newData.hasChildren().and(oneOf(PARENT_ACTION, REMOVING_EVENTS)) },
  from: {
    ...BULLETIN_REF,
    '.validate': BULLETIN_REF_FIELDS.and(isAction(PARENT_ACTION, 'split-from')),
  },
  into: {
    '.validate': newData.hasChildren(['0', '1']).and(isAction(PARENT_ACTION, 'split-into')),
    $half: {
      ...BULLETIN_REF,
      '.validate': oneOf(variable('$half'), ['0', '1']).and(BULLETIN_REF_FIELDS),
    },
  },
  changes: { '.validate': newData.hasChildren() },
  $other: NOTHING_ELSE,
};

/** The bulletin in the tree after the write, seen from deleted/$team/$key. */
const FORM_AFTER_REMOVAL = bulletinIn(rootAfter(3));
/**
 * The removal's event (at the stored revision plus one) after the write and before it, seen
 * from deleted/$team/$key.
 */
const REMOVAL_EVENT = eventAt(historyIn(rootAfter(3)), OLD_REV.plus(1));
const OLD_REMOVAL_EVENT = eventAt(historyIn(root), OLD_REV.plus(1));

/**
 * Issue 15: deleted/{team}/{key}, the admin's list of removed bulletins (layout.ts
 * `deletedRecord`). An entry is created once, by a writer of the team, only in the write that
 * removes forms/{team}/{key} (which existed) with its removal event at the stored revision plus
 * one whose action is the entry's; as itself (`by`), at the server's time (`at`), naming that
 * revision (`rev`). Never changed or removed, admin included; nothing else in it.
 */
const deletedEntry: RulesTree = {
  '.write': CREATED_ONCE,
  '.validate': all(
    newData.hasChildren(DELETED_FIELDS),
    OLD_BULLETIN.exists(),
    FORM_AFTER_REMOVAL.exists().not(),
    after('rev').eq(OLD_REV.plus(1)),
    REMOVAL_EVENT.exists(),
    OLD_REMOVAL_EVENT.exists().not(),
    REMOVAL_EVENT.child('action').val().eq(after('action')),
  ),
  id: TEXT_BOUNDED,
  title: TEXT_BOUNDED,
  action: { '.validate': oneOf(newData.val(), REMOVING_EVENTS) },
  by: BY_WRITER,
  byName: TEXT_BOUNDED,
  at: AT_NOW,
  rev: NUMBER,
  $other: NOTHING_ELSE,
};

// ----------------------------------------------------------------------------------- counters

/**
 * D48: a team's bulletin counter. Whoever may write the team's bulletins may advance it, only
 * by one from the stored value (a transaction's compare-and-set makes concurrent writers take
 * turns); a counter that does not exist yet is created at a whole number from 1 to 99999 (the
 * rules cannot scan the team's ids: the adapter starts it after the highest one). Never removed
 * (`.validate` does not run on a removal, so `.write` checks it), so no number comes back.
 */
const counter: RulesTree = {
  '.read': teamAccess,
  '.write': newData.exists().and(teamAccess),
  '.validate': all(
    newData.isNumber(),
    newData.val().le(MAX_INVOICE_SEQUENCE),
    data
      .exists()
      .then(
        newData.val().eq(data.val().plus(1)),
        newData.val().ge(1).and(newData.val().mod(1).eq(0)),
      ),
  ),
};

// ------------------------------------------------------------------------------------- users

function userCollection(): RulesTree {
  return {
    '.read': isAdmin,
    $uid: {
      '.read': signedIn.and(uid.eq(variable('$uid'))),
      '.write': isAdmin,
      // A bare { supervision } record would have no role: refused, so saveSupervision retries
      // users/{uid} (SPEC §7), where the user really is.
      '.validate': newData.hasChild('type'),
      type: { '.validate': newData.isString().and(oneOf(newData.val(), ROLE_IDS)) },
      ...fields(TEXT, 'name', 'email', 'team', 'supervision', 'uid'),
    },
  };
}

// ---------------------------------------------------------------------------------- the tree

/** The service catalogs (D2): investment and expense. */
const SERVICE_TYPES: readonly ServiceType[] = ['nde', 'ndm'];

/** database.rules.json's `rules`, as expressions. */
export const DATABASE_RULES: RulesTree = {
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
        '.validate': oneOf(variable('$type'), SERVICE_TYPES),
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
      '.read': ONE_TEAM.and(isAdmin),
      $key: deletedEntry,
    },
  },
  forms: {
    '.read': reachesAllTeams,
    $team: {
      '.read': teamAccess,
      // D11: the home table's two live queries.
      '.indexOn': ['date', 'checked'],
      $key: {
        '.write': teamAccess.and(newData.exists().or(removalChecked)),
        '.validate': bulletinValidate,
        ...Object.fromEntries(
          Object.entries(BULLETIN_SHAPES).map(([name, shape]) => [name, shaped(shape)]),
        ),
        rev: NUMBER,
        header: recordRules(HEADER_SHAPE, RECORD.and(recordGuard('header'))),
        services: listRules('services'),
        materials: listRules('materials'),
        photos: listRules('photos'),
        [LAST_RETURN]: lastReturnRule,
        $other: { '.validate': copiedOnly },
      },
    },
  },
};
