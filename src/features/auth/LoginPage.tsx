import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import VisibilityOffRoundedIcon from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRoundedIcon from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Redirect } from 'wouter';
import { validateLogin } from '../../core/validation';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useAppServices } from '../../shared/services';
import { selectSettings } from '../../shared/settingsSlice';
import { BrandMark } from '../../ui/BrandMark';
import {
  selectAuthStatus,
  selectSessionNotice,
  selectSignInError,
  selectSignInPending,
  signIn,
} from '../../shared/session';
import { DemoAccountsNotice } from './DemoAccountsNotice';
import { AUTH_MESSAGES as M, DEMO_PASSWORD } from './messages';

type Field = 'email' | 'password';

/**
 * SPEC §2 /login: heading 'Faturamento', email and password, the §5 messages under the fields,
 * the §8 message of a failed sign-in, and a redirect to / once signed in (the form shows while
 * the auth state loads: issue 24). The button stays
 * disabled while either field is empty or a request runs.
 */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const pending = useAppSelector(selectSignInPending);
  const signInError = useAppSelector(selectSignInError);
  const sessionNotice = useAppSelector(selectSessionNotice);
  const { mode, editPassword } = useAppSelector(selectSettings);
  const { resetDemoData } = useAppServices();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  const [showPassword, setShowPassword] = useState(false);

  // Issue 24: the form may have come as HTML (src/app/prerender.tsx) and been typed in before
  // the app took it over; hydration leaves the typed text on screen but not in the state.
  // Taken into the state once, so nothing typed is lost (or silently replaced by '').
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typedEmail = emailInput.current?.value ?? '';
    const typedPassword = passwordInput.current?.value ?? '';
    if (typedEmail !== '') setEmail(typedEmail);
    if (typedPassword !== '') setPassword(typedPassword);
  }, []);

  // Issue 24: the form shows before the auth state is known (it needs no data, and the adapter
  // may still be downloading); a sign-in then waits for it. A session found redirects.
  if (status === 'signedIn') return <Redirect to="/" replace />;

  const errors = validateLogin({ email, password });
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const disabled = email === '' || password === '' || pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (disabled || errors.email || errors.password) return;
    void dispatch(signIn({ email, password }));
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(360px, 5fr) 7fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        // A landmark of its own: every part of the page lies in one (axe 'region').
        component="aside"
        aria-label={M.heroTitle}
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(160deg, #143a6b 0%, #102a43 60%, #0b1f33 100%)',
        }}
      >
        <BrandMark tone="dark" withTagline />
        <Box>
          <Typography sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25, mb: 2 }}>
            {M.heroTitle}
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.72)', maxWidth: 440 }}>
            {M.heroText}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.5)' }}>
          {M.footer}
        </Typography>
      </Box>

      <Box
        component="main"
        sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, overflowY: 'auto' }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4.5 } }}>
            <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
              <BrandMark />
            </Box>
            <Typography component="h1" variant="h1">
              {M.heading}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
              {M.subheading}
            </Typography>

            {sessionNotice && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {sessionNotice}
              </Alert>
            )}

            <Box
              component="form"
              noValidate
              onSubmit={submit}
              aria-label={M.heading}
              sx={{ display: 'grid', gap: 2.5 }}
            >
              <TextField
                id="login-email"
                name="email"
                type="email"
                label={M.emailLabel}
                autoComplete="username"
                autoFocus
                value={email}
                inputRef={emailInput}
                onChange={(e) => setEmail(e.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, email: true }))}
                error={Boolean(shown('email'))}
                helperText={shown('email') ?? ' '}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <MailOutlineRoundedIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <TextField
                id="login-password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                label={M.passwordLabel}
                autoComplete="current-password"
                value={password}
                inputRef={passwordInput}
                onChange={(e) => setPassword(e.target.value)}
                onBlur={() => setTouched((t) => ({ ...t, password: true }))}
                error={Boolean(shown('password'))}
                helperText={shown('password') ?? ' '}
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <LockOutlinedIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton
                          edge="end"
                          size="small"
                          aria-label={showPassword ? M.hidePassword : M.showPassword}
                          onClick={() => setShowPassword((v) => !v)}
                        >
                          {showPassword ? (
                            <VisibilityOffRoundedIcon fontSize="small" />
                          ) : (
                            <VisibilityRoundedIcon fontSize="small" />
                          )}
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />

              {signInError && (
                <Alert severity="error" role="alert">
                  {signInError}
                </Alert>
              )}

              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={disabled}
                startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
                sx={{ py: 1.25 }}
              >
                {pending ? M.submitting : M.submit}
              </Button>
            </Box>
          </Paper>

          {mode === 'fixture' && (
            <DemoAccountsNotice
              editPassword={editPassword}
              onPickAccount={(account) => {
                setEmail(account);
                setPassword(DEMO_PASSWORD);
              }}
              onReset={resetDemoData}
            />
          )}
        </Box>
      </Box>
    </Box>
  );
}
