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
import { TOGGLE_IDS } from '../actions';
import type { ToggleId } from '../actions';
import type { SplitClass } from '../codes';
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
  // Stryker disable next-line ArrayDeclaration: a single bulletin's refusal names none ('este boletim'); a text in the list has no team, so it matches no conflict and names none either
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
 * Not one of `perform`'s: there is no bulletin yet, and its id is numbered before the write.
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
    // Stryker disable next-line ArrayDeclaration: a single bulletin's refusal names none ('este boletim'); a text in the list has no team, so it matches no conflict and names none either
    [],
  );
  return refused ?? { ok: true, key, id };
}

// ---------------------------------------------------------------- one bulletin: perform (P53)

/** What each action on one bulletin takes besides the bulletin and who acts. */
interface ChangeArgs {
  forwardToBilling: { now: number };
  /** Issue 15: the reason as typed (core checks and trims it). */
  returnToSupervision: { reason: string; now: number };
  split: { globalFactor: number };
  /** D26: the password typed (team and func) and the build setting it must match. */
  delete: { password: string | null | undefined; expectedPassword: string };
  saveHeader: { header: InvoiceHeader };
  /** P16: `edit` applied to the list stored in the entry (the one just read). */
  saveServices: { edit: ListEdit<ServiceLine>; globalFactor: number };
  saveMaterials: { edit: ListEdit<MaterialLine> };
  savePhotos: { edit: ListEdit<PhotoLine> };
}

/** Every mark takes the state to write: true (the default) sets it, false clears it. */
type ToggleArgs = { readonly [K in ToggleId]: { value?: boolean } };

/** The arguments of each action `perform` takes: a new mark needs nothing added here. */
export type PerformArgs = ChangeArgs & ToggleArgs;

/** The registry's actions on one bulletin that write. */
export type PerformId = keyof PerformArgs;

/** What an action answers besides `ok`: split the halves' ids, the others nothing. */
export type PerformResult<K extends PerformId> = K extends 'split'
  ? { ids: Record<SplitClass, string> }
  : object;

type Writer<K extends PerformId> = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  args: PerformArgs[K],
) => Promise<Outcome<PerformResult<K>>>;

/** Every mark: the registry's generic toggle, written as one patch. */
const TOGGLE_WRITERS = Object.fromEntries(
  TOGGLE_IDS.map((id): [ToggleId, Writer<ToggleId>] => [
    id,
    (invoices, entry, user, { value = true }) =>
      writeRecord(invoices, entry, user, workflow.toggleMark(id, entry, user, value)),
  ]),
) as { [K in ToggleId]: Writer<K> };

/** Each action's transition (core workflow) and how its outcome is written. */
const WRITERS: { [K in PerformId]: Writer<K> } = {
  ...TOGGLE_WRITERS,
  forwardToBilling: (invoices, entry, user, { now }) =>
    writeRecord(invoices, entry, user, workflow.forwardToBilling(entry, user, now)),
  returnToSupervision: (invoices, entry, user, { reason, now }) =>
    writeRecord(invoices, entry, user, workflow.returnToSupervision(entry, user, reason, now)),
  // D13: the halves get two fresh push keys of the team.
  split: (invoices, entry, user, { globalFactor }) => {
    const keys = { I: invoices.newKey(entry.team), C: invoices.newKey(entry.team) };
    // Stryker disable next-line ArrayDeclaration: a single bulletin's refusal names none ('este boletim'); a text in the list has no team, so it matches no conflict and names none either
    return writeChanges(invoices, workflow.split(entry, user, keys, globalFactor), []);
  },
  delete: (invoices, entry, user, { password, expectedPassword }) =>
    // Stryker disable next-line ArrayDeclaration: a single bulletin's refusal names none ('este boletim'); a text in the list has no team, so it matches no conflict and names none either
    writeChanges(invoices, workflow.deleteInvoice(entry, user, password, expectedPassword), []),
  saveHeader: (invoices, entry, user, { header }) =>
    writeRecord(invoices, entry, user, workflow.saveHeaderPatch(entry, header, user)),
  saveServices: (invoices, entry, user, { edit, globalFactor }) =>
    writeRecord(invoices, entry, user, workflow.saveServicesPatch(entry, edit, globalFactor, user)),
  saveMaterials: (invoices, entry, user, { edit }) =>
    writeRecord(invoices, entry, user, workflow.saveMaterialsPatch(entry, edit, user)),
  savePhotos: (invoices, entry, user, { edit }) =>
    writeRecord(invoices, entry, user, workflow.savePhotosPatch(entry, edit, user)),
};

