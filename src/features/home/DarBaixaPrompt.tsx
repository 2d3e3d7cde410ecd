import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { activationTime, QUESTION_SETTLE_MS } from '../../ui/gestures';
import type { Stamped } from '../../ui/gestures';
import { DIALOG_MESSAGES } from '../../ui/dialogMessages';
import { HEADER_TEXT_LIMITS, pedidoTooLong } from '../../core/validation';
import { HOME_MESSAGES as M } from './messages';

/** D14, issue 23: how one Dar Baixa prompt was answered. */
export type PedidoAnswer =
  | { kind: 'pedido'; pedido: string }
  /** 'Pular': this bulletin gets no baixa; the next one is asked. */
  | { kind: 'skip' }
  /** 'Cancelar' (or Esc, or the backdrop once settled): no more prompts, nothing is written. */
  | { kind: 'cancel' };

export interface DarBaixaPromptProps {
  title: string;
  onAnswer: (answer: PedidoAnswer) => void;
}

/**
 * D14, issue 23: the pedido question of one bulletin. Skipping is the explicit 'Pular' button;
 * a blank 'Confirmar' asks again instead of skipping. For QUESTION_SETTLE_MS after it opens, and
 * until something is typed, it ignores Enter, its buttons and its backdrop: the second click of a
 * double click on 'Dar Baixa' lands on the backdrop, and a second Enter lands on the next
 * bulletin's prompt, and neither may answer it. Give each prompt its own `key`.
 */
export function DarBaixaPrompt({ title, onAnswer }: DarBaixaPromptProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [openedAt] = useState(() => performance.now());
  const typed = useRef(false);
  /**
   * Issue 23: an answer made now is the person's, not the tail of the gesture that opened it;
   * timed by when the person acted (`activationTime`), however late a busy page handles it.
   */
  const settled = (event?: Stamped) =>
    typed.current || activationTime(event) - openedAt >= QUESTION_SETTLE_MS;

  const answer = (next: PedidoAnswer, event?: Stamped) => {
    if (settled(event)) onAnswer(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settled(event)) return;
    const pedido = value.trim();
    if (pedido === '') {
      setError(M.pedidoRequired);
      return;
    }
    // P56: the pedido is stored in the header, within its field's limit.
    const tooLong = pedidoTooLong(pedido, 'header');
    if (tooLong) {
      setError(tooLong);
      return;
    }
    onAnswer({ kind: 'pedido', pedido });
  };

  return (
    <Dialog
      open
      onClose={(event: Stamped) => answer({ kind: 'cancel' }, event)}
      // The second press of the double click that opened it would select a word of the title.
      onMouseDown={(event) => {
        if (event.detail > 1 && !(event.target instanceof HTMLInputElement)) event.preventDefault();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
      data-testid="dar-baixa-prompt"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {M.darBaixaText}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={M.pedidoLabel}
            value={value}
            onChange={(e) => {
              typed.current = true;
              setValue(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: HEADER_TEXT_LIMITS.pedido } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={(event) => answer({ kind: 'cancel' }, event)} color="inherit">
            {DIALOG_MESSAGES.cancel}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={(event) => answer({ kind: 'skip' }, event)} variant="outlined">
            {M.skip}
          </Button>
          <Button type="submit" variant="contained">
            {DIALOG_MESSAGES.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
