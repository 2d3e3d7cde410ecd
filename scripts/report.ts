/**
 * `npm run report -- <kind> --input <export.json> [--from yyyy-mm-dd --to yyyy-mm-dd]
 *   [--teams A,B] [--today yyyy-mm-dd] [--status all|paid|unpaid|checked|unchecked]
 *   [--search text] [--daily-goal N] [--max-goal N] [--monthly-goal N]
 *   [--sort key[:asc|desc]] [--out file.csv|file.xlsx]`, or `npm run report -- --help` for the usage line.
 *
 * Writes a report's CSV from a database export (D1), through the SAME report modules and the
 * same report server as the worker, so the bytes equal the screen's Exportar CSV for the same
 * filters (D22 default order unless --sort); with --out ending in .xlsx, the same rows as the
 * screen's Exportar Excel workbook (D50). Defaults: every team of the export (D32), the
 * billing period of today (D31), the SPEC goals, status all (D41). Bad input exits non-zero with
 * one Portuguese line; --out is written to a temporary file and renamed, so it is never half
 * written.
 */
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemoryCatalogRepo } from '../adapters/memory/catalogRepo';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import { dayRange, parseIsoDate, todayFromLocal } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { GENERAL_STATUS_FILTERS } from '../src/core/status';
import { FIXED_TEAMS } from '../src/core/teams';
import { compareText } from '../src/core/text';
import type { DateRange } from '../src/core/model';
import type { GeneralStatusFilter } from '../src/core/status';
import { CLI_MESSAGES } from '../workers/messages';
import { createReportApi } from '../workers/reportApi';
import { SEARCHABLE, SORT_KEYS, isSortKey, isXlsxRowLimitError } from '../workers/contract';
import type { ReportKind, ReportRequest, SortSpec } from '../workers/contract';

/** A bad command line or input: its message is the one Portuguese line printed. */
export class CliError extends Error {}

/** The parsed command line, before the export is read. */
export interface CliOptions {
  kind: ReportKind;
  input: string;
  from?: string;
  to?: string;
  teams?: string[];
  today?: string;
  status?: GeneralStatusFilter;
  search?: string;
  dailyGoal?: number;
  maxGoal?: number;
  monthlyGoal?: number;
  sort?: SortSpec;
  out?: string;
}

const VALUE_OPTIONS = [
  '--input',
  '--from',
  '--to',
  '--teams',
  '--today',
  '--status',
  '--search',
  '--daily-goal',
  '--max-goal',
  '--monthly-goal',
  '--sort',
  '--out',
] as const;
type ValueOption = (typeof VALUE_OPTIONS)[number];

function isReportKind(text: string): text is ReportKind {
  return (REPORT_IDS as readonly string[]).includes(text);
}

/**
 * A goal: a finite number ≥ 0 (SPEC §5), with a dot or comma decimal. Digits too many for a
 * number (they read as infinity) are refused, never taken as an endless goal.
 */
function parseGoalOption(option: string, text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(trimmed)) {
    throw new CliError(CLI_MESSAGES.invalidGoal(option, text));
  }
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value)) throw new CliError(CLI_MESSAGES.goalNotFinite(option));
  if (value < 0) throw new CliError(CLI_MESSAGES.negativeGoal(option, text));
  return value;
}

function checkDate(option: string, text: string): string {
  if (parseIsoDate(text) === null) throw new CliError(CLI_MESSAGES.invalidDate(option, text));
  return text.trim();
}

