import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';
import type { LoadProgress } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';
import { LoadingReportState } from './ReportStates';

/** A result area not shown yet (issue 17): laid out, measured, but takes no room and no eye. */
const PARKED = { height: 0, overflow: 'hidden', visibility: 'hidden' } as const;

export interface ReportResultAreaProps {
  /** A result is shown or the first one is being generated; else the area is parked. */
  inView: boolean;
  /** A report is being generated: the progress bar lies over the area, which is out of reach. */
  busy: boolean;
  /** The shown result is being searched or replaced: it is dimmed meanwhile. */
  dimmed: boolean;
  progress: LoadProgress | null;
  /** The teams asked for, which the progress counts before the worker's first word. */
  teams: number;
  /** Issue 22: the filters differ from the shown result's ('Os filtros foram alterados…'). */
  stale: boolean;
  /** The shown result's row count and factor (P46); null while none is shown. */
  shown: { total: number; globalFactor: number } | null;
  /** The 'Relatório gerado' line, which a clicked Gerar Relatório focuses (issue 22). */
  resultRef: Ref<HTMLDivElement>;
  /** The report's body (or its pending stand-in). */
  children: ReactNode;
}

/**
 * The result area of a report screen. Issue 17: a table report's area is mounted from the route's
 * first visit, parked: laid out at its real width and height (so its grid has measured itself)
 * but clipped to nothing, invisible and out of reach; the first result then fills it in place. A
 * new Gerar Relatório keeps the shown result mounted (no jump, the grid not mounted again) under
 * the progress bar, out of reach until the new one arrives.
 */
export function ReportResultArea({
  inView,
  busy,
  dimmed,
  progress,
  teams,
  stale,
  shown,
  resultRef,
  children,
}: ReportResultAreaProps) {
  return (
    <Box
      style={inView ? undefined : PARKED}
      aria-hidden={inView ? undefined : true}
      inert={!inView}
      data-testid="report-result"
      sx={{ position: 'relative' }}
    >
      {busy && <LoadingReportState progress={progress} teams={teams} />}
      <Box
        aria-busy={busy}
        inert={busy}
        sx={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 120ms' }}
      >
        {stale && (
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
            {shown ? M.generated(shown.total) : '\u00a0'}
          </Typography>
          {shown && (
            <Typography variant="body2" color="textSecondary" data-testid="report-factor">
              {M.factorUsed(shown.globalFactor)}
            </Typography>
          )}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
