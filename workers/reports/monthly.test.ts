import { allRows, csvLines, runTiny } from '../testSupport';

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
});
