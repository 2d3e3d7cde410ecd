/**
 * P60 (issue 40): the structure dialog's photo. A team takes it with the phone's camera ('Tirar
 * foto') or picks it ('Escolher da galeria'); it is made ready off the main thread (upright,
 * at most 1600 px, JPEG 0.8: AppServices.preparePhoto), shown with its size, and stored with a
 * progress bar (PhotoStore, through the thunks). The structure points at it only once it is
 * stored: the dialog's 'Adicionar' waits, a failed upload keeps the picture and offers 'Tentar
 * novamente', and a photo stored and then left (the dialog closed, another photo taken) is
 * removed at once.
 */
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import PhotoLibraryRoundedIcon from '@mui/icons-material/PhotoLibraryRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { formatFileSize } from '../../core/format';
import { photoPath, pictureProblem } from '../../core/photos';
import type { PreparedPhoto } from '../../core/photos';
import { PhotoError } from '../../core/ports';
import type { PhotoUpload } from '../../core/ports';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useAppServices } from '../../shared/services';
import { selectSessionUser } from '../../shared/session';

import { PHOTO_TEXT as P } from './messages';
import { removeLeftPhoto, storePhoto } from './thunks';

type PhotoState =
  | { step: 'none' }
  | { step: 'preparing'; percent: number }
  | {
      step: 'sending' | 'failed' | 'stored';
      prepared: PreparedPhoto;
      /** An object URL of the prepared photo, for the preview. */
      preview: string;
      path: string;
      percent: number;
      paused: boolean;
      /** Why it failed (step 'failed'). */
      failure: string | null;
    };

/** A fresh photo id: time first, so a folder lists in the order the photos were taken. */
function newPhotoId(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

function failureText(error: unknown): string {
  return error instanceof PhotoError ? P.failure[error.code] : P.failure.unknown;
}

export interface StructurePhoto {
  state: PhotoState;
  /** The refusal of the last pick (not an image, too large, unreadable), or null. */
  pickError: string | null;
  /** The structure's firebasePath once stored; null while there is none. */
  storedPath: string | null;
  /** True while the structure may not be added (preparing, sending, failed). */
  blocksAdd: boolean;
  available: boolean;
  pick(file: File): void;
  retry(): void;
  remove(): void;
  togglePause(): void;
  /** The structure was added: its photo is the bulletin's now, and stays. */
  keep(): void;
}

/** The photo of one structure dialog (see the module comment). */
export function useStructurePhoto(): StructurePhoto {
  const dispatch = useAppDispatch();
  const { preparePhoto } = useAppServices();
  const uid = useAppSelector(selectSessionUser)?.uid ?? null;
  const [state, setState] = useState<PhotoState>({ step: 'none' });
  const [pickError, setPickError] = useState<string | null>(null);
  // What is live now, for the callbacks: the state, the upload, and a generation that tells a
  // late answer of a discarded photo from the current one's.
  const live = useRef({ state, upload: null as PhotoUpload | null, generation: 0, kept: false });
  useEffect(() => {
    live.current.state = state;
  }, [state]);

  /** Lets go of the current photo: stops its upload, or removes it when it was stored. */
  const discard = useCallback(() => {
    const { state: current, upload } = live.current;
    live.current.generation += 1;
    live.current.upload = null;
    if (current.step === 'sending') upload?.cancel();
    if (current.step === 'stored' && !live.current.kept) {
      dispatch(removeLeftPhoto(current.path)).catch((error: unknown) =>
        console.warn(`photo ${current.path} left in the store:`, error),
      );
    }
    if (current.step !== 'none' && current.step !== 'preparing') {
      URL.revokeObjectURL(current.preview);
    }
  }, [dispatch]);

  const send = useCallback(
    (prepared: PreparedPhoto, preview: string) => {
      if (uid === null) return;
      const generation = live.current.generation;
      const path = photoPath(uid, newPhotoId());
      const base = { prepared, preview, path, paused: false, failure: null };
      setState({ step: 'sending', percent: 0, ...base });
      const upload = dispatch(
        storePhoto(path, prepared.blob, ({ bytes, total }) => {
          if (live.current.generation !== generation) return;
          const percent = total === 0 ? 100 : Math.floor((bytes / total) * 100);
          setState((s) => (s.step === 'sending' ? { ...s, percent } : s));
        }),
      );
      live.current.upload = upload;
      upload.done.then(
        () => {
          if (live.current.generation !== generation) return;
          live.current.upload = null;
          setState({ step: 'stored', percent: 100, ...base });
        },
        (error: unknown) => {
          if (live.current.generation !== generation) return;
          live.current.upload = null;
          setState({ step: 'failed', percent: 0, ...base, failure: failureText(error) });
        },
      );
    },
    [dispatch, uid],
  );

  const pick = useCallback(
    (file: File) => {
      const problem = pictureProblem(file.type, file.size);
      if (problem !== null) {
        setPickError(problem === 'notImage' ? P.notImage : P.tooLarge);
        return;
      }
      if (!preparePhoto) return;
      setPickError(null);
      discard();
      const generation = live.current.generation;
      setState({ step: 'preparing', percent: 0 });
      preparePhoto(file, (percent) => {
        if (live.current.generation !== generation) return;
        setState((s) => (s.step === 'preparing' ? { ...s, percent } : s));
      }).then(
        (prepared) => {
          if (live.current.generation !== generation) return;
          send(prepared, URL.createObjectURL(prepared.blob));
        },
        (error: unknown) => {
          if (live.current.generation !== generation) return;
          console.warn('picture not prepared:', error);
          setPickError(P.unreadable);
          setState({ step: 'none' });
        },
      );
    },
    [discard, preparePhoto, send],
  );

  const retry = useCallback(() => {
    const current = live.current.state;
    if (current.step === 'failed') send(current.prepared, current.preview);
  }, [send]);

  const remove = useCallback(() => {
    discard();
    setPickError(null);
    setState({ step: 'none' });
  }, [discard]);

  const togglePause = useCallback(() => {
    const { state: current, upload } = live.current;
    if (current.step !== 'sending' || upload === null) return;
    const changed = current.paused ? upload.resume() : upload.pause();
    if (changed) setState({ ...current, paused: !current.paused });
  }, []);

  const keep = useCallback(() => {
    live.current.kept = true;
  }, []);

  // A dialog closed without its structure lets go of its photo.
  useEffect(() => () => discard(), [discard]);

  return {
    state,
    pickError,
    storedPath: state.step === 'stored' ? state.path : null,
    blocksAdd: state.step === 'preparing' || state.step === 'sending' || state.step === 'failed',
    available: preparePhoto !== undefined && uid !== null,
    pick,
    retry,
    remove,
    togglePause,
    keep,
  };
}

/** A button that opens the file picker (or the camera, with `capture`). */
function PickButton({
  label,
  icon,
  capture,
  testId,
  onPick,
  variant,
}: {
  label: string;
  icon: ReactNode;
  capture: boolean;
  testId: string;
  onPick: (file: File) => void;
  variant: 'contained' | 'outlined';
}) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <Button variant={variant} startIcon={icon} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        {...(capture && { capture: 'environment' })}
        hidden
        tabIndex={-1}
        aria-hidden
        data-testid={testId}
        onChange={picked}
      />
    </>
  );
}

