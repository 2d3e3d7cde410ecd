import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ReportKind, SortSpec } from '../../../workers/contract';
import type { SessionUser } from '../../shared/session';
import { useStableCallback } from '../../ui/useStableCallback';
import { initialFilters } from './reportFilters';
import type { ReportFilters } from './reportFilters';
import {
  queryGenerates,
  readReportQuery,
  rememberedFilters,
  rememberFilters,
  reportQuery,
} from './reportLink';
import type { ReportLink } from './reportLink';

export interface ReportUrlOptions<K extends ReportKind> {
  /** The worker is up: a link that says 'gerar=1' can run now (else it waits for it). */
  ready: boolean;
  /** Back or Forward reached `link`: the screen takes its filters and sort. */
  onFollow: (link: ReportLink<K>) => void;
  /** A link that says 'gerar=1' (opened, reloaded, or reached by Back/Forward) runs. */
  onRun: (link: ReportLink<K>) => void;
}

export interface ReportUrl<K extends ReportKind> {
  /** What the screen opens with: the URL's query over the user's remembered filters. */
  opening: ReportLink<K>;
  /**
   * A report is generated with `filters` and `sort`. Clicked (not `fromUrl`): the URL holds it
   * in a new history entry (Back shows the one before; the first of a screen opened without a
   * generated report's URL replaces it) and its teams and goals are remembered. Either way its
   * filters are the shown report's, whose sort and search later replace the URL in place.
   */
  generated: (filters: ReportFilters, sort: SortSpec<K> | null, fromUrl: boolean) => void;
  /** The shown report was sorted (or, with `search`, searched): its URL, replaced in place. */
  shownChanged: (sort: SortSpec<K> | null, search?: string) => void;
}

/**
 * P28: a report is a link. The URL's query sets the filters over each user's remembered teams and
 * goals over the defaults, 'gerar=1' generates the report as soon as the worker is up, a new
 * report pushes a history entry, a sort or a search of the shown one replaces it, and Back and
 * Forward are followed (reportLink.ts reads and writes the query itself).
 */
export function useReportUrl<K extends ReportKind>(
  kind: K,
  user: SessionUser,
  today: number,
  { ready, onFollow, onRun }: ReportUrlOptions<K>,
): ReportUrl<K> {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const openingBase = useCallback(
    () => rememberedFilters(user.uid, kind, initialFilters(user.teams, today), user.teams),
    [user.uid, user.teams, kind, today],
  );
  const [opening] = useState(() => readReportQuery(kind, query, openingBase(), user.teams, today));
  // The query this screen last wrote or followed, and the filters of the result shown (its
  // search kept up to date), which the URL of a generated report holds.
  const written = useRef(query);
  const shown = useRef<ReportFilters | null>(null);
  const writeUrl = (next: string, replace: boolean) => {
    if (next === written.current) return;
    written.current = next;
    navigate(`${path}?${next}`, { replace });
  };

  const generated = (filters: ReportFilters, sort: SortSpec<K> | null, fromUrl: boolean) => {
    shown.current = filters;
    if (fromUrl) return;
    writeUrl(reportQuery(kind, filters, sort, today, true), !queryGenerates(written.current));
    rememberFilters(user.uid, kind, filters);
  };

  const shownChanged = (sort: SortSpec<K> | null, search?: string) => {
    if (search !== undefined && shown.current) shown.current = { ...shown.current, search };
    if (shown.current && queryGenerates(written.current)) {
      writeUrl(reportQuery(kind, shown.current, sort, today, true), true);
    }
  };

  // A link that says 'gerar=1' runs once the worker is up, taken once.
  const run = useStableCallback(onRun);
  const pendingLink = useRef<ReportLink<K> | null>(opening.generate ? opening : null);
  useEffect(() => {
    const link = pendingLink.current;
    if (!ready || !link) return;
    pendingLink.current = null;
    run(link);
  }, [ready, run]);

  // Back and Forward: the query of the entry reached sets the filters and sort, and runs the
  // report if it is a generated one's. The listener stays for the screen's life and calls this
  // render's `follow`: one re-added on every render would be removed while the router's own
  // popstate listener re-renders, and never called.
  const follow = useStableCallback(() => {
    const reached = window.location.search.replace(/^\?/, '');
    if (reached === written.current) return;
    written.current = reached;
    const link = readReportQuery(kind, reached, openingBase(), user.teams, today);
    onFollow(link);
    if (!link.generate) return;
    if (ready) onRun(link);
    else pendingLink.current = link;
  });
  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);

  return { opening, generated, shownChanged };
}
