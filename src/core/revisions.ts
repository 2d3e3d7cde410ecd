/**
 * D51: a bulletin's revision. Every change of a bulletin sets `rev` to the stored value plus
 * one in the same write; the database refuses any other value. A record without a numeric
 * `rev` (every record written before D51, and legacy exports, D1) counts as 0, exactly as the
 * rules read it (`data.child('rev').isNumber() ? … : 0`).
 */
import type { Invoice } from './model';

/** The revision a change of this record is made on. */
export function revisionOf(invoice: Pick<Invoice, 'rev'> | null | undefined): number {
  const rev = invoice?.rev;
  return typeof rev === 'number' ? rev : 0;
}
