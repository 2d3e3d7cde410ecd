import type { ReportId } from '../../src/core/reports';
import type { ColumnSchema, RowOf } from './columns';

/**
 * The column schema of each report (SPEC §2, §9, D24): the ONE place a report's columns are
 * declared. It makes the row type (RowOf), the engine's rows, CSV header and cells, sorts and
 * search (workers/reports/table.ts, workers/csv.ts), the invoice and line texts the engine keeps
 * (workers/engine/teamColumns.ts) and the screen's grid columns (src/features/reports/columns.tsx).
 * Adding a column is one entry here plus its test (docs/reports.md "Adding a column").
 *
 * Headers are the Portuguese text the user reads, identical in the CSV and on screen (D24).
 */

/** The ten reports (SPEC §2), by route id. */
export type ReportKind = ReportId;

export const GENERAL_COLUMNS = [
  { field: 'team', format: 'text', source: 'invoice.team', hidden: true },
  { field: 'key', format: 'text', source: 'invoice.key', hidden: true },
  {
    field: 'invoiceId',
    header: 'ID',
    format: 'text',
    source: 'invoice.id',
    sort: 'id',
    search: true,
    grid: { flex: 0.7, minWidth: 100 },
  },
  {
    field: 'teamName',
    header: 'Equipe',
    format: 'team',
    source: 'invoice.teamName',
    sort: 'equipe',
    search: true,
    // Issue 17: 'Equipe 17' whole at 1366 with room to spare (the column minimum is 110).
    grid: { flex: 0.8, minWidth: 96 },
  },
  { field: 'project', header: 'Projeto', format: 'text', source: 'invoice.project', search: true },
  {
    field: 'title',
    header: 'Título',
    format: 'text',
    source: 'invoice.title',
    search: true,
    grid: { flex: 1.4, minWidth: 160 },
  },
  {
    field: 'pms',
    header: 'PMS',
    format: 'text',
    source: 'invoice.pms',
    search: true,
    grid: { flex: 0.7, minWidth: 90 },
  },
  {
    field: 'os',
    header: 'OS',
    format: 'text',
    source: 'invoice.os',
    search: true,
    grid: { flex: 0.7, minWidth: 90 },
  },
  { field: 'city', header: 'Município', format: 'text', source: 'invoice.city', search: true },
  { field: 'date', header: 'Data', format: 'date', source: 'invoice.date', sort: 'data' },
  {
    field: 'valueCents',
    header: 'Valor Total',
    format: 'cents',
    source: 'invoice.value',
    sort: 'valor',
    grid: { minWidth: 130 },
  },
  { field: 'checked', header: 'Corrigido', format: 'yesNo', source: 'invoice.checked' },
  { field: 'paid', header: 'Pago', format: 'yesNo', source: 'invoice.paid' },
  {
    field: 'status',
    header: 'Status',
    format: 'text',
    source: 'invoice.status',
    // 'Visualizado', the longest status, whole; the general table fits 1366 (issue 17).
    grid: { flex: 0.7, minWidth: 100 },
  },
] as const satisfies ColumnSchema;

