/**
 * What the engine reads for a schema column (contract ColumnSources) and how it ranks it for a
 * sort (D33 text order, D34): three bulletins written by hand, each value worked out below.
 */
import { aLine, anEntry, FORWARDED } from '../../src/core/testing/builders';
import type { ColumnSource } from '../contract';
import { buildDataset } from './dataset';
import type { Dataset } from './dataset';
import { identityOrder, sortByRank } from './order';
import { itemsAt, readerOf, sourceColumn, sourceMatches, sourceRank } from './sources';

// Global factor 1,6568 (D2), used by a line whose own factor is not above 0 (D4).
//
// 1001 ORCDISTBA10/kA 05/11/2026, paid (Pago), title 'poda de árvore', Simões Filho:
//      55RD 'Corte' 3 × 10,00 × 1 = 30,00 → value 30,00, paid value 30,00 (D16: paid, its whole value)
// 1002 FURTADO/kZ 10/11/2026, checked (Corrigido), title 'Árvore caída', São Félix:
//      70015II 'Poda' 2 × 48,75 × 1 = 97,50; 108SC 'Ligação' 1 × 100,00 × 1,6568 = 165,68
//      → value 263,18, paid value 0
// 1003 ORCDISTBA10/kB no date, viewed (Visualizado), title 'Poda', no service lines: the stored
//      totalWithFactor 12,5 (D36) → value 12,50
const ENTRIES = [
  anEntry(
    {
      id: '1001',
      date: Date.UTC(2026, 10, 5),
      header: { title: 'poda de árvore', city: 'Simões Filho', date: '05/11/2026' },
      ...FORWARDED,
      paid: true,
      services: [aLine({ code: '55RD', activity: 'Corte', price: 10, quantity: 3, factor: 1 })],
    },
    'kA',
    'ORCDISTBA10',
  ),
  anEntry(
    {
      id: '1002',
      date: Date.UTC(2026, 10, 10),
      header: { title: 'Árvore caída', city: 'São Félix', date: '10/11/2026' },
      ...FORWARDED,
      services: [
        aLine({ code: '70015II', activity: 'Poda', price: 48.75, quantity: 2, factor: 1 }),
        aLine({ code: '108SC', activity: 'Ligação', price: 100, quantity: 1, factor: 0 }),
      ],
    },
    'kZ',
    'FURTADO',
  ),
  anEntry(
    {
      id: '1003',
      date: undefined,
      header: { title: 'Poda', city: 'Muritiba' },
      viewedByFat: true,
      services: [],
      totalWithFactor: 12.5,
    },
    'kB',
    'ORCDISTBA10',
  ),
];

const data: Dataset = buildDataset(ENTRIES, ['ORCDISTBA10', 'FURTADO'], 1.6568);

const read = (source: ColumnSource) => readerOf(data, sourceColumn(data, source));
/** The bulletin items (dataset indices), in the order of these ids. */
function invoices(...ids: string[]): Int32Array {
  const id = read('invoice.id');
  const all = Array.from({ length: data.invoiceCount }, (_, i) => i);
  return Int32Array.from(ids, (want) => all.find((i) => id(i) === want) as number);
}
/** The line items, by code. */
function lines(...codes: string[]): Int32Array {
  const code = read('line.code');
  const all = Array.from({ length: data.lineCount }, (_, i) => i);
  return Int32Array.from(codes, (want) => all.find((l) => code(l) === want) as number);
}
/** What `source` reads for each item. */
const values = (source: ColumnSource, items: Int32Array) => Array.from(items, read(source));

/** The positions of `items` as a stable ascending sort by `source` puts them. */
function sorted(source: ColumnSource, level: 'invoice' | 'line', items: Int32Array, desc = false) {
  const rank = sourceRank(data, sourceColumn(data, source), level, items);
  return [...sortByRank(identityOrder(items.length), rank, desc)];
}

