/**
 * e2e helpers for the report screens: the report CLI run on the database the app reads (its CSV
 * is the expected output, D34), a CSV parser, the downloaded file of Exportar CSV, readers for
 * the cards and the grid, and the few rules a test works a value out with by hand.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { csvLines } from '../../support/csv';
import { signedInAt, url } from './browser';
import { demoExportFile } from './demo';
import { FIREBASE, storedValue } from './mode';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The filters of one report run, as the CLI takes them. */
export interface CliRun {
  kind: string;
  teams: readonly string[];
  from?: string;
  to?: string;
  today: string;
  search?: string;
  sort?: string;
  /** The export the CLI reads (default: the database now, databaseExportFile). */
  input?: string;
}

/** Where this process keeps its snapshots of the local database (removed at exit). */
let snapshotDir: string | undefined;

/**
 * The database the app reads, as an export file for the CLI's --input (D1: the console's Export
 * JSON loads unchanged). Fixture mode: today's demo, which each context's store generates (a
 * context's own writes are not in it). Firebase mode (P50): a snapshot of the local database
 * now (`storedValue('/')`), named by its content, so an unchanged database is one file and one
 * CLI run per command line (runReportCli's cache).
 */
export async function databaseExportFile(): Promise<string> {
  if (!FIREBASE) return demoExportFile();
  const text = JSON.stringify(await storedValue('/'));
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  if (snapshotDir === undefined) {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-database-'));
    snapshotDir = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  const file = path.join(snapshotDir, `database-${hash}.json`);
  if (!existsSync(file)) {
    const temp = `${file}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, file);
  }
  return file;
}

/** The export `file` (databaseExportFile) as data, for values worked out by hand. */
export function readExportFile(file: string): StoredExport {
  return JSON.parse(readFileSync(file, 'utf8')) as StoredExport;
}

/** CSV bytes of the report CLI runs of this file, by their command line (see runReportCli). */
const cliRuns = new Map<string, Promise<Buffer>>();

/**
 * Runs `scripts/report.ts` (the report CLI) and answers its CSV bytes. The CLI is deterministic
 * (same export file, same filters: same bytes), so a command line already run in this file is
 * answered from its first run instead of spawning it again (each run costs 1–2 s: tsx, reading
 * the 16 MB export). The run does not block: start it early and await it where it is needed.
 */
export function runReportCli(run: CliRun): Promise<Buffer> {
  if (run.input === undefined) {
    return databaseExportFile().then((input) => runReportCli({ ...run, input }));
  }
  const args = [
    'scripts/report.ts',
    run.kind,
    '--input',
    run.input,
    '--teams',
    run.teams.join(','),
    '--today',
    run.today,
  ];
  if (run.from !== undefined && run.to !== undefined) args.push('--from', run.from, '--to', run.to);
  if (run.search !== undefined) args.push('--search', run.search);
  if (run.sort !== undefined) args.push('--sort', run.sort);
  const key = JSON.stringify(args);
  let bytes = cliRuns.get(key);
  if (!bytes) {
    bytes = spawnReportCli(args);
    cliRuns.set(key, bytes);
    // A failed run is not remembered: the next call runs it again (and fails the same way).
    bytes.catch(() => cliRuns.delete(key));
  }
  return bytes.then((b) => Buffer.from(b));
}

/**
 * Starts the CLI run of `run` now, so that it goes on while the page works; the test awaits
 * runReportCli(run) where it needs the bytes (a failure shows there).
 */
export function startReportCli(run: CliRun): void {
  runReportCli(run).catch(() => undefined);
}

/** One CLI process at a time: two cores, and Chromium needs them while the CLI runs. */
let cliQueue: Promise<unknown> = Promise.resolve();

function spawnReportCli(args: string[]): Promise<Buffer> {
  const run = cliQueue.then(() => spawnNow(args));
  cliQueue = run.catch(() => undefined);
  return run;
}

function spawnNow(args: string[]): Promise<Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'report-cli-'));
  const out = path.join(dir, 'out.csv');
  return new Promise<Buffer>((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [...args, '--out', out], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`report CLI failed (${status}): ${stderr}`));
      else resolve(readFileSync(out));
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}

/** A parsed CSV (D23): whether it starts with the BOM, its header and its data lines. */
export interface ParsedCsv {
  bom: boolean;
  header: string[];
  rows: string[][];
  endsWithCrlf: boolean;
}

/** Parses `;`-separated CSV with RFC 4180 quotes and CRLF line ends. */
export function parseCsv(bytes: Uint8Array): ParsedCsv {
  let text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const bom = text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const lines = csvLines(text);
  const [header = [], ...rows] = lines;
  return { bom, header, rows, endsWithCrlf: text.endsWith('\r\n') };
}

/** The column `name` of parsed rows. */
export function column(csv: ParsedCsv, name: string): string[] {
  const index = csv.header.indexOf(name);
  if (index < 0) throw new Error(`no column ${name} in ${csv.header.join(';')}`);
  return csv.rows.map((row) => row[index] ?? '');
}

/**
 * A pt-BR number as shown on screen or in a CSV ('R$ 1.234,56', '1.234', '005,00', '12,3')
 * as a number. Thousands dots go, the decimal comma becomes a dot.
 */
export function brNumber(text: string): number {
  const cleaned = text
    .replace(/R\$/g, '')
    .replace(/[\s\u00a0\u202f%]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  const value = Number(cleaned);
  if (cleaned === '' || Number.isNaN(value)) throw new Error(`not a number: ${text}`);
  return value;
}

/** Hundredths as an integer (cents, or quantities with two decimals), exact for CSV values. */
export function hundredths(text: string): number {
  return Math.round(brNumber(text) * 100);
}

/** Sum of a CSV money/quantity column, in hundredths. */
export function sumHundredths(values: readonly string[]): number {
  return values.reduce((sum, v) => sum + hundredths(v), 0);
}

/** The browser's local calendar date (D8: the app's today) as yyyy-mm-dd. */
export function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  });
}

/** yyyy-mm-dd of a UTC calendar day (month and day may overflow: Date.UTC rolls them over). */
export const isoDay = (y: number, m: number, d: number): string =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/**
 * D19 by hand: the billing cycle `offset` cycles from the one of `today` (yyyy-mm-dd), 26th to
 * 25th, as the date inputs show it.
 */
export function cycleDates(today: string, offset: number): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // The month the current cycle ends in (1-based, may overflow).
  const endMonth = (d >= 26 ? m + 1 : m) + offset;
  return { from: isoDay(y, endMonth - 1, 26), to: isoDay(y, endMonth, 25) };
}

/** Opens /reports/{id} in the signed-in page and waits for its filter block. */
export async function openReport(page: Page, id: string): Promise<void> {
  await page.goto(url(`/reports/${id}`));
  await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
}

/** Opens /reports/{id} signed in as `email` (signedInAt) and waits for its filter block. */
export async function openReportAs(page: Page, email: string, id: string): Promise<void> {
  await signedInAt(page, email, `/reports/${id}`);
  await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor();
}

/** Team names of D27 / D32: ORCDISTBAnn → 'Equipe nn'. */
export const teamLabel = (team: string): string => `Equipe ${team.slice(-2)}`;

/** SPEC §2 Relatório Diário: the columns of its CSV, written out by hand. */
export const DAILY_CSV_HEADER: readonly string[] = [
  'Ranking',
  'Equipe',
  'Faturamento',
  'Boletins',
  'Liberados',
  'Valor Visualizado',
  'Pendentes',
  'Dias Trabalhados',
  'Média Diária',
  'Status da Meta',
  'Status Meta Máxima',
];

/** Desmarcar Todas, then ticks exactly `teams`. */
export async function selectTeams(page: Page, teams: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Desmarcar Todas' }).click();
  const group = page.getByRole('group', { name: 'Equipes' });
  for (const team of teams) {
    await group.getByRole('checkbox', { name: teamLabel(team), exact: true }).check();
  }
}

/** The period inputs (Data inicial, Data final) as yyyy-mm-dd. */
export async function readPeriod(page: Page): Promise<{ from: string; to: string }> {
  return {
    from: await page.getByLabel('Data inicial').inputValue(),
    to: await page.getByLabel('Data final').inputValue(),
  };
}

/** Clicks Gerar Relatório and waits until the result is loaded (Exportar CSV shows). */
export async function generate(page: Page, timeout = 60_000): Promise<number> {
  const t0 = Date.now();
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await page.getByRole('button', { name: 'Exportar CSV' }).waitFor({ timeout });
  await page.getByRole('button', { name: 'Gerar Relatório' }).waitFor({ timeout });
  return Date.now() - t0;
}

/** One summary card as shown: its label, main figure and second line. */
export interface CardText {
  label: string;
  value: string;
  detail: string | null;
}

/** The summary cards, in order. */
export function readCards(page: Page): Promise<CardText[]> {
  return page.locator('[data-testid="summary-card"]').evaluateAll((cards) =>
    cards.map((card) => {
      const ps = Array.from(card.querySelectorAll('p'));
      return {
        label: ps[0]?.textContent ?? '',
        value: card.querySelector('[data-testid="summary-card-value"]')?.textContent ?? '',
        detail: ps[2]?.textContent ?? null,
      };
    }),
  );
}

/** The cards as label → number (main figure), for comparison with CSV sums. */
export async function cardNumbers(page: Page): Promise<Record<string, number>> {
  const cards = await readCards(page);
  return Object.fromEntries(cards.map((c) => [c.label, brNumber(c.value)]));
}

/** The results grid ('Resultados'). */
export function resultsGrid(page: Page) {
  return page.getByRole('grid', { name: 'Resultados' });
}

/** The text of column `field` in the grid's rendered rows (top rows of the current page). */
export function gridColumn(page: Page, field: string, max = 10): Promise<string[]> {
  return resultsGrid(page)
    .locator(`[role="row"][data-id] [data-field="${field}"]`)
    .evaluateAll((cells, n) => cells.slice(0, n).map((c) => (c.textContent ?? '').trim()), max);
}

/** Clicks the header of column `field` (server sort: same column toggles, new starts asc). */
export async function clickHeader(page: Page, field: string): Promise<void> {
  await resultsGrid(page)
    .locator(`[role="columnheader"][data-field="${field}"] .MuiDataGrid-columnHeaderTitle`)
    .click();
}

/** Clicks the export button `name` and answers the downloaded file's name and bytes. */
export async function exportFile(
  page: Page,
  name: 'Exportar CSV' | 'Exportar Excel',
): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const dir = mkdtempSync(path.join(tmpdir(), 'report-dl-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    return { fileName: download.suggestedFilename(), bytes: readFileSync(file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Clicks Exportar CSV and answers the downloaded file's name and bytes (saved, then read). */
export function exportCsv(page: Page): Promise<{ fileName: string; bytes: Buffer }> {
  return exportFile(page, 'Exportar CSV');
}

/** Types into the report's Buscar field (D21 search, debounced in the screen). */
export async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
}

/** Lower-case, accents removed: what D21 still matches. */
export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A Coelba row as the grid shows it (its cells' text). */
export interface CoelbaShownRow {
  id: string;
  planilhas: string;
  code: string;
  pedido: string;
  price: string;
  factor: string;
  total: string;
  city: string;
}

/** The Coelba rows of the page shown. */
export function coelbaShownRows(p: Page): Promise<CoelbaShownRow[]> {
  return resultsGrid(p)
    .locator('[role="row"][data-id]')
    .evaluateAll((els) =>
      els.map((r) => {
        const cell = (f: string) =>
          (r.querySelector(`[data-field="${f}"]`)?.textContent ?? '').trim();
        return {
          id: r.getAttribute('data-id') ?? '',
          planilhas: cell('planilhas'),
          code: cell('code'),
          pedido: cell('pedido'),
          price: cell('price'),
          factor: cell('factor'),
          total: cell('totalCents'),
          city: cell('city'),
        };
      }),
    );
}

/*
 * Values worked out by hand from an export (readExportFile), with the rules of DECISIONS
 * written out here, not the engine's: a report's figure checked against one of these fails on
 * an engine that reads the data wrong, where a CSV compared with the CLI's would agree with it.
 */

/** A service line as an export holds it (the fields read here). */
export interface StoredLine {
  code?: unknown;
  activity?: unknown;
  quantity?: unknown;
  price?: unknown;
  factor?: unknown;
  pedido?: unknown;
}

/** A bulletin as an export holds it (the fields read here). */
export interface StoredBulletin {
  id?: unknown;
  date?: unknown;
  header?: { date?: unknown; city?: unknown };
  services?: StoredLine[] | Record<string, StoredLine>;
  sent_status?: unknown;
  sent_date?: unknown;
  total?: unknown;
  total_wfactor?: unknown;
  totalWithFactor?: unknown;
}

/** An export (D1), as far as the hand-worked values read it. */
export interface StoredExport {
  forms?: Record<string, Record<string, StoredBulletin>>;
  defaults?: { currentFactor?: unknown };
  settings?: { currentFactor?: unknown; currentFator?: unknown };
}

/**
 * D3, D35: a stored number. Trimmed; with a comma, dots group thousands and the comma is the
 * decimal; otherwise as written; anything else (empty, text, a boolean, null) is 0.
 */
export function storedNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  const text = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  const number = Number(text);
  return Number.isFinite(number) ? number : 0;
}

/** D2: the first of the three stored factors above 0, else 1.6568 (SPEC §9). */
export function storedGlobalFactor(data: StoredExport): number {
  const found = [
    data.defaults?.currentFactor,
    data.settings?.currentFactor,
    data.settings?.currentFator,
  ]
    .map(storedNumber)
    .find((factor) => factor > 0);
  return found ?? 1.6568;
}

/** D5: an amount in reais as whole cents, half away from zero, past binary error (1.005 → 101). */
export function toCents(reais: number): number {
  const hundredfold = reais * 100;
  return Math.sign(hundredfold) * Math.round(Math.abs(hundredfold) + 1e-7);
}

/** A bulletin's service lines (D1: an array, or an object keyed "0", "1", …). */
export function storedLines(bulletin: StoredBulletin): StoredLine[] {
  const services = bulletin.services;
  if (!services) return [];
  return Array.isArray(services) ? services : Object.values(services);
}

/** SPEC §5: a line with no code is left out of every report. */
export const hasCode = (line: StoredLine): boolean =>
  typeof line.code === 'string' && line.code.trim() !== '';

/** D4, D5: a line's total in cents: price × quantity × (its factor above 0, else the global one). */
export function lineCents(line: StoredLine, globalFactor: number): number {
  const own = storedNumber(line.factor);
  const factor = own > 0 ? own : globalFactor;
  return toCents(storedNumber(line.price) * storedNumber(line.quantity) * factor);
}

/** D5, D36: a bulletin's value in cents (its coded lines, else its first stored total). */
export function bulletinCents(bulletin: StoredBulletin, globalFactor: number): number {
  const coded = storedLines(bulletin).filter(hasCode);
  if (coded.length > 0) return coded.reduce((sum, l) => sum + lineCents(l, globalFactor), 0);
  const stored = [bulletin.totalWithFactor, bulletin.total_wfactor, bulletin.total].find(
    (v) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
  );
  return toCents(storedNumber(stored));
}

/** dd/mm/yyyy of a real calendar day as its UTC midnight (D6, D7), else null. */
function dayText(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  return back.getUTCDate() === d && back.getUTCMonth() === m - 1 ? ms : null;
}

/**
 * D6, D38: a bulletin's date in ms: `date` as a number or digits-only text, else `date` as
 * dd/mm/yyyy, else header.date as dd/mm/yyyy; null when none.
 */
export function bulletinDate(bulletin: StoredBulletin): number | null {
  const { date } = bulletin;
  if (typeof date === 'number') return Number.isFinite(date) ? date : null;
  if (typeof date === 'string' && /^\s*\d+\s*$/.test(date)) return Number(date.trim());
  return dayText(date) ?? dayText(bulletin.header?.date);
}

/** D10, D37: the reports (all but the monthly) count a bulletin sent as opened, or so dated. */
export const reportsCount = (bulletin: StoredBulletin): boolean =>
  bulletin.sent_status === 'true_opened' || String(bulletin.sent_date).includes('true');

/** D6: the bulletins of `team` a report of the period from..to (yyyy-mm-dd) reads. */
export function bulletinsInPeriod(
  data: StoredExport,
  team: string,
  from: string,
  to: string,
): StoredBulletin[] {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T23:59:59.999Z`);
  return Object.values(data.forms?.[team] ?? {}).filter((bulletin) => {
    const date = bulletinDate(bulletin);
    return reportsCount(bulletin) && date !== null && date >= start && date <= end;
  });
}

/**
 * D18: the work days from `from` to the earlier of `to` and `today` (yyyy-mm-dd): Monday to
 * Friday 1, Saturday ½, Sunday 0.
 */
export function workDays(from: string, to: string, today: string): number {
  const last = Date.parse(`${to < today ? to : today}T00:00:00Z`);
  let days = 0;
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= last; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    days += weekday === 0 ? 0 : weekday === 6 ? 0.5 : 1;
  }
  return days;
}
