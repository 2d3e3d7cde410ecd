import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UI_MESSAGES } from './messages';

interface BrandMarkProps {
  /** 'dark' for the navy sidebar, 'light' for white surfaces. */
  tone?: 'light' | 'dark';
  /** Shows the tagline under the name. */
  withTagline?: boolean;
}

/** The product's name with its mark: a bolt in a rounded square (live-line electrical work). */
export function BrandMark({ tone = 'light', withTagline = false }: BrandMarkProps) {
  const dark = tone === 'dark';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: dark ? 'rgba(255,255,255,0.12)' : 'primary.main',
          color: dark ? '#f6c744' : 'primary.contrastText',
        }}
      >
        <BoltRoundedIcon fontSize="small" />
      </Box>
      <Box>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            fontSize: '1.05rem',
            lineHeight: 1.2,
            color: dark ? '#ffffff' : 'text.primary',
          }}
        >
          {UI_MESSAGES.appName}
        </Typography>
        {withTagline && (
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: '0.75rem',
              color: dark ? 'rgba(255,255,255,0.6)' : 'text.secondary',
            }}
          >
            {UI_MESSAGES.appTagline}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
