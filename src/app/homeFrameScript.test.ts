// @vitest-environment jsdom
/**
 * Issue 24: index.html's inline script (prerender.tsx `homeFrameScript`) shows the home
 * screen's frame on / for a browser that keeps a session, and nowhere else. The frame itself:
 * prerender.test.tsx (rendered as the build does, outside a browser).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY } from '../shared/sessionHint';
import { HOME_FRAME_TEMPLATE, homeFrameScript } from './prerender';

const FRAME = '<p>frame</p>';

/** index.html's body as the build writes it, after `base`'s page `path` was opened. */
function openIndex(path: string, base = ''): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><template id="${HOME_FRAME_TEMPLATE}">${FRAME}</template>`;
  new Function(homeFrameScript(base))();
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("index.html's inline script (issue 24)", () => {
  it('shows the frame on / when this browser keeps a session, marked for main.tsx to hydrate', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    const root = openIndex('/');
    expect(root.innerHTML).toBe(FRAME);
    expect(root.dataset.prerendered).toBe('/');
  });

  it('leaves #root empty for a visitor without a session, and on any other page', () => {
    expect(openIndex('/').innerHTML).toBe('');
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    for (const path of ['/reports/general', '/pdf', '/login', '/x/']) {
      const root = openIndex(path);
      expect(root.innerHTML, path).toBe('');
      expect(root.dataset.prerendered, path).toBeUndefined();
    }
  });

  it('under a base path, / is the base with or without its slash', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    expect(openIndex('/app/', '/app').innerHTML).toBe(FRAME);
    expect(openIndex('/app', '/app').innerHTML).toBe(FRAME);
    expect(openIndex('/app/reports/general', '/app').innerHTML).toBe('');
  });

  it('a storage that throws counts as no session', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      expect(openIndex('/').innerHTML).toBe('');
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