export const BY_CODE_COLUMNS = [
  // Issue 22: the Planilha cell links to the bulletin (/pdf, /edit); never shown nor written.
  { field: 'team', format: 'text', source: 'invoice.team', hidden: true },
  { field: 'key', format: 'text', source: 'invoice.key', hidden: true },
  {
    field: 'planilha',
    header: 'Planilha',
    format: 'text',
    source: 'invoice.id',
    grid: { flex: 0.7, minWidth: 88 },
  },
  {
    field: 'pedido',
    header: 'Pedido',
    format: 'text',
    source: 'line.pedido',
    search: true,
    grid: { flex: 0.7, minWidth: 110 },
  },
  {
    field: 'date',
    header: 'Data',
    format: 'date',
    source: 'invoice.date',
    sort: 'data',
    grid: { minWidth: 96 },
  },
  {
    field: 'code',
    header: 'Código',
    format: 'text',
    source: 'line.code',
    sort: 'codigo',
    search: true,
    grid: { flex: 0.6, minWidth: 100 },
  },
  {
    field: 'service',
    header: 'Serviço',
    format: 'text',
    source: 'line.service',
    search: true,
    grid: { flex: 1.2, minWidth: 150 },
  },
  {
    field: 'quantity',
    header: 'Qtd',
    format: 'quantity',
    source: 'line.quantity',
    sort: 'quantidade',
    grid: { minWidth: 72 },
  },
  // SPEC §2: 'valor' sorts the Valor column, the unit price.
  {
    field: 'price',
    header: 'Valor',
    format: 'reais',
    source: 'line.price',
    sort: 'valor',
    grid: { minWidth: 96 },
  },
  {
    field: 'project',
    header: 'Projeto',
    format: 'text',
    source: 'invoice.project',
    search: true,
    grid: { flex: 0.8, minWidth: 100 },
  },
  {
    field: 'city',
    header: 'Mun.',
    format: 'text',
    source: 'invoice.city',
    search: true,
    grid: { flex: 0.8, minWidth: 90 },
  },
  {
    field: 'si',
    header: 'PES',
    format: 'text',
    source: 'invoice.si',
    grid: { flex: 0.5, minWidth: 80 },
  },
  {
    field: 'os',
    header: 'OS',
    format: 'text',
    source: 'invoice.os',
    grid: { flex: 0.5, minWidth: 80 },
  },
  {
    field: 'sector',
    header: 'Setor',
    format: 'text',
    source: 'invoice.sector',
    grid: { flex: 0.5, minWidth: 80 },
  },
  {
    field: 'totalCents',
    header: 'Total Parc.',
    format: 'cents',
    source: 'line.total',
    grid: { minWidth: 112 },
  },
] as const satisfies ColumnSchema;

/** By-team sorts its team groups, not a column (SPEC §2 "team grouping"; D34). */
export const BY_TEAM_GROUP_SORTS = ['team', 'invoices', 'value'] as const;

export const BY_TEAM_COLUMNS = [
  // Issue 22: the ID (Planilha) cell links to the bulletin (/pdf, /edit).
  { field: 'team', format: 'text', source: 'invoice.team', hidden: true },
  { field: 'key', format: 'text', source: 'invoice.key', hidden: true },
  {
    field: 'teamName',
    header: 'Equipe',
    format: 'team',
    source: 'invoice.teamLabel',
    search: true,
    grid: { flex: 0.8 },
  },
  { field: 'date', header: 'Data', format: 'date', source: 'invoice.date' },
  {
    field: 'invoiceId',
    header: 'ID (Planilha)',
    format: 'text',
    source: 'invoice.id',
    search: true,
    grid: { flex: 0.8 },
  },
  { field: 'project', header: 'Projeto', format: 'text', source: 'invoice.project', search: true },
  {
    field: 'title',
    header: 'Título',
    format: 'text',
    source: 'invoice.title',
    search: true,
    grid: { flex: 1.5, minWidth: 170 },
  },
  {
    field: 'pms',
    header: 'PMS',
    format: 'text',
    source: 'invoice.pms',
    grid: { flex: 0.6, minWidth: 90 },
  },
  {
    field: 'os',
    header: 'OS',
    format: 'text',
    source: 'invoice.os',
    grid: { flex: 0.6, minWidth: 90 },
  },
  { field: 'city', header: 'Município', format: 'text', source: 'invoice.city', search: true },
  {
    field: 'valueCents',
    header: 'Valor',
    format: 'cents',
    source: 'invoice.value',
    grid: { minWidth: 130 },
  },
] as const satisfies ColumnSchema;

