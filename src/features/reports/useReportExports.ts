import { useState } from 'react';
import type { ReportClient } from '../../../workers/client';
import { isXlsxRowLimitError } from '../../../workers/contract';
import type { ReportKind, SortSpec } from '../../../workers/contract';
import { useStableCallback } from '../../ui/useStableCallback';
import { downloadCsv, downloadXlsx } from './download';
import { REPORT_MESSAGES as M } from './messages';

export interface ReportExports {
  /** The export being built, if any (its button shows it; both are disabled meanwhile). */
  exporting: 'csv' | 'xlsx' | null;
  /** Exportar CSV (D23, D24): the rows on screen, in the grid's order (D34). */
  exportCsv: () => void;
  /** Exportar Excel (D50): the same rows as the CSV, as a workbook. */
  exportXlsx: () => void;
}

/**
 * The shown report's exports. The worker builds the file (CSV bytes, or the workbook from a
 * module it loads on first use) in the current `sort`; the main thread only downloads the
 * transferred buffer. A failure is handed to `onFailure` in Portuguese. The two actions keep one
 * identity for the screen's life, so the memoized filter block is not rendered again by a load's
 * progress ticks or a sort (P43).
 */
export function useReportExports<K extends ReportKind>(
  kind: K,
  client: ReportClient | null,
  sort: SortSpec<K> | null,
  onFailure: (message: string) => void,
): ReportExports {
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);

  const buildCsv = async () => {
    if (!client) return;
    setExporting('csv');
    try {
      downloadCsv(await client.exportCsv(kind, sort));
    } catch (error) {
      console.error('reports: CSV export failed', error);
      onFailure(M.exportError);
    } finally {
      setExporting(null);
    }
  };

  const buildXlsx = async () => {
    if (!client) return;
    setExporting('xlsx');
    try {
      downloadXlsx(await client.exportXlsx(kind, sort));
    } catch (error) {
      console.error('reports: Excel export failed', error);
      onFailure(isXlsxRowLimitError(error) ? M.xlsxTooManyRows : M.exportXlsxError);
    } finally {
      setExporting(null);
    }
  };

  const exportCsv = useStableCallback(() => void buildCsv());
  const exportXlsx = useStableCallback(() => void buildXlsx());
  return { exporting, exportCsv, exportXlsx };
}
