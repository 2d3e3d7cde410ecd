import { identityOrder, sortByRank } from '../engine/order';
import { anEntry } from '../../src/core/testing/builders';
import { buildDataset } from '../engine/dataset';
import {
  TINY_FACTOR,
  TINY_TODAY,
  allRows,
  csvLines,
  runTiny,
  tinyEntries,
  tinyParams,
} from '../testSupport';
import { byTeamReport } from './byTeam';

// ORCDISTBA03 and ORCDISTBA10 in the current period (26/10–25/11/2026), by hand:
// Equipe 03: 0300006 29/10 70030II 1890 × 1,6568 = 3131,35
//            0300007 06/11 NDM108SC 79 × 2,85 = 225,15 + 80035C 1307 × 3,15 × 1,6568 = 6821,128 → 6821,13
//                    = 7046,28 (accepted by its sent_date 'true_closed', D10)
//            0300008 07/11 NDE119SI 69 × 2,85 = 196,65 + 70060II 2480 × 1,6568 = 4108,864 → 4108,86 = 4305,51
//            0300009 17/11 70042RD 204 × 9,87 × 1,6568 = 3335,934 → 3335,93
//            (0300010 is left out: sent_date 'True' is not 'true')  → 17819,07 in 4 bulletins
// Equipe 10: 1000003 30/10 518,25; 1000004 02/11 3376,45 → 3894,70 in 2 bulletins
const TEAMS = ['ORCDISTBA10', 'ORCDISTBA03'];

describe('by-team report', () => {
  it('lists bulletins by team, then date (D22), with the team name always quoted (D23)', () => {
    expect(csvLines(runTiny('by-team', TEAMS))).toEqual([
      'Equipe;Data;ID (Planilha);Projeto;Título;PMS;OS;Município;Valor',
      '"Equipe 03";29/10/2026;0300006;PJ-2026-15474;Troca de isoladores danificados;8359510;16478955;Maragogipe;3131,35',
      '"Equipe 03";06/11/2026;0300007;PJ-2026-97762;Instalação de equipamento de proteção;3846104;32430854;Nazaré;7046,28',
      '"Equipe 03";07/11/2026;0300008;PJ-2026-78500;Extensão de rede rural;3435648;31059363;Maragogipe;4305,51',
      '"Equipe 03";17/11/2026;0300009;PJ-2026-87450;Regularização de rede após abalroamento;9959325;65667078;Lauro de Freitas;3335,93',
      '"Equipe 10";30/10/2026;1000003;PJ-2026-16264;Atendimento emergencial;1599652;20744820;Feira de Santana;518,25',
      '"Equipe 10";02/11/2026;1000004;PJ-2026-25783;Manutenção preventiva em linha viva;4443619;89923314;Muritiba;3376,45',
    ]);
  });

  it('cards average over the teams with bulletins (D30)', () => {
    // 17819,07 + 3894,70 = 21713,77; ÷ 2 = 10856,885 → 10856,89; 6 ÷ 2 = 3
    const { summary } = runTiny('by-team', [...TEAMS, 'ORCDISTBA17']);
    expect(summary.cards).toEqual({
      totalTeams: 2,
      totalInvoices: 6,
      totalValueCents: 2171377,
      averageValuePerTeamCents: 1085689,
      averageInvoicesPerTeam: 3,
    });
    expect(summary.groups).toEqual([
      { team: 'ORCDISTBA03', teamName: 'Equipe 03', invoices: 4, valueCents: 1781907 },
      { team: 'ORCDISTBA10', teamName: 'Equipe 10', invoices: 2, valueCents: 389470 },
    ]);
  });

  it('searches team, id, project, title and city (SPEC §2)', () => {
    const ids = (search: string) =>
      allRows(runTiny('by-team', TEAMS, undefined, undefined, { search })).map((r) => r.invoiceId);
    expect(ids('equipe 10')).toEqual(['1000003', '1000004']); // team
    expect(ids('0300009')).toEqual(['0300009']); // id
    expect(ids('PJ-2026-97762')).toEqual(['0300007']); // project
    expect(ids('rede rural')).toEqual(['0300008']); // title
    expect(ids('nazare')).toEqual(['0300007']); // city, accent-insensitive
    expect(ids('3846104')).toEqual([]); // PMS is not a search field here
  });
});

