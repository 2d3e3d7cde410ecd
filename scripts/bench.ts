/**
 * `npm run bench [-- --size tiny|demo|large] [--runs N]`
 *
 * Builds a fixture in memory (default `large`: ≥ 60,000 bulletins, ≥ 600,000 lines), then in ONE
 * run times, as medians of several runs: each of the ten reports over the normalized invoices,
 * the first sorted page of by-code, the by-code CSV; and on the same data (a) the same
 * group-bys in Arquero 7, (b) the floor loop, (c) a CSV writer using Intl.NumberFormat. Prints
 * every figure, the ratios, the targets of issue 4 and the peak memory. A benchmark, not a test:
 * it never fails on a missed target (`--size tiny` is the test command's smoke run).
 */
import { currentPeriod, parseIsoDate, shiftCycle } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { FIXED_TEAMS } from '../src/core/teams';
import type { InvoiceEntry } from '../src/core/model';
import { FIXTURE_SIZES, fixtureText } from '../fixtures/generator';
import type { FixtureSize, RtdbExport } from '../fixtures/generator';
import { buildDataset } from '../workers/engine/dataset';
import { resolveParams } from '../workers/load';
import { csvHeaders } from '../workers/csv';
import { ReportServer } from '../workers/reportServer';
import { runReport } from '../workers/reports';
import { BY_CODE_COLUMNS } from '../workers/contract';
import type { ReportParams } from '../workers/contract';
import { ARQUERO_REPORTS, arqueroTables } from './bench/arquero';
import { bareFloorLoop, floorLoop, intlByCodeCsv } from './bench/baselines';

const TODAY = '2026-11-21';

interface Args {
  size: FixtureSize;
  runs: number;
}

function parseArgs(argv: readonly string[]): Args {
  let size: FixtureSize = 'large';
  let runs: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (arg === '--size' && value && (FIXTURE_SIZES as readonly string[]).includes(value)) {
      size = value as FixtureSize;
      i += 1;
    } else if (arg === '--runs' && value && /^\d+$/.test(value) && Number(value) > 0) {
      runs = Number(value);
      i += 1;
    } else {
      throw new Error(
        `Uso: npm run bench -- [--size tiny|demo|large] [--runs N] (recebido: ${arg})`,
      );
    }
  }
  return { size, runs: runs ?? (size === 'tiny' ? 3 : 5) };
}

let peakRss = 0;
function sampleMemory(): void {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}

