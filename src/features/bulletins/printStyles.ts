/**
 * The printable bulletin's look (SPEC §2 /pdf): ink and rule colours, the A4 sheet, and the
 * print stylesheet. Shared by PrintableBulletinPage and its sections.
 */

/** SPEC §2: photos on the printable bulletin are 300×250. */
export const PHOTO = { width: 300, height: 250 } as const;

export const INK = '#1f2933';
export const RULE = '#cbd2d9';
export const SOFT = '#f3f5f8';
/** Labels, captions and empty states. */
export const MUTED = '#52606d';

/**
 * Print stylesheet: A4 pages with a margin, nothing but the document (the screen toolbar and
 * the grey page go), table headers repeated on each page, and no row, photo or signature cut in
 * half (`break-inside: avoid`).
 */
export const PRINT_STYLES = {
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

/** The A4 sheet on screen (and, through PRINT_STYLES, on paper), with its table styles. */
export const SHEET_SX = {
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
} as const;
