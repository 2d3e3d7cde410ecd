import type { CsvDownload, XlsxDownload } from '../../../workers/contract';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * D23: the worker built the CSV bytes (BOM included); the main thread only turns the transferred
 * buffer into a file download with the SPEC file name.
 */
export function downloadCsv(file: CsvDownload): void {
  downloadFile(file, 'text/csv;charset=utf-8');
}

/** D50: the workbook the worker built, downloaded under the CSV's name with .xlsx. */
export function downloadXlsx(file: XlsxDownload): void {
  downloadFile(file, XLSX_TYPE);
}

function downloadFile({ fileName, buffer }: CsvDownload | XlsxDownload, type: string): void {
  const blob = new Blob([buffer], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
