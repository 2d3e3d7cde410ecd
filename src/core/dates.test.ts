import fc from 'fast-check';
import {
  DAY_MS,
  billingCycleOf,
  currentPeriod,
  dayRange,
  dayWeight,
  formatDate,
  formatIsoDate,
  homeDefaultPeriod,
  inRange,
  invoiceDate,
  invoiceInPeriod,
  monthlyCycles,
  parseDayMonthYear,
  parseEditorDate,
  parseIsoDate,
  periodFromIsoDates,
  quickPeriod,
  shiftCycle,
  startOfDay,
  todayFromLocal,
  workDays,
} from './dates';

const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min);
const endOf = (y: number, m: number, d: number) => utc(y, m, d) + DAY_MS - 1;

describe('editor date dd/mm/yyyy (D7)', () => {
  it('is stored as Date.UTC midnight', () => {
    expect(parseEditorDate('05/03/2026')).toBe(utc(2026, 3, 5));
    expect(parseDayMonthYear(' 5/3/2026 ')).toBe(utc(2026, 3, 5));
    expect(parseDayMonthYear('29/02/2024')).toBe(utc(2024, 2, 29));
    expect(parseDayMonthYear('01/01/1900')).toBe(utc(1900, 1, 1));
    expect(parseDayMonthYear('31/12/3000')).toBe(utc(3000, 12, 31));
  });

  it.each([
    ['31/02/2026'],
    ['29/02/2025'],
    ['31/04/2026'],
    ['00/01/2026'],
    ['32/01/2026'],
    ['01/13/2026'],
    ['01/00/2026'],
    ['31/12/1899'],
    ['01/01/3001'],
    ['2026-03-05'],
    ['05/03/26'],
    [''],
  ])('refuses %j', (text) => {
    expect(parseDayMonthYear(text)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseDayMonthYear(20260305)).toBeNull();
    expect(parseDayMonthYear(undefined)).toBeNull();
  });
});

describe('ISO dates yyyy-mm-dd (D6)', () => {
  it('parse to UTC midnight and refuse non-days', () => {
    expect(parseIsoDate('2026-11-25')).toBe(utc(2026, 11, 25));
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('25/11/2026')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });

  it('format in UTC', () => {
    expect(formatIsoDate(utc(2026, 3, 5, 23, 59))).toBe('2026-03-05');
    expect(formatDate(utc(2026, 3, 5, 23, 59))).toBe('05/03/2026');
    expect(formatDate(utc(2026, 12, 31))).toBe('31/12/2026');
    expect(formatDate(utc(2024, 2, 29, 12))).toBe('29/02/2024');
    expect(formatDate(utc(2000, 3, 1) - 1)).toBe('29/02/2000');
    expect(formatIsoDate(utc(1900, 3, 1) - 1)).toBe('1900-02-28');
  });

  it('agree with the calendar for any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: utc(1900, 1, 1), max: utc(3000, 12, 31) }), (ms) => {
        const iso = new Date(ms).toISOString().slice(0, 10);
        expect(formatIsoDate(ms)).toBe(iso);
        const [y, m, d] = iso.split('-');
        expect(formatDate(ms)).toBe(`${d}/${m}/${y}`);
      }),
    );
  });
});

describe("an invoice's date (D6, D38)", () => {
  const header = { date: '06/03/2026' };

  it('is `date` when it is a number of ms', () => {
    expect(invoiceDate({ date: 1_700_000_000_000, header })).toBe(1_700_000_000_000);
  });

  it('is `date` when it is digits-only text, spaces around allowed', () => {
    expect(invoiceDate({ date: ' 1700000000000 ', header })).toBe(1_700_000_000_000);
  });

  it('else `date` as dd/mm/yyyy text', () => {
    expect(invoiceDate({ date: '05/03/2026', header })).toBe(utc(2026, 3, 5));
  });

  it('else header.date as dd/mm/yyyy', () => {
    expect(invoiceDate({ date: '31/02/2026', header })).toBe(utc(2026, 3, 6));
    expect(invoiceDate({ date: '-170', header })).toBe(utc(2026, 3, 6));
    expect(invoiceDate({ header })).toBe(utc(2026, 3, 6));
    expect(invoiceDate({ date: Number.NaN, header })).toBe(utc(2026, 3, 6));
  });

  it('header.date is read only as dd/mm/yyyy; otherwise no valid date', () => {
    expect(invoiceDate({ header: { date: '1700000000000' } })).toBeNull();
    expect(invoiceDate({ date: 'ontem' })).toBeNull();
    expect(invoiceDate({})).toBeNull();
  });
});

