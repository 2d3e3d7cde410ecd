import type { ReportField } from './headerFields';
import type { Invoice, InvoiceHeader, ServiceLine } from './model';

/**
 * D28: the report fields read from the header, else from the invoice's own field: the header
 * table's `invoiceFallback` fields (P54).
 */
export type { ReportField };

/** SPEC §9: the Coelba contract item. */
export const COELBA_CONTRACT_ITEM = '4600035150';

/** D44: units when a line has none: EA in reports, UD in Coelba, UN on the PDF. */
export const DEFAULT_UNIT = 'EA';
export const COELBA_DEFAULT_UNIT = 'UD';
export const PDF_DEFAULT_UNIT = 'UN';

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for anything but a number
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The first of two values that reads as text (two parameters, no rest array: 4M calls a load). */
function firstText(first: unknown, second: unknown): string {
  const t = text(first);
  return t !== '' ? t : text(second);
}

/** D28: project, title, pms, os, city, sector or si from the header, else the invoice's field. */
export function reportField(invoice: Invoice, field: ReportField): string {
  const header: InvoiceHeader | undefined = invoice.header;
  return firstText(header?.[field], invoice[field]);
}

/** The invoice id as text ('' when missing). */
export function invoiceIdOf(invoice: Invoice): string {
  return text(invoice.id);
}

/** D28: a line's Serviço is its activity, else its description. */
export function serviceNameOf(line: ServiceLine): string {
  return firstText(line.activity, line.description);
}

/** D28: Coelba's Descrição do Serviço is the description, else the activity. */
export function coelbaDescriptionOf(line: ServiceLine): string {
  return firstText(line.description, line.activity);
}

/** A line's code as written, trimmed. */
export function codeOf(line: ServiceLine): string {
  return text(line.code);
}

/** D44: UND is unid, else und, else EA. */
export function unitOf(line: ServiceLine): string {
  return firstText(line.unid, line.und) || DEFAULT_UNIT;
}

/** D44: Coelba's Unid falls back to UD. */
export function coelbaUnitOf(line: ServiceLine): string {
  return firstText(line.unid, line.und) || COELBA_DEFAULT_UNIT;
}

/** D44, SPEC §2: the PDF shows UN when the line has no unit. */
export function pdfUnitOf(line: ServiceLine): string {
  return firstText(line.unid, line.und) || PDF_DEFAULT_UNIT;
}
