import type { GridColDef } from '@mui/x-data-grid';
import type * as Schemas from '../../../workers/contract/schemas';
import { DAILY_COLUMNS, GENERAL_COLUMNS } from '../../../workers/contract';
import type { DailyRow } from '../../../workers/contract';
import { gridColumns, teamTableColumns } from './columns';
import { GENERAL } from './tableReports';

// One schema edit shows on screen too: the general report gains Setor (docs/reports.md).
vi.mock('../../../workers/contract/schemas', async (importOriginal) => {
  const real = await importOriginal<typeof Schemas>();
  const GENERAL_COLUMNS = [
    ...real.GENERAL_COLUMNS,
    { field: 'sector', header: 'Setor', format: 'text', source: 'invoice.sector', sort: 'setor' },
  ] as const;
  return {
    ...real,
    GENERAL_COLUMNS,
    REPORT_COLUMNS: { ...real.REPORT_COLUMNS, general: GENERAL_COLUMNS },
  };
});

const format = (column: GridColDef | undefined, value: unknown) =>
  (column?.valueFormatter as ((v: unknown) => string) | undefined)?.(value);

describe('report grid columns from the schema (SPEC §2)', () => {
  it('shows the shown columns in order under their SPEC headers, the added one too', () => {
    expect(GENERAL.columns.map((c) => c.headerName)).toEqual([
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
      'Setor',
    ]);
  });

  it('lets only the SPEC §2 sort columns sort, each mapped to its worker key', () => {
    expect(GENERAL.columns.filter((c) => c.sortable).map((c) => c.field)).toEqual([
      'invoiceId',
      'teamName',
      'date',
      'valueCents',
      'sector',
    ]);
    expect(GENERAL.sortKeys).toEqual({
      invoiceId: 'id',
      teamName: 'equipe',
      date: 'data',
      valueCents: 'valor',
      sector: 'setor',
    });
  });

  it('formats cells by their format: money, date, Sim/Não; numbers right-aligned', () => {
    const columns = gridColumns(GENERAL_COLUMNS);
    const byField = (field: string) => columns.find((c) => c.field === field);
    expect(format(byField('valueCents'), 123456)).toBe('R$ 1.234,56');
    expect(byField('valueCents')?.align).toBe('right');
    expect(format(byField('date'), Date.UTC(2026, 10, 2))).toBe('02/11/2026');
    expect(format(byField('paid'), true)).toBe('Sim');
    expect(format(byField('checked'), false)).toBe('Não');
    expect(byField('title')?.align).toBeUndefined();
  });
});

describe('per-team table columns from the schema', () => {
  it('puts the footer label in its column and each total under its own (D42)', () => {
    const columns = teamTableColumns<DailyRow>(DAILY_COLUMNS, {
      footer: {
        labelField: 'teamName',
        label: 'Total Geral',
        values: { totalValueCents: 250000, totalInvoices: 12 },
      },
    });
    expect(columns.map((c) => [c.label, c.footer])).toEqual([
      ['Ranking', undefined],
      ['Equipe', 'Total Geral'],
      ['Faturamento', 'R$ 2.500,00'],
      ['Boletins', '12'],
      ['Liberados', undefined],
      ['Valor Visualizado', undefined],
      ['Pendentes', undefined],
      ['Dias Trabalhados', undefined],
      ['Média Diária', undefined],
      ['Status da Meta', undefined],
      ['Status Meta Máxima', undefined],
    ]);
    const row = { ranking: 2, workDays: 7.5, goalStatus: 'met' } as DailyRow;
    expect(columns[0]?.cell(row)).toBe('2º');
    expect(columns[7]?.cell(row)).toBe('7,50');
  });
});
