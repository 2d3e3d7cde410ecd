/**
 * e2e helpers for the report screens: the report CLI run on the same fixture the app serves
 * (its CSV is the expected output, D34), a CSV parser, the downloaded file of Exportar CSV, and
 * readers for the cards and the grid.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { csvLines } from '../../support/csv';
import { signedInAt, url } from './browser';
import { demoExportFile } from './demo';

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
  input?: string;
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
  const args = [
    'scripts/report.ts',
    run.kind,
    '--input',
    // The database the e2e app generates today, as a file.
    run.input ?? demoExportFile(),
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
