import type { Dataset } from '../engine/dataset';
import { byCodeReport } from './byCode';
import { byTeamReport } from './byTeam';
import { byTypeReport } from './byType';
import { coelbaReport } from './coelba';
import { dailyReport } from './daily';
import { faturamentoRealReport } from './faturamentoReal';
import { generalReport } from './general';
import { monthlyReport } from './monthly';
import { paidReport } from './paid';
import { paidSummaryReport } from './paidSummary';
import type { ReportKind, ReportParams } from '../contract';
import type { ReportResult } from './result';

export type { CoelbaResult, CoelbaSelection, PedidoLines } from './coelba';
export {
  byCodeReport,
  byTeamReport,
  byTypeReport,
  coelbaReport,
  dailyReport,
  faturamentoRealReport,
  generalReport,
  monthlyReport,
  paidReport,
  paidSummaryReport,
};

/** The ten report modules (STYLE.md habit 5: pure functions over the dataset), by kind. */
export const REPORT_MODULES: {
  readonly [K in ReportKind]: (data: Dataset, params: ReportParams) => ReportResult<K>;
} = {
  general: generalReport,
  'by-code': byCodeReport,
  'by-team': byTeamReport,
  'by-type': byTypeReport,
  coelba: coelbaReport,
  paid: paidReport,
  'paid-summary': paidSummaryReport,
  daily: dailyReport,
  monthly: monthlyReport,
  'faturamento-real': faturamentoRealReport,
};

/** Runs one report module. */
export function runReport<K extends ReportKind>(
  kind: K,
  data: Dataset,
  params: ReportParams,
): ReportResult<K> {
  return (REPORT_MODULES[kind] as (d: Dataset, p: ReportParams) => ReportResult<K>)(data, params);
}
