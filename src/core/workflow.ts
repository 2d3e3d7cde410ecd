import { BULLETIN_ACTIONS, TOGGLE_IDS, isMarked, isToggle, toggleOf } from './actions';
import type { ToggleId, ToggleSetEvent } from './actions';
import { hasCode, invoiceTotals } from './money';
import { codeOf } from './fields';
import { splitClassOf } from './codes';
import type { SplitClass } from './codes';
import { parseEditorDate } from './dates';
import { editList, listKeys, storedList, toList } from './lists';
import type { ListEdit } from './lists';
import { NO_CODE_LABEL, REFUSALS, VALIDATION_MESSAGES, unclassifiedCodesReason } from './messages';
import { changesOf } from './history';
import type {
  BulletinChange,
  BulletinFields,
  BulletinRef,
  ChangeEvent,
  HistoryAction,
  Invoice,
  InvoiceEntry,
  InvoiceHeader,
  LastReturn,
  MaterialLine,
  PhotoLine,
  Role,
  ServiceLine,
} from './model';
import { needsPassword, passwordMatches, refusalReason } from './permissions';
import { carriesPedido, photoStaysInPlace, serviceLineStaysInPlace } from './protection';
import { revisionOf } from './revisions';
import type { Action } from './permissions';
import { SENT_STATUS_OPENED } from './status';
import { pedidoTooLong, validateNewBulletin } from './validation';

/** Who acts: the signed-in user with its record's name and role (SPEC §6). */
export interface ActingUser {
  uid: string;
  /** The name the screens show and history records (trimmed; the email when there is none). */
  name: string;
  email: string;
  role: Role | null;
  /**
   * SPEC §4, P15: who a forward records as `checked_by`: the user record's name exactly as
   * stored, or the sign-in email when it has none (core checkerNameOf; the rules demand it).
   */
  checker: string;
}

/**
 * A refused transition, with its Portuguese reason; `conflict` when the store refused the write
 * because a bulletin was changed or deleted elsewhere (D51), so a screen can offer a reload.
 */
export interface Refusal {
  ok: false;
  reason: string;
  conflict?: 'changed' | 'removed';
}

/** A transition's outcome: the exact update to write, or a refusal. */
export type Transition<P, Extra = unknown> = ({ ok: true; patch: P } & Extra) | Refusal;

/**
 * What a single bulletin's transition tells its history event besides the fields: the action,
 * the return's reason (issue 15) and the global factor a services save used (D4), which gives
 * each changed line's total.
 */
export interface EventDetails {
  action: HistoryAction;
  reason?: string;
  globalFactor?: number;
}

/** A single bulletin's transition: the fields to write and what its history event records. */
export type FieldsTransition = Transition<BulletinFields, EventDetails>;

/**
 * A multi-bulletin transition's outcome: the change to write as ONE commit (InvoiceRepo.commit;
 * empty when there is nothing to write), or a refusal.
 */
export type ChangeSet<Extra = unknown> =
  ({ ok: true; changes: BulletinChange[] } & Extra) | Refusal;

/**
 * Issue 15: the history event of a change `user` makes; `extra` adds what the action records
 * besides who and what (the changes, a return's reason, a removed record, split references).
 */
export function eventOf(
  user: ActingUser,
  action: HistoryAction,
  extra: Omit<Partial<ChangeEvent>, 'action' | 'by' | 'byName' | 'role'> = {},
): ChangeEvent {
  return { action, by: user.uid, byName: user.name, role: user.role ?? '', ...extra };
}

/**
 * One bulletin's part of a change: these fields of this entry, made on the revision the entry
 * holds (D51: what the user saw), with its history event, which records what the fields change
 * in the entry (issue 15, `changesOf`). `details` is the action, or the action with a return's
 * reason and the factor a services save used.
 */
export function patchOf(
  entry: InvoiceEntry,
  fields: BulletinFields,
  user: ActingUser,
  details: HistoryAction | EventDetails,
): BulletinChange {
  const { team, key } = entry;
  const { action, reason, globalFactor } =
    typeof details === 'string' ? { action: details } : (details as EventDetails);
  return {
    kind: 'patch',
    team,
    key,
    rev: revisionOf(entry.invoice),
    fields,
    event: eventOf(user, action, {
      changes: changesOf(entry.invoice, fields, globalFactor),
      ...(reason === undefined ? {} : { reason }),
    }),
  };
}

