import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { numberForTyping } from '../../core/numbers';
import { isRepeatClick } from '../../ui/gestures';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { BULLETIN_TEXT as T } from './messages';

/** A column of a line table: a stored field, editable in place, or a value computed from the line. */
export interface LineColumn<L> {
  id: string;
  label: string;
  /** The stored field the column edits; without it the column is read-only. */
  field?: keyof L & string;
  /** How the field is edited (default text). */
  kind?: 'text' | 'number' | 'select';
  options?: readonly string[];
  /** The most characters the field takes (issue 16: it must print well on /pdf). */
  maxLength?: number;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** What the cell shows (default: the field's value). Computed columns see the line being typed. */
  render?: (line: L) => ReactNode;
}

interface LinesTableProps<L> {
  /** For tests and the e2e: data-testid of the table. */
  testId: string;
  lines: readonly L[];
  columns: readonly LineColumn<L>[];
  emptyText: string;
  /** The hint under the table while a line with numbers is edited (default: how to type them). */
  numberHint?: string;
  /**
   * SPEC §5: the message when an edited line is incomplete or holds what cannot be stored, or
   * null. `stored` is the line as it was before the edit, at `index` on screen.
   */
  validate: (line: L, stored: L, index: number) => string | null;
  /** Writes (or keeps) the edited line; resolves false when it failed (the row stays open). */
  onSave: (index: number, line: L) => Promise<boolean> | boolean;
  /** Removes the line; resolves false when it failed. */
  onRemove: (index: number) => Promise<boolean> | boolean;
  /** The line being typed (or null when none), so the screen can total it as you type. */
  onDraftChange?: (index: number | null, line: L | null) => void;
  /** Ask before removing (the editor saves at once). */
  confirmRemove?: boolean;
  /** Disables the row actions while a save runs. */
  busy?: boolean;
  footer?: ReactNode;
  /** Issue 40: the table's name while it scrolls sideways (a phone): a region in the tab order. */
  label?: string;
  /** The accessible name of row n ("Serviço 1"). */
  rowLabel: (index: number, line: L) => string;
  /**
   * Why this line may not be edited or removed, or null (issue 14: a service line with a pedido,
   * for anyone but the admin). Its Editar and Remover are disabled, and the reason is their
   * tooltip and accessible description.
   */
  lockedReason?: (line: L) => string | null;
  /** What removing this line also means, said in the confirmation (P60: its photo is kept). */
  removeNote?: (line: L) => string | null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * A table of bulletin lines (services, materials, structures) where a row is edited in place:
 * Editar opens the row's fields, computed cells follow what is typed, Salvar validates (SPEC §5)
 * and hands the line to the screen; Remover asks first when the change is saved at once.
 */
export function LinesTable<L extends object>({
  testId,
  lines,
  columns,
  emptyText,
  numberHint = T.numberHint,
  validate,
  onSave,
  onRemove,
  onDraftChange,
  confirmRemove = false,
  busy = false,
  footer,
  rowLabel,
  lockedReason,
  removeNote,
  label = testId,
}: LinesTableProps<L>) {
  const [editing, setEditing] = useState<{ index: number; line: L } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const removingLine = removing === null ? undefined : lines[removing];
  const note = removingLine === undefined ? null : (removeNote?.(removingLine) ?? null);
  const hasNumbers = columns.some((column) => column.kind === 'number');
  const hintId = `${testId}-number-hint`;

  const setDraft = (next: { index: number; line: L } | null) => {
    setEditing(next);
    onDraftChange?.(next?.index ?? null, next?.line ?? null);
  };

  const startEdit = (index: number) => {
    const line = lines[index];
    if (!line) return;
    setError(null);
    // Issue 16: a stored number shows as a person types it in pt-BR (2.5 → "2,5"), so what the
    // field shows reads back to the same value.
    const draft = { ...line } as Record<string, unknown>;
    for (const column of columns) {
      if (column.kind === 'number' && column.field) {
        draft[column.field] = numberForTyping(draft[column.field]);
      }
    }
    setDraft({ index, line: draft as unknown as L });
  };

  const change = (field: string, value: string) => {
    if (!editing) return;
    setDraft({ index: editing.index, line: { ...editing.line, [field]: value } });
  };

  const save = async () => {
    if (!editing) return;
    const stored = lines[editing.index];
    const invalid = stored ? validate(editing.line, stored, editing.index) : null;
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    if (await onSave(editing.index, editing.line)) setDraft(null);
  };

  const remove = async (index: number) => {
    setRemoving(null);
    if (await onRemove(index)) {
      if (editing?.index === index) setDraft(null);
    }
  };

  return (
    <Box>
      <ScrollRegion label={label}>
        <TableContainer data-testid={testId}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    align={column.align ?? 'left'}
                    sx={{ width: column.width, whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ width: ACTIONS_WIDTH }}>
                  <Box component="span" sx={visuallyHidden}>
                    {T.edit}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} sx={{ py: 4, borderBottom: 0 }}>
                    <Typography align="center" color="textSecondary">
                      {emptyText}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {lines.map((stored, index) => {
                const isEditing = editing?.index === index;
                const line = isEditing ? editing.line : stored;
                const label = rowLabel(index, stored);
                const locked = lockedReason?.(stored) ?? null;
                const lockedId = `${testId}-locked-${index}`;
                return (
                  <TableRow
                    key={index}
                    aria-label={label}
                    data-testid={`${testId}-row`}
                    selected={isEditing}
                    hover={!isEditing}
                  >
                    {columns.map((column) => (
                      <TableCell key={column.id} align={column.align ?? 'left'}>
                        {isEditing && column.field ? (
                          <TextField
                            size="small"
                            fullWidth
                            select={column.kind === 'select'}
                            value={cellText(line[column.field])}
                            onChange={(event) => change(column.field as string, event.target.value)}
                            slotProps={{
                              htmlInput: {
                                'aria-label': `${column.label} (${label})`,
                                'aria-describedby': hasNumbers ? hintId : undefined,
                                inputMode: column.kind === 'number' ? 'decimal' : undefined,
                                maxLength: column.maxLength,
                                style:
                                  column.align === 'right' ? { textAlign: 'right' } : undefined,
                              },
                            }}
                            sx={{ minWidth: column.kind === 'number' ? 84 : 120 }}
                          >
                            {column.options?.map((option) => (
                              <MenuItem key={option} value={option}>
                                {option}
                              </MenuItem>
                            ))}
                          </TextField>
                        ) : column.render ? (
                          column.render(line)
                        ) : (
                          cellText(column.field ? line[column.field] : '')
                        )}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {/*
                       * Issue 23: three fixed slots. View: Editar, a gap, Remover; edit: Salvar,
                       * Cancelar, a gap. The buttons of one mode never sit where the other mode
                       * removes the line, and the second click of a double click is ignored
                       * (it lands on the button that replaced the one clicked).
                       */}
                      <Box sx={actionSlots}>
                        {isEditing ? (
                          <>
                            <Tooltip title={T.save}>
                              <span>
                                <IconButton
                                  size="small"
                                  color="primary"
                                  aria-label={`${T.save} ${label}`}
                                  disabled={busy}
                                  onClick={(event) => {
                                    if (!isRepeatClick(event)) void save();
                                  }}
                                >
                                  <CheckRoundedIcon fontSize="small" />
                                </IconButton>
                              </span>
                            </Tooltip>
                            <Tooltip title={T.cancel}>
                              <IconButton
                                size="small"
                                aria-label={`${T.cancel} ${label}`}
                                onClick={(event) => {
                                  if (isRepeatClick(event)) return;
                                  setError(null);
                                  setDraft(null);
                                }}
                              >
                                <CloseRoundedIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                            <span aria-hidden />
                          </>
                        ) : (
                          <>
                            <Tooltip title={locked ?? T.edit}>
                              <span>
                                <IconButton
                                  size="small"
                                  aria-label={`${T.edit} ${label}`}
                                  aria-describedby={locked ? lockedId : undefined}
                                  disabled={busy || editing !== null || locked !== null}
                                  onClick={(event) => {
                                    if (!isRepeatClick(event)) startEdit(index);
                                  }}
                                >
                                  <EditOutlinedIcon fontSize="small" />
                                </IconButton>
                              </span>
                            </Tooltip>
                            {/* The gap slot holds the lock's reason, for screen readers. */}
                            {locked ? (
                              <span>
                                <Box component="span" id={lockedId} sx={visuallyHidden}>
                                  {locked}
                                </Box>
                              </span>
                            ) : (
                              <span aria-hidden />
                            )}
                            <Tooltip title={locked ?? T.remove}>
                              <span>
                                <IconButton
                                  size="small"
                                  color="error"
                                  aria-label={`${T.remove} ${label}`}
                                  aria-describedby={locked ? lockedId : undefined}
                                  disabled={busy || editing !== null || locked !== null}
                                  onClick={(event) => {
                                    if (isRepeatClick(event)) return;
                                    if (confirmRemove) setRemoving(index);
                                    else void remove(index);
                                  }}
                                >
                                  <DeleteOutlineRoundedIcon fontSize="small" />
                                </IconButton>
                              </span>
                            </Tooltip>
                          </>
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
            {footer && lines.length > 0 && <TableFooter>{footer}</TableFooter>}
          </Table>
        </TableContainer>
      </ScrollRegion>
      {editing && hasNumbers && (
        <Typography
          id={hintId}
          variant="caption"
          color="textSecondary"
          sx={{ mt: 1 }}
          component="p"
        >
          {numberHint}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Dialog open={removing !== null} onClose={() => setRemoving(null)}>
        <DialogTitle>{T.removeConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.removeConfirmText}</DialogContentText>
          {note && <DialogContentText sx={{ mt: 1 }}>{note}</DialogContentText>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>{T.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => removing !== null && void remove(removing)}
          >
            {T.removeConfirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

/** Issue 23: a line's three action slots (30 px buttons, 4 px apart). */
const actionSlots = {
  display: 'inline-grid',
  gridTemplateColumns: 'repeat(3, 30px)',
  columnGap: '4px',
  alignItems: 'center',
  justifyItems: 'center',
} as const;

/** The actions column: the three slots and the cell's padding. */
const ACTIONS_WIDTH = 3 * 30 + 2 * 4 + 32;

/** Text for screen readers only. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
