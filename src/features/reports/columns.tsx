import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { formatDate } from '../../core/dates';
import {
  formatDecimal,
  formatInteger,
  formatMoney,
  formatMoneyCents,
  formatPercent,
  formatQuantity,
} from '../../core/format';
import { GOAL_STATUS_LABELS, MAX_GOAL_STATUS_LABELS, YES_NO } from '../../core/messages';
import type { TeamTableColumn } from '../../ui/report';
import { visibleColumns } from '../../../workers/contract';
import type {
  ColumnFormat,
  ColumnFormats,
  ColumnSchema,
  VisibleColumn,
} from '../../../workers/contract';

/**
 * The report screens' side of the column schemas (workers/contract/schemas.ts): how each format
 * reads on screen, and the DataGrid and TeamTable columns a schema makes. The headers, order,
 * sortable columns and widths all come from the schema, so a column added there shows here too.
 */

/** Each column format as the screen shows it (pt-BR, SPEC §2). */
export const DISPLAY: { readonly [F in ColumnFormat]: (value: ColumnFormats[F]) => string } = {
  text: (value) => value,
  team: (value) => value,
  date: (value) => formatDate(value),
  yesNo: (value) => (value ? YES_NO.yes : YES_NO.no),
  cents: (value) => formatMoneyCents(value),
  reais: (value) => formatMoney(value),
  quantity: (value) => formatQuantity(value),
  coelbaQuantity: (value) => formatQuantity(value),
  factor: (value) => formatDecimal(value, 4),
  integer: (value) => formatInteger(value),
  ranking: (value) => `${value}º`,
  days: (value) => formatDecimal(value, 2),
  percent: (value) => formatPercent(value),
  percent1: (value) => formatPercent(value, 1),
  goalStatus: (value) => GOAL_STATUS_LABELS[value],
  maxGoalStatus: (value) => MAX_GOAL_STATUS_LABELS[value],
  centsPerCycle: (value) => value.map((cents) => formatMoneyCents(cents)).join(' · '),
};

/** Formats shown as numbers: right-aligned, tabular figures. */
const NUMERIC: ReadonlySet<ColumnFormat> = new Set<ColumnFormat>([
  'cents',
  'reais',
  'quantity',
  'coelbaQuantity',
  'factor',
  'integer',
  'ranking',
  'days',
  'percent',
  'percent1',
]);

/** `value` of a `column` as shown ('' when the row has none). */
export function displayCell(column: VisibleColumn, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (column.format === 'yesNo') return DISPLAY.yesNo(value === true);
  if (NUMERIC.has(column.format) || column.format === 'date') {
    if (typeof value !== 'number') return '';
  }
  return (DISPLAY[column.format] as (value: unknown) => string)(value);
}

/** A schema's shown columns as server-mode DataGrid columns (SPEC §2 sortable ones only). */
export function gridColumns<R extends GridValidRowModel>(schema: ColumnSchema): GridColDef<R>[] {
  return visibleColumns(schema).map((column): GridColDef<R> => {
    const { field, header, format, grid } = column;
    const base: GridColDef<R> = {
      field,
      headerName: header,
      sortable: column.sort !== undefined,
      valueFormatter: (value: unknown) => displayCell(column, value),
    };
    if (NUMERIC.has(format)) {
      return {
        ...base,
        type: 'number',
        flex: grid?.flex ?? 0.8,
        minWidth: grid?.minWidth ?? 120,
        align: 'right',
        headerAlign: 'right',
        cellClassName: 'num-cell',
      };
    }
    if (format === 'date') return { ...base, minWidth: grid?.minWidth ?? 104 };
    if (format === 'yesNo') return { ...base, minWidth: grid?.minWidth ?? 90 };
    return { ...base, flex: grid?.flex ?? 1, minWidth: grid?.minWidth ?? 110 };
  });
}

/** Grid field → the worker's sort key, from the schema's sortable columns (D34). */
export function gridSortKeys(schema: ColumnSchema): Record<string, string> {
  return Object.fromEntries(
    visibleColumns(schema).flatMap((c) => (c.sort === undefined ? [] : [[c.field, c.sort]])),
  );
}

/**
 * A schema's shown columns as TeamTable columns (the per-team tables), with the D42 footer row:
 * `label` in the `labelField` column and the `footer` values under their columns. `render`
 * replaces a column's cell (e.g. the goal chips).
 */
export function teamTableColumns<R extends object>(
  schema: ColumnSchema,
  options: {
    footer?: { labelField: string; label: string; values: object };
    render?: Partial<Record<string, (row: R) => ReactNode>>;
  } = {},
): TeamTableColumn<R>[] {
  const { footer, render = {} } = options;
  const totals = (footer?.values ?? {}) as Record<string, unknown>;
  return visibleColumns(schema).map((column) => {
    const { field } = column;
    const own = render[field];
    const cell = own ?? ((row: R) => displayCell(column, (row as Record<string, unknown>)[field]));
    const footerCell =
      footer === undefined
        ? undefined
        : field === footer.labelField
          ? footer.label
          : field in totals
            ? displayCell(column, totals[field])
            : undefined;
    return {
      id: field,
      label: column.header,
      ...(NUMERIC.has(column.format) ? { numeric: true } : {}),
      cell,
      ...(footerCell === undefined ? {} : { footer: footerCell }),
    };
  });
}