/**
 * D51: the removal of this entry, made on the revision it holds, with its history event, which
 * keeps the record as it was (issue 15: a deleted bulletin's history still shows what it held).
 */
function removalOf(
  entry: InvoiceEntry,
  user: ActingUser,
  action: 'deleted' | 'split-into',
  into?: BulletinRef[],
): BulletinChange {
  const { team, key } = entry;
  return {
    kind: 'remove',
    team,
    key,
    rev: revisionOf(entry.invoice),
    event: eventOf(user, action, { record: entry.invoice, ...(into ? { into } : {}) }),
  };
}

function refuse(reason: string): Refusal {
  return { ok: false, reason };
}

function allowed(user: ActingUser, action: Action, invoice?: Invoice): Refusal | null {
  const reason = refusalReason(user.role, action, invoice);
  return reason === null ? null : refuse(reason);
}

// ---------------------------------------------------------------- creation

/** SPEC §4: the status fields of a new bulletin. */
export function creationDefaults() {
  return {
    sent_status: SENT_STATUS_OPENED,
    checked: false,
    checked_closed: 'false_false',
    viewedByFat: false,
    paid: false,
    attached: false,
  };
}

/** What the new-bulletin form collects (SPEC §2, issue 6). */
export interface NewInvoiceInput {
  team: string;
  /**
   * The bulletin's id (planilha); when none is given, the createInvoice use case takes the next
   * number of the team's sequence (D48), so newInvoice then leaves `id` out.
   */
  id?: string;
  header: InvoiceHeader;
  services: ServiceLine[];
  materials: MaterialLine[];
  photos: PhotoLine[];
}

/**
 * SPEC §4, §5, §7: the whole record of a new bulletin: validated (team, title, project, date),
 * the creation defaults, created_at/created_by/team, the date as a UTC timestamp (D7) and the
 * totals (D5).
 */
export function newInvoice(
  input: NewInvoiceInput,
  user: ActingUser,
  now: number,
  globalFactor: number,
): Transition<Invoice> {
  const denied = allowed(user, 'create');
  if (denied) return denied;
  const invalid = validateNewBulletin({ team: input.team, ...input.header });
  if (invalid) return refuse(invalid);
  const record: Invoice = {
    ...(input.id ? { id: input.id } : {}),
    header: { ...input.header, team: input.header.team || input.team },
    services: input.services,
    materials: input.materials,
    photos: input.photos,
    date: parseEditorDate(input.header.date) as number,
    ...invoiceTotals(input.services, globalFactor),
    ...creationDefaults(),
    created_at: now,
    created_by: user.name,
    team: input.team,
  };
  return { ok: true, patch: record };
}

// ---------------------------------------------------------------- single-record transitions

/** SPEC §4: superv forwards an unchecked bulletin: checked, true_false, checked_at now, checked_by name. */
export function forwardToBilling(
  entry: InvoiceEntry,
  user: ActingUser,
  now: number,
): FieldsTransition {
  const denied = allowed(user, 'forwardToBilling', entry.invoice);
  if (denied) return denied;
  // P15: the rules accept only the writer's record name as stored (or its email, when none).
  if (user.checker === '') return refuse(REFUSALS.noChecker);
  return {
    ok: true,
    patch: {
      checked: true,
      checked_closed: 'true_false',
      checked_at: now,
      checked_by: user.checker,
      // Issue 15: the last return's reason is shown until the bulletin is forwarded again.
      ...(entry.invoice.lastReturn === undefined ? {} : { lastReturn: null }),
    },
    action: 'forwarded',
  };
}

/** Issue 15: a return's reason holds at least this many characters (spaces around aside). */
export const RETURN_REASON_MIN = 5;
/** Issue 15: and at most this many (the rules' bound for a text, issue 14). */
export const RETURN_REASON_MAX = 1000;

/**
 * Issue 15: the reason typed for a return, trimmed, or why it is refused ('Informe o motivo…'
 * when shorter than RETURN_REASON_MIN, too long beyond RETURN_REASON_MAX).
 */
export function checkReturnReason(typed: string | null | undefined): Transition<string> {
  const reason = (typed ?? '').trim();
  if (reason.length < RETURN_REASON_MIN) return refuse(REFUSALS.returnReasonRequired);
  if (reason.length > RETURN_REASON_MAX) return refuse(REFUSALS.returnReasonTooLong);
  return { ok: true, patch: reason };
}

