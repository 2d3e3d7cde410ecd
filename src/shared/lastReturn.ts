/**
 * Issue 15: a bulletin's last return to supervision (`Invoice.lastReturn`, kept until it is
 * forwarded again), read for the screens that show it: the home row's icon and the editor's
 * warning.
 */
import { formatDateTime } from '../core/format';
import type { Invoice, LastReturn } from '../core/model';

/** The bulletin's last return when it holds a readable one (a reason), else null. */
export function lastReturnOf(invoice: Invoice): LastReturn | null {
  const last: unknown = invoice.lastReturn;
  if (!last || typeof last !== 'object') return null;
  const { reason, byName, at } = last as Partial<Record<keyof LastReturn, unknown>>;
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (text === '') return null;
  return {
    reason: text,
    byName: typeof byName === 'string' ? byName.trim() : '',
    at: typeof at === 'number' ? at : Number.NaN,
  };
}

/** When it was returned, in the viewer's local time ('21/11/2026 14:32'; '' when unknown). */
export function lastReturnWhen(last: LastReturn): string {
  return Number.isFinite(last.at)
    ? formatDateTime(last.at, -new Date(last.at).getTimezoneOffset())
    : '';
}
