/**
 * P53: the registry of bulletin actions. One entry per action on a bulletin: who may take it
 * (SPEC §6), the state the stored bulletin must be in (its precondition: a rule expression of P51
 * over `data`, with its Portuguese refusal), the fields it writes, the history events it records
 * with their words (issue 15) and its messages (SPEC §8). Every reader takes the action from
 * here: permissions (`canDo`, `refusalReason`), the workflow's transitions and the generic toggle
 * of the marks, the use cases' `perform`, the history text, the admin flags (ADMIN_FLAGS) and the
 * database rules; the home's buttons, menu and bulk bar are a feature-side table keyed by these
 * ids (src/features/home/homeActionTable.ts).
 *
 * A new mark is one entry here (kind 'toggle'): its field, its set and clear events, and,
 * when it has one, its precondition, written once; its strings live in messages.ts.
 */
import { hasMixedCodes } from './codes';
import { toList } from './lists';
import { NOTICES, REFUSALS, WORKFLOW_MESSAGES, splitErrorMessage } from './messages';
import type { HistoryAction, Invoice, Role } from './model';
import { ROLE_IDS } from './roles';
import { data } from './rules/expr';
import type { Value } from './rules/expr';
import { isAttached, isPaid, isViewed } from './status';

/** A precondition: the rule on the stored bulletin (`data`), and why it refuses. */
export interface Precondition {
  rule: Value;
  refusal: string;
  /**
   * P57: the roles it does not bind (absent: it binds every role). For the others, the rules
   * keep the action's fields as stored wherever the rule does not hold.
   */
  exempt?: readonly Role[];
}

/** A history event an action records (issue 15). */
export interface EventInfo {
  /** What the Histórico dialog reads after the writer's name ('encaminhou para faturamento'). */
  words: string;
  /** D51: the event is the first of a bulletin it creates, or the last of one it removes. */
  effect?: 'creates' | 'removes';
}

/** What the screens say of an action (SPEC §8): once written, and when the write fails. */
export interface ActionMessages {
  /** The notice once it is written. */
  done?: string;
  /** The alert when the write fails: fixed, or built from the error's own text (split). */
  failed?: string | ((detail: string) => string);
  /** How a refusal reads, when not as it is ('Erro ao dividir boletim: {reason}'). */
  refused?: (reason: string) => string;
}

interface ActionBase {
  /** SPEC §6: the roles that may ever take it. */
  roles: readonly Role[];
  /** SPEC §6: the state the stored bulletin must be in; core and the rules read the same rule. */
  precondition?: Precondition;
  /** A state rule no rule on the stored bulletin can say; null when the bulletin may proceed. */
  check?: (invoice: Invoice) => string | null;
  /** The bulletin fields it writes ('header/pedido' for one header field). */
  fields?: readonly string[];
  /** The history events it records and nobody else's entry does, with their words. */
  events?: Readonly<Record<string, EventInfo>>;
  messages?: ActionMessages;
}

/** An action that writes its fields and records its own events: everything but the marks. */
export interface ChangeAction extends ActionBase {
  kind?: never;
}

/** One way of a mark: the event it records, its words and its notice. */
export interface ToggleSide {
  event: string;
  words: string;
  done: string;
}

/**
 * SPEC §4: a mark the admin sets and clears on one bulletin (and, where the home places it, on
 * a selection): every field of it becomes true or false together. One generic transition
 * (workflow `toggleMark`) serves every entry of this kind.
 */
export interface ToggleAction extends ActionBase {
  kind: 'toggle';
  fields: readonly string[];
  /** When the mark reads as set; without it, when its first field is true (D37). */
  isSet?: (invoice: Invoice) => boolean;
  set: ToggleSide;
  clear: ToggleSide;
  /** Its notices are its sides'; the alert when the write fails is the mark's. */
  messages: ActionMessages & { failed: string };
}

export type BulletinAction = ChangeAction | ToggleAction;

/** D37: a bulletin is checked when `checked` is true (core isChecked). */
export const CHECKED = data.child('checked').val().eq(true);

/** D9, D37: a bulletin is attached when `attached` or `archived` is true (core isAttached). */
export const ATTACHED = data
  .child('attached')
  .val()
  .eq(true)
  .or(data.child('archived').val().eq(true));

