import { allRows, csvLines, runTiny } from '../testSupport';

describe('paid report', () => {
  it('shows each bulletin value and its paid value: the whole value when paid (D16)', () => {
    // ORCDISTBA10, 26/09–25/11/2026 (values as in general.test.ts): only 1000002 is paid.
    expect(csvLines(runTiny('paid', ['ORCDISTBA10'], '2026-09-26', '2026-11-25'))).toEqual([
      'ID;Título;PES;PMS;Município;Data;Valor (R$);Valor Pago (R$)',
      '1000001;Melhoria de rede primária;5701568;7453530;Feira de Santana;01/10/2026;2286,21;0,00',
      '1000002;Extensão de rede rural;0143407;1826708;Muritiba;17/10/2026;7817,25;7817,25',
      '1000003;Atendimento emergencial;9971459;1599652;Feira de Santana;30/10/2026;518,25;0,00',
      '1000004;Manutenção preventiva em linha viva;7034327;4443619;Muritiba;02/11/2026;3376,45;0,00',
    ]);
  });

  it('cards: Com/Sem Pagamento by paid value, Valor Pendente = Total − Pago (D16)', () => {
    // 13998,16 total; 7817,25 paid; 13998,16 − 7817,25 = 6180,91
    expect(runTiny('paid', ['ORCDISTBA10'], '2026-09-26', '2026-11-25').summary.cards).toEqual({
      totalInvoices: 4,
      withPayment: 1,
      withoutPayment: 3,
      totalValueCents: 1399816,
      paidValueCents: 781725,
      pendingValueCents: 618091,
    });
  });

  it('an unpaid bulletin is paid by its lines that carry a pedido (D16, D39)', () => {
    // ORCDISTBA01 on 30/10/2026: 0100007 (0100006 is not sent). Lines:
    //   70040RD 91 × 6,42 × 1,6568 = 967,936 → 967,94   pedido 4574640953
    //   80022C  14 × 64,30 × 1,6568 = 1491,451 → 1491,45 pedido 4574640953
    //   70060II 2480 × 1,6568 = 4108,864 → 4108,86       pedido '-'
    // value 6568,25; paid 967,94 + 1491,45 = 2459,39; pending 4108,86
    const result = runTiny('paid', ['ORCDISTBA01'], '2026-10-30', '2026-10-30');
    expect(allRows(result).map((r) => [r.invoiceId, r.valueCents, r.paidValueCents])).toEqual([
      ['0100007', 656825, 245939],
    ]);
    expect(result.summary.cards.withPayment).toBe(1);
    expect(result.summary.cards.pendingValueCents).toBe(410886);
  });

  it('searches ID, Título, PES, PMS and Município (D41)', () => {
    const ids = (search: string) =>
      allRows(runTiny('paid', ['ORCDISTBA10'], '2026-09-26', '2026-11-25', { search })).map(
        (r) => r.invoiceId,
      );
    expect(ids('1000002')).toEqual(['1000002']); // ID
    expect(ids('emergencial')).toEqual(['1000003']); // Título
    expect(ids('7034327')).toEqual(['1000004']); // PES
    expect(ids('7453530')).toEqual(['1000001']); // PMS
    expect(ids('MURITIBA')).toEqual(['1000002', '1000004']); // Município
    expect(ids('PJ-2026')).toEqual([]); // Projeto is not a search field here
  });
});
