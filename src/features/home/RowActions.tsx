import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CallSplitRoundedIcon from '@mui/icons-material/CallSplitRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import ManageSearchRoundedIcon from '@mui/icons-material/ManageSearchRounded';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { SvgIconComponent } from '@mui/icons-material';
import { createContext, useContext, useState } from 'react';
import type { MouseEvent } from 'react';
import { invoiceIdOf } from '../../core/fields';
import type { Role } from '../../core/model';
import { canDo, needsConfirmation, needsPassword, passwordMatches } from '../../core/permissions';
import { WORKFLOW_MESSAGES } from '../../core/messages';
import { isAttached, isPaid, isViewed } from '../../core/status';
import { authorizeEdit } from '../../core/workflow';
import type { ActingUser } from '../../core/workflow';
import { loadBulletinHistory } from '../../shared/history';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectSettings } from '../../shared/settingsSlice';
import { handOverForEdit, handOverForPdf } from '../../shared/bulletinHandover';
import { useRepeatGuard } from '../../ui/gestures';
import type { BulletinRow } from './bulletinRows';
import { pendingId, runReturnToSupervision, runRowAction } from './homeActions';
import type { RowAction } from './homeActions';
import { selectPending } from './homeSlice';
import type { ActionDialogs } from './useActionDialogs';
import { HOME_MESSAGES as M } from './messages';
import { TOOLTIP_IN_MAIN } from './tooltipSlots';

/** What every row's actions need from the table: who acts, and the dialogs to ask with. */
export interface RowActionsContextValue {
  user: ActingUser & { role: Role };
  dialogs: Pick<
    ActionDialogs,
    'confirm' | 'prompt' | 'showCheckedBy' | 'askReturnReason' | 'showHistory'
  >;
}

export const RowActionsContext = createContext<RowActionsContextValue | null>(null);

type Mark = 'markViewed' | 'markPaid' | 'markAttached';

const MARKS: readonly {
  action: Mark;
  icon: SvgIconComponent;
  isSet: typeof isViewed;
  on: string;
  off: string;
  color: string;
}[] = [
  {
    action: 'markViewed',
    icon: VisibilityOutlinedIcon,
    isSet: isViewed,
    on: M.actions.markViewed,
    off: M.actions.unmarkViewed,
    color: '#1f5592',
  },
  {
    action: 'markPaid',
    icon: PaidOutlinedIcon,
    isSet: isPaid,
    on: M.actions.markPaid,
    off: M.actions.unmarkPaid,
    color: '#1f6b43',
  },
  {
    action: 'markAttached',
    icon: AttachFileRoundedIcon,
    isSet: isAttached,
    on: M.actions.markAttached,
    off: M.actions.unmarkAttached,
    color: '#323f4b',
  },
];

/** The size of an inline action: 28 px squares, 2 px apart (WCAG 2.2 target size: ≥ 24). */
const BUTTON_SIZE = 28;
const BUTTON_GAP = 2;
/** The grid's cell padding, left and right. */
const CELL_PADDING = 20;

/**
 * Issue 16: the row actions a role sees as buttons (what it does on every row); the others it
 * may take are in 'Mais ações'. A role's buttons plus the menu fit the compact 'Ações' column,
 * so the home table fits 1366 px without scrolling sideways.
 */
const INLINE: Readonly<Record<Role, readonly RowActionId[]>> = {
  admin: ['pdf', 'markViewed', 'markPaid', 'markAttached'],
  superv: ['edit', 'pdf', 'forwardToBilling'],
  func: ['edit', 'pdf'],
  team: ['edit', 'pdf'],
};

/** Every row action, in the order of the buttons and then of the menu. */
type RowActionId =
  | 'edit'
  | 'pdf'
  | 'forwardToBilling'
  | Mark
  | 'viewCheckedBy'
  | 'history'
  | 'returnToSupervision'
  | 'split'
  | 'delete';

/** The width of the 'Ações' column for a role: its inline buttons and the menu button. */
export function actionsColumnWidth(role: Role | null): number {
  const buttons = (role ? INLINE[role].length : 0) + 1;
  return CELL_PADDING + buttons * BUTTON_SIZE + (buttons - 1) * BUTTON_GAP;
}