/** The photo part of the structure dialog: pick buttons, progress, errors, actions. */
export function StructurePhotoField({ photo }: { photo: StructurePhoto }) {
  const { state, pickError } = photo;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="structure-photo">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <PickButton
          label={P.takePhoto}
          icon={<PhotoCameraRoundedIcon />}
          capture
          testId="photo-camera-input"
          onPick={photo.pick}
          variant="contained"
        />
        <PickButton
          label={P.pickPhoto}
          icon={<PhotoLibraryRoundedIcon />}
          capture={false}
          testId="photo-gallery-input"
          onPick={photo.pick}
          variant="outlined"
        />
      </Box>
      {pickError && (
        <Alert severity="error" role="alert">
          {pickError}
        </Alert>
      )}
      {state.step === 'preparing' && (
        <Progress label={P.preparing} percent={state.percent} testId="photo-preparing" />
      )}
      {state.step !== 'none' && state.step !== 'preparing' && (
        <>
          <Typography variant="body2" color="textSecondary" data-testid="photo-details">
            {P.details(
              formatFileSize(state.prepared.blob.size),
              state.prepared.width,
              state.prepared.height,
            )}
          </Typography>
          {state.step === 'sending' && (
            <Progress
              label={state.paused ? P.paused(state.percent) : P.sending(state.percent)}
              percent={state.percent}
              testId="photo-sending"
            />
          )}
          {state.step === 'stored' && (
            <Typography variant="body2" color="success.main" role="status">
              {P.stored}
            </Typography>
          )}
          {state.step === 'failed' && (
            <Alert severity="error" role="alert">
              {state.failure}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {state.step === 'failed' && (
              <Button variant="contained" onClick={photo.retry}>
                {P.retry}
              </Button>
            )}
            {state.step === 'sending' && (
              <Button onClick={photo.togglePause}>{state.paused ? P.resume : P.pause}</Button>
            )}
            <Button color="error" onClick={photo.remove}>
              {P.removePhoto}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function Progress({ label, percent, testId }: { label: string; percent: number; testId: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" id={`${testId}-label`} role="status">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby={`${testId}-label`}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/** The preview's source while the photo is on its way or stored (its object URL). */
export function photoPreview(photo: StructurePhoto): string | null {
  const { state } = photo;
  return state.step === 'none' || state.step === 'preparing' ? null : state.preview;
}
