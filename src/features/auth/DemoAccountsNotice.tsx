import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { AUTH_MESSAGES as M, DEMO_ACCOUNTS, DEMO_PASSWORD } from './messages';

interface DemoAccountsNoticeProps {
  /** D26: shown so testers can edit and delete. */
  editPassword: string | null;
  /** Fills the form with an account. */
  onPickAccount: (email: string) => void;
  /** P2: forgets the demo's edits, when the composition root offers it. */
  onReset?: () => Promise<void>;
}

type ResetState = 'idle' | 'running' | 'done' | 'failed';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** ARCHITECTURE "Storage adapters", D26, D27: fixture mode says so and lists the demo accounts. */
export function DemoAccountsNotice({
  editPassword,
  onPickAccount,
  onReset,
}: DemoAccountsNoticeProps) {
  const [reset, setReset] = useState<ResetState>('idle');

  const runReset = async () => {
    if (!onReset) return;
    setReset('running');
    try {
      await onReset();
      setReset('done');
    } catch (error) {
      console.error(error);
      setReset('failed');
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={M.demoTitle}
      sx={{ mt: 2, p: 2.5, bgcolor: '#f0f5fb', borderColor: '#c9d8ea' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <InfoOutlinedIcon fontSize="small" color="primary" />
        <Typography component="h2" variant="h6" color="primary.dark">
          {M.demoTitle}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {M.demoIntro}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <ButtonBase
              onClick={() => onPickAccount(account.email)}
              sx={{
                width: '100%',
                justifyContent: 'space-between',
                gap: 2,
                px: 1,
                py: 0.5,
                mx: -1,
                borderRadius: 1,
                fontSize: '0.875rem',
                '&:hover': { bgcolor: 'rgba(29,79,145,0.08)' },
              }}
            >
              {/* The name a screen reader reads starts with what the button does and holds the
                  visible text whole (WCAG 2.5.3, axe label-content-name-mismatch). */}
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {M.demoPickPrefix}
              </Box>
              <Box
                component="span"
                sx={{
                  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
                  fontWeight: 600,
                  color: 'primary.dark',
                }}
              >
                {account.email}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {account.label}
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        {M.demoPassword} <strong>{DEMO_PASSWORD}</strong>
      </Typography>
      {editPassword && (
        <Typography variant="body2">
          {M.demoEditPassword} <strong>{editPassword}</strong>
        </Typography>
      )}
      {onReset && (
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="text"
            startIcon={<RestartAltRoundedIcon />}
            onClick={() => void runReset()}
            disabled={reset === 'running'}
            sx={{ ml: -0.75 }}
          >
            {reset === 'running' ? M.demoResetting : M.demoReset}
          </Button>
          {(reset === 'done' || reset === 'failed') && (
            <Typography
              variant="body2"
              role="status"
              color={reset === 'done' ? 'success.main' : 'error.main'}
            >
              {reset === 'done' ? M.demoResetDone : M.demoResetFailed}
            </Typography>
          )}
        </Box>
      )}
    </Paper>
  );
}
