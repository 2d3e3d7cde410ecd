import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { toList } from '../../core/lists';
import type { Invoice } from '../../core/model';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectSessionUser } from '../../shared/session';
import { selectSettings } from '../../shared/settingsSlice';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { AccessDenied, canOpenTeam } from './access';
import { useCatalogs } from './hooks';
import { editorDateText } from './lines';
import { BULLETIN_TEXT as T } from './messages';
import { PdfFrame, PdfHeading, PdfScreen } from './PdfFrame';
import {
  PdfFooter,
  PdfHeaderFields,
  PdfMaterials,
  PdfObservation,
  PdfPhotos,
  PdfServices,
  PdfSignatures,
} from './PrintableSections';
import { PRINT_STYLES } from './printStyles';
import { loadBulletin } from './thunks';
import { useBulletinRoute } from './useBulletinRoute';

/**
 * SPEC §2 /pdf: the printable bulletin, opened as a 1200×800 popup from the home table or the
 * Pagos report. Which bulletin: useBulletinRoute (the URL `/pdf?team=…&key=…`, else the
 * session-storage handover, whose record then goes into the URL). It reads the record, painting
 * first from the handover; the browser's Save as PDF gives clean A4 pages.
 */
export function PrintableBulletinPage() {
  const user = useAppSelector(selectSessionUser);
  const { team, key, handover } = useBulletinRoute('pdf');
  if (!user) return <PdfFrame team={null} />;
  // SPEC §6: only a team the user sees; checked before the record is read or the handover shown.
  if (team && !canOpenTeam(user, team)) return <AccessDenied team={team} />;
  return (
    <PrintableRecord
      key={`${team}/${key}`}
      team={team}
      bulletinKey={key}
      firstPaint={handover?.invoice ?? null}
    />
  );
}

/** Reads forms/{team}/{key} (painting first from the handover's copy) and shows it for print. */
function PrintableRecord({
  team,
  bulletinKey: key,
  firstPaint,
}: {
  team: string | null;
  bulletinKey: string | null;
  firstPaint: Invoice | null;
}) {
  const dispatch = useAppDispatch();
  const [invoice, setInvoice] = useState<Invoice | null>(team && key ? firstPaint : null);
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
        // Issue 24: the whole sheet renders at once here; as a transition React renders it in
        // slices (the frame stays until it is ready), so a phone is not blocked for its length.
        startTransition(() => {
          if (entry) setInvoice(entry.invoice);
          setStatus(entry ? 'ready' : 'notFound');
        });
      },
      (error: unknown) => {
        // Offline or refused: the handed-over copy (when there is one) is still printable.
        console.error(`bulletin ${team}/${key}:`, error);
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
        <Typography color="textSecondary">{T.notFoundText}</Typography>
      </FullPageMessage>
    );
  }
  // Issue 24: the screen's frame (as index.html and the code's loading showed it) until the
  // bulletin is here, so its title does not move.
  if (!invoice || !team) return <PdfFrame team={team} />;
  return <PrintableBulletin invoice={invoice} team={team} id={id} globalFactor={globalFactor} />;
}

/** The screen: the toolbar over one A4 sheet holding the bulletin's sections. */
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
  const { companyName, contractNumber } = useAppSelector(selectSettings);
  const header = invoice.header ?? {};
  const date = editorDateText(invoice);
  return (
    <PdfScreen id={id} testId="printable-bulletin">
      <GlobalStyles styles={PRINT_STYLES} />
      <PdfHeading team={team} id={id} date={date} />
      <PdfHeaderFields header={header} date={date} />
      <PdfServices services={toList(invoice.services)} globalFactor={globalFactor} />
      <PdfMaterials materials={toList(invoice.materials)} />
      <PdfObservation header={header} />
      <PdfPhotos photos={toList(invoice.photos)} />
      <PdfSignatures header={header} />
      <PdfFooter
        companyName={companyName}
        contractNumber={contractNumber}
        id={id}
        createdBy={invoice.created_by}
      />
    </PdfScreen>
  );
}
