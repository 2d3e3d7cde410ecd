// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The theme module as the app loads it, with the system's motion preference `reduce`. */
async function themeWith(reduce: boolean) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  return (await import('./theme')).theme;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WCAG 2.3.3: less motion when the system asks for it', () => {
  it('no transitions and no durations under prefers-reduced-motion: reduce', async () => {
    const theme = await themeWith(true);
    expect(theme.transitions.create(['opacity'])).toBe('none');
    expect(theme.transitions.duration.enteringScreen).toBe(0);
    expect(theme.transitions.duration.leavingScreen).toBe(0);
  });

  it("MUI's own motion otherwise", async () => {
    const theme = await themeWith(false);
    expect(theme.transitions.create(['opacity'])).toMatch(/opacity \d+ms/);
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
  });
});
