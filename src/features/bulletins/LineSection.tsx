import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { beyondRoom, hasRoom } from '../../core/limits';
import type { LineRoom } from '../../core/limits';
import type { ListEdit } from '../../core/lists';
import { isStoredPhoto } from '../../core/photos';
import type { MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import {
  servicesTotalProblem,
  validateMaterial,
  validateService,
  validateStructure,
} from '../../core/validation';
import { MATERIAL_COLUMNS, STRUCTURE_COLUMNS, ServicesTotals, serviceColumns } from './columns';
import type { CatalogState } from './hooks';
import type { AddLineProps } from './LineDialog';
import { normalizeMaterialLine, normalizePhotoLine, normalizeServiceLine } from './lines';
import { LinesTable } from './LinesTable';
import type { LineColumn } from './LinesTable';
import { MaterialDialog } from './MaterialDialog';
import { EDITOR_MESSAGES as E, BULLETIN_TEXT as T } from './messages';
import { Section } from './Section';
import { ServiceDialog } from './ServiceDialog';
import { StructureDialog } from './StructureDialog';

/** What a change to a section's lines did: the SPEC §8 message of an editor write follows it. */
export type LineChange = ListEdit<unknown>['kind'];

/**
 * Applies a change to a section's lines (a line added, replaced or removed, by its position on
 * screen): /new keeps it in the form, /edit has core apply it to the list as stored, each line at
 * its key (P16), and writes the section at once (SPEC §7). Resolves false when it failed, so the
 * row or the dialog stays open.
 */
export type ApplyLineChange<L> = (edit: ListEdit<L>) => Promise<boolean> | boolean;

/** One kind of bulletin line (SPEC §3): its section's words and how an edited line is checked. */
interface LineKind<L> {
  /** The section's id (heading id and data-testid). */
  id: 'services' | 'structures' | 'materials';
  title: string;
  addLabel: string;
  tableTestId: string;
  emptyText: string;
  /** The accessible name of row n ("Serviço 1"). */
  rowLabel: (index: number) => string;
  /**
   * SPEC §5, issue 16: the message when an edited line is incomplete or holds a number that
   * cannot be read, or null; `stored` is the line before the edit.
   */
  validate: (line: L, stored: L) => string | null;
  /** The stored form of an edited line. */
  normalize: (line: L) => L;
  /** P56: what a line of the list is called when the list is full ('serviço'). */
  noun: string;
  /** The hint under the table while a line is edited (P56: with the numbers' bounds). */
  numberHint?: string;
  /** What removing a line also means (P60: a structure's stored photo is kept). */
  removeNote?: (line: L) => string | null;
}

const SERVICE_LINES: LineKind<ServiceLine> = {
  id: 'services',
  title: T.servicesSection,
  addLabel: T.addService,
  tableTestId: 'services-table',
  emptyText: E.noServices,
  rowLabel: (i) => `${T.servicesSection} ${i + 1}`,
  validate: (line) => validateService(line),
  normalize: normalizeServiceLine,
  noun: T.serviceNoun,
  numberHint: T.serviceNumberHint,
};

const STRUCTURE_LINES: LineKind<PhotoLine> = {
  id: 'structures',
  title: T.structuresSection,
  addLabel: T.addStructure,
  tableTestId: 'structures-table',
  emptyText: E.noStructures,
  rowLabel: (i) => `${T.structuresSection} ${i + 1}`,
  // A stored image URL that was not retyped is kept as it is (the demo's data: images).
  validate: (line, stored) => validateStructure(normalizePhotoLine(line), stored),
  normalize: normalizePhotoLine,
  noun: T.structureNoun,
  removeNote: (line) => (isStoredPhoto(line.firebasePath) ? T.photoKept : null),
};

const MATERIAL_LINES: LineKind<MaterialLine> = {
  id: 'materials',
  title: T.materialsSection,
  addLabel: T.addMaterial,
  tableTestId: 'materials-table',
  emptyText: E.noMaterials,
  rowLabel: (i) => `${T.material} ${i + 1}`,
  // The typed text itself: normalizing first would turn "abc" into 0 (issue 16).
  validate: (line) => validateMaterial(line),
  normalize: normalizeMaterialLine,
  noun: T.materialNoun,
  numberHint: T.materialNumberHint,
};

/** What a screen hands a section of lines. */
interface LinesProps<L> {
  lines: readonly L[];
  /**
   * P56: the list's room for the user (core lineRoom on the list as stored, by the session's
   * role): shown against the title; a full list takes no more lines, and says why.
   */
  room: LineRoom;
  onChange: ApplyLineChange<L>;
  /** Disables adding and the row actions while a save runs. */
  busy?: boolean;
  /** Ask before removing (the editor saves at once). */
  confirmRemove?: boolean;
  /** Next to the title (the editor's totals). */
  note?: ReactNode;
  /**
   * Why a line may not be edited or removed here (issue 14: a service line with a pedido, for
   * anyone but the admin), or null; its buttons are disabled with that explanation.
   */
  lockedReason?: (line: L) => string | null;
}

interface LineSectionProps<L> extends LinesProps<L> {
  kind: LineKind<L>;
  columns: readonly LineColumn<L>[];
  /** Above the table (the catalog's load error). */
  alert?: ReactNode;
  footer?: ReactNode;
  onDraftChange?: (index: number | null, line: L | null) => void;
  /**
   * P56: why the list a change would leave may not be stored (the services' totals beyond the
   * rules' bound), or null; the dialog and the row refuse the change with it.
   */
  listProblem?: (next: readonly L[]) => string | null;
  /** The kind's add dialog. */
  dialog: (props: AddLineProps<L> & { open: boolean }) => ReactNode;
}

/**
 * A section of bulletin lines: its title and count against its bound (P56), the add button and
 * dialog, and the table where a line is edited in place or removed. Every change goes to the
 * screen's `onChange`.
 */
function LineSection<L extends object>({
  kind,
  lines,
  columns,
  onChange,
  busy,
  confirmRemove,
  note,
  alert,
  footer,
  onDraftChange,
  listProblem,
  dialog,
  lockedReason,
  room,
}: LineSectionProps<L>) {
  const [adding, setAdding] = useState(false);
  // P56: a full list takes no more lines; one longer than this user may write (an admin's, for
  // a non-admin's services) is the admin's to change, line by line too.
  const beyond = beyondRoom(room);
  const fullReason = hasRoom(room)
    ? null
    : beyond
      ? T.listBeyond(room.max, kind.noun)
      : T.listFull(room.max, kind.noun);
  const fullId = `${kind.id}-full`;
  return (
    <Section
      id={kind.id}
      title={kind.title}
      countLabel={T.roomCount(room.used, room.max)}
      note={note}
      actions={
        <Button
          variant="outlined"
          startIcon={<AddRoundedIcon />}
          disabled={busy || fullReason !== null}
          aria-describedby={fullReason === null ? undefined : fullId}
          onClick={() => setAdding(true)}
        >
          {kind.addLabel}
        </Button>
      }
    >
      {fullReason !== null && (
        <Typography
          id={fullId}
          variant="body2"
          color="warning.dark"
          data-testid={fullId}
          sx={{ mt: -1, mb: 2 }}
        >
          {fullReason}
        </Typography>
      )}
      {alert}
      <LinesTable
        testId={kind.tableTestId}
        label={T.linesTable(kind.title)}
        lines={lines}
        columns={columns}
        emptyText={kind.emptyText}
        numberHint={kind.numberHint}
        validate={(line, stored, index) =>
          kind.validate(line, stored) ??
          listProblem?.(lines.map((l, i) => (i === index ? kind.normalize(line) : l))) ??
          null
        }
        busy={busy}
        confirmRemove={confirmRemove}
        rowLabel={kind.rowLabel}
        onDraftChange={onDraftChange}
        onSave={(position, line) =>
          onChange({ kind: 'replace', position, item: kind.normalize(line) })
        }
        onRemove={(position) => onChange({ kind: 'remove', position })}
        lockedReason={beyond ? () => fullReason : lockedReason}
        {...(kind.removeNote && { removeNote: kind.removeNote })}
        footer={footer}
      />
      {dialog({
        open: adding,
        onClose: () => setAdding(false),
        onAdd: (item) => onChange({ kind: 'add', item }),
        check: listProblem && ((item) => listProblem([...lines, item])),
      })}
    </Section>
  );
}

/** The services section: the catalog's load error, the D5 totals under the table. */
export function ServiceLines({
  catalogs,
  onScreen,
  onDraftChange,
  ...props
}: LinesProps<ServiceLine> & {
  catalogs: CatalogState;
  /** The services with the line being typed (`useServiceDraft`). */
  onScreen: readonly ServiceLine[];
  onDraftChange: (index: number | null, line: ServiceLine | null) => void;
}) {
  const columns = useMemo(() => serviceColumns(catalogs.globalFactor), [catalogs.globalFactor]);
  return (
    <LineSection
      {...props}
      kind={SERVICE_LINES}
      columns={columns}
      // P56: the totals a services save stores stay within the rules' bound.
      listProblem={(next) => servicesTotalProblem(next, catalogs.globalFactor)}
      alert={
        catalogs.servicesError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {catalogs.servicesError}
          </Alert>
        )
      }
      onDraftChange={onDraftChange}
      footer={
        <ServicesTotals
          services={onScreen}
          globalFactor={catalogs.globalFactor}
          columns={columns.length + 1}
        />
      }
      dialog={(dialog) => (
        <ServiceDialog {...dialog} catalog={catalogs.services} loadError={catalogs.servicesError} />
      )}
    />
  );
}

/** The structures section (photos). */
export function StructureLines(props: LinesProps<PhotoLine>) {
  return (
    <LineSection
      {...props}
      kind={STRUCTURE_LINES}
      columns={STRUCTURE_COLUMNS}
      dialog={(dialog) => <StructureDialog {...dialog} />}
    />
  );
}

/** The materials section. */
export function MaterialLines({
  catalogs,
  ...props
}: LinesProps<MaterialLine> & { catalogs: CatalogState }) {
  return (
    <LineSection
      {...props}
      kind={MATERIAL_LINES}
      columns={MATERIAL_COLUMNS}
      dialog={(dialog) => (
        <MaterialDialog
          {...dialog}
          catalog={catalogs.materials}
          loadError={catalogs.materialsError}
        />
      )}
    />
  );
}
