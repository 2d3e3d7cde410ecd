/**
 * Main-thread watch for the report screens (ARCHITECTURE "The UI never blocks"): a
 * PerformanceObserver for long tasks installed before any page script runs, and the figures the
 * e2e guard and `npm run bench:ui` print: the longest task, the total blocked time (the part of
 * each task beyond 50 ms) and the tasks themselves.
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface LongTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __longTasks?: LongTask[];
  }
}

/** Installs the observer in every document of the context (page.addInitScript for all pages). */
export async function watchLongTasks(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__longTasks?.push({ start: entry.startTime, duration: entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long-task timing in this browser: the list stays empty.
    }
  });
}

/** The page's clock now (performance.now()), to mark a step. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Long tasks recorded in the current document, optionally only those that start after `since`. */
export async function longTasks(page: Page, since = -Infinity): Promise<LongTask[]> {
  const all = await page.evaluate(() => window.__longTasks ?? []);
  return all.filter((t) => t.start >= since);
}

/** Longest task and total blocked time (Σ max(0, duration − 50 ms)), in ms. */
export function summarize(tasks: readonly LongTask[]): {
  count: number;
  longest: number;
  blocked: number;
} {
  return {
    count: tasks.length,
    longest: tasks.reduce((m, t) => Math.max(m, t.duration), 0),
    blocked: tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0),
  };
}

/**
 * The source modules whose code is loaded in the page's main thread (the window's JavaScript,
 * not its workers'): every script V8 parsed there (CDP Debugger.scriptParsed, which also reports
 * the scripts parsed before it was enabled), through the source map the e2e build writes beside
 * each chunk (`sourcemap: 'hidden'`, scripts/e2e.mjs). Paths relative to the repository
 * (`src/features/reports/ReportPage.tsx`, `workers/client.ts`, `node_modules/…`).
 */
export async function mainThreadModules(page: Page): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Set<string>();
  cdp.on('Debugger.scriptParsed', (event) => {
    if (/^https?:.*\.js(\?|$)/.test(event.url)) urls.add(event.url);
  });
  await cdp.send('Debugger.enable');
  // The already-parsed scripts are reported before enable answers; one round trip more.
  await cdp.send('Runtime.evaluate', { expression: '0' });
  await cdp.send('Debugger.disable');
  await cdp.detach();
  const modules = new Set<string>();
  for (const url of urls) {
    const response = await fetch(`${url.replace(/\?.*$/, '')}.map`);
    if (!response.ok) throw new Error(`no source map for ${url} (${response.status})`);
    const map = (await response.json()) as { sources: string[] };
    for (const source of map.sources) modules.add(source.replace(/^(\.\.\/)+/, ''));
  }
  return modules;
}
