import { useEffect } from 'react';

/**
 * Issue 23: while `active` (unsaved edits, a write in flight), leaving the page — closing the
 * tab or window, reloading, typing another address — asks first, with the browser's own
 * 'leave this page?' dialog (`beforeunload`; browsers show their own text, never the page's).
 *
 * @example
 * useLeaveGuard(dirty); // in a form page
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set (the HTML standard's legacy way).
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
