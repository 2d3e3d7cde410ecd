import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  createLocalTreeStore,
  createMemoryCatalogRepo,
  createMemoryInvoiceRepo,
} from '../adapters/memory';
import { dayRange, parseIsoDate } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { csvLines } from '../tests/support/csv';
import { PAID_SUMMARY_COLUMNS, XlsxRowLimitError } from './contract';
import type { ReportKind, ReportRequest, SortSpec } from './contract';
import { formulaSafe } from './csv';
import { createReportApi } from './reportApi';
import { buildXlsx, percentLiteral, sheetName } from './xlsx';

const TODAY = parseIsoDate('2026-11-21') as number;

/** The CSV text and the workbook of one report over an export, as the CLI and the screen make them. */
async function exportBoth(
  json: object,
  kind: ReportKind,
  request: Partial<ReportRequest> = {},
  sort: SortSpec | null = null,
) {
  const store = createLocalTreeStore(json as Record<string, unknown>);
  const api = createReportApi({
    invoices: createMemoryInvoiceRepo(store),
    catalog: createMemoryCatalogRepo(store),
  });
  const teams = Object.keys((json as { forms: object }).forms).sort();
  await api.generate(kind, { teams, today: TODAY, ...request });
  const csv = await api.exportCsv(kind, sort as never);
  const xlsx = await api.exportXlsx(kind, sort as never);
  const text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(csv.buffer);
  const bytes = new Uint8Array(xlsx.buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx.buffer);
  const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
  const files = unzipSync(bytes);
  const sheetXml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  return { csv, xlsx, text, sheet, sheetXml, files, rows: csvLines(text) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) =>
  `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;

/**
 * Every cell of the sheet against the CSV's: text equal (the CSV's made formula-safe, D47),
 * numbers equal to the CSV's decimal (percentages ÷ 100), dates equal to its dd/mm/yyyy.
 */
function expectSameAsCsv(sheet: ExcelJS.Worksheet, rows: string[][]) {
  expect(sheet.rowCount).toBe(rows.length);
  rows.forEach((csvRow, r) => {
    const row = sheet.getRow(r + 1);
    csvRow.forEach((csvCell, c) => {
      const cell = row.getCell(c + 1);
      const where = `row ${r + 1} col ${c + 1}`;
      if (csvCell === '') {
        expect(cell.value, where).toBeNull();
      } else if (cell.type === ExcelJS.ValueType.Number) {
        const expected = Number(csvCell.replace(',', '.'));
        const value = cell.numFmt.includes('%') ? (cell.value as number) * 100 : cell.value;
        expect(value, where).toBeCloseTo(expected, 9);
      } else if (cell.type === ExcelJS.ValueType.Date) {
        expect(cell.numFmt, where).toBe('dd/mm/yyyy');
        expect(ddmmyyyy(cell.value as Date), where).toBe(csvCell);
      } else {
        expect(cell.type, where).toBe(ExcelJS.ValueType.String);
        const text = cell.value as string;
        expect(r === 0 ? text : formulaSafe(text), where).toBe(csvCell);
      }
    });
  });
}

/** A hand-built export: one bulletin of Equipe 03 with two coded lines. */
const HAND = {
  forms: {
    ORCDISTBA03: {
      k1: {
        id: '0300250',
        date: Date.UTC(2026, 10, 3),
        sent_status: 'true_opened',
        header: {
          title: 'Troca de poste',
          project: '0077',
          pms: '007',
          os: '0012',
          city: 'Salvador',
          si: '0042',
          sector: 'Norte',
        },
        services: [
          {
            code: '0108SC',
            activity: 'Deslocamento',
            price: 1234.5,
            quantity: 2,
            factor: 1,
            pedido: '0045001',
          },
          { code: '=X', activity: '=serv', price: 10, quantity: 1.5, factor: 1.25 },
        ],
      },
    },
  },
};
const HAND_PERIOD = { period: dayRange(Date.UTC(2026, 9, 26), Date.UTC(2026, 10, 25)) };

describe('Exportar Excel (D50): a hand-built bulletin, worked by hand', () => {
  it('by-code: ids, codes and pedidos are text with their zeros; money, quantities and dates typed', async () => {
    const { sheet, sheetXml, files, xlsx } = await exportBoth(HAND, 'by-code', HAND_PERIOD);
    expect(xlsx.fileName).toBe('relatorio-por-codigo-2026-11-21.xlsx');
    expect(sheet.name).toBe('Relatório Por Código');
    // D33: '0108SC' (0x30) before '=X' (0x3d).
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Planilha',
      'Pedido',
      'Data',
      'Código',
      'Serviço',
      'Qtd',
      'Valor',
      'Projeto',
      'Mun.',
      'PES',
      'OS',
      'Setor',
      'Total Parc.',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('0300250');
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(2).value).toBe('0045001');
    // 03/11/2026 is day 46329 of Excel's calendar (01/01/2026 is 46023, + 306 days).
    expect(sheetXml).toContain('<c r="C2" s="6"><v>46329</v></c>');
    expect(first.getCell(3).value).toEqual(new Date(Date.UTC(2026, 10, 3)));
    expect(first.getCell(3).numFmt).toBe('dd/mm/yyyy');
    expect(first.getCell(4).value).toBe('0108SC');
    expect(first.getCell(6).value).toBe(2);
    expect(first.getCell(6).numFmt).toBe('#,##0.00');
    expect(first.getCell(7).value).toBe(1234.5);
    expect(first.getCell(7).numFmt).toBe('"R$" #,##0.00');
    expect([10, 11, 12].map((c) => first.getCell(c).value)).toEqual(['0042', '0012', 'Norte']);
    // 1234,50 × 2 × 1 = 2469,00.
    expect(first.getCell(13).value).toBe(2469);
    expect(first.getCell(13).numFmt).toBe('"R$" #,##0.00');
    const second = sheet.getRow(3);
    // Text is never a formula and takes no apostrophe (D50, unlike D47's CSV).
    expect(second.getCell(4).value).toBe('=X');
    expect(second.getCell(5).value).toBe('=serv');
    expect(sheetXml).not.toContain('<f>');
    // 10 × 1,5 × 1,25 = 18,75.
    expect(second.getCell(13).value).toBe(18.75);
    expect(second.getCell(2).value).toBe('-');
    // The header is frozen and carries the autofilter; text cells are shared strings.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheetXml).toContain('<autoFilter ref="A1:M3"/>');
    expect(sheetXml).toMatch(/<c r="A2" t="s"><v>\d+<\/v><\/c>/);
    const workbook = strFromU8(files['xl/workbook.xml'] as Uint8Array);
    expect(workbook).toContain("'Relatório Por Código'!$A$1:$M$3");
  });

  it('coelba: zero-padded quantity becomes 5, factor four decimals, three footer rows (D42)', async () => {
    const { sheet, rows } = await exportBoth(HAND, 'coelba', HAND_PERIOD);
    expectSameAsCsv(sheet, rows);
    const header = sheet.getRow(1).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    const row = sheet.getRow(3); // '=X' after '0108SC'
    expect(row.getCell(col('Qtd')).value).toBe(1.5);
    expect(row.getCell(col('Fator')).value).toBe(1.25);
    expect(row.getCell(col('Fator')).numFmt).toBe('0.0000');
    const footers = [4, 5, 6].map((r) => sheet.getRow(r));
    expect(footers.map((f) => f.getCell(1).value)).toEqual([
      'Total',
      'Total Pagos',
      'Total sem pedidos',
    ]);
    // Total 2469,00 + 18,75; paid: the line with a pedido (D15).
    expect(footers.map((f) => f.getCell(col('Total')).value)).toEqual([2487.75, 2469, 18.75]);
    expect(footers[0]?.getCell(col('Código')).value).toBeNull();
  });

  it('paid-summary and by-type: percentages are fractions with a % format', async () => {
    const paid = await exportBoth(HAND, 'paid-summary', HAND_PERIOD);
    expectSameAsCsv(paid.sheet, paid.rows);
    expect(paid.sheet.getRow(2).getCell(5).numFmt).toBe('0%');
    expect(paid.sheet.getRow(2).getCell(4).numFmt).toBe('#,##0');
    expect(paid.sheet.getRow(3).getCell(1).value).toBe('Total');
    const byType = await exportBoth(HAND, 'by-type', HAND_PERIOD);
    expectSameAsCsv(byType.sheet, byType.rows);
    expect(byType.sheet.getRow(2).getCell(7).numFmt).toBe('0.0%');
  });

  it('percentLiteral moves the point exactly', () => {
    expect(percentLiteral('45,5')).toBe('0.455');
    expect(percentLiteral('100')).toBe('1');
    expect(percentLiteral('0,0')).toBe('0');
    expect(percentLiteral('7')).toBe('0.07');
    expect(percentLiteral('-12,5')).toBe('-0.125');
  });

  it('a sheet name keeps 31 characters and none of []:*?/\\', () => {
    expect(sheetName('Relatório Pagos (Resumo)')).toBe('Relatório Pagos (Resumo)');
    expect(sheetName('a/b\\c[d]e:f*g?h')).toBe('a b c d e f g h');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});

describe('Exportar Excel (D50): every report of the tiny fixture equals its CSV', () => {
  const tiny = JSON.parse(readFileSync(new URL('../fixtures/tiny.json', import.meta.url), 'utf8'));
  const period = { period: dayRange(Date.UTC(2026, 8, 26), Date.UTC(2026, 10, 25)) };
  for (const kind of REPORT_IDS) {
    it(kind, async () => {
      const { sheet, rows, csv, xlsx } = await exportBoth(tiny, kind, period);
      expect(xlsx.fileName).toBe(csv.fileName.replace(/\.csv$/, '.xlsx'));
      expect(rows.length).toBeGreaterThan(1);
      expectSameAsCsv(sheet, rows);
    });
  }

  it('a sort: the same order as the sorted CSV (D34)', async () => {
    const sort = { key: 'valor', direction: 'desc' } as SortSpec;
    const { sheet, rows } = await exportBoth(tiny, 'general', period, sort);
    expectSameAsCsv(sheet, rows);
  });

  it('the same report makes the same bytes (the CLI and the screen agree)', async () => {
    const a = await exportBoth(tiny, 'by-code', period);
    const b = await exportBoth(tiny, 'by-code', period);
    expect(new Uint8Array(a.xlsx.buffer)).toEqual(new Uint8Array(b.xlsx.buffer));
  });
});

describe("Exportar Excel (D50): Excel's row limit", () => {
  const table = {
    title: 'Relatório Pagos (Resumo)',
    schema: PAID_SUMMARY_COLUMNS,
    headers: ['Equipe', 'Valor Total Pago', 'Qtd. Pagos', 'Qtd. Total', '% Pagos'],
    row: () => ({
      teamName: 'Equipe 01',
      paidAmountCents: 100,
      paidCount: 1,
      totalCount: 2,
      percentPaid: 50,
    }),
    footers: [{ labelField: 'teamName', label: 'Total', values: {} }],
  };
  it('fits exactly at the limit (header + rows + footers) and refuses one row more', async () => {
    await expect(buildXlsx(table, [0, 1, 2], { maxRows: 5 })).resolves.toBeInstanceOf(Uint8Array);
    await expect(buildXlsx(table, [0, 1, 2], { maxRows: 4 })).rejects.toBeInstanceOf(
      XlsxRowLimitError,
    );
  });

  it('fflate alone (no native DEFLATE) writes the same workbook content', async () => {
    const bytes = await buildXlsx(table, [0, 1], { nativeDeflate: false });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Equipe 01', 1, 1, 2, 0.5]);
    expect(sheet.getRow(4).getCell(1).value).toBe('Total');
  });
});
