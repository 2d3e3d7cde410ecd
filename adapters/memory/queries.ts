/**
 * The paths and queries of forms/{team} that the memory InvoiceRepo and the store-side badge
 * counts (waitingCounts.ts) both use: one place, imported by each (no cycle through the repo).
 */
import type { DateRange } from '../../src/core/model';
import type { TreeQuery } from './tree';

/** forms/{team} (SPEC §7). */
export const formsPath = (team: string): string => `forms/${team}`;

/** The whole team in the database's date order (InvoiceRepo.listAll). */
export const BY_DATE: TreeQuery = { orderByChild: 'date' };

/**
 * Every team's bulletins in date order: what the shared fixture store packs ahead (packed.ts),
 * so each part of a period read is a slice of it.
 */
export const PERIOD_READ_PACKING = { under: 'forms', orderByChild: BY_DATE.orderByChild };

/**
 * P7: the three indexed queries of a period read, in orderByChild('date') order: no (or a
 * boolean) date, the numeric dates in the period, every text date.
 */
export function periodQueries(period: DateRange): TreeQuery[] {
  return [
    { orderByChild: 'date', endAt: true },
    { orderByChild: 'date', startAt: period.start, endAt: period.end },
    { orderByChild: 'date', startAt: '' },
  ];
}

/** D11: the second live query of the home table, every bulletin awaiting review. */
export const UNCHECKED: TreeQuery = { orderByChild: 'checked', equalTo: false };
