/**
 * P63 (issue 43): a page's draft, kept in this browser as it is typed (DRAFT_KEEP_DELAY_MS after
 * the last change, at once when the page is hidden or left), and the offer of one kept before.
 * The store comes from the composition's services; without one (no IndexedDB, a unit test that
 * gives none) nothing is kept and nothing is offered.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DRAFT_KEEP_DELAY_MS } from '../../core/drafts';
import type { Draft, DraftStore } from '../../core/ports';
import { useAppServices } from '../../shared/services';
import { useStableCallback } from '../../ui/useStableCallback';

/** The composition's draft store, or null. */
export function useDraftStore(): DraftStore | null {
  return useAppServices().drafts ?? null;
}

/**
 * Keeps `content` at `key` while `keep` is true: a put when it is not `empty`, a removal when it
 * is. A change waits DRAFT_KEEP_DELAY_MS for the next; a hidden page (a tab closed, the phone
 * switching apps) and an unmount keep it at once. Answers `flush`, which keeps what waits now,
 * and `drop`, which forgets the draft at `key` with what waits for it (a saved bulletin: a
 * keeping still waiting must not bring the draft back once it is removed).
 */
export function useDraftKeeping(
  store: DraftStore | null,
  key: string | null,
  content: unknown,
  empty: boolean,
  keep: boolean,
): { flush: () => void; drop: () => Promise<void> } {
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);

  useEffect(() => {
    if (!store || key === null || !keep) return;
    pending.current = () => {
      const kept = empty ? store.remove(key) : store.put(key, content, Date.now());
      kept.catch((error: unknown) => console.warn(`draft ${key} not kept:`, error));
    };
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_KEEP_DELAY_MS);
  }, [store, key, content, empty, keep, flush]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const drop = useCallback(async () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    if (!store || key === null) return;
    await store
      .remove(key)
      .catch((error: unknown) => console.warn(`draft ${key} not removed:`, error));
  }, [store, key]);

  return { flush, drop };
}

/** What a page offers: the draft, and how many more of the same kind wait. */
export interface DraftOffer {
  draft: Draft;
  others: number;
}

/**
 * The offer read when the page opens (`find` answers it, or null; `find` null waits, as the
 * editor does for its first read). `settled` says whether the page may keep its own draft: not
 * before the person chose (a kept draft at the same key would be overwritten first). `settle`
 * ends the offer (Continuar, or nothing to offer); `lookAgain` ends this one and offers the next
 * (Descartar, when more wait).
 */
export function useDraftOffer(
  store: DraftStore | null,
  find: ((store: DraftStore) => Promise<DraftOffer | null>) | null,
): { offer: DraftOffer | null; settled: boolean; settle: () => void; lookAgain: () => void } {
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const [settled, setSettled] = useState(store === null);
  const [round, setRound] = useState(0);
  const ready = find !== null;
  const look = useStableCallback((from: DraftStore) => (find ? find(from) : Promise.resolve(null)));
  useEffect(() => {
    if (!store || !ready) return;
    let live = true;
    look(store).then(
      (found) => {
        if (!live) return;
        setOffer(found);
        if (found === null) setSettled(true);
      },
      (error: unknown) => {
        console.warn('drafts not read:', error);
        if (live) setSettled(true);
      },
    );
    return () => {
      live = false;
    };
  }, [store, ready, round, look]);
  return {
    offer,
    settled,
    settle: () => {
      setOffer(null);
      setSettled(true);
    },
    lookAgain: () => {
      setOffer(null);
      setRound((r) => r + 1);
    },
  };
}

/** The Web Lock name of a draft a page is typing into (P63: another tab does not offer it). */
export function draftLockName(key: string): string {
  return `faturamento-draft:${key}`;
}

/**
 * Holds the Web Lock of `key` while mounted (where the browser has Web Locks), so another tab's
 * offer leaves this draft alone.
 */
export function useDraftLock(key: string | null): void {
  useEffect(() => {
    if (key === null || typeof navigator === 'undefined' || !navigator.locks) return;
    let release: (() => void) | null = null;
    const held = new Promise<void>((resolve) => (release = resolve));
    navigator.locks
      .request(draftLockName(key), () => held)
      .catch((error: unknown) => console.warn(`draft lock ${key}:`, error));
    return () => release?.();
  }, [key]);
}

/** The keys of the drafts other tabs of this browser are typing into now. */
export async function draftsInUse(): Promise<Set<string>> {
  if (typeof navigator === 'undefined' || !navigator.locks) return new Set();
  const { held = [] } = await navigator.locks.query();
  const prefix = draftLockName('');
  return new Set(
    held
      .map((lock) => lock.name ?? '')
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length)),
  );
}
