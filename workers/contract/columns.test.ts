import { headerOf, visibleColumns } from './columns';
import { GENERAL_COLUMNS, MONTHLY_COLUMNS } from './schemas';

describe("the shown columns of a schema (D24: the CSV has the screen table's columns)", () => {
  it('are the entries that are not hidden, in schema order', () => {
    // General: team and key are hidden (what a screen action needs); the twelve others shown.
    expect(visibleColumns(GENERAL_COLUMNS).map((c) => c.header)).toEqual([
      'ID',
      'Equipe',
      'Projeto',
      'Título',
      'PMS',
      'OS',
      'Município',
      'Data',
      'Valor Total',
      'Corrigido',
      'Pago',
      'Status',
    ]);
    // Monthly: teamId and hasData are hidden.
    expect(visibleColumns(MONTHLY_COLUMNS).map((c) => c.field)).toEqual([
      'teamName',
      'cycleCents',
      'totalCents',
      'averageCents',
      'invoices',
    ]);
  });

  it('a schema of hidden entries only shows nothing', () => {
    expect(visibleColumns([{ field: 'teamId', format: 'text', hidden: true }])).toEqual([]);
  });
});

describe('the header of a field', () => {
  it('is the header the screen and the CSV show for it', () => {
    expect(headerOf(GENERAL_COLUMNS, 'valueCents')).toBe('Valor Total');
    expect(headerOf(GENERAL_COLUMNS, 'invoiceId')).toBe('ID');
    expect(headerOf(MONTHLY_COLUMNS, 'averageCents')).toBe('Média');
  });

  it('is an error for a field the schema does not show', () => {
    expect(() => headerOf(GENERAL_COLUMNS, 'key' as 'invoiceId')).toThrow('no column key');
    expect(() => headerOf(GENERAL_COLUMNS, 'nope' as 'invoiceId')).toThrow('no column nope');
  });
});
