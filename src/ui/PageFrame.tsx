import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import { UI_MESSAGES } from './messages';
import { useCloseScreen } from './useCloseScreen';

interface PageFrameProps {
  /** The screen's title (SPEC §2 routes table). */
  title: string;
  subtitle?: string;
  /** Buttons at the right of the title bar (Fechar is added when `closable`). */
  actions?: ReactNode;
  /** Screens opened in their own window (reports, admin, editor) offer Fechar. */
  closable?: boolean;
  onClose?: () => void;
  /** Report screens use the whole width of a wide screen (issue 22); the others stop at xl. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of the screens that open in their own window or tab (reports, admin, editor, PDF):
 * a slim brand bar, the title, and the content on the grey page background.
 */
export function PageFrame({
  title,
  subtitle,
  actions,
  closable = true,
  onClose,
  wide = false,
  children,
}: PageFrameProps) {
  const close = useCloseScreen();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2 }}>
          <BrandMark />
          <Box sx={{ flex: 1 }} />
          {actions}
          {closable && (
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<CloseRoundedIcon />}
              onClick={onClose ?? close}
            >
              {UI_MESSAGES.close}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={wide ? false : 'xl'} sx={{ py: { xs: 3, md: 4 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography component="h1" variant="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
