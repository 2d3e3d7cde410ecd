import type { ByTypeRow, MonthlyRow, ReportKind, ReportRows } from './schemas';
import type { SortSpec } from './sorting';

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

/** P23: what one bar group of the daily chart covers: a day, or a week over 62 days. */
export type DailyChartUnit = 'day' | 'week';

/**
 * One bar group of the daily chart (P23): its days (UTC midnights, inclusive), their D18 work
 * days and goal (daily goal × work days, reais), and the value and count of Boletins per team
 * (by team index).
 */
export interface DailyChartBucket {
  start: number;
  end: number;
  days: number;
  workDays: number;
  goal: number;
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
  /**
   * 'Faturamento Diário por Equipe': teams in team order, the period's days in bar groups: one
   * per day, or per ISO week when the period is longer than 62 days (P23).
   */
  chart: {
    teams: { teamId: string; teamName: string }[];
    unit: DailyChartUnit;
    buckets: DailyChartBucket[];
  };
}

/** A billing cycle of the monthly report (D19). */
export interface MonthlyCycle {
  label: string;
  csvLabel: string;
  start: number;
  end: number;
}

export interface MonthlySummary {
  /** The 12 cycles, oldest first (D19). */
  cycles: MonthlyCycle[];
  goal: number;
  /** Every team row (the chart cards), in team order. */
  teams: MonthlyRow[];
}

/**
 * D20: the team with the highest percentage of a type (ties: the lowest team id), or null when no
 * team has any. P24: `tiedWith` are the other teams that share that percentage as shown (one
 * decimal), in team id order, so the screen names every one of them; empty without a tie.
 */
export interface TypeInsight {
  teamId: string;
  teamName: string;
  percent: number;
  valueCents: number;
  tiedWith: { teamId: string; teamName: string; valueCents: number }[];
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
  /** P46: the global factor (D2) the result's values were computed with. */
  globalFactor: number;
} & ReportSummaries[K];

// ---------------------------------------------------------------- pages and sorting

/** One page request (MUI DataGrid server mode): zero-based page, its size, the sort. */
export interface PageRequest<K extends ReportKind = ReportKind> {
  page: number;
  pageSize: number;
  sort?: SortSpec<K> | null;
}

/** One page of rows and the total after filters and search. */
export interface Page<K extends ReportKind = ReportKind> {
  rows: ReportRows[K][];
  total: number;
}

// ---------------------------------------------------------------- Coelba selections (D49)

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

// ---------------------------------------------------------------- Coelba source lines (issue 22)

/**
 * Issue 22: one service line a Coelba row aggregates (D15), for the row's 'Linhas de origem'
 * dialog: which bulletin holds it (team, key, id: the links to /pdf and /edit), the bulletin's
 * date, and the line's quantity and total. The row's Qtd and Total are the sums of its lines'.
 */
export interface CoelbaSourceLine {
  team: string;
  /** forms/{team}/{key}. */
  key: string;
  /** The bulletin's id (Planilha). */
  invoiceId: string;
  /** D6 date of the bulletin, ms (NaN when none). */
  date: number;
  /** Position of the line in the bulletin's services (D1 toList order). */
  position: number;
  quantity: number;
  /** D5 with the Coelba factor (D4: line factor, else 1), in cents. */
  totalCents: number;
}

// ---------------------------------------------------------------- CSV

/** A CSV for download: its file name (D23) and UTF-8 bytes (transferred, not copied). */
export interface CsvDownload {
  fileName: string;
  buffer: ArrayBuffer;
}

/** D50: a workbook for download: the CSV's file name with .xlsx, and its bytes (transferred). */
export interface XlsxDownload {
  fileName: string;
  buffer: ArrayBuffer;
}
