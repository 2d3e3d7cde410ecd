import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { revisionOf } from '../../core/revisions';
import type { Invoice, InvoiceHeader } from '../../core/model';
import { validateBulletinHeader } from '../../core/validation';
import { useLeaveGuard } from '../../shared/useLeaveGuard';
import type { HeaderProblem } from '../../core/validation';
import { HeaderFields, headerForm, isFormField } from './HeaderFields';
import type { HeaderField, HeaderForm } from './HeaderFields';
import { editorHeader, editorHeaderToSave } from './lines';
import { BULLETIN_TEXT as T } from './messages';
import { SaveButton, Section, UnsavedSectionBar } from './Section';
import { DraftOfferAlert } from './DraftOfferAlert';
import { readHeaderDraft } from './drafts';
import type { HeaderDraft } from './drafts';
import { useDraftKeeping, useDraftOffer, useDraftStore } from './useDraft';

function sameForm(a: HeaderForm, b: HeaderForm): boolean {
  return (Object.keys(a) as (keyof HeaderForm)[]).every((field) => a[field] === b[field]);
}

/** The pedido as the editor shows it (D39: a number shows as its digits). */
function pedidoText(header: InvoiceHeader | undefined): string {
  const value: unknown = header?.pedido;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The editor's header section: the SPEC §3 fields with 'Salvar cabeçalho', the unsaved-changes
 * chip, and the Dar Baixa pedido (read-only but for admin).
 */
export function EditorHeaderSection({
  base,
  readOnly,
  busy,
  saving,
  canEditPedido,
  draftKey = null,
  onSave,
}: {
  base: Invoice;
  /** P47: the handover's copy, before the first read: shown, not editable. */
  readOnly: boolean;
  busy: boolean;
  saving: boolean;
  /** SPEC §4, §6: admin may correct or clear Dar Baixa's pedido; for the others it is read-only. */
  canEditPedido: boolean;
  /** P63: where the unsaved changes are kept as a draft (null: not kept). */
  draftKey?: string | null;
  onSave: (header: InvoiceHeader) => Promise<boolean>;
}) {
  const stored = useMemo(() => headerForm(editorHeader(base)), [base]);
  const storedPedido = pedidoText(base.header);
  const [form, setForm] = useState<HeaderForm>(stored);
  const [pedido, setPedido] = useState(storedPedido);
  const [problem, setProblem] = useState<HeaderProblem | null>(null);
  const dirty = !sameForm(form, stored) || pedido !== storedPedido;
  useLeaveGuard(dirty);

  // P63: the unsaved changes are kept in this browser with the revision they were typed on;
  // one kept by a closed tab is offered once the bulletin has been read (not on the handover's
  // copy), and nothing is kept until the person chose, so the offered draft is not overwritten.
  const drafts = useDraftStore();
  const draft: HeaderDraft = useMemo(
    () => ({ rev: revisionOf(base), form, pedido }),
    [base, form, pedido],
  );
  const draftOffer = useDraftOffer(
    draftKey === null ? null : drafts,
    readOnly || draftKey === null
      ? null
      : async (store) => {
          const found = await store.get(draftKey);
          if (found === null) return null;
          const kept = readHeaderDraft(found.content);
          // A draft that says what is stored has nothing to offer.
          // The pedido is only the admin's to change (SPEC §4).
          const samePedido = !canEditPedido || kept.pedido === storedPedido;
          if (sameForm(kept.form, stored) && samePedido) {
            await store.remove(draftKey);
            return null;
          }
          return { draft: found, others: 0 };
        },
  );
  const keeping = useDraftKeeping(drafts, draftKey, draft, !dirty, draftOffer.settled && !readOnly);
  const offered = draftOffer.offer ? readHeaderDraft(draftOffer.offer.draft.content) : null;
  const continueDraft = () => {
    if (!offered) return;
    setForm(offered.form);
    if (canEditPedido) setPedido(offered.pedido);
    setProblem(null);
    draftOffer.settle();
  };
  const discardDraft = () => {
    void keeping.drop();
    draftOffer.settle();
  };

  const save = async () => {
    // SPEC §5 as /new: title, project and a real dd/mm/yyyy day (D7); issue 16: text limits and
    // km read as typed.
    const refused = validateBulletinHeader(form);
    setProblem(refused);
    if (refused) return;
    // Fields outside the form (team; pedido from Dar Baixa, unless an admin changed it) are kept,
    // the pedido as stored (issue 14).
    const changedPedido = canEditPedido && pedido !== storedPedido ? pedido : null;
    const header = editorHeaderToSave(base.header, form, changedPedido);
    // Saved: the form shows what was stored (trimmed, km as read: "1.234,5" → "1234,5").
    if (await onSave(header)) {
      setForm(headerForm(header));
      setPedido(pedidoText(header));
      // P63: saved, its draft goes (with any keeping still waiting).
      void keeping.drop();
    }
  };

  // Issue 40: back to the header as stored.
  const discard = () => {
    setForm(stored);
    setPedido(storedPedido);
    setProblem(null);
  };

  const errors: Partial<Record<HeaderField, boolean>> = {};
  for (const field of problem?.fields ?? []) if (isFormField(field)) errors[field] = true;

  return (
    <Section
      id="header"
      title={T.headerSection}
      note={
        dirty && (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={T.unsavedHeader}
            // Issue 40 (axe): the warning's dark shade reads at 4.5:1 on white, the main one not.
            sx={{ color: 'warning.dark' }}
          />
        )
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
      {draftOffer.offer && offered && (
        <DraftOfferAlert
          savedAt={draftOffer.offer.draft.savedAt}
          changedSince={offered.rev !== revisionOf(base)}
          onContinue={continueDraft}
          onDiscard={discardDraft}
        />
      )}
      <HeaderFields
        value={form}
        onChange={(field, value) => {
          setForm((current) => ({ ...current, [field]: value }));
          setProblem(null);
        }}
        errors={errors}
        disabled={readOnly}
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
      {dirty && !readOnly && (
        <UnsavedSectionBar
          section={T.headerSection}
          saving={saving}
          disabled={busy}
          refused={problem !== null}
          onSave={() => void save()}
          onDiscard={discard}
        />
      )}
    </Section>
  );
}
