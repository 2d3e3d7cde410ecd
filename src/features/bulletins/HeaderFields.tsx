import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { InvoiceHeader } from '../../core/model';
import { HEADER_LABELS } from './messages';

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

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
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
}

/** SPEC §3: every header field, si shown as PES, the date as dd/mm/yyyy text (D7). */
export function HeaderFields({
  value,
  onChange,
  required,
  errors = {},
  disabled,
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
        return (
          <TextField
            key={field}
            name={field}
            label={HEADER_LABELS[field]}
            required={required.includes(field)}
            disabled={disabled}
            value={value[field]}
            onChange={(event) => onChange(field, event.target.value)}
            error={Boolean(error)}
            helperText={typeof error === 'string' ? error : undefined}
            placeholder={field === 'date' ? 'dd/mm/aaaa' : undefined}
            multiline={field === 'observation'}
            minRows={field === 'observation' ? 2 : undefined}
            slotProps={{
              htmlInput: field === 'date' ? { inputMode: 'numeric', maxLength: 10 } : undefined,
            }}
            sx={{ gridColumn: { xs: 'span 6', md: `span ${span}` } }}
          />
        );
      })}
    </Box>
  );
}
