import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDecimal, formatInteger, formatMoneyCents, formatQuantity } from '../../core/format';
import type { SummaryCard } from '../../ui/report';
import {
  BY_CODE_COLUMNS,
  BY_TEAM_COLUMNS,
  COELBA_COLUMNS,
  FATURAMENTO_REAL_COLUMNS,
  GENERAL_COLUMNS,
  PAID_COLUMNS,
} from '../../../workers/contract';
import type {
  ColumnSchema,
  ReportHandle,
  ReportKind,
  ReportRows,
  ReportSortKeys,
} from '../../../workers/contract';
import { withBulletinLinks } from './bulletinLinks';
import { gridColumns, gridSortKeys } from './columns';
import { CARDS, REPORT_MESSAGES as M } from './messages';

/** A report shown as one server-mode grid with cards (SPEC §2). */
export interface TableReportDef<K extends ReportKind> {
  /** From the report's column schema (headers, order, widths, sortable columns). */
  columns: GridColDef<ReportRows[K] & GridValidRowModel>[];
  /** Column field → the worker's sort key (the schema's `sort`; D34). */
  sortKeys: Partial<Record<string, ReportSortKeys[K]>>;
  cards: (handle: ReportHandle<K>) => SummaryCard[];
  emptyLabel: string;
}

/**
 * The grid columns and sort keys of a report's schema. `bulletinId`: the column that shows the
 * bulletin id of a report whose rows come from bulletins (issue 22: a link to its PDF view,
 * Editar beside it; the rows carry the hidden `team` and `key`).
 */
function fromSchema<K extends ReportKind>(
  schema: ColumnSchema,
  bulletinId?: keyof ReportRows[K] & string,
): Pick<TableReportDef<K>, 'columns' | 'sortKeys'> {
  const columns = gridColumns<ReportRows[K] & GridValidRowModel>(schema);
  return {
    columns: bulletinId ? withBulletinLinks(columns, bulletinId) : columns,
    sortKeys: gridSortKeys(schema) as Partial<Record<string, ReportSortKeys[K]>>,
  };
}

const money = (cents: number) => formatMoneyCents(cents);
const count = (value: number) => formatInteger(value);
const countValue = (label: string, c: { count: number; valueCents: number }): SummaryCard => ({
  label,
  value: formatInteger(c.count),
  detail: formatMoneyCents(c.valueCents),
});

export const GENERAL: TableReportDef<'general'> = {
  ...fromSchema<'general'>(GENERAL_COLUMNS, 'invoiceId'),
  cards: ({ cards }) => [
    { label: CARDS.general.totalInvoices, value: count(cards.totalInvoices), tone: 'neutral' },
    { label: CARDS.general.totalValue, value: money(cards.totalValueCents) },
    { ...countValue(CARDS.general.paid, cards.paid), tone: 'success' },
    { ...countValue(CARDS.general.unpaid, cards.unpaid), tone: 'error' },
    { ...countValue(CARDS.general.checked, cards.checked), tone: 'success' },
    { ...countValue(CARDS.general.unchecked, cards.unchecked), tone: 'warning' },
  ],
  emptyLabel: M.emptyInvoices,
};

export const BY_CODE: TableReportDef<'by-code'> = {
  ...fromSchema<'by-code'>(BY_CODE_COLUMNS, 'planilha'),
  cards: ({ cards }) => [
    { label: CARDS.byCode.lines, value: count(cards.lines), tone: 'neutral' },
    { label: CARDS.byCode.uniqueCodes, value: count(cards.uniqueCodes), tone: 'neutral' },
    { label: CARDS.byCode.uniqueInvoices, value: count(cards.uniqueInvoices), tone: 'neutral' },
    {
      label: CARDS.byCode.totalQuantity,
      value: formatQuantity(cards.totalQuantity),
      tone: 'neutral',
    },
    { label: CARDS.byCode.totalValue, value: money(cards.totalValueCents) },
  ],
  emptyLabel: M.emptyLines,
};

export const BY_TEAM: TableReportDef<'by-team'> = {
  ...fromSchema<'by-team'>(BY_TEAM_COLUMNS, 'invoiceId'),
  cards: ({ cards }) => [
    { label: CARDS.byTeam.totalTeams, value: count(cards.totalTeams), tone: 'neutral' },
    { label: CARDS.byTeam.totalInvoices, value: count(cards.totalInvoices), tone: 'neutral' },
    { label: CARDS.byTeam.totalValue, value: money(cards.totalValueCents) },
    { label: CARDS.byTeam.averageValue, value: money(cards.averageValuePerTeamCents) },
    {
      label: CARDS.byTeam.averageInvoices,
      value: formatDecimal(cards.averageInvoicesPerTeam, 1),
      tone: 'neutral',
    },
  ],
  emptyLabel: M.emptyInvoices,
};