/** Coelba rows aggregate lines (D15): every column is computed by the report module. */
export const COELBA_COLUMNS = [
  {
    field: 'planilhas',
    header: 'Planilhas',
    format: 'text',
    sort: 'planilha',
    search: true,
    // Issue 22: room for the 'Linhas de origem' button beside two ids.
    grid: { flex: 1.3, minWidth: 128 },
  },
  {
    field: 'code',
    header: 'Código',
    format: 'text',
    sort: 'codigo',
    search: true,
    grid: { flex: 0.6, minWidth: 84 },
  },
  {
    field: 'pedido',
    header: 'Pedido',
    format: 'text',
    search: true,
    grid: { flex: 0.6, minWidth: 80 },
  },
  {
    field: 'description',
    header: 'Descrição do Serviço',
    format: 'text',
    search: true,
    grid: { flex: 1.8, minWidth: 160 },
  },
  {
    field: 'contractItem',
    header: 'Itens do Contrato',
    format: 'text',
    grid: { flex: 0.7, minWidth: 100 },
  },
  { field: 'unit', header: 'Unid', format: 'text', grid: { flex: 0.4, minWidth: 56 } },
  { field: 'quantity', header: 'Qtd', format: 'coelbaQuantity', grid: { minWidth: 80 } },
  { field: 'price', header: 'Preço', format: 'reais', grid: { minWidth: 100 } },
  { field: 'factor', header: 'Fator', format: 'factor', grid: { minWidth: 76 } },
  { field: 'totalCents', header: 'Total', format: 'cents', sort: 'total' },
  { field: 'pes', header: 'PES', format: 'text', grid: { flex: 0.6, minWidth: 76 } },
  {
    field: 'city',
    header: 'Município',
    format: 'text',
    sort: 'municipio',
    search: true,
    grid: { flex: 0.9 },
  },
  /** D15: the row's pedido makes its lines paid. */
  { field: 'paid', format: 'yesNo', hidden: true },
  /** How many service lines the row aggregates. */
  { field: 'lines', format: 'integer', hidden: true },
] as const satisfies ColumnSchema;

export const PAID_COLUMNS = [
  { field: 'team', format: 'text', source: 'invoice.team', hidden: true },
  { field: 'key', format: 'text', source: 'invoice.key', hidden: true },
  {
    field: 'invoiceId',
    header: 'ID',
    format: 'text',
    source: 'invoice.id',
    sort: 'id',
    search: true,
    grid: { flex: 0.7, minWidth: 100 },
  },
  {
    field: 'title',
    header: 'Título',
    format: 'text',
    source: 'invoice.title',
    search: true,
    grid: { flex: 1.6, minWidth: 180 },
  },
  {
    field: 'si',
    header: 'PES',
    format: 'text',
    source: 'invoice.si',
    search: true,
    grid: { flex: 0.6, minWidth: 80 },
  },
  {
    field: 'pms',
    header: 'PMS',
    format: 'text',
    source: 'invoice.pms',
    search: true,
    grid: { flex: 0.6, minWidth: 90 },
  },
  { field: 'city', header: 'Município', format: 'text', source: 'invoice.city', search: true },
  { field: 'date', header: 'Data', format: 'date', source: 'invoice.date', sort: 'date' },
  {
    field: 'valueCents',
    header: 'Valor (R$)',
    format: 'cents',
    source: 'invoice.value',
    sort: 'totalValue',
    grid: { minWidth: 130 },
  },
  {
    field: 'paidValueCents',
    header: 'Valor Pago (R$)',
    format: 'cents',
    source: 'invoice.paidValue',
    sort: 'paidValue',
    grid: { minWidth: 140 },
  },
] as const satisfies ColumnSchema;

/** One row per selected team (D40). */
export const PAID_SUMMARY_COLUMNS = [
  { field: 'teamId', format: 'text', hidden: true },
  { field: 'teamName', header: 'Equipe', format: 'team' },
  { field: 'paidAmountCents', header: 'Valor Total Pago', format: 'cents' },
  { field: 'paidCount', header: 'Qtd. Pagos', format: 'integer' },
  { field: 'totalCount', header: 'Qtd. Total', format: 'integer' },
  { field: 'percentPaid', header: '% Pagos', format: 'percent' },
] as const satisfies ColumnSchema;