/**
 * SPEC §4: admin returns a checked bulletin: attached, viewedByFat, paid and checked false,
 * checked_closed false_false. archived resets too: mark attached sets it and D9 reads it.
 * Issue 15: with a reason (beyond SPEC), kept in the event for good and on the bulletin
 * (`lastReturn`) until it is forwarded again, so the team and the supervisor see it.
 */
export function returnToSupervision(
  entry: InvoiceEntry,
  user: ActingUser,
  typedReason: string | null | undefined,
  now: number,
): FieldsTransition {
  const denied = allowed(user, 'returnToSupervision', entry.invoice);
  if (denied) return denied;
  const reason = checkReturnReason(typedReason);
  if (!reason.ok) return reason;
  // P15: named as checked_by is (the record's name as stored, else the sign-in email), which
  // the rules compare with the writer's own record.
  const lastReturn: LastReturn = { reason: reason.patch, byName: user.checker, at: now };
  return {
    ok: true,
    patch: {
      attached: false,
      archived: false,
      viewedByFat: false,
      paid: false,
      checked: false,
      checked_closed: 'false_false',
      lastReturn,
    },
    action: 'returned',
    reason: reason.patch,
  };
}

/**
 * SPEC §4: the admin sets mark `id` (every field of its entry true) or, with `value` false,
 * clears it (all false), recording the entry's set or clear event. One transition for every
 * mark (P53): viewed, paid, attached (archived too) and any the registry adds; refused as the
 * entry says (its roles and its precondition on the stored bulletin).
 */
export function toggleMark(
  id: ToggleId,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
): FieldsTransition {
  const mark = toggleOf(id);
  return (
    allowed(user, id, entry.invoice) ?? {
      ok: true,
      patch: Object.fromEntries(mark.fields.map((field) => [field, value])),
      action: (value ? mark.set : mark.clear).event as HistoryAction,
    }
  );
}

/** SPEC §4: toggleMark of a named mark, for the callers that name it (tests/rules, adapters). */
export const markViewed = (entry: InvoiceEntry, user: ActingUser, value = true) =>
  toggleMark('markViewed', entry, user, value);
export const markPaid = (entry: InvoiceEntry, user: ActingUser, value = true) =>
  toggleMark('markPaid', entry, user, value);
export const markAttached = (entry: InvoiceEntry, user: ActingUser, value = true) =>
  toggleMark('markAttached', entry, user, value);

// ---------------------------------------------------------------- editor saves (SPEC §7)

/**
 * SPEC §7: the editor's header save: header plus date (D7, UTC timestamp) and editedBy. The
 * header is written whole; only an admin sets, changes or clears its pedido (D14, issue 14), so
 * for anyone else it carries the stored pedido byte for byte (a legacy ' 123 ' is not trimmed).
 */
export function saveHeaderPatch(
  entry: InvoiceEntry,
  header: InvoiceHeader,
  user: ActingUser,
): FieldsTransition {
  const denied = allowed(user, 'saveHeader', entry.invoice);
  if (denied) return denied;
  const date = parseEditorDate(header.date);
  if (date === null) return refuse(VALIDATION_MESSAGES.invalidDate);
  let written = header;
  if (user.role !== 'admin') {
    const { pedido: _typed, ...rest } = header;
    const stored = entry.invoice.header?.pedido;
    written = stored === undefined || stored === null ? rest : { ...rest, pedido: stored };
  }
  return { ok: true, patch: { header: written, date, editedBy: user.name }, action: 'header' };
}

/**
 * Issue 14: a line edit a non-admin may not make: one that changes or removes a line carrying a
 * pedido, or gives a line one (Atualizar Pedidos is the admin's).
 */
function pedidoLineRefusal(
  entry: InvoiceEntry,
  edit: ListEdit<ServiceLine>,
  user: ActingUser,
): Refusal | null {
  if (user.role === 'admin') return null;
  // Stryker disable next-line ConditionalExpression,StringLiteral: an addition has no position, and list[undefined] is undefined too
  const target = edit.kind === 'add' ? undefined : toList(entry.invoice.services)[edit.position];
  // Stryker disable next-line ConditionalExpression,StringLiteral: a removal has no item, so edit.item is undefined too
  const added = edit.kind === 'remove' ? undefined : edit.item;
  return carriesPedido(target) || carriesPedido(added) ? refuse(REFUSALS.pedidoLine) : null;
}

