import type { ReportField } from '../../src/core/headerFields';
import { REPORT_COLUMNS } from '../contract';
import type { ColumnSchema, ColumnSource, LineTextField, ReportColumns } from '../contract';

/**
 * Which texts the engine keeps per bulletin and per service line: those the report schemas
 * read (workers/contract/schemas.ts), plus the few the engine's own aggregates read. A column
 * added to a schema with a source not kept yet is kept from the next load on, with no edit
 * here (teamColumns.ts allocates, interns and merges whatever these lists name).
 */

/** The sources that are not a text field of D28 or of a line (read by name in sources.ts). */
export const NAMED_SOURCES = [
  'invoice.id',
  'invoice.key',
  'invoice.team',
  'invoice.teamName',
  'invoice.teamLabel',
  'invoice.date',
  'invoice.value',
  'invoice.paidValue',
  'invoice.checked',
  'invoice.paid',
  'invoice.status',
  'line.factor',
  'line.quantity',
  'line.price',
  'line.total',
] as const satisfies readonly ColumnSource[];

type NamedSource = (typeof NAMED_SOURCES)[number];

/** Every source a schema reads. */
type SchemaSource = {
  [K in keyof ReportColumns]: Extract<ReportColumns[K][number], { source: ColumnSource }>['source'];
}[keyof ReportColumns];

/** Coelba's own reads: Município and PES of its lines' bulletins (D29). */
const ENGINE_INVOICE_TEXTS = ['city', 'si'] as const satisfies readonly ReportField[];
/** Code (sorts, D20 kinds), pedido (D15) and Coelba's description and unit (D28, D44). */
const ENGINE_LINE_TEXTS = [
  'code',
  'pedido',
  'coelbaDescription',
  'coelbaUnit',
] as const satisfies readonly LineTextField[];

/** The text fields of `prefix` among sources `S` (distributes over the union). */
type FieldsRead<
  S,
  Prefix extends string,
  F extends string,
> = S extends `${Prefix}${infer X extends F}` ? X : never;

/** The D28 fields kept per bulletin (string ids in `invText`). */
export type InvoiceTextField =
  FieldsRead<SchemaSource, 'invoice.', ReportField> | (typeof ENGINE_INVOICE_TEXTS)[number];

/** The line texts kept per line (string ids in `lineText`). */
export type KeptLineText =
  FieldsRead<SchemaSource, 'line.', LineTextField> | (typeof ENGINE_LINE_TEXTS)[number];

function isNamed(source: ColumnSource): source is NamedSource {
  return (NAMED_SOURCES as readonly string[]).includes(source);
}

/** The text field a source reads, when it reads one of `prefix` ('invoice.' or 'line.'). */
export function textFieldOf(source: ColumnSource, prefix: 'invoice.' | 'line.'): string | null {
  return !isNamed(source) && source.startsWith(prefix) ? source.slice(prefix.length) : null;
}

function fieldsRead(prefix: 'invoice.' | 'line.'): string[] {
  const schemas: readonly ColumnSchema[] = Object.values(REPORT_COLUMNS);
  return schemas.flatMap((schema) =>
    schema.flatMap((c) => {
      const field = c.source === undefined ? null : textFieldOf(c.source, prefix);
      // Stryker disable next-line ConditionalExpression,ArrayDeclaration: read while the module loads (INVOICE_TEXT_FIELDS), before Stryker switches a mutant on; keepsLineText's includes() cannot see an extra entry. Mutated by hand (issue 45: the test made false, the empty list filled), columnSet.test.ts fails
      return field === null ? [] : [field];
    }),
  );
}

/** The D28 fields kept, in the order the schemas first read them (then the engine's own). */
export const INVOICE_TEXT_FIELDS = [
  ...new Set([...fieldsRead('invoice.'), ...ENGINE_INVOICE_TEXTS]),
] as readonly InvoiceTextField[];

/** Whether the line text `field` is kept (a schema or the engine reads it). */
export function keepsLineText(field: LineTextField): field is KeptLineText {
  return (
    (ENGINE_LINE_TEXTS as readonly string[]).includes(field) || fieldsRead('line.').includes(field)
  );
}
