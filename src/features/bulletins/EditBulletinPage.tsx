import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toList } from '../../core/lists';
import { REFUSALS } from '../../core/messages';
import type { Invoice, InvoiceHeader, ServiceLine } from '../../core/model';
import { needsPassword, passwordMatches } from '../../core/permissions';
import { displayStatus } from '../../core/status';
import { teamName } from '../../core/teams';
import { validateBulletinHeader } from '../../core/validation';
import type { HeaderProblem } from '../../core/validation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { SessionUser } from '../../app/session';
import { selectSessionUser } from '../../app/session';
import { selectSettings } from '../../app/settingsSlice';
import { bulletinPath, handOverForPdf, readHandover } from '../../ui/bulletinHandover';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageFrame } from '../../ui/PageFrame';
import { StatusChip } from '../../ui/StatusChip';
import { AccessDenied, canOpenTeam } from './access';
import { HeaderFields, headerForm } from './HeaderFields';
import type { HeaderField, HeaderForm } from './HeaderFields';
import { errorText, useCatalogs, useServiceDraft } from './hooks';
import type { CatalogState } from './hooks';
import { cleanHeader, editorDateText, editorHeader } from './lines';
import type { EditorSection } from './lines';
import { MaterialLines, ServiceLines, StructureLines } from './LineSection';
import type { ApplyLineChange, LineChange } from './LineSection';
import { EDITOR_MESSAGES as E, BULLETIN_TEXT as T } from './messages';
import { SaveButton, Section, TotalFigures } from './Section';
import { saveEditorSection } from './thunks';
import type { EditorSave } from './thunks';
import { useEditorRecord } from './useEditorRecord';
import type { Conflict } from './useEditorRecord';

const SECTION_NAMES: Readonly<Record<EditorSection, string>> = {
  header: T.headerSection,
  services: T.servicesSection,
  photos: T.structuresSection,
  materials: T.materialsSection,
};

/** SPEC §8: what a save says, on success and on failure. */
type SaveMessages = { ok: string; fail: (detail: string) => string };

/** SPEC §8: a line section says "saved" for an added or edited line and "removed" for a removal. */
function lineMessages(
  saved: string,
  saveError: (detail: string) => string,
  removed: string,
  removeError: (detail: string) => string,
): Readonly<Record<LineChange, SaveMessages>> {
  const save = { ok: saved, fail: saveError };
  return { add: save, save, remove: { ok: removed, fail: removeError } };
}

const LINE_MESSAGES = {
  services: lineMessages(
    E.serviceSaved,
    E.serviceSaveError,
    E.serviceRemoved,
    E.serviceRemoveError,
  ),
  photos: lineMessages(
    E.structureSaved,
    E.structureSaveError,
    E.structureRemoved,
    E.structureRemoveError,
  ),
  materials: lineMessages(
    E.materialSaved,
    E.materialSaveError,
    E.materialRemoved,
    E.materialRemoveError,
  ),
} as const;

/**
 * SPEC §2 /edit: the bulletin editor, in its own tab. It opens from its URL
 * (`/edit?team=…&key=…`) or, without one, from the session-storage handover, whose record it
 * then puts in the URL so a reload works.
 */
export function EditBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const fromUrl = params.get('team') && params.get('key');
  const handover = fromUrl ? null : readHandover('edit');
  const team = fromUrl ? params.get('team') : (handover?.team ?? null);
  const key = fromUrl ? params.get('key') : (handover?.key ?? null);
  useEffect(() => {
    // Opened from the handover alone: the URL names the record, so a reload works.
    if (!fromUrl && team && key) navigate(bulletinPath('edit', team, key), { replace: true });
  }, [fromUrl, team, key, navigate]);
  if (!user) return <FullPageSpinner />;
  // SPEC §6: only a team the user sees; checked before anything is read, painted or written.
  if (team && !canOpenTeam(user, team)) return <AccessDenied team={team} />;
  return <Editor key={`${team}/${key}`} user={user} team={team} bulletinKey={key} />;
}

type Notice = { severity: 'success' | 'error'; text: string };

