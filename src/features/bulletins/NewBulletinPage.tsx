import AddRoundedIcon from '@mui/icons-material/AddRounded';
import SaveRoundedIcon from '@mui/icons-material/SaveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../core/format';
import type { InvoiceEntry, MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import { invoiceTotals } from '../../core/money';
import { teamName } from '../../core/teams';
import {
  validateEditorDate,
  validateMaterial,
  validateNewBulletin,
  validateService,
  validateStructure,
} from '../../core/validation';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { SessionUser } from '../../app/session';
import { selectSessionUser } from '../../app/session';
import { handOverForEdit, handOverForPdf } from '../../ui/bulletinHandover';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { PageFrame } from '../../ui/PageFrame';
import {
  MATERIAL_COLUMNS,
  STRUCTURE_COLUMNS,
  ServicesTotals,
  serviceColumns,
  withDraft,
} from './columns';
import { HeaderFields, headerForm } from './HeaderFields';
import type { HeaderField, HeaderForm } from './HeaderFields';
import { useCatalogs } from './hooks';
import {
  cleanHeader,
  normalizeMaterialLine,
  normalizePhotoLine,
  normalizeServiceLine,
} from './lines';
import { LinesTable } from './LinesTable';
import { MaterialDialog } from './MaterialDialog';
import { EDITOR_MESSAGES, NEW_MESSAGES, BULLETIN_TEXT as T } from './messages';
import { Figure, Section } from './Section';
import { ServiceDialog } from './ServiceDialog';
import { StructureDialog } from './StructureDialog';
import { createBulletin } from './thunks';

/** SPEC §2 /new: the new-bulletin screen (opened in a new tab from 'Novo Boletim'). */
export function NewBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  // The auth guard renders this page only with a loaded user.
  if (!user) return <FullPageSpinner />;
  return <NewBulletinForm user={user} />;
}

type Notice = { severity: 'success' | 'error'; text: string; entry?: InvoiceEntry };

