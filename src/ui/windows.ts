/**
 * How screens open other screens (SPEC §2): reports and user management in a window of their
 * own, the new-bulletin and editor screens in a new tab. A path is app-relative ('/reports/daily').
 */

/** An app-relative path under the app's base (what a window opens, or a link's href). */
export function appHref(path: string): string {
  const base = import.meta.env.BASE_URL ?? '/';
  return `${base.replace(/\/$/, '')}${path}`;
}

/** Opens `path` in a new browser window sized for work (reports, admin). */
export function openWindow(path: string, name = '_blank'): Window | null {
  const width = Math.min(1440, window.screen.availWidth || 1440);
  const height = Math.min(900, window.screen.availHeight || 900);
  return window.open(appHref(path), name, `popup=yes,width=${width},height=${height}`);
}

/** Opens `path` in a new tab (new bulletin, editor). */
export function openTab(path: string): Window | null {
  return window.open(appHref(path), '_blank');
}

/** SPEC §2 /pdf: the printable bulletin as a 1200x800 popup. */
export function openPdfPopup(path: string): Window | null {
  return window.open(appHref(path), '_blank', 'popup=yes,width=1200,height=800');
}

/**
 * Fechar (SPEC §2, issue 22): closes the window when the app opened it. Browsers refuse
 * `window.close()` for a window a link or a bookmark opened: then it goes back to the app's page
 * the link was followed from, or home (`goHome`) when it came from outside the app (a bookmark,
 * a pasted link, another site), so Fechar never leaves the app.
 */
export function closeScreen(goHome: () => void): void {
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