describe('periods (D6)', () => {
  it('from A to B cover A 00:00:00.000 to B 23:59:59.999 UTC', () => {
    expect(periodFromIsoDates('2026-10-26', '2026-11-25')).toEqual({
      start: utc(2026, 10, 26),
      end: endOf(2026, 11, 25),
    });
    expect(periodFromIsoDates('2026-11-25', '2026-11-25')).toEqual(
      dayRange(utc(2026, 11, 25), utc(2026, 11, 25, 13)),
    );
  });

  it('are refused when a date is invalid or the start is after the end', () => {
    expect(periodFromIsoDates('2026-02-30', '2026-03-01')).toBeNull();
    expect(periodFromIsoDates('2026-03-01', 'x')).toBeNull();
    expect(periodFromIsoDates('2026-03-02', '2026-03-01')).toBeNull();
  });

  it('include both ends', () => {
    const range = dayRange(utc(2026, 3, 1), utc(2026, 3, 2));
    expect(inRange(utc(2026, 3, 1), range)).toBe(true);
    expect(inRange(endOf(2026, 3, 2), range)).toBe(true);
    expect(inRange(utc(2026, 3, 3), range)).toBe(false);
    expect(inRange(utc(2026, 3, 1) - 1, range)).toBe(false);
  });

  it('start of day drops the time', () => {
    expect(startOfDay(utc(2026, 3, 1, 17, 30))).toBe(utc(2026, 3, 1));
  });
});

describe('a bulletin in a period (D6, P7)', () => {
  const period = {
    start: Date.UTC(2026, 9, 26),
    end: Date.UTC(2026, 10, 25, 23, 59, 59, 999),
  };
  it('counts every date form, from 00:00:00.000 of the first day to 23:59:59.999 of the last', () => {
    expect(invoiceInPeriod({ date: period.start }, period)).toBe(true);
    expect(invoiceInPeriod({ date: period.end }, period)).toBe(true);
    expect(invoiceInPeriod({ date: period.start - 1 }, period)).toBe(false);
    expect(invoiceInPeriod({ date: period.end + 1 }, period)).toBe(false);
    expect(invoiceInPeriod({ date: '25/11/2026' }, period)).toBe(true);
    expect(invoiceInPeriod({ date: '25/10/2026' }, period)).toBe(false);
    expect(invoiceInPeriod({ date: ` ${period.start} ` }, period)).toBe(true);
    expect(invoiceInPeriod({ header: { date: '26/10/2026' } }, period)).toBe(true);
    expect(invoiceInPeriod({ header: { date: '26/11/2026' } }, period)).toBe(false);
    expect(invoiceInPeriod({}, period)).toBe(false);
  });
});

describe('today (D8)', () => {
  it('is the local calendar date as UTC midnight', () => {
    expect(todayFromLocal(new Date(2026, 10, 20, 23, 30))).toBe(utc(2026, 11, 20));
    expect(todayFromLocal(new Date(2026, 10, 20, 0, 5))).toBe(utc(2026, 11, 20));
  });
});

describe('billing cycles (SPEC §9, D19)', () => {
  it('before the 26th: the 26th of last month to the 25th of this one', () => {
    expect(billingCycleOf(utc(2026, 11, 25, 23, 59))).toEqual({
      start: utc(2026, 10, 26),
      end: endOf(2026, 11, 25),
      year: 2026,
      month: 11,
      label: 'NOV',
      csvLabel: 'NOV/2026',
    });
  });

  it('from the 26th: the 26th of this month to the 25th of the next', () => {
    const cycle = billingCycleOf(utc(2026, 11, 26));
    expect(cycle.start).toBe(utc(2026, 11, 26));
    expect(cycle.end).toBe(endOf(2026, 12, 25));
    expect(cycle.csvLabel).toBe('DEZ/2026');
  });

  it('is labelled by the month and year it ends in across the new year', () => {
    const dec = billingCycleOf(utc(2026, 12, 27));
    expect([dec.start, dec.end, dec.label, dec.year]).toEqual([
      utc(2026, 12, 26),
      endOf(2027, 1, 25),
      'JAN',
      2027,
    ]);
    expect(billingCycleOf(utc(2027, 1, 10))).toEqual(dec);
  });

  it('the current period is the cycle of today (D31)', () => {
    expect(currentPeriod(utc(2026, 3, 1)).label).toBe('MAR');
    expect(shiftCycle(utc(2026, 3, 1), -1).label).toBe('FEV');
  });

  it('the monthly report has 12 cycles ending with the current one', () => {
    const cycles = monthlyCycles(utc(2026, 11, 20));
    expect(cycles).toHaveLength(12);
    expect(cycles.map((c) => c.label)).toEqual([
      'DEZ',
      'JAN',
      'FEV',
      'MAR',
      'ABR',
      'MAI',
      'JUN',
      'JUL',
      'AGO',
      'SET',
      'OUT',
      'NOV',
    ]);
    expect(cycles[0]?.start).toBe(utc(2025, 11, 26));
    expect(cycles[0]?.csvLabel).toBe('DEZ/2025');
    expect(cycles[11]?.end).toBe(endOf(2026, 11, 25));
  });

  it('the home default is the current cycle and the two before (D11)', () => {
    expect(homeDefaultPeriod(utc(2026, 11, 20))).toEqual({
      start: utc(2026, 8, 26),
      end: endOf(2026, 11, 25),
    });
  });

  const instant = fc.integer({ min: utc(1900, 2, 1), max: utc(2999, 11, 1) });

  it('every instant lies in exactly one cycle, and cycles tile the calendar (property)', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const cycle = billingCycleOf(ms);
        expect(inRange(ms, cycle)).toBe(true);
        expect(new Date(cycle.start).getUTCDate()).toBe(26);
        expect(new Date(cycle.end).getUTCDate()).toBe(25);
        expect(billingCycleOf(cycle.start)).toEqual(cycle);
        expect(billingCycleOf(cycle.end)).toEqual(cycle);
        const previous = shiftCycle(ms, -1);
        const next = shiftCycle(ms, 1);
        expect(previous.end + 1).toBe(cycle.start);
        expect(cycle.end + 1).toBe(next.start);
        expect(inRange(ms, previous) || inRange(ms, next)).toBe(false);
      }),
    );
  });
});

