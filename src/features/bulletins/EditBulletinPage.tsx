import AddRoundedIcon from '@mui/icons-material/AddRounded';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
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
import type { Invoice, MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import { invoiceTotals } from '../../core/money';
import { needsPassword, passwordMatches } from '../../core/permissions';
import { displayStatus } from '../../core/status';
import { teamName } from '../../core/teams';
import {
  validateEditorDate,
  validateMaterial,
  validateService,
  validateStructure,
} from '../../core/validation';
import { formatMoney } from '../../core/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { SessionUser } from '../../app/session';
import { selectSessionUser } from '../../app/session';
import { selectSettings } from '../../app/settingsSlice';
import { bulletinPath, handOverForPdf, readHandover } from '../../ui/bulletinHandover';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageFrame } from '../../ui/PageFrame';
import { StatusChip } from '../../ui/StatusChip';
import {
  MATERIAL_COLUMNS,
  STRUCTURE_COLUMNS,
  ServicesTotals,
  serviceColumns,
  withDraft,
} from './columns';
import { HeaderFields, headerForm } from './HeaderFields';
import type { HeaderForm } from './HeaderFields';
import { errorText, useCatalogs } from './hooks';
import type { CatalogState } from './hooks';
import {
  cleanHeader,
  editorDateText,
  editorHeader,
  normalizeMaterialLine,
  normalizePhotoLine,
  normalizeServiceLine,
} from './lines';
import type { EditorSection } from './lines';
import { LinesTable } from './LinesTable';
import { MaterialDialog } from './MaterialDialog';
import { EDITOR_MESSAGES as E, BULLETIN_TEXT as T } from './messages';
import { Figure, Section } from './Section';
import { ServiceDialog } from './ServiceDialog';
import { StructureDialog } from './StructureDialog';
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
  const persist = async (
    section: EditorSection,
    save: EditorSave,
    ok: string,
    fail: (detail: string) => string,
  ): Promise<boolean> => {
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
            busy={!ready || busy !== null}
            saving={busy === 'header'}
            onSave={(header) =>
              persist('header', { section: 'header', header }, E.headerSaved, E.headerError)
            }
          />
          <ServicesSection
            base={base}
            catalogs={catalogs}
            busy={!ready || busy !== null}
            persist={(services, ok, fail) =>
              persist(
                'services',
                { section: 'services', services, globalFactor: catalogs.globalFactor },
                ok,
                fail,
              )
            }
          />
          <StructuresSection
            base={base}
            busy={!ready || busy !== null}
            persist={(photos, ok, fail) =>
              persist('photos', { section: 'photos', photos }, ok, fail)
            }
          />
          <MaterialsSection
            base={base}
            catalogs={catalogs}
            busy={!ready || busy !== null}
            persist={(materials, ok, fail) =>
              persist('materials', { section: 'materials', materials }, ok, fail)
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

function HeaderSection({
  base,
  busy,
  saving,
  onSave,
}: {
  base: Invoice;
  busy: boolean;
  saving: boolean;
  onSave: (header: Invoice['header'] & object) => Promise<boolean>;
}) {
  const stored = useMemo(() => headerForm(editorHeader(base)), [base]);
  const [form, setForm] = useState<HeaderForm>(stored);
  const [dateError, setDateError] = useState<string | null>(null);
  const dirty = !sameForm(form, stored);

  const save = async () => {
    // D7: dd/mm/yyyy, a real calendar day, stored as a UTC timestamp.
    const invalid = validateEditorDate(form.date);
    setDateError(invalid);
    if (invalid) return;
    // Fields outside the form (team, pedido from Dar Baixa) are kept.
    await onSave(cleanHeader({ ...(base.header ?? {}), ...form }));
  };

  return (
    <Section
      id="header"
      title={T.headerSection}
      note={
        dirty && <Chip size="small" color="warning" variant="outlined" label={T.unsavedHeader} />
      }
      actions={
        <Button
          variant="contained"
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveRoundedIcon />}
          disabled={busy}
          onClick={() => void save()}
        >
          {saving ? T.saving : T.saveHeader}
        </Button>
      }
    >
      <HeaderFields
        value={form}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, [field]: value }));
          if (field === 'date') setDateError(null);
        }}
        required={['date']}
        errors={{ date: dateError ?? undefined }}
      />
      {dateError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {dateError}
        </Alert>
      )}
    </Section>
  );
}

type Persist<L> = (lines: L[], ok: string, fail: (detail: string) => string) => Promise<boolean>;

