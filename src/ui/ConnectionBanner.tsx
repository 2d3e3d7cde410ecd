import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { UI_MESSAGES } from './messages';

/**
 * Issue 23: 'Sem conexão. As alterações serão enviadas quando a conexão voltar.', over the top
 * of any screen while the app is offline or a write has waited too long. The live region
 * (role=status) is always there and only its text comes and goes, so screen readers announce
 * it; it takes no room and no clicks while hidden, and is left out of print (/pdf).
 */
export function ConnectionBanner({ open }: { open: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: 8,
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: (theme) => theme.zIndex.snackbar + 1,
        maxWidth: 'calc(100vw - 16px)',
        pointerEvents: 'none',
        '@media print': { display: 'none' },
      }}
    >
      {open && (
        <Box
          data-testid="connection-banner"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: '#fff8e1',
            color: '#5f370e',
            border: '1px solid #f0c36d',
            boxShadow: '0 4px 14px rgba(16, 42, 67, 0.18)',
          }}
        >
          <CloudOffOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {UI_MESSAGES.offline}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
