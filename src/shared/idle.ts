/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at the latest after `timeout`
 * ms; a plain timeout where it is missing, as in jsdom). Returns what cancels it, for an
 * effect's cleanup.
 */
export function whenIdle(task: () => void, timeout = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}

/** At the latest this long after a screen asks, a prefetch runs even if the browser is never idle. */
const PREFETCH_TIMEOUT_MS = 10_000;

/**
 * Issue 24: downloads code a screen will likely need next (each `load` an `import()`) once the
 * browser is idle, at the latest after 10 s; a failed download is left to the screen that
 * imports it for real. Returns what cancels it, for an effect's cleanup.
 */
export function prefetchWhenIdle(...loads: (() => Promise<unknown>)[]): () => void {
  return whenIdle(() => {
    for (const load of loads) load().catch(() => undefined);
  }, PREFETCH_TIMEOUT_MS);
}

/** What shows that a person is using the page: a pointer moved or pressed, a key, a scroll. */
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Issue 24: runs `task` once, at the first sign that a person is using the page (see
 * ACTIVITY_EVENTS), for work that only someone acting on the page needs and that would
 * otherwise block a phone while the page loads. Returns what cancels it, for an effect's
 * cleanup.
 */
export function whenUserActs(task: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, run, options);
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, run, options);
  return stop;
}
