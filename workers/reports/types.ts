import type {
  BillingCycle,
  DateRange,
  GeneralStatusFilter,
  GoalStatus,
  ReportId,
} from '../../src/core';
import type { CsvWriter } from '../csv';
import type { RankKey } from '../engine/order';

/** The ten reports (SPEC §2), by route id. */
export type ReportKind = ReportId;

/** Goals in reais (SPEC §9 defaults 5000, 120000, 124000). */
export interface Goals {
  daily: number;
  max: number;
  monthly: number;
}

/** What every report module takes besides the dataset (which holds the global factor). */
export interface ReportParams {
  /** Selected team ids (any order; tables follow D22). */
  teams: readonly string[];
  /** D6 inclusive period; the monthly report ignores it (D45). */
  period: DateRange;
  /** D8: today, as UTC midnight ms. */
  today: number;
  /** General only (D41); default all. */
  status: GeneralStatusFilter;
  /** D21 search text; reports without search fields ignore it (D41). */
  search: string;
  goals: Goals;
}

// ---------------------------------------------------------------- rows (one page crosses)

/** General report row (SPEC §2, CSV columns SPEC §9). `id` is the row's default-order index. */
export interface GeneralRow {
  id: number;
  team: string;
  teamName: string;
  key: string;
  invoiceId: string;
  project: string;
  title: string;
  pms: string;
  os: string;
  city: string;
  date: number;
  valueCents: number;
  checked: boolean;
  paid: boolean;
  /** D9 label. */
  status: string;
}

/** By-code row: one service line. */
export interface ByCodeRow {
  id: number;
  planilha: string;
  pedido: string;
  date: number;
  code: string;
  service: string;
  quantity: number;
  /** 'Valor': the unit price, reais. */
  price: number;
  project: string;
  city: string;
  si: string;
  os: string;
  sector: string;
  /** 'Total Parc.' (D5), cents. */
  totalCents: number;
}

/** By-team row: one bulletin. */
export interface ByTeamRow {
  id: number;
  team: string;
  teamName: string;
  date: number;
  invoiceId: string;
  project: string;
  title: string;
  pms: string;
  os: string;
  city: string;
  valueCents: number;
}

/** Coelba row: lines of one municipality + code + price + factor + pedido (D15). */
export interface CoelbaRow {
  id: number;
  planilhas: string;
  code: string;
  pedido: string;
  description: string;
  contractItem: string;
  unit: string;
  quantity: number;
  price: number;
  factor: number;
  totalCents: number;
  pes: string;
  city: string;
  /** D15: the row's pedido makes its lines paid. */
  paid: boolean;
  /** How many service lines the row aggregates. */
  lines: number;
}

/**
 * D49: a selection of rows of one result, by row id (a row's identity in that result, never its
 * place on screen): the rows checked ('include'), or every row of the result's current search
 * but those unchecked ('exclude': Selecionar Todos).
 */
export interface RowSelection {
  type: 'include' | 'exclude';
  ids: readonly number[];
}

/** What Atualizar Pedidos will write, shown in its confirmation (issue 21). */
export interface PedidoPreview {
  /** Selected Coelba rows (the Selecionados card). */
  rows: number;
  /** Service lines behind them, and the bulletins that hold those lines. */
  lines: number;
  bulletins: number;
  /** Σ of the rows' totals (D15), in cents. */
  totalCents: number;
  /** Lines that already carry a pedido (D39), which the new one replaces. */
  withPedido: number;
}

/** Paid row: one bulletin. */
export interface PaidRow {
  id: number;
  team: string;
  key: string;
  invoiceId: string;
  title: string;
  si: string;
  pms: string;
  city: string;
  date: number;
  valueCents: number;
  paidValueCents: number;
}

/** Paid-summary row: one selected team (D40). */
export interface PaidSummaryRow {
  id: number;
  teamId: string;
  teamName: string;
  paidAmountCents: number;
  paidCount: number;
  totalCount: number;
  /** D16: whole percent. */
  percentPaid: number;
}

/** Faturamento Real row: one service line. */
export interface FaturamentoRealRow {
  id: number;
  date: number;
  team: string;
  teamName: string;
  invoiceId: string;
  code: string;
  service: string;
  quantity: number;
  price: number;
  unit: string;
  factor: number;
  totalCents: number;
}