function Editor({
  user,
  team,
  bulletinKey,
}: {
  user: SessionUser;
  team: string | null;
  bulletinKey: string | null;
}) {
  const dispatch = useAppDispatch();
  const record = useEditorRecord(team, bulletinKey);
  const catalogs = useCatalogs();
  const settings = useAppSelector(selectSettings);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<EditorSection | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const { base } = record;

  if (!team || !bulletinKey || record.status === 'notFound') {
    return (
      <FullPageMessage title={T.notFoundTitle}>
        <Typography color="text.secondary">{T.notFoundText}</Typography>
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
  // SPEC §6: a non-admin editing a checked bulletin types the password (D26), unless the
  // screen that opened the editor already asked for it.
  const locked =
    ready &&
    needsPassword(user.role, 'edit', base) &&
    !record.handover?.passwordChecked &&
    !unlocked;

  /** SPEC §7, §8: one section's save, with its success or error message. */
  const persist = async (save: EditorSave, { ok, fail }: SaveMessages): Promise<boolean> => {
    const section = save.section;
    setBusy(section);
    try {
      const result = await record.saveSection(section, (entry) =>
        dispatch(saveEditorSection(entry, save, user)),
      );
      if (result.ok) {
        setNotice({ severity: 'success', text: ok });
        return true;
      }
      setNotice({
        severity: 'error',
        text: 'conflict' in result ? T.conflictBlocked : fail(result.reason),
      });
      return false;
    } catch (error) {
      console.error(`forms/${team}/${bulletinKey}:`, error);
      setNotice({ severity: 'error', text: fail(errorText(error)) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const sectionsBusy = !ready || busy !== null;
  // SPEC §7: a line section writes its whole list at once.
  const services = toList(base.services);
  const photos = toList(base.photos);
  const materials = toList(base.materials);
  const date = editorDateText(base);
  const id = base.id ?? bulletinKey;
  return (
    <PageFrame
      title={T.editTitle(id)}
      subtitle={
        date
          ? T.editSubtitle(`${teamName(team)} · ${team}`, date)
          : T.editSubtitleNoDate(`${teamName(team)} · ${team}`)
      }
      actions={
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfOutlinedIcon />}
          onClick={() =>
            handOverForPdf(
              { team, key: bulletinKey, invoice: base },
              { uid: user.uid, email: user.email, name: user.name, role: user.role },
            )
          }
        >
          {T.openPdf}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: -1.5, mb: 3 }}>
        <StatusChip status={displayStatus(base)} />
        {base.editedBy && (
          <Typography variant="body2" color="text.secondary">
            {T.editedBy(base.editedBy)}
          </Typography>
        )}
        {!ready && <CircularProgress size={16} />}
      </Box>

      {record.conflict && (
        <ConflictBanner conflict={record.conflict} onReload={() => void record.reload()} />
      )}

      {locked ? (
        <PasswordGate
          onSubmit={(typed) => {
            if (settings.editPassword !== null && passwordMatches(typed, settings.editPassword)) {
              setUnlocked(true);
              return null;
            }
            return REFUSALS.wrongPassword;
          }}
        />
      ) : (
        <Box key={record.version}>
          <HeaderSection
            base={base}
            busy={sectionsBusy}
            saving={busy === 'header'}
            canEditPedido={user.role === 'admin'}
            onSave={(header) =>
              persist({ section: 'header', header }, { ok: E.headerSaved, fail: E.headerError })
            }
          />
          <EditorServices
            lines={services}
            catalogs={catalogs}
            busy={sectionsBusy}
            onChange={(update, change) =>
              persist(
                {
                  section: 'services',
                  services: update(services),
                  globalFactor: catalogs.globalFactor,
                },
                LINE_MESSAGES.services[change],
              )
            }
          />
          <StructureLines
            lines={photos}
            busy={sectionsBusy}
            confirmRemove
            onChange={(update, change) =>
              persist({ section: 'photos', photos: update(photos) }, LINE_MESSAGES.photos[change])
            }
          />
          <MaterialLines
            lines={materials}
            catalogs={catalogs}
            busy={sectionsBusy}
            confirmRemove
            onChange={(update, change) =>
              persist(
                { section: 'materials', materials: update(materials) },
                LINE_MESSAGES.materials[change],
              )
            }
          />
        </Box>
      )}

      <Snackbar
        open={notice !== null}
        autoHideDuration={notice?.severity === 'success' ? 4000 : 8000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'success'}
          variant="filled"
          onClose={() => setNotice(null)}
          data-testid="editor-notice"
        >
          {notice?.text}
        </Alert>
      </Snackbar>
    </PageFrame>
  );
}

function ConflictBanner({ conflict, onReload }: { conflict: Conflict; onReload: () => void }) {
  if (conflict.kind === 'removed') {
    return (
      <Alert severity="error" sx={{ mb: 3 }} data-testid="conflict-banner">
        {T.removedElsewhere}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      data-testid="conflict-banner"
      action={
        <Button color="inherit" startIcon={<RefreshRoundedIcon />} onClick={onReload}>
          {T.reload}
        </Button>
      }
    >
      <AlertTitle>{T.conflictTitle}</AlertTitle>
      {T.conflictText}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {conflict.sections.map((section) => (
          <Chip key={section} size="small" label={SECTION_NAMES[section]} variant="outlined" />
        ))}
        <Typography variant="caption">{T.reloadDiscards}</Typography>
      </Box>
    </Alert>
  );
}

function PasswordGate({ onSubmit }: { onSubmit: (typed: string) => string | null }) {
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
      <Typography color="text.secondary" sx={{ mb: 2 }}>
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

function sameForm(a: HeaderForm, b: HeaderForm): boolean {
  return (Object.keys(a) as (keyof HeaderForm)[]).every((field) => a[field] === b[field]);
}

/** The pedido as the editor shows it (D39: a number shows as its digits). */
function pedidoText(header: InvoiceHeader | undefined): string {
  const value: unknown = header?.pedido;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

function HeaderSection({
  base,
  busy,
  saving,
  canEditPedido,
  onSave,
}: {
  base: Invoice;
  busy: boolean;
  saving: boolean;
  /** SPEC §4, §6: admin may correct or clear Dar Baixa's pedido; for the others it is read-only. */
  canEditPedido: boolean;
  onSave: (header: InvoiceHeader) => Promise<boolean>;
}) {
  const stored = useMemo(() => headerForm(editorHeader(base)), [base]);
  const storedPedido = pedidoText(base.header);
  const [form, setForm] = useState<HeaderForm>(stored);
  const [pedido, setPedido] = useState(storedPedido);
  const [problem, setProblem] = useState<HeaderProblem | null>(null);
  const dirty = !sameForm(form, stored) || pedido !== storedPedido;

  const save = async () => {
    // SPEC §5 as /new: title, project and a real dd/mm/yyyy day (D7); issue 16: text limits and
    // km read as typed.
    const refused = validateBulletinHeader(form);
    setProblem(refused);
    if (refused) return;
    // Fields outside the form (team; pedido from Dar Baixa, unless an admin changed it) are kept.
    const kept = { ...(base.header ?? {}), ...form };
    const header = cleanHeader(canEditPedido ? { ...kept, pedido } : kept);
    // Saved: the form shows what was stored (trimmed, km as read: "1.234,5" → "1234,5").
    if (await onSave(header)) {
      setForm(headerForm(header));
      setPedido(pedidoText(header));
    }
  };

  const errors: Partial<Record<HeaderField, boolean>> = {};
  for (const field of problem?.fields ?? []) if (field !== 'pedido') errors[field] = true;

  return (
    <Section
      id="header"
      title={T.headerSection}
      note={
        dirty && <Chip size="small" color="warning" variant="outlined" label={T.unsavedHeader} />
      }
      actions={
        <SaveButton
          label={T.saveHeader}
          saving={saving}
          disabled={busy}
          onClick={() => void save()}
        />
      }
    >
      <HeaderFields
        value={form}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, [field]: value }));
          setProblem(null);
        }}
        required={['title', 'project', 'date']}
        errors={errors}
        pedido={
          canEditPedido
            ? {
                value: pedido,
                onChange: (value) => {
                  setPedido(value);
                  setProblem(null);
                },
              }
            : { value: storedPedido }
        }
      />
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem.message}
        </Alert>
      )}
    </Section>
  );
}

/**
 * The services section of the editor, with its totals (as typed) next to the title. The line being
 * typed lives here, under the record's version key, so a reload starts from the stored totals.
 */
function EditorServices({
  lines,
  catalogs,
  busy,
  onChange,
}: {
  lines: readonly ServiceLine[];
  catalogs: CatalogState;
  busy: boolean;
  onChange: ApplyLineChange<ServiceLine>;
}) {
  const { onScreen, totals, onDraftChange } = useServiceDraft(lines, catalogs.globalFactor);
  return (
    <ServiceLines
      lines={lines}
      catalogs={catalogs}
      busy={busy}
      confirmRemove
      onScreen={onScreen}
      onDraftChange={onDraftChange}
      onChange={onChange}
      note={
        <Box sx={{ display: 'flex', gap: 3, ml: 2 }}>
          <TotalFigures totals={totals} testId="editor-total-with-factor" />
        </Box>
      }
    />
  );
}
