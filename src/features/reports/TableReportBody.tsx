import Stack from '@mui/material/Stack';
import type {
  DataGridProps,
  GridColDef,
  GridLocaleText,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { ServerGrid, SummaryCards } from '../../ui/report';
import type { SelectionColumn, SummaryCard } from '../../ui/report';
import type { ReportClient } from '../../../workers/client';
import type { ReportHandle, ReportKind, ReportRows, SortSpec } from '../../../workers/contract';
import { REPORT_MESSAGES as M } from './messages';
import { sortSpecOf } from './tableReports';
import type { TableReportDef } from './tableReports';

type Row<K extends ReportKind> = ReportRows[K] & GridValidRowModel;

export interface TableReportBodyProps<K extends ReportKind> {
  kind: K;
  def: TableReportDef<K>;
  handle: ReportHandle<K>;
  version: number;
  client: ReportClient;
  sort: SortSpec<K> | null;
  onSortChange: (sort: SortSpec<K> | null) => void;
  onError: (error: unknown) => void;
  extraColumns?: GridColDef<Row<K>>[];
  extraCards?: SummaryCard[];
  gridProps?: Partial<DataGridProps<Row<K>>>;
  /** The checkbox selection column, titled (ServerGrid). */
  selectionColumn?: SelectionColumn;
  /** Grid texts beside the pt-BR ones (a stable object). */
  localeText?: Partial<GridLocaleText>;
  /** Between the cards and the grid (e.g. the by-team groups, Coelba's buttons). */
  before?: ReactNode;
  /** Under the grid (e.g. Coelba's footer rows). */
  after?: ReactNode;
  /**
   * Issue 24: the first result is being generated; the cards and the grid stand at their loaded
   * size as skeletons (`handle` is the screen's noResultHandle).
   */
  pending?: boolean;
}

/**
 * A table report (SPEC §2): its cards, then a server-mode grid paged and sorted by the worker.
 * The grid's sort is the screen's sort, so Exportar CSV writes the order on screen (D34).
 */
export function TableReportBody<K extends ReportKind>({
  kind,
  def,
  handle,
  version,
  client,
  sort,
  onSortChange,
  onError,
  extraColumns,
  extraCards,
  gridProps,
  selectionColumn,
  localeText,
  before,
  after,
  pending = false,
}: TableReportBodyProps<K>) {
  // Before the first result (noResultHandle) the worker holds no report: nothing to ask.
  const noResult = handle.run < 0;
  const fetchPage = useCallback(
    async (page: number, pageSize: number) => {
      // `version` makes a new function for each new result, which refetches.
      void version;
      if (noResult) return [];
      const result = await client.page(kind, { page, pageSize, sort });
      return result.rows as Row<K>[];
    },
    [client, kind, sort, version, noResult],
  );
  const columns = useMemo(() => [...def.columns, ...(extraColumns ?? [])], [def, extraColumns]);
  const sortModel: GridSortModel = useMemo(() => {
    if (!sort) return [];
    const field = Object.keys(def.sortKeys).find((f) => def.sortKeys[f] === sort.key);
    return field ? [{ field, sort: sort.direction }] : [];
  }, [def, sort]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => onSortChange(sortSpecOf(def, model)),
    [def, onSortChange],
  );

  return (
    <Stack spacing={2.5}>
      <SummaryCards
        cards={[...def.cards(handle), ...(extraCards ?? [])]}
        label={M.summary}
        pending={pending}
      />
      {before}
      <ServerGrid<Row<K>>
        columns={columns}
        rowCount={handle.total}
        fetchPage={fetchPage}
        resetKey={`${version}|${sort?.key ?? ''}|${sort?.direction ?? ''}`}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        emptyLabel={def.emptyLabel}
        ariaLabel={M.results}
        onError={onError}
        gridProps={gridProps}
        selectionColumn={selectionColumn}
        localeText={localeText}
        pending={pending}
      />
      {after}
    </Stack>
  );
}
