import type * as Schemas from '../contract/schemas';
import { INVOICE_TEXT_FIELDS } from './columnSet';
import { TINY_TEAMS, csvLines, runTiny, tinyDataset } from '../testSupport';

// The by-code report without its Setor column: no schema reads D28's sector any more.
vi.mock('../contract/schemas', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>();
  const BY_CODE_COLUMNS = real.BY_CODE_COLUMNS.filter((c) => c.field !== 'sector');
  return {
    ...real,
    BY_CODE_COLUMNS,
    REPORT_COLUMNS: { ...real.REPORT_COLUMNS, 'by-code': BY_CODE_COLUMNS },
  };
});

describe('the texts the engine keeps follow the schemas', () => {
  it('keeps no bulletin field that no schema (nor the engine itself) reads', () => {
    // general, by-team: project, title, pms, os, city; paid: title, si, pms, city; by-code now:
    // project, city, si, os; Coelba's own: city, si.
    const read = ['city', 'os', 'pms', 'project', 'si', 'title'];
    expect([...INVOICE_TEXT_FIELDS].sort()).toEqual(read);
    expect(Object.keys(tinyDataset(TINY_TEAMS).invText).sort()).toEqual(read);
  });

  it('writes the report without the removed column', () => {
    const [header] = csvLines(runTiny('by-code', ['ORCDISTBA10'], '2026-09-26', '2026-11-25'));
    expect(header).toBe(
      'Planilha;Pedido;Data;Código;Serviço;Qtd;Valor;Projeto;Mun.;PES;OS;Total Parc.',
    );
  });
});
