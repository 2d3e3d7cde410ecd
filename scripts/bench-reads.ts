/**
 * `npm run bench:reads [-- --size history|large|demo|tiny] [--compare <size>|none]
 *   [--today yyyy-mm-dd] [--runs N]`
 *
 * Issue 13, "reads bounded by the period" (P7): builds a fixture in memory (default `history`:
 * three years, 17 teams; as an export object, never one JSON string) behind the memory adapter,
 * and for each of the ten reports, with its default period over all 17 teams, prints what
 * `InvoiceRepo.listForPeriod` reads against what the period needs (D6: the bulletins dated in it,
 * plus every text-dated and undated one, which must be read to be dated), the share of the
 * history read, the JSON bytes the Firebase adapter would download against whole-team reads,
 * and whether the CSV equals the one computed from whole-team reads. Then the time from the
 * start of the load to the first page of a one-cycle report on the fixture and on `--compare`
 * (default `large` for history), as medians of several runs. A benchmark, not a test: it never
 * fails on a missed target (`--size tiny` is the quick smoke run).
 */
import { createMemoryCatalogRepo } from '../adapters/memory/catalogRepo';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { formsPath, periodQueries } from '../adapters/memory/queries';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import type { LocalTreeStore } from '../adapters/memory/treeStore';
import { formatDate, invoiceInPeriod, parseIsoDate } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { FIXED_TEAMS } from '../src/core/teams';
import type { DateRange, Invoice, InvoiceEntry } from '../src/core/model';
import type { InvoiceRepo } from '../src/core/ports';
import { FIXTURE_SIZES, generateFixture } from '../fixtures/generator';
import type { FixtureSize } from '../fixtures/generator';
import { readPeriod, resolveParams } from '../workers/load';
import type { ReportSources } from '../workers/load';
import { createReportApi } from '../workers/reportApi';
import type { ReportKind } from '../workers/contract';

const TODAY = '2026-11-21';
/** The one-cycle report whose first page is timed. */
const ONE_CYCLE: ReportKind = 'by-code';

const USAGE =
  'Uso: npm run bench:reads -- [--size tiny|demo|large|history] [--compare <tamanho>|none] ' +
  '[--today aaaa-mm-dd] [--runs N]';

interface Args {
  size: FixtureSize;
  compare: FixtureSize | null;
  today: string;
  runs: number;
}

const isSize = (text: string | undefined): text is FixtureSize =>
  text !== undefined && (FIXTURE_SIZES as readonly string[]).includes(text);

function parseArgs(argv: readonly string[]): Args {
  let size: FixtureSize = 'history';
  let compare: FixtureSize | null | undefined;
  let today = TODAY;
  let runs: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--size' && isSize(value)) size = value;
    else if (arg === '--compare' && (isSize(value) || value === 'none')) {
      compare = value === 'none' ? null : value;
    } else if (arg === '--today' && value && parseIsoDate(value) !== null) today = value;
    else if (arg === '--runs' && value && /^\d+$/.test(value) && Number(value) > 0) {
      runs = Number(value);
    } else throw new Error(`${USAGE} (recebido: ${arg})`);
    i += 1;
  }
  return {
    size,
    // history is timed against large; a small size against itself (the smoke run).
    compare: compare === undefined ? (size === 'history' ? 'large' : size) : compare,
    today,
    runs: runs ?? (size === 'tiny' ? 3 : 5),
  };
}

// ---------------------------------------------------------------------------------------------
// The fixture behind the memory adapter.

interface Fixture {
  size: FixtureSize;
  store: LocalTreeStore;
  sources: ReportSources & { invoices: InvoiceRepo };
  /** Every bulletin of the export, as the generator made it. */
  bulletins: Invoice[];
  buildMs: number;
}

