/**
 * The bulletin screens' only way to storage: thunks over the ports (the thunk extra argument,
 * STYLE habit 3). Each one calls a core use case or a port method and answers a plain value; the
 * screens keep their form state locally, so there is no slice to register.
 */
import { canonicalJson } from '../../core/json';
import type {
  CatalogMaterial,
  Invoice,
  InvoiceEntry,
  InvoiceHeader,
  MaterialLine,
  PhotoLine,
  ServiceLine,
} from '../../core/model';
import * as useCases from '../../core/usecases';
import type { ListEdit } from '../../core/lists';
import {
  saveHeaderPatch,
  saveMaterialsPatch,
  savePhotosPatch,
  saveServicesPatch,
} from '../../core/workflow';
import type { ActingUser, FieldsTransition, NewInvoiceInput } from '../../core/workflow';
import type { PhotoProgress, PhotoUpload } from '../../core/ports';
import type { Unsubscribe } from '../../core/ports/Unsubscribe';
import type { Outcome } from '../../core/usecases/invoices';
import { actingUser } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import type { AppThunk } from '../../shared/thunk';
import { headerForm } from './HeaderFields';
import { editorHeader, editorHeaderToSave, writesNothing } from './lines';
import type { CatalogServiceItem } from './lines';

export type { CatalogServiceItem } from './lines';

/** The service and material catalogs (SPEC §7 reads), loaded once per screen. */
export interface Catalogs {
  services: CatalogServiceItem[];
  materials: CatalogMaterial[];
}

/** SPEC §7: defaults/services/nde and ndm (rejects with the cause; the screen words it). */
export function loadServiceCatalog(): AppThunk<Promise<CatalogServiceItem[]>> {
  return async (_dispatch, _getState, ports) => {
    const [nde, ndm] = await Promise.all([
      ports.catalog.listServices('nde'),
      ports.catalog.listServices('ndm'),
    ]);
    return [
      ...nde.map((s) => ({ ...s, catalog: 'nde' as const })),
      ...ndm.map((s) => ({ ...s, catalog: 'ndm' as const })),
    ];
  };
}

/** SPEC §7: defaults/materials/items. */
export function loadMaterialCatalog(): AppThunk<Promise<CatalogMaterial[]>> {
  return (_dispatch, _getState, ports) => ports.catalog.listMaterials();
}

/** D2: the global factor (the default when the read fails: totals must still show). */
export function loadGlobalFactor(): AppThunk<Promise<number>> {
  return async (_dispatch, _getState, ports) => ports.catalog.globalFactor();
}

/** forms/{team}/{key}, or null when it does not exist. */
export function loadBulletin(team: string, key: string): AppThunk<Promise<InvoiceEntry | null>> {
  return (_dispatch, _getState, ports) => ports.invoices.get(team, key);
}

/** P58: forms/{team}/{key}, live (null once it is gone); answers the unsubscribe. */
export function watchBulletin(
  team: string,
  key: string,
  onChange: (entry: InvoiceEntry | null) => void,
  onError: (error: Error) => void,
): AppThunk<Unsubscribe> {
  return (_dispatch, _getState, ports) => ports.invoices.watch(team, key, onChange, onError);
}

/**
 * SPEC §4, §7, D48: creates the bulletin as one whole record (core createInvoice); answers its
 * push key (where it is stored) and its id (the team's next number, what the user reads).
 */
export function createBulletin(
  input: NewInvoiceInput,
  user: SessionUser,
  globalFactor: number,
): AppThunk<Promise<Outcome<{ key: string; id: string }>>> {
  return (_dispatch, _getState, ports) =>
    useCases.createInvoice(ports.invoices, input, actingUser(user), Date.now(), globalFactor);
}

/**
 * SPEC §7: the editor's four partial saves. A list section sends its edit (by position on
 * screen); core applies it to the list as stored in the entry just read, each line at its key
 * (P16), so a save never moves a line the rules compare by key.
 */
