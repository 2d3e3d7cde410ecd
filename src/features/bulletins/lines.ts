/**
 * Pure helpers of the bulletin screens: catalog items to stored lines, catalog search (D21), the
 * editor's date text (D6/D7) and the snapshots the editor compares to notice a change saved
 * elsewhere. No rule of SPEC lives here: numbers, dates, totals and search come from core.
 */
import { formatDate, invoiceDate } from '../../core/dates';
import { HEADER_FIELDS, isHeaderKey } from '../../core/headerFields';
import { canonicalJson } from '../../core/json';
import { storedList } from '../../core/lists';
import type {
  BulletinFields,
  CatalogMaterial,
  CatalogService,
  Invoice,
  InvoiceHeader,
  MaterialLine,
  PhotoLine,
  ServiceLine,
  ServiceType,
} from '../../core/model';
import { parseNumber, readTypedNumber } from '../../core/numbers';
import { matchesSearch } from '../../core/text';
import { MATERIAL_ACTIONS } from './messages';

/**
 * A catalog service with the catalog it came from (SPEC §3: nde or ndm). Here rather than in
 * thunks.ts, which imports this module (no import cycle, types included).
 */
export interface CatalogServiceItem extends CatalogService {
  catalog: ServiceType;
}

/** SPEC §3: INSTALADO is the default material action. */
export const DEFAULT_MATERIAL_ACTION = MATERIAL_ACTIONS[0];

/** The most catalog rows a picker lists at once (the search narrows the rest). */
export const CATALOG_PAGE = 80;

/** SPEC §2, D21: catalog services whose code or description (service, activity) match. */
export function searchServices(
  items: readonly CatalogServiceItem[],
  query: string,
): CatalogServiceItem[] {
  return items.filter((item) =>
    matchesSearch([item.code, item.service, item.activity, item.description], query),
  );
}

/** D21: catalog materials whose code, description or type match. */
export function searchMaterials(
  items: readonly CatalogMaterial[],
  query: string,
): CatalogMaterial[] {
  return items.filter((item) =>
    matchesSearch([item.material, item.descriptions, item.type], query),
  );
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A service line from a catalog service and the dialog's quantity: code, activity (the catalog's
 * activity, else its service name), description, price (D3), the catalog's own factor when it has
 * one (empty means the global factor applies, D4) and unit.
 */
export function serviceFromCatalog(item: CatalogServiceItem, quantity: number): ServiceLine {
  const factor = parseNumber(item.factor);
  const line: ServiceLine = {
    code: text(item.code),
    activity: text(item.activity) || text(item.service),
    description: text(item.description) || text(item.service),
    quantity,
    price: parseNumber(item.price),
    factor: factor > 0 ? factor : '',
  };
  const unid = text(item.unid);
  if (unid) line.unid = unid;
  return line;
}

/** A material line from the catalog: description, code, quantity, action and type (SPEC §3). */
export function materialFromCatalog(
  item: CatalogMaterial,
  quantity: number,
  action: string,
  type: string,
): MaterialLine {
  return {
    descriptions: text(item.descriptions),
    material: text(item.material),
    quantity,
    action,
    type: type.trim(),
  };
}

/**
 * Issue 16: a number as stored: what the person typed, read by core's one reader (validation
 * refused anything it cannot read before this); a value nobody retyped keeps its D3 reading.
 */
function storedNumber(value: unknown): number {
  const read = readTypedNumber(value);
  return read.ok ? read.value : parseNumber(value);
}

/** The numbers of a line typed as text are stored as numbers ("1,5" is 1.5, D3). */
export function normalizeServiceLine(line: ServiceLine): ServiceLine {
  const out: ServiceLine = {
    ...line,
    code: text(line.code),
    activity: text(line.activity),
    quantity: storedNumber(line.quantity),
    price: storedNumber(line.price),
  };
  const factor = storedNumber(line.factor);
  out.factor = factor > 0 ? factor : '';
  return out;
}

/** A material line with its quantity stored as a number. */
export function normalizeMaterialLine(line: MaterialLine): MaterialLine {
  return {
    ...line,
    descriptions: text(line.descriptions),
    material: text(line.material),
    quantity: storedNumber(line.quantity),
    action: text(line.action) || DEFAULT_MATERIAL_ACTION,
  };
}

/** A structure entry with its text fields trimmed. */
export function normalizePhotoLine(line: PhotoLine): PhotoLine {
  return {
    ...line,
    firebasePath: text(line.firebasePath),
    pg: text(line.pg),
    obs: text(line.obs),
    material: text(line.material),
  };
}

