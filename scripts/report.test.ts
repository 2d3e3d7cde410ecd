import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { CLI_MESSAGES } from '../workers/messages';
import { main, parseArgs } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tiny = path.join(root, 'fixtures', 'tiny.json');

async function run(argv: string[]) {
  const out: Uint8Array[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    stdout: async (bytes) => {
      out.push(bytes);
    },
    stderr: (line) => err.push(line),
    now: new Date(2026, 10, 21),
  });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(out[0] ?? new Uint8Array());
  return { code, err, text };
}

function scratch(): string {
  return mkdtempSync(path.join(tmpdir(), 'report-cli-'));
}

describe('report CLI: bad input exits non-zero with one Portuguese line', () => {
  const cases: [string, string[], string][] = [
    [
      'a missing file',
      ['general', '--input', '/nope/missing.json'],
      CLI_MESSAGES.inputNotFound('/nope/missing.json'),
    ],
    ['an unknown kind', ['geral', '--input', tiny], 'Relatório desconhecido: "geral".'],
    ['no kind', ['--input', tiny], 'Informe o relatório'],
    ['no input', ['general'], CLI_MESSAGES.missingInput],
    [
      'an unknown team (D32)',
      ['general', '--input', tiny, '--teams', 'ORCDISTBA01,XPTO'],
      CLI_MESSAGES.unknownTeam('XPTO'),
    ],
    [
      'an invalid date',
      ['general', '--input', tiny, '--from', '2026-02-31', '--to', '2026-03-01'],
      CLI_MESSAGES.invalidDate('--from', '2026-02-31'),
    ],
    [
      'a date in another format',
      ['general', '--input', tiny, '--today', '21/11/2026'],
      CLI_MESSAGES.invalidDate('--today', '21/11/2026'),
    ],
    [
      'from after to',
      ['general', '--input', tiny, '--from', '2026-11-02', '--to', '2026-11-01'],
      CLI_MESSAGES.fromAfterTo('2026-11-02', '2026-11-01'),
    ],
    [
      'from without to',
      ['general', '--input', tiny, '--from', '2026-11-02'],
      CLI_MESSAGES.fromWithoutTo,
    ],
    [
      'a negative goal',
      ['daily', '--input', tiny, '--daily-goal', '-5'],
      CLI_MESSAGES.negativeGoal('--daily-goal', '-5'),
    ],
    [
      'a non-numeric goal',
      ['daily', '--input', tiny, '--max-goal', 'muito'],
      CLI_MESSAGES.invalidGoal('--max-goal', 'muito'),
    ],
    [
      'a goal of more digits than a number holds (not finite)',
      ['daily', '--input', tiny, '--daily-goal', '9'.repeat(400)],
      CLI_MESSAGES.goalNotFinite('--daily-goal'),
    ],
    [
      'a goal written as Infinity',
      ['monthly', '--input', tiny, '--monthly-goal', 'Infinity'],
      CLI_MESSAGES.invalidGoal('--monthly-goal', 'Infinity'),
    ],
    [
      'a goal in exponent notation',
      ['daily', '--input', tiny, '--max-goal', '1e400'],
      CLI_MESSAGES.invalidGoal('--max-goal', '1e400'),
    ],
    [
      'a goal that is NaN',
      ['daily', '--input', tiny, '--daily-goal', 'NaN'],
      CLI_MESSAGES.invalidGoal('--daily-goal', 'NaN'),
    ],
    ['an empty --out', ['general', '--input', tiny, '--out', ''], CLI_MESSAGES.emptyOut],
    ['an empty --out=', ['general', '--input', tiny, '--out='], CLI_MESSAGES.emptyOut],
    ['a blank --out', ['general', '--input', tiny, '--out', '  '], CLI_MESSAGES.emptyOut],
    [
      'an unknown status',
      ['general', '--input', tiny, '--status', 'pagos'],
      CLI_MESSAGES.invalidStatus('pagos'),
    ],
    [
      'a status outside general (D41)',
      ['by-code', '--input', tiny, '--status', 'paid'],
      CLI_MESSAGES.statusNotAllowed('by-code'),
    ],
    [
      'a search on a report without search (D41)',
      ['daily', '--input', tiny, '--search', 'x'],
      CLI_MESSAGES.searchNotAllowed('daily'),
    ],
    [
      'a sort key of another report',
      ['by-code', '--input', tiny, '--sort', 'total'],
      'Ordenação inválida para by-code',
    ],
    [
      'a sort on a report without sort (D34)',
      ['daily', '--input', tiny, '--sort', 'valor'],
      'não tem ordenação',
    ],
    [
      'an unknown option',
      ['general', '--input', tiny, '--format', 'xls'],
      CLI_MESSAGES.unknownOption('--format'),
    ],
    [
      'an option without value',
      ['general', '--input', tiny, '--out'],
      CLI_MESSAGES.missingValue('--out'),
    ],
  ];
  for (const [name, argv, message] of cases) {
    it(name, async () => {
      const { code, err, text } = await run(argv);
      expect(code).toBe(2);
      expect(err).toHaveLength(1);
      expect(err[0]).toContain(message.replace(/\.$/, ''));
      expect(err[0]).not.toContain('\n');
      expect(text).toBe('');
    });
  }

  it('invalid JSON', async () => {
    const dir = scratch();
    const file = path.join(dir, 'broken.json');
    writeFileSync(file, '{"forms": {');
    const { code, err } = await run(['general', '--input', file]);
    expect(code).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^O arquivo .*broken\.json não contém um JSON válido/);
  });

  it('JSON that is not an export', async () => {
    const dir = scratch();
    const file = path.join(dir, 'list.json');
    writeFileSync(file, '[1, 2]');
    const { code, err } = await run(['general', '--input', file]);
    expect(code).toBe(2);
    expect(err).toEqual([CLI_MESSAGES.notAnExport(file)]);
  });

  it('leaves no --out file when the input is bad, nor a half-written one when writing fails', async () => {
    const dir = scratch();
    const out = path.join(dir, 'r.csv');
    expect((await run(['general', '--input', tiny, '--teams', 'XPTO', '--out', out])).code).toBe(2);
    const missingDir = path.join(dir, 'no-such-dir', 'r.csv');
    const failed = await run(['general', '--input', tiny, '--out', missingDir]);
    expect(failed.code).toBe(2);
    expect(failed.err[0]).toContain(`Não foi possível gravar ${missingDir}`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a real process exits 2 and prints one line on stderr', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts', 'report.ts'),
        'by-code',
        '--input',
        tiny,
        '--teams',
        'NOPE',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([CLI_MESSAGES.unknownTeam('NOPE')]);
  });
});

