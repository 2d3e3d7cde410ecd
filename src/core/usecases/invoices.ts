import { BulletinConflictError } from '../ports/InvoiceRepo';
import type { InvoiceRepo } from '../ports/InvoiceRepo';
import { conflictReason } from '../messages';
import type {
  BulletinChange,
  InvoiceEntry,
  InvoiceHeader,
  MaterialLine,
  PhotoLine,
  ServiceLine,
} from '../model';
import { formatInvoiceNumber, teamNumberPrefix } from '../invoiceNumbers';
import type { ListEdit } from '../lists';
import * as workflow from '../workflow';
import type {
  ActingUser,
  BulkFlag,
  ChangeSet,
  DarBaixaItem,
  FieldsTransition,
  NewInvoiceInput,
  PedidoTarget,
  Refusal,
  RefusedEntry,
} from '../workflow';

/** What a use case answers: done (with details) or refused with its reason; write errors reject. */
export type Outcome<T = object> = ({ ok: true } & T) | Refusal;

/**
 * Commits a change; when the store refuses it because a bulletin moved on or vanished since
 * the user saw it (D51, BulletinConflictError), answers the refusal the screens show; nothing
 * was written. `about` are the bulletins a selection action (bulk, Dar Baixa, pedidos) acted
 * on, so the sentence names the one that moved on by its id; an action on the one bulletin a
 * screen shows passes none ('este boletim'). Other write errors reject.
 */
async function commitOrRefuse(
  invoices: InvoiceRepo,
  changes: readonly BulletinChange[],
  about: readonly InvoiceEntry[],
): Promise<Refusal | null> {
  try {
    await invoices.commit(changes);
    return null;
  } catch (error) {
    if (!(error instanceof BulletinConflictError)) throw error;
    const named = about.find((entry) => entry.team === error.team && entry.key === error.key);
    const id = named ? named.invoice.id || named.key : null;
    return { ok: false, reason: conflictReason(error.kind, id), conflict: error.kind };
  }
}

/** Writes a single-record transition: ONE commit patching that bulletin on the revision seen. */
async function writeRecord(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  result: FieldsTransition,
): Promise<Outcome> {
  if (!result.ok) return result;
  const change = workflow.patchOf(entry, result.patch, user, result);
  return (await commitOrRefuse(invoices, [change], [])) ?? { ok: true };
}

/**
 * Writes a multi-record transition: ONE all-or-nothing commit (none when the change is empty).
 * `about`: the selected bulletins, to name the one that moved on (D51; none for one bulletin).
 */
async function writeChanges<E>(
  invoices: InvoiceRepo,
  result: ChangeSet<E>,
  about: readonly InvoiceEntry[],
): Promise<Outcome<E>> {
  if (!result.ok) return result;
  const { changes, ...rest } = result;
  if (changes.length > 0) {
    const refused = await commitOrRefuse(invoices, changes, about);
    if (refused) return refused;
  }
  return rest as Outcome<E>;
}

/**
 * SPEC §4, §7, D48: create a bulletin: one whole record under a new push key (the record's key).
 * Its id, when none is given, is the next number of its team's sequence ('0100275'); a team
 * outside the fixed ORCDISTBAnn form has no sequence and keeps the push key as id. Answers both.
 */
export async function createInvoice(
  invoices: InvoiceRepo,
  input: NewInvoiceInput,
  user: ActingUser,
  now: number,
  globalFactor: number,
): Promise<Outcome<{ key: string; id: string }>> {
  // Checked before numbering: a refused bulletin must not use up a number of the sequence.
  const result = workflow.newInvoice(input, user, now, globalFactor);
  if (!result.ok) return result;
  const key = invoices.newKey(input.team);
  const id =
    input.id ||
    (teamNumberPrefix(input.team) === null
      ? key
      : formatInvoiceNumber(input.team, await invoices.nextInvoiceNumber(input.team)));
  const invoice = { id, ...result.patch };
  const refused = await commitOrRefuse(
    invoices,
    [{ kind: 'create', team: input.team, key, invoice, event: workflow.eventOf(user, 'created') }],
    [],
  );
  return refused ?? { ok: true, key, id };
}

/** SPEC §4: superv forwards an unchecked bulletin to billing. */
export function forwardToBilling(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  now: number,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.forwardToBilling(entry, user, now));
}

