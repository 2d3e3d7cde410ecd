// @vitest-environment jsdom
/**
 * Issue 24: index.html's inline script (prerender.tsx `frameScript`) shows the frame of the
 * page opened (the home, a report) for a browser that keeps a session, and nothing anywhere
 * else. The frames themselves: prerender.test.tsx (rendered as the build does, outside a
 * browser).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY } from '../shared/sessionHint';
import { frameScript } from './prerender';

const FRAME = '<p>home</p>';
const REPORT_FRAME = '<p>general</p>';
const REPORT_STYLE = '<style data-emotion="css abc">.css-abc{color:red}</style>';

/** index.html's body as the build writes it, after `base`'s page `path` was opened. */
function openIndex(path: string, base = ''): HTMLElement {
  window.history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root"></div><template data-frame="/">${FRAME}</template>` +
    `<template data-frame="/reports/general">${REPORT_FRAME}</template>` +
    `<template data-styles-for="/reports/">${REPORT_STYLE}</template>`;
  document.head.innerHTML = '';
  new Function(frameScript(base))();
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("index.html's inline script (issue 24)", () => {
  it("shows the opened page's frame when this browser keeps a session, marked for main.tsx to hydrate", () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    const root = openIndex('/');
    expect(root.innerHTML).toBe(FRAME);
    expect(root.dataset.prerendered).toBe('/');
    const report = openIndex('/reports/general');
    expect(report.innerHTML).toBe(REPORT_FRAME);
    expect(report.dataset.prerendered).toBe('/reports/general');
  });

  it("puts the report screens' styles into the head on a report's page only", () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    openIndex('/reports/general');
    expect(document.head.innerHTML).toBe(REPORT_STYLE);
    openIndex('/');
    expect(document.head.innerHTML).toBe('');
    openIndex('/reports/general/x');
    expect(document.head.innerHTML).toBe('');
    // A visitor without a session is sent to /login: nothing to style.
    localStorage.clear();
    openIndex('/reports/general');
    expect(document.head.innerHTML).toBe('');
  });

  it('leaves #root empty for a visitor without a session, and on a page without a frame', () => {
    expect(openIndex('/').innerHTML).toBe('');
    expect(openIndex('/reports/general').innerHTML).toBe('');
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    for (const path of ['/pdf', '/login', '/x/', '/reports/general/', '/reports']) {
      const root = openIndex(path);
      expect(root.innerHTML, path).toBe('');
      expect(root.dataset.prerendered, path).toBeUndefined();
    }
  });

  it('under a base path, / is the base with or without its slash', () => {
    localStorage.setItem(SESSION_HINT_KEY, '{}');
    expect(openIndex('/app/', '/app').innerHTML).toBe(FRAME);
    expect(openIndex('/app', '/app').innerHTML).toBe(FRAME);
    expect(openIndex('/app/reports/general', '/app').innerHTML).toBe(REPORT_FRAME);
    expect(openIndex('/app/pdf', '/app').innerHTML).toBe('');
    expect(openIndex('/reports/general', '/app').innerHTML).toBe('');
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