describe('the value a column source reads (ColumnSources)', () => {
  const inv = invoices('1001', '1002', '1003');

  it('a bulletin: id, push key, team id, D32 team name and label', () => {
    expect(values('invoice.id', inv)).toEqual(['1001', '1002', '1003']);
    expect(values('invoice.key', inv)).toEqual(['kA', 'kZ', 'kB']);
    expect(values('invoice.team', inv)).toEqual(['ORCDISTBA10', 'FURTADO', 'ORCDISTBA10']);
    expect(values('invoice.teamName', inv)).toEqual(['Equipe 10', 'FURTADO', 'Equipe 10']);
    expect(values('invoice.teamLabel', inv)).toEqual(['Equipe 10', 'FURTADO', 'Equipe 10']);
  });

  it('a bulletin: D6 date (NaN when none), D5/D36 value and D16 paid value in cents', () => {
    expect(values('invoice.date', inv)).toEqual([
      Date.UTC(2026, 10, 5),
      Date.UTC(2026, 10, 10),
      NaN,
    ]);
    expect(values('invoice.value', inv)).toEqual([3000, 26318, 1250]);
    expect(values('invoice.paidValue', inv)).toEqual([3000, 0, 0]);
  });

  it('a bulletin: checked and paid flags, and the D9 status label', () => {
    expect(values('invoice.checked', inv)).toEqual([true, true, false]);
    expect(values('invoice.paid', inv)).toEqual([true, false, false]);
    expect(values('invoice.status', inv)).toEqual(['Pago', 'Corrigido', 'Visualizado']);
  });

  it('a bulletin: its D28 texts', () => {
    expect(values('invoice.title', inv)).toEqual(['poda de árvore', 'Árvore caída', 'Poda']);
    expect(values('invoice.city', inv)).toEqual(['Simões Filho', 'São Félix', 'Muritiba']);
  });

  it('a line: code, D28 Serviço, quantity, unit price, D4 effective factor and D5 total in cents', () => {
    const l = lines('55RD', '70015II', '108SC');
    expect(values('line.code', l)).toEqual(['55RD', '70015II', '108SC']);
    expect(values('line.service', l)).toEqual(['Corte', 'Poda', 'Ligação']);
    expect(values('line.quantity', l)).toEqual([3, 2, 1]);
    expect(values('line.price', l)).toEqual([10, 48.75, 100]);
    expect(values('line.factor', l)).toEqual([1, 1, 1.6568]);
    expect(values('line.total', l)).toEqual([3000, 9750, 16568]);
  });
});

describe("a line's row reads its bulletin's columns", () => {
  it('through the bulletin the line belongs to', () => {
    const l = lines('108SC', '55RD', '70015II');
    const at = itemsAt(data, sourceColumn(data, 'invoice.id'), 'line', l);
    expect(values('invoice.id', at)).toEqual(['1002', '1001', '1002']);
  });

  it('a column of its own level is read as it is', () => {
    const l = lines('108SC', '55RD');
    expect(itemsAt(data, sourceColumn(data, 'line.code'), 'line', l)).toBe(l);
  });

  it('a bulletin row cannot read a line column', () => {
    expect(() =>
      itemsAt(data, sourceColumn(data, 'line.code'), 'invoice', invoices('1001')),
    ).toThrow('a bulletin row cannot read a line column');
  });
});

describe('the sort rank of a source (D33, D34)', () => {
  // Rows in the order 1003, 1002, 1001 (positions 0, 1, 2).
  const inv = invoices('1003', '1002', '1001');

  it('text by its folded text: accents and case removed, then code point', () => {
    // 'arvore caida' < 'poda' < 'poda de arvore'
    expect(sorted('invoice.title', 'invoice', inv)).toEqual([1, 0, 2]);
    expect(sorted('invoice.title', 'invoice', inv, true)).toEqual([2, 0, 1]);
    // 'muritiba' < 'sao felix' < 'simoes filho'
    expect(sorted('invoice.city', 'invoice', inv)).toEqual([0, 1, 2]);
    // '1001' < '1002' < '1003'
    expect(sorted('invoice.id', 'invoice', inv)).toEqual([2, 1, 0]);
  });

  it('texts that fold alike share a rank, so ties keep their order', () => {
    const rank = sourceRank(data, sourceColumn(data, 'invoice.teamName'), 'invoice', inv);
    // 'Equipe 10' (1003, 1001) before 'FURTADO' (1002).
    expect(Array.from(rank.ranks)).toEqual([0, 1, 0]);
    expect(rank.max).toBe(1);
  });

  it('a team by its id or by its D32 name, whichever the column reads', () => {
    // Ids: 'FURTADO' < 'ORCDISTBA10'; names: 'Equipe 10' < 'FURTADO'.
    expect(sorted('invoice.team', 'invoice', inv)).toEqual([1, 0, 2]);
    expect(sorted('invoice.teamName', 'invoice', inv)).toEqual([0, 2, 1]);
    expect(sorted('invoice.teamLabel', 'invoice', inv)).toEqual([0, 2, 1]);
  });

  it('numbers and dates by value, a bulletin without a date last', () => {
    // 12,50 < 30,00 < 263,18
    expect(sorted('invoice.value', 'invoice', inv)).toEqual([0, 2, 1]);
    expect(sorted('invoice.value', 'invoice', inv, true)).toEqual([1, 2, 0]);
    // 0 (1003), 0 (1002), 30,00 (1001): the tie keeps its order
    expect(sorted('invoice.paidValue', 'invoice', inv)).toEqual([0, 1, 2]);
    // 05/11 < 10/11 < no date
    expect(sorted('invoice.date', 'invoice', inv)).toEqual([2, 1, 0]);
  });

  it('flags false first', () => {
    // Checked: 1003 no, 1002 and 1001 yes (a tie, kept in order).
    expect(sorted('invoice.checked', 'invoice', inv)).toEqual([0, 1, 2]);
    expect(sorted('invoice.checked', 'invoice', inv, true)).toEqual([1, 2, 0]);
    // Paid: 1001 only.
    expect(sorted('invoice.paid', 'invoice', inv)).toEqual([0, 1, 2]);
    expect(sorted('invoice.paid', 'invoice', inv, true)).toEqual([2, 0, 1]);
    expect(sorted('invoice.paid', 'invoice', invoices('1001', '1002', '1003'))).toEqual([1, 2, 0]);
  });

  it('the D9 status by its label', () => {
    // 'Corrigido' (1002) < 'Pago' (1001) < 'Visualizado' (1003)
    expect(sorted('invoice.status', 'invoice', inv)).toEqual([1, 2, 0]);
  });

  it('push keys by their text', () => {
    // 'kA' (1001) < 'kB' (1003) < 'kZ' (1002)
    expect(sorted('invoice.key', 'invoice', inv)).toEqual([2, 0, 1]);
  });

  it("a line by its own column, or by its bulletin's", () => {
    const l = lines('70015II', '55RD', '108SC');
    // D33: '108SC' < '55RD' < '70015II' (code point, no numeric collation)
    expect(sorted('line.code', 'line', l)).toEqual([2, 1, 0]);
    // D28 Serviço: 'Corte' < 'Ligação' < 'Poda'
    expect(sorted('line.service', 'line', l)).toEqual([1, 2, 0]);
    // 30,00 < 97,50 < 165,68
    expect(sorted('line.total', 'line', l)).toEqual([1, 0, 2]);
    expect(sorted('line.quantity', 'line', l)).toEqual([2, 0, 1]);
    expect(sorted('line.price', 'line', l)).toEqual([1, 0, 2]);
    expect(sorted('line.factor', 'line', l)).toEqual([0, 1, 2]);
    // Through the bulletin: 70015II and 108SC are 1002's (10/11), 55RD is 1001's (05/11).
    expect(sorted('invoice.date', 'line', l)).toEqual([1, 0, 2]);
    expect(sorted('invoice.title', 'line', l)).toEqual([0, 2, 1]);
    expect(sorted('invoice.teamName', 'line', l)).toEqual([1, 0, 2]);
    expect(sorted('invoice.value', 'line', l)).toEqual([1, 0, 2]);
  });
});