/** Pagos; the PDF column is added by the screen (it needs the handover). */
export const PAID: TableReportDef<'paid'> = {
  ...fromSchema<'paid'>(PAID_COLUMNS, 'invoiceId'),
  cards: ({ cards }) => [
    { label: CARDS.paid.totalInvoices, value: count(cards.totalInvoices), tone: 'neutral' },
    { label: CARDS.paid.withPayment, value: count(cards.withPayment), tone: 'success' },
    { label: CARDS.paid.withoutPayment, value: count(cards.withoutPayment), tone: 'error' },
    { label: CARDS.paid.totalValue, value: money(cards.totalValueCents) },
    { label: CARDS.paid.paidValue, value: money(cards.paidValueCents), tone: 'success' },
    { label: CARDS.paid.pendingValue, value: money(cards.pendingValueCents), tone: 'warning' },
  ],
  emptyLabel: M.emptyInvoices,
};

export const FATURAMENTO_REAL: TableReportDef<'faturamento-real'> = {
  ...fromSchema<'faturamento-real'>(FATURAMENTO_REAL_COLUMNS, 'invoiceId'),
  cards: ({ cards }) => [
    { label: CARDS.faturamentoReal.lines, value: count(cards.lines), tone: 'neutral' },
    {
      label: CARDS.faturamentoReal.totalQuantity,
      value: formatQuantity(cards.totalQuantity),
      tone: 'neutral',
    },
    { label: CARDS.faturamentoReal.totalValue, value: money(cards.totalValueCents) },
  ],
  emptyLabel: M.emptyLines,
};

/** Coelba; the Selecione column and the selected-items card are added by the screen. */
export const COELBA_TABLE: TableReportDef<'coelba'> = {
  ...fromSchema<'coelba'>(COELBA_COLUMNS),
  cards: ({ cards }) => [
    { label: CARDS.coelba.totalServices, value: count(cards.totalServices), tone: 'neutral' },
    { label: CARDS.coelba.uniqueCodes, value: count(cards.uniqueCodes), tone: 'neutral' },
    { label: CARDS.coelba.municipalities, value: count(cards.municipalities), tone: 'neutral' },
    {
      label: CARDS.coelba.totalQuantity,
      value: formatQuantity(cards.totalQuantity),
      tone: 'neutral',
    },
    { label: CARDS.coelba.totalValue, value: money(cards.totalValueCents) },
  ],
  emptyLabel: M.emptyRows,
};

/** The grid sort model's first item as the worker's SortSpec (null: the D22 default order). */
export function sortSpecOf<K extends ReportKind>(
  def: Pick<TableReportDef<K>, 'sortKeys'>,
  model: readonly { field: string; sort?: 'asc' | 'desc' | null | undefined }[],
): { key: ReportSortKeys[K]; direction: 'asc' | 'desc' } | null {
  const item = model[0];
  if (!item || !item.sort) return null;
  const key = def.sortKeys[item.field];
  return key ? { key, direction: item.sort } : null;
}

/** The reports shown as a grid: their screen mounts it at the route's first visit (issue 17). */
export type TableReportKind =
  'general' | 'by-code' | 'by-team' | 'coelba' | 'paid' | 'faturamento-real';

const ZERO = { count: 0, valueCents: 0 };
const NO_RESULT: {
  [K in TableReportKind]: Omit<
    ReportHandle<K>,
    'kind' | 'run' | 'total' | 'fileName' | 'globalFactor'
  >;
} = {
  general: {
    cards: {
      totalInvoices: 0,
      totalValueCents: 0,
      paid: ZERO,
      unpaid: ZERO,
      checked: ZERO,
      unchecked: ZERO,
    },
  },
  'by-code': {
    cards: { lines: 0, uniqueCodes: 0, uniqueInvoices: 0, totalQuantity: 0, totalValueCents: 0 },
  },
  'by-team': {
    cards: {
      totalTeams: 0,
      totalInvoices: 0,
      totalValueCents: 0,
      averageValuePerTeamCents: 0,
      averageInvoicesPerTeam: 0,
    },
    groups: [],
  },
  coelba: {
    cards: {
      totalServices: 0,
      uniqueCodes: 0,
      municipalities: 0,
      totalQuantity: 0,
      totalValueCents: 0,
    },
    footers: { totalCents: 0, paidCents: 0, unpaidCents: 0 },
  },
  paid: {
    cards: {
      totalInvoices: 0,
      withPayment: 0,
      withoutPayment: 0,
      totalValueCents: 0,
      paidValueCents: 0,
      pendingValueCents: 0,
    },
  },
  'faturamento-real': { cards: { lines: 0, totalQuantity: 0, totalValueCents: 0 } },
};

export function isTableReport(kind: ReportKind): kind is TableReportKind {
  return kind in NO_RESULT;
}

/**
 * What a table report's screen holds before its first result (issue 17): no rows, and a run no
 * result has (-1). It feeds the grid mounted, hidden, at the route's first visit, so Gerar
 * Relatório updates that grid in place instead of paying the DataGrid's mount after the click.
 */
export function noResultHandle<K extends TableReportKind>(kind: K): ReportHandle<K> {
  // No factor was used: nothing shows it before a result (the screen shows a result's only).
  return {
    kind,
    run: -1,
    total: 0,
    fileName: '',
    globalFactor: Number.NaN,
    ...NO_RESULT[kind],
  } as ReportHandle<K>;
}
