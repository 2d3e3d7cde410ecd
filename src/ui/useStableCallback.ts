import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with one identity for the component's life that calls the latest render's
 * `callback`. For handlers given to a memoized child (a new function each render would render it
 * again) and for listeners that outlive a render. Call it from events and effects, not while
 * rendering (it runs the last committed render's callback).
 */
export function useStableCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
