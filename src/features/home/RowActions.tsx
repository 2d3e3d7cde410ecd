import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
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
import { isMarked, isToggle } from '../../core/actions';
import { invoiceIdOf } from '../../core/fields';
import type { Role } from '../../core/model';
import { needsConfirmation, needsPassword, passwordMatches } from '../../core/permissions';
import { WORKFLOW_MESSAGES } from '../../core/messages';
import { authorizeEdit } from '../../core/workflow';
import type { ActingUser } from '../../core/workflow';
import { loadBulletinHistory } from '../../shared/history';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectSettings } from '../../shared/settingsSlice';
import { handOverForEdit, handOverForPdf } from '../../shared/bulletinHandover';
import { useRepeatGuard } from '../../ui/gestures';
import { COARSE_POINTER, TOUCH_TARGET } from '../../ui/theme';
import type { BulletinRow } from './bulletinRows';
import { inlineIds, mayTake, placementOf, rowIds } from './homeActionTable';
import type { HomeTableId } from './homeActionTable';
import { isRowAction, pendingId, runReturnToSupervision, runRowAction } from './homeActions';
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

/**
 * The size of an inline action: 28 px squares, 2 px apart (WCAG 2.2 target size: ≥ 24); on a
 * touch screen the theme makes every icon button TOUCH_TARGET (44 px) square (issue 40).
 */
const BUTTON_SIZE = 28;
const BUTTON_GAP = 2;
/** The grid's cell padding, left and right. */
const CELL_PADDING = 20;

/**
 * The width of the 'Ações' column for a role: its inline buttons and the menu button, at the
 * size the pointer gets (`coarse`: a touch screen, issue 40).
 */
export function actionsColumnWidth(role: Role | null, coarse = false): number {
  const buttons = (role ? inlineIds(role).length : 0) + 1;
  const size = coarse ? TOUCH_TARGET : BUTTON_SIZE;
  return CELL_PADDING + buttons * size + (buttons - 1) * BUTTON_GAP;
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

/** An action as a row shows it. */
interface Shown {
  id: HomeTableId;
  label: string;
  icon: SvgIconComponent;
  onClick: (event?: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  pressed?: boolean;
  activeColor?: string;
}

/**
 * SPEC §2 row actions, only those the role may take on this bulletin (core canDo, SPEC §6):
 * edit and PDF for everyone, forward (superv, unchecked), the admin's viewed / paid / attached
 * marks, who checked (admin), the history (everyone, issue 15), return to supervision (admin,
 * checked; with a reason, issue 15), split (admin and superv, mixed codes; superv only a bulletin
 * whose halves the rules let it write, issue 14 P17) and delete (everyone; password or
 * confirmation). Which ones, in which order, as a button or in the 'Mais ações' menu, with which
 * icon and label: the home's table (homeActionTable.ts, keyed by the registry's ids).
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

  /** What a click on each action that is neither a mark nor a one-click write does. */
  const handlers: Partial<Record<HomeTableId, () => void>> = {
    edit: () => void onEdit(),
    pdf: () => handOverForPdf(entry, user),
    viewCheckedBy: () => void dialogs.showCheckedBy(invoice),
    history: onHistory,
    returnToSupervision: onReturn,
    split: () => void onSplit(),
    delete: () => void onDelete(),
  };

  /** Every action the role may take on this bulletin, in the table's button-then-menu order. */
  const actions = rowIds(role).flatMap((actionId): Shown[] => {
    if (!mayTake(role, actionId, invoice)) return [];
    const placement = placementOf(actionId);
    const writes = isRowAction(actionId) ? actionId : null;
    const disabled = writes !== null && busy(writes);
    if ('set' in placement && isToggle(actionId)) {
      const set = isMarked(actionId, invoice);
      const label = set ? placement.clear : placement.set;
      return [
        {
          id: actionId,
          label,
          icon: placement.icon,
          pressed: set,
          activeColor: placement.color,
          disabled,
          // Issue 23: the write is the state the label shown names (Marcar → true, Desmarcar →
          // false), never a toggle of what the store holds when the write runs.
          onClick: runOnce(actionId, { value: label === placement.set }),
        },
      ];
    }
    if (!('label' in placement)) return [];
    const onClick =
      'oneClick' in placement && writes !== null ? runOnce(writes) : handlers[actionId];
    if (!onClick) return [];
    return [
      {
        id: actionId,
        label: placement.label,
        icon: placement.icon,
        disabled,
        onClick,
        ...('color' in placement ? { activeColor: placement.color } : {}),
      },
    ];
  });
  const buttons = inlineIds(role);
  const inMenu = actions.filter((action) => !buttons.includes(action.id));

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: `${BUTTON_GAP}px`, height: '100%' }}
      data-testid="row-actions"
      // The grid's own keyboard handling must not swallow the buttons' clicks.
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {buttons.map((slot) => {
        const found = actions.find((action) => action.id === slot);
        if (!found) {
          // The slot stays (e.g. no forward on a checked bulletin), so every row's buttons and
          // its 'Mais ações' line up in the column.
          return (
            <Box
              key={slot}
              component="span"
              aria-hidden
              sx={{
                width: BUTTON_SIZE,
                height: BUTTON_SIZE,
                flex: 'none',
                [COARSE_POINTER]: { width: TOUCH_TARGET, height: TOUCH_TARGET },
              }}
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