/** D6/D7: the editor's date text: the invoice's date as dd/mm/yyyy, '' when it has none. */
export function editorDateText(invoice: Invoice): string {
  const ms = invoiceDate(invoice);
  return ms === null ? '' : formatDate(ms);
}

/** The header the editor starts from: the stored header with its date as dd/mm/yyyy text. */
export function editorHeader(invoice: Invoice): InvoiceHeader {
  return { ...(invoice.header ?? {}), date: editorDateText(invoice) };
}

/** Issue 16: whether a header field is typed as a number (the header table's kind, P54). */
function isNumberField(field: string): boolean {
  return isHeaderKey(field) && HEADER_FIELDS[field].kind === 'number';
}

/**
 * The header a form holds, with its text trimmed, empty fields left out and the number fields
 * (the km) stored as the numbers they read as (issue 16, D3: "12,5" is 12.5). The editor keeps the stored pedido
 * out of it (editorHeaderToSave).
 */
export function cleanHeader(header: InvoiceHeader): InvoiceHeader {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(header)) {
    const t = typeof value === 'string' ? value.trim() : value;
    if (t === '' || t === undefined || t === null) continue;
    const read = isNumberField(field) ? readTypedNumber(t) : null;
    out[field] = read?.ok ? read.value : t;
  }
  return out as InvoiceHeader;
}

/**
 * The header the editor saves: the stored header with the form's fields over it, cleaned
 * (cleanHeader); Dar Baixa's pedido is the one typed when the admin changed it (`pedido`), else
 * the stored one byte for byte (D14, issue 14: a legacy ' 123 ' is not trimmed, which only an
 * admin may do; core saveHeaderPatch keeps it for anyone else whatever is sent).
 */
export function editorHeaderToSave(
  stored: InvoiceHeader | undefined,
  form: Partial<InvoiceHeader>,
  pedido: string | null,
): InvoiceHeader {
  const { pedido: storedPedido, ...rest } = stored ?? {};
  const header = cleanHeader({ ...rest, ...form, ...(pedido === null ? {} : { pedido }) });
  if (pedido === null && storedPedido !== undefined && storedPedido !== null) {
    header.pedido = storedPedido;
  }
  return header;
}

/** The editor's sections (SPEC §7), each saved by itself. */
export type EditorSection = 'header' | 'services' | 'photos' | 'materials';

export const EDITOR_SECTIONS: readonly EditorSection[] = [
  'header',
  'services',
  'photos',
  'materials',
];

/**
 * What a section's save writes and so what must not have changed elsewhere since it was read:
 * the header with the date; each list as stored, by key (D1, P16: `[null, P]` and `[P]` differ,
 * as a save computed on one would move P's key on the other).
 */
export function sectionSnapshot(invoice: Invoice, section: EditorSection): string {
  switch (section) {
    case 'header':
      return canonicalJson({ header: invoice.header ?? {}, date: invoice.date ?? null });
    case 'services':
      return canonicalJson(storedList(invoice.services));
    case 'photos':
      return canonicalJson(storedList(invoice.photos));
    case 'materials':
      return canonicalJson(storedList(invoice.materials));
  }
}

/** The sections whose stored data differs between two versions of a bulletin. */
export function changedSections(before: Invoice, after: Invoice): EditorSection[] {
  return EDITOR_SECTIONS.filter(
    (section) => sectionSnapshot(before, section) !== sectionSnapshot(after, section),
  );
}

/** The bulletin's lists: compared by key (D1), whatever form the store keeps them in. */
const LIST_FIELDS: ReadonlySet<string> = new Set(['services', 'photos', 'materials']);

/** A field's value as it compares: a list by key, anything else as canonical JSON. */
function fieldSnapshot(field: string, value: unknown): string {
  return LIST_FIELDS.has(field)
    ? canonicalJson(storedList(value as Invoice['services']))
    : canonicalJson(value ?? null);
}

/**
 * P47: whether writing `fields` (a section save's patch, core's saveHeaderPatch and the others)
 * over the bulletin as read leaves it as it is: every field holds what is stored already, but
 * editedBy, which only signs a change (alone it is none).
 */
export function writesNothing(invoice: Invoice, fields: BulletinFields): boolean {
  return Object.entries(fields).every(
    ([field, value]) =>
      field === 'editedBy' ||
      fieldSnapshot(field, value) ===
        fieldSnapshot(field, (invoice as Record<string, unknown>)[field]),
  );
}