describe('report CLI: output', () => {
  it('defaults to every team of the export, today’s billing period and status all (D31, D32, D41)', async () => {
    const { code, text } = await run(['paid-summary', '--input', tiny, '--today', '2026-11-21']);
    expect(code).toBe(0);
    // Current period (26/10–25/11/2026): the teams of forms, sorted (D32).
    expect(text.split('\r\n').map((l) => l.split(';')[0])).toEqual([
      '\uFEFFEquipe',
      '"Equipe 01"',
      '"Equipe 02"',
      '"Equipe 03"',
      '"Equipe 10"',
      'Total',
      '',
    ]);
  });

  it('without --today uses the local calendar date (D8)', async () => {
    const withToday = await run(['general', '--input', tiny, '--today', '2026-11-21']);
    const local = await run(['general', '--input', tiny]);
    expect(local.text).toBe(withToday.text);
  });

  it('writes --out atomically with the same bytes as stdout', async () => {
    const dir = scratch();
    const out = path.join(dir, 'coelba.csv');
    const argv = ['coelba', '--input', tiny, '--today', '2026-11-21', '--teams', 'ORCDISTBA10'];
    expect((await run([...argv, '--out', out])).code).toBe(0);
    const stdout = await run(argv);
    expect(readFileSync(out).toString('utf8')).toBe(stdout.text);
    expect(readdirSync(dir)).toEqual(['coelba.csv']);
  });

  it('applies period, teams, search, status, goals and sort', async () => {
    const { text } = await run([
      'by-code',
      '--input',
      tiny,
      '--today',
      '2026-11-21',
      '--teams',
      'ORCDISTBA10',
      '--from',
      '2026-10-30',
      '--to',
      '2026-11-02',
      '--search',
      'Muritiba',
      '--sort',
      'quantidade:desc',
    ]);
    // 1000004's lines (Muritiba): NDE119SI 86, then 70030II 1.
    expect(
      text
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';')[3]),
    ).toEqual(['NDE119SI', '70030II']);
    const daily = await run([
      'daily',
      '--input',
      tiny,
      '--today',
      '2026-11-21',
      '--teams',
      'ORCDISTBA10',
      '--daily-goal',
      '100',
      '--max-goal',
      '3894,70',
    ]);
    expect(daily.text.split('\r\n')[1]).toBe(
      '1;"Equipe 10";3894,70;2;0;0,00;2;22,00;177,03;Acima da Meta;Na Máxima',
    );
    const general = await run([
      'general',
      '--input',
      tiny,
      '--today',
      '2026-11-21',
      '--status',
      'unchecked',
      '--teams',
      'ORCDISTBA10',
    ]);
    expect(
      general.text
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';')[0]),
    ).toEqual(['1000003', '1000004']);
  });

  it('accepts the 17 fixed team ids even when the export has none of their bulletins (D32)', async () => {
    const { code, text } = await run([
      'paid-summary',
      '--input',
      tiny,
      '--today',
      '2026-11-21',
      '--teams',
      'ORCDISTBA17',
    ]);
    expect(code).toBe(0);
    expect(text.split('\r\n')[1]).toBe('"Equipe 17";0,00;0;0;0');
  });

  it('parses --sort with a default direction and option=value forms', () => {
    expect(parseArgs(['by-code', '--input=x.json', '--sort', 'data']).sort).toEqual({
      key: 'data',
      direction: 'asc',
    });
    expect(existsSync(tiny)).toBe(true);
  });
});