/** SPEC §4: admin returns a checked bulletin to supervision, with its reason (issue 15). */
export function returnToSupervision(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  reason: string,
  now: number,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.returnToSupervision(entry, user, reason, now));
}

/** SPEC §4: admin marks a bulletin viewed (or unmarks with value false). */
export function markViewed(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.markViewed(entry, user, value));
}

/** SPEC §4: admin marks a bulletin paid (or unmarks). */
export function markPaid(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.markPaid(entry, user, value));
}

/** SPEC §4: admin marks a bulletin attached (archived too), or unmarks. */
export function markAttached(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.markAttached(entry, user, value));
}

/** SPEC §6: delete a bulletin (password for team and func, D26). */
export function deleteInvoice(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  typedPassword: string | null | undefined,
  expectedPassword: string,
): Promise<Outcome> {
  return writeChanges(
    invoices,
    workflow.deleteInvoice(entry, user, typedPassword, expectedPassword),
    [],
  );
}

/** SPEC §4: admin bulk viewed/paid toggle, one commit; answers the value written. */
export function bulkToggle(
  invoices: InvoiceRepo,
  entries: readonly InvoiceEntry[],
  flag: BulkFlag,
  user: ActingUser,
): Promise<Outcome<{ value: boolean }>> {
  return writeChanges(invoices, workflow.bulkToggle(entries, flag, user), entries);
}

/**
 * Issue 16: a supervisor forwards the selected bulletins, one commit (none when every
 * one was refused); answers which were forwarded and which refused, with the reason.
 */
export function bulkForwardToBilling(
  invoices: InvoiceRepo,
  entries: readonly InvoiceEntry[],
  user: ActingUser,
  now: number,
): Promise<Outcome<{ forwarded: InvoiceEntry[]; refused: RefusedEntry[] }>> {
  return writeChanges(invoices, workflow.bulkForwardToBilling(entries, user, now), entries);
}

/** D14: Dar Baixa, one commit; answers how many bulletins were attached. */
export function darBaixa(
  invoices: InvoiceRepo,
  items: readonly DarBaixaItem[],
  user: ActingUser,
): Promise<Outcome<{ count: number }>> {
  return writeChanges(
    invoices,
    workflow.darBaixa(items, user),
    items.map((item) => item.entry),
  );
}

/** D13: split a mixed-code bulletin with two fresh push keys, one commit. */
export function split(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  globalFactor: number,
): Promise<Outcome<{ ids: Record<'I' | 'C', string> }>> {
  const keys = { I: invoices.newKey(entry.team), C: invoices.newKey(entry.team) };
  return writeChanges(invoices, workflow.split(entry, user, keys, globalFactor), []);
}

/** D15, SPEC §7: Atualizar Pedidos, one commit; answers how many lines changed. */
export function updatePedidos(
  invoices: InvoiceRepo,
  targets: readonly PedidoTarget[],
  pedido: string,
  user: ActingUser,
): Promise<Outcome<{ lines: number }>> {
  return writeChanges(
    invoices,
    workflow.updatePedidos(targets, pedido, user),
    targets.map((target) => target.entry),
  );
}

/** SPEC §7: the editor's header save (header, date, editedBy). */
export function saveHeader(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  header: InvoiceHeader,
  user: ActingUser,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.saveHeaderPatch(entry, header, user));
}

/**
 * SPEC §7: the editor's services save (services, total, total_wfactor, editedBy): `edit` applied
 * to the list stored in `entry` (the one just read), each line kept at its key (P16).
 */
export function saveServices(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<ServiceLine>,
  globalFactor: number,
  user: ActingUser,
): Promise<Outcome> {
  return writeRecord(
    invoices,
    entry,
    user,
    workflow.saveServicesPatch(entry, edit, globalFactor, user),
  );
}

/** SPEC §7: the editor's structures save (photos), `edit` applied as for services. */
export function savePhotos(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<PhotoLine>,
  user: ActingUser,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.savePhotosPatch(entry, edit, user));
}

/** SPEC §7: the editor's materials save (materials), `edit` applied as for services. */
export function saveMaterials(
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<MaterialLine>,
  user: ActingUser,
): Promise<Outcome> {
  return writeRecord(invoices, entry, user, workflow.saveMaterialsPatch(entry, edit, user));
}
