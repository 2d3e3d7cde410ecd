/**
 * Issue 24: the part of ServerGrid that needs MUI X DataGrid's code (138 KB gzip), in a chunk
 * of its own: a report screen paints and takes its filters before that code has come, and the
 * grid, parked until the page is first used, loads it then (or when the browser is idle).
 */
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, GridHeaderCheckbox } from '@mui/x-data-grid';
import type {
  DataGridProps,
  GridColDef,
  GridColumnHeaderParams,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';

/** The checkbox selection column, titled, with the page's checkbox beside its title. */
export interface SelectionColumn {
  headerName: string;
  width: number;
}

export interface ServerGridViewProps<R extends GridValidRowModel> extends DataGridProps<R> {
  selectionColumn?: SelectionColumn;
}

function selectionColumnDef<R extends GridValidRowModel>({
  headerName,
  width,
}: SelectionColumn): GridColDef<R> {
  return {
    ...(GRID_CHECKBOX_SELECTION_COL_DEF as GridColDef<R>),
    headerName,
    width,
    renderHeader: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {headerName}
        </Box>
        <GridHeaderCheckbox {...(params as unknown as GridColumnHeaderParams)} />
      </Box>
    ),
  };
}

/** The DataGrid with `columns`, and the selection column after them when one is asked for. */
export default function ServerGridView<R extends GridValidRowModel>({
  columns,
  selectionColumn,
  ...props
}: ServerGridViewProps<R>) {
  const all = useMemo(
    () => (selectionColumn ? [...columns, selectionColumnDef<R>(selectionColumn)] : columns),
    [columns, selectionColumn],
  );
  return <DataGrid<R> columns={all} {...props} />;
}
