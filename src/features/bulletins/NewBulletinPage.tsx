import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';
import { newDraftId, newDraftKey } from '../../core/drafts';
import { HEADER_FIELDS, REQUIRED_HEADER_KEYS } from '../../core/headerFields';
import { lineRoom } from '../../core/limits';
import { editList } from '../../core/lists';
import type { ListEdit } from '../../core/lists';
import type { InvoiceEntry, MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import { isStoredPhoto } from '../../core/photos';
import { teamName } from '../../core/teams';
import {
  validateBulletinHeader,
  validateEditorDate,
  validateNewBulletin,
} from '../../core/validation';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import type { SessionUser } from '../../shared/session';
import { actingUser, selectSessionUser } from '../../shared/session';
import { handOverForEdit, handOverForPdf } from '../../shared/bulletinHandover';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageFrame } from '../../ui/PageFrame';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { HeaderFields, headerForm, isFormField } from './HeaderFields';
import type { HeaderField, HeaderForm } from './HeaderFields';
import { useCatalogs, useServiceDraft } from './hooks';
import {
  cleanHeader,
  normalizeMaterialLine,
  normalizePhotoLine,
  normalizeServiceLine,
} from './lines';
import { MaterialLines, ServiceLines, StructureLines } from './LineSection';
import type { ApplyLineChange } from './LineSection';
import { NEW_MESSAGES, BULLETIN_TEXT as T } from './messages';
import { SaveButton, Section, TotalFigures } from './Section';
import { createBulletin, removeLeftPhoto } from './thunks';
import { DraftOfferAlert } from './DraftOfferAlert';
import { findNewDraft, readNewDraft } from './drafts';
import type { NewDraft } from './drafts';
import { useDraftKeeping, useDraftLock, useDraftOffer, useDraftStore } from './useDraft';
import { WRITE_FAILURE_MESSAGES, writeFailureCause } from '../../shared/writeFailure';

/** SPEC §2 /new: the new-bulletin screen (opened in a new tab from 'Novo Boletim'). */
export function NewBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  // The auth guard renders this page only with a loaded user.
  if (!user) return <FullPageSpinner />;
  return <NewBulletinForm user={user} />;
}

type Notice = { severity: 'success' | 'error'; text: string; entry?: InvoiceEntry };

/**
 * The form keeps a line change until the bulletin is saved as a whole. Its lists are new, with
 * no line the database compares by key, so a removal closes up (core editList).
 */
function keepIn<L>(setLines: Dispatch<SetStateAction<L[]>>): ApplyLineChange<L> {
  return (edit) => {
    setLines((current) => (editList(current, edit) ?? current).filter((l): l is L => l !== null));
    return true;
  };
}

/**
 * P60: the stored photo an edit of /new's structures lets go of (the structure removed, or its
 * photo replaced in place), or null. Nothing of /new is saved yet, so no history points at it.
 */
function photoLeftBy(photos: readonly PhotoLine[], edit: ListEdit<PhotoLine>): string | null {
  if (edit.kind === 'add') return null;
  const path = photos[edit.position]?.firebasePath?.trim();
  if (!isStoredPhoto(path)) return null;
  if (edit.kind === 'replace' && edit.item.firebasePath?.trim() === path) return null;
  return path;
}

function NewBulletinForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const catalogs = useCatalogs();
  const topRef = useRef<HTMLDivElement>(null);

  // SPEC §6: the user's teams; a user with one team starts with it.
  const [team, setTeam] = useState(user.teams.length === 1 ? (user.teams[0] ?? '') : '');
  // P58 (live rights, issue 34): a team taken from the user while the form is open leaves the
  // choice, with a line saying so; everything else typed stays.
  const teamGone = team !== '' && !user.teams.includes(team);
  const chosenTeam = teamGone ? '' : team;
  const [form, setForm] = useState<HeaderForm>(() => headerForm());
  const [services, setServices] = useState<ServiceLine[]>([]);
  const [materials, setMaterials] = useState<MaterialLine[]>([]);
  const [photos, setPhotos] = useState<PhotoLine[]>([]);
  const typed =
    Object.values(form).some((v) => v.trim() !== '') ||
    services.length + materials.length + photos.length > 0;
  useLeaveGuard(typed);

  // P63: what is typed is kept in this browser as a draft, under this page's own id (a fresh
  // one for each bulletin saved), and a draft left by a closed tab is offered.
  const drafts = useDraftStore();
  const [draftId, setDraftId] = useState(() => newDraftId(Date.now()));
  const draftKey = newDraftKey(user.uid, draftId);
  useDraftLock(draftKey);
  const draft: NewDraft = useMemo(
    () => ({ team, form, services, materials, photos }),
    [team, form, services, materials, photos],
  );
  const keeping = useDraftKeeping(drafts, draftKey, draft, !typed, true);
  const draftOffer = useDraftOffer(drafts, (store) => findNewDraft(store, user.uid, draftKey));
  const continueDraft = () => {
    const offered = draftOffer.offer?.draft;
    if (!offered) return;
    const kept = readNewDraft(offered.content);
    // Anything typed here before the choice is its own draft still; the offered one is taken up
    // under its own id, so one draft holds the bulletin.
    if (typed) keeping.flush();
    else void keeping.drop();
    setDraftId(offered.key.slice(offered.key.lastIndexOf('/') + 1));
    setTeam(kept.team);
    setForm(kept.form);
    setServices(kept.services);
    setMaterials(kept.materials);
    setPhotos(kept.photos);
    setJustSaved(false);
    draftOffer.settle();
  };
  const forgetDraft = (key: string): Promise<void> =>
    drafts
      ? drafts
          .remove(key)
          .catch((error: unknown) => console.warn(`draft ${key} not removed:`, error))
      : Promise.resolve();
  const discardDraft = () => {
    const offered = draftOffer.offer?.draft;
    if (offered) void forgetDraft(offered.key).then(draftOffer.lookAgain);
  };
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // Issue 23: just saved, and nothing typed since. The emptied form is not a bulletin: its
  // 'Salvar boletim' waits (disabled, with a note) so a second click keeps the success on
  // screen instead of replacing it with the red required-fields error.
  const [justSaved, setJustSaved] = useState(false);
  /** A form setter that also ends the just-saved state: the person is typing the next bulletin. */
  const typing =
    <T,>(set: Dispatch<SetStateAction<T>>): Dispatch<SetStateAction<T>> =>
    (value) => {
      setJustSaved(false);
      set(value);
    };

  const { onScreen, totals, onDraftChange, clearDraft } = useServiceDraft(
    services,
    catalogs.globalFactor,
  );

  // SPEC §5 after a refused save: the missing required fields are outlined; issue 16: so is
  // a text too long or a km that is not a number.
  const missing = (value: string) => tried && value.trim() === '';
  const headerProblem = tried ? validateBulletinHeader(form) : null;
  const fieldErrors: Partial<Record<HeaderField, boolean | string>> = {};
  for (const field of REQUIRED_HEADER_KEYS) fieldErrors[field] = missing(form[field]);
  // D7: a date typed that is no real day says so under it.
  if (!fieldErrors.date && tried && form.date.trim() !== '') {
    fieldErrors.date = validateEditorDate(form.date) ?? false;
  }
  for (const field of headerProblem?.fields ?? []) {
    if (isFormField(field) && !fieldErrors[field]) fieldErrors[field] = true;
  }

  const show = (next: Notice) => {
    setNotice(next);
    topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const save = async () => {
    if (justSaved) return;
    setTried(true);
    const invalid = teamGone
      ? NEW_MESSAGES.teamGone(teamName(team), team)
      : (validateNewBulletin({ ...form, team }) ?? validateBulletinHeader(form)?.message ?? null);
    if (invalid) {
      show({ severity: 'error', text: invalid });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const input = {
        team,
        header: cleanHeader({ ...form, team }),
        services: services.map(normalizeServiceLine),
        materials: materials.map(normalizeMaterialLine),
        photos: photos.map(normalizePhotoLine),
      };
      const outcome = await dispatch(createBulletin(input, user, catalogs.globalFactor));
      if (!outcome.ok) {
        show({ severity: 'error', text: outcome.reason });
        return;
      }
      const entry: InvoiceEntry = {
        team,
        key: outcome.key,
        // D48: the readable number the bulletin was stored with; the push key stays its key.
        invoice: { ...input, id: outcome.id },
      };
      show({ severity: 'success', text: NEW_MESSAGES.created, entry });
      setJustSaved(true);
      // P63: saved, its draft goes; the next bulletin is typed into a fresh one.
      void keeping.drop();
      setDraftId(newDraftId(Date.now()));
      // A fresh form for the next bulletin of the same team.
      setForm(headerForm());
      setServices([]);
      setMaterials([]);
      setPhotos([]);
      clearDraft();
      setTried(false);
    } catch (error) {
      console.error(`new bulletin of team ${team}:`, error);
      // P59: the cause when it is known; SPEC's own 'Tente novamente' when trying again may work.
      show({
        severity: 'error',
        text:
          writeFailureCause(error) === 'permission'
            ? NEW_MESSAGES.createRefused(WRITE_FAILURE_MESSAGES.permission)
            : NEW_MESSAGES.createError,
      });
    } finally {
      setSaving(false);
    }
  };

  const handoverUser = actingUser(user);

  return (
    <PageFrame title={T.newTitle} subtitle={T.newSubtitle}>
      <Box ref={topRef} sx={{ scrollMarginTop: 96 }} />
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ mb: 3 }}
          data-testid="new-bulletin-notice"
          action={
            notice.entry && (
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => notice.entry && handOverForEdit(notice.entry, handoverUser)}
                >
                  {T.openEditor}
                </Button>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => notice.entry && handOverForPdf(notice.entry, handoverUser)}
                >
                  {T.openPdf}
                </Button>
              </Box>
            )
          }
        >
          <Typography sx={{ fontWeight: 600 }}>{notice.text}</Typography>
          {notice.entry && (
            <Typography variant="body2">
              {T.createdDetail(notice.entry.invoice.id ?? notice.entry.key)}
            </Typography>
          )}
        </Alert>
      )}

      {draftOffer.offer && (
        <DraftOfferAlert
          savedAt={draftOffer.offer.draft.savedAt}
          others={draftOffer.offer.others}
          onContinue={continueDraft}
          onDiscard={discardDraft}
        />
      )}

      <Section id="header" title={T.headerSection} note={<RequiredHint />}>
        <TextField
          select
          required
          label={HEADER_FIELDS.team.label}
          value={chosenTeam}
          onChange={(event) => typing(setTeam)(event.target.value)}
          error={teamGone || (tried && team === '')}
          helperText={
            teamGone
              ? NEW_MESSAGES.teamGone(teamName(team), team)
              : tried && team === ''
                ? NEW_MESSAGES.teamRequired
                : undefined
          }
          sx={{ mb: 2.5, minWidth: 320 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'team-select' } } }}
        >
          {user.teams.map((id) => (
            <MenuItem key={id} value={id}>
              {teamName(id)} · {id}
            </MenuItem>
          ))}
        </TextField>
        <HeaderFields
          value={form}
          onChange={(field, value) =>
            typing(setForm)((current) => ({ ...current, [field]: value }))
          }
          errors={fieldErrors}
        />
      </Section>

      <ServiceLines
        lines={services}
        room={lineRoom('services', user.role, services)}
        catalogs={catalogs}
        onScreen={onScreen}
        onDraftChange={onDraftChange}
        onChange={keepIn(typing(setServices))}
      />
      <MaterialLines
        lines={materials}
        room={lineRoom('materials', user.role, materials)}
        catalogs={catalogs}
        onChange={keepIn(typing(setMaterials))}
      />
      <StructureLines
        lines={photos}
        room={lineRoom('photos', user.role, photos)}
        onChange={(edit) => {
          // P60: a structure taken out of /new was never saved, so its stored photo goes too.
          const left = photoLeftBy(photos, edit);
          if (left !== null) {
            dispatch(removeLeftPhoto(left)).catch((error: unknown) =>
              console.warn(`photo ${left} left in the store:`, error),
            );
          }
          return keepIn(typing(setPhotos))(edit);
        }}
      />

      <StickyActionBar label={T.saveBarLabel} testId="new-save-bar">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            columnGap: { xs: 2, sm: 3 },
            rowGap: 1,
            flexWrap: 'wrap',
            // Issue 40: on a phone the save spans the bar, under the totals, for the thumb.
            '& > .MuiButton-root': { flexBasis: { xs: '100%', sm: 'auto' } },
          }}
        >
          <TotalFigures totals={totals} testId="new-total-with-factor" />
          <Box sx={{ flex: 1 }} />
          {justSaved && (
            <Typography variant="body2" color="textSecondary" id="saved-waiting">
              {T.savedWaiting}
            </Typography>
          )}
          <SaveButton
            label={T.saveBulletin}
            size="large"
            saving={saving}
            disabled={saving || justSaved}
            describedBy={justSaved ? 'saved-waiting' : undefined}
            onClick={() => void save()}
          />
        </Box>
      </StickyActionBar>
    </PageFrame>
  );
}

function RequiredHint() {
  return (
    <Typography variant="body2" color="textSecondary">
      {T.requiredHint}
    </Typography>
  );
}