/** The export as an object (no JSON text at all), loaded into a tree as it is. */
function buildFixture(size: FixtureSize, today: string): Fixture {
  const t0 = performance.now();
  const json = generateFixture({ size, today });
  const store = createLocalTreeStore(json);
  const buildMs = performance.now() - t0;
  const bulletins = Object.values(json.forms).flatMap((team) => Object.values(team));
  return {
    size,
    store,
    sources: { invoices: createMemoryInvoiceRepo(store), catalog: createMemoryCatalogRepo(store) },
    bulletins,
    buildMs,
  };
}

/** P7: a bulletin the date index cannot bound (text, boolean or no `date`): always read. */
const unboundable = (invoice: Invoice): boolean =>
  typeof invoice.date !== 'number' || !Number.isFinite(invoice.date);

/** The bytes Firebase would send for one team's result: its JSON, key → bulletin, in UTF-8. */
function jsonBytes(entries: readonly InvoiceEntry[]): number {
  if (entries.length === 0) return 0;
  return Buffer.byteLength(
    JSON.stringify(Object.fromEntries(entries.map((e) => [e.key, e.invoice]))),
    'utf8',
  );
}

/** The same sources, but every period read returns the whole team (the reads before P7). */
function wholeTeamSources(sources: Fixture['sources']): ReportSources {
  const { invoices } = sources;
  return {
    ...sources,
    invoices: { ...invoices, listForPeriod: (team) => invoices.listAll(team) },
  };
}

// ---------------------------------------------------------------------------------------------
// Timing.

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** From the start of the load to the first page of rows, as the screen sees it. */
async function loadToFirstPage(fixture: Fixture, teams: string[], today: number): Promise<number> {
  return timed(async () => {
    const api = createReportApi(fixture.sources);
    await api.generate(ONE_CYCLE, { teams, today });
    await api.page(ONE_CYCLE, { page: 0, pageSize: 100 });
  });
}

/** The period read alone: listForPeriod for every team (the tree's scans and the copies). */
async function periodRead(fixture: Fixture, teams: string[], period: DateRange): Promise<number> {
  return timed(() =>
    Promise.all(teams.map((team) => fixture.sources.invoices.listForPeriod(team, period))),
  );
}

/** How many bulletins the period read returns over the teams. */
async function readCount(fixture: Fixture, teams: string[], period: DateRange): Promise<number> {
  const parts = await Promise.all(
    teams.map((team) => fixture.sources.invoices.listForPeriod(team, period)),
  );
  return parts.reduce((sum, entries) => sum + entries.length, 0);
}

