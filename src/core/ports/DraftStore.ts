/**
 * P63 (issue 43): what a person typed and has not saved, kept on the device they typed on
 * (IndexedDB in both modes), so a closed tab, a crash or a phone that reclaims the tab loses
 * nothing. Never the database: a draft is offered when its page opens again, never applied by
 * itself. Keys are core's (src/core/drafts.ts): each starts with its user's uid.
 */

/** One kept draft: its key, when it was last kept (ms, Date.now) and what the page holds. */
export interface Draft {
  key: string;
  savedAt: number;
  content: unknown;
}

export interface DraftStore {
  /** Keeps `content` at `key` (replacing what was there), as of `savedAt`. */
  put(key: string, content: unknown, savedAt: number): Promise<void>;
  /** The draft at `key`, or null. */
  get(key: string): Promise<Draft | null>;
  /** Every draft whose key starts with `prefix`, newest first. */
  list(prefix: string): Promise<Draft[]>;
  /** Forgets the draft at `key` (nothing there is not an error). */
  remove(key: string): Promise<void>;
}
