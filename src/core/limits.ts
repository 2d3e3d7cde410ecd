/**
 * P56 (issue 44): every bound the database rules put on a bulletin, in one table. The rules'
 * tables (adapters/rtdb/rules/tables.ts) build their `.validate` expressions from LIMITS, and the
 * forms' checks (validation.ts, and `lineRoom` here) read the same values, so a form never lets
 * through what the rules then refuse. A form's own bound may be tighter (a header text's A4
 * limit, HEADER_TEXT_LIMITS), never looser: limits.test.ts proves it field by field.
 *
 * This module imports only lists.ts (which imports nothing but types), so every core module may
 * read it without a cycle.
 */
import { storedList } from './lists';
import type { Role, RtdbList } from './model';

/**
 * Service lines a non-admin writes: keys "0" to "99". The rules check each of these positions
 * for a dropped pedido (RTDB rules have no loops), so a longer list is the admin's (P56).
 */
export const PROTECTED_SERVICE_LINES = 100;

/** Issue 16: the most a quantity may be (a line of 100.000 units is already far off). */
export const MAX_QUANTITY = 100_000;

/** The bounds of what a bulletin may hold (issue 14), for every writer, admin included. */
export const LIMITS = {
  /** |price|, |total|, |total_wfactor|, |totalWithFactor|: R$ 1 billion. */
  money: 1e9,
  /** |quantity| of a service or material line. */
  quantity: MAX_QUANTITY,
  /** |factor| of a service line (the global one is 1.6568). */
  factor: 1000,
  /** Any other number: dates and times in ms, km, pg, a header number, a numeric pedido. */
  number: 1e15,
  /** A number stored as text (D3, D6): "1.234,56", "05/02/2025". */
  numberText: 40,
  /** Any text field. The app's own limits are lower (HEADER_TEXT_LIMITS, LINE_TEXT_LIMITS). */
  text: 1000,
  /** header.observation and a structure's obs. */
  longText: 4000,
  /** A structure's image URL (the app's limit). */
  url: 2000,
  /** A line's pedido as text. */
  pedidoText: 100,
  /** Lines of each list, for every writer: keys "0" to "999". */
  lines: 1000,
  /**
   * Service lines a non-admin writes: keys "0" to "99" (PROTECTED_SERVICE_LINES). Also core's
   * number, so a supervisor's split is refused before it writes a longer half.
   */
  protectedLines: PROTECTED_SERVICE_LINES,
} as const;

/** The bulletin's three lists (keys "0","1",…, D1). */
export type LineListName = 'services' | 'materials' | 'photos';

/** How full a list is: the keys it uses and the most it may have for this writer. */
export interface LineRoom {
  /** Stored keys the list spans (a hole counts, P16: a line is added after the last key). */
  used: number;
  /** The most keys this writer may write in the list. */
  max: number;
}

/**
 * P56: the most keys `role` may write in `list`: a non-admin's service lines end at key 99
 * (PROTECTED_SERVICE_LINES), every other list, and an admin's services, at key 999.
 */
export function maxLines(list: LineListName, role: Role | null | undefined): number {
  return list === 'services' && role !== 'admin' ? PROTECTED_SERVICE_LINES : LIMITS.lines;
}

/**
 * P56: the room of `list` as stored (`stored`: the list as read, holes and all) for `role`.
 * `used` counts stored keys, not lines shown: `{ 1: P, 2: Y }` uses 3, as the next line is
 * added at key 3 (core editList).
 *
 * @example
 * lineRoom('services', 'team', { 1: P, 2: Y }); // { used: 3, max: 100 }
 * lineRoom('services', 'admin', []); // { used: 0, max: 1000 }
 */
export function lineRoom<T>(
  list: LineListName,
  role: Role | null | undefined,
  stored: RtdbList<T> | readonly T[] | null | undefined,
): LineRoom {
  return {
    used: storedList(stored as RtdbList<T> | null | undefined).length,
    max: maxLines(list, role),
  };
}

/** P56: may one more line be added (at the key after the last)? */
export function hasRoom(room: LineRoom): boolean {
  return room.used < room.max;
}

/** P56: does the list already reach beyond what this writer may write (an admin's long list)? */
export function beyondRoom(room: LineRoom): boolean {
  return room.used > room.max;
}

/** Is `value` within ±`bound`? (What the rules' numberWithin checks.) */
export function withinBound(value: number, bound: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= bound;
}
