import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearch } from 'wouter';
import {
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatMoneyCents,
  formatQuantity,
} from '../../core/format';
import { pdfUnitOf } from '../../core/fields';
import { toList } from '../../core/lists';
import type { Invoice, InvoiceHeader } from '../../core/model';
import { effectiveFactor, invoiceTotals, lineTotalCents } from '../../core/money';
import { numberForTyping, parseNumber } from '../../core/numbers';
import { teamName } from '../../core/teams';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSettings } from '../../app/settingsSlice';
import { readHandover } from '../../ui/bulletinHandover';
import type { BulletinHandover } from '../../ui/bulletinHandover';
import { selectSessionUser } from '../../app/session';
import { BrandMark } from '../../ui/BrandMark';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { AccessDenied, canOpenTeam } from './access';
import { useCatalogs } from './hooks';
import { editorDateText } from './lines';
import { EDITOR_MESSAGES as E, PDF_HEADER_LABELS as L, BULLETIN_TEXT as T } from './messages';
import { StructureThumb } from './StructureDialog';
import { loadBulletin } from './thunks';

/** SPEC §2: photos on the printable bulletin are 300×250. */
const PHOTO = { width: 300, height: 250 } as const;

const INK = '#1f2933';
const RULE = '#cbd2d9';
const SOFT = '#f3f5f8';

/**
 * Print stylesheet: A4 pages with a margin, nothing but the document (the screen toolbar and
 * the grey page go), table headers repeated on each page, and no row, photo or signature cut in
 * half (`break-inside: avoid`).
 */
const PRINT_STYLES = {
  '@page': { size: 'A4', margin: '12mm 10mm 14mm' },
  '@media print': {
    'html, body': {
      background: '#ffffff !important',
      WebkitPrintColorAdjust: 'exact',
      printColorAdjust: 'exact',
    },
    '.pdf-no-print': { display: 'none !important' },
    '.pdf-page': {
      boxShadow: 'none !important',
      margin: '0 !important',
      padding: '0 !important',
      width: 'auto !important',
      maxWidth: 'none !important',
      border: '0 !important',
    },
    '.pdf-screen': { background: '#ffffff !important', padding: '0 !important' },
    'tr, .pdf-avoid-break': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    thead: { display: 'table-header-group' },
    tfoot: { display: 'table-row-group' },
    '.pdf-section-title': { breakAfter: 'avoid', pageBreakAfter: 'avoid' },
  },
} as const;

/**
 * SPEC §2 /pdf: the printable bulletin, opened as a 1200×800 popup from the home table or the
 * Pagos report. It reads the record from its URL (`/pdf?team=…&key=…`), painting first from the
 * session-storage handover; the browser's Save as PDF gives clean A4 pages.
 */
export function PrintableBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  const search = useSearch();
  const params = new URLSearchParams(search);
  const urlTeam = params.get('team');
  const urlKey = params.get('key');
  const [handover] = useState(() =>
    readHandover('pdf', urlTeam && urlKey ? { team: urlTeam, key: urlKey } : undefined),
  );
  const team = urlTeam ?? handover?.team ?? null;
  const key = urlKey ?? handover?.key ?? null;
  if (!user) return <FullPageSpinner />;
  // SPEC §6: only a team the user sees; checked before the record is read or the handover shown.
  if (team && !canOpenTeam(user, team)) return <AccessDenied team={team} />;
  return <PrintableRecord team={team} bulletinKey={key} handover={handover} />;
}

