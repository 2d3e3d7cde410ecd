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
const isAdminOrFunc = byUserRecord((r) => `${type(r)} === 'admin' || ${type(r)} === 'func'`);
const isReviewer = byUserRecord((r) => `${type(r)} === 'admin' || ${type(r)} === 'superv'`);

/**
 * SPEC §6: admin and func every team; team its own; superv the teams of its list, matched
 * exactly (commas on both sides: ORCDISTBA1 is not ORCDISTBA10; spaces after commas dropped).
 */
const teamAccess = byUserRecord(
  (r) =>
    `${type(r)} === 'admin' || ${type(r)} === 'func'` +
    ` || (${type(r)} === 'team' && ${r}.child('team').isString()` +
    ` && ${r}.child('team').val().replace(' ', '') === $team)` +
    ` || (${type(r)} === 'superv' && ${r}.child('supervision').isString()` +
    ` && (',' + ${r}.child('supervision').val().replace(' ', '') + ',').contains(',' + $team + ','))`,
);

/** Left as it was, or written false where it was not true (a new bulletin starts false). */
const unchangedOrFalse = (field: string) =>
  `(newData.child('${field}').val() === data.child('${field}').val()` +
  ` || (newData.child('${field}').val() === false && data.child('${field}').val() !== true))`;

/** Only an admin sets paid, viewedByFat, attached, archived, or status 'viewed' (D9). */
const adminFlagsKept =
  ['paid', 'viewedByFat', 'attached', 'archived'].map(unchangedOrFalse).join(' && ') +
  " && (newData.child('status').val() !== 'viewed' || data.child('status').val() === 'viewed')";

/** Forward to billing is superv, return to supervision admin (SPEC §6). */
const checkedKept = unchangedOrFalse('checked');

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
 * revision plus one, which the remover can only name if it saw that revision.
 */
const removalChecked = `data.exists() && ${eventOfWrite(`${STORED_REV} + 1`, ['deleted', 'split-into'])}`;

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

/**
 * Issue 15, D51: an event is only created, never changed or removed (admin included), by a
 * signed-in writer of the team, as itself and at the server's time, and only with the change it
 * records: the bulletin written to that revision in the same write (or removed from the one
 * before it). Its key is its revision.
 */
const historyEvent: RuleNode = {
  '.write': `!data.exists() && newData.exists() && (${teamAccess})`,
  '.validate':
    "newData.hasChildren(['action', 'by', 'byName', 'role', 'rev', 'at'])" +
    " && newData.child('rev').isNumber() && '' + newData.child('rev').val() === $rev" +
    ` && (${NEW_BULLETIN}.exists()` +
    ` ? ${NEW_BULLETIN}.child('rev').val() === newData.child('rev').val()` +
    ` && ${OLD_REV} + 1 === newData.child('rev').val()` +
    ` : ${OLD_BULLETIN}.exists() && ${OLD_REV} + 1 === newData.child('rev').val())`,
  by: { '.validate': 'newData.val() === auth.uid' },
  at: { '.validate': 'newData.val() === now' },
  action: {
    '.validate':
      'newData.isString() && (' +
      [
        'created',
        'header',
        'services',
        'materials',
        'photos',
        'forwarded',
        'returned',
        'viewed',
        'unviewed',
        'paid',
        'unpaid',
        'attached',
        'unattached',
        'pedido',
        'split-into',
        'split-from',
        'deleted',
      ]
        .map((action) => `newData.val() === '${action}'`)
        .join(' || ') +
      ')',
  },
  byName: { '.validate': 'newData.isString()' },
  role: { '.validate': 'newData.isString()' },
  rev: { '.validate': 'newData.isNumber()' },
};

const bulletinValidate =
  `newData.hasChildren() && ${revisionChecked} && (${isAdmin} || (${adminFlagsKept}))` +
  ` && (${isReviewer} || ${checkedKept})`;

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

const TEXT: RuleNode = { '.validate': 'newData.isString()' };
const NUMBER: RuleNode = { '.validate': 'newData.isNumber()' };
const BOOLEAN: RuleNode = { '.validate': 'newData.isBoolean()' };
/** D3, D6: numbers and dates may be stored as numbers or as text. */
const NUMBER_OR_TEXT: RuleNode = { '.validate': 'newData.isNumber() || newData.isString()' };
const RECORD = 'newData.hasChildren()';

const fields = (rule: RuleNode, ...names: string[]): RuleNode =>
  Object.fromEntries(names.map((name) => [name, rule]));

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
        '.read': 'auth != null',
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
        '.read': 'auth != null',
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
      forms: {
        '.read': isAdminOrFunc,
        $team: {
          '.read': teamAccess,
          // D11: the home table's two live queries.
          '.indexOn': ['date', 'checked'],
          $key: {
            '.write': `(${teamAccess}) && (newData.exists() || (${removalChecked}))`,
            '.validate': bulletinValidate,
            ...fields(
              TEXT,
              'id',
              'team',
              'sent_status',
              'sent_date',
              'status',
              'checked_closed',
              'checked_by',
              'created_by',
              'editedBy',
              'project',
              'title',
              'pms',
              'os',
              'city',
              'sector',
              'si',
            ),
            ...fields(
              NUMBER_OR_TEXT,
              'date',
              'checked_at',
              'total',
              'total_wfactor',
              'totalWithFactor',
            ),
            created_at: NUMBER,
            rev: NUMBER,
            ...fields(BOOLEAN, 'checked', 'paid', 'viewedByFat', 'attached', 'archived'),
            header: { '.validate': RECORD, $field: NUMBER_OR_TEXT },
            services: {
              $line: {
                '.validate': RECORD,
                ...fields(TEXT, 'code', 'activity', 'description', 'unid', 'und'),
                ...fields(NUMBER_OR_TEXT, 'quantity', 'price', 'factor', 'pedido'),
                paid: BOOLEAN,
              },
            },
            materials: {
              $line: {
                '.validate': RECORD,
                ...fields(TEXT, 'descriptions', 'material', 'action', 'type'),
                quantity: NUMBER_OR_TEXT,
              },
            },
            photos: {
              $line: {
                '.validate': RECORD,
                ...fields(TEXT, 'firebasePath', 'obs', 'material'),
                pg: NUMBER_OR_TEXT,
              },
            },
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
