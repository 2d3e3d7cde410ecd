import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** Fechar's action for a screen (issue 22): close the window the app opened, else back or home. */
export function useCloseScreen(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => closeScreen(() => navigate('/')), [navigate]);
}

/**
 * Fechar (SPEC §2, issue 22): closes the window when the app opened it. Browsers refuse
 * `window.close()` for a window a link or a bookmark opened: then it goes back to the app's page
 * the link was followed from, or home (`goHome`) when it came from outside the app (a bookmark,
 * a pasted link, another site), so Fechar never leaves the app.
 */
function closeScreen(goHome: () => void): void {
  window.close();
  // A refused close leaves `closed` false (HTML: only a closing window reads true).
  if (window.closed) return;
  if (cameFromApp()) window.history.back();
  else goHome();
}

function cameFromApp(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
