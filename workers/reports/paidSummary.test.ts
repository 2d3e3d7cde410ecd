import { allRows, csvLines, runTiny } from '../testSupport';

describe('paid summary report', () => {
  it('has a row per selected team, zeros included, and a Total row (D16, D40, D42)', () => {
    // ORCDISTBA10 over 26/09–25/11/2026: 4 bulletins, 1000002 paid (7817,25): 1 ÷ 4 = 25 %.
    // ORCDISTBA17 has no bulletins: zeros. Total: % from the column totals, 1 ÷ 4 = 25.
    const result = runTiny(
      'paid-summary',
      ['ORCDISTBA17', 'ORCDISTBA10'],
      '2026-09-26',
      '2026-11-25',
    );
    expect(csvLines(result)).toEqual([
      'Equipe;Valor Total Pago;Qtd. Pagos;Qtd. Total;% Pagos',
      '"Equipe 10";7817,25;1;4;25',
      '"Equipe 17";0,00;0;0;0',
      'Total;7817,25;1;4;25',
    ]);
    expect(result.summary.cards).toEqual({
      paidInvoices: 1,
      totalInvoices: 4,
      paidValueCents: 781725,
    });
  });

  it('Valor Total Pago counts paid lines of unpaid bulletins; % rounds half away (D16)', () => {
    // ORCDISTBA01 in the current period: accepted 0100007, 0100008, 0100009, 0100010, 0100011,
    // 0100012 (0100006 is not sent) = 6 bulletins, none with paid = true → 0 %.
    // Paid lines: 0100007 → 2459,39 (see paid.test.ts); 0100010 80018 c 97 × 2,85 × 1 = 276,45
    // with pedido 4523123157 → 2735,84.
    const result = runTiny('paid-summary', ['ORCDISTBA01']);
    expect(csvLines(result).slice(1)).toEqual(['"Equipe 01";2735,84;0;6;0', 'Total;2735,84;0;6;0']);
  });

  it("the Total % is from the column totals, not the rows' percentages (D42); no sort (D34)", () => {
    // 26/09–25/11/2026. ORCDISTBA02: 0200001–0200008 and 0200010 are sent with a valid date
    // (0200005 by header.date, D6; 0200009 is not sent): 9, of which 0200003 and 0200007 are
    // paid → 2 ÷ 9 = 22,2 → 22. ORCDISTBA10: 1 ÷ 4 = 25. Total: 3 ÷ 13 = 23,08 → 23 (not 47
    // nor 23,5).
    const result = runTiny(
      'paid-summary',
      ['ORCDISTBA10', 'ORCDISTBA02'],
      '2026-09-26',
      '2026-11-25',
    );
    expect(
      allRows(result).map((r) => [
        r.id,
        r.teamId,
        r.teamName,
        r.paidCount,
        r.totalCount,
        r.percentPaid,
      ]),
    ).toEqual([
      [0, 'ORCDISTBA02', 'Equipe 02', 2, 9, 22],
      [1, 'ORCDISTBA10', 'Equipe 10', 1, 4, 25],
    ]);
    expect(result.summary.footer).toMatchObject({ paidCount: 3, totalCount: 13, percentPaid: 23 });
    expect(result.summary.cards).toMatchObject({ paidInvoices: 3, totalInvoices: 13 });
    expect(Object.keys(result.sortKeys)).toEqual([]);
  });
});