export const FATURAMENTO_REAL_COLUMNS = [
  // Issue 22: the N Planilha (ID) cell links to the bulletin (/pdf, /edit).
  { field: 'team', format: 'text', source: 'invoice.team', hidden: true },
  { field: 'key', format: 'text', source: 'invoice.key', hidden: true },
  { field: 'date', header: 'Data', format: 'date', source: 'invoice.date', sort: 'data' },
  {
    field: 'teamName',
    header: 'Equipe',
    format: 'team',
    source: 'invoice.teamName',
    sort: 'equipe',
    search: true,
    grid: { flex: 0.8 },
  },
  {
    field: 'invoiceId',
    header: 'N Planilha (ID)',
    format: 'text',
    source: 'invoice.id',
    search: true,
    grid: { flex: 0.8, minWidth: 120 },
  },
  {
    field: 'code',
    header: 'Código',
    format: 'text',
    source: 'line.code',
    sort: 'codigo',
    search: true,
    grid: { flex: 0.6, minWidth: 100 },
  },
  {
    field: 'service',
    header: 'Serviço',
    format: 'text',
    source: 'line.service',
    search: true,
    grid: { flex: 1.8, minWidth: 200 },
  },
  {
    field: 'quantity',
    header: 'QTD.',
    format: 'quantity',
    source: 'line.quantity',
    grid: { minWidth: 90 },
  },
  {
    field: 'price',
    header: 'Preço',
    format: 'reais',
    source: 'line.price',
    grid: { minWidth: 110 },
  },
  {
    field: 'unit',
    header: 'UND',
    format: 'text',
    source: 'line.unit',
    grid: { flex: 0.4, minWidth: 70 },
  },
  {
    field: 'factor',
    header: 'Fator',
    format: 'factor',
    source: 'line.factor',
    grid: { minWidth: 90 },
  },
  {
    field: 'totalCents',
    header: 'Total Parcial',
    format: 'cents',
    source: 'line.total',
    sort: 'total',
    grid: { minWidth: 130 },
  },
] as const satisfies ColumnSchema;

/** 'Desempenho por Equipe' (SPEC §3 daily row): one row per selected team (D40). */
export const DAILY_COLUMNS = [
  { field: 'teamId', format: 'text', hidden: true },
  { field: 'viewedInvoices', format: 'integer', hidden: true },
  { field: 'ranking', header: 'Ranking', format: 'ranking' },
  { field: 'teamName', header: 'Equipe', format: 'team' },
  { field: 'totalValueCents', header: 'Faturamento', format: 'cents' },
  { field: 'totalInvoices', header: 'Boletins', format: 'integer' },
  { field: 'checkedInvoices', header: 'Liberados', format: 'integer' },
  { field: 'viewedValueCents', header: 'Valor Visualizado', format: 'cents' },
  { field: 'pendingInvoices', header: 'Pendentes', format: 'integer' },
  { field: 'workDays', header: 'Dias Trabalhados', format: 'days' },
  { field: 'dailyAverageCents', header: 'Média Diária', format: 'cents' },
  { field: 'goalStatus', header: 'Status da Meta', format: 'goalStatus' },
  { field: 'maxGoalStatus', header: 'Status Meta Máxima', format: 'maxGoalStatus' },
] as const satisfies ColumnSchema;

