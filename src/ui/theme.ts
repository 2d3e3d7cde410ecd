import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

/**
 * The look of a calm internal billing tool: deep utility blue, cool greys, white surfaces,
 * hairline borders instead of heavy shadows. Fonts come from the machine (no web-font download:
 * the app must work offline), Inter or Roboto when installed, else the platform's sans-serif.
 *
 * MUI's and the DataGrid's pt-BR texts are added by localizedTheme.tsx, for the signed-in
 * screens only (issue 24: the login page needs none, and MUI's locale module costs /login a
 * 100 ms task on a throttled phone, its Intl.NumberFormat made at load).
 */
const FONT_STACK = [
  'Inter',
  'Roboto',
  '"Segoe UI"',
  '-apple-system',
  'BlinkMacSystemFont',
  '"Helvetica Neue"',
  'Arial',
  '"Liberation Sans"',
  'system-ui',
  'sans-serif',
].join(', ');

/** The sidebar's navy, shared by the shell. */
export const SIDEBAR_BACKGROUND = '#102a43';

/**
 * WCAG 2.3.3: a person who asked the system for less motion (prefers-reduced-motion) gets none:
 * dialogs, menus and notices appear and go at once, with no fade, slide or grow. Read when the
 * app loads.
 */
const REDUCED_MOTION =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

/**
 * Issue 40, WCAG 2.2 2.5.5 (and Material's 48 dp): on a touch screen every control a finger
 * aims at is at least 44×44 px. Matched by the pointer, not the width: a desktop with a mouse
 * keeps today's compact sizes; a tablet or a phone gets the larger ones.
 */
export const COARSE_POINTER = '@media (pointer: coarse)';

/** Issue 40: the least width and height of a touch target, in px. */
export const TOUCH_TARGET = 44;

const touchTarget = { [COARSE_POINTER]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } };
const touchHeight = { [COARSE_POINTER]: { minHeight: TOUCH_TARGET } };

/** The breakpoints alone, so the overrides below can name MUI's `sm` (600 px). */
const { breakpoints } = createTheme();

/**
 * Issue 40: below `sm` (a phone) every dialog fills the screen: no margin to tap beside by
 * mistake, the whole width for its fields, its actions at the bottom where the thumb is, clear
 * of the home indicator (the safe area's inset, 0 where there is none).
 */
export const PHONE = breakpoints.down('sm');

export const theme = createTheme({
  ...(REDUCED_MOTION ? { transitions: NO_MOTION } : {}),
  palette: {
    mode: 'light',
    primary: { main: '#1d4f91', light: '#3f74b8', dark: '#143a6b', contrastText: '#ffffff' },
    secondary: { main: '#486581', contrastText: '#ffffff' },
    success: { main: '#2f855a' },
    warning: { main: '#b7791f' },
    error: { main: '#c53030' },
    info: { main: '#2b6cb0' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
    divider: '#e1e6ec',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    h4: { fontSize: '1.2rem', fontWeight: 600 },
    h5: { fontSize: '1.05rem', fontWeight: 600 },
    h6: { fontSize: '0.95rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 8, ...touchHeight } },
    },
    // Issue 40: the touch sizes (COARSE_POINTER): each control's clickable box, once, here.
    MuiIconButton: { styleOverrides: { root: touchTarget } },
    MuiCheckbox: { styleOverrides: { root: touchTarget } },
    MuiRadio: { styleOverrides: { root: touchTarget } },
    MuiSwitch: {
      styleOverrides: {
        // 44 px high, the thumb's button 44 px square, the track as long as before.
        root: { [COARSE_POINTER]: { width: 64, height: TOUCH_TARGET, padding: 15 } },
        switchBase: { [COARSE_POINTER]: { padding: 12 } },
      },
    },
    MuiToggleButton: { styleOverrides: { root: touchTarget } },
    MuiTab: { styleOverrides: { root: touchHeight } },
    MuiMenuItem: { styleOverrides: { root: touchHeight } },
    MuiListItemButton: { styleOverrides: { root: touchHeight } },
    MuiChip: {
      styleOverrides: {
        root: { fontWeight: 600 },
        clickable: touchHeight,
      },
    },
    MuiInputBase: {
      styleOverrides: {
        // A small field is 40 px: 2 px more above and below its text make 44.
        sizeSmall: {
          [COARSE_POINTER]: { '& .MuiInputBase-input': { paddingTop: 10.5, paddingBottom: 10.5 } },
        },
      },
    },
    MuiTablePagination: {
      styleOverrides: {
        // 'Linhas por página': its select is one line of text high (the Select's own height
        // rule has two classes, so this one has three).
        input: {
          [COARSE_POINTER]: {
            '& .MuiSelect-select.MuiInputBase-input': {
              minHeight: TOUCH_TARGET,
              boxSizing: 'border-box',
              display: 'flex',
              alignItems: 'center',
            },
          },
        },
      },
    },
    MuiTableContainer: {
      styleOverrides: {
        // A visually hidden header text (absolutely placed) stays inside the scrolling table
        // instead of widening the page (issue 40: /new and /edit scrolled sideways at 390 px).
        root: { position: 'relative' },
      },
    },
    MuiDialog: {
      styleOverrides: {
        paper: {
          [PHONE]: {
            margin: 0,
            width: '100%',
            maxWidth: '100%',
            height: '100%',
            maxHeight: '100%',
            borderRadius: 0,
            paddingBottom: 'env(safe-area-inset-bottom)',
            // A dialog whose content and actions sit in a form: the form fills the paper, so
            // the content takes the height and the actions the bottom.
            '& > form': {
              display: 'flex',
              flexDirection: 'column',
              flex: '1 1 auto',
              minHeight: 0,
            },
          },
        },
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 12 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    MuiTextField: {
      defaultProps: { size: 'medium', fullWidth: true },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          border: 0,
          '--DataGrid-containerBackground': '#f7f9fb',
        },
        columnHeaderTitle: { fontWeight: 600 },
      },
    },
  },
});