/** Median wall time of `runs` runs (after one warm-up run), in ms. */
function time(runs: number, fn: () => unknown): number {
  fn();
  sampleMemory();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    sampleMemory();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/** Time of a single run, in ms (for steps too heavy to repeat, like building the fixture). */
function once<T>(fn: () => T): [T, number] {
  const t0 = performance.now();
  const value = fn();
  const ms = performance.now() - t0;
  sampleMemory();
  return [value, ms];
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const ratio = (v: number) => `${v.toFixed(2)}×`;
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

function entriesOf(json: RtdbExport): InvoiceEntry[] {
  const entries: InvoiceEntry[] = [];
  for (const [team, invoices] of Object.entries(json.forms)) {
    for (const [key, invoice] of Object.entries(invoices)) entries.push({ team, key, invoice });
  }
  return entries;
}

/** The parsed export and its bulletins; built in a function so nothing else keeps them alive. */
function loadExport(size: FixtureSize) {
  let text: string | null = null;
  const [, genMs] = once(() => (text = fixtureText({ size, today: TODAY }).text));
  const exportBytes = Buffer.byteLength(text ?? '');
  const [json, parseMs] = once(() => JSON.parse(text ?? '') as RtdbExport);
  text = null;
  return {
    entries: entriesOf(json),
    factor: json.defaults.currentFactor,
    genMs,
    parseMs,
    exportBytes,
  };
}

async function main(): Promise<void> {
  const { size, runs } = parseArgs(process.argv.slice(2));
  const today = parseIsoDate(TODAY) as number;
  const teams = [...FIXED_TEAMS];
  // The targets are set for the large fixture; smaller sizes only smoke-test the harness.
  const verdict = (ok: boolean) => (size !== 'large' ? 'n/a' : ok ? 'met' : 'MISSED');
  console.log(
    `Faturamento report engine benchmark — size ${size}, median of ${runs} runs, today ${TODAY}`,
  );
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);

  // 1. The parsed invoices, the floor loops over them, and the one normalization per load.
  let loaded: ReturnType<typeof loadExport> | null = loadExport(size);
  const { entries, factor } = loaded;
  const [data, normalizeMs] = once(() => buildDataset(entries, teams, factor));
  const floorMs = time(runs, () => floorLoop(entries, factor));
  const bareMs = time(runs, () => bareFloorLoop(entries, factor));
  const bulletins = entries.length;
  const { genMs, parseMs, exportBytes } = loaded;
  // The worker keeps only the normalized columns; the parsed invoices go (as they do here).
  loaded = null;
  entries.length = 0;

  console.log(
    `\nData: ${bulletins.toLocaleString('en')} bulletins, ${data.lineCount.toLocaleString('en')} coded service lines, ` +
      `${(exportBytes / 1e6).toFixed(1)} MB export`,
  );
  console.log(`  generate export text          ${ms(genMs)}`);
  console.log(`  JSON.parse of the export      ${ms(parseMs)}   (reference)`);
  console.log(
    `  normalize once per load       ${ms(normalizeMs)}   (every team normalized, then merged; ${ratio(normalizeMs / floorMs)} the floor; each team as its period read arrives, P7)`,
  );
  console.log(`\n(b) floor loop: price × quantity × factor over every line of the parsed invoices`);
  console.log(`  with the D3 number reader     ${ms(floorMs)}   ← the floor the targets use`);
  console.log(`  bare arithmetic (+text)       ${ms(bareMs)}   (wrong for "1,5"; the walk alone)`);

  // 2. Every report over the whole history (the fixtures hold at most 25 cycles), so each one
  // walks every bulletin and line; the same group-bys in Arquero on the same data.
  const params: ReportParams = {
    ...resolveParams({ teams, today }),
    period: { start: shiftCycle(today, -30).start, end: currentPeriod(today).end },
  };
  const engineMs = new Map(
    REPORT_IDS.map((kind) => [kind, time(runs, () => runReport(kind, data, params))]),
  );
  let tables: ReturnType<typeof arqueroTables> | null = null;
  const [, arqueroBuildMs] = once(() => (tables = arqueroTables(data)));
  const arqueroMs = new Map(
    REPORT_IDS.map((kind) => [
      kind,
      time(runs, () => ARQUERO_REPORTS[kind](tables as ReturnType<typeof arqueroTables>, params)),
    ]),
  );
  tables = null;

  console.log(
    `(a) Arquero 7: tables built once from the normalized data in ${ms(arqueroBuildMs)} (not counted)`,
  );
  console.log(
    `\n${pad('report', 18)}${lpad('engine', 11)}${lpad('arquero', 12)}${lpad('÷ floor', 10)}${lpad('arquero ÷', 12)}  targets: ≤ 4× floor, ≥ 3× faster than Arquero`,
  );
  const misses: string[] = [];
  for (const kind of REPORT_IDS) {
    const engine = engineMs.get(kind) as number;
    const arquero = arqueroMs.get(kind) as number;
    const vsFloor = engine / floorMs;
    const speedup = arquero / engine;
    const ok = vsFloor <= 4 && speedup >= 3;
    if (!ok) misses.push(kind);
    console.log(
      `${pad(kind, 18)}${lpad(ms(engine), 11)}${lpad(ms(arquero), 12)}${lpad(ratio(vsFloor), 10)}${lpad(ratio(speedup), 12)}  ${verdict(ok)}`,
    );
  }

  // 3. The server: first sorted page, CSV; and the Intl.NumberFormat writer.
  const pageMs = time(runs, () => {
    const server = new ReportServer();
    server.run('by-code', data, params);
    return server.page('by-code', {
      page: 0,
      pageSize: 100,
      sort: { key: 'valor', direction: 'desc' },
    });
  });
  const server = new ReportServer();
  const rows = server.run('by-code', data, params).total;
  let csvBytes = 0;
  const csvMs = time(runs, () => {
    csvBytes = server.csv('by-code').bytes.length;
  });
  const byCode = runReport('by-code', data, params);
  let intlBytes = 0;
  const intlMs = time(runs, () => {
    intlBytes = intlByCodeCsv(byCode, csvHeaders(BY_CODE_COLUMNS)).length;
  });
  // D50, P27: the workbook of the same rows beside the CSV: wall time, process CPU time (the
  // native DEFLATE works on other threads), and the peak memory above the level before it.
  // Memory: the JS heap plus array buffers and external memory (what the export allocates), its
  // peak above the level before, sampled after every compressed chunk (RSS stays flat once the
  // heap has grown, so it says nothing here).
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  const workbook = async (
    nativeDeflate = true,
  ): Promise<{ ms: number; cpuMs: number; peakMb: number; bytes: number }> => {
    const rss0 = used();
    let peak = rss0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const file = await server.xlsx('by-code', null, {
      nativeDeflate,
      onChunk: () => (peak = Math.max(peak, used())),
    });
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    peak = Math.max(peak, used());
    sampleMemory();
    return {
      ms,
      cpuMs: (cpu.user + cpu.system) / 1000,
      peakMb: (peak - rss0) / 1e6,
      bytes: file.bytes.length,
    };
  };
  const csvOnce = () => {
    const rss0 = used();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const bytes = server.csv('by-code').bytes.length;
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const peakMb = (used() - rss0) / 1e6;
    sampleMemory();
    return { ms, cpuMs: (cpu.user + cpu.system) / 1000, peakMb, bytes };
  };
  const xlsxRuns = size === 'tiny' ? 1 : Math.min(runs, 3);
  const csvTimes: ReturnType<typeof csvOnce>[] = [];
  const xlsxTimes: Awaited<ReturnType<typeof workbook>>[] = [];
  for (let i = 0; i < xlsxRuns; i += 1) {
    csvTimes.push(csvOnce());
    xlsxTimes.push(await workbook());
  }
  // The same workbook with fflate's own DEFLATE (level 1) instead of the native one: one run.
  const fflateOnly = size === 'tiny' ? null : await workbook(false);
  const median = <T>(list: T[], key: (t: T) => number) =>
    list.map(key).sort((a, b) => a - b)[Math.floor(list.length / 2)] as number;
  const pageOk = pageMs <= 400;
  const csvOk = csvMs <= 1500 && intlMs / csvMs >= 2;

  console.log(`\nby-code, ${rows.toLocaleString('en')} rows`);
  console.log(
    `  first sorted page (run + sort by valor desc + 100 rows)  ${ms(pageMs)}   target ≤ 400 ms: ${verdict(pageOk)}`,
  );
  console.log(`  CSV, engine                   ${ms(csvMs)}   ${(csvBytes / 1e6).toFixed(1)} MB`);
  console.log(`  CSV, Intl.NumberFormat writer ${ms(intlMs)}   ${(intlBytes / 1e6).toFixed(1)} MB`);
  console.log(
    `  engine CSV is ${ratio(intlMs / csvMs)} faster than Intl   target ≤ 1500 ms and ≥ 2×: ${verdict(csvOk)}`,
  );

  const xMs = median(xlsxTimes, (t) => t.ms);
  const xCpu = median(xlsxTimes, (t) => t.cpuMs);
  const cMs = median(csvTimes, (t) => t.ms);
  const cCpu = median(csvTimes, (t) => t.cpuMs);
  const xPeak = Math.max(...xlsxTimes.map((t) => t.peakMb));
  const cPeak = Math.max(...csvTimes.map((t) => t.peakMb));
  console.log(`\nby-code workbook (.xlsx, D50; CSV and xlsx interleaved, median of ${xlsxRuns})`);
  console.log(
    `  CSV   ${ms(cMs)} wall, ${ms(cCpu)} cpu, +${cPeak.toFixed(0)} MB peak (heap + buffers), ${(csvTimes[0]!.bytes / 1e6).toFixed(1)} MB`,
  );
  console.log(
    `  xlsx  ${ms(xMs)} wall, ${ms(xCpu)} cpu, +${xPeak.toFixed(0)} MB peak (heap + buffers), ${(xlsxTimes[0]!.bytes / 1e6).toFixed(1)} MB`,
  );
  if (fflateOnly) {
    console.log(
      `  xlsx, fflate DEFLATE  ${ms(fflateOnly.ms)} wall, ${ms(fflateOnly.cpuMs)} cpu, +${fflateOnly.peakMb.toFixed(0)} MB peak, ${(fflateOnly.bytes / 1e6).toFixed(1)} MB (one run)`,
    );
  }
  console.log(
    `  xlsx ÷ CSV: ${ratio(xMs / cMs)} wall, ${ratio(xCpu / cCpu)} cpu   (the library bar of D50: ≤ 3× and ≤ 600 MB; P27)`,
  );

  sampleMemory();
  const maxRssKb = process.resourceUsage().maxRSS;
  console.log(
    `\nPeak memory: rss ${(peakRss / 1e6).toFixed(0)} MB sampled, ${(maxRssKb / 1024).toFixed(0)} MB max resident (process.resourceUsage)`,
  );
  if (size !== 'large') {
    console.log(`(targets apply to the large fixture; ${size} is a smoke run)`);
  } else if (misses.length || !pageOk || !csvOk) {
    const missed = [...misses, ...(pageOk ? [] : ['first page']), ...(csvOk ? [] : ['csv'])];
    console.log(`Targets missed: ${missed.join(', ')}`);
  } else {
    console.log('All targets met.');
  }
}

void main();
