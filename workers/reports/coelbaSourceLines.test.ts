import { anInvoice } from '../../src/core/testing/builders';
import type { Invoice, InvoiceEntry } from '../../src/core/model';
import { StaleReportError } from '../contract';
import { buildDataset } from '../engine/dataset';
import { ReportServer } from '../reportServer';
import { allRows, tinyParams } from '../testSupport';
import { coelbaReport } from './coelba';

/**
 * Issue 22: a Coelba row's source lines ('Linhas de origem'). A hand-built dataset of two teams;
 * every expected value below is worked out by hand from these lines (D4: line factor, else 1 for
 * Coelba; D5: price × quantity × factor, rounded to the cent).
 */
const day = (d: number) => Date.UTC(2026, 10, d);
const at = (
  team: string,
  key: string,
  id: string,
  date: number,
  city: string,
  services: object[],
): InvoiceEntry => ({
  team,
  key,
  invoice: anInvoice({ id, date, team, header: { city }, services } as Partial<Invoice>),
});
const line = (code: string, quantity: unknown, price: unknown, extra: object = {}) => ({
  code,
  quantity,
  price,
  ...extra,
});

const A = 'ORCDISTBA03';
const B = 'ORCDISTBA05';
const ENTRIES: InvoiceEntry[] = [
  // 0500120 (team B) is listed first: the dialog orders by bulletin id, not by storage.
  at(B, 'kB1', '0500120', day(8), 'Cruz das Almas', [
    // 2,5 × 12,34 × 1 = 30,85
    line('70RD', '2,5', 12.34),
  ]),
  at(A, 'kA1', '0300250', day(10), 'Cruz das Almas', [
    // position 0: 3 × 12,34 = 37,02
    line('70RD', 3, '12,34'),
    // position 1: another code, another row
    line('80C', 1, 5),
    // position 2: 1,5 × 12,34 = 18,51
    line('70RD', 1.5, 12.34),
  ]),
  at(B, 'kB2', '0500119', day(12), 'Cruz das Almas', [
    // same city and code, but its own factor (2): its own row (D15). 1 × 12,34 × 2 = 24,68
    line('70RD', 1, 12.34, { factor: 2 }),
    // same city, code, price and factor 1, but a pedido: its own row (D15). 4 × 12,34 = 49,36
    line('70RD', 4, 12.34, { pedido: '4500000001' }),
  ]),
  // Another municipality: its own row. 7 × 12,34 = 86,38
  at(A, 'kA2', '0300251', day(11), 'Salvador', [line('70RD', 7, 12.34)]),
];
const TEAMS = [A, B];
const params = (search = '') => tinyParams(TEAMS, '2026-11-01', '2026-11-20', { search });
const dataset = () => buildDataset(ENTRIES, TEAMS, 1.6568);

describe('Coelba source lines (issue 22)', () => {
  it("lists a row's lines by bulletin id, each with date, quantity and total; they sum to the row", () => {
    const result = coelbaReport(dataset(), params());
    const rows = allRows(result);
    const row = rows.find((r) => r.city === 'Cruz das Almas' && r.factor === 1 && r.pedido === '-');
    // 37,02 + 18,51 + 30,85 = 86,38; 3 + 1,5 + 2,5 = 7.
    expect(row).toMatchObject({ code: '70RD', totalCents: 8638, quantity: 7, lines: 3 });
    expect(row?.planilhas).toBe('0300250, 0500120');
    expect(result.sourceLines(row?.id as number)).toEqual([
      {
        team: A,
        key: 'kA1',
        invoiceId: '0300250',
        date: day(10),
        position: 0,
        quantity: 3,
        totalCents: 3702,
      },
      {
        team: A,
        key: 'kA1',
        invoiceId: '0300250',
        date: day(10),
        position: 2,
        quantity: 1.5,
        totalCents: 1851,
      },
      {
        team: B,
        key: 'kB1',
        invoiceId: '0500120',
        date: day(8),
        position: 0,
        quantity: 2.5,
        totalCents: 3085,
      },
    ]);
  });

  it('keeps the rows D15 splits apart: own factor, own pedido, other municipality', () => {
    const result = coelbaReport(dataset(), params());
    const rows = allRows(result);
    const linesOf = (find: (r: (typeof rows)[number]) => boolean) => {
      const row = rows.find(find);
      if (!row) throw new Error('no such row');
      return result
        .sourceLines(row.id)
        .map((l) => [l.team, l.key, l.invoiceId, l.position, l.quantity, l.totalCents]);
    };
    expect(linesOf((r) => r.factor === 2)).toEqual([[B, 'kB2', '0500119', 0, 1, 2468]]);
    expect(linesOf((r) => r.pedido === '4500000001')).toEqual([[B, 'kB2', '0500119', 1, 4, 4936]]);
    expect(linesOf((r) => r.city === 'Salvador')).toEqual([[A, 'kA2', '0300251', 0, 7, 8638]]);
    expect(linesOf((r) => r.code === '80C')).toEqual([[A, 'kA1', '0300250', 1, 1, 500]]);
  });

  it('answers by row id under a search too; refuses an id that is no row', () => {
    const all = allRows(coelbaReport(dataset(), params()));
    const salvador = all.find((r) => r.city === 'Salvador');
    const searched = coelbaReport(dataset(), params('salvador'));
    const [only] = allRows(searched);
    // The row id is the row's place in the unsearched result (D49), so it names the same row.
    expect(only?.id).toBe(salvador?.id);
    expect(searched.sourceLines(only?.id as number).map((l) => l.invoiceId)).toEqual(['0300251']);
    expect(() => searched.sourceLines(all.length)).toThrow(/not a row/);
    expect(() => searched.sourceLines(-1)).toThrow(/not a row/);
  });

  it('the server answers for the kept result only (a new search is a new result)', () => {
    const server = new ReportServer();
    const first = server.run('coelba', dataset(), params());
    const row = server
      .page('coelba', { page: 0, pageSize: 50 })
      .rows.find((r) => r.city === 'Salvador');
    expect(server.coelbaSourceLines(first.run, row?.id as number)).toHaveLength(1);
    const second = server.search('coelba', 'cruz');
    expect(() => server.coelbaSourceLines(first.run, row?.id as number)).toThrow(StaleReportError);
    const cruz = server.page('coelba', { page: 0, pageSize: 50 }).rows;
    // Σ of every searched row's lines is the searched Total (D15).
    const sum = cruz
      .flatMap((r) => server.coelbaSourceLines(second.run, r.id))
      .reduce((s, l) => s + l.totalCents, 0);
    // 86,38 + 24,68 + 49,36 + 5,00 = 165,42
    expect(second.footers.totalCents).toBe(16542);
    expect(sum).toBe(16542);
  });
});
