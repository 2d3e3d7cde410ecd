import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { BULLETIN_TEXT as T } from './messages';

/** What a screen hands an add-line dialog (services, materials, structures). */
export interface AddLineProps<L> {
  /** Writes (or keeps) the new line; resolves false when it failed (the dialog stays open). */
  onAdd: (line: L) => Promise<boolean> | boolean;
  onClose: () => void;
  /**
   * P56: why the list with this line added may not be stored (the services' totals beyond the
   * rules' bound), or null; the dialog says it and keeps the line.
   */
  check?: (line: L) => string | null;
}

/**
 * An add-line dialog. Its form is mounted only while the dialog is open, so every opening starts
 * from a fresh form.
 */
export function LineDialog({
  open,
  onClose,
  maxWidth,
  children,
}: {
  open: boolean;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  /** The dialog's form (a `LineDialogForm`). */
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth>
      {open && children}
    </Dialog>
  );
}

/**
 * Hands a line to the screen while the Adicionar button waits, and closes the dialog once the
 * line is kept (or written, in the editor).
 */
export function useAddLine<L>({ onAdd, onClose }: AddLineProps<L>) {
  const [busy, setBusy] = useState(false);
  const add = async (line: L) => {
    setBusy(true);
    const done = await onAdd(line);
    setBusy(false);
    if (done) onClose();
  };
  return { busy, add };
}

/**
 * The form of an add-line dialog: title, the catalog's load error, the fields, the refusal
 * (SPEC §5) and Cancelar / Adicionar. Enter submits, like Adicionar.
 */
export function LineDialogForm({
  title,
  loadError,
  error,
  busy,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  loadError?: string | null;
  error?: string | null;
  busy: boolean;
  onSubmit: () => Promise<void> | void;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {loadError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {loadError}
          </Alert>
        )}
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {T.add}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** The catalog search box (D21: code or description). */
export function SearchField({
  value,
  onChange,
  fullWidth,
  sx,
}: {
  value: string;
  onChange: (query: string) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      autoFocus
      fullWidth={fullWidth}
      label={T.searchService}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRoundedIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The scrolling list of catalog items a dialog picks from: a spinner while the catalog loads,
 * a note when nothing matches the search, else the items.
 */
export function CatalogList({
  label,
  loading,
  empty,
  emptyText,
  mt,
  height,
  borderColor = 'divider',
  children,
}: {
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  mt: number;
  height: number;
  borderColor?: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ mt, height, overflow: 'auto', border: 1, borderColor, borderRadius: 1 }}>
      {loading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
          <CircularProgress size={28} />
        </Box>
      ) : empty ? (
        <Typography color="textSecondary" sx={{ p: 3, textAlign: 'center' }}>
          {emptyText}
        </Typography>
      ) : (
        // Its items are buttons, not list items (axe 'list': a ul holds li only): a named group.
        <List component="div" role="group" dense disablePadding aria-label={label}>
          {children}
        </List>
      )}
    </Box>
  );
}
