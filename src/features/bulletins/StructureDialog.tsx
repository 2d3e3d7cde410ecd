import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isStoredPhoto } from '../../core/photos';
import { useAppDispatch } from '../../shared/hooks';
import type { PhotoLine } from '../../core/model';
import { isHttpUrl, LINE_TEXT_LIMITS, validateStructure } from '../../core/validation';
import { FORM_MESSAGES as F } from '../../core/messages';
import { LineDialog, LineDialogForm, useAddLine } from './LineDialog';
import type { AddLineProps } from './LineDialog';
import { normalizePhotoLine } from './lines';
import { BULLETIN_TEXT as T, PHOTO_TEXT as P } from './messages';
import { photoPreview, StructurePhotoField, useStructurePhoto } from './StructurePhoto';
import { photoUrl } from './thunks';

const L = LINE_TEXT_LIMITS.photos;

/**
 * What an <img> may show: an http(s) address, an image embedded as data:image/… (the demo
 * data's photos) or a photo of this page (blob:, P60: a stored photo in fixture mode, a preview).
 * Anything else (javascript:, file:, a bare path) shows the placeholder.
 */
function showableImage(src: string): boolean {
  return isHttpUrl(src) || /^(data:image\/|blob:)/i.test(src);
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
  const photo = useStructurePhoto();
  const { busy, add } = useAddLine({
    // P60: once the structure is the bulletin's, so is its photo (it is not removed on close).
    onAdd: async (added: PhotoLine) => {
      const done = await onAdd(added);
      if (done) photo.keep();
      return done;
    },
    onClose,
  });
  const set = (field: keyof PhotoLine) => (value: string) =>
    setLine((current) => ({ ...current, [field]: value }));
  const hasPhoto = photo.state.step !== 'none';
  const shown = (photoPreview(photo) ?? line.firebasePath ?? '').trim();

  const submit = async () => {
    // P60: a structure never points at a photo that is not stored.
    if (photo.blocksAdd) {
      setError(photo.state.step === 'failed' ? P.failedPhoto : P.waitForPhoto);
      return;
    }
    const clean = normalizePhotoLine({
      ...line,
      firebasePath: photo.storedPath ?? line.firebasePath,
    });
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
          {photo.available && <StructurePhotoField photo={photo} />}
          {!hasPhoto && (
            <TextField
              autoFocus={!photo.available}
              label={photo.available ? `${T.imageUrl} (${P.orUrl})` : T.imageUrl}
              value={line.firebasePath}
              onChange={(event) => set('firebasePath')(event.target.value)}
              error={error === F.imageUrl}
              helperText={T.imageUrlHelper}
              placeholder="https://"
              slotProps={{ htmlInput: { inputMode: 'url', maxLength: L.firebasePath } }}
            />
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 2 }}>
            <TextField
              autoFocus={photo.available}
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
        <Box
          sx={{
            order: { xs: -1, sm: 0 },
            // A phone shows the preview only when there is something to see.
            display: { xs: shown === '' ? 'none' : 'block', sm: 'block' },
          }}
        >
          <Typography variant="overline" color="textSecondary">
            {T.preview}
          </Typography>
          {/* P60: on a phone the photo shows first, wide, whole; beside the form elsewhere. */}
          <StructureThumb
            url={shown}
            width={{ xs: '100%', sm: 160 }}
            height={{ xs: 200, sm: 133 }}
            fit="contain"
            alt={hasPhoto ? T.preview : ''}
          />
        </Box>
      </Box>
    </LineDialogForm>
  );
}

/** A length of the thumb: px, or one per breakpoint. */
type ThumbLength = number | string | { xs: number | string; sm: number | string };

/**
 * A structure photo at a fixed size (SPEC §2: 300×250 on the PDF), or a quiet placeholder.
 * `fit` 'contain' shows the whole photo, letterboxed (the PDF, P60: an audit sees all of it);
 * 'cover' fills the box (the lists' thumbnails).
 */
export function StructureThumb({
  url,
  width,
  height,
  alt = '',
  fit = 'cover',
}: {
  url: string | undefined;
  width: ThumbLength;
  height: ThumbLength;
  alt?: string;
  fit?: 'cover' | 'contain';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = useImageSource(url?.trim() ?? '');
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
      {...(typeof width === 'number' && { width })}
      {...(typeof height === 'number' && { height })}
      onError={() => setFailed(src)}
      sx={{
        width,
        height,
        objectFit: fit,
        bgcolor: fit === 'contain' ? '#eef2f6' : undefined,
        display: 'block',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    />
  );
}

/**
 * P60: what an <img> loads for a structure's firebasePath: a stored photo's URL from the photo
 * store (Firebase Storage's download URL, fixture mode's object URL), or the value itself.
 * '' while a stored photo's URL is on its way or when it cannot be had (the placeholder).
 */
function useImageSource(path: string): string {
  const dispatch = useAppDispatch();
  const stored = isStoredPhoto(path);
  const [resolved, setResolved] = useState<{ path: string; url: string } | null>(null);
  useEffect(() => {
    if (!stored) return;
    let current = true;
    dispatch(photoUrl(path)).then(
      (url) => current && setResolved({ path, url }),
      (error: unknown) => {
        console.warn(`photo ${path} not shown:`, error);
        if (current) setResolved({ path, url: '' });
      },
    );
    return () => {
      current = false;
    };
  }, [dispatch, path, stored]);
  if (!stored) return path;
  return resolved?.path === path ? resolved.url : '';
}
