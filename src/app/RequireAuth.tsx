import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { useAppSelector } from '../shared/hooks';
import { selectAuthStatus } from '../shared/session';
import { LOGIN_PATH } from './paths';

/**
 * SPEC §2, §6: every screen but /login needs a signed-in user. While the auth state (or the
 * user record) loads, the spinner 'Carregando...' shows; a signed-out visitor goes to /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectAuthStatus);
  if (status === 'signedOut') return <Redirect to={LOGIN_PATH} replace />;
  if (status !== 'signedIn') return <FullPageSpinner />;
  return <>{children}</>;
}
