import type { GoalStatus } from '../../src/core/goals';
import type { ReportField } from '../../src/core/headerFields';

/**
 * How a column's cells are written, and the value a row holds for each. The CSV side
 * (workers/csv.ts, `CSV_CELLS`) and the screen side (src/features/reports/columns.tsx) each map
 * every format to a formatter, so a new format is a compile error until both sides write it.
 */
export interface ColumnFormats {
  /** Text as it is: formula-safe (D47), then an RFC 4180 field in the CSV (D23). */
  text: string;
  /** A team's name: formula-safe (D47), always quoted in the CSV (D24). */
  team: string;
  /** D6 date, ms; dd/mm/yyyy (empty when NaN). */
  date: number;
  /** Sim / Não. */
  yesNo: boolean;
  /** Money in cents: 1234,56 in the CSV, R$ 1.234,56 on screen. */
  cents: number;
  /** Money in reais (unit prices): two decimals. */
  reais: number;
  /** A quantity (D3 number): up to its own decimals. */
  quantity: number;
  /** Coelba's Qtd (D15 sums): its own CSV rule, a quantity on screen. */
  coelbaQuantity: number;
  /** D4 factor: four decimals (D43). */
  factor: number;
  integer: number;
  /** Position 1, 2, … (1º on screen). */
  ranking: number;
  /** D18 worked days: two decimals. */
  days: number;
  /** D16 whole percent. */
  percent: number;
  /** D43 percent with one decimal. */
  percent1: number;
  /** Status da Meta (D18). */
  goalStatus: GoalStatus;
  /** Status Meta Máxima (D18). */
  maxGoalStatus: GoalStatus;
  /** Monthly (D19, D24): one money cell per billing cycle, headed by the cycles' labels. */
  centsPerCycle: number[];
}

export type ColumnFormat = keyof ColumnFormats;

/** Texts of a service line the engine keeps (interned), by the core rule that reads them. */
export type LineTextField =
  'code' | 'service' | 'unit' | 'pedido' | 'coelbaDescription' | 'coelbaUnit';

/**
 * What the engine can read for a row without a report's own code, and the value it gives: a
 * bulletin's fields (also on a line's row, through its bulletin) and a service line's. A column
 * with a source is filled, written, sorted and searched by the engine from the dataset; a
 * column without one is computed by its report module (aggregates).
 */
export type ColumnSources = {
  /** The bulletin's id (Planilha). */
  'invoice.id': string;
  /** forms/{team}/{key}: its push key. */
  'invoice.key': string;
  /** Its team's id. */
  'invoice.team': string;
  /** D32 team name. */
  'invoice.teamName': string;
  /** D32 team name, 'Sem Equipe' for the unnamed team (SPEC §2 by-team). */
  'invoice.teamLabel': string;
  /** D6 date (ms, NaN when none). */
  'invoice.date': number;
  /** D5/D36 value, cents. */
  'invoice.value': number;
  /** D16 paid value, cents. */
  'invoice.paidValue': number;
  'invoice.checked': boolean;
  'invoice.paid': boolean;
  /** D9 display status label. */
  'invoice.status': string;
  /** D4 effective factor (global fallback). */
  'line.factor': number;
  'line.quantity': number;
  /** The unit price, reais. */
  'line.price': number;
  /** D5 line total, cents. */
  'line.total': number;
} & { [F in ReportField as `invoice.${F}`]: string } & {
  [F in LineTextField as `line.${F}`]: string;
};

export type ColumnSource = keyof ColumnSources;

/** The sources whose value fits a format. */
type SourceFor<V> = {
  [S in ColumnSource]: ColumnSources[S] extends V ? S : never;
}[ColumnSource];

interface ColumnBase<F extends ColumnFormat> {
  /** The row property (Page rows, DataGrid field). */
  readonly field: string;
  readonly format: F;
  /** Read by the engine; absent: the report module computes it. */
  readonly source?: SourceFor<ColumnFormats[F]>;
}

/**
 * A shown column: in the CSV and on screen, in this order, under `header` (D24: the CSV header
 * is the screen's, to the letter).
 */
type VisibleOf<F extends ColumnFormat> = ColumnBase<F> & {
  readonly header: string;
  /** The sort key the screen and the CLI use for this column (SPEC §2, D34). */
  readonly sort?: string;
  /** D21, D41: the report's search looks in this column. */
  readonly search?: true;
  /** Grid layout (DataGrid flex and minimum width); defaults by format. */
  readonly grid?: { readonly flex?: number; readonly minWidth?: number };
  readonly hidden?: undefined;
};

/** A row property neither the CSV nor the grid shows (what a screen action needs). */
type HiddenOf<F extends ColumnFormat> = ColumnBase<F> & {
  readonly hidden: true;
};

export type VisibleColumn = { [F in ColumnFormat]: VisibleOf<F> }[ColumnFormat];
export type HiddenField = { [F in ColumnFormat]: HiddenOf<F> }[ColumnFormat];

/** One entry of a report's column schema. */
export type ColumnSpec = VisibleColumn | HiddenField;

export type ColumnSchema = readonly ColumnSpec[];

/** The row a schema declares: `id` (its identity in the result) and one property per entry. */
export type RowOf<S extends ColumnSchema> = { id: number } & {
  -readonly [C in S[number] as C['field']]: ColumnFormats[C['format']];
};

/** The sort keys a schema declares, in column order. */
export type SortKeysOf<S extends ColumnSchema> = Extract<S[number], { sort: string }>['sort'];

/** The shown columns of a schema, in order. */
export function visibleColumns(schema: ColumnSchema): VisibleColumn[] {
  return schema.filter((c): c is VisibleColumn => c.hidden !== true);
}

/** The header of `field` in `schema` (for screens that lay a report out their own way). */
export function headerOf<S extends ColumnSchema>(
  schema: S,
  field: Extract<S[number], { header: string }>['field'],
): string {
  const column = visibleColumns(schema).find((c) => c.field === field);
  if (!column) throw new Error(`no column ${field}`);
  return column.header;
}