/** The tree's three queries per team without the copies: what grows with the team's size. */
async function treeScans(fixture: Fixture, teams: string[], period: DateRange): Promise<number> {
  return timed(async () => {
    for (const team of teams) {
      for (const query of periodQueries(period)) fixture.store.tree.query(formsPath(team), query);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Printing.

const int = (n: number): string => Math.round(n).toLocaleString('en');
const mb = (bytes: number): string => (bytes / 1e6).toFixed(1);
const ms = (v: number): string => `${v.toFixed(1)} ms`;
const ratio = (v: number): string => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '–');
const pct = (v: number): string => `${(v * 100).toFixed(1)}%`;
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);
const span = (p: DateRange): string => `${formatDate(p.start)}–${formatDate(p.end)}`;

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const { size, compare, runs } = args;
  const today = parseIsoDate(args.today) as number;
  const teams = [...FIXED_TEAMS];
  // The share-of-history and first-page targets are set for history; other sizes smoke-test.
  const scaled = size === 'history';
  const verdict = (ok: boolean, applies = true): string =>
    !applies ? 'n/a' : ok ? 'met' : 'MISSED';
  console.log(
    `Faturamento period reads benchmark (issue 13, P7) — size ${size}, today ${args.today}, ` +
      `${teams.length} teams, median of ${runs} runs`,
  );
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);

  const fixture = buildFixture(size, args.today);
  const total = fixture.bulletins.length;
  const legacy = fixture.bulletins.filter(unboundable).length;
  console.log(
    `\nData: ${int(total)} bulletins (${int(legacy)} = ${pct(legacy / total)} text-dated or ` +
      `undated), export object built and loaded in ${ms(fixture.buildMs)}`,
  );

  // 1. Whole-team reads: the bytes every report downloaded before P7.
  const { invoices } = fixture.sources;
  let wholeBytes = 0;
  let wholeCount = 0;
  for (const team of teams) {
    const entries = await invoices.listAll(team);
    wholeCount += entries.length;
    wholeBytes += jsonBytes(entries);
  }

  // 2. Each report's default period: read, needed, share, bytes; the CSV against whole reads.
  const defaults = resolveParams({ teams, today });
  const whole = wholeTeamSources(fixture.sources);
  console.log(
    `\nPer report, its default period (monthly: its 12 cycles), all ${teams.length} teams.` +
      `\n  read     = bulletins listForPeriod returns, summed over the teams` +
      `\n  legacy   = those of them with a text date or none (read whatever the period)` +
      `\n  needed   = bulletins whose D6 date is in the period + every text-dated and undated one` +
      `\n             (${int(legacy)}: they must be read to be dated)` +
      `\n  MB read  = UTF-8 bytes of the JSON of what is read: what the Firebase adapter downloads` +
      `\n  of whole = that against whole-team reads, listAll (${mb(wholeBytes)} MB, ` +
      `${int(wholeCount)} bulletins)`,
  );
  console.log(
    `\n${pad('report', 18)}${pad('period', 24)}${lpad('read', 8)}${lpad('legacy', 8)}` +
      `${lpad('needed', 8)}${lpad('read÷need', 11)}${'  ≤ 1.05'.padEnd(9)}` +
      `${lpad('of history', 11)}${'  ≤ 5%'.padEnd(9)}${lpad('MB read', 9)}${lpad('of whole', 10)}` +
      `  CSV identical`,
  );
  const misses: string[] = [];
  let oneCycleRead = 0;
  let oneCycleBytes = 0;
  for (const kind of REPORT_IDS) {
    const period = readPeriod(kind, defaults);
    let read = 0;
    let legacyRead = 0;
    let bytes = 0;
    for (const team of teams) {
      const entries = await invoices.listForPeriod(team, period);
      read += entries.length;
      legacyRead += entries.filter((e) => unboundable(e.invoice)).length;
      bytes += jsonBytes(entries);
    }
    const needed = fixture.bulletins.filter(
      (inv) => unboundable(inv) || invoiceInPeriod(inv, period),
    ).length;
    const byPeriod = createReportApi(fixture.sources);
    await byPeriod.generate(kind, { teams, today });
    const csv = Buffer.from((await byPeriod.exportCsv(kind)).buffer);
    const byWhole = createReportApi(whole);
    await byWhole.generate(kind, { teams, today });
    const same = csv.equals(Buffer.from((await byWhole.exportCsv(kind)).buffer));

    const readOk = read <= needed * 1.05;
    const oneCycle = kind !== 'monthly';
    const shareOk = !oneCycle || read / total <= 0.05;
    if (!readOk) misses.push(`${kind} read ÷ needed`);
    if (scaled && !shareOk) misses.push(`${kind} share of history`);
    if (!same) misses.push(`${kind} CSV`);
    if (kind === ONE_CYCLE) {
      oneCycleRead = read;
      oneCycleBytes = bytes;
    }
    console.log(
      `${pad(kind, 18)}${pad(span(period), 24)}${lpad(int(read), 8)}${lpad(int(legacyRead), 8)}` +
        `${lpad(int(needed), 8)}${lpad(ratio(read / needed), 11)}  ${pad(verdict(readOk), 7)}` +
        `${lpad(pct(read / total), 11)}  ${pad(verdict(shareOk, scaled && oneCycle), 7)}` +
        `${lpad(mb(bytes), 9)}${lpad(pct(bytes / wholeBytes), 10)}  ${same ? 'yes' : 'no'}`,
    );
  }
  console.log(
    `\nOne cycle (${ONE_CYCLE}): ${int(oneCycleRead)} of ${int(total)} bulletins read ` +
      `(${pct(oneCycleRead / total)}), ${mb(oneCycleBytes)} MB instead of ${mb(wholeBytes)} MB ` +
      `(${ratio(wholeBytes / oneCycleBytes)} less).`,
  );

  // 3. Load to first page on the fixture and on the comparison one, runs interleaved.
  const other =
    compare === null ? null : compare === size ? fixture : buildFixture(compare, args.today);
  const timedFixtures = other && other !== fixture ? [fixture, other] : [fixture];
  const period = readPeriod(ONE_CYCLE, defaults);
  const samples = timedFixtures.map(() => ({
    load: [] as number[],
    read: [] as number[],
    scan: [] as number[],
  }));
  for (const f of timedFixtures) await loadToFirstPage(f, teams, today); // warm-up
  for (let run = 0; run < runs; run += 1) {
    for (const [i, f] of timedFixtures.entries()) {
      const s = samples[i] as (typeof samples)[number];
      s.load.push(await loadToFirstPage(f, teams, today));
      s.read.push(await periodRead(f, teams, period));
      s.scan.push(await treeScans(f, teams, period));
    }
  }
  console.log(
    `\nLoad to first page, ${ONE_CYCLE} (${span(period)}): createReportApi → generate over ` +
      `${teams.length} teams → page 0 of 100 rows; median of ${runs} runs (min–max).` +
      `\n  listForPeriod = the period read alone (3 queries per team and their copies);` +
      `\n  tree scans = the same 3 queries per team in the memory tree, without the copies.`,
  );
  console.log(
    `\n${pad('fixture', 10)}${lpad('bulletins', 11)}${lpad('first page', 14)}${lpad('(min–max)', 20)}` +
      `${lpad('listForPeriod', 15)}${lpad('tree scans', 12)}`,
  );
  for (const [i, f] of timedFixtures.entries()) {
    const s = samples[i] as (typeof samples)[number];
    const range = `${Math.min(...s.load).toFixed(0)}–${Math.max(...s.load).toFixed(0)} ms`;
    console.log(
      `${pad(f.size, 10)}${lpad(int(f.bulletins.length), 11)}${lpad(ms(median(s.load)), 14)}` +
        `${lpad(range, 20)}${lpad(ms(median(s.read)), 15)}${lpad(ms(median(s.scan)), 12)}`,
    );
  }
  if (timedFixtures.length === 2 && other) {
    const [a, b] = samples as [(typeof samples)[number], (typeof samples)[number]];
    const pageRatio = median(a.load) / median(b.load);
    const pageOk = pageRatio <= 1.1;
    if (scaled && !pageOk) misses.push('first page');
    const rest = (s: (typeof samples)[number]): number => median(s.load) - median(s.scan);
    console.log(
      `\n${size} ÷ ${other.size} (${ratio(fixture.bulletins.length / other.bulletins.length)} ` +
        `the bulletins, ${ratio(oneCycleRead / (await readCount(other, teams, period)))} ` +
        `the one-cycle read):` +
        `\n  first page ${ratio(pageRatio)}   target: the same ± noise (≤ 1.10×): ` +
        `${verdict(pageOk, scaled)}` +
        `\n  listForPeriod ${ratio(median(a.read) / median(b.read))}, tree scans ` +
        `${ratio(median(a.scan) / median(b.scan))}; first page less the tree scans ` +
        `${ratio(rest(a) / rest(b))} (${ms(rest(a))} against ${ms(rest(b))})`,
    );
  }

  const maxRssKb = process.resourceUsage().maxRSS;
  console.log(`\nPeak memory: ${(maxRssKb / 1024).toFixed(0)} MB max resident`);
  if (!scaled) {
    console.log(
      `(the share-of-history and first-page targets apply to history; ${size} is a smoke run)`,
    );
  }
  console.log(misses.length ? `Targets missed: ${misses.join(', ')}` : 'All targets met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