/** Reads the command line (argv without node and the script); throws CliError when wrong. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const values = new Map<ValueOption, string>();
  let kindText: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
      if (!(VALUE_OPTIONS as readonly string[]).includes(name as string)) {
        throw new CliError(CLI_MESSAGES.unknownOption(name as string));
      }
      const option = name as ValueOption;
      let value = inline;
      if (value === undefined) {
        const next = argv[i + 1];
        // A search text may start with "-", never with "--".
        if (next === undefined || next.startsWith('--')) {
          throw new CliError(CLI_MESSAGES.missingValue(option));
        }
        value = next;
        i += 1;
      }
      if (values.has(option)) throw new CliError(CLI_MESSAGES.repeatedOption(option));
      values.set(option, value);
    } else if (kindText === undefined) {
      kindText = arg;
    } else {
      throw new CliError(CLI_MESSAGES.extraArgument(arg));
    }
  }
  if (kindText === undefined) throw new CliError(CLI_MESSAGES.missingKind(REPORT_IDS));
  if (!isReportKind(kindText)) throw new CliError(CLI_MESSAGES.unknownKind(kindText, REPORT_IDS));
  const kind = kindText;
  const input = values.get('--input');
  if (input === undefined || input.trim() === '') throw new CliError(CLI_MESSAGES.missingInput);

  const options: CliOptions = { kind, input };
  const from = values.get('--from');
  const to = values.get('--to');
  if (from !== undefined) options.from = checkDate('--from', from);
  if (to !== undefined) options.to = checkDate('--to', to);
  if ((options.from === undefined) !== (options.to === undefined)) {
    throw new CliError(CLI_MESSAGES.fromWithoutTo);
  }
  if (options.from !== undefined && options.to !== undefined) {
    if ((parseIsoDate(options.from) as number) > (parseIsoDate(options.to) as number)) {
      throw new CliError(CLI_MESSAGES.fromAfterTo(options.from, options.to));
    }
  }
  const today = values.get('--today');
  if (today !== undefined) options.today = checkDate('--today', today);

  const teams = values.get('--teams');
  if (teams !== undefined) {
    options.teams = teams
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    if (options.teams.length === 0) throw new CliError(CLI_MESSAGES.noTeams);
  }

  const status = values.get('--status');
  if (status !== undefined) {
    if (!(GENERAL_STATUS_FILTERS as readonly string[]).includes(status)) {
      throw new CliError(CLI_MESSAGES.invalidStatus(status));
    }
    if (kind !== 'general' && status !== 'all') {
      throw new CliError(CLI_MESSAGES.statusNotAllowed(kind));
    }
    options.status = status as GeneralStatusFilter;
  }
  const search = values.get('--search');
  if (search !== undefined) {
    if (!SEARCHABLE.includes(kind) && search.trim() !== '') {
      throw new CliError(CLI_MESSAGES.searchNotAllowed(kind));
    }
    options.search = search;
  }

  const dailyGoal = values.get('--daily-goal');
  const maxGoal = values.get('--max-goal');
  const monthlyGoal = values.get('--monthly-goal');
  if (dailyGoal !== undefined) options.dailyGoal = parseGoalOption('--daily-goal', dailyGoal);
  if (maxGoal !== undefined) options.maxGoal = parseGoalOption('--max-goal', maxGoal);
  if (monthlyGoal !== undefined) {
    options.monthlyGoal = parseGoalOption('--monthly-goal', monthlyGoal);
  }

  const sort = values.get('--sort');
  if (sort !== undefined) {
    const [key = '', direction = 'asc', ...rest] = sort.split(':');
    if (rest.length > 0 || (direction !== 'asc' && direction !== 'desc') || !isSortKey(kind, key)) {
      throw new CliError(CLI_MESSAGES.invalidSort(sort, kind, SORT_KEYS[kind]));
    }
    options.sort = { key, direction } as SortSpec;
  }
  const out = values.get('--out');
  if (out !== undefined) {
    if (out.trim() === '') throw new CliError(CLI_MESSAGES.emptyOut);
    options.out = out;
  }
  return options;
}

/** Reads and parses the export; throws CliError for a missing file or invalid JSON. */
export function readExport(file: string): Record<string, unknown> {
  let text: string;
  try {
    if (!statSync(file).isFile()) throw new CliError(CLI_MESSAGES.inputNotFound(file));
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new CliError(CLI_MESSAGES.inputNotFound(file));
    throw new CliError(CLI_MESSAGES.inputUnreadable(file, (error as Error).message));
  }
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new CliError(CLI_MESSAGES.invalidJson(file, (error as Error).message));
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new CliError(CLI_MESSAGES.notAnExport(file));
  }
  return json as Record<string, unknown>;
}

/** D32: the export's teams (keys of forms, sorted) and the ids --teams may name. */
export function exportTeams(json: Record<string, unknown>): string[] {
  const forms = json.forms;
  if (typeof forms !== 'object' || forms === null) return [];
  return Object.keys(forms).sort(compareText);
}

