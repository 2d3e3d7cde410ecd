import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One column of a per-team table: header, cell and footer content. */
export interface TeamTableColumn<R> {
  id: string;
  label: string;
  numeric?: boolean;
  cell: (row: R) => ReactNode;
  /** The footer cell (D42: label in the first column, sums in the summable ones). */
  footer?: ReactNode;
  /** A sortable header (the by-team groups), with its direction when it is the active one. */
  sort?: { active: boolean; direction: 'asc' | 'desc'; onClick: () => void };
}

/**
 * Skeleton's pulse, given once to the whole pending body rather than to each of its cells: a
 * skeleton per cell of a row per team animated 211 skeletons on the daily report's pending page
 * (14 animations now), each its own layer, and the page restyled and re-layered them every frame
 * of a load (issue 17: ~0.6 s of the main thread during a cold Gerar of 17 teams on `large`,
 * taken from the report worker on a 2-core machine).
 */
const PENDING_PULSE = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
const PENDING_BODY_SX = {
  animation: `${PENDING_PULSE} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/**
 * A small table for the per-team results (paid-summary, daily 'Desempenho por Equipe', by-type
 * 'Resumo por Equipe', by-team groups): at most the 17 teams, so it needs no paging. Rows and
 * footer values come from the worker.
 */
export function TeamTable<R>({
  title,
  columns,
  rows,
  rowKey,
  hasFooter,
  emptyLabel,
  dense,
  pendingRows,
}: {
  title?: string;
  columns: readonly TeamTableColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  hasFooter?: boolean;
  emptyLabel?: string;
  dense?: boolean;
  /**
   * Issue 24: the rows are not here yet but their count is known; that many rows of skeleton
   * cells (and the footer's) stand at the loaded table's size meanwhile.
   */
  pendingRows?: number;
}) {
  const pending = pendingRows !== undefined;
  // Still: the pending body pulses as one (PENDING_BODY_SX).
  const placeholder = <Skeleton animation={false} />;
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: 'hidden' }}>
      {title && (
        <Typography component="h2" variant="h5" sx={{ px: 2, pt: 1.75, pb: 1 }}>
          {title}
        </Typography>
      )}
      <TableContainer>
        <Table
          size={dense ? 'small' : 'medium'}
          aria-label={title}
          sx={{ '& .MuiTableCell-root': { px: 1.25 } }}
        >
          <TableHead>
            <TableRow sx={{ bgcolor: '#f7f9fb' }}>
              {columns.map((c) => (
                <TableCell
                  key={c.id}
                  align={c.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  sortDirection={c.sort?.active ? c.sort.direction : false}
                >
                  {c.sort ? (
                    <TableSortLabel
                      active={c.sort.active}
                      direction={c.sort.active ? c.sort.direction : 'asc'}
                      onClick={c.sort.onClick}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={pending ? PENDING_BODY_SX : undefined}>
            {pending &&
              Array.from({ length: pendingRows }, (_, i) => (
                <TableRow key={i} data-testid="table-pending-row">
                  {columns.map((c) => (
                    <TableCell key={c.id}>{placeholder}</TableCell>
                  ))}
                </TableRow>
              ))}
            {!pending && rows.length === 0 && emptyLabel && (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', py: 3 }}>
                  {emptyLabel}
                </TableCell>
              </TableRow>
            )}
            {!pending &&
              rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell
                      key={c.id}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                    >
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
          {hasFooter && (
            <TableFooter>
              <TableRow sx={{ bgcolor: '#eef2f7' }} data-testid="table-footer">
                {columns.map((c) => (
                  <TableCell
                    key={c.id}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{
                      fontWeight: 700,
                      color: 'text.primary',
                      fontSize: 14,
                      fontVariantNumeric: 'tabular-nums',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {pending ? placeholder : (c.footer ?? '')}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </Paper>
  );
}
