/**
 * P53, issue 16: where the home offers each action, keyed by the ids of the registry of
 * bulletin actions (core/actions.ts) and of the app's actions (core permissions): its icon and
 * labels, whether a role gets it as a button on every row or in 'Mais ações', and whether it is
 * in the bar over the selected rows. Who may take it, on which bulletins, and what it writes and
 * says are the registry's; this table is only the screen's. Its order is the order of the row's
 * buttons, then of its menu, and of the bulk bar's buttons.
 */
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CallSplitRoundedIcon from '@mui/icons-material/CallSplitRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import ManageSearchRoundedIcon from '@mui/icons-material/ManageSearchRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ToggleId } from '../../core/actions';
import type { Role } from '../../core/model';
import { canDo } from '../../core/permissions';
import type { Action } from '../../core/permissions';
import { HOME_MESSAGES as M } from './messages';

/** Where the selected rows' bar offers an action (SPEC §2, §4, issue 16). */
export interface BulkPlacement {
  label: string;
  /** The bar's main action is filled; the others are outlined. */
  main?: boolean;
  /** A mark: what its notice calls it ('3 boletins marcados como visto.'). */
  noun?: string;
}

/**
 * Issue 16: where a row offers an action to the roles that may take it: a button on every row
 * ('inline': the slot stays on a row where it is not available, so the buttons line up) or in
 * 'Mais ações' ('menu'). A role's buttons plus the menu fit the compact 'Ações' column, so the
 * home table fits 1366 px without scrolling sideways.
 */
export type RowPlace = 'inline' | 'menu';

interface Placement {
  icon: SvgIconComponent;
  /** On the rows (by role, when it differs); absent: not on a row. */
  row?: RowPlace | ((role: Role) => RowPlace);
  bulk?: BulkPlacement;
}

/** An action a row offers under one name. */
export interface ActionPlacement extends Placement {
  label: string;
  /** Issue 23: written at once by a click, no dialog (forward); else RowActions' own handler. */
  oneClick?: true;
  /** Its colour while pressed. */
  color?: string;
}

/** A mark: the button names the state it writes, and is pressed while the mark is set. */
export interface MarkPlacement extends Placement {
  set: string;
  clear: string;
  color: string;
}

/** The ids the home offers: the registry's and the app's actions, and the history (issue 15). */
export type HomeActionId = Action | 'history';

type HomeTable = {
  readonly [K in HomeActionId]?: K extends ToggleId ? MarkPlacement : ActionPlacement;
};

/** Issue 16: the admin's buttons are its marks; it edits from the menu. */
const menuForAdmin = (role: Role): RowPlace => (role === 'admin' ? 'menu' : 'inline');

export const HOME_ACTIONS = {
  edit: { label: M.actions.edit, icon: EditOutlinedIcon, row: menuForAdmin },
  pdf: { label: M.actions.pdf, icon: PictureAsPdfOutlinedIcon, row: 'inline' },
  forwardToBilling: {
    label: M.actions.forwardToBilling,
    icon: SendRoundedIcon,
    row: 'inline',
    oneClick: true,
    color: '#1d4f91',
    bulk: { label: M.bulkForward, main: true },
  },
  markViewed: {
    set: M.actions.markViewed,
    clear: M.actions.unmarkViewed,
    icon: VisibilityOutlinedIcon,
    color: '#1f5592',
    row: 'inline',
    bulk: { label: M.bulkViewed, noun: M.bulkMarkNoun.markViewed },
  },
  markPaid: {
    set: M.actions.markPaid,
    clear: M.actions.unmarkPaid,
    icon: PaidOutlinedIcon,
    color: '#1f6b43',
    row: 'inline',
    bulk: { label: M.bulkPaid, noun: M.bulkMarkNoun.markPaid },
  },
  markAttached: {
    set: M.actions.markAttached,
    clear: M.actions.unmarkAttached,
    icon: AttachFileRoundedIcon,
    color: '#323f4b',
    row: 'inline',
  },
  viewCheckedBy: { label: M.actions.viewCheckedBy, icon: ManageSearchRoundedIcon, row: 'menu' },
  history: { label: M.actions.history, icon: HistoryRoundedIcon, row: 'menu' },
  returnToSupervision: { label: M.actions.returnToSupervision, icon: UndoRoundedIcon, row: 'menu' },
  split: { label: M.actions.split, icon: CallSplitRoundedIcon, row: 'menu' },
  delete: { label: M.actions.delete, icon: DeleteOutlineRoundedIcon, row: 'menu' },
  darBaixa: {
    label: M.darBaixa,
    icon: AssignmentTurnedInOutlinedIcon,
    bulk: { label: M.darBaixa, main: true },
  },
} as const satisfies HomeTable;

export type HomeTableId = keyof typeof HOME_ACTIONS;

/** The table's ids, in its order. */
export const HOME_ACTION_IDS = Object.keys(HOME_ACTIONS) as readonly HomeTableId[];

/** The placement of `id`, in its general shape. */
export function placementOf(id: HomeTableId): ActionPlacement | MarkPlacement {
  return HOME_ACTIONS[id];
}

/** Issue 15: the history is every role's, on every bulletin it sees (not a SPEC §6 action). */
export function mayTake(role: Role, id: HomeTableId, invoice?: Parameters<typeof canDo>[2]) {
  return id === 'history' || canDo(role, id, invoice);
}

/** Where a row offers `id` to `role` (undefined: not on a row). */
export function rowPlace(role: Role, id: HomeTableId): RowPlace | undefined {
  const { row } = placementOf(id);
  return typeof row === 'function' ? row(role) : row;
}

/** The actions a row may offer `role`, in order (each row: those it may take on the bulletin). */
export function rowIds(role: Role): readonly HomeTableId[] {
  return HOME_ACTION_IDS.filter((id) => rowPlace(role, id) !== undefined && mayTake(role, id));
}

/** The row's buttons for `role`, in order: the slots every row keeps, available or not. */
export function inlineIds(role: Role): readonly HomeTableId[] {
  return rowIds(role).filter((id) => rowPlace(role, id) === 'inline');
}

/** The bulk bar's actions for `role`, in order (none: no bar). */
export function bulkIds(role: Role): readonly HomeTableId[] {
  return HOME_ACTION_IDS.filter((id) => placementOf(id).bulk !== undefined && mayTake(role, id));
}
