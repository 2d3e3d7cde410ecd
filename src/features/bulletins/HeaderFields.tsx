import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { HEADER_FIELDS, REQUIRED_HEADER_KEYS, headerKeysWhere } from '../../core/headerFields';
import type {
  FormPlace,
  HeaderFieldInfo,
  HeaderKey,
  HeaderKeysWhere,
} from '../../core/headerFields';
import type { InvoiceHeader } from '../../core/model';
import { numberForTyping } from '../../core/numbers';
import { BULLETIN_TEXT as T } from './messages';

/** Dar Baixa's pedido (SPEC §4): the editor shows it beside the observation, /new does not. */
type PedidoKey = HeaderKeysWhere<{ kind: 'pedido' }>;

/**
 * The header fields a form edits as text (SPEC §3): those the header table places on the form
 * (P54) but the pedido, which the editor shows by itself (team is /new's own select).
 */
export type HeaderField = Exclude<HeaderKeysWhere<{ form: FormPlace }>, PedidoKey>;

/** The form's text for each field. */
export type HeaderForm = Record<HeaderField, string>;

/** The table's entries, each read as a HeaderFieldInfo (its optional parts may be absent). */
const INFO: Readonly<Record<HeaderKey, HeaderFieldInfo>> = HEADER_FIELDS;

/** The fields the form places, the pedido's place included, in table order. */
const PLACED = headerKeysWhere<HeaderField | PedidoKey>((f) => f.form !== null);

/** The form's text fields, in table order. */
const FIELDS = PLACED.filter((key): key is HeaderField => INFO[key].kind !== 'pedido');

/** Whether a field a refusal names is one of the form's text fields (pedido and team are not). */
export function isFormField(key: HeaderKey): key is HeaderField {
  return (FIELDS as readonly HeaderKey[]).includes(key);
}

/** The form grid's columns (md and up); on a phone every field takes a whole 6-column row. */
const GRID_COLUMNS = 12;

/**
 * Each field's width on the md grid, in order: its columns, or for 'rest' what its row has left
 * (a field wider than its row's rest starts the next row, as the grid places it).
 */
function widths(fields: readonly HeaderKey[]): number[] {
  let used = 0;
  return fields.map((key) => {
    const columns = INFO[key].form?.columns ?? GRID_COLUMNS;
    if (columns !== 'rest' && used + columns > GRID_COLUMNS) used = 0;
    const span = columns === 'rest' ? GRID_COLUMNS - used : columns;
    used = (used + span) % GRID_COLUMNS;
    return span;
  });
}

/** A stored header value as the form shows it (numbers, e.g. km, in pt-BR: 12,5). */
function text(value: unknown): string {
  return numberForTyping(value);
}

/** What a field says under it when nothing is wrong: how to type a number, a long text's length. */
function hint(field: HeaderField, value: string): string | undefined {
  const { kind, limit, form } = INFO[field];
  if (kind === 'number') return T.kmHelper;
  if (form?.counter && limit !== null && value.length > 0) return T.charCount(value.length, limit);
  return undefined;
}

/** The text inputs' attributes: the D7 date, the numbers as decimals, every field's length limit. */
function inputAttributes(field: HeaderField) {
  const { kind, limit } = INFO[field];
  const maxLength = limit ?? undefined;
  if (kind === 'date') return { inputMode: 'numeric' as const, maxLength };
  if (kind === 'number') return { inputMode: 'decimal' as const, maxLength };
  return { maxLength };
}

/** The form's text from a stored header (missing fields are empty). */
export function headerForm(header: InvoiceHeader = {}): HeaderForm {
  return Object.fromEntries(FIELDS.map((f) => [f, text(header[f])])) as HeaderForm;
}

interface HeaderFieldsProps {
  value: HeaderForm;
  onChange: (field: HeaderField, value: string) => void;
  /** Fields to outline in red (after a refused save). */
  errors?: Partial<Record<HeaderField, string | boolean>>;
  disabled?: boolean;
  /**
   * The editor's pedido (Dar Baixa, SPEC §4): shown next to the observation, editable only
   * when `onChange` is given (admin).
   */
  pedido?: { value: string; onChange?: (value: string) => void };
}

/**
 * SPEC §3: the header fields in the header table's order and widths (P54): its labels (si as
 * PES), its required fields marked, the date as dd/mm/yyyy text (D7), the pedido in the editor.
 */
export function HeaderFields({
  value,
  onChange,
  errors = {},
  disabled,
  pedido,
}: HeaderFieldsProps) {
  const shown = PLACED.filter((key) => pedido !== undefined || INFO[key].kind !== 'pedido');
  const spans = widths(shown);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(6, 1fr)', md: `repeat(${GRID_COLUMNS}, 1fr)` },
        gap: 2,
      }}
    >
      {shown.map((field, index) => {
        const { label, kind, form } = INFO[field];
        const gridColumn = { xs: 'span 6', md: `span ${spans[index]}` };
        if (!isFormField(field)) {
          return (
            pedido && (
              <PedidoField
                key={field}
                field={field}
                pedido={pedido}
                disabled={disabled}
                gridColumn={gridColumn}
              />
            )
          );
        }
        const error = errors[field];
        return (
          <TextField
            key={field}
            name={field}
            label={label}
            required={(REQUIRED_HEADER_KEYS as readonly HeaderKey[]).includes(field)}
            disabled={disabled}
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : hint(field, value[field])}
            placeholder={kind === 'date' ? 'dd/mm/aaaa' : undefined}
            multiline={form?.rows !== undefined}
            minRows={form?.rows}
            slotProps={{ htmlInput: inputAttributes(field) }}
            sx={{ gridColumn }}
          />
        );
      })}
    </Box>
  );
}

/** SPEC §3, §4: the pedido Dar Baixa stored; read-only unless the screen lets it change (admin). */
function PedidoField({
  field,
  pedido,
  disabled,
  gridColumn,
}: {
  field: PedidoKey;
  pedido: NonNullable<HeaderFieldsProps['pedido']>;
  disabled?: boolean;
  gridColumn: { xs: string; md: string };
}) {
  const editable = pedido.onChange !== undefined;
  const { label, limit } = INFO[field];
  return (
    <TextField
      name={field}
      label={label}
      disabled={disabled}
      value={pedido.value}
      placeholder={T.noPedido}
      onChange={(event) => pedido.onChange?.(event.target.value)}
      helperText={editable ? T.pedidoAdmin : T.pedidoReadOnly}
      slotProps={{
        input: { readOnly: !editable },
        htmlInput: { maxLength: limit ?? undefined },
        inputLabel: { shrink: true },
      }}
      sx={{ gridColumn }}
    />
  );
}
