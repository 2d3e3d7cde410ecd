import { useState } from 'react';
import type { ReportClient } from '../../../workers/client';
import { isXlsxRowLimitError } from '../../../workers/contract';
import type { ReportKind, SortSpec } from '../../../workers/contract';
import { useStableCallback } from '../../ui/useStableCallback';
import { downloadCsv, downloadXlsx } from './download';
import { REPORT_MESSAGES as M } from './messages';

/** For the console: which export failed. */
const FORMAT_NAMES = { csv: 'CSV', xlsx: 'Excel' } as const;

/** What the screen says when an export fails (a workbook past Excel's rows says more, D50). */
const FAILURES = { csv: M.exportError, xlsx: M.exportXlsxError } as const;

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

  const build = async (format: 'csv' | 'xlsx') => {
    if (!client) return;
    setExporting(format);
    try {
      if (format === 'csv') downloadCsv(await client.exportCsv(kind, sort));
      else downloadXlsx(await client.exportXlsx(kind, sort));
    } catch (error) {
      console.error(`reports: ${FORMAT_NAMES[format]} export failed`, error);
      onFailure(
        format === 'xlsx' && isXlsxRowLimitError(error) ? M.xlsxTooManyRows : FAILURES[format],
      );
    } finally {
      setExporting(null);
    }
  };

  const exportCsv = useStableCallback(() => void build('csv'));
  const exportXlsx = useStableCallback(() => void build('xlsx'));
  return { exporting, exportCsv, exportXlsx };
}
