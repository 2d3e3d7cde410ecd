import type { DateRange, Invoice, InvoiceEntry, MultiPathUpdate } from '../model';
import type { Unsubscribe } from './Unsubscribe';

/** Bulletins under forms/{team}/{key} (SPEC §7). Lists come in the database's orderByChild('date') order. */
export interface InvoiceRepo {
  /**
   * One-off read of forms/{team}: with a range, orderByChild('date').startAt(start).endAt(end)
   * (numeric dates only); without one, the whole team (reports need it: D6 text dates).
   */
  list(team: string, range?: DateRange): Promise<InvoiceEntry[]>;
  /** Live subscription to the same ranged query; calls back with the full result on every change. */
  watch(
    team: string,
    range: DateRange,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** Live subscription to forms/{team} orderByChild('checked').equalTo(false) (D11). */
  watchUnchecked(
    team: string,
    onChange: (entries: InvoiceEntry[]) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe;
  /** forms/{team}/{key}, or null. */
  get(team: string, key: string): Promise<InvoiceEntry | null>;
  /** A fresh push key for forms/{team}, generated locally; keys sort in creation order. */
  newKey(team: string): string;
  /** Push a whole new record under forms/{team}; resolves with its key. */
  push(team: string, invoice: Invoice): Promise<string>;
  /** Partial update of forms/{team}/{key}; keys may be deep paths ('header/title'). */
  update(team: string, key: string, patch: Record<string, unknown>): Promise<void>;
  /** Remove forms/{team}/{key}. */
  remove(team: string, key: string): Promise<void>;
  /** One all-or-nothing multi-path update; paths are root-relative ('forms/T/K/services'). */
  updateMany(updates: MultiPathUpdate): Promise<void>;
}
