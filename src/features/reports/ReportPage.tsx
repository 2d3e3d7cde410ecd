import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { todayFromLocal } from '../../core/dates';
import { canDo } from '../../core/permissions';
import { reportInfo } from '../../core/reports';
import { useAppSelector } from '../../shared/hooks';
import { selectSessionUser } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { PageFrame } from '../../ui/PageFrame';
import { useStableCallback } from '../../ui/useStableCallback';
import type { ReportKind, ReportRequest, SortSpec } from '../../../workers/contract';
import { BULLETIN_LINK_STYLES } from './bulletinLinks';
import { FilterBlock } from './FilterBlock';
import { REPORT_MESSAGES as M } from './messages';
import { isChartReport, PendingChartBody } from './PendingBodies';
import { REPORT_BODIES } from './reportBodies';
import type { ReportBody } from './reportBodies';
import { buildRequest, filterFeatures, filtersChanged, goalFieldId } from './reportFilters';
import type { ReportFilters } from './reportFilters';
import { ReportResultArea } from './ReportResultArea';
import { EmptyReportState, ErrorReportState } from './ReportStates';
import { useParkedGrid } from './useParkedGrid';
import { useReportExports } from './useReportExports';
import { useReportRun } from './useReportRun';
import { useReportUrl } from './useReportUrl';

/** D17: the 'Acesso Negado' view of an admin-only report opened by someone else (also by URL). */
function AccessDenied({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 }, maxWidth: 640 }}
        data-testid="report-denied"
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 3 }}>
          <LockRoundedIcon color="error" sx={{ mt: 0.5 }} />
          <Box>
            <Typography component="h2" variant="h4" color="error.main">
              {M.deniedTitle}
            </Typography>
            <Typography sx={{ mt: 0.5 }}>{M.deniedText}</Typography>
          </Box>
        </Stack>
        <Button component={Link} href="/" variant="contained">
          {M.goHome}
        </Button>
      </Paper>
    </PageFrame>
  );
}

/**
 * One of the ten report screens (SPEC §2), by route id. The app renders it under the auth guard
 * and inside a ReportClientProvider.
 */
export function ReportPage({ id }: { id: string }) {
  const info = reportInfo(id);
  const user = useAppSelector(selectSessionUser);
  if (!info) {
    return (
      <PageFrame title={M.notFound}>
        <Alert severity="warning">{M.notFound}</Alert>
      </PageFrame>
    );
  }
  if (!user || !canDo(user.role, `report:${info.id}`)) return <AccessDenied title={info.title} />;
  return <ReportScreen key={info.id} kind={info.id} title={info.title} user={user} />;
}

/**
 * Report K's screen: the filter block and the result area, over the pieces that each do one
 * thing: the run on the screen's worker (useReportRun), the URL (useReportUrl), the exports
 * (useReportExports), the parked grid (useParkedGrid) and the body of K's result
 * (REPORT_BODIES[K]). Typed by the report, so its sort and its result reach the body as K's.
 */
