import LockRoundedIcon from '@mui/icons-material/LockRounded';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { memo, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { canDo, reportInfo, todayFromLocal } from '../../core';
import type { ReportInfo } from '../../core';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { actingUser, selectSessionUser } from '../../shared/session';
import type { SessionUser } from '../../shared/session';
import { PageFrame } from '../../ui/PageFrame';
import type { ReportClient } from '../../../workers/client';
import { isXlsxRowLimitError } from '../../../workers/contract';
import type {
  PaidRow,
  ReportHandle,
  ReportKind,
  ReportRequest,
  SortSpec,
} from '../../../workers/contract';
import { ByTeamGroups } from './ByTeamGroups';
import { ByTypeBody, MonthlyBody } from './ChartBodies';
import { CoelbaBody } from './CoelbaBody';
import { downloadCsv, downloadXlsx } from './download';
import { FilterBlock } from './FilterBlock';
import { COLUMNS, REPORT_MESSAGES as M } from './messages';
import { openPaidPdf } from './pdf';
import { DailyBody, PaidSummaryBody } from './PerTeamBodies';
import {
  buildRequest,
  filterFeatures,
  filtersChanged,
  goalFieldId,
  initialFilters,
} from './reportFilters';
import type { ReportFilters } from './reportFilters';
import {
  queryGenerates,
  readReportQuery,
  rememberedFilters,
  rememberFilters,
  reportQuery,
} from './reportLink';
import type { ReportLink } from './reportLink';
import { useReportClient } from './ReportClientContext';
import { isChartReport, PendingChartBody } from './PendingBodies';
import { EmptyReportState, ErrorReportState, LoadingReportState } from './ReportStates';
import {
  BY_CODE,
  BY_TEAM,
  FATURAMENTO_REAL,
  GENERAL,
  isTableReport,
  noResultHandle,
  PAID,
} from './tableReports';
import { TableReportBody } from './TableReportBody';
import { useReportRun } from './useReportRun';
import { BULLETIN_LINK_STYLES } from './bulletinLinks';
import { prefetchWhenIdle, whenUserActs } from '../../shared/idle';
import { useStableCallback } from '../../ui/useStableCallback';
import { prefetchDataGrid } from '../../ui/report';

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
  return <ReportScreen key={info.id} info={info} user={user} />;
}

