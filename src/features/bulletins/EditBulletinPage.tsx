import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { editDraftKey } from '../../core/drafts';
import { useLastShown } from '../../ui/useLastShown';
import { HISTORY_MESSAGES } from '../../core/historyText';
import { REFUSALS } from '../../core/messages';
import type { Invoice } from '../../core/model';
import { needsPassword, passwordMatches, refusalReason } from '../../core/permissions';
import { displayStatus } from '../../core/status';
import { teamName } from '../../core/teams';
import { loadBulletinHistory } from '../../shared/history';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import type { SessionUser } from '../../shared/session';
import { actingUser, selectSessionUser } from '../../shared/session';
import { selectSettings } from '../../shared/settingsSlice';
import { writeFailureText } from '../../shared/writeFailure';
import type { BulletinHandover } from '../../shared/bulletinHandover';
import { handOverForPdf } from '../../shared/bulletinHandover';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { HistoryDialog } from '../../ui/HistoryDialog';
import { lastReturnOf, lastReturnWhen } from '../../shared/lastReturn';
import { PageFrame } from '../../ui/PageFrame';
import { StatusChip } from '../../ui/StatusChip';
import { StickyActionBar } from '../../ui/StickyActionBar';
import { AccessDenied, canOpenTeam } from './access';
import { ConflictBanner } from './ConflictBanner';
import { EditorSections } from './EditorSections';
import type { PersistSection } from './EditorSections';
import { useCatalogs } from './hooks';
import { editorDateText } from './lines';
import type { EditorSection } from './lines';
import { EDITOR_MESSAGES as E, BULLETIN_TEXT as T } from './messages';
import { PasswordDialog, PasswordGate } from './PasswordGate';
import { SaveBarSlot } from './Section';
import { saveEditorSection } from './thunks';
import { useBulletinRoute } from './useBulletinRoute';
import { useEditorRecord } from './useEditorRecord';
import type { RecordStatus } from './useEditorRecord';

/**
 * SPEC §2 /edit: the bulletin editor, in its own tab. Which bulletin: useBulletinRoute (the URL
 * `/edit?team=…&key=…`, else the session-storage handover, whose record then goes into the URL).
 */
export function EditBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  const { team, key, handover } = useBulletinRoute('edit');
  if (!user) return <FullPageSpinner />;
  // SPEC §6: only a team the user sees; checked before anything is read, painted or written.
  if (team && !canOpenTeam(user, team)) return <AccessDenied team={team} />;
  return (
    <Editor key={`${team}/${key}`} user={user} team={team} bulletinKey={key} handover={handover} />
  );
}

/** SPEC §8: a save's message; 'info' when it had nothing to write (P47). */
type Notice = { severity: 'success' | 'info' | 'error'; text: string };

