/**
 * P63 (issue 43): where a draft is kept and when it is offered. A key starts with its user's
 * uid, so a page lists its own user's drafts only; /new's drafts are `{uid}/new/{draftId}`, the
 * editor's `{uid}/edit/{team}/{key}` (one per bulletin and user).
 */

/** Drafts older than this are dropped when the store opens (P63). */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Quiet this long after the last change, the page keeps its draft (and at once when hidden). */
export const DRAFT_KEEP_DELAY_MS = 400;

/** The prefix of every /new draft of `uid`. */
export function newDraftPrefix(uid: string): string {
  return `${uid}/new/`;
}

/** The key of one /new draft of `uid`. */
export function newDraftKey(uid: string, draftId: string): string {
  return `${newDraftPrefix(uid)}${draftId}`;
}

/** The key of `uid`'s draft of the bulletin forms/{team}/{key}. */
export function editDraftKey(uid: string, team: string, key: string): string {
  return `${uid}/edit/${team}/${key}`;
}

/** Whether a draft kept at `savedAt` is past keeping at `now`. */
export function draftExpired(savedAt: number, now: number): boolean {
  return now - savedAt > DRAFT_MAX_AGE_MS;
}

/** A fresh /new draft id: time-ordered, random after it (no secure context needed). */
export function newDraftId(now: number, random: () => number = Math.random): string {
  const tail = Array.from({ length: 8 }, () => Math.floor(random() * 36).toString(36)).join('');
  return `${now.toString(36)}-${tail}`;
}
