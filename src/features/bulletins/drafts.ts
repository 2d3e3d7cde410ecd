/**
 * P63: what /new and the editor's header keep as drafts, and how a kept draft is read back.
 * A draft comes from this browser's store, written by this app, but maybe by an older version
 * of it: it is read field by field, and what does not fit is left out rather than trusted.
 */
import { newDraftPrefix } from '../../core/drafts';
import type { InvoiceHeader, MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import type { DraftStore } from '../../core/ports';
import { headerForm } from './HeaderFields';
import type { HeaderForm } from './HeaderFields';
import { draftsInUse } from './useDraft';
import type { DraftOffer } from './useDraft';

/** /new's draft: everything its form holds. */
export interface NewDraft {
  team: string;
  form: HeaderForm;
  services: ServiceLine[];
  materials: MaterialLine[];
  photos: PhotoLine[];
}

/** The editor's header draft, with the revision it was typed on (D51). */
export interface HeaderDraft {
  rev: number;
  form: HeaderForm;
  pedido: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lines<L>(value: unknown): L[] {
  return Array.isArray(value) ? (value.filter(isRecord) as L[]) : [];
}

function formOf(value: unknown): HeaderForm {
  return headerForm(isRecord(value) ? (value as InvoiceHeader) : {});
}

/** A kept /new draft as the form takes it. */
export function readNewDraft(content: unknown): NewDraft {
  const draft = isRecord(content) ? content : {};
  return {
    team: typeof draft.team === 'string' ? draft.team : '',
    form: formOf(draft.form),
    services: lines<ServiceLine>(draft.services),
    materials: lines<MaterialLine>(draft.materials),
    photos: lines<PhotoLine>(draft.photos),
  };
}

/** A kept header draft as the editor takes it. */
export function readHeaderDraft(content: unknown): HeaderDraft {
  const draft = isRecord(content) ? content : {};
  return {
    rev: typeof draft.rev === 'number' ? draft.rev : 0,
    form: formOf(draft.form),
    pedido: typeof draft.pedido === 'string' ? draft.pedido : '',
  };
}

/**
 * P63: the /new draft to offer `uid`: the newest of theirs that is not `own` (this page's) and
 * that no other open tab is typing into; `others` counts the rest.
 */
export async function findNewDraft(
  store: DraftStore,
  uid: string,
  own: string,
): Promise<DraftOffer | null> {
  const [kept, inUse] = await Promise.all([store.list(newDraftPrefix(uid)), draftsInUse()]);
  const free = kept.filter((draft) => draft.key !== own && !inUse.has(draft.key));
  const [draft, ...rest] = free;
  return draft ? { draft, others: rest.length } : null;
}
