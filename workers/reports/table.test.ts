import type * as Schemas from '../contract/schemas';
import { identityOrder, sortByRank } from '../engine/order';
import { TINY_JSON, allRows, csvLines, runTiny } from '../testSupport';

// The item reports are built from their schema alone (table.ts; docs/reports.md "Adding a
// column"). Here four schemas gain entries no real report has yet, each one a case the engine
// must get right when someone adds such a column:
// - general: a hidden column marked searched and sorted (a hidden column is never shown, so it
//   is neither searched nor sorted), and the bulletin's key shown last (a text kept apart from
//   the interned strings);
// - faturamento-real: Município and Projeto, two bulletin columns, last on a line's row;
// - paid: a column without a source (a schema mistake);
// - by-team: a line's column on a bulletin's row (a schema mistake).
vi.mock('../contract/schemas', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>();
  const GENERAL_COLUMNS = [
    ...real.GENERAL_COLUMNS,
    {
      field: 'sectorHidden',
      format: 'text',
      source: 'invoice.sector',
      hidden: true,
      search: true,
      sort: 'setorOculto',
    },
    { field: 'keyShown', header: 'Chave', format: 'text', source: 'invoice.key' },
  ] as const;
  const FATURAMENTO_REAL_COLUMNS = [
    ...real.FATURAMENTO_REAL_COLUMNS,
    { field: 'city', header: 'Município', format: 'text', source: 'invoice.city' },
    { field: 'project', header: 'Projeto', format: 'text', source: 'invoice.project' },
  ] as const;
  const PAID_COLUMNS = [...real.PAID_COLUMNS, { field: 'nowhere', header: 'X', format: 'text' }];
  const BY_TEAM_COLUMNS = [
    ...real.BY_TEAM_COLUMNS,
    { field: 'code', header: 'Código', format: 'text', source: 'line.code' },
  ];
  return {
    ...real,
    GENERAL_COLUMNS,
    FATURAMENTO_REAL_COLUMNS,
    PAID_COLUMNS,
    BY_TEAM_COLUMNS,
    REPORT_COLUMNS: {
      ...real.REPORT_COLUMNS,
      general: GENERAL_COLUMNS,
      'faturamento-real': FATURAMENTO_REAL_COLUMNS,
      paid: PAID_COLUMNS,
      'by-team': BY_TEAM_COLUMNS,
    },
  };
});

// ORCDISTBA10 over 26/09–25/11/2026: the four bulletins of general.test.ts (values worked there),
// stored under these keys in fixtures/tiny.json; their sectors (header) are Regional
// Metropolitana (1000001, 1000004), Regional Leste (1000002) and Regional Recôncavo (1000003).
const TEAM10 = ['ORCDISTBA10'];
const keyOf = (id: string) =>
  Object.entries(TINY_JSON.forms.ORCDISTBA10 ?? {}).find(([, inv]) => inv.id === id)?.[0];
const general = () => runTiny('general', TEAM10, '2026-09-26', '2026-11-25');
/** A result's column reader (item reports always have them). */
const reader = (result: { column?: (field: string) => (r: number) => unknown }, field: string) => {
  if (!result.column) throw new Error('no column readers');
  return result.column(field);
};