const EVERYONE: readonly Role[] = ROLE_IDS;
const ADMIN: readonly Role[] = ['admin'];
/** SPEC §6: edit is allowed to all; each of the editor's sections is an edit. */
const EDITORS = EVERYONE;

/** P57: an attached bulletin (billed) is changed by an admin only. */
const NOT_ATTACHED: Precondition = {
  rule: ATTACHED.not(),
  refusal: REFUSALS.attachedAdminOnly,
  exempt: ADMIN,
};

/**
 * D13: split only a bulletin whose codes mix investment and expense. Not a rule: it reads the
 * code of every service line, and RTDB rules have no loops, so it is a core function. (The
 * supervisor's own limits, the halves the rules let it write, are core permissions.ts's: they
 * read ADMIN_FLAGS, which protection.ts re-exports from here, so this module cannot import them.)
 */
function mixedCodesRefusal(invoice: Invoice): string | null {
  return hasMixedCodes(toList(invoice.services).map((line) => line.code))
    ? null
    : REFUSALS.notMixed;
}

/**
 * The entries, in the order their events are listed (the rules' list of history actions and
 * the Histórico's words follow it) and their ids in ALL_ACTIONS.
 */
export const BULLETIN_ACTIONS = {
  /** SPEC §4, §7: a new bulletin, a whole record (its fields: creationDefaults and the form). */
  create: {
    roles: EVERYONE,
    events: { created: { words: 'criou o boletim', effect: 'creates' } },
    messages: { done: WORKFLOW_MESSAGES.createSuccess, failed: WORKFLOW_MESSAGES.createError },
  },
  /** SPEC §6: opening the editor (its password is permissions' needsPassword); it writes nothing. */
  edit: { roles: EDITORS },
  /** SPEC §7: the editor's sections, each one save. */
  saveHeader: {
    roles: EDITORS,
    precondition: NOT_ATTACHED,
    fields: ['header', 'date', 'editedBy'],
    events: { header: { words: 'alterou o cabeçalho' } },
  },
  saveServices: {
    roles: EDITORS,
    precondition: NOT_ATTACHED,
    fields: ['services', 'total', 'total_wfactor', 'editedBy'],
    events: { services: { words: 'alterou os serviços' } },
  },
  saveMaterials: {
    roles: EDITORS,
    precondition: NOT_ATTACHED,
    fields: ['materials'],
    events: { materials: { words: 'alterou os materiais' } },
  },
  savePhotos: {
    roles: EDITORS,
    precondition: NOT_ATTACHED,
    fields: ['photos'],
    events: { photos: { words: 'alterou as estruturas' } },
  },
  /** SPEC §4, P52: only a supervisor forwards, and only an unchecked bulletin. */
  forwardToBilling: {
    roles: ['superv'],
    precondition: { rule: CHECKED.not(), refusal: REFUSALS.alreadyChecked },
    fields: ['checked', 'checked_closed', 'checked_at', 'checked_by', 'lastReturn'],
    events: { forwarded: { words: 'encaminhou para faturamento' } },
    messages: { done: NOTICES.forwarded, failed: WORKFLOW_MESSAGES.forwardError },
  },
  /** SPEC §4, issue 15: the admin returns a checked bulletin, every mark reset, with a reason. */
  returnToSupervision: {
    roles: ADMIN,
    precondition: { rule: CHECKED, refusal: REFUSALS.notChecked },
    fields: [
      'attached',
      'archived',
      'viewedByFat',
      'paid',
      'checked',
      'checked_closed',
      'lastReturn',
    ],
    events: { returned: { words: 'retornou para supervisão' } },
    messages: { done: NOTICES.returned, failed: WORKFLOW_MESSAGES.returnError },
  },
  /** SPEC §4, D9: viewed (viewedByFat; a legacy status 'viewed' reads as viewed too). */
  markViewed: {
    kind: 'toggle',
    roles: ADMIN,
    fields: ['viewedByFat'],
    isSet: isViewed,
    set: { event: 'viewed', words: 'marcou como visto', done: NOTICES.viewed },
    clear: { event: 'unviewed', words: 'desmarcou como visto', done: NOTICES.unviewed },
    messages: { failed: WORKFLOW_MESSAGES.viewedError },
  },
  markPaid: {
    kind: 'toggle',
    roles: ADMIN,
    fields: ['paid'],
    isSet: isPaid,
    set: { event: 'paid', words: 'marcou como pago', done: NOTICES.paid },
    clear: { event: 'unpaid', words: 'desmarcou como pago', done: NOTICES.unpaid },
    messages: { failed: WORKFLOW_MESSAGES.paidError },
  },
  /** SPEC §4: attached sets archived too (D9 reads either). */
  markAttached: {
    kind: 'toggle',
    roles: ADMIN,
    fields: ['attached', 'archived'],
    isSet: isAttached,
    set: { event: 'attached', words: 'marcou como anexado', done: NOTICES.attached },
    clear: { event: 'unattached', words: 'desmarcou como anexado', done: NOTICES.unattached },
    messages: { failed: WORKFLOW_MESSAGES.attachedError },
  },
  /**
   * SPEC §4, D14: Dar Baixa attaches each selected bulletin that got a pedido and stores it in
   * the header. Its event is markAttached's set event ('attached'): it is an attach.
   */
  darBaixa: { roles: ADMIN, fields: ['attached', 'header/pedido'] },
  /** D15, D17: Atualizar Pedidos writes the pedido and paid of service lines (Coelba). */
  updatePedidos: {
    roles: ADMIN,
    fields: ['services'],
    events: { pedido: { words: 'atualizou pedidos' } },
    messages: { failed: WORKFLOW_MESSAGES.pedidosError },
  },
  /** SPEC §4, D13: the original is removed and two halves created, in one change. */
  split: {
    roles: ['admin', 'superv'],
    check: mixedCodesRefusal,
    events: {
      'split-into': { words: 'dividiu o boletim', effect: 'removes' },
      'split-from': { words: 'criou este boletim ao dividir outro', effect: 'creates' },
    },
    messages: {
      done: WORKFLOW_MESSAGES.splitSuccess,
      failed: splitErrorMessage,
      refused: splitErrorMessage,
    },
  },
  /** SPEC §6: everyone deletes (team and func with the password, the others confirm). */
  delete: {
    roles: EVERYONE,
    events: { deleted: { words: 'excluiu o boletim', effect: 'removes' } },
    messages: { done: NOTICES.deleted, failed: WORKFLOW_MESSAGES.deleteError },
  },
} as const satisfies Record<string, BulletinAction>;

