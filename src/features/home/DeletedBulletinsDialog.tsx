import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime } from '../../core/format';
import { HISTORY_MESSAGES } from '../../core/historyText';
import type { DeletedBulletin, Role } from '../../core/model';
import { teamName } from '../../core/teams';
import { loadBulletinHistory } from '../../shared/history';
import { useAppDispatch } from '../../shared/hooks';
import { HistoryDialog } from '../../ui/HistoryDialog';
import { UI_MESSAGES } from '../../ui/messages';
import { loadDeletedBulletins } from './homeActions';
import { HOME_MESSAGES as M } from './messages';

/**
 * Issue 15: only an admin lists a team's removed bulletins (the database refuses the others:
 * InvoiceRepo.listDeleted, PERMISSION_DENIED), so no one else is offered the list.
 */
export function mayListDeleted(role: Role): boolean {
  return role === 'admin';
}

type LoadState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: DeletedBulletin[] };

/** When, in the viewer's local time ('21/11/2026 14:32'). */
function localTime(at: number): string {
  return Number.isFinite(at) ? formatDateTime(at, -new Date(at).getTimezoneOffset()) : '';
}

/**
 * Issue 15 (admin): 'Boletins excluídos' of a team, newest first: Número, Título, Excluído por,
 * Quando and Motivo (Excluído, or Dividido for the original of a split), each with 'Histórico',
 * which opens that bulletin's history over the list (its events outlive it). Loading, error with
 * 'Tentar novamente', and the empty state 'Nenhum boletim excluído nesta equipe.'. Mount it to
 * open it.
 */
export function DeletedBulletinsDialog({ team, onClose }: { team: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [history, setHistory] = useState<DeletedBulletin | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    dispatch(loadDeletedBulletins(team)).then(
      (items) => {
        if (live) setState({ status: 'ready', items: [...items].sort((a, b) => b.at - a.at) });
      },
      (error: unknown) => {
        console.error(`deleted bulletins of ${team}:`, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, team, attempt]);

  const retry = () => {
    closeRef.current?.focus();
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const title = M.deletedTitle(HISTORY_MESSAGES.deletedTitle, teamName(team));
  return (
    <>
      <Dialog
        open
        onClose={onClose}
        scroll="paper"
        maxWidth="md"
        fullWidth
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        data-testid="deleted-dialog"
      >
        <DialogTitle id={`${id}-title`} sx={{ pb: 0.5 }}>
          {title}
        </DialogTitle>
        <DialogContentText id={`${id}-intro`} variant="body2" sx={{ px: 3, pb: 1.5 }}>
          {M.deletedIntro}
        </DialogContentText>
        <DialogContent dividers sx={{ p: 0, minHeight: 120 }}>
          {state.status === 'loading' && (
            <Box
              role="status"
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1.5,
                py: 4,
              }}
            >
              <CircularProgress size={22} aria-hidden />
              <Typography color="textSecondary">{M.deletedLoading}</Typography>
            </Box>
          )}
          {state.status === 'error' && (
            <Alert
              severity="error"
              sx={{ m: 2, alignItems: 'center' }}
              action={
                <Button color="inherit" size="small" onClick={retry}>
                  {UI_MESSAGES.retry}
                </Button>
              }
            >
              {M.deletedLoadError}
            </Alert>
          )}
          {state.status === 'ready' && state.items.length === 0 && (
            <Typography role="status" color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
              {HISTORY_MESSAGES.deletedEmpty}
            </Typography>
          )}
          {state.status === 'ready' && state.items.length > 0 && (
            <Table size="small" stickyHeader aria-labelledby={`${id}-title`}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 3 }}>{M.deletedColumns.id}</TableCell>
                  <TableCell>{M.deletedColumns.title}</TableCell>
                  <TableCell>{M.deletedColumns.by}</TableCell>
                  <TableCell>{M.deletedColumns.at}</TableCell>
                  <TableCell>{M.deletedColumns.action}</TableCell>
                  <TableCell sx={{ pr: 3 }}>
                    <Box component="span" sx={visuallyHidden}>
                      {HISTORY_MESSAGES.title}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {state.items.map((item) => (
                  <TableRow key={item.key} data-testid="deleted-row" data-key={item.key} hover>
                    <TableCell sx={{ pl: 3, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {item.id || '—'}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
                      {item.title || (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {M.noTitle}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell>{item.byName || HISTORY_MESSAGES.unknownUser}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {localTime(item.at)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={item.action === 'split-into' ? 'info' : 'default'}
                        label={M.deletedAction[item.action] ?? item.action}
                      />
                    </TableCell>
                    <TableCell align="right" sx={{ pr: 3 }}>
                      <Button
                        size="small"
                        startIcon={<HistoryRoundedIcon />}
                        aria-label={UI_MESSAGES.historyOf(item.id || item.key)}
                        onClick={() => setHistory(item)}
                      >
                        {HISTORY_MESSAGES.title}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button ref={closeRef} onClick={onClose} variant="contained" autoFocus>
            {UI_MESSAGES.close}
          </Button>
        </DialogActions>
      </Dialog>
      {history && (
        <HistoryDialog
          key={history.key}
          bulletinId={history.id || history.key}
          subtitle={M.deletedSubtitle(
            M.deletedAction[history.action] ?? history.action,
            history.byName || HISTORY_MESSAGES.unknownUser,
            localTime(history.at),
          )}
          load={() => dispatch(loadBulletinHistory(team, history.key))}
          onClose={() => setHistory(null)}
        />
      )}
    </>
  );
}

/** Read by screen readers, not shown (the actions column's header). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
