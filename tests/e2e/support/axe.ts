/**
 * axe-core in the page (the Standards: axe on every screen and dialog). The library's own
 * script is injected as is and run with its default rules (WCAG 2.x A/AA and best practices);
 * a journey asserts `expect(await axeViolations(page)).toEqual([])`, and a failure lists each
 * rule with the selectors of the nodes that break it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One violated rule: its id, impact, help text and the offending nodes' selectors. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe over the page (or the part matching `selector`, e.g. an open dialog) and answers its
 * violations, smallest form first so a failing assertion reads well.
 */
export async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown) => Promise<{
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
    const result = await axe.run(context ?? document);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  }, selector ?? null);
}
