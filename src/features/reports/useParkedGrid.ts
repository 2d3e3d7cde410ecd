import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ReportHandle, ReportKind } from '../../../workers/contract';
import { prefetchWhenIdle, whenUserActs } from '../../shared/idle';
import { prefetchDataGrid } from '../../ui/report';
import { isTableReport, noResultHandle } from './tableReports';

export interface ParkedGrid<K extends ReportKind> {
  /**
   * For a table report, the empty result (run -1, no rows) its grid is mounted with before the
   * first Gerar Relatório; null for a chart report (it has no grid to park).
   */
  noResult: ReportHandle<K> | null;
  /** The parked grid is to be mounted now (someone has started using the page). */
  parked: boolean;
}

/**
 * Issue 17, P29: a table report's grid is mounted before its first result, parked (laid out at
 * its real size, hidden), so Gerar Relatório fills a grid that has already mounted and measured
 * itself. It mounts as a transition (React renders it in slices) at the first sign of someone
 * using the page (a pointer moving, a key; issue 24: not while the page loads, when its ~0.6 s on
 * a phone blocked the page), so it is ready before their Gerar Relatório; a Gerar that comes first
 * mounts it with the pending result. The grid's code is not part of the screen's (the screen
 * paints without it): it is fetched once the browser is idle, so neither the first use nor a
 * Gerar waits for it.
 */
export function useParkedGrid<K extends ReportKind>(kind: K, ready: boolean): ParkedGrid<K> {
  const noResult = useMemo(() => (isTableReport(kind) ? noResultHandle(kind) : null), [kind]);
  const [parked, setParked] = useState(false);
  const hasGrid = noResult !== null;
  useEffect(() => {
    if (!ready || !hasGrid) return;
    return whenUserActs(() => startTransition(() => setParked(true)));
  }, [ready, hasGrid]);
  useEffect(() => {
    if (hasGrid) return prefetchWhenIdle(prefetchDataGrid);
  }, [hasGrid]);
  return { noResult, parked };
}
