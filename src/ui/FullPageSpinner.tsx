import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { UI_MESSAGES } from './messages';

/** SPEC §2: the spinner with 'Carregando...' shown while the auth state (or the app) loads. */
export function FullPageSpinner({ label = UI_MESSAGES.loading }: { label?: string }) {
  return (
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
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress size={40} thickness={4} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
