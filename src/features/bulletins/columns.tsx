import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { unitOf } from '../../core/fields';
import { formatDecimal, formatMoney, formatMoneyCents, formatQuantity } from '../../core/format';
import type { MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import { effectiveFactor, invoiceTotals, lineTotalCents } from '../../core/money';
import { parseNumber } from '../../core/numbers';
import { LINE_TEXT_LIMITS } from '../../core/validation';
import type { LineColumn } from './LinesTable';
import { MATERIAL_ACTIONS, PHOTO_TEXT, BULLETIN_TEXT as T } from './messages';
import { StructureThumb } from './StructureDialog';

const S = LINE_TEXT_LIMITS.services;
const M = LINE_TEXT_LIMITS.materials;
const P = LINE_TEXT_LIMITS.photos;

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** D4: the factor a line is billed with, marked when it is the global one. */
function FactorCell({ line, globalFactor }: { line: ServiceLine; globalFactor: number }) {
  const own = parseNumber(line.factor) > 0;
  const value = formatDecimal(effectiveFactor(line, globalFactor), 4);
  if (own) return <Box sx={numeric}>{value}</Box>;
  return (
    <Tooltip title={T.globalFactorNote(formatDecimal(globalFactor, 4))}>
      <Box sx={{ ...numeric, color: 'text.secondary' }}>{value}*</Box>
    </Tooltip>
  );
}

/** The quantity of a service or material line, edited as a number. */
function quantityColumn<L extends ServiceLine | MaterialLine>(): LineColumn<L> {
  return {
    id: 'quantity',
    label: T.quantity,
    field: 'quantity',
    kind: 'number',
    align: 'right',
    width: 100,
    render: (line) => <Box sx={numeric}>{formatQuantity(parseNumber(line.quantity))}</Box>,
  };
}

/** The services table: code, activity, unit, quantity, price, factor and the D5 line total. */
export function serviceColumns(globalFactor: number): LineColumn<ServiceLine>[] {
  return [
    { id: 'code', label: T.code, field: 'code', width: 130, maxLength: S.code },
    { id: 'activity', label: T.activity, field: 'activity', maxLength: S.activity },
    {
      id: 'unid',
      label: T.unit,
      field: 'unid',
      width: 80,
      maxLength: S.unid,
      render: (line) => unitOf(line),
    },
    quantityColumn(),
    {
      id: 'price',
      label: T.price,
      field: 'price',
      kind: 'number',
      align: 'right',
      width: 130,
      render: (line) => <Box sx={numeric}>{formatMoney(parseNumber(line.price))}</Box>,
    },
    {
      id: 'factor',
      label: T.factor,
      field: 'factor',
      kind: 'number',
      align: 'right',
      width: 100,
      render: (line) => <FactorCell line={line} globalFactor={globalFactor} />,
    },
    {
      id: 'total',
      label: T.lineTotal,
      align: 'right',
      width: 140,
      render: (line) => (
        <Box sx={{ ...numeric, fontWeight: 600 }} data-testid="line-total">
          {formatMoneyCents(lineTotalCents(line, globalFactor))}
        </Box>
      ),
    },
  ];
}

/** The materials table: code, description, quantity, action and type (SPEC §3). */
export const MATERIAL_COLUMNS: LineColumn<MaterialLine>[] = [
  { id: 'material', label: T.materialCode, field: 'material', width: 140, maxLength: M.material },
  {
    id: 'descriptions',
    label: T.materialDescription,
    field: 'descriptions',
    maxLength: M.descriptions,
  },
  quantityColumn(),
  {
    id: 'action',
    label: T.action,
    field: 'action',
    kind: 'select',
    options: MATERIAL_ACTIONS,
    width: 150,
  },
  { id: 'type', label: T.type, field: 'type', width: 150, maxLength: M.type },
];

/** The structures table: the photo, pg, obs and material (SPEC §3). */
export const STRUCTURE_COLUMNS: LineColumn<PhotoLine>[] = [
  {
    id: 'image',
    label: T.imageUrl,
    field: 'firebasePath',
    width: 140,
    maxLength: P.firebasePath,
    render: (line) => (
      <StructureThumb
        url={line.firebasePath}
        width={96}
        height={80}
        alt={PHOTO_TEXT.thumbAlt(String(line.pg ?? ''))}
      />
    ),
  },
  { id: 'pg', label: T.pg, field: 'pg', width: 90, maxLength: P.pg },
  { id: 'obs', label: T.obs, field: 'obs', maxLength: P.obs },
  {
    id: 'material',
    label: T.structureMaterial,
    field: 'material',
    width: 220,
    maxLength: P.material,
  },
];

/**
 * SPEC §9, D5: the totals under the services: without factor (price × quantity) and with it,
 * each the sum of its rounded lines, over what is on screen (the line being typed included).
 */
export function ServicesTotals({
  services,
  globalFactor,
  columns,
}: {
  services: readonly ServiceLine[];
  globalFactor: number;
  columns: number;
}) {
  const totals = invoiceTotals(services, globalFactor);
  const row = (label: string, value: number, testId: string, strong = false) => (
    <TableRow>
      <TableCell colSpan={columns - 1} align="right" sx={{ borderBottom: 0, py: 0.75 }}>
        {label}
      </TableCell>
      <TableCell
        align="right"
        data-testid={testId}
        sx={{
          ...numeric,
          borderBottom: 0,
          py: 0.75,
          fontWeight: strong ? 700 : 500,
          fontSize: strong ? '1rem' : undefined,
          color: 'text.primary',
        }}
      >
        {formatMoney(value)}
      </TableCell>
      <TableCell sx={{ borderBottom: 0 }} />
    </TableRow>
  );
  return (
    <>
      {row(T.totalWithoutFactor, totals.total, 'total-without-factor')}
      {row(T.totalWithFactor, totals.total_wfactor, 'total-with-factor', true)}
    </>
  );
}

/** The services on screen with the line being typed in place of its stored version. */
export function withDraft<L>(lines: readonly L[], index: number | null, draft: L | null): L[] {
  if (index === null || draft === null) return [...lines];
  return lines.map((line, i) => (i === index ? draft : line));
}
