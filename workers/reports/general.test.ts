import { allRows, csvLines, runTiny } from '../testSupport';

// ORCDISTBA10 over two cycles (26/09–25/11/2026) holds four accepted bulletins. By hand (D5,
// global factor 1.6568 when the line factor is not above 0):
// 1000001 01/10: NDE119SI 37 × 2,85 × 1 = 105,45; 70015II 17 × 48,75 × 1,6568 = 1373,073 → 1373,07;
//                70015II 10 × 48,75 × 1,6568 = 807,69 → value 2286,21 (checked, viewed → Visualizado)
// 1000002 17/10: 70065RD 315 × 11,25 × 1,6568 = 5871,285 → 5871,29; 70042RD 119 × 9,87 × 1,6568 =
//                1945,9613 → 1945,96 → 7817,25 (checked, paid, attached → Anexado)
// 1000003 30/10: 70070II 2 × 156,4 × 1,6568 = 518,247 → 518,25 (Pendente)
// 1000004 02/11: NDE119SI 86 × 2,85 = 245,10; 70030II 1890 × 1,6568 = 3131,352 → 3131,35; the
//                line without a code is ignored (SPEC §5) → 3376,45 (Pendente)
const TEAM10 = ['ORCDISTBA10'];

describe('general report', () => {
  it('lists accepted bulletins of the period in date order with D9 status and D5 values', () => {
    const result = runTiny('general', TEAM10, '2026-09-26', '2026-11-25');
    expect(csvLines(result)).toEqual([
      'ID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status',
      '1000001;"Equipe 10";PJ-2026-55411;Melhoria de rede primária;7453530;34297287;Feira de Santana;01/10/2026;2286,21;Sim;Não;Visualizado',
      '1000002;"Equipe 10";PJ-2026-08371;Extensão de rede rural;1826708;05949811;Muritiba;17/10/2026;7817,25;Sim;Sim;Anexado',
      '1000003;"Equipe 10";PJ-2026-16264;Atendimento emergencial;1599652;20744820;Feira de Santana;30/10/2026;518,25;Não;Não;Pendente',
      '1000004;"Equipe 10";PJ-2026-25783;Manutenção preventiva em linha viva;4443619;89923314;Muritiba;02/11/2026;3376,45;Não;Não;Pendente',
    ]);
  });

  it('cards count and sum paid, unpaid, checked and unchecked bulletins (D30)', () => {
    const { summary } = runTiny('general', TEAM10, '2026-09-26', '2026-11-25');
    // 2286,21 + 7817,25 + 518,25 + 3376,45 = 13998,16
    expect(summary.cards).toEqual({
      totalInvoices: 4,
      totalValueCents: 1399816,
      paid: { count: 1, valueCents: 781725 },
      unpaid: { count: 3, valueCents: 618091 },
      checked: { count: 2, valueCents: 1010346 },
      unchecked: { count: 2, valueCents: 389470 },
    });
  });

  it('filters by status (paid, unpaid, checked, unchecked; default all)', () => {
    const ids = (status: 'all' | 'paid' | 'unpaid' | 'checked' | 'unchecked') =>
      allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25', { status })).map(
        (r) => r.invoiceId,
      );
    expect(ids('all')).toEqual(['1000001', '1000002', '1000003', '1000004']);
    expect(ids('paid')).toEqual(['1000002']);
    expect(ids('unpaid')).toEqual(['1000001', '1000003', '1000004']);
    expect(ids('checked')).toEqual(['1000001', '1000002']);
    expect(ids('unchecked')).toEqual(['1000003', '1000004']);
  });

  it('accepts sent_date containing true, skips no-date and case-different bulletins (D10, D6, D38)', () => {
    // ORCDISTBA03, 26/09–25/11: 0300003 has no valid date; 0300010 has sent_status 'sending' and
    // sent_date 'True' (not 'true', D37); 0300007 is 'true_closed' with sent_date 'true_closed'
    // and a text date '2026-11-06' that is not dd/mm/yyyy, so header.date 06/11/2026 counts.
    const rows = allRows(runTiny('general', ['ORCDISTBA03'], '2026-09-26', '2026-11-25'));
    expect(rows.map((r) => r.invoiceId)).toEqual([
      '0300001',
      '0300002',
      '0300004',
      '0300005',
      '0300006',
      '0300007',
      '0300008',
      '0300009',
    ]);
    // D28: 0300008's header has no project or city; the bulletin's own fields count.
    const r8 = rows.find((r) => r.invoiceId === '0300008');
    expect([r8?.project, r8?.city]).toEqual(['PJ-2026-78500', 'Maragogipe']);
    expect(rows.find((r) => r.invoiceId === '0300007')?.date).toBe(Date.UTC(2026, 10, 6));
  });

  it('searches ID, Equipe, Projeto, Título, PMS, OS and Município, accent-insensitively (D21, D41)', () => {
    const ids = (search: string) =>
      allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25', { search })).map(
        (r) => r.invoiceId,
      );
    expect(ids('1000003')).toEqual(['1000003']); // ID
    expect(ids('equipe 10')).toHaveLength(4); // Equipe
    expect(ids('pj-2026-08371')).toEqual(['1000002']); // Projeto
    expect(ids('MANUTENCAO')).toEqual(['1000004']); // Título, accents and case removed
    expect(ids('7453530')).toEqual(['1000001']); // PMS
    expect(ids('20744820')).toEqual(['1000003']); // OS
    expect(ids('feira')).toEqual(['1000001', '1000003']); // Município
    expect(ids('Regional')).toEqual([]); // Setor is not a search field
  });

  it('a search of blanks only is no search: every row stays (D21)', () => {
    const ids = (search: string) =>
      allRows(runTiny('general', TEAM10, '2026-09-26', '2026-11-25', { search })).map(
        (r) => r.invoiceId,
      );
    expect(ids('   ')).toEqual(['1000001', '1000002', '1000003', '1000004']);
    expect(ids('')).toEqual(['1000001', '1000002', '1000003', '1000004']);
  });

  it('cards follow the search (D41: search filters before totals)', () => {
    const { summary } = runTiny('general', TEAM10, '2026-09-26', '2026-11-25', {
      search: 'muritiba',
    });
    // 1000002 (7817,25) + 1000004 (3376,45)
    expect(summary.cards.totalInvoices).toBe(2);
    expect(summary.cards.totalValueCents).toBe(1119370);
  });

  it('quotes a field holding ";" or \'"\' per RFC 4180 (D23)', () => {
    // 0200010 (17/11/2026) has the title 'Troca de cruzeta; poste "B" avariado'.
    const lines = csvLines(runTiny('general', ['ORCDISTBA02'], '2026-11-17', '2026-11-17'));
    expect(lines[1]).toBe(
      '0200010;"Equipe 02";PJ-2026-74275;"Troca de cruzeta; poste ""B"" avariado";2884826;90320696;Nazaré;17/11/2026;3214,00;Sim;Não;Corrigido',
    );
  });
});