function ServicesSection({
  base,
  catalogs,
  busy,
  persist,
}: {
  base: Invoice;
  catalogs: CatalogState;
  busy: boolean;
  persist: Persist<ServiceLine>;
}) {
  const lines = useMemo(() => toList(base.services), [base.services]);
  const columns = useMemo(() => serviceColumns(catalogs.globalFactor), [catalogs.globalFactor]);
  const [draft, setDraft] = useState<{ index: number | null; line: ServiceLine | null }>({
    index: null,
    line: null,
  });
  const [adding, setAdding] = useState(false);
  const onScreen = withDraft(lines, draft.index, draft.line);
  const totals = invoiceTotals(onScreen, catalogs.globalFactor);

  return (
    <Section
      id="services"
      title={T.servicesSection}
      count={lines.length}
      note={
        <Box sx={{ display: 'flex', gap: 3, ml: 2 }}>
          <Figure label={T.totalWithoutFactor} value={formatMoney(totals.total)} />
          <Figure
            label={T.totalWithFactor}
            value={formatMoney(totals.total_wfactor)}
            testId="editor-total-with-factor"
            strong
          />
        </Box>
      }
      actions={
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          disabled={busy}
          onClick={() => setAdding(true)}
        >
          {T.addService}
        </Button>
      }
    >
      {catalogs.servicesError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {catalogs.servicesError}
        </Alert>
      )}
      <LinesTable
        testId="services-table"
        lines={lines}
        columns={columns}
        emptyText={E.noServices}
        validate={validateService}
        busy={busy}
        confirmRemove
        rowLabel={(i) => `${T.servicesSection} ${i + 1}`}
        onDraftChange={(index, line) => setDraft({ index, line })}
        onSave={(index, line) =>
          persist(
            lines.map((l, i) => (i === index ? normalizeServiceLine(line) : l)),
            E.serviceSaved,
            E.serviceSaveError,
          )
        }
        onRemove={(index) =>
          persist(
            lines.filter((_, i) => i !== index),
            E.serviceRemoved,
            E.serviceRemoveError,
          )
        }
        footer={
          <ServicesTotals
            services={onScreen}
            globalFactor={catalogs.globalFactor}
            columns={columns.length + 1}
          />
        }
      />
      <ServiceDialog
        open={adding}
        catalog={catalogs.services}
        loadError={catalogs.servicesError}
        onClose={() => setAdding(false)}
        onAdd={(line) => persist([...lines, line], E.serviceSaved, E.serviceSaveError)}
      />
    </Section>
  );
}

function StructuresSection({
  base,
  busy,
  persist,
}: {
  base: Invoice;
  busy: boolean;
  persist: Persist<PhotoLine>;
}) {
  const lines = useMemo(() => toList(base.photos), [base.photos]);
  const [adding, setAdding] = useState(false);
  return (
    <Section
      id="structures"
      title={T.structuresSection}
      count={lines.length}
      actions={
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          disabled={busy}
          onClick={() => setAdding(true)}
        >
          {T.addStructure}
        </Button>
      }
    >
      <LinesTable
        testId="structures-table"
        lines={lines}
        columns={STRUCTURE_COLUMNS}
        emptyText={E.noStructures}
        validate={(line) => validateStructure(normalizePhotoLine(line))}
        busy={busy}
        confirmRemove
        rowLabel={(i) => `${T.structuresSection} ${i + 1}`}
        onSave={(index, line) =>
          persist(
            lines.map((l, i) => (i === index ? normalizePhotoLine(line) : l)),
            E.structureSaved,
            E.structureSaveError,
          )
        }
        onRemove={(index) =>
          persist(
            lines.filter((_, i) => i !== index),
            E.structureRemoved,
            E.structureRemoveError,
          )
        }
      />
      <StructureDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(line) => persist([...lines, line], E.structureSaved, E.structureSaveError)}
      />
    </Section>
  );
}

function MaterialsSection({
  base,
  catalogs,
  busy,
  persist,
}: {
  base: Invoice;
  catalogs: CatalogState;
  busy: boolean;
  persist: Persist<MaterialLine>;
}) {
  const lines = useMemo(() => toList(base.materials), [base.materials]);
  const [adding, setAdding] = useState(false);
  return (
    <Section
      id="materials"
      title={T.materialsSection}
      count={lines.length}
      actions={
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          disabled={busy}
          onClick={() => setAdding(true)}
        >
          {T.addMaterial}
        </Button>
      }
    >
      <LinesTable
        testId="materials-table"
        lines={lines}
        columns={MATERIAL_COLUMNS}
        emptyText={E.noMaterials}
        validate={(line) => validateMaterial(normalizeMaterialLine(line))}
        busy={busy}
        confirmRemove
        rowLabel={(i) => `${T.material} ${i + 1}`}
        onSave={(index, line) =>
          persist(
            lines.map((l, i) => (i === index ? normalizeMaterialLine(line) : l)),
            E.materialSaved,
            E.materialSaveError,
          )
        }
        onRemove={(index) =>
          persist(
            lines.filter((_, i) => i !== index),
            E.materialRemoved,
            E.materialRemoveError,
          )
        }
      />
      <MaterialDialog
        open={adding}
        catalog={catalogs.materials}
        loadError={catalogs.materialsError}
        onClose={() => setAdding(false)}
        onAdd={(line) => persist([...lines, line], E.materialSaved, E.materialSaveError)}
      />
    </Section>
  );
}