/** Reads forms/{team}/{key} (painting first from the handover) and shows it for print. */
function PrintableRecord({
  team,
  bulletinKey: key,
  handover,
}: {
  team: string | null;
  bulletinKey: string | null;
  handover: BulletinHandover | null;
}) {
  const dispatch = useAppDispatch();
  const [invoice, setInvoice] = useState<Invoice | null>(handover?.invoice ?? null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'notFound'>(
    team && key ? 'loading' : 'notFound',
  );
  const { globalFactor } = useCatalogs({ catalogs: false });

  useEffect(() => {
    if (!team || !key) return;
    let live = true;
    dispatch(loadBulletin(team, key)).then(
      (entry) => {
        if (!live) return;
        if (entry) setInvoice(entry.invoice);
        setStatus(entry ? 'ready' : 'notFound');
      },
      (error: unknown) => {
        // Offline or refused: the handed-over copy (when there is one) is still printable.
        console.error(`forms/${team}/${key}:`, error);
        if (live) setStatus('ready');
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, team, key]);

  const id = invoice?.id ?? key ?? '';
  useEffect(() => {
    if (id) document.title = T.pdfNumber(id);
  }, [id]);

  if (status === 'notFound' && !invoice) {
    return (
      <FullPageMessage title={T.notFoundTitle}>
        <Typography color="text.secondary">{T.notFoundText}</Typography>
      </FullPageMessage>
    );
  }
  if (!invoice || !team) return <FullPageSpinner />;
  return <PrintableBulletin invoice={invoice} team={team} id={id} globalFactor={globalFactor} />;
}

function PrintableBulletin({
  invoice,
  team,
  id,
  globalFactor,
}: {
  invoice: Invoice;
  team: string;
  id: string;
  globalFactor: number;
}) {
  const settings = useAppSelector(selectSettings);
  const header: InvoiceHeader = invoice.header ?? {};
  const services = toList(invoice.services);
  const materials = toList(invoice.materials);
  const photos = toList(invoice.photos);
  const totals = invoiceTotals(services, globalFactor);
  const observation = typeof header.observation === 'string' ? header.observation.trim() : '';
  const date = editorDateText(invoice);
  const [issuedAt] = useState(() => formatDateTime(Date.now(), -new Date().getTimezoneOffset()));

  const fields: [string, ReactNode, number?][] = [
    [L.title, header.title, 2],
    [L.project, header.project],
    [L.date, date],
    [L.pms, header.pms],
    [L.os, header.os],
    [L.city, header.city],
    [L.sector, header.sector],
    [L.se, header.se],
    [L.si, header.si],
    [L.ali, header.ali],
    [L.kmInit, header.kmInit],
    [L.kmEnd, header.kmEnd],
    [L.operHRec, header.operHRec],
    [L.operHDev, header.operHDev],
    ...(header.pedido ? ([[L.pedido, header.pedido]] as [string, ReactNode][]) : []),
  ];

  return (
    <Box
      className="pdf-screen"
      sx={{ minHeight: '100vh', bgcolor: '#e4e7eb', pb: 6, color: INK }}
      data-testid="printable-bulletin"
    >
      <GlobalStyles styles={PRINT_STYLES} />
      <Box
        // Landmarks for every part of the screen (axe 'region'): the toolbar is the banner, the
        // sheet the main content.
        component="header"
        className="pdf-no-print"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 3,
          py: 1.5,
          bgcolor: '#ffffff',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandMark />
        <Typography color="text.secondary" sx={{ ml: 1 }}>
          {T.pdfNumber(id)}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<PrintRoundedIcon />} onClick={() => window.print()}>
          {T.print}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<CloseRoundedIcon />}
          onClick={() => window.close()}
        >
          {T.close}
        </Button>
      </Box>

      <Box
        component="main"
        className="pdf-page"
        sx={{
          width: '210mm',
          maxWidth: 'calc(100% - 32px)',
          mx: 'auto',
          mt: 3,
          p: '12mm 10mm',
          bgcolor: '#ffffff',
          boxShadow: '0 2px 12px rgba(16, 42, 67, 0.18)',
          fontSize: '10pt',
          lineHeight: 1.35,
          // Issue 16: long text (a 200-character title, a 2000-character observation, a URL-like
          // word) wraps inside the A4 page instead of pushing past its edge.
          overflowWrap: 'anywhere',
          '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '9pt' },
          '& th': {
            overflowWrap: 'normal',
            whiteSpace: 'nowrap',
            textAlign: 'left',
            fontWeight: 700,
            bgcolor: SOFT,
            borderBottom: `1.5px solid ${INK}`,
            px: '6px',
            py: '5px',
            fontSize: '8pt',
            textTransform: 'uppercase',
            letterSpacing: '0.03em',
          },
          '& td': {
            borderBottom: `1px solid ${RULE}`,
            px: '6px',
            py: '4px',
            verticalAlign: 'top',
          },
          '& .num': {
            textAlign: 'right',
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          },
        }}
      >
        {/* Company header and contract number (D25). */}
        <Box
          component="header"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 2,
            pb: '4mm',
            borderBottom: `2px solid ${INK}`,
          }}
        >
          <Box>
            <Typography sx={{ fontSize: '16pt', fontWeight: 800, lineHeight: 1.15 }}>
              {settings.companyName}
            </Typography>
            <Typography sx={{ fontSize: '10pt', mt: 0.5 }} data-testid="pdf-contract">
              {T.contract(settings.contractNumber)}
            </Typography>
            <Typography sx={{ fontSize: '9pt', color: '#52606d' }}>
              {T.pdfTeam}: {teamName(team)} ({team})
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography component="h1" sx={{ fontSize: '12pt', fontWeight: 700 }}>
              {T.pdfTitle}
            </Typography>
            <Typography sx={{ fontSize: '14pt', fontWeight: 800 }} data-testid="pdf-id">
              {T.pdfNumber(id)}
            </Typography>
            {date && <Typography sx={{ fontSize: '10pt' }}>{date}</Typography>}
          </Box>
        </Box>

        {/* Header fields (SPEC §3; si as PES). */}
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
              <Box sx={{ fontSize: '7pt', textTransform: 'uppercase', color: '#52606d' }}>
                {label}
              </Box>
              <Box sx={{ fontWeight: 600, minHeight: '1.2em' }}>{display(value)}</Box>
            </Box>
          ))}
        </Box>

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
                <td colSpan={7} style={{ textAlign: 'center', color: '#52606d' }}>
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
                    <Box sx={{ fontSize: '7.5pt', color: '#52606d' }}>{line.description}</Box>
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

        <SectionTitle>{T.pdfMaterials}</SectionTitle>
        {materials.length === 0 ? (
          <Typography sx={{ fontSize: '9pt', color: '#52606d' }}>{E.noMaterials}</Typography>
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

        <SectionTitle>{T.pdfObservation}</SectionTitle>
        <Box
          className="pdf-avoid-break"
          sx={{
            border: `1px solid ${RULE}`,
            borderRadius: '3px',
            p: '6px 8px',
            minHeight: '12mm',
            whiteSpace: 'pre-wrap',
            color: observation ? INK : '#52606d',
          }}
          data-testid="pdf-observation"
        >
          {observation || T.noObservation}
        </Box>

        {photos.length > 0 && (
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
                    alt={photo.obs ?? ''}
                  />
                  <Box component="figcaption" sx={{ fontSize: '8.5pt', mt: '2px' }}>
                    <strong>
                      {T.pg} {display(photo.pg)}
                    </strong>
                    {photo.material ? ` · ${photo.material}` : ''}
                    <Box sx={{ color: '#52606d' }}>{photo.obs}</Box>
                  </Box>
                </Box>
              ))}
            </Box>
          </>
        )}

        <Box
          className="pdf-avoid-break"
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '14mm', mt: '16mm' }}
        >
          {[
            [T.pdfSignatureCoelba, header.respCoelba],
            [T.pdfSignatureOrca, header.respOrca],
          ].map(([role, name]) => (
            <Box key={role} sx={{ borderTop: `1px solid ${INK}`, pt: '2mm', textAlign: 'center' }}>
              <Box sx={{ fontWeight: 600 }}>{display(name)}</Box>
              <Box sx={{ fontSize: '8pt', color: '#52606d' }}>{role}</Box>
            </Box>
          ))}
        </Box>

        <Box
          component="footer"
          sx={{
            mt: '8mm',
            pt: '2mm',
            borderTop: `1px solid ${RULE}`,
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: '7.5pt',
            color: '#52606d',
          }}
        >
          <span>
            {settings.companyName} · {T.contract(settings.contractNumber)} · {T.pdfNumber(id)}
          </span>
          <span>
            {invoice.created_by ? `${T.pdfCreatedBy(invoice.created_by)} · ` : ''}
            {T.pdfIssued(issuedAt)}
          </span>
        </Box>
      </Box>
    </Box>
  );
}

function display(value: unknown): string {
  // A stored number (km) in pt-BR: 12.5 → "12,5".
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