export type EditorSave =
  | { section: 'header'; header: InvoiceHeader }
  | { section: 'services'; edit: ListEdit<ServiceLine>; globalFactor: number }
  | { section: 'photos'; edit: ListEdit<PhotoLine> }
  | { section: 'materials'; edit: ListEdit<MaterialLine> };

/** What a section's save would write on `entry` (core's patch, the one its use case writes). */
function editorTransition(
  entry: InvoiceEntry,
  save: EditorSave,
  user: ActingUser,
): FieldsTransition {
  switch (save.section) {
    case 'header':
      return saveHeaderPatch(entry, save.header, user);
    case 'services':
      return saveServicesPatch(entry, save.edit, save.globalFactor, user);
    case 'photos':
      return savePhotosPatch(entry, save.edit, user);
    case 'materials':
      return saveMaterialsPatch(entry, save.edit, user);
  }
}

/**
 * P47: the header the editor's form sends when none of its fields was touched: the stored header
 * through the form and its cleaning, as EditorHeaderSection builds it. A stored header the form
 * writes otherwise than it is stored (a legacy '' field left out, a km stored as the text '8,5'
 * written as 8.5) is no change anyone made.
 */
function untouchedHeader(invoice: Invoice): InvoiceHeader {
  return editorHeaderToSave(invoice.header, headerForm(editorHeader(invoice)), null);
}

/**
 * P47: whether `transition` (a section save's, on `entry`) changes nothing: every field it would
 * write already holds that value, or (the header) it is what the untouched form would write.
 */
function changesNothing(
  entry: InvoiceEntry,
  save: EditorSave,
  user: ActingUser,
  transition: FieldsTransition,
): boolean {
  if (!transition.ok) return false;
  if (writesNothing(entry.invoice, transition.patch)) return true;
  if (save.section !== 'header') return false;
  const untouched = saveHeaderPatch(entry, untouchedHeader(entry.invoice), user);
  return untouched.ok && canonicalJson(untouched.patch) === canonicalJson(transition.patch);
}

/** An editor save's outcome; `unchanged` when it would have written nothing new (P47). */
export type EditorSaveOutcome = Outcome<{ unchanged?: true }>;

/**
 * SPEC §7: one section of the editor, saved by itself through its core use case. P47: a save
 * whose patch leaves the record as read (`entry`) as it is, or a header saved as the untouched
 * form would send it, writes nothing (no revision, no history event) and answers `unchanged`; a
 * refusal (permission, invalid date) still answers as the use case would.
 */
export function saveEditorSection(
  entry: InvoiceEntry,
  save: EditorSave,
  user: SessionUser,
): AppThunk<Promise<EditorSaveOutcome>> {
  return async (_dispatch, _getState, ports) => {
    const acting = actingUser(user);
    if (changesNothing(entry, save, acting, editorTransition(entry, save, acting))) {
      return { ok: true, unchanged: true };
    }
    const { invoices } = ports;
    switch (save.section) {
      case 'header':
        return useCases.perform(invoices, 'saveHeader', entry, acting, save);
      case 'services':
        return useCases.perform(invoices, 'saveServices', entry, acting, save);
      case 'photos':
        return useCases.perform(invoices, 'savePhotos', entry, acting, save);
      case 'materials':
        return useCases.perform(invoices, 'saveMaterials', entry, acting, save);
    }
  };
}

/** P60: stores a prepared photo at `path` (photoPath of the signed-in user); see PhotoStore.put. */
export function storePhoto(
  path: string,
  photo: Blob,
  onProgress?: (progress: PhotoProgress) => void,
): AppThunk<PhotoUpload> {
  return (_dispatch, _getState, ports) =>
    ports.photos.put(path, photo, onProgress ? { onProgress } : {});
}

/** P60: what an <img> shows for a structure's firebasePath (PhotoStore.url). */
export function photoUrl(path: string): AppThunk<Promise<string>> {
  return (_dispatch, _getState, ports) => ports.photos.url(path);
}

/** P60: removes a photo stored and then left before any bulletin pointed at it. */
export function removeLeftPhoto(path: string): AppThunk<Promise<void>> {
  return (_dispatch, _getState, ports) => ports.photos.remove(path);
}
