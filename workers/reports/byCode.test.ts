import { allRows, csvLines, runTiny } from '../testSupport';

// ORCDISTBA10 in the current period (26/10–25/11/2026, today 21/11): 1000003 (30/10) and
// 1000004 (02/11). Lines with a code, by hand:
//   1000003 70070II  2 × 156,40 × 1,6568 = 518,247  → 518,25
//   1000004 NDE119SI 86 × 2,85 × 1       = 245,10
//   1000004 70030II  1 × 1890 × 1,6568   = 3131,352 → 3131,35   (its uncoded line is ignored)
// D22/D33 order by code: "70030ii" < "70070ii" < "nde119si".
const TEAM10 = ['ORCDISTBA10'];

describe('by-code report', () => {
  it('has one row per coded line, ordered by code, date and planilha (D22)', () => {
    expect(csvLines(runTiny('by-code', TEAM10))).toEqual([
      'Planilha;Pedido;Data;Código;Serviço;Qtd;Valor;Projeto;Mun.;PES;OS;Setor;Total Parc.',
      '1000004;-;02/11/2026;70030II;Instalação de transformador trifásico até 75 kVA;1,00;1890,00;PJ-2026-25783;Muritiba;7034327;89923314;Regional Metropolitana;3131,35',
      '1000003;-;30/10/2026;70070II;Instalação de aterramento;2,00;156,40;PJ-2026-16264;Feira de Santana;9971459;20744820;Regional Recôncavo;518,25',
      '1000004;-;02/11/2026;NDE119SI;Deslocamento de equipe (investimento);86,00;2,85;PJ-2026-25783;Muritiba;7034327;89923314;Regional Metropolitana;245,10',
    ]);
  });

  it('cards: lines, unique codes, unique boletins, quantity and value', () => {
    // 3 lines, 3 codes, 2 bulletins, 2 + 86 + 1 = 89, 518,25 + 245,10 + 3131,35 = 3894,70
    expect(runTiny('by-code', TEAM10).summary.cards).toEqual({
      lines: 3,
      uniqueCodes: 3,
      uniqueInvoices: 2,
      totalQuantity: 89,
      totalValueCents: 389470,
    });
  });

  it('reads decimal commas and thousands dots and rounds each line half away (D3, D5)', () => {
    // ORCDISTBA01 on 31/10/2026: 0100008 and 0100009.
    //   0100008 NDM108SC qty "1,5" × 2,85 × 1 = 4,275 → 4,28
    //   0100008 80012C 2 × "1.234,56" × 1,6568 = 4090,838 → 4090,84
    //   0100008 80018C " 2 " × 42,10 × "1,6568" = 139,50256 → 139,50
    //   0100009 NDM108SC 143 × 2,85 × 1 = 407,55
    //   0100009 80050C 7 × 72,80 × 1,6568 = 844,305 → 844,31
    const rows = allRows(runTiny('by-code', ['ORCDISTBA01'], '2026-10-31', '2026-10-31'));
    expect(rows.map((r) => [r.planilha, r.code, r.quantity, r.price, r.totalCents])).toEqual([
      ['0100008', '80012C', 2, 1234.56, 409084],
      ['0100008', '80018C', 2, 42.1, 13950],
      ['0100009', '80050C', 7, 72.8, 84431],
      ['0100008', 'NDM108SC', 1.5, 2.85, 428],
      ['0100009', 'NDM108SC', 143, 2.85, 40755],
    ]);
  });

  it('searches code, service, pedido, project and city (SPEC §2, D21)', () => {
    const codes = (search: string) =>
      allRows(runTiny('by-code', ['ORCDISTBA01'], '2026-09-26', '2026-11-25', { search })).map(
        (r) => `${r.planilha}/${r.code}`,
      );
    expect(codes('80018')).toEqual(['0100010/80018 c', '0100008/80018C']); // code
    expect(codes('religador')).toEqual(['0100007/70060II']); // service
    expect(codes('4574640953')).toEqual(['0100007/70040RD', '0100007/80022C']); // pedido
    expect(codes('pj-2026-83433')).toEqual(['0100012/70020II', '0100012/NDE119SI']); // project
    expect(codes('AMELIA')).toEqual([
      '0100012/70020II',
      '0100008/80012C',
      '0100008/80018C',
      '0100012/NDE119SI',
      '0100008/NDM108SC',
    ]); // city, accents removed ("nde…" before "ndm…")
    expect(codes('Recondutoramento')).toEqual(['0100004I/70065RD']); // service again
  });

  it('cards count a code and a bulletin once however many lines share it', () => {
    // ORCDISTBA01 on 31/10/2026 (lines worked above): 5 lines, NDM108SC twice → 4 codes, 2
    // bulletins; 2 + 2 + 7 + 1,5 + 143 = 155,5; 4090,84 + 139,50 + 844,31 + 4,28 + 407,55 = 5486,48.
    expect(runTiny('by-code', ['ORCDISTBA01'], '2026-10-31', '2026-10-31').summary.cards).toEqual({
      lines: 5,
      uniqueCodes: 4,
      uniqueInvoices: 2,
      totalQuantity: 155.5,
      totalValueCents: 548648,
    });
  });
});
