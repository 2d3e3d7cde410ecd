/** Test helpers for the report engine: the committed tiny fixture, params and CSV text. */
import { readFileSync } from 'node:fs';
import { dayRange, parseIsoDate } from '../src/core/dates';
import { resolveGlobalFactor } from '../src/core/numbers';
import type { Invoice, InvoiceEntry } from '../src/core/model';
import { buildCsv } from './csv';
import { buildDataset } from './engine/dataset';
import type { Dataset } from './engine/dataset';
import { identityOrder } from './engine/order';
import { resolveParams } from './load';
import { runReport } from './reports';
import type { ReportKind, ReportParams } from './contract';
import type { ReportResult } from './reports/result';

/** fixtures/tiny.json (built for today = 2026-11-21). */
export const TINY_JSON = JSON.parse(
  readFileSync(new URL('../fixtures/tiny.json', import.meta.url), 'utf8'),
) as { forms: Record<string, Record<string, Invoice>>; [key: string]: unknown };

export const TINY_TODAY = parseIsoDate('2026-11-21') as number;
export const TINY_TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA10'];

/** D2: the tiny export's global factor (1.6568 under settings/currentFator). */
export const TINY_FACTOR = resolveGlobalFactor([
  (TINY_JSON.defaults as { currentFactor?: unknown } | undefined)?.currentFactor,
]);

/** Every bulletin of the tiny export as entries, team by team, in stored order. */
export function tinyEntries(): InvoiceEntry[] {
  const entries: InvoiceEntry[] = [];
  for (const [team, invoices] of Object.entries(TINY_JSON.forms)) {
    for (const [key, invoice] of Object.entries(invoices)) entries.push({ team, key, invoice });
  }
  return entries;
}

export function tinyDataset(teams: readonly string[]): Dataset {
  return buildDataset(tinyEntries(), teams, TINY_FACTOR);
}

/** Params for tiny: today 2026-11-21, an optional yyyy-mm-dd period (default D31). */
export function tinyParams(
  teams: readonly string[],
  from?: string,
  to?: string,
  extra: Partial<ReportParams> = {},
): ReportParams {
  const base = resolveParams({ teams, today: TINY_TODAY });
  const period =
    from && to ? dayRange(parseIsoDate(from) as number, parseIsoDate(to) as number) : base.period;
  return { ...base, period, ...extra };
}

/** Runs a report on the tiny fixture. */
export function runTiny<K extends ReportKind>(
  kind: K,
  teams: readonly string[],
  from?: string,
  to?: string,
  extra: Partial<ReportParams> = {},
): ReportResult<K> {
  return runReport(kind, tinyDataset(teams), tinyParams(teams, from, to, extra));
}

/** The CSV of a result in default order, decoded, as lines without the BOM and CRLF. */
export function csvLines<K extends ReportKind>(
  result: ReportResult<K>,
  order?: ArrayLike<number>,
): string[] {
  const bytes = buildCsv(result.csv, order ?? identityOrder(result.rowCount));
  // D23: UTF-8 with a byte-order mark.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(1, -2).split('\r\n');
}

/** Every row of a result, in default order. */
export function allRows<K extends ReportKind>(result: ReportResult<K>) {
  return Array.from({ length: result.rowCount }, (_, i) => result.row(i));
}