describe('report CLI: --help', () => {
  it('prints the usage on stdout and exits 0, whatever else is on the line', async () => {
    for (const argv of [['--help'], ['general', '--input', '/nope.json', '--help']]) {
      const { code, err, text } = await run(argv);
      expect(code).toBe(0);
      expect(err).toEqual([]);
      expect(text).toBe(`${CLI_MESSAGES.usage}\n`);
    }
  });

  it('a real process prints the usage line and exits 0', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts', 'report.ts'), '--help'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${CLI_MESSAGES.usage}\n`);
    expect(result.stdout.startsWith('Uso: npm run report -- <relatório> --input')).toBe(true);
  });
});

describe('report CLI: a real CSV file (D47, P13)', () => {
  it('writes formula-safe text cells and a stored 1e300 in plain digits, read back from disk', () => {
    const dir = scratch();
    const input = path.join(dir, 'export.json');
    const invoice = {
      id: '=1+1',
      date: Date.UTC(2026, 10, 10),
      sent_status: 'true_opened',
      header: {
        title: '-2+3',
        project: '-P',
        pms: '@SUM(A1)',
        os: '+o',
        city: '@c',
        si: '=s',
        sector: '-',
        date: '10/11/2026',
      },
      services: [{ code: '+C', activity: '=serv', price: 1e300, quantity: 1, factor: 1 }],
    };
    // JSON writes 1e300 as "1e+300": the stored number is read as written (D3).
    writeFileSync(input, JSON.stringify({ forms: { '@EQUIPE': { k1: invoice } } }));
    const runCli = (kind: string, out: string) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(root, 'scripts', 'report.ts'),
          kind,
          '--input',
          input,
          '--today',
          '2026-11-21',
          '--out',
          out,
        ],
        { cwd: root, encoding: 'utf8' },
      );
    const huge = `1${'0'.repeat(300)},00`;

    const general = path.join(dir, 'general.csv');
    expect(runCli('general', general).status).toBe(0);
    const bytes = readFileSync(general);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').slice(1).split('\r\n')).toEqual([
      'ID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status',
      `'=1+1;"'@EQUIPE";'-P;'-2+3;'@SUM(A1);'+o;'@c;10/11/2026;${huge};Não;Não;Pendente`,
      '',
    ]);

    const byCode = path.join(dir, 'by-code.csv');
    expect(runCli('by-code', byCode).status).toBe(0);
    const text = readFileSync(byCode, 'utf8');
    // Pedido missing: the '-' of D39 stays; Setor '-' stays too.
    expect(text.split('\r\n')[1]).toBe(
      `'=1+1;-;10/11/2026;'+C;'=serv;1,00;${huge};'-P;'@c;'=s;'+o;-;${huge}`,
    );
    expect(text).not.toMatch(/\de[+-]?\d/i);
  });
});

describe('report CLI: --out file.xlsx writes the workbook (D50)', () => {
  it('writes the same rows as the CSV into an .xlsx, ids kept as text', async () => {
    const dir = scratch();
    const csvFile = path.join(dir, 'by-code.csv');
    const xlsxFile = path.join(dir, 'by-code.XLSX');
    const common = ['by-code', '--input', tiny, '--today', '2026-11-21'];
    expect((await run([...common, '--out', csvFile])).code).toBe(0);
    expect((await run([...common, '--out', xlsxFile])).code).toBe(0);
    const bytes = readFileSync(xlsxFile);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer,
    );
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const lines = readFileSync(csvFile, 'utf8').slice(1).split('\r\n').slice(0, -1);
    expect(sheet.rowCount).toBe(lines.length);
    const firstId = lines[1]?.split(';')[0];
    expect(sheet.getRow(2).getCell(1).value).toBe(firstId);
    expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(readdirSync(dir).sort()).toEqual(['by-code.XLSX', 'by-code.csv']);
  });

  it('the usage line mentions .xlsx', () => {
    expect(CLI_MESSAGES.usage).toContain('.xlsx');
  });
});
