/**
 * e2e helpers to break the shared fixture store (the SharedWorker every tab of a context talks
 * to) from outside the app, as a crash or a hang would: the browser does it through the DevTools
 * protocol (Playwright has no handle on shared workers); the built app has no hook for it.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';

/** The store's script (vite names it fixtureStore.sharedworker-{hash}.js). */
const STORE_SCRIPT = /\/fixtureStore\.sharedworker[^/]*\.js(\?|$)/;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  browserContextId?: string;
}

/** The browser-context id the DevTools protocol knows `page`'s context by. */
async function contextIdOf(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  try {
    const { targetInfo } = (await session.send('Target.getTargetInfo')) as {
      targetInfo: TargetInfo;
    };
    if (!targetInfo.browserContextId) throw new Error('the page has no browser context id');
    return targetInfo.browserContextId;
  } finally {
    await session.detach();
  }
}

/** Attaches `cdp` to the shared fixture store of `page`'s context; resolves its session id. */
async function attachToStore(cdp: CDPSession, page: Page): Promise<string> {
  const contextId = await contextIdOf(page);
  const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
  const store = targetInfos.find(
    (t) =>
      t.type === 'shared_worker' && STORE_SCRIPT.test(t.url) && t.browserContextId === contextId,
  );
  if (!store) throw new Error('no shared fixture store runs for this page');
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId: store.targetId,
    flatten: false,
  })) as { sessionId: string };
  return sessionId;
}

/**
 * Runs `expression` inside the shared fixture store of `page`'s context and resolves once the
 * store took it (its answer is not awaited: the expression may end the worker).
 */
async function evaluateInStore(browser: Browser, page: Page, expression: string): Promise<void> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  try {
    const sessionId = await attachToStore(cdp, page);
    const answered = new Promise<void>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
        if ((JSON.parse(event.message) as { id?: number }).id === 1) resolve();
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression } }),
    });
    await answered;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/** Ends the shared fixture store (`close()` in the worker), as a crash would: no tab hears it. */
export function killFixtureStore(browser: Browser, page: Page): Promise<void> {
  return evaluateInStore(browser, page, 'setTimeout(() => close(), 0); true');
}

/**
 * Makes the shared fixture store stop answering for `ms` (its thread busy, as a hang), then
 * carry on as before.
 */
export function hangFixtureStore(browser: Browser, page: Page, ms: number): Promise<void> {
  return evaluateInStore(
    browser,
    page,
    `setTimeout(() => { const end = Date.now() + ${ms}; while (Date.now() < end); }, 0); true`,
  );
}

/**
 * Freezes the shared fixture store of `page`'s context until the returned function is called:
 * its thread stops at the next statement it runs (the debugger's pause), so every call any tab
 * makes waits, in order, and is answered once released, as a slow database answers. Unlike
 * hangFixtureStore, nothing is timed: the test releases it when it has seen what it waits for.
 * A tab that already uses the store rejects its pending calls after STORE_ANSWER_TIMEOUT_MS
 * (5 s, issue 23), so a hold over such a tab is kept shorter than that; a tab opened during the
 * hold is not watched until the store first answers it.
 */
export async function freezeFixtureStore(
  browser: Browser,
  page: Page,
): Promise<() => Promise<void>> {
  const cdp: CDPSession = await browser.newBrowserCDPSession();
  const sessionId = await attachToStore(cdp, page);
  let next = 0;
  const waiting = new Map<number, () => void>();
  cdp.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
    const { id } = JSON.parse(event.message) as { id?: number };
    if (id !== undefined) waiting.get(id)?.();
  });
  const send = async (method: string): Promise<void> => {
    next += 1;
    const id = next;
    const answered = new Promise<void>((resolve) => waiting.set(id, resolve));
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params: {} }),
    });
    await answered;
  };
  await send('Debugger.enable');
  await send('Debugger.pause');
  return async () => {
    // Disabling the debugger resumes the thread, or drops the pause if nothing ran meanwhile.
    await send('Debugger.disable');
    await cdp.detach().catch(() => undefined);
  };
}

/**
 * Gives `page` a session of its own (localStorage kept per tab, in its sessionStorage) before it
 * loads: signed in there, another person uses the same shared fixture store without signing out
 * the other tabs of the context, as two people on one database would.
 */
export async function ownSession(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => window.sessionStorage,
    });
  });
}
