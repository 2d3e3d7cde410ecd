import { CSV_EOL, CSV_SEPARATOR, inRange, matchesSearch, normalizeForSearch } from '../../src/core';
import { FLAG_ACCEPTED } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { rankNumbers } from '../engine/order';
import type { RankKey } from '../engine/order';
import type { ReportParams } from './types';

/**
 * Which invoices a period-filtered report reads: accepted by reports (D10) with a valid date in
 * the period (D6). One byte per invoice.
 */
export function invoicesInPeriod(data: Dataset, params: ReportParams): Uint8Array {
  const n = data.invoiceCount;
  const mask = new Uint8Array(n);
  const { invFlags, invDate } = data;
  for (let i = 0; i < n; i += 1) {
    if ((invFlags[i] as number) & FLAG_ACCEPTED && inRange(invDate[i] as number, params.period)) {
      mask[i] = 1;
    }
  }
  return mask;
}

/** D21 search prepared once per run: which strings and which teams match; null = no search. */
export interface Search {
  strings: Uint8Array;
  teams: Uint8Array;
}

/** D21: prepares the search; null when the query is blank (everything matches). */
export function prepareSearch(data: Dataset, query: string): Search | null {
  if (normalizeForSearch(query) === '') return null;
  const strings = data.strings.matches(query);
  const teams = new Uint8Array(data.teams.length);
  data.teamNames.forEach((name, t) => {
    teams[t] = matchesSearch([name], query) ? 1 : 0;
  });
  return { strings, teams };
}

/**
 * A rank key for result rows that each stand for an item (invoice or line): row r takes
 * `ranks[ids[items[r]]]` (or `ranks[items[r]]` without ids).
 */
export function itemKey(items: Int32Array, ranks: RankKey, ids?: ArrayLike<number>): RankKey {
  const out = new Int32Array(items.length);
  const r = ranks.ranks;
  if (ids)
    for (let i = 0; i < items.length; i += 1)
      out[i] = r[ids[items[i] as number] as number] as number;
  else for (let i = 0; i < items.length; i += 1) out[i] = r[items[i] as number] as number;
  return { ranks: out, max: ranks.max };
}

/** A rank key of numbers (money, quantities) that each result row reads from its item. */
export function itemNumberKey(items: Int32Array, values: ArrayLike<number>): RankKey {
  const out = new Float64Array(items.length);
  for (let i = 0; i < items.length; i += 1) out[i] = values[items[i] as number] as number;
  return rankNumbers(out);
}

/** `format`, memoised by value (quantities and prices repeat across lines); bounded. */
export function memoNumber(format: (value: number) => string): (value: number) => string {
  const cache = new Map<number, string>();
  return (value) => {
    let f = cache.get(value);
    if (f === undefined) {
      f = format(value);
      if (cache.size > 100_000) cache.clear();
      cache.set(value, f);
    }
    return f;
  };
}

/** D23: the field separator and line end, for CSV lines built by concatenation. */
export const SEP = CSV_SEPARATOR;
export const EOL = CSV_EOL;