/** One row per selected team over the 12 cycles (D19, D45). */
export const MONTHLY_COLUMNS = [
  { field: 'teamId', format: 'text', hidden: true },
  /** D45: false when no cycle has a value ('Sem dados'). */
  { field: 'hasData', format: 'yesNo', hidden: true },
  { field: 'teamName', header: 'Equipe', format: 'team' },
  /** Cents per cycle, oldest first; headed by the cycles' CSV labels (D24). */
  { field: 'cycleCents', header: 'Ciclos', format: 'centsPerCycle' },
  { field: 'totalCents', header: 'Total', format: 'cents' },
  /** D45: 0 when no cycle has a value. */
  { field: 'averageCents', header: 'Média', format: 'cents' },
  { field: 'invoices', header: 'Boletins', format: 'integer' },
] as const satisfies ColumnSchema;

/** Percentages have one decimal (D43). */
export const BY_TYPE_COLUMNS = [
  { field: 'teamId', format: 'text', hidden: true },
  { field: 'teamName', header: 'Equipe', format: 'team' },
  { field: 'fatTotalCents', header: 'Fat. Total', format: 'cents' },
  { field: 'deslocamentoCents', header: 'Deslocamento', format: 'cents' },
  { field: 'alojamentoCents', header: 'Alojamento', format: 'cents' },
  { field: 'prodOuDisponCents', header: 'Produção ou Disponibilidade', format: 'cents' },
  { field: 'deslocamentoPercent', header: '% Deslocamento', format: 'percent1' },
  { field: 'alojamentoPercent', header: '% Alojamento', format: 'percent1' },
  { field: 'prodOuDisponPercent', header: '% Produção ou Disponibilidade', format: 'percent1' },
] as const satisfies ColumnSchema;

/** Every report's schema, by kind. */
export const REPORT_COLUMNS = {
  general: GENERAL_COLUMNS,
  'by-code': BY_CODE_COLUMNS,
  'by-team': BY_TEAM_COLUMNS,
  'by-type': BY_TYPE_COLUMNS,
  coelba: COELBA_COLUMNS,
  paid: PAID_COLUMNS,
  'paid-summary': PAID_SUMMARY_COLUMNS,
  daily: DAILY_COLUMNS,
  monthly: MONTHLY_COLUMNS,
  'faturamento-real': FATURAMENTO_REAL_COLUMNS,
} as const satisfies { readonly [K in ReportKind]: ColumnSchema };

export type ReportColumns = typeof REPORT_COLUMNS;

/** D42: the labels of the footer rows, in the CSV and on screen. */
export const FOOTER_LABELS = {
  total: 'Total',
  coelbaPaid: 'Total Pagos',
  coelbaUnpaid: 'Total sem pedidos',
  dailyTotal: 'Total Geral',
} as const;

// ---------------------------------------------------------------- rows (one page crosses)

export type GeneralRow = RowOf<typeof GENERAL_COLUMNS>;
export type ByCodeRow = RowOf<typeof BY_CODE_COLUMNS>;
export type ByTeamRow = RowOf<typeof BY_TEAM_COLUMNS>;
export type CoelbaRow = RowOf<typeof COELBA_COLUMNS>;
export type PaidRow = RowOf<typeof PAID_COLUMNS>;
export type PaidSummaryRow = RowOf<typeof PAID_SUMMARY_COLUMNS>;
export type FaturamentoRealRow = RowOf<typeof FATURAMENTO_REAL_COLUMNS>;
export type DailyRow = RowOf<typeof DAILY_COLUMNS>;
/** Plus the monthly goal status of each cycle (chart colour). */
export type MonthlyRow = RowOf<typeof MONTHLY_COLUMNS> & { cycleStatus: ('above' | 'below')[] };
export type ByTypeRow = RowOf<typeof BY_TYPE_COLUMNS>;

/** A report's row type, by kind. */
export interface ReportRows {
  general: GeneralRow;
  'by-code': ByCodeRow;
  'by-team': ByTeamRow;
  'by-type': ByTypeRow;
  coelba: CoelbaRow;
  paid: PaidRow;
  'paid-summary': PaidSummaryRow;
  daily: DailyRow;
  monthly: MonthlyRow;
  'faturamento-real': FaturamentoRealRow;
}
