/**
 * How screens open other screens (SPEC §2): reports and user management in a window of their
 * own, the new-bulletin and editor screens in a new tab. A path is app-relative ('/reports/daily').
 *
 * In src/shared, not src/ui (P55): it renders nothing; it is the browser's window API that the
 * home, the handover and the reports' links share. Closing a screen is its Fechar button's
 * (src/ui/useCloseScreen.ts).
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
