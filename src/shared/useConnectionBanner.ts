import { useEffect, useState } from 'react';
import { selectBannerDueAt } from './connection';
import { useAppSelector } from './hooks';

/**
 * Issue 23: whether the connection banner shows now — offline for OFFLINE_GRACE_MS, or a write
 * pending for SLOW_WRITE_MS (connection.ts) — turning true when that moment comes without
 * anything else changing, and false as soon as the cause goes.
 */
export function useConnectionBanner(): boolean {
  const dueAt = useAppSelector(selectBannerDueAt);
  // The clock as of the last due moment reached: the render itself reads no clock.
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (dueAt === null) return;
    const timer = setTimeout(() => setReached(dueAt), Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [dueAt]);
  return dueAt !== null && reached === dueAt;
}
