/**
 * Issue 14, issue 15, P51: the data the database rules are made of, in one home: the bounds
 * (LIMITS), the regular expressions (PATTERNS), what each field of a bulletin may hold (the
 * shapes) and the fields of the records the rules check whole (events, deleted entries,
 * lastReturn). databaseRules.ts builds the rules' expressions from them; docs/firebase.md
 * ("Rules") explains each one. What the app also decides by (the pedido pattern, the 100
 * protected lines, list keys, image patterns, the return reason's bounds, the history actions)
 * lives in core and is taken from there, so the app never builds a write the rules refuse; P56:
 * so do the bounds themselves (LIMITS, src/core/limits.ts), which the forms refuse by.
 */
import { TOGGLE_IDS, toggleOf } from '../../../src/core/actions';
import { HISTORY_ACTION_LIST } from '../../../src/core/historyText';
import { LINE_KEY } from '../../../src/core/lists';
import { LIMITS } from '../../../src/core/limits';
import type { LineListName } from '../../../src/core/limits';
import { BLANK, DATA_IMAGE, HTTP_URL, PEDIDO_SET } from '../../../src/core/protection';
import { STORED_PHOTO } from '../../../src/core/photos';
import { RETURN_REASON_MIN } from '../../../src/core/workflow';

/**
 * The bounds of what a bulletin may hold (issue 14), for every writer, admin included. P56: they
 * live in core (src/core/limits.ts), where the forms read them too; re-exported for the rules.
 */
export { LIMITS };

/**
 * The regular expressions of the rules, written once (RTDB regex literals and JS alike). Those
 * the app also decides by live in core (src/core/protection.ts, lists.ts) and are these same.
 */
export const PATTERNS = {
  /** A pedido text that counts (D15, D39): spaces aside, neither empty nor '-'. */
  pedidoSet: PEDIDO_SET,
  /** Exponent notation in a number stored as text ('1e300'): refused. */
  exponent: /[0-9.][eE][+-]?[0-9]/,
  /** An image URL left empty; a user name of spaces only (no name, P15). */
  blank: BLANK,
  /** An http(s) address (what the app's isHttpUrl accepts, with a host). */
  httpUrl: HTTP_URL,
  /** An image embedded in the URL (the demo data's photos; an <img> shows nothing else). */
  dataImage: DATA_IMAGE,
  /** P60: a photo the app stored (photos/{uid}/{photoId}.jpg), taken anywhere in the list. */
  storedPhoto: STORED_PHOTO,
  /** A line key: a whole number below LIMITS.lines, as RTDB stores an array. */
  lineKey: LINE_KEY,
  /** A service line key a non-admin may write: below LIMITS.protectedLines. */
  protectedLineKey: /^(0|[1-9][0-9]?)$/,
} as const;

/** What a field may hold. */
export type Shape =
  | { kind: 'text'; max: number }
  | { kind: 'boolean' }
  /** A number within ±max; `asText`: or a number as text (D3), short and without exponent. */
  | { kind: 'number'; max: number; asText: boolean }
  /** Text up to max, or a number within ±LIMITS.number. */
  | { kind: 'textOrNumber'; max: number }
  /** An image URL: empty, http(s) or data:image/, or the value stored at that place. */
  | { kind: 'url' }
  /** A field the app does not know inside a line: text, a number or a flag. */
  | { kind: 'scalar' };

const text = (max: number = LIMITS.text): Shape => ({ kind: 'text', max });
const number = (max: number, asText = true): Shape => ({ kind: 'number', max, asText });
const BOOLEAN: Shape = { kind: 'boolean' };

const named = (shape: Shape, ...names: string[]): Record<string, Shape> =>
  Object.fromEntries(names.map((name) => [name, shape]));

