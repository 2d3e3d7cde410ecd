import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatMoneyCents,
  formatQuantity,
} from '../../core/format';
import { pdfUnitOf } from '../../core/fields';
import { HEADER_FIELDS, HEADER_KEYS, headerKeysWhere } from '../../core/headerFields';
import type { HeaderFieldInfo, HeaderKey, PdfPlace } from '../../core/headerFields';
import type { InvoiceHeader, MaterialLine, PhotoLine, ServiceLine } from '../../core/model';
import { effectiveFactor, invoiceTotals, lineTotalCents } from '../../core/money';
import { numberForTyping, parseNumber } from '../../core/numbers';
import { EDITOR_MESSAGES as E, BULLETIN_TEXT as T } from './messages';
import { INK, MUTED, PHOTO, RULE } from './printStyles';
import { StructureThumb } from './StructureDialog';

/**
 * The sections of the printable bulletin (SPEC §2 /pdf), top to bottom: the screen toolbar, the
 * company heading, the header fields, services, materials, observation, structure photos,
 * signatures and the footer.
 */

/** A printed value: a stored number (km) in pt-BR (12.5 → "12,5"), else the text, else '—'. */
function display(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return numberForTyping(value);
  if (typeof value === 'string' && value.trim() !== '') return value;
  return '—';
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      className="pdf-section-title"
      sx={{
        fontSize: '10.5pt',
        fontWeight: 800,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
        mt: '6mm',
        mb: '2mm',
      }}
    >
      {children}
    </Typography>
  );
}

/** The table's entries, each read as a HeaderFieldInfo (its optional parts may be absent). */
const INFO: Readonly<Record<HeaderKey, HeaderFieldInfo>> = HEADER_FIELDS;

/** The fields the header table places in the PDF's grid, with their place, in table order. */
const GRID = HEADER_KEYS.flatMap((key) => {
  const place = INFO[key].pdf;
  return typeof place === 'object' && place !== null ? [{ key, place }] : [];
}) satisfies { key: HeaderKey; place: Extract<PdfPlace, object> }[];

/** The fields the header table places as signature lines at the PDF's foot, in table order. */
const SIGNATURES = headerKeysWhere((f) => f.pdf === 'signature');

/**
 * The SPEC §3 header fields in a four-column grid, as the header table places them (P54): si as
 * PES, the bulletin's date (D6) for the date, the pedido once Dar Baixa set it.
 */
