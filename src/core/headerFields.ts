/**
 * P54: the bulletin header's fields, in one table (SPEC §3). `InvoiceHeader` (core/model) is
 * derived from it, and so are the names a refusal or the history gives a field, the text limits
 * (issue 16), which fields are required and read as numbers, and both layouts: the new/edit
 * form's grid (features/bulletins HeaderFields) and the printable bulletin's (PrintableSections).
 * A field added here is stored, validated, edited and printed with no other change.
 *
 * The table's order is the screens' order: /new's team select above the form, then the form's
 * fields row by row; the PDF's grid lists the fields it places there in the same order.
 *
 * This module imports nothing, so that every other core module may read it without a cycle.
 */

/** What a field holds, which decides how it is typed, read and stored. */
export type HeaderKind =
  /** Free text. */
  | 'text'
  /** A number typed the pt-BR way, stored as the number it reads as (issue 16, D3: 12,5). */
  | 'number'
  /** The bulletin's day as dd/mm/yyyy text (D6, D7); the PDF prints the bulletin's date. */
  | 'date'
  /** A team id (ORCDISTBAnn), chosen in /new's team select and kept by the editor. */
  | 'team'
  /** D14: the order number Dar Baixa sets; only an admin changes it (the editor shows it). */
  | 'pedido';

/**
 * Where a field sits on the new/edit form: `columns` of the 12-column grid (on a phone every
 * field takes a whole 6-column row), 'rest' for what its row has left (the observation takes a
 * whole row, or the row's rest beside the editor's pedido).
 */
export interface FormPlace {
  columns: number | 'rest';
  /** Long texts: the length typed, against the limit, is shown under the field. */
  counter?: boolean;
  /** A text of several lines, shown `rows` high at least. */
  rows?: number;
}

/** Where a field sits on the printable bulletin (SPEC §2 /pdf). */
export type PdfPlace =
  /**
   * A cell of the header grid (4 columns), `columns` wide (1 by default), under `label` when the
   * form's is too long for it; `whenSet`: printed only once it holds a value (else '—' shows).
   */
  | { grid: true; columns?: number; label?: string; whenSet?: boolean }
  /** Its own section under the materials ('Nenhuma observação informada.' when empty). */
  | 'observation'
  /** A signature line at the foot: the name written, the field's label under it. */
  | 'signature';

export interface HeaderFieldInfo {
  /** Its pt-BR name: the form's label, the PDF's, and the one refusals and the history use. */
  label: string;
  /** Issue 16: the longest text it may hold (the input's maxLength); null for none checked. */
  limit: number | null;
  kind: HeaderKind;
  /** SPEC §5: /new and the editor refuse a header without it. */
  required?: boolean;
  /** D28: a report reads it from the header, else from the bulletin's own field of that name. */
  invoiceFallback?: boolean;
  /** Its place on the form; null when the form has no text field for it (team: /new's select). */
  form: FormPlace | null;
  /** Its place on the PDF; null when the PDF does not print it from the header. */
  pdf: PdfPlace | null;
}