function NewBulletinForm({ user }: { user: SessionUser }) {
  const dispatch = useAppDispatch();
  const catalogs = useCatalogs();
  const columns = useMemo(() => serviceColumns(catalogs.globalFactor), [catalogs.globalFactor]);
  const topRef = useRef<HTMLDivElement>(null);

  // SPEC §6: the user's teams; a user with one team starts with it.
  const [team, setTeam] = useState(user.teams.length === 1 ? (user.teams[0] ?? '') : '');
  const [form, setForm] = useState<HeaderForm>(() => headerForm());
  const [services, setServices] = useState<ServiceLine[]>([]);
  const [materials, setMaterials] = useState<MaterialLine[]>([]);
  const [photos, setPhotos] = useState<PhotoLine[]>([]);
  const [draft, setDraft] = useState<{ index: number | null; line: ServiceLine | null }>({
    index: null,
    line: null,
  });
  const [dialog, setDialog] = useState<'service' | 'material' | 'structure' | null>(null);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const onScreen = withDraft(services, draft.index, draft.line);
  const totals = invoiceTotals(onScreen, catalogs.globalFactor);

  // SPEC §5 after a refused save: the missing required fields are outlined.
  const missing = (value: string) => tried && value.trim() === '';
  const fieldErrors: Partial<Record<HeaderField, boolean | string>> = {
    title: missing(form.title),
    project: missing(form.project),
    date:
      missing(form.date) ||
      (tried && form.date.trim() !== '' && (validateEditorDate(form.date) ?? false)),
  };

  const show = (next: Notice) => {
    setNotice(next);
    topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const save = async () => {
    setTried(true);
    const invalid = validateNewBulletin({
      team,
      title: form.title,
      project: form.project,
      date: form.date,
    });
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
        invoice: { ...input, id: outcome.key },
      };
      show({ severity: 'success', text: NEW_MESSAGES.created, entry });
      // A fresh form for the next bulletin of the same team.
      setForm(headerForm());
      setServices([]);
      setMaterials([]);
      setPhotos([]);
      setDraft({ index: null, line: null });
      setTried(false);
    } catch (error) {
      console.error('forms/' + team, error);
      show({ severity: 'error', text: NEW_MESSAGES.createError });
    } finally {
      setSaving(false);
    }
  };

  const handoverUser = { uid: user.uid, email: user.email, name: user.name, role: user.role };

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
            <Typography variant="body2">{T.createdDetail(notice.entry.key)}</Typography>
          )}
        </Alert>
      )}

      <Section id="header" title={T.headerSection} note={<RequiredHint />}>
        <TextField
          select
          required
          label={T.team}
          value={team}
          onChange={(event) => setTeam(event.target.value)}
          error={tried && team === ''}
          helperText={tried && team === '' ? NEW_MESSAGES.teamRequired : undefined}
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
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
          required={['title', 'project', 'date']}
          errors={fieldErrors}
        />
      </Section>

      <Section
        id="services"
        title={T.servicesSection}
        count={services.length}
        actions={
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={() => setDialog('service')}
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
          lines={services}
          columns={columns}
          emptyText={EDITOR_MESSAGES.noServices}
          validate={validateService}
          rowLabel={(i) => `${T.servicesSection} ${i + 1}`}
          onDraftChange={(index, line) => setDraft({ index, line })}
          onSave={(index, line) => {
            setServices((current) =>
              current.map((l, i) => (i === index ? normalizeServiceLine(line) : l)),
            );
            return true;
          }}
          onRemove={(index) => {
            setServices((current) => current.filter((_, i) => i !== index));
            return true;
          }}
          footer={
            <ServicesTotals
              services={onScreen}
              globalFactor={catalogs.globalFactor}
              columns={columns.length + 1}
            />
          }
        />
      </Section>

      <Section
        id="materials"
        title={T.materialsSection}
        count={materials.length}
        actions={
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={() => setDialog('material')}
          >
            {T.addMaterial}
          </Button>
        }
      >
        <LinesTable
          testId="materials-table"
          lines={materials}
          columns={MATERIAL_COLUMNS}
          emptyText={EDITOR_MESSAGES.noMaterials}
          validate={(line) => validateMaterial(normalizeMaterialLine(line))}
          rowLabel={(i) => `${T.material} ${i + 1}`}
          onSave={(index, line) => {
            setMaterials((current) =>
              current.map((l, i) => (i === index ? normalizeMaterialLine(line) : l)),
            );
            return true;
          }}
          onRemove={(index) => {
            setMaterials((current) => current.filter((_, i) => i !== index));
            return true;
          }}
        />
      </Section>

      <Section
        id="structures"
        title={T.structuresSection}
        count={photos.length}
        actions={
          <Button
            variant="outlined"
            startIcon={<AddRoundedIcon />}
            onClick={() => setDialog('structure')}
          >
            {T.addStructure}
          </Button>
        }
      >
        <LinesTable
          testId="structures-table"
          lines={photos}
          columns={STRUCTURE_COLUMNS}
          emptyText={EDITOR_MESSAGES.noStructures}
          validate={(line) => validateStructure(normalizePhotoLine(line))}
          rowLabel={(i) => `${T.structuresSection} ${i + 1}`}
          onSave={(index, line) => {
            setPhotos((current) =>
              current.map((l, i) => (i === index ? normalizePhotoLine(line) : l)),
            );
            return true;
          }}
          onRemove={(index) => {
            setPhotos((current) => current.filter((_, i) => i !== index));
            return true;
          }}
        />
      </Section>

      <Paper
        variant="outlined"
        sx={{
          position: 'sticky',
          bottom: 16,
          zIndex: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          flexWrap: 'wrap',
          boxShadow: '0 8px 24px rgba(16, 42, 67, 0.12)',
        }}
      >
        <Figure label={T.totalWithoutFactor} value={formatMoney(totals.total)} />
        <Figure
          label={T.totalWithFactor}
          value={formatMoney(totals.total_wfactor)}
          testId="new-total-with-factor"
          strong
        />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          size="large"
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveRoundedIcon />}
          disabled={saving}
          onClick={() => void save()}
        >
          {saving ? T.saving : T.saveBulletin}
        </Button>
      </Paper>

      <ServiceDialog
        open={dialog === 'service'}
        catalog={catalogs.services}
        loadError={catalogs.servicesError}
        onClose={() => setDialog(null)}
        onAdd={(line) => {
          setServices((current) => [...current, line]);
          return true;
        }}
      />
      <MaterialDialog
        open={dialog === 'material'}
        catalog={catalogs.materials}
        loadError={catalogs.materialsError}
        onClose={() => setDialog(null)}
        onAdd={(line) => {
          setMaterials((current) => [...current, line]);
          return true;
        }}
      />
      <StructureDialog
        open={dialog === 'structure'}
        onClose={() => setDialog(null)}
        onAdd={(line) => {
          setPhotos((current) => [...current, line]);
          return true;
        }}
      />
    </PageFrame>
  );
}

function RequiredHint() {
  return (
    <Typography variant="body2" color="text.secondary">
      {T.requiredHint}
    </Typography>
  );
}