/**
 * SPEC §7: the editor's services save: services plus total, total_wfactor (D5) and editedBy.
 * `edit` (a line added, replaced or removed, by its position on screen) is applied to the list as
 * stored in `entry`, keeping each line at its stored key (P16, core editList): a line with a
 * pedido or paid never moves. Written whole.
 */
export function saveServicesPatch(
  entry: InvoiceEntry,
  edit: ListEdit<ServiceLine>,
  globalFactor: number,
  user: ActingUser,
): FieldsTransition {
  const denied =
    allowed(user, 'saveServices', entry.invoice) ?? pedidoLineRefusal(entry, edit, user);
  if (denied) return denied;
  const services = editList(entry.invoice.services, edit, serviceLineStaysInPlace);
  if (!services) return refuse(REFUSALS.lineNotFound);
  return {
    ok: true,
    patch: {
      services,
      ...invoiceTotals(services as Invoice['services'], globalFactor),
      editedBy: user.name,
    },
    action: 'services',
    globalFactor,
  };
}

/**
 * SPEC §7: the editor's structures save: photos only; `edit` applied as for services (a
 * structure with a legacy image path keeps its key: the rules take it only there, issue 14).
 */
export function savePhotosPatch(
  entry: InvoiceEntry,
  edit: ListEdit<PhotoLine>,
  user: ActingUser,
): FieldsTransition {
  const denied = allowed(user, 'savePhotos', entry.invoice);
  if (denied) return denied;
  const photos = editList(entry.invoice.photos, edit, photoStaysInPlace);
  return photos ? { ok: true, patch: { photos }, action: 'photos' } : refuse(REFUSALS.lineNotFound);
}

/** SPEC §7: the editor's materials save: materials only; `edit` applied as for services. */
export function saveMaterialsPatch(
  entry: InvoiceEntry,
  edit: ListEdit<MaterialLine>,
  user: ActingUser,
): FieldsTransition {
  const denied = allowed(user, 'saveMaterials', entry.invoice);
  if (denied) return denied;
  const materials = editList(entry.invoice.materials, edit);
  return materials
    ? { ok: true, patch: { materials }, action: 'materials' }
    : refuse(REFUSALS.lineNotFound);
}

/**
 * SPEC §6: may the user open the editor on this bulletin? A non-admin on a checked bulletin
 * must type the password (D26); a wrong one is 'Senha incorreta.'.
 */
export function authorizeEdit(
  invoice: Invoice,
  user: ActingUser,
  typedPassword: string | null | undefined,
  expectedPassword: string,
): Refusal | { ok: true } {
  const denied = allowed(user, 'edit', invoice);
  if (denied) return denied;
  if (
    needsPassword(user.role, 'edit', invoice) &&
    !passwordMatches(typedPassword, expectedPassword)
  ) {
    return refuse(REFUSALS.wrongPassword);
  }
  return { ok: true };
}

/**
 * SPEC §6: deleting: team and func type the password ('Senha incorreta.' when wrong); superv and
 * admin confirm instead (the UI asks). The change removes the record.
 */
export function deleteInvoice(
  entry: InvoiceEntry,
  user: ActingUser,
  typedPassword: string | null | undefined,
  expectedPassword: string,
): ChangeSet {
  const denied = allowed(user, 'delete', entry.invoice);
  if (denied) return denied;
  if (needsPassword(user.role, 'delete') && !passwordMatches(typedPassword, expectedPassword)) {
    return refuse(REFUSALS.wrongPassword);
  }
  return { ok: true, changes: [removalOf(entry, user, 'deleted')] };
}

// ---------------------------------------------------------------- bulk (admin)

/**
 * SPEC §4: a mark toggled over a selection: by its id ('markPaid') or, as the bulk toggle named
 * it before the registry (P53), by its set event ('paid').
 */
export type BulkFlag = ToggleId | ToggleSetEvent;

/** The mark `flag` names. */
function markNamed(flag: BulkFlag): ToggleId {
  return isToggle(flag)
    ? flag
    : (TOGGLE_IDS.find((id) => toggleOf(id).set.event === flag) as ToggleId);
}

/**
 * SPEC §4: the bulk toggle of a mark (the home offers viewed and paid): when every selected
 * bulletin already has it, it is cleared on all of them, otherwise set on all; ONE write, each
 * bulletin through the single mark's transition (toggleMark), so the two never differ; a
 * bulletin that transition refuses refuses the whole write.
 */
