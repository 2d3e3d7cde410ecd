import { useEffect, useState } from 'react';
import type { ReportClient } from '../../../workers/client';
import type { ReportKind, ReportRows } from '../../../workers/contract';

/**
 * The rows of a per-team table (one per selected team, D40: at most 17), asked of the worker in
 * one page. Null while they load.
 */
export function useAllRows<K extends ReportKind>(
  client: ReportClient,
  kind: K,
  total: number,
  version: number,
  onError: (error: unknown) => void,
): ReportRows[K][] | null {
  const [rows, setRows] = useState<{ version: number; rows: ReportRows[K][] } | null>(null);
  useEffect(() => {
    let live = true;
    client.page(kind, { page: 0, pageSize: Math.max(1, total) }).then(
      (page) => live && setRows({ version, rows: page.rows }),
      (error: unknown) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [client, kind, total, version, onError]);
  return rows && rows.version === version ? rows.rows : null;
}