function Editor({
  user,
  team,
  bulletinKey,
  handover,
}: {
  user: SessionUser;
  team: string | null;
  bulletinKey: string | null;
  handover: BulletinHandover | null;
}) {
  const dispatch = useAppDispatch();
  const record = useEditorRecord(team, bulletinKey, handover?.invoice ?? null);
  const catalogs = useCatalogs();
  const settings = useAppSelector(selectSettings);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<EditorSection | null>(null);
  // SPEC §6, P58: the password typed once (in the home, at the gate, or asked by a save) is good
  // for this editor's life; a save asks it when the bulletin was checked elsewhere since.
  const [unlocked, setUnlocked] = useState(handover?.passwordChecked === true);
  const [askingPassword, setAskingPassword] = useState<((given: boolean) => void) | null>(null);
  // Issue 15: the Histórico dialog of this bulletin.
  const [historyOpen, setHistoryOpen] = useState(false);
  // Issue 40: the sticky bar the sections with unsaved changes show in.
  const [saveBar, setSaveBar] = useState<HTMLElement | null>(null);
  // Issue 40: on a phone the title bar holds the brand and Fechar only; Histórico and Ver PDF
  // go under the title, where they fit.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { base } = record;

  if (!team || !bulletinKey || record.status === 'notFound') {
    return (
      <FullPageMessage title={T.notFoundTitle}>
        <Typography color="textSecondary">{T.notFoundText}</Typography>
      </FullPageMessage>
    );
  }
  if (record.status === 'error' && !base) {
    return (
      <FullPageMessage title={T.loadError}>
        <Button variant="contained" onClick={() => void record.reload()} sx={{ mt: 1 }}>
          {T.retry}
        </Button>
      </FullPageMessage>
    );
  }
  if (!base) return <FullPageSpinner />;

  const ready = record.status === 'ready';
  // P58: the bulletin as stored now (live), which the status and the rights follow; `base` is
  // what the forms edit from.
  const stored = record.latest ?? base;
  // SPEC §6: a non-admin editing a checked bulletin types the password (D26), unless the
  // screen that opened the editor already asked for it.
  const locked = ready && needsPassword(user.role, 'edit', base) && !unlocked;
  // P58: checked elsewhere since it opened: the next save asks the password.
  const checkedSince = ready && !locked && needsPassword(user.role, 'edit', stored) && !unlocked;
  // P57: attached (now or at open): every save is refused, with the reason.
  const closedReason = ready ? refusalReason(user.role, 'saveHeader', stored) : null;
  const closedAtOpen = ready && refusalReason(user.role, 'saveHeader', base) !== null;

  /**
   * SPEC §6, D26: the one check of a typed password, for the gate and for the dialog a save
   * asks: right, and the editor stays unlocked (null); wrong, 'Senha incorreta.'.
   */
  const checkPassword = (typed: string): string | null => {
    if (settings.editPassword === null || !passwordMatches(typed, settings.editPassword)) {
      return REFUSALS.wrongPassword;
    }
    setUnlocked(true);
    return null;
  };

  /** SPEC §6, P58: asks the password over the form; resolves whether it was typed right. */
  const askPassword = () => new Promise<boolean>((resolve) => setAskingPassword(() => resolve));
  const answerPassword = (given: boolean) => {
    askingPassword?.(given);
    setAskingPassword(null);
  };

  /** SPEC §7, §8: one section's save, with its success or error message. */
  const persist: PersistSection = async (save, { ok, fail }) => {
    const section = save.section;
    if (needsPassword(user.role, 'edit', stored) && !unlocked) {
      if (!(await askPassword())) {
        setNotice({ severity: 'error', text: T.passwordNotGiven });
        return false;
      }
    }
    setBusy(section);
    try {
      const result = await record.saveSection(section, (entry) =>
        dispatch(saveEditorSection(entry, save, user)),
      );
      if (result.ok) {
        setNotice(
          result.unchanged
            ? { severity: 'info', text: E.nothingToSave }
            : { severity: 'success', text: ok },
        );
        return true;
      }
      setNotice({
        severity: 'error',
        text:
          'conflict' in result
            ? result.conflict.kind === 'removed'
              ? T.removedElsewhere
              : T.conflictBlocked
            : fail(result.reason),
      });
      return false;
    } catch (error) {
      console.error(`bulletin ${team}/${bulletinKey}:`, error);
      setNotice({ severity: 'error', text: fail(writeFailureText(error)) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const screenActions = (
    <>
      <Button
        variant="outlined"
        startIcon={<HistoryRoundedIcon />}
        aria-haspopup="dialog"
        onClick={() => setHistoryOpen(true)}
      >
        {HISTORY_MESSAGES.title}
      </Button>
      <Button
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon />}
        onClick={() => handOverForPdf({ team, key: bulletinKey, invoice: base }, actingUser(user))}
      >
        {T.openPdf}
      </Button>
    </>
  );

  return (
    <PageFrame
      title={T.editTitle(base.id ?? bulletinKey)}
      subtitle={editorSubtitle(team, base)}
      actions={phone ? undefined : screenActions}
    >
      {phone && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: -1.5, mb: 2 }}>
          {screenActions}
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'center',
          flexWrap: 'wrap',
          mt: phone ? 0 : -1.5,
          mb: 3,
        }}
      >
        <StatusChip status={displayStatus(stored)} />
        {stored.editedBy && (
          <Typography variant="body2" color="textSecondary">
            {T.editedBy(stored.editedBy)}
          </Typography>
        )}
        <RecordLoading status={record.status} />
      </Box>

      {record.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void record.reload()}>
              {T.retry}
            </Button>
          }
        >
          {T.loadError}
        </Alert>
      )}

      <LastReturnAlert invoice={stored} />

      {closedReason && (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="editor-closed">
          {closedReason}
        </Alert>
      )}
      {checkedSince && !closedReason && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="editor-checked-since">
          {T.checkedElsewhere}
        </Alert>
      )}

      {record.conflict && (
        <ConflictBanner conflict={record.conflict} onReload={() => void record.reload()} />
      )}

      {locked ? (
        <PasswordGate onSubmit={checkPassword} />
      ) : (
        // A full re-read (Recarregar) starts every section again from the record read.
        <SaveBarSlot.Provider value={saveBar}>
          <Box key={record.version}>
            <EditorSections
              base={base}
              catalogs={catalogs}
              readOnly={!ready || closedAtOpen}
              busy={busy !== null}
              savingHeader={busy === 'header'}
              canEditPedido={user.role === 'admin'}
              persist={persist}
              draftKey={team && bulletinKey ? editDraftKey(user.uid, team, bulletinKey) : null}
            />
          </Box>
          <StickyActionBar ref={setSaveBar} label={T.editSaveBarLabel} testId="editor-save-bar" />
        </SaveBarSlot.Provider>
      )}

      {askingPassword && (
        <PasswordDialog
          onSubmit={(typed) => {
            const refused = checkPassword(typed);
            if (refused === null) answerPassword(true);
            return refused;
          }}
          onCancel={() => answerPassword(false)}
        />
      )}
      <EditorNotice notice={notice} onClose={() => setNotice(null)} />
      {historyOpen && (
        <HistoryDialog
          bulletinId={base.id ?? bulletinKey}
          subtitle={editorSubtitle(team, base)}
          load={() => dispatch(loadBulletinHistory(team, bulletinKey))}
          onClose={() => setHistoryOpen(false)}
        />
      )}
    </PageFrame>
  );
}