/** SPEC §3: the header's fields, in the screens' order. */
export const HEADER_FIELDS = {
  // The PDF's heading prints the team the bulletin is stored under (D32 name), not this copy.
  team: { label: 'Equipe', limit: null, kind: 'team', form: null, pdf: null },
  title: {
    label: 'Título',
    limit: 200,
    kind: 'text',
    required: true,
    invoiceFallback: true,
    form: { columns: 6, counter: true },
    pdf: { grid: true, columns: 2 },
  },
  project: {
    label: 'Projeto',
    limit: 100,
    kind: 'text',
    required: true,
    invoiceFallback: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  date: {
    label: 'Data',
    limit: 10,
    kind: 'date',
    required: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  pms: {
    label: 'PMS',
    limit: 50,
    kind: 'text',
    invoiceFallback: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  os: {
    label: 'OS',
    limit: 50,
    kind: 'text',
    invoiceFallback: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  city: {
    label: 'Município',
    limit: 100,
    kind: 'text',
    invoiceFallback: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  sector: {
    label: 'Setor',
    limit: 100,
    kind: 'text',
    invoiceFallback: true,
    form: { columns: 3 },
    pdf: { grid: true },
  },
  se: { label: 'SE', limit: 50, kind: 'text', form: { columns: 2 }, pdf: { grid: true } },
  // SPEC §3: stored as si, shown as PES.
  si: {
    label: 'PES',
    limit: 50,
    kind: 'text',
    invoiceFallback: true,
    form: { columns: 2 },
    pdf: { grid: true },
  },
  ali: { label: 'ALI', limit: 50, kind: 'text', form: { columns: 2 }, pdf: { grid: true } },
  kmInit: {
    label: 'Km inicial',
    limit: 20,
    kind: 'number',
    form: { columns: 3 },
    pdf: { grid: true },
  },
  kmEnd: {
    label: 'Km final',
    limit: 20,
    kind: 'number',
    form: { columns: 3 },
    pdf: { grid: true },
  },
  respCoelba: {
    label: 'Responsável Coelba',
    limit: 100,
    kind: 'text',
    form: { columns: 3 },
    pdf: 'signature',
  },
  respOrca: {
    label: 'Responsável Orça',
    limit: 100,
    kind: 'text',
    form: { columns: 3 },
    pdf: 'signature',
  },
  operHRec: {
    label: 'Hora de recebimento da operação',
    limit: 50,
    kind: 'text',
    form: { columns: 3 },
    pdf: { grid: true, label: 'Operação: recebimento' },
  },
  operHDev: {
    label: 'Hora de devolução da operação',
    limit: 50,
    kind: 'text',
    form: { columns: 3 },
    pdf: { grid: true, label: 'Operação: devolução' },
  },
  // SPEC §4: set on attach (Dar Baixa); beside the observation in the editor, absent from /new.
  pedido: {
    label: 'Pedido',
    limit: 50,
    kind: 'pedido',
    form: { columns: 3 },
    pdf: { grid: true, whenSet: true },
  },
  observation: {
    label: 'Observação',
    limit: 2000,
    kind: 'text',
    form: { columns: 'rest', counter: true, rows: 2 },
    pdf: 'observation',
  },
} as const satisfies Record<string, HeaderFieldInfo>;

export type HeaderKey = keyof typeof HEADER_FIELDS;

/** Every header key, in table order. */
export const HEADER_KEYS = Object.keys(HEADER_FIELDS) as readonly HeaderKey[];

/** The keys whose entry has what `Where` says (e.g. `{ kind: 'number' }`), as a type. */
export type HeaderKeysWhere<Where> = {
  [K in HeaderKey]: (typeof HEADER_FIELDS)[K] extends Where ? K : never;
}[HeaderKey];

/**
 * The keys whose entry passes `test`, in table order. `K` names the same subset as a type
 * (HeaderKeysWhere), which the caller keeps in agreement with the test.
 */
export function headerKeysWhere<K extends HeaderKey>(
  test: (field: HeaderFieldInfo) => boolean,
): readonly K[] {
  return HEADER_KEYS.filter((key) => test(HEADER_FIELDS[key])) as K[];
}

/** What a field of each kind may hold as stored (D3: a number field may hold either). */
type StoredValue<Kind extends HeaderKind> = Kind extends 'number' ? string | number : string;

/** SPEC §3: the stored header (core/model's `InvoiceHeader`): every field optional. */
export type HeaderRecord = {
  [K in HeaderKey]?: StoredValue<(typeof HEADER_FIELDS)[K]['kind']>;
};

/** D28: the fields a report reads from the header, else from the bulletin's own field. */
export type ReportField = HeaderKeysWhere<{ invoiceFallback: true }>;

/** SPEC §5: the fields /new and the editor require, in table order. */
export type RequiredHeaderKey = HeaderKeysWhere<{ required: true }>;
export const REQUIRED_HEADER_KEYS = headerKeysWhere<RequiredHeaderKey>((f) => f.required === true);

/** Issue 16: the fields typed as numbers (read as typed, D3; stored as numbers). */
export type NumberHeaderKey = HeaderKeysWhere<{ kind: 'number' }>;
export const NUMBER_HEADER_KEYS = headerKeysWhere<NumberHeaderKey>((f) => f.kind === 'number');

/** Issue 16: the fields with a text limit. */
export type LimitedHeaderKey = HeaderKeysWhere<{ limit: number }>;

/** Whether `key` (a path's segment, a stored field) names a field of the table. */
export function isHeaderKey(key: unknown): key is HeaderKey {
  // Stryker disable next-line ConditionalExpression: Object.hasOwn reads a non-text key as text ('5', 'undefined'), which no header key is
  return typeof key === 'string' && Object.hasOwn(HEADER_FIELDS, key);
}
