import type { GridColDef } from '@mui/x-data-grid';
import { formatDate } from '../../core/dates';
import { formatMoneyCents } from '../../core/format';
import { STATUS_LABELS } from '../../core/messages';
import { compareText } from '../../core/text';
import { StatusChip } from '../../ui/StatusChip';
import type { BulletinRow } from './bulletinRows';
import { HOME_MESSAGES as M } from './messages';

// D33: text columns sort accent- and case-insensitively, by code point.
const textColumn = {
  sortComparator: (a: unknown, b: unknown) => compareText(a, b),
} satisfies Partial<GridColDef<BulletinRow>>;

/**
 * SPEC §2 'Boletins da Equipe' columns: ID, Título, Projeto, Data, Município, Valor (with factor,
 * R$), Status (D9). `extra` columns (the row actions of issue 5) are appended at the right.
 */
export function bulletinColumns(
  extra: readonly GridColDef<BulletinRow>[] = [],
): GridColDef<BulletinRow>[] {
  return [
    {
      field: 'invoiceId',
      headerName: M.columns.id,
      minWidth: 100,
      flex: 0.7,
      ...textColumn,
      renderCell: ({ value }) => (
        <span style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{String(value)}</span>
      ),
    },
    { field: 'title', headerName: M.columns.title, minWidth: 150, flex: 1.6, ...textColumn },
    { field: 'project', headerName: M.columns.project, minWidth: 110, flex: 0.9, ...textColumn },
    {
      field: 'date',
      headerName: M.columns.date,
      type: 'number',
      align: 'left',
      headerAlign: 'left',
      minWidth: 100,
      flex: 0.6,
      valueFormatter: (value: number | null) => (value === null ? M.noDate : formatDate(value)),
    },
    { field: 'city', headerName: M.columns.city, minWidth: 120, flex: 1, ...textColumn },
    {
      field: 'valueCents',
      headerName: M.columns.value,
      type: 'number',
      minWidth: 120,
      flex: 0.8,
      valueFormatter: (value: number) => formatMoneyCents(value),
      cellClassName: 'money-cell',
    },
    {
      field: 'status',
      headerName: M.columns.status,
      minWidth: 115,
      flex: 0.7,
      // Sorted by the label the user reads (D9 labels).
      sortComparator: (a: BulletinRow['status'], b: BulletinRow['status']) =>
        compareText(STATUS_LABELS[a], STATUS_LABELS[b]),
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    ...extra,
  ];
}
