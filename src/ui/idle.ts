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
