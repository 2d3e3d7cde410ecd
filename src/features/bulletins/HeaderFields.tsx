import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { InvoiceHeader } from '../../core/model';
import { numberForTyping } from '../../core/numbers';
import { HEADER_TEXT_LIMITS } from '../../core/validation';
import { HEADER_LABELS, BULLETIN_TEXT as T } from './messages';

/** The header fields a form edits (SPEC §3; team is the form's own select, pedido is Dar Baixa's). */
export type HeaderField =
  | 'title'
  | 'project'
  | 'pms'
  | 'os'
  | 'city'
  | 'date'
  | 'sector'
  | 'se'
  | 'si'
  | 'ali'
  | 'kmInit'
  | 'kmEnd'
  | 'respCoelba'
  | 'respOrca'
  | 'operHRec'
  | 'operHDev'
  | 'observation';

/** The form's text for each field. */
export type HeaderForm = Record<HeaderField, string>;

/** Layout: [field, columns out of 12]. */
const LAYOUT: readonly (readonly [HeaderField, number])[] = [
  ['title', 6],
  ['project', 3],
  ['date', 3],
  ['pms', 3],
  ['os', 3],
  ['city', 3],
  ['sector', 3],
  ['se', 2],
  ['si', 2],
  ['ali', 2],
  ['kmInit', 3],
  ['kmEnd', 3],
  ['respCoelba', 3],
  ['respOrca', 3],
  ['operHRec', 3],
  ['operHDev', 3],
  ['observation', 12],
];

const FIELDS: readonly HeaderField[] = LAYOUT.map(([field]) => field);

/** A stored header value as the form shows it (numbers, e.g. km, in pt-BR: 12,5). */
function text(value: unknown): string {
  return numberForTyping(value);
}

/** Fields typed as numbers (issue 16: read as pt-BR, D3). */
const NUMBER_FIELDS: readonly HeaderField[] = ['kmInit', 'kmEnd'];
/** Long texts whose length is shown as it is typed. */
const COUNTED_FIELDS: readonly HeaderField[] = ['title', 'observation'];

/** What a field says under it when nothing is wrong. */
function hint(field: HeaderField, value: string): string | undefined {
  if (NUMBER_FIELDS.includes(field)) return T.kmHelper;
  if (COUNTED_FIELDS.includes(field) && value.length > 0) {
    return T.charCount(value.length, HEADER_TEXT_LIMITS[field]);
  }
  return undefined;
}

/** The text inputs' attributes: the D7 date, the km as decimals, every field's length limit. */
function inputAttributes(field: HeaderField) {
  const maxLength = HEADER_TEXT_LIMITS[field];
  if (field === 'date') return { inputMode: 'numeric' as const, maxLength };
  if (NUMBER_FIELDS.includes(field)) return { inputMode: 'decimal' as const, maxLength };
  return { maxLength };
}

/** The form's text from a stored header (missing fields are empty). */
export function headerForm(header: InvoiceHeader = {}): HeaderForm {
  return Object.fromEntries(FIELDS.map((f) => [f, text(header[f])])) as HeaderForm;
}

interface HeaderFieldsProps {
  value: HeaderForm;
  onChange: (field: HeaderField, value: string) => void;
  /** Fields marked required (title, project, date in the new form; date in the editor). */
  required: readonly HeaderField[];
  /** Fields to outline in red (after a refused save). */
  errors?: Partial<Record<HeaderField, string | boolean>>;
  disabled?: boolean;
  /**
   * The editor's pedido (Dar Baixa, SPEC §4): shown next to the observation, editable only
   * when `onChange` is given (admin).
   */
  pedido?: { value: string; onChange?: (value: string) => void };
}

/** SPEC §3: every header field, si shown as PES, the date as dd/mm/yyyy text (D7). */
export function HeaderFields({
  value,
  onChange,
  required,
  errors = {},
  disabled,
  pedido,
}: HeaderFieldsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(6, 1fr)', md: 'repeat(12, 1fr)' },
        gap: 2,
      }}
    >
      {LAYOUT.map(([field, span]) => {
        const error = errors[field];
        // The editor's pedido shares the observation's row.
        const columns = field === 'observation' && pedido ? span - 3 : span;
        return [
          field === 'observation' && pedido && (
            <PedidoField key="pedido" pedido={pedido} disabled={disabled} />
          ),
          <TextField
            key={field}
            name={field}
            label={HEADER_LABELS[field]}
            required={required.includes(field)}
            disabled={disabled}
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : hint(field, value[field])}
            placeholder={field === 'date' ? 'dd/mm/aaaa' : undefined}
            multiline={field === 'observation'}
            minRows={field === 'observation' ? 2 : undefined}
            slotProps={{ htmlInput: inputAttributes(field) }}
            sx={{ gridColumn: { xs: 'span 6', md: `span ${columns}` } }}
          />,
        ];
      })}
    </Box>
  );
}

/** SPEC §3, §4: the pedido Dar Baixa stored; read-only unless the screen lets it change (admin). */
function PedidoField({
  pedido,
  disabled,
}: {
  pedido: NonNullable<HeaderFieldsProps['pedido']>;
  disabled?: boolean;
}) {
  const editable = pedido.onChange !== undefined;
  return (
    <TextField
      name="pedido"
      label={HEADER_LABELS.pedido}
      disabled={disabled}
      value={pedido.value}
      placeholder={T.noPedido}
      onChange={(event) => pedido.onChange?.(event.target.value)}
      helperText={editable ? T.pedidoAdmin : T.pedidoReadOnly}
      slotProps={{
        input: { readOnly: !editable },
        htmlInput: { maxLength: HEADER_TEXT_LIMITS.pedido },
        inputLabel: { shrink: true },
      }}
      sx={{ gridColumn: { xs: 'span 6', md: 'span 3' } }}
    />
  );
}
