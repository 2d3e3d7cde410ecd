// Types of scripts/resultMarks.mjs for the TypeScript benchmarks.
import type { Page } from 'playwright-core';

/**
 * Installs the marks of one Gerar Relatório in the page: `window.__bench.click` and `.shown`
 * (the result on screen: not busy, `readySelector` inside the result, no grid overlay).
 */
export declare function armResultMarks(page: Page, readySelector: string): Promise<void>;
