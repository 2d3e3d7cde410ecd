/**
 * axe-core in the page (the Standards: axe on every screen and dialog). The library's own
 * script is injected as is and run with its default rules (WCAG 2.x A/AA and best practices)
 * plus the rules Lighthouse's accessibility category turns on that axe leaves off by default
 * (LIGHTHOUSE_EXTRA_RULES), so a page that passes here scores 100 there; a journey asserts `expect(await axeViolations(page)).toEqual([])`, and a failure lists each
 * rule with the selectors of the nodes that break it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Rules off in axe's default run (experimental or disabled) that Lighthouse's accessibility
 * gatherer enables (issue 24: `label-content-name-mismatch` cost the login page its 100).
 * Lighthouse also enables `landmark-one-main`, which axe runs by default.
 */
export const LIGHTHOUSE_EXTRA_RULES = [
  'label-content-name-mismatch',
  'identical-links-same-purpose',
  'table-fake-caption',
  'td-has-header',
] as const;

/** One violated rule: its id, impact, help text and the offending nodes' selectors. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe over the page (or the part matching `selector`, e.g. an open dialog) and answers its
 * violations, smallest form first so a failing assertion reads well. It judges colours at rest:
 * it first waits (at most 2 s) for the CSS transitions under way to end, since a button's colour
 * caught halfway through MUI's 250 ms transition is one nobody reads.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition)),
      null,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ({ context, extra }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: { rules: Record<string, { enabled: boolean }> },
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: unknown[] }[];
              }[];
            }>;
          };
        }
      ).axe;
      const rules = Object.fromEntries(extra.map((id) => [id, { enabled: true }]));
      const result = await axe.run(context ?? document, { rules });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
    },
    { context: selector ?? null, extra: [...LIGHTHOUSE_EXTRA_RULES] },
  );
}