/**
 * P47: while the first read of the stored bulletin is on its way (the handover's copy shown,
 * read-only), 'Carregando boletim...' beside the status; a status region, so it is announced.
 */
function RecordLoading({ status }: { status: RecordStatus }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {status === 'loading' && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="textSecondary">
            {T.loadingBulletin}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * Issue 15: why the bulletin came back to the team, at the top of the editor, until the next
 * forward removes `lastReturn`: it reads the record as last read (the editor re-reads it on focus
 * and every few seconds), so a forward made elsewhere takes it away.
 */
function LastReturnAlert({ invoice }: { invoice: Invoice }) {
  const last = lastReturnOf(invoice);
  if (!last) return null;
  const who = last.byName || HISTORY_MESSAGES.unknownUser;
  const when = lastReturnWhen(last);
  return (
    <Alert
      severity="warning"
      data-testid="last-return-alert"
      sx={{ mb: 3, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {when ? T.lastReturn(who, when, last.reason) : T.lastReturnNoDate(who, last.reason)}
    </Alert>
  );
}

/** 'Equipe 01 · ORCDISTBA01 · 10/03/2026' (or without the date when it has none). */
function editorSubtitle(team: string, base: Invoice): string {
  const date = editorDateText(base);
  const who = `${teamName(team)} · ${team}`;
  return date ? T.editSubtitle(who, date) : T.editSubtitleNoDate(who);
}

/** SPEC §8: a save's success or error, at the bottom of the page (kept while it slides out). */
function EditorNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const shown = useLastShown(notice);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={shown?.severity === 'error' ? 8000 : 4000}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={shown?.severity ?? 'success'}
        variant="filled"
        onClose={onClose}
        data-testid="editor-notice"
      >
        {shown?.text}
      </Alert>
    </Snackbar>
  );
}
