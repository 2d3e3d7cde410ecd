import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  YES_NO,
  formatDate,
  formatDecimal,
  formatInteger,
  formatMoney,
  formatMoneyCents,
  formatQuantity,
} from '../../core';
import type { SummaryCard } from '../../ui/report';
import type {
  ReportHandle,
  ReportKind,
  ReportRows,
  ReportSortKeys,
} from '../../../workers/reports/types';
import { CARDS, COLUMNS, REPORT_MESSAGES as M } from './messages';

/** A report shown as one server-mode grid with cards (SPEC §2). */
export interface TableReportDef<K extends ReportKind> {
  columns: GridColDef<ReportRows[K] & GridValidRowModel>[];
  /** Column field → the worker's sort key (SPEC §2 names the sortable keys; D34). */
  sortKeys: Partial<Record<string, ReportSortKeys[K]>>;
  cards: (handle: ReportHandle<K>) => SummaryCard[];
  emptyLabel: string;
}

type Col<K extends ReportKind> = GridColDef<ReportRows[K] & GridValidRowModel>;

const text = <K extends ReportKind>(
  field: string,
  headerName: string,
  flex = 1,
  minWidth = 110,
): Col<K> => ({
  field,
  headerName,
  flex,
  minWidth,
  sortable: false,
});

const numeric = <K extends ReportKind>(
  field: string,
  headerName: string,
  format: (value: number) => string,
  minWidth = 120,
): Col<K> => ({
  field,
  headerName,
  type: 'number',
  minWidth,
  flex: 0.8,
  sortable: false,
  align: 'right',
  headerAlign: 'right',
  cellClassName: 'num-cell',
  valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : ''),
});

const date = <K extends ReportKind>(field: string, headerName: string): Col<K> => ({
  field,
  headerName,
  minWidth: 104,
  sortable: false,
  valueFormatter: (value: unknown) => (typeof value === 'number' ? formatDate(value) : ''),
});

const yesNo = <K extends ReportKind>(field: string, headerName: string): Col<K> => ({
  field,
  headerName,
  minWidth: 90,
  sortable: false,
  valueFormatter: (value: unknown) => (value === true ? YES_NO.yes : YES_NO.no),
});

/** Marks the SPEC §2 sortable columns (the others never sort). */
function withSort<K extends ReportKind>(
  columns: Col<K>[],
  sortKeys: Partial<Record<string, ReportSortKeys[K]>>,
): Col<K>[] {
  return columns.map((c) => ({ ...c, sortable: c.field in sortKeys }));
}

const money = (cents: number) => formatMoneyCents(cents);
const reais = (value: number) => formatMoney(value);
const count = (value: number) => formatInteger(value);
const countValue = (label: string, c: { count: number; valueCents: number }): SummaryCard => ({
  label,
  value: formatInteger(c.count),
  detail: formatMoneyCents(c.valueCents),
});

const generalSort = {
  invoiceId: 'id',
  teamName: 'equipe',
  date: 'data',
  valueCents: 'valor',
} as const;
const C = COLUMNS;