/** Daily 'Desempenho por Equipe' row (SPEC §3 daily row). */
export interface DailyRow {
  id: number;
  ranking: number;
  teamId: string;
  teamName: string;
  totalValueCents: number;
  totalInvoices: number;
  checkedInvoices: number;
  viewedInvoices: number;
  viewedValueCents: number;
  pendingInvoices: number;
  workDays: number;
  dailyAverageCents: number;
  goalStatus: GoalStatus;
  maxGoalStatus: GoalStatus;
}

/** Monthly row: one selected team over the 12 cycles (D19, D45). */
export interface MonthlyRow {
  id: number;
  teamId: string;
  teamName: string;
  /** Cents per cycle, oldest first (12). */
  cycleCents: number[];
  /** Monthly goal status per cycle (chart colour). */
  cycleStatus: ('above' | 'below')[];
  totalCents: number;
  /** D45: 0 when no cycle has a value ('Sem dados'). */
  averageCents: number;
  hasData: boolean;
  invoices: number;
}

/** By-type row (SPEC §3). Percentages have one decimal (D43). */
export interface ByTypeRow {
  id: number;
  teamId: string;
  teamName: string;
  fatTotalCents: number;
  deslocamentoCents: number;
  alojamentoCents: number;
  prodOuDisponCents: number;
  deslocamentoPercent: number;
  alojamentoPercent: number;
  prodOuDisponPercent: number;
}

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

// ---------------------------------------------------------------- sort keys (SPEC §2, D34)

export interface ReportSortKeys {
  general: 'id' | 'equipe' | 'data' | 'valor';
  'by-code': 'data' | 'codigo' | 'quantidade' | 'valor';
  'by-team': 'team' | 'invoices' | 'value';
  'by-type': never;
  coelba: 'planilha' | 'codigo' | 'total' | 'municipio';
  paid: 'id' | 'date' | 'totalValue' | 'paidValue';
  'paid-summary': never;
  daily: never;
  monthly: never;
  'faturamento-real': 'data' | 'equipe' | 'codigo' | 'total';
}

/** The sort keys each report allows, in SPEC §2 order (D34: none for the per-team tables). */
export const SORT_KEYS: { readonly [K in ReportKind]: readonly ReportSortKeys[K][] } = {
  general: ['id', 'equipe', 'data', 'valor'],
  'by-code': ['data', 'codigo', 'quantidade', 'valor'],
  'by-team': ['team', 'invoices', 'value'],
  'by-type': [],
  coelba: ['planilha', 'codigo', 'total', 'municipio'],
  paid: ['id', 'date', 'totalValue', 'paidValue'],
  'paid-summary': [],
  daily: [],
  monthly: [],
  'faturamento-real': ['data', 'equipe', 'codigo', 'total'],
};

/** Reports with a text search (D41). */
export const SEARCHABLE: readonly ReportKind[] = [
  'general',
  'by-code',
  'by-team',
  'coelba',
  'paid',
  'faturamento-real',
];

// ---------------------------------------------------------------- summaries (cross to the UI)

/** A count with the value of the bulletins counted (D30). */
export interface CountValue {
  count: number;
  valueCents: number;
}

export interface GeneralSummary {
  cards: {
    totalInvoices: number;
    totalValueCents: number;
    paid: CountValue;
    unpaid: CountValue;
    checked: CountValue;
    unchecked: CountValue;
  };
}

export interface ByCodeSummary {
  cards: {
    lines: number;
    uniqueCodes: number;
    uniqueInvoices: number;
    totalQuantity: number;
    totalValueCents: number;
  };
}

/** By-team group (SPEC §2 "team grouping"), in the grid's current group order. */
export interface TeamGroup {
  team: string;
  teamName: string;
  invoices: number;
  valueCents: number;
}

export interface ByTeamSummary {
  cards: {
    totalTeams: number;
    totalInvoices: number;
    totalValueCents: number;
    /** D30: over teams with at least one bulletin; cents, rounded. */
    averageValuePerTeamCents: number;
    averageInvoicesPerTeam: number;
  };
  /** Groups in default (team) order. */
  groups: TeamGroup[];
}

export interface CoelbaSummary {
  cards: {
    totalServices: number;
    uniqueCodes: number;
    municipalities: number;
    totalQuantity: number;
    totalValueCents: number;
  };
  /** D15, D42: Total, Total Pagos, Total sem pedidos. */
  footers: { totalCents: number; paidCents: number; unpaidCents: number };
}

export interface PaidSummary {
  cards: {
    totalInvoices: number;
    withPayment: number;
    withoutPayment: number;
    totalValueCents: number;
    paidValueCents: number;
    pendingValueCents: number;
  };
}

