import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PhotoLine } from '../../core/model';
import { isHttpUrl, LINE_TEXT_LIMITS, validateStructure } from '../../core/validation';
import { FORM_MESSAGES as F } from '../../core/messages';
import { LineDialog, LineDialogForm, useAddLine } from './LineDialog';
import type { AddLineProps } from './LineDialog';
import { normalizePhotoLine } from './lines';
import { BULLETIN_TEXT as T } from './messages';

const L = LINE_TEXT_LIMITS.photos;

/**
 * What an <img> may show: an http(s) address, or an image embedded as data:image/… (the demo
 * data's photos). Anything else (javascript:, file:, a bare path) shows the placeholder.
 */
function showableImage(src: string): boolean {
  return isHttpUrl(src) || /^data:image\//i.test(src);
}

interface StructureDialogProps extends AddLineProps<PhotoLine> {
  open: boolean;
}

/** SPEC §2, §3: a structure entry: image URL, pg, obs and material; SPEC §5: pg and obs required. */
export function StructureDialog({ open, ...props }: StructureDialogProps) {
  return (
    <LineDialog open={open} onClose={props.onClose} maxWidth="sm">
      <StructureDialogBody {...props} />
    </LineDialog>
  );
}

function StructureDialogBody({ onAdd, onClose }: Omit<StructureDialogProps, 'open'>) {
  const [line, setLine] = useState<PhotoLine>({ firebasePath: '', pg: '', obs: '', material: '' });
  const [error, setError] = useState<string | null>(null);
  const { busy, add } = useAddLine({ onAdd, onClose });
  const set = (field: keyof PhotoLine) => (value: string) =>
    setLine((current) => ({ ...current, [field]: value }));

  const submit = async () => {
    const clean = normalizePhotoLine(line);
    const invalid = validateStructure(clean);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    await add(clean);
  };

  return (
    <LineDialogForm
      title={T.structureDialogTitle}
      error={error}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 160px' }, gap: 2 }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            autoFocus
            label={T.imageUrl}
            value={line.firebasePath}
            onChange={(event) => set('firebasePath')(event.target.value)}
            error={error === F.imageUrl}
            helperText={T.imageUrlHelper}
            placeholder="https://"
            slotProps={{ htmlInput: { inputMode: 'url', maxLength: L.firebasePath } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 2 }}>
            <TextField
              label={T.pg}
              required
              value={line.pg}
              onChange={(event) => set('pg')(event.target.value)}
              slotProps={{ htmlInput: { maxLength: L.pg } }}
            />
            <TextField
              label={T.structureMaterial}
              value={line.material}
              onChange={(event) => set('material')(event.target.value)}
              slotProps={{ htmlInput: { maxLength: L.material } }}
            />
          </Box>
          <TextField
            label={T.obs}
            required
            multiline
            minRows={2}
            value={line.obs}
            onChange={(event) => set('obs')(event.target.value)}
            slotProps={{ htmlInput: { maxLength: L.obs } }}
          />
        </Box>
        <Box>
          <Typography variant="overline" color="textSecondary">
            {T.preview}
          </Typography>
          <StructureThumb url={line.firebasePath} width={160} height={133} />
        </Box>
      </Box>
    </LineDialogForm>
  );
}

/** A structure photo at a fixed size (SPEC §2: 300×250 on the PDF), or a quiet placeholder. */
export function StructureThumb({
  url,
  width,
  height,
  alt = '',
}: {
  url: string | undefined;
  width: number;
  height: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = url?.trim() ?? '';
  if (src === '' || failed === src || !showableImage(src)) {
    return (
      <Box
        sx={{
          width,
          height,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#eef2f6',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: '0.8rem',
        }}
      >
        {T.noImage}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed(src)}
      sx={{
        width,
        height,
        objectFit: 'cover',
        display: 'block',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}
