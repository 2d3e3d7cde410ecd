import InsertChartOutlinedRoundedIcon from '@mui/icons-material/InsertChartOutlinedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatInteger } from '../../core/format';
import type { LoadProgress } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';
import { progressFraction } from './reportRunState';

/** SPEC §2: before any data, 'Nenhum dado carregado' and the hint. */
export function EmptyReportState() {
  return (
    <Paper variant="outlined" sx={{ py: 8, px: 3, textAlign: 'center' }} data-testid="report-empty">
      <InsertChartOutlinedRoundedIcon sx={{ fontSize: 52, color: 'text.disabled' }} />
      <Typography component="h2" variant="h4" sx={{ mt: 1 }}>
        {M.emptyTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {M.emptyHint}
      </Typography>
    </Paper>
  );
}

function progressLabel(progress: LoadProgress | null, teams: number): string {
  if (!progress || progress.phase === 'loading') {
    return M.progressTeams(progress?.teamsLoaded ?? 0, progress?.teamsTotal ?? teams);
  }
  if (progress.phase === 'aggregating') return M.progressRows(formatInteger(progress.invoices));
  return M.progressDone;
}

/**
 * ARCHITECTURE: a real (determinate) progress bar fed by the worker's progress callback. It lies
 * over the top of the result area, the result still shown (issue 17) or the area reserved for
 * the first one (issue 24), so nothing below moves. Until the worker's first word, it counts the
 * `teams` asked for ('0 de 17', not '0 de 0').
 */
export function LoadingReportState({
  progress,
  teams,
}: {
  progress: LoadProgress | null;
  teams: number;
}) {
  const percent = Math.round(progressFraction(progress) * 100);
  return (
    <Paper
      elevation={4}
      sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 2, py: 2, px: 3 }}
      data-testid="report-loading"
    >
      <Typography sx={{ fontWeight: 600, mb: 1.5 }} aria-live="polite">
        {progressLabel(progress, teams)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
          aria-label={M.loading}
        />
        <Typography variant="body2" color="textSecondary" sx={{ minWidth: 40 }}>
          {percent}%
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * SPEC §8: 'Erro ao carregar dados do relatório.'; with `onRetry`, a 'Tentar novamente' button
 * (a fresh report worker, the last report again).
 */
export function ErrorReportState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      sx={{
        bgcolor: 'background.paper',
        alignItems: 'center',
        // The button sits on the text's line, inside the border (MUI pads the action down).
        '& .MuiAlert-action': { pt: 0, mr: 0 },
      }}
      action={
        onRetry && (
          <Button color="error" variant="outlined" size="small" onClick={onRetry}>
            {M.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
