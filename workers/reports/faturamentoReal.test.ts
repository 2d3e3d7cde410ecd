import { allRows, csvLines, runTiny } from '../testSupport';

describe('faturamento real report', () => {
  it('lists coded lines by date, team and code (D22) with a four-decimal Fator (D43)', () => {
    // ORCDISTBA10, current period; totals as in byCode.test.ts. NDE119SI has factor 1.
    expect(csvLines(runTiny('faturamento-real', ['ORCDISTBA10']))).toEqual([
      'Data;Equipe;N Planilha (ID);Código;Serviço;QTD.;Preço;UND;Fator;Total Parcial',
      '30/10/2026;"Equipe 10";1000003;70070II;Instalação de aterramento;2,00;156,40;UN;1,6568;518,25',
      '02/11/2026;"Equipe 10";1000004;70030II;Instalação de transformador trifásico até 75 kVA;1,00;1890,00;UN;1,6568;3131,35',
      '02/11/2026;"Equipe 10";1000004;NDE119SI;Deslocamento de equipe (investimento);86,00;2,85;KM;1,0000;245,10',
    ]);
  });

  it('UND is unid, else und, else EA (D44); cards sum quantity and value', () => {
    // ORCDISTBA02 on 02/10/2026: 0200001. NDM108SC has und 'KM'; 80055C has no unit → EA.
    //   NDM108SC 110 × 2,85 × 1 = 313,50; 80055C 5 × 185 × 1,6568 = 1532,54
    const result = runTiny('faturamento-real', ['ORCDISTBA02'], '2026-10-02', '2026-10-02');
    expect(allRows(result).map((r) => [r.code, r.unit, r.totalCents])).toEqual([
      ['80055C', 'EA', 153254],
      ['NDM108SC', 'KM', 31350],
    ]);
    expect(result.summary.cards).toEqual({ lines: 2, totalQuantity: 115, totalValueCents: 184604 });
  });

  it('searches code, service, team and id (SPEC §2)', () => {
    const rows = (search: string) =>
      allRows(
        runTiny('faturamento-real', ['ORCDISTBA10', 'ORCDISTBA03'], undefined, undefined, {
          search,
        }),
      ).map((r) => `${r.invoiceId}/${r.code}`);
    expect(rows('70042')).toEqual(['0300009/70042RD']); // code
    expect(rows('aterramento')).toEqual(['1000003/70070II']); // service
    expect(rows('EQUIPE 10')).toEqual(['1000003/70070II', '1000004/70030II', '1000004/NDE119SI']);
    expect(rows('0300006')).toEqual(['0300006/70030II']); // id
    expect(rows('Muritiba')).toEqual([]); // city is not a search field here
  });
});