export const GENERAL: TableReportDef<'general'> = {
  sortKeys: generalSort,
  columns: withSort<'general'>(
    [
      text('invoiceId', C.general.id, 0.7, 100),
      text('teamName', C.general.team, 0.8, 110),
      text('project', C.general.project),
      text('title', C.general.title, 1.4, 160),
      text('pms', C.general.pms, 0.7, 90),
      text('os', C.general.os, 0.7, 90),
      text('city', C.general.city),
      date('date', C.general.date),
      numeric('valueCents', C.general.value, money, 130),
      yesNo('checked', C.general.checked),
      yesNo('paid', C.general.paid),
      text('status', C.general.status, 0.7, 110),
    ],
    generalSort,
  ),
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

const byCodeSort = {
  date: 'data',
  code: 'codigo',
  quantity: 'quantidade',
  price: 'valor',
} as const;

export const BY_CODE: TableReportDef<'by-code'> = {
  sortKeys: byCodeSort,
  columns: withSort<'by-code'>(
    [
      text('planilha', C.byCode.planilha, 0.7, 100),
      text('pedido', C.byCode.pedido, 0.6, 90),
      date('date', C.byCode.date),
      text('code', C.byCode.code, 0.6, 100),
      text('service', C.byCode.service, 1.6, 180),
      numeric('quantity', C.byCode.quantity, formatQuantity, 90),
      numeric('price', C.byCode.price, reais, 110),
      text('project', C.byCode.project, 0.8, 100),
      text('city', C.byCode.city, 0.8, 110),
      text('si', C.byCode.si, 0.6, 80),
      text('os', C.byCode.os, 0.6, 80),
      text('sector', C.byCode.sector, 0.6, 90),
      numeric('totalCents', C.byCode.total, money, 120),
    ],
    byCodeSort,
  ),
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
  // SPEC §2: by-team sorts the team groups (team, invoices, value), from the groups table.
  sortKeys: {},
  columns: withSort<'by-team'>(
    [
      text('teamName', C.byTeam.team, 0.8, 110),
      date('date', C.byTeam.date),
      text('invoiceId', C.byTeam.id, 0.8, 110),
      text('project', C.byTeam.project),
      text('title', C.byTeam.title, 1.5, 170),
      text('pms', C.byTeam.pms, 0.6, 90),
      text('os', C.byTeam.os, 0.6, 90),
      text('city', C.byTeam.city),
      numeric('valueCents', C.byTeam.value, money, 130),
    ],
    {},
  ),
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

const paidSort = {
  invoiceId: 'id',
  date: 'date',
  valueCents: 'totalValue',
  paidValueCents: 'paidValue',
} as const;

/** Pagos; the PDF column is added by the screen (it needs the handover). */
export const PAID: TableReportDef<'paid'> = {
  sortKeys: paidSort,
  columns: withSort<'paid'>(
    [
      text('invoiceId', C.paid.id, 0.7, 100),
      text('title', C.paid.title, 1.6, 180),
      text('si', C.paid.si, 0.6, 80),
      text('pms', C.paid.pms, 0.6, 90),
      text('city', C.paid.city),
      date('date', C.paid.date),
      numeric('valueCents', C.paid.value, money, 130),
      numeric('paidValueCents', C.paid.paidValue, money, 140),
    ],
    paidSort,
  ),
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

const realSort = { date: 'data', teamName: 'equipe', code: 'codigo', totalCents: 'total' } as const;

export const FATURAMENTO_REAL: TableReportDef<'faturamento-real'> = {
  sortKeys: realSort,
  columns: withSort<'faturamento-real'>(
    [
      date('date', C.faturamentoReal.date),
      text('teamName', C.faturamentoReal.team, 0.8, 110),
      text('invoiceId', C.faturamentoReal.id, 0.8, 120),
      text('code', C.faturamentoReal.code, 0.6, 100),
      text('service', C.faturamentoReal.service, 1.8, 200),
      numeric('quantity', C.faturamentoReal.quantity, formatQuantity, 90),
      numeric('price', C.faturamentoReal.price, reais, 110),
      text('unit', C.faturamentoReal.unit, 0.4, 70),
      numeric('factor', C.faturamentoReal.factor, (v) => formatDecimal(v, 4), 90),
      numeric('totalCents', C.faturamentoReal.total, money, 130),
    ],
    realSort,
  ),
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

const coelbaSort = {
  planilhas: 'planilha',
  code: 'codigo',
  totalCents: 'total',
  city: 'municipio',
} as const;

/** Coelba; the Selecione column and the selected-items card are added by the screen. */
export const COELBA_TABLE: TableReportDef<'coelba'> = {
  sortKeys: coelbaSort,
  columns: withSort<'coelba'>(
    [
      text('planilhas', C.coelba.planilhas, 1.1, 110),
      text('code', C.coelba.code, 0.6, 84),
      text('pedido', C.coelba.pedido, 0.6, 80),
      text('description', C.coelba.description, 1.8, 160),
      text('contractItem', C.coelba.contractItem, 0.7, 100),
      text('unit', C.coelba.unit, 0.4, 56),
      numeric('quantity', C.coelba.quantity, formatQuantity, 80),
      numeric('price', C.coelba.price, reais, 100),
      numeric('factor', C.coelba.factor, (v) => formatDecimal(v, 4), 76),
      numeric('totalCents', C.coelba.total, money, 120),
      text('pes', C.coelba.pes, 0.6, 76),
      text('city', C.coelba.city, 0.9, 110),
    ],
    coelbaSort,
  ),
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
