/**
 * The CSV cells and file of a report (D23, D24, D42, D47), pure: no worker, no store. Every
 * expected cell is written by hand from the rulings (decimal comma, no thousands separator,
 * dd/mm/yyyy, Sim/Não, `;` quoting, team names always quoted, the formula apostrophe).
 */
import type { ColumnSchema, VisibleColumn } from './contract';
import { DAILY_COLUMNS, GENERAL_COLUMNS, MONTHLY_COLUMNS } from './contract';
import {
  CSV_CELLS,
  CsvWriter,
  FieldCache,
  FieldPieces,
  PiecePool,
  buildCsv,
  csvCell,
  csvFooter,
  csvHeaders,
  csvRowLine,
  formulaSafe,
} from './csv';
import type { CsvTable } from './csv';
import { StringTable } from './engine/strings';

const BOM = '\uFEFF';
/** The bytes as text, BOM kept (TextDecoder drops it otherwise). */
const text = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('formula-safe text cells (D47)', () => {
  it('puts an apostrophe before a text a spreadsheet would take for a formula', () => {
    expect(formulaSafe('=SOMA(1)')).toBe("'=SOMA(1)");
    expect(formulaSafe('+55 71')).toBe("'+55 71");
    expect(formulaSafe('-2+3')).toBe("'-2+3");
    expect(formulaSafe('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(formulaSafe('\tEQ')).toBe("'\tEQ");
    expect(formulaSafe('\rEQ')).toBe("'\rEQ");
    expect(formulaSafe('\nEQ')).toBe("'\nEQ");
  });

  it('leaves the empty pedido "-" (D39), and a risky character past the first, as they are', () => {
    expect(formulaSafe('-')).toBe('-');
    expect(formulaSafe('a=b')).toBe('a=b');
    expect(formulaSafe('1+1')).toBe('1+1');
    expect(formulaSafe(' =A1')).toBe(' =A1');
    expect(formulaSafe('')).toBe('');
    expect(formulaSafe('Feira de Santana')).toBe('Feira de Santana');
  });

  it('the apostrophe is added before quoting (D23 then applies to the result)', () => {
    expect(CSV_CELLS.text('=A1;B1')).toBe('"\'=A1;B1"');
    expect(CSV_CELLS.text('=x')).toBe("'=x");
    expect(CSV_CELLS.team('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(CSV_CELLS.goalStatus('met')).toBe('Na Meta');
  });
});

describe('CSV cells by column format (D23, D24, D43)', () => {
  it('text is quoted only when it holds ";", a quote or a line break', () => {
    expect(CSV_CELLS.text('Melhoria de rede primária')).toBe('Melhoria de rede primária');
    expect(CSV_CELLS.text('a;b')).toBe('"a;b"');
    expect(CSV_CELLS.text('Poste "A"')).toBe('"Poste ""A"""');
    expect(CSV_CELLS.text('linha\r\noutra')).toBe('"linha\r\noutra"');
  });

  it('a team name is always quoted', () => {
    expect(CSV_CELLS.team('Equipe 10')).toBe('"Equipe 10"');
    expect(CSV_CELLS.team('-')).toBe('"-"');
  });

  it('dates are dd/mm/yyyy (UTC, D6)', () => {
    expect(CSV_CELLS.date(Date.UTC(2026, 9, 1))).toBe('01/10/2026');
    expect(CSV_CELLS.date(Date.UTC(2026, 10, 25))).toBe('25/11/2026');
  });

  it('booleans are Sim / Não', () => {
    expect(CSV_CELLS.yesNo(true)).toBe('Sim');
    expect(CSV_CELLS.yesNo(false)).toBe('Não');
  });

  it('money has two decimals with a comma and no thousands separator', () => {
    expect(CSV_CELLS.cents(781725)).toBe('7817,25');
    expect(CSV_CELLS.cents(5)).toBe('0,05');
    expect(CSV_CELLS.reais(48.75)).toBe('48,75');
    expect(CSV_CELLS.reais(1234.5)).toBe('1234,50');
  });

  it('quantities have two decimals; the Coelba quantity pads its integer part to three digits', () => {
    expect(CSV_CELLS.quantity(12.5)).toBe('12,50');
    expect(CSV_CELLS.quantity(1890)).toBe('1890,00');
    expect(CSV_CELLS.coelbaQuantity(5)).toBe('005,00');
    expect(CSV_CELLS.coelbaQuantity(1890)).toBe('1890,00');
  });

  it('a factor has four decimals; counts and rankings none; worked days two', () => {
    expect(CSV_CELLS.factor(1.6568)).toBe('1,6568');
    expect(CSV_CELLS.factor(1)).toBe('1,0000');
    expect(CSV_CELLS.integer(42)).toBe('42');
    expect(CSV_CELLS.ranking(3)).toBe('3');
    expect(CSV_CELLS.days(21.5)).toBe('21,50');
  });

  it('percent paid is a whole number; by-type percentages have one decimal (SPEC §9, D43)', () => {
    expect(CSV_CELLS.percent(66.7)).toBe('67');
    expect(CSV_CELLS.percent(50)).toBe('50');
    expect(CSV_CELLS.percent1(12.46)).toBe('12,5');
    expect(CSV_CELLS.percent1(40)).toBe('40,0');
  });

  it('goal statuses are their D18 labels', () => {
    expect(CSV_CELLS.goalStatus('below')).toBe('Fora da Meta');
    expect(CSV_CELLS.goalStatus('above')).toBe('Acima da Meta');
    expect(CSV_CELLS.maxGoalStatus('below')).toBe('Fora da Máxima');
    expect(CSV_CELLS.maxGoalStatus('met')).toBe('Na Máxima');
    expect(CSV_CELLS.maxGoalStatus('above')).toBe('Acima da Máxima');
  });

  it('monthly writes one money cell per cycle (D24)', () => {
    expect(CSV_CELLS.centsPerCycle([100, 250050, 0])).toBe('1,00;2500,50;0,00');
    expect(CSV_CELLS.centsPerCycle([])).toBe('');
  });

  it('a column writes its value by its own format', () => {
    const column = (format: VisibleColumn['format']) =>
      ({ field: 'x', header: 'X', format }) as VisibleColumn;
    expect(csvCell(column('cents'), 123456)).toBe('1234,56');
    expect(csvCell(column('factor'), 2)).toBe('2,0000');
    expect(csvCell(column('text'), '+1')).toBe("'+1");
  });
});

describe("the header row (D24: the screen's headers, shown columns only)", () => {
  it('lists the shown columns in order', () => {
    expect(csvHeaders(GENERAL_COLUMNS)).toEqual([
      'ID',
      'Equipe',
      'Projeto',
      'Título',
      'PMS',
      'OS',
      'Município',
      'Data',
      'Valor Total',
      'Corrigido',
      'Pago',
      'Status',
    ]);
  });

  it("monthly's cycles column is headed by the cycles' labels, the others by their own", () => {
    expect(csvHeaders(MONTHLY_COLUMNS, { cycleCents: ['out/26', 'nov/26'] })).toEqual([
      'Equipe',
      'out/26',
      'nov/26',
      'Total',
      'Média',
      'Boletins',
    ]);
  });
});

const SMALL = [
  { field: 'teamId', format: 'text', hidden: true },
  { field: 'teamName', header: 'Equipe', format: 'team' },
  { field: 'note', header: 'Obs', format: 'text' },
  { field: 'cents', header: 'Valor', format: 'cents' },
  { field: 'paid', header: 'Pago', format: 'yesNo' },
] as const satisfies ColumnSchema;

describe('a row as a CSV line (D23)', () => {
  it('writes the shown columns, separated by ";", and ends with CRLF', () => {
    const line = csvRowLine(SMALL);
    expect(
      line({
        teamId: 'ORCDISTBA10',
        teamName: 'Equipe 10',
        note: '=1;2',
        cents: 10050,
        paid: true,
      }),
    ).toBe('"Equipe 10";"\'=1;2";100,50;Sim\r\n');
    expect(line({ teamId: 'X', teamName: 'X', note: '', cents: 0, paid: false })).toBe(
      '"X";;0,00;Não\r\n',
    );
  });

  it('a schema of one shown column has no separator', () => {
    expect(csvRowLine([{ field: 'n', header: 'N', format: 'integer' }])({ n: 7 })).toBe('7\r\n');
  });
});

describe('a footer row (D42)', () => {
  it('puts the label in its column, the values given in theirs, and leaves the others empty', () => {
    expect(
      csvFooter(DAILY_COLUMNS, {
        labelField: 'teamName',
        label: 'Total Geral',
        values: { totalValueCents: 1399816, totalInvoices: 4, workDays: 2 },
      }),
    ).toEqual(['', 'Total Geral', '13998,16', '4', '', '', '', '2,00', '', '', '']);
  });

  it('writes the label as it is (never formula-safe), quoted only per D23', () => {
    expect(csvFooter(SMALL, { labelField: 'note', label: '+Total', values: {} })).toEqual([
      '',
      '+Total',
      '',
      '',
    ]);
    expect(csvFooter(SMALL, { labelField: 'note', label: 'a;b', values: { cents: 5 } })).toEqual([
      '',
      '"a;b"',
      '0,05',
      '',
    ]);
  });
});

describe('the CSV file (D23: BOM, header, rows in the screen order, footers, CRLF)', () => {
  const table = (lines: string[], footers: string[][] = []): CsvTable => ({
    headers: ['ID', 'Valor'],
    line: (i) => `${lines[i] as string}\r\n`,
    footers,
  });

  it('writes the rows in the order given, then the footer rows', () => {
    const bytes = buildCsv(table(['a;1', 'b;2', 'c;3'], [['Total', '6']]), [2, 0, 1]);
    expect(text(bytes)).toBe(`${BOM}ID;Valor\r\nc;3\r\na;1\r\nb;2\r\nTotal;6\r\n`);
    // UTF-8 with its byte-order mark.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes a header that needs it', () => {
    const bytes = buildCsv({ headers: ['A;B', 'Ç'], footers: [] }, []);
    expect(text(bytes)).toBe(`${BOM}"A;B";Ç\r\n`);
  });

  it('with no rows is the header (and footers) alone', () => {
    expect(text(buildCsv(table([], [['Total', '0,00']]), []))).toBe(
      `${BOM}ID;Valor\r\nTotal;0,00\r\n`,
    );
  });

  it('a table that writes no rows (neither lines nor a byte writer) is its header and footers', () => {
    expect(text(buildCsv({ headers: ['Equipe'], footers: [['Total']] }, [0, 1]))).toBe(
      `${BOM}Equipe\r\nTotal\r\n`,
    );
  });

  it('keeps every line, in order, past the chunks lines are joined in', () => {
    const n = 5000;
    const lines = Array.from({ length: n }, (_, i) => `${i};ç${i}`);
    const order = Array.from({ length: n }, (_, i) => n - 1 - i);
    const got = text(buildCsv(table(lines), order)).split('\r\n');
    expect(got.length).toBe(n + 2);
    expect(got[0]).toBe(`${BOM}ID;Valor`);
    expect(got[1]).toBe('4999;ç4999');
    expect(got[2048]).toBe(`${n - 2048};ç${n - 2048}`);
    expect(got[2049]).toBe(`${n - 2049};ç${n - 2049}`);
    expect(got[n]).toBe('0;ç0');
    expect(got[n + 1]).toBe('');
    expect(got.slice(1, n + 1)).toEqual(order.map((i) => lines[i]));
  });

  it('a table with a byte writer writes straight into the file, rows in the order given', () => {
    const cells = ['1000001', 'São Félix', '1000002'];
    const csv: CsvTable = {
      headers: ['ID'],
      write: (i, w) => void w.ascii(cells[i] as string).eol(),
      footers: [['Total']],
    };
    expect(text(buildCsv(csv, [1, 2, 0]))).toBe(
      `${BOM}ID\r\nSão Félix\r\n1000002\r\n1000001\r\nTotal\r\n`,
    );
  });
});

describe('the CSV byte buffer', () => {
  it('grows past its first size, keeping what was written', () => {
    const w = new CsvWriter(0);
    const long = 'ação;'.repeat(1000);
    w.text('início\r\n').text(long).ascii('12,50').eol();
    expect(text(w.bytes())).toBe(`início\r\n${long}12,50\r\n`);
  });

  it('ascii writes plain characters byte by byte and hands anything else to UTF-8', () => {
    const w = new CsvWriter(16);
    w.ascii('12,50;').ascii('Município;').ascii('€');
    expect(text(w.bytes())).toBe('12,50;Município;€');
    expect(w.bytes().length).toBe(6 + 11 + 3);
  });

  it('ascii hands U+0080, the first character past ASCII, to UTF-8 (two bytes)', () => {
    const w = new CsvWriter(16).ascii('a\u0080');
    expect([...w.bytes()]).toEqual([0x61, 0xc2, 0x80]);
    expect([...new CsvWriter(16).ascii('\u007f').bytes()]).toEqual([0x7f]);
  });

  it('a line end that falls just past a full buffer is written whole', () => {
    const w = new CsvWriter(0).ascii('x'.repeat(1024)).eol();
    const bytes = w.bytes();
    expect(bytes.length).toBe(1026);
    expect(text(bytes.slice(1023))).toBe('x\r\n');
  });

  it('ascii grows the buffer too', () => {
    const w = new CsvWriter(1);
    const digits = '0123456789'.repeat(300);
    w.ascii(digits).ascii(digits);
    expect(text(w.bytes())).toBe(digits + digits);
  });

  it('copies encoded pieces of a pool, each as often as a line repeats it', () => {
    const pool = new PiecePool(3);
    expect(pool.has(0)).toBe(false);
    pool.set(0, 'Equipe 10;');
    pool.set(2, 'Ação');
    expect(pool.has(0)).toBe(true);
    expect(pool.has(1)).toBe(false);
    expect(pool.has(2)).toBe(true);
    const w = new CsvWriter(1);
    for (let i = 0; i < 200; i += 1) w.piece(pool, 0).piece(pool, 2).eol();
    expect(text(w.bytes())).toBe('Equipe 10;Ação\r\n'.repeat(200));
  });

  it('a pool grows past its first 64 KiB, keeping the pieces already set', () => {
    const pool = new PiecePool(2);
    pool.set(0, 'primeiro');
    const big = 'é'.repeat(40000);
    pool.set(1, big);
    const w = new CsvWriter(0);
    w.piece(pool, 0).piece(pool, 1).piece(pool, 0);
    expect(text(w.bytes())).toBe(`primeiro${big}primeiro`);
  });

  it('the bytes are a copy of what was written, not the whole buffer', () => {
    const w = new CsvWriter(4096).text('ab');
    const bytes = w.bytes();
    expect(bytes.length).toBe(2);
    expect(bytes.buffer.byteLength).toBe(2);
  });
});

describe('interned texts as CSV cells (D23, D47)', () => {
  it('a text cell is formula-safe and quoted only when needed, the same each time it is asked', () => {
    const strings = new StringTable();
    const plain = strings.intern('Muritiba');
    const risky = strings.intern('=A1;B1');
    const cache = new FieldCache(strings);
    expect(cache.get(0)).toBe('');
    expect(cache.get(plain)).toBe('Muritiba');
    expect(cache.get(risky)).toBe('"\'=A1;B1"');
    expect(cache.get(risky)).toBe('"\'=A1;B1"');
    // A text interned after the cache was made is written too.
    const later = strings.intern('@x');
    expect(cache.get(later)).toBe("'@x");
    expect(cache.get(later)).toBe("'@x");
  });

  it('a field piece is the cell, with the separator after it when asked', () => {
    const strings = new StringTable();
    const city = strings.intern('São Félix');
    const pedido = strings.intern('-5');
    const pieces = new FieldPieces(strings);
    expect(pieces.slot(city)).toBe(city * 2);
    expect(pieces.slot(city, true)).toBe(city * 2 + 1);
    expect(pieces.slot(pedido, true)).toBe(pedido * 2 + 1);
    const w = new CsvWriter(0);
    w.piece(pieces.pool, pieces.slot(city, true))
      .piece(pieces.pool, pieces.slot(pedido, true))
      .piece(pieces.pool, pieces.slot(city))
      .eol();
    expect(text(w.bytes())).toBe("São Félix;'-5;São Félix\r\n");
  });
});