export interface PaidSummarySummary {
  cards: { paidInvoices: number; totalInvoices: number; paidValueCents: number };
  /** D42: the 'Total' row, % from the column totals. */
  footer: { paidAmountCents: number; paidCount: number; totalCount: number; percentPaid: number };
}

export interface FaturamentoRealSummary {
  cards: { lines: number; totalQuantity: number; totalValueCents: number };
}

/** One day of the daily chart: value and count of Boletins per team (by team index). */
export interface DailyChartDay {
  date: number;
  valueCents: number[];
  invoices: number[];
}

export interface DailySummary {
  cards: {
    totalInvoices: number;
    checkedInvoices: number;
    viewedValueCents: number;
    pendingInvoices: number;
    totalValueCents: number;
    teamsOnGoal: number;
    teamsOffGoal: number;
    /** Meta Atual (reais) and its N dias (D18). */
    finalGoal: number;
    workDays: number;
  };
  /** 'Total Geral' (D42). */
  footer: {
    totalValueCents: number;
    totalInvoices: number;
    checkedInvoices: number;
    viewedValueCents: number;
    pendingInvoices: number;
    dailyAverageCents: number;
  };
  /** 'Faturamento Diário por Equipe': teams in D22 order, every day of the period. */
  chart: { teams: { teamId: string; teamName: string }[]; days: DailyChartDay[] };
}

export interface MonthlySummary {
  /** The 12 cycles, oldest first (D19). */
  cycles: { label: string; csvLabel: string; start: number; end: number }[];
  goal: number;
  /** Every team row (the chart cards), in team order. */
  teams: MonthlyRow[];
}

/** D20: the team with the highest percentage of a type, or null when no team has any. */
export interface TypeInsight {
  teamId: string;
  teamName: string;
  percent: number;
  valueCents: number;
}

export interface ByTypeSummary {
  footer: Omit<ByTypeRow, 'id' | 'teamId' | 'teamName'>;
  insights: {
    alojamento: TypeInsight | null;
    deslocamento: TypeInsight | null;
    prodOuDispon: TypeInsight | null;
  };
  /** The per-team percentage charts (same numbers as the rows). */
  teams: ByTypeRow[];
}

export interface ReportSummaries {
  general: GeneralSummary;
  'by-code': ByCodeSummary;
  'by-team': ByTeamSummary;
  'by-type': ByTypeSummary;
  coelba: CoelbaSummary;
  paid: PaidSummary;
  'paid-summary': PaidSummarySummary;
  daily: DailySummary;
  monthly: MonthlySummary;
  'faturamento-real': FaturamentoRealSummary;
}

/** What a report run hands back to the screen: small, whatever the data size. */
export type ReportHandle<K extends ReportKind = ReportKind> = {
  kind: K;
  /**
   * Which result this is (one number per run or search in this worker). A row id names a row of
   * this result only, so a selection carries it and the worker refuses it on any other (D49).
   */
  run: number;
  /** Rows after filters and search. */
  total: number;
  /** The CSV file name (D23). */
  fileName: string;
} & ReportSummaries[K];

// ---------------------------------------------------------------- engine side

/**
 * The CSV of a result (D23, D24): result row i as one CSV line ending in CRLF, its fields
 * encoded by core's CSV formatters — either as text (`line`) or written straight into the byte
 * buffer (`write`, for the reports of 600,000 lines); footers are encoded fields.
 */
export interface CsvTable {
  headers: readonly string[];
  line?: (index: number) => string;
  write?: (index: number, w: CsvWriter) => void;
  footers: readonly (readonly string[])[];
}

/**
 * A computed report, kept in the worker: rows in D22 default order (row `i` has id `i`),
 * lazily materialized one page at a time.
 */
export interface ReportResult<K extends ReportKind = ReportKind> {
  kind: K;
  rowCount: number;
  summary: ReportSummaries[K];
  row(index: number): ReportRows[K];
  /** Ranks by row index for each allowed sort key (D33 text, numbers as numbers). */
  sortKeys: { readonly [S in ReportSortKeys[K]]: () => RankKey };
  csv: CsvTable;
}

/** Monthly cycles as the summary holds them. */
export function cycleInfo(cycle: BillingCycle): MonthlySummary['cycles'][number] {
  return { label: cycle.label, csvLabel: cycle.csvLabel, start: cycle.start, end: cycle.end };
}