function ReportScreen<K extends ReportKind>(props: { kind: K; title: string; user: SessionUser }) {
  const { kind, title, user } = props;
  const [today] = useState(() => todayFromLocal(new Date()));
  const features = useMemo(() => filterFeatures(kind), [kind]);
  const run = useReportRun(kind);
  const { state, client } = run;
  const url = useReportUrl(kind, user, today, {
    ready: client !== null,
    onFollow: (link) => {
      setFilters(link.filters);
      setSort(link.sort);
    },
    onRun: (link) => runFilters(link.filters, link.sort, true),
  });
  const [filters, setFilters] = useState<ReportFilters>(url.opening.filters);
  const [sort, setSort] = useState<SortSpec<K> | null>(url.opening.sort);
  // The search text the worker last applied (D21): while the typed one differs (the 300 ms
  // debounce) or the worker is still searching, the exports wait (D34).
  const [appliedSearch, setAppliedSearch] = useState('');
  const [pageError, setPageError] = useState<string | null>(null);
  const { exporting, exportCsv, exportXlsx } = useReportExports(kind, client, sort, setPageError);

  const onChange = useCallback(
    (patch: Partial<ReportFilters>) => setFilters((f) => ({ ...f, ...patch })),
    [],
  );
  const onError = useCallback((error: unknown) => {
    console.error('reports: a page could not be loaded', error);
    setPageError(M.loadError);
  }, []);
  const retry = () => {
    setPageError(null);
    run.retry();
  };

  // Issue 22: the request the shown result was generated with (the stale notice compares the
  // filters with it), and focus to the result once a Gerar Relatório has loaded.
  const [generated, setGenerated] = useState<ReportRequest | null>(null);
  const focusResult = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  function runFilters(f: ReportFilters, s: SortSpec<K> | null, fromUrl: boolean) {
    const built = buildRequest(kind, f, user.teams, today);
    if (!built.ok) {
      if (built.goal) {
        // The refused goal says why under its own field; nothing runs.
        run.dismissValidation();
        document.getElementById(goalFieldId(built.goal))?.focus();
      } else {
        run.refuse(built.message);
      }
      return;
    }
    setPageError(null);
    setGenerated(built.request);
    // Focus goes to the result of a click, not of a link being opened or followed.
    focusResult.current = !fromUrl;
    setAppliedSearch(f.search);
    url.generated(f, s, fromUrl);
    void run.generate(built.request);
  }
  // Stable, as the exports: the memoized filter block is not rendered again by a load's
  // progress ticks or a sort.
  const generate = useStableCallback(() => runFilters(filters, sort, false));
  // One function for the screen's life, so the memoized result body is not rendered again by
  // every progress tick of a load (issue 17: its grid is mounted throughout).
  const changeSort = useStableCallback((s: SortSpec<K> | null) => {
    setSort(s);
    url.shownChanged(s);
  });
  const loadedVersion = state.phase === 'loaded' ? state.version : null;
  useEffect(() => {
    if (loadedVersion === null || !focusResult.current) return;
    focusResult.current = false;
    resultRef.current?.focus();
  }, [loadedVersion]);

  // A new report is loading while the last one is still shown.
  const reloading = state.phase === 'loading' && state.handle !== null;
  const showing = (state.phase === 'loaded' || reloading) && state.handle !== null;
  // Issue 24: a report being generated with no result shown yet. Its result area stands at once
  // at the result's size (skeleton cards, the grid or the charts' boxes) with the progress bar
  // over it, so the result fills it in place: nothing moves when it comes, more than 500 ms
  // after the click, where a layout shift counts (CLS).
  const pendingFirst = state.phase === 'loading' && state.handle === null;
  // What the result area holds: the shown result; for a table report with none yet, an empty
  // one, so its grid is already mounted (parked) when Gerar Relatório is clicked.
  const { noResult, parked } = useParkedGrid(kind, client !== null);
  const resultHandle = showing ? state.handle : parked || pendingFirst ? noResult : null;
  const pendingChart = pendingFirst && isChartReport(kind) ? kind : null;
  const selectedTeams = generated?.teams.length ?? 0;
  const searchPending =
    features.search &&
    (filters.search !== appliedSearch || (state.phase === 'loaded' && state.searching));
  const stale =
    state.phase === 'loaded' &&
    generated !== null &&
    filtersChanged(kind, filters, user.teams, today, generated);

  // D21: the loaded result is searched again in the worker as the user types (debounced).
  const { search } = run;
  const loadedSearch = state.phase === 'loaded';
  useEffect(() => {
    if (!features.search || !loadedSearch) return;
    const timer = setTimeout(() => {
      setAppliedSearch(filters.search);
      void search(filters.search);
      // The link of the shown report holds the search it shows.
      url.shownChanged(sort, filters.search);
    }, 300);
    return () => clearTimeout(timer);
    // Only a new search text triggers this, not the load that follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search, features.search, search]);

  const Body: ReportBody<K> = REPORT_BODIES[kind];
  return (
    <PageFrame title={title} wide>
      {BULLETIN_LINK_STYLES}
      <Stack spacing={2.5}>
        <FilterBlock
          allTeams={user.teams}
          filters={filters}
          features={features}
          today={today}
          onChange={onChange}
          onGenerate={generate}
          onExport={exportCsv}
          onExportXlsx={exportXlsx}
          loading={state.phase === 'loading' || !client}
          exportDisabled={exporting !== null || searchPending}
          exportRunning={exporting}
          canExport={showing}
          exportRoom={state.phase !== 'empty'}
          validation={state.validation}
          onDismissValidation={run.dismissValidation}
        />
        {run.failed && <ErrorReportState message={M.loadError} onRetry={retry} />}
        {pageError && state.phase === 'loaded' && (
          <ErrorReportState message={pageError} onRetry={retry} />
        )}
        {state.phase === 'empty' && !run.failed && <EmptyReportState />}
        {state.phase === 'error' && state.error && (
          <ErrorReportState message={state.error} onRetry={retry} />
        )}
        {client && (resultHandle || pendingChart) && (
          <ReportResultArea
            inView={showing || pendingFirst}
            busy={reloading || pendingFirst}
            dimmed={state.searching || reloading}
            progress={state.progress}
            teams={selectedTeams}
            stale={stale && !reloading}
            shown={showing ? resultHandle : null}
            resultRef={resultRef}
          >
            {pendingChart ? (
              <PendingChartBody kind={pendingChart} teams={selectedTeams} />
            ) : (
              resultHandle && (
                <Body
                  handle={resultHandle}
                  pending={pendingFirst}
                  teams={selectedTeams}
                  version={state.version}
                  client={client}
                  sort={sort}
                  onSortChange={changeSort}
                  onError={onError}
                  user={user}
                  reload={run.reload}
                />
              )
            )}
          </ReportResultArea>
        )}
      </Stack>
    </PageFrame>
  );
}
