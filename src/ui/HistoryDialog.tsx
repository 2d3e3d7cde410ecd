import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { describeEvent, HISTORY_MESSAGES, newestFirst } from '../core/historyText';
import type { HistoryAction, HistoryEvent } from '../core/model';
import { UI_MESSAGES } from './messages';

export interface HistoryDialogProps {
  /** The bulletin's number (planilha), for the title: 'Histórico do boletim 2005'. */
  bulletinId: string;
  /** A line under the title (e.g. the team, or that the bulletin was deleted). */
  subtitle?: string;
  /**
   * Reads the bulletin's events, in any order (the dialog shows the newest first). Called when
   * the dialog opens and again on 'Tentar novamente'; a rejection shows the error state.
   */
  load: () => Promise<readonly HistoryEvent[]>;
  onClose: () => void;
}

type LoadState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: HistoryEvent[] };

/** The dot beside an event: the actions a reader looks for stand out. */
const DOT: Partial<Record<HistoryAction, string>> = {
  returned: 'warning.main',
  deleted: 'error.main',
  'split-into': 'error.main',
  paid: 'success.main',
  forwarded: 'primary.main',
  created: 'primary.main',
  'split-from': 'primary.main',
};

/** An event's time as the viewer's clock reads it (ISO, for the <time> element). */
function isoOf(at: number): string | undefined {
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

/**
 * Issue 15: a bulletin's history, newest first, in the viewer's local time: for each event
 * 'dd/mm/aaaa HH:mm — {who} {did what}' and, beneath, one line per thing it changed (core
 * `describeEvent`). States: loading (a progress and 'Carregando histórico...'), error ('Erro ao
 * carregar o histórico.' with 'Tentar novamente'), empty ('Nenhuma alteração registrada.') and
 * the list, which scrolls inside the dialog and can be scrolled from the keyboard (it takes the
 * focus with Tab). Fechar has the focus when it opens; Esc and the backdrop close it too.
 * Mount it to open it (the caller renders it while open).
 */
export function HistoryDialog({ bulletinId, subtitle, load, onClose }: HistoryDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const subtitleId = `${id}-subtitle`;
  const countId = `${id}-count`;
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The latest loader, so a parent that passes a new arrow each render does not reload.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (events) => {
        if (live) setState({ status: 'ready', events: newestFirst(events) });
      },
      (error: unknown) => {
        console.error(`history of bulletin ${bulletinId}:`, error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, bulletinId]);

  const retry = () => {
    // The retry button leaves with the error: the focus stays in the dialog, on Fechar.
    closeRef.current?.focus();
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  const count =
    state.status === 'ready' && state.events.length > 0
      ? UI_MESSAGES.historyCount(state.events.length)
      : null;
  const describedBy =
    [subtitle ? subtitleId : null, count ? countId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog
      open
      onClose={onClose}
      scroll="paper"
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-testid="history-dialog"
    >
      <DialogTitle id={titleId} sx={{ pb: subtitle || count ? 0 : 1.5 }}>
        {UI_MESSAGES.historyOf(bulletinId)}
      </DialogTitle>
      {(subtitle || count) && (
        <Box sx={{ px: 3, pt: 0.25, pb: 1.5 }}>
          {subtitle && (
            <Typography id={subtitleId} variant="body2" color="textSecondary">
              {subtitle}
            </Typography>
          )}
          {count && (
            <Typography id={countId} variant="body2" color="textSecondary">
              {count}
            </Typography>
          )}
        </Box>
      )}
      <DialogContent
        dividers
        // The list scrolls inside the dialog; with the focus the arrows and Page keys scroll it.
        tabIndex={state.status === 'ready' && state.events.length > 0 ? 0 : undefined}
        sx={{ minHeight: 120, '&:focus-visible': { outline: '2px solid', outlineOffset: -2 } }}
      >
        {state.status === 'loading' && (
          <Box
            role="status"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 3,
              justifyContent: 'center',
            }}
          >
            <CircularProgress size={22} aria-hidden />
            <Typography color="textSecondary">{HISTORY_MESSAGES.loading}</Typography>
          </Box>
        )}
        {state.status === 'error' && (
          <Alert
            severity="error"
            sx={{ my: 1, alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {UI_MESSAGES.retry}
              </Button>
            }
          >
            {HISTORY_MESSAGES.loadError}
          </Alert>
        )}
        {state.status === 'ready' && state.events.length === 0 && (
          <Typography role="status" color="textSecondary" sx={{ py: 3, textAlign: 'center' }}>
            {HISTORY_MESSAGES.empty}
          </Typography>
        )}
        {state.status === 'ready' && state.events.length > 0 && <EventList events={state.events} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button ref={closeRef} onClick={onClose} variant="contained" autoFocus>
          {UI_MESSAGES.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The events as an ordered list, newest first, joined by a thin timeline. */
function EventList({ events }: { events: readonly HistoryEvent[] }) {
  return (
    <Box component="ol" aria-label={UI_MESSAGES.historyList} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => {
        const { when, summary, details } = describeEvent(
          event,
          -new Date(event.at).getTimezoneOffset(),
        );
        const last = index === events.length - 1;
        return (
          <Box
            component="li"
            key={`${event.rev}:${index}`}
            data-testid="history-event"
            sx={{
              position: 'relative',
              pl: 3,
              pb: last ? 0.5 : 2,
              // The timeline: a dot per event, a line down to the next one.
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 4,
                top: 7,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: DOT[event.action] ?? 'grey.500',
              },
              '&::after': last
                ? undefined
                : {
                    content: '""',
                    position: 'absolute',
                    left: 8,
                    top: 21,
                    bottom: 2,
                    width: 2,
                    bgcolor: 'divider',
                  },
            }}
          >
            <Typography variant="body2" data-testid="history-event-title" sx={{ lineHeight: 1.6 }}>
              <Box
                component="time"
                dateTime={isoOf(event.at)}
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                {when}
              </Box>
              {' — '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {summary}
              </Box>
            </Typography>
            {details.length > 0 && (
              <Box
                component="ul"
                data-testid="history-event-details"
                sx={{
                  m: 0,
                  mt: 0.25,
                  pl: 2.25,
                  color: 'text.secondary',
                  typography: 'body2',
                  '& li': { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
                }}
              >
                {details.map((line, n) => (
                  <li key={n}>{line}</li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
