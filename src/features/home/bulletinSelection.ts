import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import type { BulletinRow } from './bulletinRows';

/**
 * D49: what the admin (or, issue 16, the supervisor) selected in 'Boletins da Equipe': the push keys of the bulletins (the
 * panel is per team, so a key is the bulletin's identity). Never an 'exclude' model, whose
 * meaning would change with the search.
 */
export type BulletinSelection = ReadonlySet<string>;

export const NO_SELECTION: BulletinSelection = new Set();

/**
 * The grid's model as identities. An 'include' model already lists them (the grid keeps the
 * ids the filter hides: keepNonExistentRowsSelected). An 'exclude' model ("all but these") is
 * turned into the rows the grid holds now, minus the excluded ones, plus the rows selected
 * before that the grid does not hold (hidden by the search or the status filter).
 *
 * @example
 * identitySelection({ type: 'exclude', ids: new Set(['k2']) }, ['k1', 'k2'], new Set(['k9']));
 * // Set { 'k9', 'k1' }
 */
export function identitySelection(
  model: GridRowSelectionModel,
  gridRowIds: readonly GridRowId[],
  previous: BulletinSelection,
): BulletinSelection {
  if (model.type === 'include') return new Set([...model.ids].map(String));
  const held = new Set(gridRowIds.map(String));
  const hidden = [...previous].filter((key) => !held.has(key));
  const excluded = new Set([...model.ids].map(String));
  return new Set([...hidden, ...[...held].filter((key) => !excluded.has(key))]);
}

/** The grid's controlled model for a selection: always an 'include' of the keys. */
export function selectionModel(selection: BulletinSelection): GridRowSelectionModel {
  return { type: 'include', ids: new Set(selection) };
}

/**
 * D49: the selection without the bulletins that left the period's live data (deleted
 * elsewhere, or outside a new period), nor (issue 16) those the user may no longer select (a
 * supervisor's bulletin forwarded meanwhile from elsewhere); the same object when none did.
 */
export function keepListed(
  selection: BulletinSelection,
  rows: readonly BulletinRow[],
  selectable: (row: BulletinRow) => boolean = () => true,
): BulletinSelection {
  const listed = new Set(rows.filter(selectable).map((row) => row.id));
  const kept = [...selection].filter((key) => listed.has(key));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The rows of the selected bulletins still listed (all of them, whatever the filter hides). */
export function selectedRows(
  selection: BulletinSelection,
  rows: readonly BulletinRow[],
): BulletinRow[] {
  return rows.filter((row) => selection.has(row.id));
}

/** How many of the selected rows the status filter or the search hides (D49). */
export function hiddenCount(
  selected: readonly BulletinRow[],
  visible: readonly BulletinRow[],
): number {
  const shown = new Set(visible.map((row) => row.id));
  return selected.filter((row) => !shown.has(row.id)).length;
}

/**
 * Newest first, undated last, then by id: the table's default order (date descending), and the
 * order of the cards on a phone (issue 40).
 */
export function byDefaultOrder(a: BulletinRow, b: BulletinRow): number {
  if (a.date !== b.date) {
    if (a.date === null) return 1;
    if (b.date === null) return -1;
    return b.date - a.date;
  }
  return a.invoiceId < b.invoiceId ? -1 : a.invoiceId > b.invoiceId ? 1 : 0;
}

/**
 * D14, D49: the order Dar Baixa asks in: the shown rows in the grid's current sort, then the
 * ones the filter hides (the grid cannot sort rows it does not hold) in the table's default
 * order.
 */
export function askingOrder(
  selected: readonly BulletinRow[],
  sortedVisibleIds: readonly GridRowId[],
): BulletinRow[] {
  const position = new Map(sortedVisibleIds.map((id, index) => [String(id), index]));
  const shown = selected
    .filter((row) => position.has(row.id))
    .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const hidden = selected.filter((row) => !position.has(row.id)).sort(byDefaultOrder);
  return [...shown, ...hidden];
}
