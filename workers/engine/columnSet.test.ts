import type * as Schemas from '../contract/schemas';
import { INVOICE_TEXT_FIELDS, keepsLineText, textFieldOf } from './columnSet';
import { TINY_TEAMS, csvLines, runTiny, tinyDataset } from '../testSupport';

// The by-code report without its Setor column: no schema reads D28's sector any more; and
// faturamento real without its UND column: no schema (nor the engine) reads a line's unit.
vi.mock('../contract/schemas', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>();
  const BY_CODE_COLUMNS = real.BY_CODE_COLUMNS.filter((c) => c.field !== 'sector');
  const FATURAMENTO_REAL_COLUMNS = real.FATURAMENTO_REAL_COLUMNS.filter((c) => c.field !== 'unit');
  return {
    ...real,
    BY_CODE_COLUMNS,
    FATURAMENTO_REAL_COLUMNS,
    REPORT_COLUMNS: {
      ...real.REPORT_COLUMNS,
      'by-code': BY_CODE_COLUMNS,
      'faturamento-real': FATURAMENTO_REAL_COLUMNS,
    },
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

describe('the text field a source reads', () => {
  it("is the D28 field after 'invoice.', or the line text after 'line.'", () => {
    expect(textFieldOf('invoice.title', 'invoice.')).toBe('title');
    expect(textFieldOf('invoice.city', 'invoice.')).toBe('city');
    expect(textFieldOf('line.service', 'line.')).toBe('service');
    expect(textFieldOf('line.code', 'line.')).toBe('code');
  });

  it('is none for a source of the other level', () => {
    expect(textFieldOf('line.service', 'invoice.')).toBeNull();
    expect(textFieldOf('invoice.title', 'line.')).toBeNull();
  });

  it('is none for a source read by name (ids, teams, dates, money, flags, numbers)', () => {
    expect(textFieldOf('invoice.id', 'invoice.')).toBeNull();
    expect(textFieldOf('invoice.teamName', 'invoice.')).toBeNull();
    expect(textFieldOf('invoice.status', 'invoice.')).toBeNull();
    expect(textFieldOf('line.total', 'line.')).toBeNull();
    expect(textFieldOf('line.factor', 'line.')).toBeNull();
  });

  it('a line text is kept when a schema or the engine reads it, and only then', () => {
    // Schemas: service (by-code, faturamento real); the engine: code, pedido, Coelba's
    // description and unit. UND (unit) is read by faturamento real only, left out above.
    expect(keepsLineText('service')).toBe(true);
    expect(keepsLineText('code')).toBe(true);
    expect(keepsLineText('pedido')).toBe(true);
    expect(keepsLineText('coelbaDescription')).toBe(true);
    expect(keepsLineText('coelbaUnit')).toBe(true);
    expect(keepsLineText('unit')).toBe(false);
  });
});
