import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { closeScreen } from './windows';

/** Fechar's action for a screen (issue 22): close the window the app opened, else back or home. */
export function useCloseScreen(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => closeScreen(() => navigate('/')), [navigate]);
}
