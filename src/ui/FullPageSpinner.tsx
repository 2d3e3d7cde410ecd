import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { UI_MESSAGES } from './messages';

/**
 * SPEC §2: the spinner with 'Carregando...' shown while the auth state (or the app) loads. It
 * stands for the whole page, so it is the page's main landmark with the text as its heading, and
 * the progress bar is named by that text (issue 24: Lighthouse audits a page that may still be
 * loading, e.g. /pdf in a new window, and found no main landmark and a nameless progress bar).
 */
export function FullPageSpinner({ label = UI_MESSAGES.loading }: { label?: string }) {
  const labelId = useId();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 2,
        }}
      >
        <CircularProgress size={40} thickness={4} aria-labelledby={labelId} />
        <Typography id={labelId} component="h1" variant="body1" color="textSecondary">
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
