/**
 * D50 in real Chromium: Por Código as the admin, Exportar Excel downloads an .xlsx that reads back
 * (ExcelJS) with the same rows as the Exportar CSV download of the same screen: ids and codes as
 * text with their leading zeros, money as numbers in "R$" #,##0.00, dates as dates; the header
 * frozen. One browser context; axe stays at zero violations; screenshots of the filter block with
 * both export buttons at 1366×768 and 1920×1080.
 */
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { browserPerFile, screenshot } from './support/browser';
import {
  exportCsv,
  exportFile,
  generate,
  openReportAs,
  parseCsv,
  selectTeams,
} from './support/reports';

const session = browserPerFile({ width: 1366, height: 768 });

const exportXlsx = (page: Page) => exportFile(page, 'Exportar Excel');

const pad2 = (n: number) => String(n).padStart(2, '0');

describe('Exportar Excel (D50) in Chromium', () => {
  it('downloads Por Código as an .xlsx equal to the CSV download, zeros kept', async () => {
    const { page } = session;
    await openReportAs(page, 'admin@demo.local', 'by-code');
    await selectTeams(page, ['ORCDISTBA01', 'ORCDISTBA03']);
    await generate(page);
    const block = page.getByRole('region', { name: 'Filtros' });
    await expect(page.getByRole('button', { name: 'Exportar Excel' }).isEnabled()).resolves.toBe(
      true,
    );
    await block.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-xlsx-filters-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    // The grid lays its flex columns out again after a resize observer's frame: wait until the
    // last column ends at the grid's right edge, as a user sees it once the window has settled.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const grid = document.querySelector('[role="grid"]');
          const headers = grid?.querySelectorAll('[role="columnheader"]');
          const last = headers?.[headers.length - 1];
          if (!grid || !last) return Infinity;
          return grid.getBoundingClientRect().right - last.getBoundingClientRect().right;
        }),
      )
      .toBeLessThan(24);
    await screenshot(page, 'reports-xlsx-filters-1920');
    // The two buttons share one line at 1366 (no wrap of Exportar Excel under the others).
    await page.setViewportSize({ width: 1366, height: 768 });
    const csvBox = await page.getByRole('button', { name: 'Exportar CSV' }).boundingBox();
    const xlsxBox = await page.getByRole('button', { name: 'Exportar Excel' }).boundingBox();
    expect(Math.abs((csvBox?.y ?? 0) - (xlsxBox?.y ?? 1))).toBeLessThan(2);

    const csv = await exportCsv(page);
    const xlsx = await exportXlsx(page);
    expect(xlsx.fileName).toBe(csv.fileName.replace(/\.csv$/, '.xlsx'));
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

    const parsed = parseCsv(csv.bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      xlsx.bytes.buffer.slice(
        xlsx.bytes.byteOffset,
        xlsx.bytes.byteOffset + xlsx.bytes.length,
      ) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.name).toBe('Relatório Por Código');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(parsed.rows.length + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(parsed.header);

    const col = (name: string) => parsed.header.indexOf(name) + 1;
    let zeros = 0;
    parsed.rows.forEach((csvRow, r) => {
      const row = sheet.getRow(r + 2);
      const planilha = row.getCell(col('Planilha'));
      expect(planilha.type).toBe(ExcelJS.ValueType.String);
      expect(planilha.value).toBe(csvRow[col('Planilha') - 1]);
      if (String(planilha.value).startsWith('0')) zeros += 1;
      expect(row.getCell(col('Código')).value).toBe(csvRow[col('Código') - 1]);
      const date = row.getCell(col('Data')).value as Date;
      expect(
        `${pad2(date.getUTCDate())}/${pad2(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`,
      ).toBe(csvRow[col('Data') - 1]);
      const total = row.getCell(col('Total Parc.'));
      expect(total.numFmt).toBe('"R$" #,##0.00');
      expect(total.value).toBeCloseTo(Number(csvRow[col('Total Parc.') - 1]?.replace(',', '.')), 9);
      expect(row.getCell(col('Qtd')).value).toBeCloseTo(
        Number(csvRow[col('Qtd') - 1]?.replace(',', '.')),
        9,
      );
    });
    // Equipe 01 and 03's ids start with 01 and 03: every one keeps its zero.
    expect(zeros).toBe(parsed.rows.length);
    expect(await axeViolations(page)).toEqual([]);
  });
});
