import type { InvoiceEntry } from '../../core/model';
import type { HomeStatusFilter } from '../../core/status';
import type { DisplayStatus } from '../../core/status';
import { acceptedByHome, displayStatus, matchesStatusFilter } from '../../core/status';
import { formatDate, invoiceDate } from '../../core/dates';
import { invoiceIdOf, reportField } from '../../core/fields';
import { formatMoneyCents } from '../../core/format';
import { invoiceValueCents, pedidoOf } from '../../core/money';
import { STATUS_LABELS } from '../../core/messages';
import { matchesSearch } from '../../core/text';

/** One row of 'Boletins da Equipe': what the columns show, with the entry it came from. */
export interface BulletinRow {
  /** The push key: unique within the team, so the grid's row id. */
  id: string;
  invoiceId: string;
  title: string;
  project: string;
  /** D6: ms UTC, or null when the bulletin has no valid date. */
  date: number | null;
  city: string;
  /** D5/D36: the value with factor, in cents (stored total when no line has a code). */
  valueCents: number;
  status: DisplayStatus;
  /** SPEC §3, D14: the pedido Dar Baixa stored in the header ('' when none). */
  pedido: string;
  /** The stored record, for the row actions (issue 5). */
  entry: InvoiceEntry;
}

/** The header's pedido read as D39 reads a line's ('' when there is none). */
function headerPedidoOf(invoice: InvoiceEntry['invoice']): string {
  const pedido = pedidoOf({ pedido: invoice.header?.pedido });
  return pedido === '-' ? '' : pedido;
}

/** D10: only sent_status true_opened is listed; each listed entry becomes a row. */
export function toBulletinRows(
  entries: readonly InvoiceEntry[],
  globalFactor: number,
): BulletinRow[] {
  const rows: BulletinRow[] = [];
  for (const entry of entries) {
    const { invoice } = entry;
    if (!acceptedByHome(invoice)) continue;
    rows.push({
      id: entry.key,
      invoiceId: invoiceIdOf(invoice),
      title: reportField(invoice, 'title'),
      project: reportField(invoice, 'project'),
      date: invoiceDate(invoice),
      city: reportField(invoice, 'city'),
      valueCents: invoiceValueCents(invoice, globalFactor),
      status: displayStatus(invoice),
      pedido: headerPedidoOf(invoice),
      entry,
    });
  }
  return rows;
}

/** The text of a row a quick search looks through: every column as shown. */
function searchableFields(row: BulletinRow): string[] {
  return [
    row.invoiceId,
    row.title,
    row.project,
    row.date === null ? '' : formatDate(row.date),
    row.city,
    formatMoneyCents(row.valueCents),
    STATUS_LABELS[row.status],
    row.pedido,
  ];
}

/** SPEC §2 status filter, then the D21 quick search (case- and accent-insensitive). */
export function filterBulletinRows(
  rows: readonly BulletinRow[],
  statusFilter: HomeStatusFilter,
  search: string,
): BulletinRow[] {
  return rows.filter(
    (row) =>
      matchesStatusFilter(row.entry.invoice, statusFilter) &&
      matchesSearch(searchableFields(row), search),
  );
}
