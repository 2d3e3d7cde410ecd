import { percentWhole } from '../../src/core/numbers';
import { FLAG_PAID } from '../engine/dataset';
import type { Dataset } from '../engine/dataset';
import { FOOTER_LABELS, PAID_SUMMARY_COLUMNS } from '../contract';
import { csvFooter, csvHeaders, csvRowLine } from '../csv';
import type { FooterRow } from '../csv';
import { invoicesInPeriod } from './common';
import type { PaidSummaryRow, ReportParams } from '../contract';
import type { ReportResult } from './result';

/**
 * Pagos (Resumo) (SPEC §2, §3): one row per selected team (D40) in team id order (D22):
 * Valor Total Pago = Σ paid values (D16), Qtd. Pagos = bulletins with `paid` true, Qtd. Total,
 * % Pagos = round(paid / total × 100) (D16). A 'Total' row with % from the column totals (D42).
 */
export function paidSummaryReport(
  data: Dataset,
  params: ReportParams,
): ReportResult<'paid-summary'> {
  const inPeriod = invoicesInPeriod(data, params);
  const teams = data.teams.length;
  const paidAmount = new Float64Array(teams);
  const paidCount = new Float64Array(teams);
  const totalCount = new Float64Array(teams);
  // Stryker disable next-line EqualityOperator: one step past the end reads undefined, and inPeriod[undefined] is undefined, so it is skipped
  for (let i = 0; i < data.invoiceCount; i += 1) {
    if (!inPeriod[i]) continue;
    const t = data.invTeam[i] as number;
    totalCount[t] = (totalCount[t] as number) + 1;
    if ((data.invFlags[i] as number) & FLAG_PAID) paidCount[t] = (paidCount[t] as number) + 1;
    paidAmount[t] = (paidAmount[t] as number) + (data.invPaidValue[i] as number);
  }
  const rows: PaidSummaryRow[] = data.teams.map((teamId, t) => ({
    id: t,
    teamId,
    teamName: data.teamNames[t] as string,
    paidAmountCents: paidAmount[t] as number,
    paidCount: paidCount[t] as number,
    totalCount: totalCount[t] as number,
    percentPaid: percentWhole(paidCount[t] as number, totalCount[t] as number),
  }));
  const footer = { paidAmountCents: 0, paidCount: 0, totalCount: 0, percentPaid: 0 };
  for (const r of rows) {
    footer.paidAmountCents += r.paidAmountCents;
    footer.paidCount += r.paidCount;
    footer.totalCount += r.totalCount;
  }
  footer.percentPaid = percentWhole(footer.paidCount, footer.totalCount);

  const line = csvRowLine(PAID_SUMMARY_COLUMNS);
  const footers: FooterRow[] = [
    { labelField: 'teamName', label: FOOTER_LABELS.total, values: footer },
  ];
  return {
    kind: 'paid-summary',
    rowCount: rows.length,
    summary: {
      cards: {
        paidInvoices: footer.paidCount,
        totalInvoices: footer.totalCount,
        paidValueCents: footer.paidAmountCents,
      },
      footer,
    },
    row: (r) => rows[r] as PaidSummaryRow,
    sortKeys: {},
    csv: {
      headers: csvHeaders(PAID_SUMMARY_COLUMNS),
      line: (r) => line(rows[r] as PaidSummaryRow),
      footers: footers.map((f) => csvFooter(PAID_SUMMARY_COLUMNS, f)),
    },
    footers,
  };
}
