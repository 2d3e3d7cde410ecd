import {
  csvBool,
  csvCoelbaQuantity,
  csvDecimal,
  csvDocument,
  csvFactor,
  csvField,
  csvFileName,
  csvHeader,
  csvInteger,
  csvLine,
  csvMoney,
  csvPercent,
  csvQuantity,
  csvQuoted,
  formatDateTime,
  formatDecimal,
  formatFileSize,
  formatInteger,
  formatMoney,
  formatMoneyCents,
  formatPercent,
  formatQuantity,
} from './format';

describe('screen formats (SPEC §9: pt-BR, R$)', () => {
  it('money from cents', () => {
    expect(formatMoneyCents(123456)).toBe('R$ 1.234,56');
    expect(formatMoneyCents(123456789)).toBe('R$ 1.234.567,89');
    expect(formatMoneyCents(100000)).toBe('R$ 1.000,00');
    expect(formatMoneyCents(5)).toBe('R$ 0,05');
    expect(formatMoneyCents(0)).toBe('R$ 0,00');
    expect(formatMoneyCents(-500)).toBe('-R$ 5,00');
  });

  it('money from reais, rounded to the cent (D5)', () => {
    expect(formatMoney(1.005)).toBe('R$ 1,01');
    expect(formatMoney(999999.999)).toBe('R$ 1.000.000,00');
  });

  it('quantities, integers and percentages', () => {
    expect(formatQuantity(1234.5)).toBe('1.234,50');
    expect(formatQuantity(0.005)).toBe('0,01');
    expect(formatInteger(1234567)).toBe('1.234.567');
    // P60: a photo's size beside its preview.
    expect(formatFileSize(300)).toBe('1 kB');
    expect(formatFileSize(412 * 1024 + 300)).toBe('412 kB');
    expect(formatFileSize(999 * 1024)).toBe('999 kB');
    expect(formatFileSize(1000 * 1024)).toBe('1,0 MB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2,4 MB');
    expect(formatInteger(123456)).toBe('123.456');
    expect(formatInteger(123)).toBe('123');
    expect(formatPercent(45)).toBe('45%');
    expect(formatPercent(12.5, 1)).toBe('12,5%');
    expect(formatDecimal(-0.001, 2)).toBe('0,00');
    expect(formatDecimal(-1234.5, 1)).toBe('-1.234,5');
  });

  it('date and time, shifted to the viewer’s offset', () => {
    expect(formatDateTime(Date.UTC(2026, 10, 20, 13, 5), -180)).toBe('20/11/2026 10:05');
    expect(formatDateTime(Date.UTC(2026, 0, 1, 1, 0))).toBe('01/01/2026 01:00');
  });
});