/** Does `perform` take action `id`? */
export function isPerformId(id: string): id is PerformId {
  return Object.hasOwn(WRITERS, id);
}

/**
 * P53, SPEC §4, §6, §7: take action `id` of the registry on one bulletin: its transition
 * (refused as its entry says: roles, precondition), then ONE commit on the revision the entry
 * holds (D51). The one entry point of the actions on a bulletin; the screens name the action by
 * its registry id.
 *
 * @example
 * await perform(ports.invoices, 'forwardToBilling', entry, user, { now: Date.now() });
 * await perform(ports.invoices, 'markPaid', entry, user, { value: false });
 */
export function perform<K extends PerformId>(
  invoices: InvoiceRepo,
  id: K,
  entry: InvoiceEntry,
  user: ActingUser,
  args: PerformArgs[K],
): Promise<Outcome<PerformResult<K>>> {
  return WRITERS[id](invoices, entry, user, args);
}

// The named forms of perform. They stay for the callers that name the action (the adapters'
// and the rules' tests); a new action has none, it is `perform(invoices, id, …)`.

/** SPEC §4: superv forwards an unchecked bulletin to billing. */
export const forwardToBilling = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  now: number,
) => perform(invoices, 'forwardToBilling', entry, user, { now });

/** SPEC §4: admin returns a checked bulletin to supervision, with its reason (issue 15). */
export const returnToSupervision = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  reason: string,
  now: number,
) => perform(invoices, 'returnToSupervision', entry, user, { reason, now });

/** SPEC §4: admin marks a bulletin viewed (or unmarks with value false). */
export const markViewed = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
) => perform(invoices, 'markViewed', entry, user, { value });

/** SPEC §4: admin marks a bulletin paid (or unmarks). */
export const markPaid = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
) => perform(invoices, 'markPaid', entry, user, { value });

/** SPEC §4: admin marks a bulletin attached (archived too), or unmarks. */
export const markAttached = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  value = true,
) => perform(invoices, 'markAttached', entry, user, { value });

/** SPEC §6: delete a bulletin (password for team and func, D26). */
export const deleteInvoice = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  password: string | null | undefined,
  expectedPassword: string,
) => perform(invoices, 'delete', entry, user, { password, expectedPassword });

/** D13: split a mixed-code bulletin with two fresh push keys, one commit. */
export const split = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  user: ActingUser,
  globalFactor: number,
) => perform(invoices, 'split', entry, user, { globalFactor });

/** SPEC §7: the editor's header save (header, date, editedBy). */
export const saveHeader = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  header: InvoiceHeader,
  user: ActingUser,
) => perform(invoices, 'saveHeader', entry, user, { header });

/** SPEC §7: the editor's services save (services, total, total_wfactor, editedBy). */
export const saveServices = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<ServiceLine>,
  globalFactor: number,
  user: ActingUser,
) => perform(invoices, 'saveServices', entry, user, { edit, globalFactor });

/** SPEC §7: the editor's structures save (photos). */
export const savePhotos = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<PhotoLine>,
  user: ActingUser,
) => perform(invoices, 'savePhotos', entry, user, { edit });

/** SPEC §7: the editor's materials save (materials). */
export const saveMaterials = (
  invoices: InvoiceRepo,
  entry: InvoiceEntry,
  edit: ListEdit<MaterialLine>,
  user: ActingUser,
) => perform(invoices, 'saveMaterials', entry, user, { edit });

// ---------------------------------------------------------------- selections
// Not perform's: their input is not one bulletin (a selection, a pedido per bulletin, service
// lines) and each answers its own count.

/** SPEC §4: admin bulk toggle of a mark (viewed, paid), one commit; answers the value written. */
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
