/**
 * The demo data the e2e app holds. The build has no fixtures/demo.json (scripts/e2e.mjs), so each
 * browser context's SharedWorker generates today's demo (adapters/memory/fixtureSource.ts): the
 * seeded generator, default seed, today in the contexts' zone (D8). Here, the same generator with
 * the same seed and day gives the tests the same data to choose bulletins from.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureText, generateFixture } from '../../../fixtures/generator';
import type { RtdbExport } from '../../../fixtures/generator';
import { OUT_DIR, TIMEZONE } from './browser';

/** D8: today in the browser contexts' zone, yyyy-mm-dd (what the app's generator uses). */
export function demoToday(now = new Date()): string {
  // en-CA formats a date as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

let cached: { today: string; data: RtdbExport } | undefined;

/** The demo export the browser generates today (built once per test file). */
export function demoExport(): RtdbExport {
  const today = demoToday();
  if (cached?.today !== today) cached = { today, data: generateFixture({ size: 'demo', today }) };
  return cached.data;
}

/**
 * The same export as a file (for the report CLI's --input): tests/e2e/out/demo-{today}.json,
 * written once a day (the other days' files go), exactly the bytes of
 * `npm run fixtures -- demo --today {today}`.
 */
export function demoExportFile(): string {
  const today = demoToday();
  const file = path.join(OUT_DIR, `demo-${today}.json`);
  if (!existsSync(file)) {
    mkdirSync(OUT_DIR, { recursive: true });
    // Other days' files only: two journey files run at once, and the other may have just
    // written today's (the rename below is atomic, so a reader sees a whole file either way).
    for (const old of readdirSync(OUT_DIR).filter(
      (f) => /^demo-\d{4}-\d{2}-\d{2}\.json$/.test(f) && f !== path.basename(file),
    )) {
      rmSync(path.join(OUT_DIR, old), { force: true });
    }
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, fixtureText({ size: 'demo', today }).text);
    renameSync(temp, file);
  }
  return file;
}