type Entries = typeof BULLETIN_ACTIONS;

export type BulletinActionId = keyof Entries;

/** Every action id, in registry order. */
export const BULLETIN_ACTION_IDS = Object.keys(BULLETIN_ACTIONS) as readonly BulletinActionId[];

/** The ids of the marks (kind 'toggle'). */
export type ToggleId = {
  [K in BulletinActionId]: Entries[K] extends { kind: 'toggle' } ? K : never;
}[BulletinActionId];

/** The event each mark records when set ('viewed', 'paid'). */
export type ToggleSetEvent = { [K in ToggleId]: Entries[K]['set']['event'] }[ToggleId];

/** Is `id` an action of the registry (and not one of the app's, permissions.ts)? */
export function isBulletinAction(id: string): id is BulletinActionId {
  return Object.hasOwn(BULLETIN_ACTIONS, id);
}

/** The entry of `id`, as the general shape every reader handles. */
export function actionOf(id: BulletinActionId): BulletinAction {
  return BULLETIN_ACTIONS[id];
}

function isToggleEntry(entry: BulletinAction): entry is ToggleAction {
  return entry.kind === 'toggle';
}

/** Every mark, in registry order. */
export const TOGGLE_IDS = BULLETIN_ACTION_IDS.filter((id) =>
  isToggleEntry(actionOf(id)),
) as readonly ToggleId[];

export function isToggle(id: string): id is ToggleId {
  return (TOGGLE_IDS as readonly string[]).includes(id);
}

/** The entry of mark `id`. */
export function toggleOf(id: ToggleId): ToggleAction {
  return BULLETIN_ACTIONS[id];
}

/** SPEC §4, D9: does `invoice` read as having mark `id` (the state its button shows)? */
export function isMarked(id: ToggleId, invoice: Invoice): boolean {
  const mark = toggleOf(id);
  if (mark.isSet) return mark.isSet(invoice);
  const [first] = mark.fields;
  return first !== undefined && (invoice as Record<string, unknown>)[first] === true;
}

// ---------------------------------------------------------------- messages