describe('work days (D18)', () => {
  // 2026-11-02 is a Monday; 2026-10-26 a Monday; 2026-11-25 a Wednesday.
  const far = utc(2030, 1, 1);

  it('weigh Monday to Friday 1, Saturday 0.5, Sunday 0', () => {
    expect(dayWeight(utc(2026, 11, 2))).toBe(1);
    expect(dayWeight(utc(2026, 11, 6))).toBe(1);
    expect(dayWeight(utc(2026, 11, 7))).toBe(0.5);
    expect(dayWeight(utc(2026, 11, 8))).toBe(0);
    expect(workDays(utc(2026, 11, 2), utc(2026, 11, 8), far)).toBe(5.5);
    expect(workDays(utc(2026, 11, 7), utc(2026, 11, 7), far)).toBe(0.5);
    expect(workDays(utc(2026, 11, 8), utc(2026, 11, 8), far)).toBe(0);
  });

  it('a whole billing cycle 26/10–25/11/2026 has 25 work days', () => {
    // 4 weeks (22) + Mon 23, Tue 24, Wed 25 (3)
    expect(workDays(utc(2026, 10, 26), endOf(2026, 11, 25), far)).toBe(25);
  });

  it('stop at today when today is before the end', () => {
    expect(workDays(utc(2026, 11, 2), utc(2026, 11, 30), utc(2026, 11, 4, 15))).toBe(3);
  });

  it('are 0 when the start is after today or after the end', () => {
    expect(workDays(utc(2026, 11, 5), utc(2026, 11, 30), utc(2026, 11, 4))).toBe(0);
    expect(workDays(utc(2026, 11, 5), utc(2026, 11, 4), far)).toBe(0);
  });

  it('of a range equal the sum of its days’ weights (property)', () => {
    const WEIGHTS = [0, 1, 1, 1, 1, 1, 0.5]; // by getUTCDay, Sunday first
    const day = fc.integer({ min: 0, max: 40_000 }).map((n) => utc(2000, 1, 1) + n * DAY_MS);
    fc.assert(
      fc.property(day, fc.integer({ min: -5, max: 800 }), day, (start, length, today) => {
        const end = start + length * DAY_MS;
        let expected = 0;
        for (let d = start; d <= Math.min(end, today); d += DAY_MS) {
          expected += WEIGHTS[new Date(d).getUTCDay()] as number;
        }
        expect(workDays(start, end + 3_600_000, today + 7_200_000)).toBe(expected);
      }),
    );
  });
});

describe('quick periods (issue 22, P21)', () => {
  const range = (from: [number, number, number], to: [number, number, number]) => ({
    start: utc(...from),
    end: endOf(...to),
  });

  it('on 28/11/2026 (cycle DEZ/2026) give the current, previous, last three and year cycles', () => {
    const today = utc(2026, 11, 28);
    expect(quickPeriod('current', today)).toEqual(range([2026, 11, 26], [2026, 12, 25]));
    expect(quickPeriod('previous', today)).toEqual(range([2026, 10, 26], [2026, 11, 25]));
    expect(quickPeriod('last3', today)).toEqual(range([2026, 9, 26], [2026, 12, 25]));
    expect(quickPeriod('year', today)).toEqual(range([2025, 12, 26], [2026, 12, 25]));
  });

  it('before the 26th the current cycle ends this month; the year starts at JAN’s cycle', () => {
    const today = utc(2026, 3, 25);
    expect(quickPeriod('current', today)).toEqual(range([2026, 2, 26], [2026, 3, 25]));
    expect(quickPeriod('previous', today)).toEqual(range([2026, 1, 26], [2026, 2, 25]));
    expect(quickPeriod('year', today)).toEqual(range([2025, 12, 26], [2026, 3, 25]));
  });

  it('from 26/12 the year is the next one: its JAN cycle alone', () => {
    const today = utc(2026, 12, 27);
    expect(quickPeriod('current', today)).toEqual(range([2026, 12, 26], [2027, 1, 25]));
    expect(quickPeriod('year', today)).toEqual(range([2026, 12, 26], [2027, 1, 25]));
    expect(quickPeriod('previous', today)).toEqual(range([2026, 11, 26], [2026, 12, 25]));
    expect(quickPeriod('last3', today)).toEqual(range([2026, 10, 26], [2027, 1, 25]));
  });
});
