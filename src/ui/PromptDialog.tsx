import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { DIALOG_MESSAGES } from './dialogMessages';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  message?: string;
  /** The field's label. */
  label: string;
  /** 'password' hides what is typed (the D26 edit/delete password). */
  type?: 'text' | 'password';
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Checks the value before the dialog answers: a message keeps the dialog open and shows it
   * under the field (e.g. 'Senha incorreta.'); null lets it through.
   */
  validate?: (value: string) => string | null;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/**
 * An accessible text question (instead of window.prompt): the field has the focus, Enter
 * submits, Esc or Cancelar cancels. A blank answer is an answer (the caller decides what it
 * means, e.g. D14 skips the bulletin). Give each question its own `key` so it starts blank.
 */
export function PromptDialog({
  open,
  title,
  message,
  label,
  type = 'text',
  confirmLabel = DIALOG_MESSAGES.confirm,
  cancelLabel = DIALOG_MESSAGES.cancel,
  validate,
  onSubmit,
  onCancel,
}: PromptDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate ? validate(value) : null;
    if (problem) {
      setError(problem);
      return;
    }
    onSubmit(value);
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {message && <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            type={type}
            label={label}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            autoComplete={type === 'password' ? 'off' : undefined}
            sx={{ mt: message ? 0 : 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit">
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained">
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
