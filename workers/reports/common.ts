import { inRange } from '../../src/core/dates';
import { matchesSearch, normalizeForSearch } from '../../src/core/text';
import { FLAG_ACCEPTED } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import type { ReportParams } from '../contract';

/**
 * Which invoices a period-filtered report reads: accepted by reports (D10) with a valid date in
 * the period (D6). One byte per invoice.
 */
export function invoicesInPeriod(data: Dataset, params: ReportParams): Uint8Array {
  const n = data.invoiceCount;
  const mask = new Uint8Array(n);
  const { invFlags, invDate } = data;
  // Stryker disable next-line EqualityOperator: one step past the end reads invFlags[n] (undefined), whose FLAG_ACCEPTED bit is 0, and a typed array ignores a write past its end
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
  // Stryker disable next-line ConditionalExpression,StringLiteral: a blank query matches every text and team (matchesSearch), so its mask keeps every row, as null does
  if (normalizeForSearch(query) === '') return null;
  const strings = data.strings.matches(query);
  const teams = new Uint8Array(data.teams.length);
  data.teamNames.forEach((name, t) => {
    teams[t] = matchesSearch([name], query) ? 1 : 0;
  });
  return { strings, teams };
}

/** `format`, memoised by value (quantities and prices repeat across lines); bounded. */
export function memoNumber(format: (value: number) => string): (value: number) => string {
  const cache = new Map<number, string>();
  return (value) => {
    let f = cache.get(value);
    // Stryker disable next-line ConditionalExpression: the memo only saves work; formatting the value again gives the same text
    if (f === undefined) {
      f = format(value);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: when the memo is emptied bounds memory, not the answer
      if (cache.size > 100_000) cache.clear();
      cache.set(value, f);
    }
    return f;
  };
}
