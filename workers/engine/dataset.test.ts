/**
 * The dataset a report reads (D22 default orders, D32/D33 teams, SPEC §5 coded lines only):
 * a few bulletins written by hand; every order below is worked out from the rulings.
 */
import { aLine, anEntry } from '../../src/core/testing/builders';
import { DatasetBuilder, buildDataset } from './dataset';
import type { Dataset } from './dataset';
import { normalizeTeam } from './teamColumns';

const day = (d: number) => Date.UTC(2026, 10, d);
const line = (code: string) => aLine({ code, price: 10, quantity: 1, factor: 1 });

// ORCDISTBA10: 2002 on 10/11 (55RD, A1, and a line without a code), 2001 on 12/11 (A1),
//              2000 on 10/11 (108SC).
// FURTADO:     3001 on 01/11 (A1).
// '' (a bulletin without a team): 1001 on 20/11, no lines.
// OUTRA:       not selected.
const ENTRIES = [
  anEntry(
    { id: '2002', date: day(10), services: [line('55RD'), line('A1'), line('')] },
    'k1',
    'ORCDISTBA10',
  ),
  anEntry({ id: '2001', date: day(12), services: [line('A1')] }, 'k2', 'ORCDISTBA10'),
  anEntry({ id: '2000', date: day(10), services: [line('108SC')] }, 'k3', 'ORCDISTBA10'),
  anEntry({ id: '3001', date: day(1), services: [line('A1')] }, 'k1', 'FURTADO'),
  anEntry({ id: '1001', date: day(20), services: [] }, 'k1', ''),
  anEntry({ id: '9001', date: day(2), services: [line('A1')] }, 'k1', 'OUTRA'),
];
const TEAMS = ['ORCDISTBA10', '', 'FURTADO', 'ORCDISTBA10'];

// Built before each test, not while the file loads, so each test is the one that reads it
// (Stryker ties a mutant to the tests that run it).
let data: Dataset;
beforeEach(() => {
  data = buildDataset(ENTRIES, TEAMS, 1.6568);
});
const idOf = (i: number) => data.strings.values[data.invId[i] as number];
const ids = (order: ArrayLike<number>) => Array.from(order, (i) => idOf(i));
/** Each line as code/bulletin id. */
const lineLabels = (order: ArrayLike<number>) =>
  Array.from(
    order,
    (l) =>
      `${data.strings.values[data.lineText.code[l] as number]}/${idOf(data.lineInv[l] as number)}`,
  );

describe('the teams of a dataset (D32, D33)', () => {
  it('are the selected teams once each, in id order, with their D32 names and labels', () => {
    expect(data.teams).toEqual(['', 'FURTADO', 'ORCDISTBA10']);
    expect(data.teamNames).toEqual(['', 'FURTADO', 'Equipe 10']);
    expect(data.teamLabels).toEqual(['Sem Equipe', 'FURTADO', 'Equipe 10']);
    expect(data.globalFactor).toBe(1.6568);
  });

  it('hold the bulletins of the selected teams only, and their coded lines only (SPEC §5)', () => {
    expect(data.invoiceCount).toBe(5);
    expect(data.lineCount).toBe(5);
    expect(ids(Array.from({ length: 5 }, (_, i) => i)).sort()).toEqual([
      '1001',
      '2000',
      '2001',
      '2002',
      '3001',
    ]);
  });

  it("keeps each bulletin's push key, team after team in id order, one per bulletin", () => {
    // '' (1001 k1), FURTADO (3001 k1), ORCDISTBA10 (2002 k1, 2001 k2, 2000 k3)
    expect(data.invKey).toEqual(['k1', 'k1', 'k1', 'k2', 'k3']);
    expect(data.invKey.length).toBe(5);
    expect(ids([0, 1, 2, 3, 4])).toEqual(['1001', '3001', '2002', '2001', '2000']);
  });

  it('loading order never changes the dataset', () => {
    const builder = new DatasetBuilder(1.6568, TEAMS);
    builder.add(
      'FURTADO',
      ENTRIES.filter((e) => e.team === 'FURTADO'),
    );
    builder.add(
      '',
      ENTRIES.filter((e) => e.team === ''),
    );
    builder.add(
      'ORCDISTBA10',
      ENTRIES.filter((e) => e.team === 'ORCDISTBA10'),
    );
    expect(builder.finish()).toEqual(data);
  });

  it('tells how many bulletins and lines it merged', () => {
    const builder = new DatasetBuilder(1.6568, ['FURTADO', 'ORCDISTBA10']);
    builder.add(
      'ORCDISTBA10',
      ENTRIES.filter((e) => e.team === 'ORCDISTBA10'),
    );
    builder.add(
      'FURTADO',
      ENTRIES.filter((e) => e.team === 'FURTADO'),
    );
    const heard: number[][] = [];
    builder.finish((invoices, lines) => heard.push([invoices, lines]));
    expect(heard).toEqual([[4, 5]]);
  });

  it('a selected team that never arrives has no bulletins', () => {
    const builder = new DatasetBuilder(1.6568, ['FURTADO', 'ORCDISTBA10']);
    builder.add(
      'FURTADO',
      ENTRIES.filter((e) => e.team === 'FURTADO'),
    );
    const only = builder.finish();
    expect(only.invoiceCount).toBe(1);
    expect(only.teams).toEqual(['FURTADO', 'ORCDISTBA10']);
  });

  it('refuses a team that was not selected, or one normalized with another factor', () => {
    const builder = new DatasetBuilder(1.6568, ['FURTADO']);
    expect(() => builder.add('OUTRA', [])).toThrow('team not selected: OUTRA');
    expect(() => builder.addColumns(normalizeTeam('FURTADO', [], 1))).toThrow(
      'FURTADO was normalized with factor 1',
    );
  });
});

describe('the D22 default orders', () => {
  it('bulletins by date, then id (general, paid)', () => {
    // 01/11 3001; 10/11 2000, 2002; 12/11 2001; 20/11 1001
    expect(ids(data.invByDateId)).toEqual(['3001', '2000', '2002', '2001', '1001']);
  });

  it('bulletins by team name, then date (by-team)', () => {
    // '' (1001); 'Equipe 10': 10/11 2002 and 2000 (a tie, as stored), 12/11 2001; 'FURTADO' (3001)
    expect(ids(data.invByTeamDate)).toEqual(['1001', '2002', '2000', '2001', '3001']);
  });

  it('lines by código, then date, then planilha (by-code): the order they are stored in', () => {
    // D33: '108SC' < '55RD' < 'A1'; the A1 lines on 01/11 (3001), 10/11 (2002), 12/11 (2001)
    expect(lineLabels(data.lineByCode)).toEqual([
      '108SC/2000',
      '55RD/2002',
      'A1/3001',
      'A1/2002',
      'A1/2001',
    ]);
    expect([...data.lineByCode]).toEqual([0, 1, 2, 3, 4]);
  });

  it('lines by date, then team, then code (faturamento real)', () => {
    expect(lineLabels(data.lineByDateTeamCode)).toEqual([
      'A1/3001',
      '108SC/2000',
      '55RD/2002',
      'A1/2002',
      'A1/2001',
    ]);
  });

  it("every line column follows the stored order: a line's position in its bulletin and its total", () => {
    // 2002's lines: 55RD at position 0, A1 at 1; 10,00 × 1 × 1 = 10,00 each.
    expect([...data.linePos]).toEqual([0, 0, 0, 1, 0]);
    expect([...data.lineTotal]).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(Array.from(data.lineInv, (i) => data.invKey[i])).toEqual(['k3', 'k1', 'k1', 'k1', 'k2']);
  });
});
