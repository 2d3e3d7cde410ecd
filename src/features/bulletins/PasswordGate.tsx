import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { BULLETIN_TEXT as T } from './messages';

/**
 * SPEC §6, D26: the password a non-admin types before editing a checked bulletin. `onSubmit`
 * answers null when it opens, else the message to show under the field.
 */
export function PasswordGate({ onSubmit }: { onSubmit: (typed: string) => string | null }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(onSubmit(typed));
  };
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={typed === ''}>
          {T.confirm}
        </Button>
      </Box>
    </Paper>
  );
}