describe('CSV fields (D23)', () => {
  it('are quoted per RFC 4180 only when they hold ; " or a line break', () => {
    expect(csvField('Ilhéus')).toBe('Ilhéus');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField('linha\nquebra')).toBe('"linha\nquebra"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('team names are always quoted (D43)', () => {
    expect(csvQuoted('Equipe 01')).toBe('"Equipe 01"');
  });

  it('rows are joined by ; and end with CRLF; the file starts with a BOM', () => {
    expect(csvLine(['1', '"Equipe 01"', '10,00'])).toBe('1;"Equipe 01";10,00\r\n');
    expect(csvHeader(['ID', 'Valor; R$'])).toBe('ID;"Valor; R$"\r\n');
    expect(
      csvDocument(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('\uFEFFA;B\r\n1;2\r\n3;4\r\n');
    expect(csvDocument(['A'], [])).toBe('\uFEFFA\r\n');
  });
});

describe('CSV numbers (D23, D43)', () => {
  it('money: two decimals, decimal comma, no thousands separator', () => {
    expect(csvMoney(123450)).toBe('1234,50');
    expect(csvMoney(123456789)).toBe('1234567,89');
    // Ten cents are ",10", not ",010"; a sum past the largest double counts as 0 (D5, P13).
    expect(csvMoney(1010)).toBe('10,10');
    expect(csvMoney(Number.POSITIVE_INFINITY)).toBe('0,00');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(0)).toBe('0,00');
    expect(csvMoney(-5)).toBe('-0,05');
  });

  it('quantities: two decimals', () => {
    expect(csvQuantity(12.5)).toBe('12,50');
    expect(csvQuantity(1234.567)).toBe('1234,57');
    expect(csvQuantity(21.5)).toBe('21,50');
  });

  it('Coelba quantity: integer part padded to three digits', () => {
    expect(csvCoelbaQuantity(5)).toBe('005,00');
    expect(csvCoelbaQuantity(0.25)).toBe('000,25');
    expect(csvCoelbaQuantity(1234.5)).toBe('1234,50');
  });

  it('factor: four decimals', () => {
    expect(csvFactor(1.6568)).toBe('1,6568');
    expect(csvFactor(1)).toBe('1,0000');
    expect(csvFactor(1.23456)).toBe('1,2346');
  });

  it('integers, percentages without %, booleans Sim/Não', () => {
    expect(csvInteger(42)).toBe('42');
    expect(csvPercent(45)).toBe('45');
    expect(csvPercent(12.25, 1)).toBe('12,3');
    expect(csvPercent(0, 1)).toBe('0,0');
    expect(csvBool(true)).toBe('Sim');
    expect(csvBool(false)).toBe('Não');
    expect(csvDecimal(1.5, 7)).toBe('1,5000000');
  });

  it('file name: prefix + yyyy-mm-dd + .csv', () => {
    expect(csvFileName('relatorio-geral-', Date.UTC(2026, 10, 20))).toBe(
      'relatorio-geral-2026-11-20.csv',
    );
  });
});

describe('P13: numbers never in exponent notation', () => {
  const zeros = (n: number) => '0'.repeat(n);

  it('a stored 1e300 is written out in plain digits, in the CSV and on screen', () => {
    // 1e300 reais = 1e302 cents: "1", 300 zeros, then the two decimals.
    expect(csvMoney(1e302)).toBe(`1${zeros(300)},00`);
    expect(csvMoney(-1.6568e302)).toBe(`-16568${zeros(296)},00`);
    expect(csvDecimal(1e300, 2)).toBe(`1${zeros(300)},00`);
    expect(csvFactor(1e300)).toBe(`1${zeros(300)},0000`);
    expect(csvQuantity(-2.5e21)).toBe(`-25${zeros(20)},00`);
    expect(csvInteger(1e25)).toBe(`1${zeros(25)}`);
    expect(csvCoelbaQuantity(1e21)).toBe(`1${zeros(21)},00`);
    expect(csvPercent(1e22, 1)).toBe(`1${zeros(22)},0`);
    expect(formatMoneyCents(1e23)).toBe('R$ 1.000.000.000.000.000.000.000,00');
    expect(formatDecimal(1e21, 0)).toBe('1.000.000.000.000.000.000.000');
  });

  it('whole cents past 2^53 keep their last two digits as the decimals', () => {
    // 2^53 = 9007199254740992 and 2^53 + 2 are exact doubles.
    expect(csvMoney(2 ** 53)).toBe('90071992547409,92');
    expect(csvMoney(2 ** 53 + 2)).toBe('90071992547409,94');
    expect(formatMoneyCents(2 ** 53)).toBe('R$ 90.071.992.547.409,92');
  });

  it('a sum that is not finite counts as 0, as D5 rounds it', () => {
    expect(csvMoney(Number.POSITIVE_INFINITY)).toBe('0,00');
    expect(csvMoney(Number.NEGATIVE_INFINITY)).toBe('0,00');
    expect(csvMoney(Number.NaN)).toBe('0,00');
    expect(formatMoneyCents(Number.POSITIVE_INFINITY)).toBe('R$ 0,00');
    expect(csvDecimal(Number.POSITIVE_INFINITY, 2)).toBe('0,00');
  });

  it('ordinary amounts are unchanged', () => {
    expect(csvMoney(123456)).toBe('1234,56');
    expect(csvMoney(-5)).toBe('-0,05');
    expect(formatMoneyCents(-5)).toBe('-R$ 0,05');
    expect(csvDecimal(-1e20, 2)).toBe(`-1${zeros(20)},00`);
  });
});