describe('item report tables (schema-driven rows, CSV, sorts, search)', () => {
  it("a row's id is its position in the default order (D49: selections name rows by id)", () => {
    expect(allRows(general()).map((r) => [r.id, r.invoiceId])).toEqual([
      [0, '1000001'],
      [1, '1000002'],
      [2, '1000003'],
      [3, '1000004'],
    ]);
  });

  it('a column reads the same value as the row, on a bulletin row and on a line row', () => {
    const result = general();
    // 1000002: 7817,25 (general.test.ts), paid.
    expect(reader(result, 'valueCents')(1)).toBe(781725);
    expect(reader(result, 'invoiceId')(3)).toBe('1000004');
    // By code, current period (byCode.test.ts): rows 70030II (1000004), 70070II (1000003),
    // NDE119SI (1000004); Projeto is the line's bulletin's.
    const byCode = runTiny('by-code', TEAM10);
    expect([0, 1, 2].map(reader(byCode, 'code'))).toEqual(['70030II', '70070II', 'NDE119SI']);
    expect([0, 1, 2].map(reader(byCode, 'project'))).toEqual([
      'PJ-2026-25783',
      'PJ-2026-16264',
      'PJ-2026-25783',
    ]);
    expect(() => reader(byCode, 'nowhere')).toThrow('by-code has no column nowhere');
  });

  it('sorts by the shown columns the schema marks, never by a hidden one (D34)', () => {
    const result = general();
    expect(Object.keys(result.sortKeys).sort()).toEqual(['data', 'equipe', 'id', 'valor']);
    // Valor descending: 7817,25 (1000002) > 3376,45 (1000004) > 2286,21 (1000001) > 518,25.
    const order = sortByRank(identityOrder(result.rowCount), result.sortKeys.valor(), true);
    expect(Array.from(order, (r) => result.row(r).invoiceId)).toEqual([
      '1000002',
      '1000004',
      '1000001',
      '1000003',
    ]);
  });

  it('searches the shown columns only: a hidden column never keeps a row (D21, D41)', () => {
    const ids = (search: string) =>
      allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25', { search })).map(
        (r) => r.invoiceId,
      );
    // 'Leste' is only in 1000002's (hidden) sector.
    expect(ids('leste')).toEqual([]);
    expect(ids('1000002')).toEqual(['1000002']);
  });

  it('has no footer row (D24: general, by-code, by-team and faturamento-real have none)', () => {
    expect(general().footers).toEqual([]);
    expect(general().csv.footers).toEqual([]);
    expect(runTiny('by-code', TEAM10).footers).toEqual([]);
  });

  it("writes a shown key as text, formula-safe (D47: a leading '-' gets an apostrophe)", () => {
    const lines = csvLines(general());
    expect(lines[0]).toBe(
      'ID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status;Chave',
    );
    expect(lines[1]).toBe(
      `1000001;"Equipe 10";PJ-2026-55411;Melhoria de rede primária;7453530;34297287;Feira de Santana;01/10/2026;2286,21;Sim;Não;Visualizado;'${keyOf('1000001')}`,
    );
    expect(lines[4]?.endsWith(`;Pendente;'${keyOf('1000004')}`)).toBe(true);
  });

  it("ends a line's row with its bulletin's columns and no separator after the last (D23)", () => {
    // Faturamento Real, current period (faturamentoReal.test.ts), with Município and Projeto of
    // each line's bulletin: 1000003 Feira de Santana; 1000004 Muritiba.
    expect(csvLines(runTiny('faturamento-real', TEAM10))).toEqual([
      'Data;Equipe;N Planilha (ID);Código;Serviço;QTD.;Preço;UND;Fator;Total Parcial;Município;Projeto',
      '30/10/2026;"Equipe 10";1000003;70070II;Instalação de aterramento;2,00;156,40;UN;1,6568;518,25;Feira de Santana;PJ-2026-16264',
      '02/11/2026;"Equipe 10";1000004;70030II;Instalação de transformador trifásico até 75 kVA;1,00;1890,00;UN;1,6568;3131,35;Muritiba;PJ-2026-25783',
      '02/11/2026;"Equipe 10";1000004;NDE119SI;Deslocamento de equipe (investimento);86,00;2,85;KM;1,0000;245,10;Muritiba;PJ-2026-25783',
    ]);
  });

  it('refuses a schema column without a source, naming it', () => {
    expect(() => runTiny('paid', TEAM10)).toThrow('paid.nowhere has no source');
  });

  it("refuses a line's column on a report whose rows are bulletins, naming it", () => {
    expect(() => runTiny('by-team', TEAM10)).toThrow(
      'by-team.code reads a line, but its rows are bulletins',
    );
  });
});
