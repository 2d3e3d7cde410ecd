import type { ColumnSchema, SortKeysOf } from './columns';
import { BY_TEAM_GROUP_SORTS, REPORT_COLUMNS } from './schemas';
import type { ReportColumns, ReportKind } from './schemas';

/**
 * What the schemas say about sorting and searching (SPEC §2, D34, D41): the sort keys of each
 * report, in column order, and the reports with a search. Derived here, not listed: a column
 * declared with `sort` or `search` is sortable or searched everywhere at once.
 */

/** The sort keys of each report (SPEC §2, D34: none for the per-team tables). */
export type ReportSortKeys = {
  [K in ReportKind]: K extends 'by-team'
    ? (typeof BY_TEAM_GROUP_SORTS)[number]
    : SortKeysOf<ReportColumns[K]>;
};

function columnSorts(schema: ColumnSchema): string[] {
  return schema.flatMap((c) => (c.hidden !== true && c.sort !== undefined ? [c.sort] : []));
}

/** The sort keys each report allows, in column order (SPEC §2 order). */
export const SORT_KEYS = Object.fromEntries(
  Object.entries(REPORT_COLUMNS).map(([kind, schema]) => [
    kind,
    kind === 'by-team' ? [...BY_TEAM_GROUP_SORTS] : columnSorts(schema),
  ]),
) as unknown as { readonly [K in ReportKind]: readonly ReportSortKeys[K][] };

/** Reports with a text search (D41): those with a searched column. */
export const SEARCHABLE: readonly ReportKind[] = (
  Object.keys(REPORT_COLUMNS) as ReportKind[]
).filter((kind) =>
  (REPORT_COLUMNS[kind] as ColumnSchema).some((c) => c.hidden !== true && c.search === true),
);

/** A column sort (SPEC §2): the key of an allowed column and its direction. */
export interface SortSpec<K extends ReportKind = ReportKind> {
  key: ReportSortKeys[K];
  direction: 'asc' | 'desc';
}

/**
 * SPEC §2: clicking the same sort column toggles asc/desc; a new column starts asc.
 *
 * @example
 * nextSort(null, 'valor') // { key: 'valor', direction: 'asc' }
 * nextSort({ key: 'valor', direction: 'asc' }, 'valor') // desc
 */
export function nextSort<K extends ReportKind>(
  current: SortSpec<K> | null | undefined,
  key: ReportSortKeys[K],
): SortSpec<K> {
  if (current && current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}

/** Whether `key` is a sort key of `kind` (SPEC §2, D34). */
export function isSortKey<K extends ReportKind>(kind: K, key: string): key is ReportSortKeys[K] {
  return (SORT_KEYS[kind] as readonly string[]).includes(key);
}