export function PdfHeaderFields({ header, date }: { header: InvoiceHeader; date: string }) {
  const fields: [string, ReactNode, number?][] = GRID.filter(
    ({ key, place }) => !place.whenSet || header[key],
  ).map(({ key, place }) => [
    place.label ?? INFO[key].label,
    INFO[key].kind === 'date' ? date : header[key],
    place.columns,
  ]);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
        borderTop: `1px solid ${RULE}`,
        borderLeft: `1px solid ${RULE}`,
        mt: '4mm',
        '& > div': {
          minWidth: 0,
          px: '6px',
          py: '4px',
          borderRight: `1px solid ${RULE}`,
          borderBottom: `1px solid ${RULE}`,
        },
      }}
      className="pdf-avoid-break"
    >
      {fields.map(([label, value, span]) => (
        <Box key={label} sx={{ gridColumn: span ? `span ${span}` : undefined }}>
          <Box sx={{ fontSize: '7pt', textTransform: 'uppercase', color: MUTED }}>{label}</Box>
          <Box sx={{ fontWeight: 600, minHeight: '1.2em' }}>{display(value)}</Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The services table: unit (D44), quantity, unit price, effective factor (D4), line total (D5),
 * and the totals without and with factor.
 */
export function PdfServices({
  services,
  globalFactor,
}: {
  services: readonly ServiceLine[];
  globalFactor: number;
}) {
  const totals = invoiceTotals(services, globalFactor);
  return (
    <>
      <SectionTitle>{T.pdfServices}</SectionTitle>
      <table data-testid="pdf-services">
        <thead>
          <tr>
            <th>{T.code}</th>
            <th>{T.activity}</th>
            <th>{T.unit}</th>
            <th className="num">{T.quantity}</th>
            <th className="num">{T.price}</th>
            <th className="num">{T.factor}</th>
            <th className="num">{T.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {services.length === 0 && (
            <tr>
              <td colSpan={7} style={{ textAlign: 'center', color: MUTED }}>
                {T.pdfNoServices}
              </td>
            </tr>
          )}
          {services.map((line, index) => (
            <tr key={index}>
              <td style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{line.code}</td>
              <td>
                {line.activity || line.description}
                {line.activity && line.description && line.description !== line.activity && (
                  <Box sx={{ fontSize: '7.5pt', color: MUTED }}>{line.description}</Box>
                )}
              </td>
              <td>{pdfUnitOf(line)}</td>
              <td className="num">{formatQuantity(parseNumber(line.quantity))}</td>
              <td className="num">{formatMoney(parseNumber(line.price))}</td>
              <td className="num">{formatDecimal(effectiveFactor(line, globalFactor), 4)}</td>
              <td className="num">{formatMoneyCents(lineTotalCents(line, globalFactor))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={6} className="num" style={{ borderBottom: 0 }}>
              {T.totalWithoutFactor}
            </td>
            <td className="num" style={{ borderBottom: 0 }}>
              {formatMoney(totals.total)}
            </td>
          </tr>
          <tr>
            <td colSpan={6} className="num" style={{ fontWeight: 700, borderBottom: 0 }}>
              {T.totalWithFactor}
            </td>
            <td
              className="num"
              style={{ fontWeight: 800, fontSize: '10.5pt', borderBottom: 0 }}
              data-testid="pdf-total"
            >
              {formatMoney(totals.total_wfactor)}
            </td>
          </tr>
        </tfoot>
      </table>
    </>
  );
}

/** The materials table, or 'Nenhum material cadastrado'. */
export function PdfMaterials({ materials }: { materials: readonly MaterialLine[] }) {
  return (
    <>
      <SectionTitle>{T.pdfMaterials}</SectionTitle>
      {materials.length === 0 ? (
        <Typography sx={{ fontSize: '9pt', color: MUTED }}>{E.noMaterials}</Typography>
      ) : (
        <table data-testid="pdf-materials">
          <thead>
            <tr>
              <th>{T.materialCode}</th>
              <th>{T.materialDescription}</th>
              <th className="num">{T.quantity}</th>
              <th>{T.action}</th>
              <th>{T.type}</th>
            </tr>
          </thead>
          <tbody>
            {materials.map((line, index) => (
              <tr key={index}>
                <td style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{line.material}</td>
                <td>{line.descriptions}</td>
                <td className="num">{formatQuantity(parseNumber(line.quantity))}</td>
                <td>{line.action}</td>
                <td>{line.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The observation, or 'Nenhuma observação informada.'. */
export function PdfObservation({ header }: { header: InvoiceHeader }) {
  const observation = typeof header.observation === 'string' ? header.observation.trim() : '';
  return (
    <>
      <SectionTitle>{T.pdfObservation}</SectionTitle>
      <Box
        className="pdf-avoid-break"
        sx={{
          border: `1px solid ${RULE}`,
          borderRadius: '3px',
          p: '6px 8px',
          minHeight: '12mm',
          whiteSpace: 'pre-wrap',
          color: observation ? INK : MUTED,
        }}
        data-testid="pdf-observation"
      >
        {observation || T.noObservation}
      </Box>
    </>
  );
}

/** The structure photos at 300×250 with their captions (nothing when there are none). */
export function PdfPhotos({ photos }: { photos: readonly PhotoLine[] }) {
  if (photos.length === 0) return null;
  return (
    <>
      <SectionTitle>{T.pdfStructures}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, ${PHOTO.width}px)`,
          justifyContent: 'space-between',
          gap: '5mm',
        }}
      >
        {photos.map((photo, index) => (
          <Box component="figure" key={index} className="pdf-avoid-break" sx={{ m: 0 }}>
            <StructureThumb
              url={photo.firebasePath}
              width={PHOTO.width}
              height={PHOTO.height}
              fit="contain"
              alt={photo.obs ?? ''}
            />
            <Box component="figcaption" sx={{ fontSize: '8.5pt', mt: '2px' }}>
              <strong>
                {T.pg} {display(photo.pg)}
              </strong>
              {photo.material ? ` · ${photo.material}` : ''}
              <Box sx={{ color: MUTED }}>{photo.obs}</Box>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * The signature lines the header table asks for (Coelba's and the contractor's responsible): the
 * name written, the field's label under it.
 */
export function PdfSignatures({ header }: { header: InvoiceHeader }) {
  return (
    <Box
      className="pdf-avoid-break"
      sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '14mm', mt: '16mm' }}
    >
      {SIGNATURES.map((key) => [INFO[key].label, header[key]] as const).map(([role, name]) => (
        <Box key={role} sx={{ borderTop: `1px solid ${INK}`, pt: '2mm', textAlign: 'center' }}>
          <Box sx={{ fontWeight: 600 }}>{display(name)}</Box>
          <Box sx={{ fontSize: '8pt', color: MUTED }}>{role}</Box>
        </Box>
      ))}
    </Box>
  );
}

/** Company, contract and number; who created it and when this copy was issued. */
export function PdfFooter({
  companyName,
  contractNumber,
  id,
  createdBy,
}: {
  companyName: string;
  contractNumber: string;
  id: string;
  createdBy: string | undefined;
}) {
  const [issuedAt] = useState(() => formatDateTime(Date.now(), -new Date().getTimezoneOffset()));
  return (
    <Box
      component="footer"
      sx={{
        mt: '8mm',
        pt: '2mm',
        borderTop: `1px solid ${RULE}`,
        display: 'flex',
        justifyContent: 'space-between',
        fontSize: '7.5pt',
        color: MUTED,
      }}
    >
      <span>
        {companyName} · {T.contract(contractNumber)} · {T.pdfNumber(id)}
      </span>
      <span>
        {createdBy ? `${T.pdfCreatedBy(createdBy)} · ` : ''}
        {T.pdfIssued(issuedAt)}
      </span>
    </Box>
  );
}