export function bulkToggle(
  entries: readonly InvoiceEntry[],
  flag: BulkFlag,
  user: ActingUser,
): ChangeSet<{ value: boolean }> {
  const id = markNamed(flag);
  const denied = allowed(user, id);
  if (denied) return denied;
  if (entries.length === 0) return refuse(REFUSALS.noSelection);
  const value = !entries.every((entry) => isMarked(id, entry.invoice));
  const changes: BulletinChange[] = [];
  for (const entry of entries) {
    const one = toggleMark(id, entry, user, value);
    if (!one.ok) return one;
    changes.push(patchOf(entry, one.patch, user, one));
  }
  return { ok: true, changes, value };
}

/** A selected bulletin a bulk action left out, with the Portuguese reason. */
export interface RefusedEntry {
  entry: InvoiceEntry;
  reason: string;
}

/**
 * SPEC §4, issue 16: a supervisor forwards the selected bulletins to billing in ONE write.
 * Each bulletin goes through the single forward's rule (forwardToBilling: checked,
 * true_false, checked_at now, checked_by the name), so the two never differ; a bulletin that
 * rule refuses (already checked) is left out and answered in `refused` with its reason. The
 * change is empty when every one was refused.
 */
export function bulkForwardToBilling(
  entries: readonly InvoiceEntry[],
  user: ActingUser,
  now: number,
): ChangeSet<{ forwarded: InvoiceEntry[]; refused: RefusedEntry[] }> {
  // Issue 16: the forward's own roles; each bulletin then goes through its precondition.
  const denied = allowed(user, 'forwardToBilling');
  if (denied) return denied;
  if (entries.length === 0) return refuse(REFUSALS.noSelection);
  const changes: BulletinChange[] = [];
  const forwarded: InvoiceEntry[] = [];
  const refused: RefusedEntry[] = [];
  for (const entry of entries) {
    const one = forwardToBilling(entry, user, now);
    if (!one.ok) {
      refused.push({ entry, reason: one.reason });
      continue;
    }
    changes.push(patchOf(entry, one.patch, user, one));
    forwarded.push(entry);
  }
  return { ok: true, changes, forwarded, refused };
}

/** D14: one bulletin of a Dar Baixa with the pedido typed for it (null/blank: skipped). */
export interface DarBaixaItem {
  entry: InvoiceEntry;
  pedido: string | null | undefined;
}

/**
 * SPEC §4, D14: Dar Baixa sets attached true and header/pedido on each bulletin that got a
 * pedido; blank or cancelled skips it. ONE write (an empty change when all were skipped).
 */
export function darBaixa(
  items: readonly DarBaixaItem[],
  user: ActingUser,
): ChangeSet<{ count: number }> {
  const denied = allowed(user, 'darBaixa');
  if (denied) return denied;
  if (items.length === 0) return refuse(REFUSALS.noSelection);
  // D14: an attach with its pedido, recorded as the attach mark's event.
  const action = BULLETIN_ACTIONS.markAttached.set.event;
  const changes: BulletinChange[] = [];
  for (const { entry, pedido } of items) {
    const value = pedido?.trim() ?? '';
    const tooLong = pedidoTooLong(value, 'header');
    if (tooLong) return refuse(tooLong);
    if (value !== '') {
      changes.push(patchOf(entry, { attached: true, 'header/pedido': value }, user, action));
    }
  }
  return { ok: true, changes, count: changes.length };
}

// ---------------------------------------------------------------- split (D13)

/** D13: the new push keys of the two halves. */
export type SplitKeys = Readonly<Record<SplitClass, string>>;

/** D13: one half: a copy of the original with its lines, id {id}I/{id}C and totals recomputed. */
function splitHalf(
  invoice: Invoice,
  services: ServiceLine[],
  suffix: SplitClass,
  globalFactor: number,
): Invoice {
  const copy: Invoice = structuredClone(invoice);
  delete copy.totalWithFactor;
  // D51: a half is a new bulletin, created at revision 1.
  delete copy.rev;
  // Issue 15: a return's reason belongs to the original's history (the halves' first event
  // names it); a non-admin may not write one (the rules, docs/firebase.md).
  delete copy.lastReturn;
  return {
    ...copy,
    id: `${invoice.id ?? ''}${suffix}`,
    services,
    ...invoiceTotals(services, globalFactor),
  };
}

/**
 * SPEC §4, D13: split a mixed-code bulletin into {id}I (investment) and {id}C (expense). Refused
 * unless both groups have lines and no line is unclassified (naming the codes). The halves copy
 * header, materials, photos and status fields, get the given new keys and recomputed totals;
 * creating both and removing the original is ONE change.
 */
