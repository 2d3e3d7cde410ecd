import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { formatDate } from '../../core/dates';
import { formatMoneyCents, formatQuantity } from '../../core/format';
import { teamName } from '../../core/teams';
import type { ReportClient } from '../../../workers/client';
import { isStaleReportError } from '../../../workers/contract';
import type { CoelbaRow, CoelbaSourceLine } from '../../../workers/contract';
import { BulletinLinks } from './bulletinLinks';
import { LINKS } from './messages';

type Loaded =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'loaded'; lines: CoelbaSourceLine[] };

const NUM = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The Total row reads like the lines (a table footer is smaller by default). */
const FOOT = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

/**
 * Issue 22: the service lines a Coelba row aggregates (D15), read from the worker's kept result:
 * bulletin (its PDF link, Editar where the role may edit), team, date, quantity and total, with
 * the row's Total under them. Esc or Fechar closes; MUI returns focus to the row's button.
 */
export function CoelbaSourceLinesDialog({
  client,
  run,
  row,
  onClose,
}: {
  client: ReportClient;
  /** The result the row belongs to (ReportHandle.run). */
  run: number;
  row: CoelbaRow;
  onClose: () => void;
}) {
  const [state, setState] = useState<Loaded>({ phase: 'loading' });
  const titleId = useId();
  const summaryId = useId();

  useEffect(() => {
    let live = true;
    client.coelbaSourceLines(run, row.id).then(
      (lines) => {
        if (live) setState({ phase: 'loaded', lines });
      },
      (error: unknown) => {
        console.error('reports: the Coelba source lines could not be read', error);
        if (live)
          setState({
            phase: 'error',
            message: isStaleReportError(error) ? LINKS.stale : LINKS.error,
          });
      },
    );
    return () => {
      live = false;
    };
  }, [client, run, row.id]);

  const lines = state.phase === 'loaded' ? state.lines : [];
  const totalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={summaryId}
    >
      <DialogTitle id={titleId}>{LINKS.sourceLinesTitle}</DialogTitle>
      <DialogContent>
        <Typography id={summaryId} color="textSecondary" sx={{ mb: 2 }}>
          {LINKS.sourceLinesSummary(row.code, row.city, LINKS.lineCount(row.lines))}
        </Typography>
        {state.phase === 'loading' && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}
            data-testid="source-lines-loading"
          >
            <CircularProgress size={22} aria-hidden />
            <Typography>{LINKS.loading}</Typography>
          </Box>
        )}
        {state.phase === 'error' && (
          <Alert severity="error" role="alert">
            {state.message}
          </Alert>
        )}
        {state.phase === 'loaded' && (
          <Table size="small" aria-label={LINKS.sourceLinesTable(row.code)}>
            <TableHead>
              <TableRow>
                <TableCell>{LINKS.headers.bulletin}</TableCell>
                <TableCell>{LINKS.headers.team}</TableCell>
                <TableCell>{LINKS.headers.date}</TableCell>
                <TableCell align="right">{LINKS.headers.quantity}</TableCell>
                <TableCell align="right">{LINKS.headers.total}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((l) => (
                <TableRow key={`${l.team}/${l.key}/${l.position}`} data-testid="source-line">
                  <TableCell>
                    <BulletinLinks team={l.team} bulletinKey={l.key} invoiceId={l.invoiceId} />
                  </TableCell>
                  <TableCell>{teamName(l.team)}</TableCell>
                  <TableCell sx={NUM}>{formatDate(l.date)}</TableCell>
                  <TableCell align="right" sx={NUM}>
                    {formatQuantity(l.quantity)}
                  </TableCell>
                  <TableCell align="right" sx={NUM}>
                    {formatMoneyCents(l.totalCents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow data-testid="source-lines-total">
                <TableCell colSpan={3} sx={FOOT}>
                  {LINKS.total}
                </TableCell>
                <TableCell align="right" sx={{ ...NUM, ...FOOT }}>
                  {formatQuantity(lines.reduce((sum, l) => sum + l.quantity, 0))}
                </TableCell>
                <TableCell align="right" sx={{ ...NUM, ...FOOT }}>
                  {formatMoneyCents(totalCents)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {LINKS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
