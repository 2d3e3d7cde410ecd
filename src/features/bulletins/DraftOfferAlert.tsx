import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDayMonthTime } from '../../core/format';
import { DRAFT_TEXT } from './messages';

/**
 * P63: 'Rascunho de 02/12 14:31 — continuar ou descartar', with Continuar and Descartar; the
 * draft's time in the viewer's zone. `others` (/new) says more drafts wait; `changedSince`
 * (the editor) that the bulletin was saved after the draft was typed.
 */
export function DraftOfferAlert({
  savedAt,
  others = 0,
  changedSince = false,
  onContinue,
  onDiscard,
}: {
  savedAt: number;
  others?: number;
  changedSince?: boolean;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  const when = formatDayMonthTime(savedAt, -new Date(savedAt).getTimezoneOffset());
  return (
    <Alert severity="info" sx={{ mb: 3 }} data-testid="draft-offer">
      <Typography sx={{ fontWeight: 600 }}>{DRAFT_TEXT.offer(when)}</Typography>
      {changedSince && <Typography variant="body2">{DRAFT_TEXT.changedSince}</Typography>}
      {others > 0 && <Typography variant="body2">{DRAFT_TEXT.more(others)}</Typography>}
      {/* Under the text, not at the alert's right: on a phone the two buttons keep their size. */}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button color="inherit" size="small" variant="outlined" onClick={onContinue}>
          {DRAFT_TEXT.keep}
        </Button>
        <Button color="inherit" size="small" onClick={onDiscard}>
          {DRAFT_TEXT.discard}
        </Button>
      </Box>
    </Alert>
  );
}