function ReportScreen({ info, user }: { info: ReportInfo; user: SessionUser }) {
  const kind = info.id;
  const [today] = useState(() => todayFromLocal(new Date()));
  // P28: a report is a link. The URL's query sets the filters over each user's remembered teams
  // and goals over the defaults, and 'gerar=1' generates the report as soon as the worker is up.
  const query = useSearch();
  const [path, navigate] = useLocation();
  const openingBase = useCallback(
    () => rememberedFilters(user.uid, kind, initialFilters(user.teams, today), user.teams),
    [user.uid, user.teams, kind, today],
  );
  const [opening] = useState(() => readReportQuery(kind, query, openingBase(), user.teams, today));
  const [filters, setFilters] = useState<ReportFilters>(opening.filters);
  const features = useMemo(() => filterFeatures(kind), [kind]);
  const { client, failed, restart } = useReportClient();
  const run = useReportRun(kind, client);
  const [sort, setSort] = useState<SortSpec | null>(opening.sort);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  // The search text the worker last applied (D21): while the typed one differs (the 300 ms
  // debounce) or the worker is still searching, the exports wait (D34).
  const [appliedSearch, setAppliedSearch] = useState('');
  const [pageError, setPageError] = useState<string | null>(null);
  const { state } = run;

  const onChange = useCallback(
    (patch: Partial<ReportFilters>) => setFilters((f) => ({ ...f, ...patch })),
    [],
  );
  const onError = useCallback((error: unknown) => {
    console.error('reports: a page could not be loaded', error);
    setPageError(M.loadError);
  }, []);

  // 'Tentar novamente' (the worker died, failed to load, or a read failed): a fresh worker,
  // then the last report again as soon as it is ready.
  const retrying = useRef(false);
  const { reload } = run;
  useEffect(() => {
    if (!client || !retrying.current) return;
    retrying.current = false;
    void reload();
  }, [client, reload]);
  const retry = useCallback(() => {
    retrying.current = true;
    setPageError(null);
    restart();
  }, [restart]);

  // Issue 22: the request the shown result was generated with (the stale notice compares the
  // filters with it), and focus to the result once a Gerar Relatório has loaded.
  const [generated, setGenerated] = useState<ReportRequest | null>(null);
  const focusResult = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);
  // The query this screen last wrote or followed, and the filters of the result shown (its
  // search kept up to date), which the URL of a generated report holds.
  const written = useRef(query);
  const shown = useRef<ReportFilters | null>(null);
  const writeUrl = (next: string, replace: boolean) => {
    if (next === written.current) return;
    written.current = next;
    navigate(`${path}?${next}`, { replace });
  };
  const runFilters = (f: ReportFilters, s: SortSpec | null, fromUrl: boolean) => {
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
    shown.current = f;
    setAppliedSearch(f.search);
    if (!fromUrl) {
      // A new report is a new history entry (Back shows the one before); the first one of a
      // screen opened without a generated report's URL replaces it.
      writeUrl(reportQuery(kind, f, s, today, true), !queryGenerates(written.current));
      rememberFilters(user.uid, kind, f);
    }
    void run.generate(built.request);
  };
  // Stable, as the exports below: the memoized filter block is not rendered again by a load's
  // progress ticks or a sort.
  const generate = useStableCallback(() => runFilters(filters, sort, false));

  // A link that says 'gerar=1' (opened or reloaded) runs once the worker is up.
  const pendingLink = useRef<ReportLink | null>(opening.generate ? opening : null);
  useEffect(() => {
    const link = pendingLink.current;
    if (!client || !link) return;
    pendingLink.current = null;
    runFilters(link.filters, link.sort, true);
    // runFilters reads this render's state; the link is taken once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  // Back and Forward: the query of the entry reached sets the filters and sort, and runs the
  // report if it is a generated one's. The listener stays for the screen's life and calls this
  // render's `follow`: one re-added on every render would be removed while the router's own
  // popstate listener re-renders, and never called.
  const follow = useStableCallback(() => {
    const reached = window.location.search.replace(/^\?/, '');
    if (reached === written.current) return;
    written.current = reached;
    const link = readReportQuery(kind, reached, openingBase(), user.teams, today);
    setFilters(link.filters);
    setSort(link.sort);
    if (!link.generate) return;
    if (client) runFilters(link.filters, link.sort, true);
    else pendingLink.current = link;
  });
  useEffect(() => {
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [follow]);
  /** The link of the shown report, replaced in place: a sort or a search of that report. */
  const replaceShownUrl = (s: SortSpec | null) => {
    if (shown.current && queryGenerates(written.current)) {
      writeUrl(reportQuery(kind, shown.current, s, today, true), true);
    }
  };
  // One function for the screen's life, so the memoized result body is not rendered again by
  // every progress tick of a load (issue 17: its grid is mounted throughout).
  const changeSort = useStableCallback((s: SortSpec | null) => {
    setSort(s);
    replaceShownUrl(s);
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
  const inView = showing || pendingFirst;
  const busy = reloading || pendingFirst;
  // What the result area holds: the shown result; for a table report with none yet, an empty
  // one, so its grid is already mounted (hidden) when Gerar Relatório is clicked.
  const noResult = useMemo(() => (isTableReport(kind) ? noResultHandle(kind) : null), [kind]);
  // The parked grid mounts as a transition (React renders it in slices) at the first sign of
  // someone using the page (a pointer moving, a key; issue 24: not while the page loads, when
  // its ~0.6 s on a phone blocked the page), so it is ready before their Gerar Relatório; a
  // Gerar that comes first mounts it with the pending result.
  const [parkGrid, setParkGrid] = useState(false);
  const hasClient = client !== null;
  useEffect(() => {
    if (!hasClient || !noResult) return;
    return whenUserActs(() => startTransition(() => setParkGrid(true)));
  }, [hasClient, noResult]);
  // Issue 24: the grid's code is not part of the screen's (the screen paints without it); it
  // comes once the browser is idle, so neither the first use nor a Gerar waits for it.
  useEffect(() => {
    if (noResult) return prefetchWhenIdle(prefetchDataGrid);
  }, [noResult]);
  const resultHandle = showing ? state.handle : parkGrid || pendingFirst ? noResult : null;
  const pendingChart = pendingFirst && isChartReport(kind);
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
      if (shown.current) shown.current = { ...shown.current, search: filters.search };
      replaceShownUrl(sort);
    }, 300);
    return () => clearTimeout(timer);
    // Only a new search text triggers this, not the load that follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.search, features.search, search]);

  const exportCsv = async () => {
    if (!client) return;
    setExporting('csv');
    try {
      downloadCsv(await client.exportCsv(kind, sort as never));
    } catch (error) {
      console.error('reports: CSV export failed', error);
      setPageError(M.exportError);
    } finally {
      setExporting(null);
    }
  };

  // D50: the same rows as the CSV, as a workbook built in the worker.
  const exportXlsx = async () => {
    if (!client) return;
    setExporting('xlsx');
    try {
      downloadXlsx(await client.exportXlsx(kind, sort as never));
    } catch (error) {
      console.error('reports: Excel export failed', error);
      setPageError(isXlsxRowLimitError(error) ? M.xlsxTooManyRows : M.exportXlsxError);
    } finally {
      setExporting(null);
    }
  };
  const onExport = useStableCallback(() => void exportCsv());
  const onExportXlsx = useStableCallback(() => void exportXlsx());

  return (
    <PageFrame title={info.title} wide>
      {BULLETIN_LINK_STYLES}
      <Stack spacing={2.5}>
        <FilterBlock
          allTeams={user.teams}
          filters={filters}
          features={features}
          today={today}
          onChange={onChange}
          onGenerate={generate}
          onExport={onExport}
          onExportXlsx={onExportXlsx}
          loading={state.phase === 'loading' || !client}
          exportDisabled={exporting !== null || searchPending}
          exportRunning={exporting}
          canExport={(state.phase === 'loaded' || reloading) && state.handle !== null}
          exportRoom={state.phase !== 'empty'}
          validation={state.validation}
          onDismissValidation={run.dismissValidation}
        />
        {failed && <ErrorReportState message={M.loadError} onRetry={retry} />}
        {pageError && state.phase === 'loaded' && (
          <ErrorReportState message={pageError} onRetry={retry} />
        )}
        {state.phase === 'empty' && !failed && <EmptyReportState />}
        {state.phase === 'error' && state.error && (
          <ErrorReportState message={state.error} onRetry={retry} />
        )}
        {client && (resultHandle || pendingChart) && (
          <Box
            // Issue 17: a table report's grid is mounted from the route's first visit, parked:
            // laid out at its real width and height (so it has measured itself) but clipped to
            // nothing, invisible and out of reach; the first result then fills it in place.
            style={inView ? undefined : PARKED}
            aria-hidden={inView ? undefined : true}
            inert={!inView}
            data-testid="report-result"
            sx={{ position: 'relative' }}
          >
            {busy && <LoadingReportState progress={state.progress} teams={selectedTeams} />}
            <Box
              // Issue 17: a new Gerar Relatório keeps the shown result mounted (no jump, the grid
              // not mounted again) under the progress bar, out of reach until the new one arrives.
              aria-busy={busy}
              inert={busy}
              sx={{ opacity: state.searching || reloading ? 0.6 : 1, transition: 'opacity 120ms' }}
            >
              {stale && !reloading && (
                <Alert severity="info" sx={{ mb: 2 }} data-testid="report-stale">
                  {M.stale}
                </Alert>
              )}
              <Stack
                direction="row"
                sx={{ mb: 1.5, gap: 2, justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography
                  ref={resultRef}
                  tabIndex={-1}
                  role="status"
                  aria-live="polite"
                  variant="body2"
                  color="textSecondary"
                  data-testid="report-generated"
                  sx={{ outline: 'none', '&:focus-visible': { outline: 2 } }}
                >
                  {/* Its line stands while the first result is generated (issue 24). */}
                  {showing && resultHandle ? M.generated(resultHandle.total) : '\u00a0'}
                </Typography>
                {showing && resultHandle && (
                  <Typography variant="body2" color="textSecondary" data-testid="report-factor">
                    {M.factorUsed(resultHandle.globalFactor)}
                  </Typography>
                )}
              </Stack>
              {pendingChart || !resultHandle ? (
                <PendingChartBody kind={kind as never} teams={selectedTeams} />
              ) : (
                <ReportBody
                  kind={kind}
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
              )}
            </Box>
          </Box>
        )}
      </Stack>
    </PageFrame>
  );
}

/** A result area not shown yet (issue 17): laid out, measured, but takes no room and no eye. */
const PARKED = { height: 0, overflow: 'hidden', visibility: 'hidden' } as const;

interface ReportBodyProps {
  kind: ReportKind;
  handle: ReportHandle;
  version: number;
  client: ReportClient;
  sort: SortSpec | null;
  onSortChange: (sort: SortSpec | null) => void;
  onError: (error: unknown) => void;
  user: SessionUser;
  reload: () => Promise<void>;
  /** Issue 24: the first result is being generated (`handle` is noResultHandle). */
  pending: boolean;
  /** The teams of the report being generated (a skeleton row each where one row is a team). */
  teams: number;
}

/**
 * The loaded state of each report (SPEC §2). Memoized: the screen re-renders on every progress
 * tick of a load, and a table report's grid stays mounted under it (issue 17).
 */
const ReportBody = memo(function ReportBody(props: ReportBodyProps) {
  const { kind, handle, version, client, sort, onSortChange, onError, user, reload } = props;
  const { pending, teams } = props;
  const common = { version, client, onError };
  const table = { ...common, pending };
  switch (kind) {
    case 'general':
      return (
        <TableReportBody
          kind="general"
          def={GENERAL}
          handle={handle as ReportHandle<'general'>}
          sort={sort as SortSpec<'general'> | null}
          onSortChange={onSortChange as (s: SortSpec<'general'> | null) => void}
          {...table}
        />
      );
    case 'by-code':
      return (
        <TableReportBody
          kind="by-code"
          def={BY_CODE}
          handle={handle as ReportHandle<'by-code'>}
          sort={sort as SortSpec<'by-code'> | null}
          onSortChange={onSortChange as (s: SortSpec<'by-code'> | null) => void}
          {...table}
        />
      );
    case 'faturamento-real':
      return (
        <TableReportBody
          kind="faturamento-real"
          def={FATURAMENTO_REAL}
          handle={handle as ReportHandle<'faturamento-real'>}
          sort={sort as SortSpec<'faturamento-real'> | null}
          onSortChange={onSortChange as (s: SortSpec<'faturamento-real'> | null) => void}
          {...table}
        />
      );
    case 'paid':
      return <PaidBody {...props} />;
    case 'by-team': {
      const byTeam = handle as ReportHandle<'by-team'>;
      const teamSort = sort as SortSpec<'by-team'> | null;
      return (
        <TableReportBody
          kind="by-team"
          def={BY_TEAM}
          handle={byTeam}
          sort={teamSort}
          onSortChange={onSortChange as (s: SortSpec<'by-team'> | null) => void}
          before={
            <ByTeamGroups
              groups={byTeam.groups}
              sort={teamSort}
              onSort={onSortChange}
              pendingRows={pending ? teams : undefined}
            />
          }
          {...table}
        />
      );
    }
    case 'coelba':
      return (
        <CoelbaBody
          handle={handle as ReportHandle<'coelba'>}
          sort={sort as SortSpec<'coelba'> | null}
          onSortChange={onSortChange as (s: SortSpec<'coelba'> | null) => void}
          user={actingUser(user)}
          reload={reload}
          {...table}
        />
      );
    case 'paid-summary':
      return <PaidSummaryBody handle={handle as ReportHandle<'paid-summary'>} {...common} />;
    case 'daily':
      return <DailyBody handle={handle as ReportHandle<'daily'>} {...common} />;
    case 'monthly':
      return <MonthlyBody handle={handle as ReportHandle<'monthly'>} />;
    case 'by-type':
      return <ByTypeBody handle={handle as ReportHandle<'by-type'>} />;
  }
});

/** SPEC §2 Pagos, with its PDF column. */
function PaidBody(props: ReportBodyProps) {
  const { handle, version, client, sort, onSortChange, onError, user, pending } = props;
  const dispatch = useAppDispatch();
  const pdfColumn = useMemo<GridColDef<PaidRow>[]>(
    () => [
      {
        field: 'pdf',
        headerName: COLUMNS.paid.pdf,
        width: 72,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Tooltip title={`${COLUMNS.paid.pdf} ${row.invoiceId}`}>
            <IconButton
              size="small"
              aria-label={`${COLUMNS.paid.pdf} ${row.invoiceId}`}
              onClick={() =>
                void dispatch(
                  openPaidPdf({
                    team: row.team,
                    key: row.key,
                    user: actingUser(user),
                  }),
                )
              }
            >
              <PictureAsPdfOutlinedIcon fontSize="small" color="error" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [dispatch, user],
  );
  return (
    <TableReportBody
      kind="paid"
      def={PAID}
      handle={handle as ReportHandle<'paid'>}
      version={version}
      client={client}
      sort={sort as SortSpec<'paid'> | null}
      onSortChange={onSortChange as (s: SortSpec<'paid'> | null) => void}
      onError={onError}
      extraColumns={pdfColumn}
      pending={pending}
    />
  );
}
