import { invoiceInPeriod } from './dates';
import { STATUS_LABELS } from './messages';
import type { DateRange, Invoice, Role } from './model';
import { isTrue } from './numbers';
import { ROLES } from './roles';
import type { BadgeRule } from './roles';

/**
 * D9: the display statuses in precedence order (the first that applies is the bulletin's, see
 * displayStatus). THE list: the report engine stores a status as its index here.
 */
export const DISPLAY_STATUSES = ['attached', 'paid', 'viewed', 'checked', 'pending'] as const;

export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** D9, SPEC §4: viewed means viewedByFat true or status 'viewed'. */
export function isViewed(invoice: Invoice): boolean {
  return isTrue(invoice.viewedByFat) || invoice.status === 'viewed';
}

/** SPEC §4, D18: released (Liberado) means checked is true (D37); otherwise pending. */
export function isChecked(invoice: Invoice): boolean {
  return isTrue(invoice.checked);
}

/** D37: paid only when `paid` is true. */
export function isPaid(invoice: Invoice): boolean {
  return isTrue(invoice.paid);
}

/** D9: attached when attached or archived is true. */
export function isAttached(invoice: Invoice): boolean {
  return isTrue(invoice.attached) || isTrue(invoice.archived);
}

/** D9: Anexado (attached/archived), then Pago, Visualizado, Corrigido, else Pendente. */
export function displayStatus(invoice: Invoice): DisplayStatus {
  if (isAttached(invoice)) return 'attached';
  if (isPaid(invoice)) return 'paid';
  if (isViewed(invoice)) return 'viewed';
  if (isChecked(invoice)) return 'checked';
  return 'pending';
}

/** D9: the pt-BR label of an invoice's display status. */
export function displayStatusLabel(invoice: Invoice): string {
  return STATUS_LABELS[displayStatus(invoice)];
}

/** D10: the sent_status of a bulletin that is listed. */
export const SENT_STATUS_OPENED = 'true_opened';

/** D10: home lists only sent_status 'true_opened'. */
export function acceptedByHome(invoice: Invoice): boolean {
  return invoice.sent_status === SENT_STATUS_OPENED;
}

/** D10, D45: the monthly report accepts sent_status 'true_opened' only. */
export function acceptedByMonthly(invoice: Invoice): boolean {
  return invoice.sent_status === SENT_STATUS_OPENED;
}

/**
 * D10, D37: reports accept sent_status 'true_opened' or a sent_date whose text contains 'true'
 * (case-sensitive; a missing sent_date is not text).
 */
export function acceptedByReports(invoice: Invoice): boolean {
  if (invoice.sent_status === SENT_STATUS_OPENED) return true;
  const sentDate: unknown = invoice.sent_date;
  return sentDate !== undefined && sentDate !== null && String(sentDate).includes('true');
}

/** SPEC §2, D41: the general report's status filter (default all). */
export type GeneralStatusFilter = 'all' | 'paid' | 'unpaid' | 'checked' | 'unchecked';

/** SPEC §2: the general report's status filter options, in menu order. */
export const GENERAL_STATUS_FILTERS: readonly GeneralStatusFilter[] = [
  'all',
  'paid',
  'unpaid',
  'checked',
  'unchecked',
];

/** The home table's status filter (SPEC §2: all, checked, unchecked; default by role, SPEC §6). */
export type HomeStatusFilter = 'all' | 'checked' | 'unchecked';

/** SPEC §2: the home table's status filter options, in menu order. */
export const HOME_STATUS_FILTERS: readonly HomeStatusFilter[] = ['all', 'checked', 'unchecked'];

/** SPEC §2: whether an invoice passes a status filter (paid/checked per D37). */
export function matchesStatusFilter(
  invoice: Invoice,
  filter: GeneralStatusFilter | HomeStatusFilter,
): boolean {
  switch (filter) {
    case 'paid':
      return isPaid(invoice);
    case 'unpaid':
      return !isPaid(invoice);
    case 'checked':
      return isChecked(invoice);
    case 'unchecked':
      return !isChecked(invoice);
    default:
      return true;
  }
}

/** D12: the badge rule of `role`'s entry in the roles table (P54); null when it has none. */
function badgeOf(role: Role | null | undefined): BadgeRule | null {
  return role ? ROLES[role].badge : null;
}

/**
 * D12: whether a listed bulletin waits for the viewer, as its role's badge rule says: unchecked
 * (superv), or checked and not yet viewed (admin); nothing waits for a role without a badge.
 */
export function waitsForViewer(role: Role | null | undefined, invoice: Invoice): boolean {
  const badge = badgeOf(role);
  if (!badge || !acceptedByHome(invoice)) return false;
  switch (badge.waits) {
    case 'unchecked':
      return !isChecked(invoice);
    case 'checkedUnviewed':
      return isChecked(invoice) && !isViewed(invoice);
  }
}

/**
 * D12: where a role's badge finds its candidates, so a store reads only those (the roles
 * table's `badge.read`: superv every unchecked bulletin whatever its date, D11's query; admin
 * the period read, P7, of the home period); a role without a badge reads nothing.
 * `countsInBadge` decides among the candidates.
 */
export type BadgeRead = BadgeRule['read'] | null;

/** D12: which read holds the candidates of `role`'s badge (see BadgeRead). */
export function badgeRead(role: Role | null | undefined): BadgeRead {
  return badgeOf(role)?.read ?? null;
}

/**
 * D12: whether a bulletin counts in `role`'s team badge: it waits for the viewer and, for the
 * admin, its D6 date lies in the home `period` (older is history). THE rule of the badge: the
 * home, the fixture store (in its own thread) and the Firebase adapter all count with it.
 */
export function countsInBadge(
  role: Role | null | undefined,
  period: DateRange,
  invoice: Invoice,
): boolean {
  if (!waitsForViewer(role, invoice)) return false;
  return badgeRead(role) !== 'period' || invoiceInPeriod(invoice, period);
}

/** D12: the team badge: how many bulletins count in it (none for other roles). */
export function badgeCount(
  role: Role | null | undefined,
  period: DateRange,
  invoices: Iterable<Invoice>,
): number {
  let count = 0;
  for (const invoice of invoices) if (countsInBadge(role, period, invoice)) count += 1;
  return count;
}
