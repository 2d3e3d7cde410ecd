/**
 * SPEC §2: the home table (and the Pagos report) hand a bulletin to /edit and /pdf through
 * session storage: the invoice, its key and the current user. A tab opened with window.open
 * starts with a copy of its opener's session storage, so the new tab finds what was written just
 * before it opened. The URL also carries `?team=…&key=…`, so a reload or a shared link works:
 * the screens then read the record itself (InvoiceRepo.get) and use the handover only as a fast
 * first paint when it names the same record.
 *
 * In src/shared because the opening features (home, reports) and the bulletin screens may not
 * import each other, and not in src/ui because it renders nothing (P55).
 */
import type { Invoice, InvoiceEntry } from '../core/model';
import type { ActingUser } from '../core/workflow';
import { appHref, openPdfPopup, openTab } from './windows';

/** Which screen a handover is for. */
export type HandoverTarget = 'edit' | 'pdf';

/** The session-storage keys, one per screen, so opening a PDF does not replace an edit handover. */
export const HANDOVER_KEYS: Readonly<Record<HandoverTarget, string>> = {
  edit: 'faturamento.edit',
  pdf: 'faturamento.pdf',
};

/**
 * Who opened the screen (SPEC §2 "the current user data"): who acts, as the session's one
 * conversion makes it (src/shared/session.ts `actingUser`).
 */
export type HandoverUser = ActingUser;

/** What is stored under HANDOVER_KEYS[target], as JSON. */
export interface BulletinHandover {
  team: string;
  key: string;
  invoice: Invoice;
  user?: HandoverUser;
  /**
   * SPEC §6: true when the opener already asked a non-admin for the password to edit a checked
   * bulletin (D26), so the editor does not ask again for this record.
   */
  passwordChecked?: boolean;
  /** When it was written (ms), for diagnostics. */
  at?: number;
}

/** The app-relative path of a bulletin screen: `/edit?team=T&key=K` or `/pdf?team=T&key=K`. */
export function bulletinPath(target: HandoverTarget, team: string, key: string): string {
  const query = new URLSearchParams({ team, key });
  return `/${target}?${query.toString()}`;
}

/**
 * Issue 22: the href of a link to a bulletin screen (the app's base included). The screens read
 * the record from the URL (useBulletinRoute, InvoiceRepo.get), so a link opened in a new tab,
 * by middle-click or copied, needs no handover.
 */
export function bulletinHref(target: HandoverTarget, team: string, key: string): string {
  return appHref(bulletinPath(target, team, key));
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be disabled by the browser; the URL alone still works.
    return null;
  }
}

/** Writes the handover for `target`; a full or disabled storage is ignored (the URL suffices). */
export function writeHandover(target: HandoverTarget, handover: BulletinHandover): void {
  try {
    storage()?.setItem(HANDOVER_KEYS[target], JSON.stringify({ ...handover, at: Date.now() }));
  } catch {
    // Quota exceeded (a bulletin with many embedded photos): the screen reads the record itself.
  }
}

function isHandover(value: unknown): value is BulletinHandover {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.team === 'string' &&
    typeof v.key === 'string' &&
    typeof v.invoice === 'object' &&
    v.invoice !== null
  );
}

/**
 * The handover stored for `target`, or null. With `team` and `key`, only a handover of that
 * record is returned (a stale one of another bulletin is ignored).
 */
export function readHandover(
  target: HandoverTarget,
  expected?: { team?: string | null; key?: string | null },
): BulletinHandover | null {
  let parsed: unknown;
  try {
    const raw = storage()?.getItem(HANDOVER_KEYS[target]);
    if (!raw) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isHandover(parsed)) return null;
  if (expected?.team && expected.team !== parsed.team) return null;
  if (expected?.key && expected.key !== parsed.key) return null;
  return parsed;
}

/** Writes the handover and opens /edit for the bulletin in a new tab (SPEC §2). */
export function handOverForEdit(
  entry: InvoiceEntry,
  user?: HandoverUser,
  options: { passwordChecked?: boolean } = {},
): Window | null {
  writeHandover('edit', { ...entry, user, passwordChecked: options.passwordChecked });
  return openTab(bulletinPath('edit', entry.team, entry.key));
}

/** Writes the handover and opens /pdf for the bulletin as a 1200×800 popup (SPEC §2). */
export function handOverForPdf(entry: InvoiceEntry, user?: HandoverUser): Window | null {
  writeHandover('pdf', { ...entry, user });
  return openPdfPopup(bulletinPath('pdf', entry.team, entry.key));
}