export function split(
  entry: InvoiceEntry,
  user: ActingUser,
  keys: SplitKeys,
  globalFactor: number,
): ChangeSet<{ ids: Record<SplitClass, string> }> {
  const denied = allowed(user, 'split', entry.invoice);
  if (denied) return denied;
  const groups: Record<SplitClass, ServiceLine[]> = { I: [], C: [] };
  const unclassified: string[] = [];
  for (const line of toList(entry.invoice.services)) {
    const cls = hasCode(line) ? splitClassOf(line.code) : null;
    if (cls) groups[cls].push(line);
    else unclassified.push(codeOf(line) || NO_CODE_LABEL);
  }
  if (unclassified.length > 0) return refuse(unclassifiedCodesReason([...new Set(unclassified)]));
  if (groups.I.length === 0 || groups.C.length === 0) return refuse(REFUSALS.missingGroup);
  const halfI = splitHalf(entry.invoice, groups.I, 'I', globalFactor);
  const halfC = splitHalf(entry.invoice, groups.C, 'C', globalFactor);
  const { team } = entry;
  // Issue 15: each half's first event names the original, the original's last names the halves.
  const from: BulletinRef = { key: entry.key, id: entry.invoice.id ?? '' };
  const into: BulletinRef[] = [
    { key: keys.I, id: halfI.id as string },
    { key: keys.C, id: halfC.id as string },
  ];
  return {
    ok: true,
    changes: [
      {
        kind: 'create',
        team,
        key: keys.I,
        invoice: halfI,
        event: eventOf(user, 'split-from', { from }),
      },
      {
        kind: 'create',
        team,
        key: keys.C,
        invoice: halfC,
        event: eventOf(user, 'split-from', { from }),
      },
      removalOf(entry, user, 'split-into', into),
    ],
    ids: { I: halfI.id as string, C: halfC.id as string },
  };
}

// ---------------------------------------------------------------- Coelba pedidos (D15)

/** D15: the lines of one bulletin a pedido lands on (positions in its toList(services), D1). */
export interface PedidoTarget {
  entry: InvoiceEntry;
  positions: readonly number[];
}

/**
 * SPEC §4, §7, D15: Atualizar Pedidos sets the pedido and paid=true on the selected lines; a
 * blank pedido resets them to '-' and paid=false. ONE change that writes each bulletin's full
 * services array (rows of one bulletin are merged into one array), each line at its stored key
 * (P16: a list with holes keeps them; positions are toList's, D49).
 */
export function updatePedidos(
  targets: readonly PedidoTarget[],
  pedido: string,
  user: ActingUser,
): ChangeSet<{ lines: number }> {
  const denied = allowed(user, 'updatePedidos');
  if (denied) return denied;
  const value = pedido.trim();
  // Stryker disable next-line StringLiteral: pedidoTooLong reads anything but 'header' as a line's bound
  const tooLong = pedidoTooLong(value, 'line');
  if (tooLong) return refuse(tooLong);
  const change = value === '' ? { pedido: '-', paid: false } : { pedido: value, paid: true };
  // One array per bulletin, in the order the bulletins first appear.
  const arrays = new Map<
    string,
    { entry: InvoiceEntry; services: (ServiceLine | null)[]; keys: number[] }
  >();
  let lines = 0;
  for (const { entry, positions } of targets) {
    const id = JSON.stringify([entry.team, entry.key]);
    const target = arrays.get(id) ?? {
      entry,
      services: storedList(entry.invoice.services).map((line) => line && { ...line }),
      keys: listKeys(entry.invoice.services),
    };
    for (const position of positions) {
      const key = target.keys[position];
      // Stryker disable next-line ConditionalExpression: services[undefined] is undefined, refused below as null is
      const line = key === undefined ? null : target.services[key];
      // Stryker disable next-line ConditionalExpression,LogicalOperator: listKeys gives the keys of present lines only, so a known key always finds its line and !line alone decides
      if (key === undefined || !line) return refuse(REFUSALS.lineNotFound);
      target.services[key] = { ...line, ...change };
      lines += 1;
    }
    arrays.set(id, target);
  }
  if (lines === 0) return refuse(REFUSALS.noLines);
  const changes = [...arrays.values()].map(({ entry, services }) =>
    patchOf(entry, { services }, user, 'pedido'),
  );
  return { ok: true, changes, lines };
}
