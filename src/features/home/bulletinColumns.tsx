import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../core/dates';
import { formatMoneyCents } from '../../core/format';
import { STATUS_LABELS } from '../../core/messages';
import { compareText } from '../../core/text';
import { StatusChip } from '../../ui/StatusChip';
import type { BulletinRow } from './bulletinRows';
import { lastReturnOf } from '../../shared/lastReturn';
import { LastReturnMark } from './LastReturnMark';
import { HOME_MESSAGES as M } from './messages';
import { OverflowText } from './OverflowText';

// D33: text columns sort accent- and case-insensitively, by code point.
const textColumn = {
  sortComparator: (a: unknown, b: unknown) => compareText(a, b),
} satisfies Partial<GridColDef<BulletinRow>>;

/** Issue 16: long texts end in an ellipsis and show whole on hover and keyboard focus. */
const overflowColumn = {
  ...textColumn,
  renderCell: ({ value, hasFocus }) => <OverflowText text={String(value)} focused={hasFocus} />,
} satisfies Partial<GridColDef<BulletinRow>>;

/** The Data column's text: dd/mm/aaaa, or 'Sem data' (D6: no valid date). */
export function dateText(date: number | null): string {
  return date === null ? M.noDate : formatDate(date);
}

/** The Valor column's text: the value with factor in R$ (SPEC §9). */
export function valueText(cents: number): string {
  return formatMoneyCents(cents);
}

/**
 * The Status column's cell, and the status of a bulletin's card (issue 40): the D9 chip, the
 * issue 15 mark of a returned bulletin beside it, and (issue 16) the pedido Dar Baixa stored
 * under it. `mark`: the grid cell's focus and tab index for the mark; a card leaves it out and
 * shows the return's text in full instead (LastReturnNote).
 */
export function StatusCell({
  row,
  mark,
}: {
  row: BulletinRow;
  mark?: { cellFocused: boolean; tabIndex: -1 | 0 };
}) {
  // Issue 15: a returned bulletin shows why beside its chip, until forwarded again.
  const last = mark ? lastReturnOf(row.entry.invoice) : null;
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: 'flex-start',
        gap: 0.25,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
        <StatusChip status={row.status} />
        {last && mark && (
          <LastReturnMark last={last} cellFocused={mark.cellFocused} tabIndex={mark.tabIndex} />
        )}
      </Box>
      {row.pedido && (
        <Box
          component="span"
          data-testid="pedido"
          sx={{
            maxWidth: '100%',
            fontSize: '0.75rem',
            lineHeight: 1.3,
            color: 'text.secondary',
            fontVariantNumeric: 'tabular-nums',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {M.pedido(row.pedido)}
        </Box>
      )}
    </Box>
  );
}

/**
 * SPEC §2 'Boletins da Equipe' columns: ID, Título, Projeto, Data, Município, Valor (with factor,
 * R$), Status (D9, with the pedido Dar Baixa stored under it). `extra` columns (the row actions
 * of issue 5) are appended at the right. Issue 16: sized for 1366 px with the sidebar, the
 * selection checkboxes and the actions: the fixed columns fit their usual content (an id with
 * its split suffix, a 13-letter project, 'R$ 999.999,99', 'Pedido 4500000001'); Título takes
 * two thirds of the rest and Município one third; a longer text ends in an ellipsis with the
 * whole text in a tooltip. Issue 40: `narrow` (a portrait tablet, where the panel leaves out
 * Projeto and Município) lets Título narrow to 100 px, on two lines before its ellipsis, and
 * Status to 112, so the row fits 800 px with the touch screen's 44 px action buttons.
 */
export function bulletinColumns(
  extra: readonly GridColDef<BulletinRow>[] = [],
  { narrow = false }: { narrow?: boolean } = {},
): GridColDef<BulletinRow>[] {
  return [
    {
      field: 'invoiceId',
      headerName: M.columns.id,
      width: 80,
      ...textColumn,
      renderCell: ({ value }) => (
        <span style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{String(value)}</span>
      ),
    },
    {
      field: 'title',
      headerName: M.columns.title,
      minWidth: narrow ? 100 : 150,
      flex: 2,
      ...overflowColumn,
      ...(narrow && {
        renderCell: ({ value, hasFocus }) => (
          <OverflowText text={String(value)} focused={hasFocus} lines={2} />
        ),
      }),
    },
    { field: 'project', headerName: M.columns.project, width: 118, ...overflowColumn },
    {
      field: 'date',
      headerName: M.columns.date,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
      width: 94,
      valueFormatter: (value: number | null) => dateText(value),
    },
    { field: 'city', headerName: M.columns.city, minWidth: 96, flex: 1, ...overflowColumn },
    {
      field: 'valueCents',
      headerName: M.columns.value,
      type: 'number',
      width: 112,
      valueFormatter: (value: number) => valueText(value),
      cellClassName: 'money-cell',
    },
    {
      field: 'status',
      headerName: M.columns.status,
      width: narrow ? 112 : 128,
      // Sorted by the label the user reads (D9 labels).
      sortComparator: (a: BulletinRow['status'], b: BulletinRow['status']) =>
        compareText(STATUS_LABELS[a], STATUS_LABELS[b]),
      renderCell: ({ row, hasFocus, tabIndex }) => (
        <StatusCell row={row} mark={{ cellFocused: hasFocus, tabIndex }} />
      ),
    },
    ...extra,
  ];
}
