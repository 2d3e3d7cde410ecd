import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { checkReturnReason, RETURN_REASON_MAX, RETURN_REASON_MIN } from '../../core/workflow';
import { DIALOG_MESSAGES } from '../../ui/dialogMessages';
import { isRepeatClick } from '../../ui/gestures';
import { HOME_MESSAGES as M } from './messages';

export interface ReturnReasonDialogProps {
  /** The bulletin's number, for the question's text. */
  invoiceId: string;
  /**
   * Writes the return with the trimmed reason. Resolves null once written (the dialog closes),
   * or the message to show (refused or failed: the dialog stays, with the reason still typed);
   * '' says nothing new (a write already in flight).
   */
  submit: (reason: string) => Promise<string | null>;
  /** The dialog is done: true when the return was written, false when cancelled. */
  onDone: (written: boolean) => void;
}

/**
 * Issue 15: 'Retornar para supervisão' asks why. The reason is required (core
 * `checkReturnReason`: at least RETURN_REASON_MIN characters once trimmed, at most
 * RETURN_REASON_MAX); 'Retornar' with less shows the core's refusal under the field and writes
 * nothing. The field has the focus; Ctrl+Enter (⌘+Enter) confirms, Enter starts a new line.
 * Cancelar and Esc close without writing; a click on the backdrop does too, unless something is
 * typed (the reason is not thrown away by a stray click) or it is the second click of the double
 * click that opened the dialog. While the write is in flight every answer waits (one write, even
 * for a double click on Retornar); if it is refused or fails the dialog stays with the message,
 * and the reason typed is kept. Give each dialog its own `key`.
 */
export function ReturnReasonDialog({ invoiceId, submit, onDone }: ReturnReasonDialogProps) {
  const id = useId();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [writeError, setWriteError] = useState<string | null>(null);
  const [writing, setWriting] = useState(false);
  // Set at once (state lands on the next render): a second submit in the same tick is dropped.
  const inFlight = useRef(false);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const length = value.trim().length;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const checked = checkReturnReason(value);
    if (!checked.ok) {
      setFieldError(checked.reason);
      fieldRef.current?.focus();
      return;
    }
    inFlight.current = true;
    setWriting(true);
    setWriteError(null);
    let message: string | null = '';
    try {
      message = await submit(checked.patch);
    } finally {
      inFlight.current = false;
    }
    if (message === null) {
      onDone(true);
      return;
    }
    setWriting(false);
    if (message) setWriteError(message);
    // The reason is still there, to correct or to copy; the alert says what happened.
    fieldRef.current?.focus();
  };

  const cancel = () => {
    if (!inFlight.current) onDone(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const describedBy = `${id}-text`;
  return (
    <Dialog
      open
      onClose={(event: { detail?: number }, why) => {
        if (
          why === 'backdropClick' &&
          (value.trim() !== '' || isRepeatClick({ detail: event.detail ?? 0 }))
        )
          return;
        cancel();
      }}
      aria-labelledby={`${id}-title`}
      aria-describedby={describedBy}
      maxWidth="sm"
      fullWidth
      data-testid="return-dialog"
    >
      <form ref={formRef} onSubmit={(event) => void send(event)} noValidate>
        <DialogTitle id={`${id}-title`}>{M.returnConfirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={describedBy} sx={{ mb: 2 }}>
            {M.returnConfirmText(invoiceId)}
          </DialogContentText>
          <TextField
            inputRef={fieldRef}
            autoFocus
            fullWidth
            required
            multiline
            minRows={3}
            maxRows={8}
            label={M.returnReasonLabel}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(null);
            }}
            onKeyDown={onKeyDown}
            error={fieldError !== null}
            helperText={
              <Box
                component="span"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
              >
                <span>{fieldError ?? M.returnReasonHint(RETURN_REASON_MIN)}</span>
                <Box
                  component="span"
                  sx={{
                    flex: 'none',
                    fontVariantNumeric: 'tabular-nums',
                    color: length > RETURN_REASON_MAX ? 'error.main' : undefined,
                  }}
                  data-testid="return-reason-count"
                >
                  {M.returnReasonCount(length, RETURN_REASON_MAX)}
                </Box>
              </Box>
            }
            // Read-only while writing (not disabled): the focus stays where the person is.
            slotProps={{ htmlInput: { 'aria-invalid': fieldError !== null, readOnly: writing } }}
          />
          {writeError && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="return-error">
              {writeError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={cancel} color="inherit" disabled={writing}>
            {DIALOG_MESSAGES.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={writing}>
            {M.confirmReturn}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
