import AttachFileRoundedIcon from '@mui/icons-material/AttachFileRounded';
import CallSplitRoundedIcon from '@mui/icons-material/CallSplitRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
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
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSettings } from '../../app/settingsSlice';
import { handOverForEdit, handOverForPdf } from '../../ui/bulletinHandover';
import type { BulletinRow } from './bulletinRows';
import { pendingId, runRowAction } from './homeActions';
import type { RowAction } from './homeActions';
import { selectPending } from './homeSlice';
import type { ActionDialogs } from './useActionDialogs';
import { HOME_MESSAGES as M } from './messages';

/** What every row's actions need from the table: who acts, and the dialogs to ask with. */
export interface RowActionsContextValue {
  user: ActingUser & { role: Role };
  dialogs: Pick<ActionDialogs, 'confirm' | 'prompt' | 'showCheckedBy'>;
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
    <Tooltip title={label} disableInteractive>
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
 * marks; in the 'Mais ações' menu: who checked (admin), return to supervision (admin, checked),
 * split (admin and superv, mixed codes) and delete (everyone; password or confirmation).
 */
export function RowActions({ row }: { row: BulletinRow }) {
  const context = useContext(RowActionsContext);
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPending);
  const { editPassword } = useAppSelector(selectSettings);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  if (!context) return null;
  const { user, dialogs } = context;
  const { entry } = row;
  const { invoice } = entry;
  const id = invoiceIdOf(invoice);
  const role = user.role;
  const may = (action: Parameters<typeof canDo>[1]) => canDo(role, action, invoice);
  const busy = (action: RowAction) => pending.includes(pendingId(entry.key, action));
  const expected = editPassword ?? '';
  const handoverUser = { uid: user.uid, email: user.email, name: user.name, role };

  const run = (action: RowAction, extra: { value?: boolean; password?: string } = {}) =>
    void dispatch(runRowAction({ action, entry, ...extra }));

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
    handOverForEdit(entry, handoverUser, { passwordChecked });
  };

  const onDelete = async () => {
    setMenuAnchor(null);
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
    setMenuAnchor(null);
    const ok = await dialogs.confirm({
      title: M.splitConfirmTitle,
      message: M.splitConfirmText(id),
      confirmLabel: M.confirmSplit,
    });
    if (ok) run('split');
  };

  const onReturn = async () => {
    setMenuAnchor(null);
    const ok = await dialogs.confirm({
      title: M.returnConfirmTitle,
      message: M.returnConfirmText(id),
      confirmLabel: M.confirmReturn,
    });
    if (ok) run('returnToSupervision');
  };

  const menuItems = [
    may('viewCheckedBy') && {
      key: 'viewCheckedBy',
      label: M.actions.viewCheckedBy,
      icon: ManageSearchRoundedIcon,
      disabled: false,
      onClick: () => {
        setMenuAnchor(null);
        void dialogs.showCheckedBy(invoice);
      },
    },
    may('returnToSupervision') && {
      key: 'returnToSupervision',
      label: M.actions.returnToSupervision,
      icon: UndoRoundedIcon,
      disabled: busy('returnToSupervision'),
      onClick: () => void onReturn(),
    },
    may('split') && {
      key: 'split',
      label: M.actions.split,
      icon: CallSplitRoundedIcon,
      disabled: busy('split'),
      onClick: () => void onSplit(),
    },
    may('delete') && {
      key: 'delete',
      label: M.actions.delete,
      icon: DeleteOutlineRoundedIcon,
      disabled: busy('delete'),
      onClick: () => void onDelete(),
    },
  ].filter((item) => item !== false);

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, height: '100%' }}
      data-testid="row-actions"
      // The grid's own keyboard handling must not swallow the buttons' clicks.
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {may('edit') && (
        <ActionButton
          label={M.actions.edit}
          icon={EditOutlinedIcon}
          onClick={() => void onEdit()}
        />
      )}
      {may('pdf') && (
        <ActionButton
          label={M.actions.pdf}
          icon={PictureAsPdfOutlinedIcon}
          onClick={() => handOverForPdf(entry, handoverUser)}
        />
      )}
      {may('forwardToBilling') && (
        <ActionButton
          label={M.actions.forwardToBilling}
          icon={SendRoundedIcon}
          disabled={busy('forwardToBilling')}
          onClick={() => run('forwardToBilling')}
          activeColor="#1d4f91"
        />
      )}
      {MARKS.filter((mark) => may(mark.action)).map((mark) => {
        const set = mark.isSet(invoice);
        return (
          <ActionButton
            key={mark.action}
            label={set ? mark.off : mark.on}
            icon={mark.icon}
            pressed={set}
            activeColor={mark.color}
            disabled={busy(mark.action)}
            onClick={() => run(mark.action, { value: !set })}
          />
        );
      })}
      {menuItems.length > 0 && (
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
            {menuItems.map((item) => {
              const Icon = item.icon;
              return (
                <MenuItem key={item.key} onClick={item.onClick} disabled={item.disabled}>
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
