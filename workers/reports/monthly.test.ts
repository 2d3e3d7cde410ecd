import { aLine, anEntry } from '../../src/core/testing/builders';
import { buildDataset } from '../engine/dataset';
import { allRows, csvLines, runTiny, tinyParams } from '../testSupport';
import { monthlyReport } from './monthly';

// Today 21/11/2026: the 12 cycles run DEZ/2025 … NOV/2026 (D19). Only sent_status true_opened
// counts (D10).
// Equipe 03, OUT (26/09–25/10):
//   0300001 28/09: NDE120SI 2 × 350 × 1 = 700; 70055RD 2 × 412,60 × 1,6568 = 1367,191 → 1367,19;
//                  70050RD 36 × 14,30 × 1,6568 = 852,921 → 852,92 → 2920,11
//   0300002 06/10: 89 × 2,85 = 253,65; 2 × 310,75 × 1,6568 = 1029,701 → 1029,70;
//                  5 × 96,50 × 1,6568 = 799,406 → 799,41 → 2082,76
//   0300004 15/10: 3131,35; 0300005 20/10: 6 × 312,40 × 1,6568 = 3105,506 → 3105,51
//   OUT = 11239,73. NOV: 0300006 3131,35 + 0300008 4305,51 + 0300009 3335,93 = 10772,79 (0300007
//   is 'true_closed' and 0300010 'sending': not in the monthly report). Total 22012,52 in 7;
//   Média over 2 cycles = 11006,26.
// Equipe 10: OUT 2286,21 + 7817,25 = 10103,46; NOV 518,25 + 3376,45 = 3894,70; total 13998,16
//   in 4; Média 6999,08.
const ZEROS = Array(10).fill('0,00').join(';');

describe('monthly report', () => {
  it('sums 12 billing cycles per team with Total, Média and Boletins (D19, D45)', () => {
    expect(csvLines(runTiny('monthly', ['ORCDISTBA10', 'ORCDISTBA03', 'ORCDISTBA17']))).toEqual([
      'Equipe;DEZ/2025;JAN/2026;FEV/2026;MAR/2026;ABR/2026;MAI/2026;JUN/2026;JUL/2026;AGO/2026;SET/2026;OUT/2026;NOV/2026;Total;Média;Boletins',
      `"Equipe 03";${ZEROS};11239,73;10772,79;22012,52;11006,26;7`,
      `"Equipe 10";${ZEROS};10103,46;3894,70;13998,16;6999,08;4`,
      `"Equipe 17";${ZEROS};0,00;0,00;0,00;0,00;0`,
    ]);
  });

  it('ignores the period and search (D45) and marks teams without data', () => {
    const result = runTiny('monthly', ['ORCDISTBA10', 'ORCDISTBA17'], '2026-11-01', '2026-11-02', {
      search: 'nothing matches this',
    });
    const rows = allRows(result);
    expect(rows.map((r) => [r.teamId, r.totalCents, r.hasData])).toEqual([
      ['ORCDISTBA10', 1399816, true],
      ['ORCDISTBA17', 0, false],
    ]);
    expect(result.summary.cycles.map((c) => c.label)).toEqual([
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
  });

  it('colours each cycle against the monthly goal: at or above is above', () => {
    const result = runTiny('monthly', ['ORCDISTBA10'], undefined, undefined, {
      goals: { daily: 5000, max: 120000, monthly: 3894.7 },
    });
    // OUT 10103,46 ≥ 3894,70 above; NOV 3894,70 = goal → above; empty cycles below.
    expect(allRows(result)[0]?.cycleStatus.slice(9)).toEqual(['below', 'above', 'above']);
  });

  it('puts a bulletin on the edge of a cycle in the right one (D6: 26th 00:00 to 25th 23:59:59.999)', () => {
    // Today 21/11/2026: DEZ/2025 starts 26/11/2025, NOV/2026 ends 25/11/2026 (D19). Each bulletin
    // is one line of n × 100,00 × 1 = n × 100,00.
    const at = (key: string, date: number, quantity: number) =>
      anEntry({ id: key, date, services: [aLine({ quantity, price: 100, factor: 1 })] }, key);
    const data = buildDataset(
      [
        at('a', Date.UTC(2025, 10, 25, 23, 59, 59, 999), 1), // before DEZ: out
        at('b', Date.UTC(2025, 10, 26), 2), // DEZ
        at('c', Date.UTC(2026, 9, 25, 23, 59, 59, 999), 3), // OUT
        at('d', Date.UTC(2026, 9, 26), 4), // NOV
        at('e', Date.UTC(2026, 10, 25, 23, 59, 59, 999), 5), // NOV
        at('f', Date.UTC(2026, 10, 26), 6), // after NOV: out
      ],
      ['ORCDISTBA01'],
      1,
    );
    const result = monthlyReport(data, tinyParams(['ORCDISTBA01']));
    const [row] = allRows(result);
    // DEZ 200,00; OUT 300,00; NOV 400,00 + 500,00 = 900,00; Total 1400,00 in 4 bulletins;
    // Média over the 3 cycles above 0: 1400,00 ÷ 3 = 466,666… → 466,67.
    expect(row?.cycleCents).toEqual([20000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30000, 90000]);
    expect([row?.totalCents, row?.invoices, row?.averageCents]).toEqual([140000, 4, 46667]);
    const { cycles } = result.summary;
    expect([cycles[0]?.start, cycles[11]?.end]).toEqual([
      Date.UTC(2025, 10, 26),
      Date.UTC(2026, 10, 25, 23, 59, 59, 999),
    ]);
    expect([cycles[0]?.csvLabel, cycles[11]?.csvLabel]).toEqual(['DEZ/2025', 'NOV/2026']);
    // D24, D34: no footer row, no sort.
    expect([result.footers, result.csv.footers, Object.keys(result.sortKeys)]).toEqual([
      [],
      [],
      [],
    ]);
  });
});