/** The bulletin's own fields (SPEC §3), but its header and lists. D51's `rev` is the contract's. */
export const BULLETIN_SHAPES: Readonly<Record<string, Shape>> = {
  ...named(
    text(),
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
  ...named(number(LIMITS.number), 'date', 'checked_at'),
  ...named(number(LIMITS.money), 'total', 'total_wfactor', 'totalWithFactor'),
  created_at: number(LIMITS.number, false),
  // P53: `checked` (the forward's) and every mark's fields (the registry's toggles).
  ...named(BOOLEAN, 'checked', ...TOGGLE_IDS.flatMap((id) => toggleOf(id).fields)),
};

/** A record inside the bulletin: its named fields, and what any other field may hold. */
export interface RecordShape {
  fields: Readonly<Record<string, Shape>>;
  other: Shape;
}

/** header/{field}: text or a number (SPEC §3 names them; real headers may hold more). */
export const HEADER_SHAPE: RecordShape = {
  fields: { observation: { kind: 'textOrNumber', max: LIMITS.longText } },
  other: { kind: 'textOrNumber', max: LIMITS.text },
};

/** The bulletin's three lists (keys "0","1",…, D1): core's (limits.ts). */
export type ListName = LineListName;

/** What each list's lines hold. */
export const LINE_SHAPES: Readonly<Record<ListName, RecordShape>> = {
  services: {
    fields: {
      ...named(text(), 'code', 'activity', 'description', 'unid', 'und'),
      quantity: number(LIMITS.quantity),
      price: number(LIMITS.money),
      factor: number(LIMITS.factor),
      pedido: { kind: 'textOrNumber', max: LIMITS.pedidoText },
      paid: BOOLEAN,
    },
    other: { kind: 'scalar' },
  },
  materials: {
    fields: {
      ...named(text(), 'descriptions', 'material', 'action', 'type'),
      quantity: number(LIMITS.quantity),
    },
    other: { kind: 'scalar' },
  },
  photos: {
    fields: {
      firebasePath: { kind: 'url' },
      obs: text(LIMITS.longText),
      material: text(),
      pg: { kind: 'textOrNumber', max: LIMITS.text },
    },
    other: { kind: 'scalar' },
  },
};

/** What a service line is compared by: a line carrying a pedido keeps every one of these. */
export const SERVICE_LINE_FIELDS: readonly string[] = [
  'code',
  'activity',
  'description',
  'quantity',
  'price',
  'factor',
  'unid',
  'und',
  'paid',
  'pedido',
];

/** The fields that record the forward to billing (SPEC §4), besides `checked`. */
export const CHECK_FIELDS: readonly string[] = ['checked_closed', 'checked_by', 'checked_at'];

/** Every action an event may record (HistoryAction): core's one list. */
export const HISTORY_ACTIONS: readonly string[] = HISTORY_ACTION_LIST;

/** The fields every history event carries (D51), all required. */
export const EVENT_FIELDS: readonly string[] = ['action', 'by', 'byName', 'role', 'rev', 'at'];

/**
 * A return's reason as the rules accept it: at least RETURN_REASON_MIN characters from its first
 * non-space to its last (core trims it and checks the same, `checkReturnReason`). RTDB rules
 * cannot trim; this pattern says "spaces, a non-space, any RETURN_REASON_MIN - 2 characters, a
 * non-space, spaces". `(\S|\s)` is any character, line breaks included, in RTDB's regular
 * expressions and in JavaScript's alike.
 */
export const RETURN_REASON_PATTERN = new RegExp(
  `^\\s*\\S(\\S|\\s){${RETURN_REASON_MIN - 2},}\\S\\s*$`,
);

/** The fields of a deleted/{team}/{key} entry (layout.ts `deletedRecord`), all required. */
export const DELETED_FIELDS: readonly string[] = [
  'id',
  'title',
  'action',
  'by',
  'byName',
  'at',
  'rev',
];

/** The bulletin field that holds the last return's reason until the next forward (issue 15). */
export const LAST_RETURN = 'lastReturn';
/** Its fields, all required, nothing else. */
export const LAST_RETURN_FIELDS: readonly string[] = ['reason', 'byName', 'at'];