/** D32: the selected teams: --teams (forms keys and the 17 fixed ids only), else every team. */
export function selectTeams(
  json: Record<string, unknown>,
  requested?: readonly string[],
): string[] {
  const known = exportTeams(json);
  if (!requested) {
    if (known.length === 0) throw new CliError(CLI_MESSAGES.noTeams);
    return known;
  }
  for (const team of requested) {
    if (!known.includes(team) && !FIXED_TEAMS.includes(team)) {
      throw new CliError(CLI_MESSAGES.unknownTeam(team));
    }
  }
  return [...new Set(requested)];
}

/** D50: whether --out names a workbook (.xlsx, any case): the CLI then writes one, not a CSV. */
export function wantsXlsx(options: CliOptions): boolean {
  return options.out !== undefined && /\.xlsx$/i.test(options.out.trim());
}

/**
 * The CSV bytes and file name for parsed options over a parsed export; the workbook's (D50)
 * when --out ends in .xlsx.
 */
export async function renderReport(
  options: CliOptions,
  json: Record<string, unknown>,
  now: Date = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const teams = selectTeams(json, options.teams);
  // D8: the CLI takes --today; else the local calendar date.
  const today =
    options.today !== undefined ? (parseIsoDate(options.today) as number) : todayFromLocal(now);
  let period: DateRange | undefined;
  if (options.from !== undefined && options.to !== undefined) {
    period = dayRange(parseIsoDate(options.from) as number, parseIsoDate(options.to) as number);
  }
  const store = createLocalTreeStore(json);
  const api = createReportApi({
    invoices: createMemoryInvoiceRepo(store),
    catalog: createMemoryCatalogRepo(store),
  });
  const request: ReportRequest = {
    teams,
    today,
    status: options.status ?? 'all',
    search: options.search ?? '',
    goals: {
      ...(options.dailyGoal !== undefined ? { daily: options.dailyGoal } : {}),
      ...(options.maxGoal !== undefined ? { max: options.maxGoal } : {}),
      ...(options.monthlyGoal !== undefined ? { monthly: options.monthlyGoal } : {}),
    },
  };
  if (period) request.period = period;
  await api.generate(options.kind, request);
  const sort = options.sort ?? null;
  if (!wantsXlsx(options)) {
    const { fileName, buffer } = await api.exportCsv(options.kind, sort);
    return { fileName, bytes: new Uint8Array(buffer) };
  }
  try {
    const { fileName, buffer } = await api.exportXlsx(options.kind, sort);
    return { fileName, bytes: new Uint8Array(buffer) };
  } catch (error) {
    if (isXlsxRowLimitError(error)) throw new CliError(CLI_MESSAGES.xlsxTooManyRows);
    throw error;
  }
}

/** Writes `bytes` to `file` through a temporary file beside it, renamed when complete. */
export function writeAtomically(file: string, bytes: Uint8Array): void {
  const target = path.resolve(file);
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${Date.now()}.tmp`,
  );
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw new CliError(CLI_MESSAGES.writeFailed(file, (error as Error).message));
  }
}

export interface CliIo {
  stdout: (bytes: Uint8Array) => Promise<void>;
  stderr: (line: string) => void;
  now?: Date;
}

const processIo: CliIo = {
  stdout: (bytes) =>
    new Promise((resolve, reject) =>
      process.stdout.write(bytes, (error) => (error ? reject(error) : resolve())),
    ),
  stderr: (line) => process.stderr.write(`${line}\n`),
};

/** Runs the CLI; answers the exit code (0 ok, 2 bad input, 1 unexpected failure). */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  try {
    // --help wins over everything else on the line: the usage on stdout, nothing else done.
    if (argv.includes('--help')) {
      await io.stdout(new TextEncoder().encode(`${CLI_MESSAGES.usage}\n`));
      return 0;
    }
    const options = parseArgs(argv);
    const json = readExport(options.input);
    const { bytes } = await renderReport(options, json, io.now);
    if (options.out !== undefined) writeAtomically(options.out, bytes);
    else await io.stdout(bytes);
    return 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.stderr(error.message);
      return 2;
    }
    io.stderr(
      `Erro inesperado: ${(error as Error).message ?? String(error)}`.split('\n')[0] as string,
    );
    return 1;
  }
}

const invokedPath = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (invokedPath === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