/** The actions whose entry says what a screen shows once written and when the write fails. */
export type SaidId = {
  [K in BulletinActionId]: Entries[K] extends
    { kind: 'toggle' } | { messages: { done: string; failed: unknown } }
    ? K
    : never;
}[BulletinActionId];

/** SPEC §8: the notice once `id` is written (a mark: set, or with `value` false, cleared). */
export function doneMessage(id: SaidId, value = true): string {
  const entry = actionOf(id);
  if (isToggleEntry(entry)) return (value ? entry.set : entry.clear).done;
  return (entry.messages as { done: string }).done;
}

/** SPEC §8: the alert when the write of `id` fails; `detail` is the error's own text. */
export function failedMessage(id: SaidId, detail: string): string {
  const { failed } = actionOf(id).messages as { failed: string | ((detail: string) => string) };
  return typeof failed === 'string' ? failed : failed(detail);
}

/** How a refusal of `id` reads on screen: as it is, unless the entry words it (split). */
export function refusedMessage(id: BulletinActionId, reason: string): string {
  return actionOf(id).messages?.refused?.(reason) ?? reason;
}

// ---------------------------------------------------------------- history events

/** The events an entry records as its own: its `events`, or a mark's set and clear. */
type OwnEvents<E> =
  | (E extends { readonly events: infer M } ? Extract<keyof M, string> : never)
  | (E extends { readonly set: { readonly event: infer S extends string } } ? S : never)
  | (E extends { readonly clear: { readonly event: infer C extends string } } ? C : never);

/** Every history event of the registry: what `HistoryAction` (model.ts) is. */
export type BulletinEvent = { [K in BulletinActionId]: OwnEvents<Entries[K]> }[BulletinActionId];

type EventsWith<Effect> = {
  [K in BulletinActionId]: Entries[K] extends { readonly events: infer M }
    ? { [N in keyof M]: M[N] extends { readonly effect: Effect } ? N : never }[keyof M]
    : never;
}[BulletinActionId];

declare module './model' {
  /**
   * P53: the history events are the registry's. model.ts cannot import this module (it reads
   * the model: an import cycle, tests/unit/imports.test.ts), so the registry fills the model's
   * `HistoryEvents` in by declaration merging, and `HistoryAction` is its keys: a new entry's
   * events are history actions with nothing else written.
   */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the members are the Record's
  interface HistoryEvents extends Record<BulletinEvent, true> {}
}

/** One history event with its words, where it comes from and what it does to the bulletin. */
export interface HistoryEventInfo extends EventInfo {
  name: HistoryAction;
  action: BulletinActionId;
}

function ownEvents(id: BulletinActionId): HistoryEventInfo[] {
  const entry = actionOf(id);
  if (isToggleEntry(entry)) {
    return [entry.set, entry.clear].map(({ event, words }) => ({
      name: event as HistoryAction,
      words,
      action: id,
    }));
  }
  return Object.entries(entry.events ?? {}).map(([name, info]) => ({
    ...info,
    name: name as HistoryAction,
    action: id,
  }));
}

/** Issue 15: every event a history records, in registry order (the rules' list, P51). */
export const HISTORY_EVENTS: readonly HistoryEventInfo[] = BULLETIN_ACTION_IDS.flatMap(ownEvents);

/** D51, issue 15: the history events that create a bulletin, and those that remove one. */
export const CREATING_EVENTS = HISTORY_EVENTS.filter((e) => e.effect === 'creates').map(
  (e) => e.name,
) as readonly EventsWith<'creates'>[];
export const REMOVING_EVENTS = HISTORY_EVENTS.filter((e) => e.effect === 'removes').map(
  (e) => e.name,
) as readonly EventsWith<'removes'>[];

// ---------------------------------------------------------------- admin flags

/**
 * D9: the flags only an admin sets: the fields of the marks (kind 'toggle') only an admin may
 * take. Anyone else leaves them as they are, or writes false where they are not true (the rules;
 * issue 14's copy check). Return and Dar Baixa write some of them too, but as an admin's action
 * on fields that are already these.
 */
export const ADMIN_FLAGS: readonly string[] = [
  ...new Set(
    TOGGLE_IDS.map(toggleOf)
      .filter((mark) => mark.roles.every((role) => role === 'admin'))
      .flatMap((mark) => mark.fields),
  ),
];
