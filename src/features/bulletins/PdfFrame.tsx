/**
 * Issue 24: the printable bulletin's screen (SPEC §2 /pdf) around its sections: the toolbar, the
 * A4 sheet and its heading, whose title 'Boletim de Medição de Serviços' is the page's largest
 * text. `PdfFrame` is that screen before the bulletin has arrived: dist/index.html carries it
 * rendered (src/app/prerender.tsx, the routes' `frame`) for a browser with a kept session, the
 * app shows it while the screen's code loads and while the bulletin is read, so the title paints
 * with the HTML and stays where the bulletin puts it. Light on purpose (index.html preloads the
 * frames): boxes, texts and grey bars.
 */
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import PrintRoundedIcon from '@mui/icons-material/PrintRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { teamName } from '../../core/teams';
import { useAppSelector } from '../../shared/hooks';
import { selectSettings } from '../../shared/settingsSlice';
import { BrandMark } from '../../ui/BrandMark';
import { UI_MESSAGES } from '../../ui/messages';
import { Placeholder } from '../../ui/Placeholder';
import { useCloseScreen } from '../../ui/useCloseScreen';
import { BULLETIN_TEXT as T } from './messages';
import { INK, MUTED, SHEET_SX } from './printStyles';

/**
 * The screen toolbar (not printed): the number, Imprimir / Salvar PDF and Fechar. `id` null: the
 * number is not known yet (a grey bar); not `printable`: the bulletin has not arrived.
 */
export function PdfToolbar({ id, printable }: { id: string | null; printable: boolean }) {
  const close = useCloseScreen();
  return (
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
      <Typography color="textSecondary" sx={{ ml: 1 }}>
        {id === null ? <Placeholder width={150} /> : T.pdfNumber(id)}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <Button
        variant="contained"
        startIcon={<PrintRoundedIcon />}
        onClick={() => window.print()}
        disabled={!printable}
      >
        {T.print}
      </Button>
      <Button variant="outlined" color="secondary" startIcon={<CloseRoundedIcon />} onClick={close}>
        {T.close}
      </Button>
    </Box>
  );
}

/**
 * Company heading and contract number (D25, from the settings), the team, the title, the number
 * and the date; what is not known yet (null) is a grey bar of its line.
 */
export function PdfHeading({
  team,
  id,
  date,
}: {
  team: string | null;
  id: string | null;
  date: string | null;
}) {
  const { companyName, contractNumber } = useAppSelector(selectSettings);
  return (
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
          {companyName}
        </Typography>
        <Typography sx={{ fontSize: '10pt', mt: 0.5 }} data-testid="pdf-contract">
          {T.contract(contractNumber)}
        </Typography>
        <Typography sx={{ fontSize: '9pt', color: MUTED }}>
          {T.pdfTeam}: {team === null ? <Placeholder width={140} /> : `${teamName(team)} (${team})`}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>
        <Typography component="h1" sx={{ fontSize: '12pt', fontWeight: 700 }}>
          {T.pdfTitle}
        </Typography>
        <Typography sx={{ fontSize: '14pt', fontWeight: 800 }} data-testid="pdf-id">
          {id === null ? <Placeholder width={170} /> : T.pdfNumber(id)}
        </Typography>
        {date === null ? (
          <Typography sx={{ fontSize: '10pt' }}>
            <Placeholder width={90} />
          </Typography>
        ) : (
          date && <Typography sx={{ fontSize: '10pt' }}>{date}</Typography>
        )}
      </Box>
    </Box>
  );
}

/** The grey page with the toolbar over one A4 sheet holding `children`. */
export function PdfScreen({
  id,
  busy = false,
  testId,
  children,
}: {
  id: string | null;
  /** The sheet waits for its bulletin: nothing to print yet. */
  busy?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      className="pdf-screen"
      sx={{ minHeight: '100vh', bgcolor: '#e4e7eb', pb: 6, color: INK }}
      data-testid={testId}
    >
      <PdfToolbar id={id} printable={!busy} />
      <Box component="main" className="pdf-page" sx={SHEET_SX} aria-busy={busy || undefined}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The printable screen before its bulletin: the heading with what is known (the company from the
 * settings; the team from the URL once the app reads it; the number is the bulletin's, not the
 * URL's key, so a grey bar), 'Carregando...' and grey bars where the fields and the services
 * will be.
 */
export function PdfFrame({ team }: { team: string | null }) {
  return (
    <PdfScreen id={null} busy testId="pdf-frame">
      <PdfHeading team={team} id={null} date={null} />
      <Typography role="status" sx={{ mt: '6mm', mb: '3mm', color: MUTED }}>
        {UI_MESSAGES.loading}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '3mm' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Placeholder key={i} width="100%" height={34} />
        ))}
      </Box>
      <Box sx={{ mt: '8mm', display: 'grid', gap: '2mm' }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Placeholder key={i} width="100%" height={22} />
        ))}
      </Box>
    </PdfScreen>
  );
}
