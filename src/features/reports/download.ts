import type { CsvDownload } from '../../../workers/contract';

/**
 * D23: the worker built the CSV bytes (BOM included); the main thread only turns the transferred
 * buffer into a file download with the SPEC file name.
 */
export function downloadCsv({ fileName, buffer }: CsvDownload): void {
  const blob = new Blob([buffer], { type: 'text/csv;charset=utf-8' });
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