function ActionButton({
  label,
  icon: Icon,
  onClick,
  disabled = false,
  pressed,
  activeColor,
  hasPopup,
}: {
  label: string;
  icon: SvgIconComponent;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  pressed?: boolean;
  activeColor?: string;
  hasPopup?: boolean;
}) {
  return (
    <Tooltip title={label} disableInteractive slotProps={TOOLTIP_IN_MAIN}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          aria-haspopup={hasPopup ? 'menu' : undefined}
          disabled={disabled}
          onClick={onClick}
          sx={{
            p: `${(BUTTON_SIZE - 20) / 2}px`,
            color: pressed ? activeColor : 'text.secondary',
            bgcolor: pressed ? 'rgba(29,79,145,0.08)' : undefined,
          }}
        >
          <Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * SPEC §2 row actions, only those the role may take on this bulletin (core canDo, SPEC §6):
 * edit and PDF for everyone, forward (superv, unchecked), the admin's viewed / paid / attached
 * marks, who checked (admin), the history (everyone, issue 15), return to supervision (admin,
 * checked; with a reason, issue 15), split (admin and superv, mixed codes; superv only a bulletin
 * whose halves the rules let it write, issue 14 P17) and delete (everyone; password or
 * confirmation). The role's everyday ones are buttons (INLINE), the rest are in the 'Mais ações'
 * menu.
 */
export function RowActions({ row }: { row: BulletinRow }) {
  const context = useContext(RowActionsContext);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPending);
  const { editPassword } = useAppSelector(selectSettings);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const accept = useRepeatGuard();
  if (!context) return null;
  const { user, dialogs } = context;
  const { entry } = row;
  const { invoice } = entry;
  const id = invoiceIdOf(invoice);
  const role = user.role;
  const may = (action: Parameters<typeof canDo>[1]) => canDo(role, action, invoice);
  const busy = (action: RowAction) => pending.includes(pendingId(entry.key, action));
  const expected = editPassword ?? '';

  const run = (action: RowAction, extra: { value?: boolean; password?: string } = {}) =>
    void dispatch(runRowAction({ action, entry, ...extra }));

  /**
   * Issue 23: a one-click write (forward, the marks) acts once per gesture: the second click of
   * a double click, or a repeat within half a second, does nothing (while the write is in
   * flight the button is disabled and the thunk refuses a second one too).
   */
  const runOnce =
    (action: RowAction, extra: { value?: boolean } = {}) =>
    (event?: MouseEvent<HTMLElement>) => {
      if (accept(action, event)) run(action, extra);
    };

  const onEdit = async () => {
    let passwordChecked = false;
    // SPEC §6: a non-admin editing a checked bulletin enters the password first (D26).
    if (needsPassword(role, 'edit', invoice)) {
      const typed = await dialogs.prompt({
        title: M.editPasswordTitle,
        message: M.editPasswordText(id),
        label: M.passwordLabel,
        type: 'password',
        validate: (value) => {
          const result = authorizeEdit(invoice, user, value, expected);
          return result.ok ? null : result.reason;
        },
      });
      if (typed === null) return;
      passwordChecked = true;
    }
    handOverForEdit(entry, user, { passwordChecked });
  };

  const onDelete = async () => {
    if (needsPassword(role, 'delete', invoice)) {
      // SPEC §6: team and func type the password; a wrong one is 'Senha incorreta.'.
      const typed = await dialogs.prompt({
        title: M.deletePasswordTitle,
        message: M.deletePasswordText(id),
        label: M.passwordLabel,
        type: 'password',
        confirmLabel: M.confirmDelete,
        validate: (value) =>
          passwordMatches(value, expected) ? null : WORKFLOW_MESSAGES.wrongPassword,
      });
      if (typed !== null) run('delete', { password: typed });
      return;
    }
    if (needsConfirmation(role, 'delete')) {
      const ok = await dialogs.confirm({
        title: M.deleteConfirmTitle,
        message: M.deleteConfirmText(id),
        confirmLabel: M.confirmDelete,
        destructive: true,
      });
      if (ok) run('delete');
    }
  };

  const onSplit = async () => {
    const ok = await dialogs.confirm({
      title: M.splitConfirmTitle,
      message: M.splitConfirmText(id),
      confirmLabel: M.confirmSplit,
    });
    if (ok) run('split');
  };

  // Issue 15: the return asks why; the dialog writes it and stays open if the write fails.
  const onReturn = () =>
    void dialogs.askReturnReason({
      invoiceId: id,
      submit: (reason) => dispatch(runReturnToSupervision(entry, reason)),
    });

  // Issue 15: every role reads the history of the bulletins it sees.
  const onHistory = () =>
    void dialogs.showHistory({
      bulletinId: id,
      load: () => dispatch(loadBulletinHistory(entry.team, entry.key)),
    });

  /** Every action the role may take on this bulletin, in button-then-menu order. */
  const actions: {
    id: RowActionId;
    label: string;
    icon: SvgIconComponent;
    onClick: (event?: MouseEvent<HTMLElement>) => void;
    disabled?: boolean;
    pressed?: boolean;
    activeColor?: string;
  }[] = [];
  if (may('edit'))
    actions.push({
      id: 'edit',
      label: M.actions.edit,
      icon: EditOutlinedIcon,
      onClick: () => void onEdit(),
    });
  if (may('pdf'))
    actions.push({
      id: 'pdf',
      label: M.actions.pdf,
      icon: PictureAsPdfOutlinedIcon,
      onClick: () => handOverForPdf(entry, user),
    });
  if (may('forwardToBilling'))
    actions.push({
      id: 'forwardToBilling',
      label: M.actions.forwardToBilling,
      icon: SendRoundedIcon,
      disabled: busy('forwardToBilling'),
      onClick: runOnce('forwardToBilling'),
      activeColor: '#1d4f91',
    });
  for (const mark of MARKS) {
    if (!may(mark.action)) continue;
    const set = mark.isSet(invoice);
    const label = set ? mark.off : mark.on;
    actions.push({
      id: mark.action,
      label,
      icon: mark.icon,
      pressed: set,
      activeColor: mark.color,
      disabled: busy(mark.action),
      // Issue 23: the write is the state the label shown names (Marcar → true, Desmarcar →
      // false), never a toggle of what the store holds when the write runs.
      onClick: runOnce(mark.action, { value: label === mark.on }),
    });
  }
  if (may('viewCheckedBy'))
    actions.push({
      id: 'viewCheckedBy',
      label: M.actions.viewCheckedBy,
      icon: ManageSearchRoundedIcon,
      onClick: () => void dialogs.showCheckedBy(invoice),
    });
  actions.push({
    id: 'history',
    label: M.actions.history,
    icon: HistoryRoundedIcon,
    onClick: onHistory,
  });
  if (may('returnToSupervision'))
    actions.push({
      id: 'returnToSupervision',
      label: M.actions.returnToSupervision,
      icon: UndoRoundedIcon,
      disabled: busy('returnToSupervision'),
      onClick: onReturn,
    });
  if (may('split'))
    actions.push({
      id: 'split',
      label: M.actions.split,
      icon: CallSplitRoundedIcon,
      disabled: busy('split'),
      onClick: () => void onSplit(),
    });
  if (may('delete'))
    actions.push({
      id: 'delete',
      label: M.actions.delete,
      icon: DeleteOutlineRoundedIcon,
      disabled: busy('delete'),
      onClick: () => void onDelete(),
    });
  const inlineIds = INLINE[role];
  const inMenu = actions.filter((action) => !inlineIds.includes(action.id));

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: `${BUTTON_GAP}px`, height: '100%' }}
      data-testid="row-actions"
      // The grid's own keyboard handling must not swallow the buttons' clicks.
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {inlineIds.map((slot) => {
        const found = actions.find((action) => action.id === slot);
        if (!found) {
          // The slot stays (e.g. no forward on a checked bulletin), so every row's buttons and
          // its 'Mais ações' line up in the column.
          return (
            <Box
              key={slot}
              component="span"
              aria-hidden
              sx={{ width: BUTTON_SIZE, height: BUTTON_SIZE, flex: 'none' }}
            />
          );
        }
        const { id: _id, ...action } = found;
        return <ActionButton key={slot} {...action} />;
      })}
      {inMenu.length > 0 && (
        <>
          <ActionButton
            label={M.actions.more}
            icon={MoreVertRoundedIcon}
            hasPopup
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          />
          <Menu
            anchorEl={menuAnchor}
            open={menuAnchor !== null}
            onClose={() => setMenuAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {inMenu.map((item) => {
              const Icon = item.icon;
              return (
                <MenuItem
                  key={item.id}
                  disabled={item.disabled}
                  onClick={() => {
                    setMenuAnchor(null);
                    item.onClick();
                  }}
                >
                  <ListItemIcon>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText>{item.label}</ListItemText>
                </MenuItem>
              );
            })}
          </Menu>
        </>
      )}
    </Box>
  );
}
