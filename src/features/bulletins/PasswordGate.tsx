import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { BULLETIN_TEXT as T } from './messages';

/** Answers null when the typed password opens, else the message to show under the field. */
type CheckPassword = (typed: string) => string | null;

/** The typed password, its message and the form's submit. */
function usePasswordField(onSubmit: CheckPassword) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSubmit(typed));
  };
  const field = (
    <TextField
      autoFocus
      fullWidth
      type="password"
      label={T.password}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      error={error !== null}
      helperText={error}
    />
  );
  return { typed, submit, field };
}

/**
 * SPEC §6, D26: the password a non-admin types before editing a checked bulletin. `onSubmit`
 * answers null when it opens, else the message to show under the field.
 */
export function PasswordGate({ onSubmit }: { onSubmit: CheckPassword }) {
  const { typed, submit, field } = usePasswordField(onSubmit);
  return (
    <Paper
      variant="outlined"
      component="form"
      onSubmit={submit}
      sx={{ p: 3, maxWidth: 480, mx: 'auto', mt: 4 }}
    >
      <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
        {T.passwordTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {T.passwordText}
      </Typography>
      {field}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={typed === ''}>
          {T.confirm}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * P58: the same password, asked by a save of a bulletin checked since the editor opened it, in a
 * dialog over the form (nothing typed is lost). Cancelar saves nothing.
 */
export function PasswordDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit: CheckPassword;
  onCancel: () => void;
}) {
  const { typed, submit, field } = usePasswordField(onSubmit);
  const titleId = useId();
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} data-testid="password-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{T.passwordTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{T.passwordToSave}</DialogContentText>
          {field}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{T.cancel}</Button>
          <Button type="submit" variant="contained" disabled={typed === ''}>
            {T.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
