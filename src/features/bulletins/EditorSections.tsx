import Box from '@mui/material/Box';
import { lineRoom } from '../../core/limits';
import type { LineRoom } from '../../core/limits';
import { toList } from '../../core/lists';
import { REFUSALS } from '../../core/messages';
import type { Invoice, ServiceLine } from '../../core/model';
import { carriesPedido } from '../../core/protection';
import { useAppSelector } from '../../shared/hooks';
import { selectSessionUser } from '../../shared/session';
import { EditorHeaderSection } from './EditorHeaderSection';
import { useServiceDraft } from './hooks';
import type { CatalogState } from './hooks';
import { MaterialLines, ServiceLines, StructureLines } from './LineSection';
import type { ApplyLineChange, LineChange } from './LineSection';
import { EDITOR_MESSAGES as E } from './messages';
import { TotalFigures } from './Section';
import type { EditorSave } from './thunks';

/** SPEC §8: what a save says, on success and on failure. */
export type SaveMessages = { ok: string; fail: (detail: string) => string };

/** Saves one section (SPEC §7) and says so; resolves true when it was written. */
export type PersistSection = (save: EditorSave, messages: SaveMessages) => Promise<boolean>;

/** SPEC §8: a line section says "saved" for an added or edited line and "removed" for a removal. */
function lineMessages(
  saved: string,
  saveError: (detail: string) => string,
  removed: string,
  removeError: (detail: string) => string,
): Readonly<Record<LineChange, SaveMessages>> {
  const save = { ok: saved, fail: saveError };
  return { add: save, replace: save, remove: { ok: removed, fail: removeError } };
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

/** Issue 14: only the admin changes or removes a service line with a pedido (the rules refuse). */
const pedidoLineLock = (line: ServiceLine) => (carriesPedido(line) ? REFUSALS.pedidoLine : null);

/**
 * The editor's four sections (SPEC §2 /edit): header, services, structures and materials, each
 * saved by itself through `persist`; a line section writes its whole list at once (SPEC §7). The
 * lists show the lines present (a hole left by a removal, P16, is skipped); a change is sent as
 * an edit by position, which core applies to the list as stored, each line at its key.
 */
export function EditorSections({
  base,
  catalogs,
  readOnly,
  busy,
  savingHeader,
  canEditPedido,
  persist,
  draftKey = null,
}: {
  base: Invoice;
  catalogs: CatalogState;
  /**
   * P47: until the first read of the stored bulletin arrives (`base` is the handover's copy),
   * nothing can be typed or saved: every field is disabled and so is every button that saves.
   */
  readOnly: boolean;
  /** While a save runs, no section saves. */
  busy: boolean;
  savingHeader: boolean;
  canEditPedido: boolean;
  persist: PersistSection;
  /** P63: where the header's unsaved changes are kept as a draft (null: not kept). */
  draftKey?: string | null;
}) {
  // Display skips holes; core maps a position back to its stored key (P16).
  const services = toList(base.services);
  const photos = toList(base.photos);
  const materials = toList(base.materials);
  const waiting = readOnly || busy;
  // P56: each list's room by the session's role, counted on the list as stored (holes too).
  const role = useAppSelector(selectSessionUser)?.role ?? null;
  return (
    <>
      <EditorHeaderSection
        base={base}
        readOnly={readOnly}
        busy={waiting}
        saving={savingHeader}
        canEditPedido={canEditPedido}
        draftKey={draftKey}
        onSave={(header) =>
          persist({ section: 'header', header }, { ok: E.headerSaved, fail: E.headerError })
        }
      />
      <EditorServices
        lines={services}
        room={lineRoom('services', role, base.services)}
        catalogs={catalogs}
        busy={waiting}
        lockedReason={canEditPedido ? undefined : pedidoLineLock}
        onChange={(edit) =>
          persist(
            { section: 'services', edit, globalFactor: catalogs.globalFactor },
            LINE_MESSAGES.services[edit.kind],
          )
        }
      />
      <StructureLines
        lines={photos}
        room={lineRoom('photos', role, base.photos)}
        busy={waiting}
        confirmRemove
        onChange={(edit) => persist({ section: 'photos', edit }, LINE_MESSAGES.photos[edit.kind])}
      />
      <MaterialLines
        lines={materials}
        room={lineRoom('materials', role, base.materials)}
        catalogs={catalogs}
        busy={waiting}
        confirmRemove
        onChange={(edit) =>
          persist({ section: 'materials', edit }, LINE_MESSAGES.materials[edit.kind])
        }
      />
    </>
  );
}

/**
 * The services section of the editor, with its totals (as typed) next to the title. The line being
 * typed lives here, under the record's version key, so a reload starts from the stored totals.
 */
function EditorServices({
  lines,
  room,
  catalogs,
  busy,
  lockedReason,
  onChange,
}: {
  lines: readonly ServiceLine[];
  room: LineRoom;
  catalogs: CatalogState;
  busy: boolean;
  lockedReason?: (line: ServiceLine) => string | null;
  onChange: ApplyLineChange<ServiceLine>;
}) {
  const { onScreen, totals, onDraftChange } = useServiceDraft(lines, catalogs.globalFactor);
  return (
    <ServiceLines
      lines={lines}
      room={room}
      catalogs={catalogs}
      busy={busy}
      confirmRemove
      lockedReason={lockedReason}
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
