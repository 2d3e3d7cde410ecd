import { describe, expect, it } from 'vitest';
import { REPORTS, REPORT_IDS, reportInfo } from './reports';

/**
 * SPEC §2's routes table in its order, the sidebar labels of SPEC §2 Home, D17's admin-only
 * reports (Coelba, Por Tipo, Mensal) and SPEC §9 / D23's CSV prefixes, written out by hand.
 */
const CATALOGUE = [
  ['general', 'Geral', 'Relatório Geral', false, 'relatorio-geral-'],
  ['by-code', 'Por Código', 'Relatório Por Código', false, 'relatorio-por-codigo-'],
  ['by-team', 'Por Equipe', 'Relatório Por Equipe', false, 'relatorio-por-equipe-'],
  ['by-type', 'Por Tipo', 'Relatório por Tipo', true, 'relatorio-por-tipo-'],
  ['coelba', 'Coelba', 'Relatório Coelba', true, 'relatorio-coelba-'],
  ['paid', 'Pagos', 'Relatório Pagos', false, 'relatorio-pagos-'],
  ['paid-summary', 'Pagos (Resumo)', 'Relatório Pagos (Resumo)', false, 'relatorio-pagos-resumo-'],
  ['daily', 'Relatório Diário', 'Relatório Diário', false, 'relatorio-diario-'],
  ['monthly', 'Relatório Mensal', 'Relatório Mensal', true, 'relatorio-mensal-'],
  ['faturamento-real', 'Faturamento Real', 'Faturamento Real', false, 'faturamento-real-'],
] as const;

describe('the report catalogue (SPEC §2, D17, D23)', () => {
  it('lists the ten reports in the SPEC routes order, each at /reports/{id}', () => {
    expect(REPORTS).toEqual(
      CATALOGUE.map(([id, label, title, adminOnly, csvPrefix]) => ({
        id,
        label,
        title,
        path: `/reports/${id}`,
        adminOnly,
        csvPrefix,
      })),
    );
    expect(REPORT_IDS).toEqual(CATALOGUE.map(([id]) => id));
  });

  it('only Coelba, Por Tipo and Mensal are admin only (D17)', () => {
    expect(REPORTS.filter((r) => r.adminOnly).map((r) => r.id)).toEqual([
      'by-type',
      'coelba',
      'monthly',
    ]);
  });

  it('finds a report by its route id; an unknown id (a bad URL) finds none', () => {
    expect(reportInfo('daily')?.title).toBe('Relatório Diário');
    expect(reportInfo('by-team')?.path).toBe('/reports/by-team');
    expect(reportInfo('')).toBeUndefined();
    expect(reportInfo('reports/daily')).toBeUndefined();
  });
});