describe('the team of a bulletin without one (SPEC §2 by-team)', () => {
  // A bulletin stored under the unnamed team '' and one of FURTADO.
  const unnamed = buildDataset(
    [
      anEntry({ id: '7001', date: Date.UTC(2026, 10, 3) }, 'k1', ''),
      anEntry({ id: '7002', date: Date.UTC(2026, 10, 4) }, 'k2', 'FURTADO'),
    ],
    ['', 'FURTADO'],
    1,
  );
  const column = (source: ColumnSource) => sourceColumn(unnamed, source);
  const id = readerOf(unnamed, column('invoice.id'));
  const items = Int32Array.from([0, 1]).sort((a, b) => Number(id(a)) - Number(id(b)));

  it("is named '' (D32: its id) but labelled 'Sem Equipe'", () => {
    expect(Array.from(items, readerOf(unnamed, column('invoice.teamName')))).toEqual([
      '',
      'FURTADO',
    ]);
    expect(Array.from(items, readerOf(unnamed, column('invoice.teamLabel')))).toEqual([
      'Sem Equipe',
      'FURTADO',
    ]);
  });

  it("sorts first by its name, after 'FURTADO' by its label", () => {
    const order = (source: ColumnSource) => [
      ...sortByRank(identityOrder(2), sourceRank(unnamed, column(source), 'invoice', items)),
    ];
    expect(order('invoice.teamName')).toEqual([0, 1]);
    expect(order('invoice.teamLabel')).toEqual([1, 0]);
  });
});

describe('the items a search matches (D21)', () => {
  it('a text column matches the bulletins whose text holds the query, accents and case aside', () => {
    const inv = invoices('1001', '1002', '1003');
    const search = { strings: data.strings.matches('PODA'), teams: new Uint8Array(2) };
    const { hits, index } = sourceMatches(sourceColumn(data, 'invoice.title'), search);
    expect(Array.from(inv, (i) => hits[index[i] as number])).toEqual([1, 0, 1]);
  });

  it('a team column matches through the team of each bulletin', () => {
    const inv = invoices('1001', '1002', '1003');
    const teams = Uint8Array.from(data.teams, (t) => (t === 'FURTADO' ? 1 : 0));
    const search = { strings: new Uint8Array(data.strings.size), teams };
    const { hits, index } = sourceMatches(sourceColumn(data, 'invoice.teamName'), search);
    expect(Array.from(inv, (i) => hits[index[i] as number])).toEqual([0, 1, 0]);
  });

  it('numbers, flags, labels and keys are not searchable', () => {
    const search = { strings: new Uint8Array(0), teams: new Uint8Array(0) };
    expect(() => sourceMatches(sourceColumn(data, 'invoice.value'), search)).toThrow(
      'a number column is not searchable',
    );
    expect(() => sourceMatches(sourceColumn(data, 'invoice.paid'), search)).toThrow(
      'a flag column is not searchable',
    );
    expect(() => sourceMatches(sourceColumn(data, 'invoice.status'), search)).toThrow(
      'a label column is not searchable',
    );
    expect(() => sourceMatches(sourceColumn(data, 'invoice.key'), search)).toThrow(
      'a key column is not searchable',
    );
  });
});
