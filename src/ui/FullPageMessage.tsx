import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { UI_MESSAGES } from './messages';

interface FullPageMessageProps {
  title: string;
  children: ReactNode;
  /** Colour of the title: errors read in red, notices in the primary blue. */
  severity?: 'error' | 'info';
}

/** A page-sized card for situations where the app cannot start (e.g. incomplete settings). */
export function FullPageMessage({ title, children, severity = 'error' }: FullPageMessageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Paper variant="outlined" sx={{ maxWidth: 640, width: '100%', p: { xs: 3, sm: 4 } }}>
        <BrandMark withTagline />
        <Typography
          component="h1"
          variant="h3"
          sx={{ mt: 3, mb: 1.5, color: severity === 'error' ? 'error.main' : 'primary.main' }}
        >
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

/** The technical text of an error under a full-page message, as it came (for support). */
export function ErrorDetail({ children }: { children: ReactNode }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        p: 1.5,
        bgcolor: '#f5f7fa',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        fontSize: '0.85rem',
      }}
    >
      {children}
    </Box>
  );
}

/** 'Tentar novamente' under a full-page message; by default it loads the page again. */
export function RetryButton({
  onRetry = () => window.location.reload(),
}: {
  onRetry?: () => void;
}) {
  return (
    <Button variant="contained" sx={{ mt: 3 }} onClick={onRetry}>
      {UI_MESSAGES.retry}
    </Button>
  );
}
