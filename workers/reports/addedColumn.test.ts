import type * as Schemas from '../contract/schemas';
import { SEARCHABLE, SORT_KEYS } from '../contract';
import { ReportServer } from '../reportServer';
import { allRows, csvLines, runTiny, tinyDataset, tinyParams } from '../testSupport';

// docs/reports.md "Adding a column": ONE schema entry. Here the general report gains Setor
// (D28 sector), searched and sortable — no other file knows about it.
vi.mock('../contract/schemas', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>();
  const GENERAL_COLUMNS = [
    ...real.GENERAL_COLUMNS,
    {
      field: 'sector',
      header: 'Setor',
      format: 'text',
      source: 'invoice.sector',
      sort: 'setor',
      search: true,
    },
  ] as const;
  return {
    ...real,
    GENERAL_COLUMNS,
    REPORT_COLUMNS: { ...real.REPORT_COLUMNS, general: GENERAL_COLUMNS },
  };
});

// ORCDISTBA10, 26/09–25/11/2026: the four bulletins of general.test.ts, whose headers hold the
// sectors Regional Metropolitana (1000001, 1000004), Regional Leste (1000002) and Regional
// Recôncavo (1000003).
const TEAM10 = ['ORCDISTBA10'];
const sectorOf = (row: object) => (row as { sector?: unknown }).sector;

describe('a column added to a report schema', () => {
  it('is written last in the CSV, header and cells', () => {
    expect(csvLines(runTiny('general', TEAM10, '2026-09-26', '2026-11-25'))).toEqual([
      'ID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status;Setor',
      '1000001;"Equipe 10";PJ-2026-55411;Melhoria de rede primária;7453530;34297287;Feira de Santana;01/10/2026;2286,21;Sim;Não;Visualizado;Regional Metropolitana',
      '1000002;"Equipe 10";PJ-2026-08371;Extensão de rede rural;1826708;05949811;Muritiba;17/10/2026;7817,25;Sim;Sim;Anexado;Regional Leste',
      '1000003;"Equipe 10";PJ-2026-16264;Atendimento emergencial;1599652;20744820;Feira de Santana;30/10/2026;518,25;Não;Não;Pendente;Regional Recôncavo',
      '1000004;"Equipe 10";PJ-2026-25783;Manutenção preventiva em linha viva;4443619;89923314;Muritiba;02/11/2026;3376,45;Não;Não;Pendente;Regional Metropolitana',
    ]);
  });

  it('is in every row a page carries', () => {
    const rows = allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25'));
    expect(rows.map(sectorOf)).toEqual([
      'Regional Metropolitana',
      'Regional Leste',
      'Regional Recôncavo',
      'Regional Metropolitana',
    ]);
  });

  it('is searched when the schema says so (D21: accents and case ignored)', () => {
    const ids = (search: string) =>
      allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25', { search })).map(
        (r) => r.invoiceId,
      );
    expect(ids('LESTE')).toEqual(['1000002']);
    expect(ids('reconcavo')).toEqual(['1000003']);
    expect(SEARCHABLE).toContain('general');
  });

  it('sorts by its key, which the CLI and the screen then accept (D33, D34)', () => {
    expect(SORT_KEYS.general).toEqual(['id', 'equipe', 'data', 'valor', 'setor']);
    const server = new ReportServer();
    const params = tinyParams(TEAM10, '2026-09-26', '2026-11-25');
    server.run('general', tinyDataset(TEAM10), params);
    const page = (direction: 'asc' | 'desc') =>
      server
        .page('general', { page: 0, pageSize: 10, sort: { key: 'setor' as 'id', direction } })
        .rows.map((r) => r.invoiceId);
    // Leste < Metropolitana < Recôncavo; ties keep the default (date) order.
    expect(page('asc')).toEqual(['1000002', '1000001', '1000004', '1000003']);
    expect(page('desc')).toEqual(['1000003', '1000001', '1000004', '1000002']);
  });
});
