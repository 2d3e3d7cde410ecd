import Box from '@mui/material/Box';
import type {
  DataGridProps,
  GridColDef,
  GridLocaleText,
  GridPaginationModel,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { ptBR as dataGridPtBR } from '@mui/x-data-grid/locales';
import { useEffect, useMemo, useState } from 'react';
import type * as ServerGridViewModule from './ServerGridView';
import type { SelectionColumn, ServerGridViewProps } from './ServerGridView';

type GridViewModule = typeof ServerGridViewModule;
type GridViewComponent = <R extends GridValidRowModel>(
  props: ServerGridViewProps<R>,
) => React.JSX.Element;

/**
 * Issue 24: the DataGrid's code (ServerGridView), loaded when a grid is first mounted (a report
 * screen parks its grid until the page is first used) or before, when the browser is idle
 * (`prefetchDataGrid`). Once here, a grid mounted later renders it in its first commit (no
 * Suspense round: the grid stands in the loading state of the click that mounted it). A failed
 * download is asked again by the next grid.
 */
let gridView: GridViewModule | null = null;
let gridViewLoad: Promise<GridViewModule> | null = null;
function loadGridView(): Promise<GridViewModule> {
  gridViewLoad ??= import('./ServerGridView').then(
    (module) => (gridView = module),
    (error: unknown) => {
      gridViewLoad = null;
      throw error;
    },
  );
  return gridViewLoad;
}

/** Issue 24: downloads the grid's code ahead (a screen that will show a grid, once idle). */
export function prefetchDataGrid(): Promise<unknown> {
  return loadGridView();
}

/** The grid's code once here (at once when it already is); `onError` if it cannot come. */
function useGridView(onError?: (error: unknown) => void): GridViewComponent | null {
  const [module, setModule] = useState(gridView);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadGridView().then(
      (loaded) => {
        if (live) setModule(loaded);
      },
      (error: unknown) => {
        if (live) onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [module, onError]);
  return (module?.default as GridViewComponent | undefined) ?? null;
}

export const PAGE_SIZE_OPTIONS = [25, 50, 100] as const;
const PAGE_SIZES = [...PAGE_SIZE_OPTIONS];
const SORTING_ORDER: DataGridProps['sortingOrder'] = ['asc', 'desc'];
const GRID_SX = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
  '& .num-cell': { fontVariantNumeric: 'tabular-nums' },
} as const;

/**
 * An empty grid loading shows a progress bar under its header. Not the skeleton variant: its
 * hundreds of skeleton cells rendered at the click cost the longest main-thread task of the
 * report flow (reports-main-thread: 151–210 ms with it, against 106–164 ms before).
 */
const GRID_SLOT_PROPS: DataGridProps['slotProps'] = {
  loadingOverlay: { noRowsVariant: 'linear-progress' },
};

/**
 * A fixed height: the grid scrolls inside and virtualizes its rows; the page stays short.
 * Issue 24: while the report is generated (`data-pending`) the grid's filler (the space under
 * no rows) is not painted, so the rows coming in its place do not move a grid-sized box (a
 * layout shift), and its loading overlay is not displayed: the screen's progress card above
 * says how far the load is, and the overlay's indeterminate bar animates `left` and `right`, a
 * style and layout pass at every frame that took a core from the report's workers for the whole
 * load (issue 17: 0.3–0.5 s of main-thread time on a cold Gerar on `large`). An attribute, not
 * another sx: a new style object on the grid re-serializes and restyles the whole grid at the
 * click and again when the rows come.
 */
const FRAME_SX = {
  width: '100%',
  height: 640,
  '&[data-pending="true"] .MuiDataGrid-filler': { visibility: 'hidden' },
  '&[data-pending="true"] .MuiDataGrid-overlayWrapper': { display: 'none' },
} as const;

export interface ServerGridProps<R extends GridValidRowModel> {
  columns: GridColDef<R>[];
  /** Rows after filters and search, as the worker counts them. */
  rowCount: number;
  /**
   * Asks the server (the report worker) for one page. A new function (new result, new sort)
   * refetches; a new `resetKey` goes back to the first page.
   */
  fetchPage: (page: number, pageSize: number) => Promise<R[]>;
  resetKey: string;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  emptyLabel: string;
  ariaLabel: string;
  /** Called when a page cannot be loaded. */
  onError?: (error: unknown) => void;
  /** Extra DataGrid props (selection, slots). */
  gridProps?: Partial<DataGridProps<R>>;
  /** The checkbox selection column (with `gridProps.checkboxSelection`), after the columns. */
  selectionColumn?: SelectionColumn;
  /** Grid texts beside the pt-BR ones (give a stable object). */
  localeText?: Partial<GridLocaleText>;
  /** The report is being generated (issue 24): the grid shows its loading skeleton meanwhile. */
  pending?: boolean;
}

/**
 * MUI DataGrid in server mode (ARCHITECTURE "The worker is the report server"): pagination,
 * sorting and filtering all happen in the worker; the grid holds one page. SPEC §2: the same
 * column toggles asc/desc and a new column starts asc (sortingOrder asc, desc, no 'none').
 */
export function ServerGrid<R extends GridValidRowModel>({
  columns,
  rowCount,
  fetchPage,
  resetKey,
  sortModel,
  onSortModelChange,
  emptyLabel,
  ariaLabel,
  onError,
  gridProps,
  selectionColumn,
  localeText: extraLocaleText,
  pending = false,
}: ServerGridProps<R>) {
  const GridView = useGridView(onError);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  // The page shown and what it answers; loading until it answers the current request.
  const [shown, setShown] = useState<{
    fetchPage: ServerGridProps<R>['fetchPage'];
    page: number;
    pageSize: number;
    rows: R[];
  } | null>(null);
  const [shownKey, setShownKey] = useState(resetKey);

  // A new result or sort starts again on the first page (adjusting state during render).
  if (shownKey !== resetKey) {
    setShownKey(resetKey);
    if (pagination.page !== 0) setPagination({ ...pagination, page: 0 });
  }

  const { page, pageSize } = pagination;
  useEffect(() => {
    let live = true;
    fetchPage(page, pageSize).then(
      (rows) => {
        if (live) setShown({ fetchPage, page, pageSize, rows });
      },
      (error: unknown) => {
        if (!live) return;
        setShown({ fetchPage, page, pageSize, rows: [] });
        onError?.(error);
      },
    );
    return () => {
      live = false;
    };
  }, [fetchPage, page, pageSize, onError]);

  const loading =
    pending ||
    !shown ||
    shown.fetchPage !== fetchPage ||
    shown.page !== page ||
    shown.pageSize !== pageSize;
  // Stable props: a new object would make the grid recompute its locale on every page.
  const localeText = useMemo(
    () => ({
      // The prop replaces the theme's pt-BR texts as a whole, so they are spread back in.
      ...dataGridPtBR.components.MuiDataGrid.defaultProps.localeText,
      noRowsLabel: emptyLabel,
      noResultsOverlayLabel: emptyLabel,
      ...extraLocaleText,
    }),
    [emptyLabel, extraLocaleText],
  );

  return (
    <Box sx={FRAME_SX} data-pending={pending}>
      {/* Until the grid's code is here, its box keeps its place (nothing below moves). */}
      {GridView && (
        // The module's one component, the same function on every render once loaded (not
        // made here): the rule cannot see that it comes from a module, not from this render.
        // eslint-disable-next-line react-hooks/static-components
        <GridView<R>
          rows={shown?.rows ?? []}
          columns={columns}
          selectionColumn={selectionColumn}
          rowCount={rowCount}
          loading={loading}
          slotProps={GRID_SLOT_PROPS}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          sortModel={sortModel}
          onSortModelChange={onSortModelChange}
          sortingOrder={SORTING_ORDER}
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          density="compact"
          localeText={localeText}
          aria-label={ariaLabel}
          sx={GRID_SX}
          {...gridProps}
        />
      )}
    </Box>
  );
}
