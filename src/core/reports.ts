/** SPEC §2: the ten reports, by route id. */
export type ReportId =
  | 'general'
  | 'by-code'
  | 'by-team'
  | 'by-type'
  | 'coelba'
  | 'paid'
  | 'paid-summary'
  | 'daily'
  | 'monthly'
  | 'faturamento-real';

export interface ReportInfo {
  id: ReportId;
  /** Sidebar label (SPEC §2 Home). */
  label: string;
  /** Screen title (SPEC §2 routes table). */
  title: string;
  /** Route, /reports/{id}. */
  path: string;
  /** D17: admin only (Coelba writes payments; Por Tipo; Mensal). */
  adminOnly: boolean;
  /** SPEC §9, D23: CSV file name prefix, followed by yyyy-mm-dd and .csv. */
  csvPrefix: string;
}

function report(
  id: ReportId,
  label: string,
  title: string,
  csvPrefix: string,
  adminOnly = false,
): ReportInfo {
  return { id, label, title, path: `/reports/${id}`, adminOnly, csvPrefix };
}

/** SPEC §2 and D17, D23: every report in sidebar order (the order of the SPEC routes table). */
export const REPORTS: readonly ReportInfo[] = [
  report('general', 'Geral', 'Relatório Geral', 'relatorio-geral-'),
  report('by-code', 'Por Código', 'Relatório Por Código', 'relatorio-por-codigo-'),
  report('by-team', 'Por Equipe', 'Relatório Por Equipe', 'relatorio-por-equipe-'),
  report('by-type', 'Por Tipo', 'Relatório por Tipo', 'relatorio-por-tipo-', true),
  report('coelba', 'Coelba', 'Relatório Coelba', 'relatorio-coelba-', true),
  report('paid', 'Pagos', 'Relatório Pagos', 'relatorio-pagos-'),
  report('paid-summary', 'Pagos (Resumo)', 'Relatório Pagos (Resumo)', 'relatorio-pagos-resumo-'),
  report('daily', 'Relatório Diário', 'Relatório Diário', 'relatorio-diario-'),
  report('monthly', 'Relatório Mensal', 'Relatório Mensal', 'relatorio-mensal-', true),
  report('faturamento-real', 'Faturamento Real', 'Faturamento Real', 'faturamento-real-'),
];

/** Every report id, in sidebar order. */
export const REPORT_IDS: readonly ReportId[] = REPORTS.map((r) => r.id);

/** The catalogue entry of a report id; undefined for an unknown id (e.g. a bad URL). */
export function reportInfo(id: string): ReportInfo | undefined {
  return REPORTS.find((r) => r.id === id);
}