describe('by-team group sorts (D34: the team groups move, rows inside keep date order)', () => {
  // Each test runs the report itself (not while the tests are collected, before a mutant is on).
  const sorted = (key: 'team' | 'invoices' | 'value', descending = false) => {
    const result = runTiny('by-team', TEAMS);
    return Array.from(
      sortByRank(identityOrder(result.rowCount), result.sortKeys[key](), descending),
      (r) => result.row(r).invoiceId,
    );
  };
  const TEAM03 = ['0300006', '0300007', '0300008', '0300009'];
  const TEAM10_ROWS = ['1000003', '1000004'];

  it('invoices: Equipe 10 (2 bulletins) before Equipe 03 (4) ascending, after it descending', () => {
    expect(sorted('invoices')).toEqual([...TEAM10_ROWS, ...TEAM03]);
    expect(sorted('invoices', true)).toEqual([...TEAM03, ...TEAM10_ROWS]);
  });

  it('value: Equipe 10 (3894,70) before Equipe 03 (17819,07) ascending', () => {
    expect(sorted('value')).toEqual([...TEAM10_ROWS, ...TEAM03]);
    expect(sorted('value', true)).toEqual([...TEAM03, ...TEAM10_ROWS]);
  });

  it('team: by team name, Equipe 10 first descending', () => {
    expect(sorted('team')).toEqual([...TEAM03, ...TEAM10_ROWS]);
    expect(sorted('team', true)).toEqual([...TEAM10_ROWS, ...TEAM03]);
  });
});

describe('by-team cards and groups follow the search (D41)', () => {
  it('a search keeps only the teams whose bulletins it finds', () => {
    // 1000003 (518,25) and 1000004 (3376,45) are Equipe 10's: 3894,70 over 1 team.
    const { summary } = runTiny('by-team', TEAMS, undefined, undefined, { search: 'equipe 10' });
    expect(summary.cards).toEqual({
      totalTeams: 1,
      totalInvoices: 2,
      totalValueCents: 389470,
      averageValuePerTeamCents: 389470,
      averageInvoicesPerTeam: 2,
    });
    expect(summary.groups).toEqual([
      { team: 'ORCDISTBA10', teamName: 'Equipe 10', invoices: 2, valueCents: 389470 },
    ]);
  });

  it('with no bulletin found, every card is 0 and there is no group (D30: no team to divide by)', () => {
    const result = runTiny('by-team', TEAMS, undefined, undefined, { search: 'zzz-nada' });
    expect(result.rowCount).toBe(0);
    expect(result.summary.cards).toEqual({
      totalTeams: 0,
      totalInvoices: 0,
      totalValueCents: 0,
      averageValuePerTeamCents: 0,
      averageInvoicesPerTeam: 0,
    });
    expect(result.summary.groups).toEqual([]);
  });

  it('team groups come in team name order, not id order (D22, D32, D33)', () => {
    // Team 'Foo' is named as its id (D32); 'Equipe 03' < 'Foo' though 'Foo' < 'ORCDISTBA03'.
    const foo = anEntry({ id: '9', date: TINY_TODAY, team: 'Foo' }, 'kFoo', 'Foo');
    const data = buildDataset([foo, ...tinyEntries()], ['Foo', 'ORCDISTBA03'], TINY_FACTOR);
    const result = byTeamReport(data, tinyParams(['Foo', 'ORCDISTBA03']));
    expect(result.summary.groups.map((g) => g.teamName)).toEqual(['Equipe 03', 'Foo']);
  });
});
