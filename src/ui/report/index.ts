/** Shared report pieces: summary cards and the server-mode grid. */
export { SummaryCards } from './SummaryCards';
export type { SummaryCard } from './SummaryCards';
export { PAGE_SIZE_OPTIONS, prefetchDataGrid, ServerGrid } from './ServerGrid';
export type { ServerGridProps } from './ServerGrid';
export type { SelectionColumn } from './ServerGridView';
export { TeamTable } from './TeamTable';
export type { TeamTableColumn } from './TeamTable';
