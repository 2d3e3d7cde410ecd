/**
 * Issue 23: a person's double click is one request, not two. The browser counts the clicks of a
 * quick succession at one spot in `MouseEvent.detail` (1, 2, …) whatever the element under the
 * pointer has become meanwhile; a click from the keyboard (Enter or Space on a button) has 0.
 * So the second click of a double click is told apart even when it lands on the button that
 * replaced the first one (Desmarcar after Marcar, 🗑 after ✗).
 */
import { useCallback, useRef } from 'react';

/** Issue 23: a second activation of one action this soon after the first does nothing. */
export const REPEAT_GESTURE_MS = 500;

/** Issue 23: how long a freshly opened question ignores Enter and its backdrop. */
export const QUESTION_SETTLE_MS = 400;

/** The second (third, …) click of a double click: not a request of its own. */
export function isRepeatClick(event: { detail: number }): boolean {
  return event.detail > 1;
}

/** An event's time stamp, where the browser gives it (`activationTime` reads it). */
export interface Stamped {
  timeStamp?: number;
}

/** What `useRepeatGuard` reads of a click: its count and, where the browser gives it, its time. */
export interface Activation extends Stamped {
  detail: number;
}

/**
 * When the person acted: the event's own time stamp (the browser stamps input when it happens,
 * on the clock of `performance.now()`), so a page busy when the second click arrives does not
 * stretch a quick repeat into a second request. A stamp not on that clock (none, or jsdom's
 * epoch milliseconds) falls back to the time it is handled.
 */
export function activationTime(event?: Stamped): number {
  const now = performance.now();
  const stamp = event?.timeStamp;
  return stamp !== undefined && stamp > 0 && stamp <= now ? stamp : now;
}

/**
 * Issue 23: `accept(key, event)` answers true for an activation to act on, false for the second
 * click of a double click or a repeat of the same key within REPEAT_GESTURE_MS of the last
 * accepted one (the label may have changed meanwhile: the person meant one request). The gap is
 * measured between the person's clicks (`activationTime`), not between the moments the page
 * got round to them.
 */
export function useRepeatGuard(): (key: string, event?: Activation) => boolean {
  const last = useRef(new Map<string, number>());
  return useCallback((key: string, event?: Activation) => {
    if (event && isRepeatClick(event)) return false;
    const at = activationTime(event);
    const previous = last.current.get(key);
    if (previous !== undefined && Math.abs(at - previous) < REPEAT_GESTURE_MS) return false;
    last.current.set(key, at);
    return true;
  }, []);
}
