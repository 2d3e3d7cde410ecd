import { buildDataset } from '../engine/dataset';
import { anInvoice } from '../../src/core/testing/builders';
import { TINY_TODAY, csvLines, runTiny, tinyParams } from '../testSupport';
import { byTypeReport } from './byType';

describe('by-type report', () => {
  it('splits line totals by service type per team, with a Total row (D20, D42, D43)', () => {
    // Current period, line totals as in byTeam.test.ts / byCode.test.ts:
    // Equipe 03: DESLOCAMENTO NDM108SC 225,15 + NDE119SI 196,65 = 421,80; OUTROS 3131,35 +
    //   6821,13 + 4108,86 + 3335,93 = 17397,27; total 17819,07 → 2,367 % → 2,4; 97,633 → 97,6
    // Equipe 10: DESLOCAMENTO NDE119SI 245,10; OUTROS 518,25 + 3131,35 = 3649,60; total 3894,70
    //   → 6,293 → 6,3; 93,707 → 93,7
    // Total: 21713,77; 666,90 → 3,071 → 3,1; 0 → 0,0; 21046,87 → 96,929 → 96,9
    expect(csvLines(runTiny('by-type', ['ORCDISTBA10', 'ORCDISTBA03']))).toEqual([
      'Equipe;Fat. Total;Deslocamento;Alojamento;Produção ou Disponibilidade;% Deslocamento;% Alojamento;% Produção ou Disponibilidade',
      '"Equipe 03";17819,07;421,80;0,00;17397,27;2,4;0,0;97,6',
      '"Equipe 10";3894,70;245,10;0,00;3649,60;6,3;0,0;93,7',
      'Total;21713,77;666,90;0,00;21046,87;3,1;0,0;96,9',
    ]);
  });

  it('insights name the team with the highest percentage of each type', () => {
    const { insights } = runTiny('by-type', ['ORCDISTBA10', 'ORCDISTBA03']).summary;
    expect(insights).toEqual({
      deslocamento: {
        teamId: 'ORCDISTBA10',
        teamName: 'Equipe 10',
        percent: 6.3,
        valueCents: 24510,
        tiedWith: [],
      },
      prodOuDispon: {
        teamId: 'ORCDISTBA03',
        teamName: 'Equipe 03',
        percent: 97.6,
        valueCents: 1739727,
        tiedWith: [],
      },
      alojamento: null,
    });
  });

  it('insight ties go to the lowest team id; stored totals never count (D20, D36)', () => {
    const line = (code: string) => ({ code, quantity: 1, price: 100, factor: 1 });
    const entries = [
      // Both teams: 50 % ALOJAMENTO (120SC, 120SI), 50 % OUTROS.
      {
        team: 'B',
        key: 'k1',
        invoice: anInvoice({ id: 'b', date: TINY_TODAY, services: [line('x120 sc'), line('9')] }),
      },
      {
        team: 'A',
        key: 'k2',
        invoice: anInvoice({ id: 'a', date: TINY_TODAY, services: [line('120SI'), line('8')] }),
      },
      // No coded lines: its stored total is ignored by this line-based report.
      {
        team: 'A',
        key: 'k3',
        invoice: anInvoice({ id: 'c', date: TINY_TODAY, services: [], total: 999 }),
      },
    ];
    const result = byTypeReport(buildDataset(entries, ['B', 'A'], 1.6568), tinyParams(['A', 'B']));
    // P24: both at 50,0 %: A leads (lowest id), B is named as tied, with its own value.
    expect(result.summary.insights.alojamento).toEqual({
      teamId: 'A',
      teamName: 'A',
      percent: 50,
      valueCents: 10000,
      tiedWith: [{ teamId: 'B', teamName: 'B', valueCents: 10000 }],
    });
    // OUTROS: both 50,0 % too; DESLOCAMENTO: nobody (R5).
    expect(result.summary.insights.prodOuDispon?.tiedWith.map((t) => t.teamId)).toEqual(['B']);
    expect(result.summary.insights.deslocamento).toBeNull();
    expect(result.summary.footer.fatTotalCents).toBe(40000);
    // Total: Alojamento 100,00 + 100,00 = 200,00 of 400,00 → 50,0 %.
    expect(result.summary.footer).toMatchObject({ alojamentoCents: 20000, alojamentoPercent: 50 });
    expect(result.row(0)).toEqual(result.summary.teams[0]);
    expect(result.row(0).teamId).toBe('A');
    expect(csvLines(result)[1]).toBe('"A";200,00;0,00;100,00;100,00;0,0;50,0;50,0');
  });
});
