/**
 * Issue 24: the home screen's frame, before its code and the user's data have arrived: the
 * navy sidebar (wide screens), the header with 'Início' and the welcome card with its title
 * and text, which need no data. dist/index.html carries it rendered (src/app/prerender.tsx) and
 * shows it on / for a browser with a kept session, so the welcome paints with the HTML; the app
 * shows it again while the home's code loads. It stays light (index.html preloads it for the
 * frame's hydration): boxes and texts only. The card is `WelcomeIntro`, the one the welcome
 * panel shows, so the real title replaces it at the same place and size.
 */
import WavingHandOutlinedIcon from '@mui/icons-material/WavingHandOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandMark } from '../../ui/BrandMark';
import { Placeholder } from '../../ui/Placeholder';
import { SIDEBAR_BACKGROUND } from '../../ui/theme';
import { HOME_MESSAGES as M } from './messages';

/** The permanent sidebar's width on wide screens (md and up). */
export const SIDEBAR_WIDTH = 280;

/** The header's height: HomeHeader's Toolbar, and the frame's header that stands for it. */
export const HEADER_HEIGHT = 64;

/**
 * SPEC §2: the welcome card: the greeting line, the title 'Sistema de Faturamento' and 'Escolha
 * uma equipe…'; `greeting` null shows a placeholder for the greeting's name.
 */
export function WelcomeIntro({
  greeting,
  children,
}: {
  greeting: string | null;
  children?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 5 },
        mb: 3,
        background: 'linear-gradient(135deg, #ffffff 0%, #f2f6fb 100%)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mb: 2 }}>
        <WavingHandOutlinedIcon fontSize="small" />
        <Typography variant="body2">{greeting ?? <Placeholder width={150} />}</Typography>
      </Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {M.welcomeTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ fontSize: '1.05rem' }}>
        {M.welcomeText}
      </Typography>
      {children}
    </Paper>
  );
}

/** The home screen's frame (see above): what shows of / until the home itself can. */
export function HomeFrame() {
  return (
    <Box
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
      aria-busy="true"
      data-testid="home-frame"
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: SIDEBAR_WIDTH,
          flexShrink: 0,
          bgcolor: SIDEBAR_BACKGROUND,
          px: 2.5,
          pt: 2.5,
        }}
      >
        <BrandMark tone="dark" withTagline />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            // The AppBar's Toolbar, with its 1 px border below.
            minHeight: HEADER_HEIGHT,
            boxSizing: 'content-box',
            px: { xs: 2, sm: 3 },
            gap: 2,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: '#fff',
          }}
        >
          {/* Where the menu button is on narrow screens. */}
          <Box sx={{ display: { xs: 'block', md: 'none' }, width: 28, flexShrink: 0 }} />
          <Typography component="p" variant="h4" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {M.home}
          </Typography>
          <Placeholder width={88} height="36px" />
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, xl: 3 } }}>
          <Box sx={{ maxWidth: 1080 }}>
            <WelcomeIntro greeting={null} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
