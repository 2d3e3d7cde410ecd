import { useState } from 'react';

/**
 * The last non-null `value`. A snackbar closes when its value goes null, but its exit transition
 * still shows it for a moment: rendering this instead keeps the same words on screen while it
 * slides out, not an empty coloured bar (which a screen reader or a test catching it reads as '').
 */
export function useLastShown<T>(value: T | null): T | null {
  const [shown, setShown] = useState(value);
  if (value !== null && value !== shown) setShown(value);
  return shown;
}
