import { compareNumbers, compareText } from '../src/core/text';
import { SORT_KEYS, StaleReportError, nextSort } from './contract';
import type { ReportKind, ReportRows, SortSpec } from './contract';
import { ReportServer } from './reportServer';
import { TINY_TEAMS, tinyDataset, tinyParams } from './testSupport';

/** The tiny fixture over its two cycles, every team. */
function server<K extends ReportKind>(kind: K, search = '') {
  const s = new ReportServer();
  const handle = s.run(
    kind,
    tinyDataset(TINY_TEAMS),
    tinyParams(TINY_TEAMS, '2026-09-26', '2026-11-25', { search }),
  );
  return { s, handle };
}

type Compare = (a: never, b: never) => number;
const text =
  <R>(f: (r: R) => string) =>
  (a: R, b: R) =>
    compareText(f(a), f(b));
const num =
  <R>(f: (r: R) => number) =>
  (a: R, b: R) =>
    compareNumbers(f(a), f(b));

/** How each allowed sort key compares two rows (D33: text folded, numbers as numbers). */
const COMPARE: { [K in ReportKind]?: Record<string, Compare> } = {
  general: {
    id: text<ReportRows['general']>((r) => r.invoiceId),
    equipe: text<ReportRows['general']>((r) => r.teamName),
    data: num<ReportRows['general']>((r) => r.date),
    valor: num<ReportRows['general']>((r) => r.valueCents),
  },
  'by-code': {
    data: num<ReportRows['by-code']>((r) => r.date),
    codigo: text<ReportRows['by-code']>((r) => r.code),
    quantidade: num<ReportRows['by-code']>((r) => r.quantity),
    valor: num<ReportRows['by-code']>((r) => r.price),
  },
  coelba: {
    planilha: text<ReportRows['coelba']>((r) => r.planilhas),
    codigo: text<ReportRows['coelba']>((r) => r.code),
    total: num<ReportRows['coelba']>((r) => r.totalCents),
    municipio: text<ReportRows['coelba']>((r) => r.city),
  },
  paid: {
    id: text<ReportRows['paid']>((r) => r.invoiceId),
    date: num<ReportRows['paid']>((r) => r.date),
    totalValue: num<ReportRows['paid']>((r) => r.valueCents),
    paidValue: num<ReportRows['paid']>((r) => r.paidValueCents),
  },
  'faturamento-real': {
    data: num<ReportRows['faturamento-real']>((r) => r.date),
    equipe: text<ReportRows['faturamento-real']>((r) => r.teamName),
    codigo: text<ReportRows['faturamento-real']>((r) => r.code),
    total: num<ReportRows['faturamento-real']>((r) => r.totalCents),
  },
};

describe('report server sorting (SPEC §2, D33, D34)', () => {
  const sortable = Object.keys(COMPARE) as ReportKind[];
  for (const kind of sortable) {
    for (const key of SORT_KEYS[kind] as string[]) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`${kind} by ${key} ${direction}: ordered, ties keep the default order`, () => {
          const { s, handle } = server(kind);
          const sort = { key, direction } as SortSpec;
          const { rows, total } = s.page(kind, { page: 0, pageSize: 10_000, sort });
          expect(total).toBe(handle.total);
          expect(rows.length).toBe(total);
          expect(total).toBeGreaterThan(3);
          const compare = (COMPARE[kind] as Record<string, Compare>)[key] as (
            a: unknown,
            b: unknown,
          ) => number;
          let distinct = 0;
          for (let i = 1; i < rows.length; i += 1) {
            const c = compare(rows[i - 1], rows[i]);
            if (c !== 0) distinct += 1;
            expect(direction === 'asc' ? c <= 0 : c >= 0).toBe(true);
            // D34: descending keeps ties in default order (ids are default positions).
            if (c === 0)
              expect((rows[i - 1] as { id: number }).id).toBeLessThan(
                (rows[i] as { id: number }).id,
              );
          }
          expect(distinct).toBeGreaterThan(0);
        });
      }
    }
  }

  it('by-team sorts whole team groups; rows inside a team stay in date order', () => {
    const { s } = server('by-team');
    const { rows } = s.page('by-team', {
      page: 0,
      pageSize: 1000,
      sort: { key: 'invoices', direction: 'asc' },
    });
    // Accepted bulletins with a date, 26/09–25/11: Equipe 10 has 4, Equipe 03 8, Equipe 01 10
    // (0100001 and 0100006 are not sent), Equipe 02 9 (0200009 is not sent).
    const teams = rows.map((r) => r.teamName).filter((t, i, all) => all[i - 1] !== t);
    expect(teams).toEqual(['Equipe 10', 'Equipe 03', 'Equipe 02', 'Equipe 01']);
    for (let i = 1; i < rows.length; i += 1) {
      const [a, b] = [rows[i - 1], rows[i]] as [ReportRows['by-team'], ReportRows['by-team']];
      if (a.team === b.team) expect(a.date).toBeLessThanOrEqual(b.date);
    }
  });

  for (const key of ['team', 'invoices', 'value'] as const) {
    for (const direction of ['asc', 'desc'] as const) {
      it(`by-team by ${key} ${direction}: groups ordered, each group contiguous in date order`, () => {
        const { s, handle } = server('by-team');
        const { rows } = s.page('by-team', { page: 0, pageSize: 1000, sort: { key, direction } });
        expect(rows).toHaveLength(handle.total);
        const group = new Map(handle.groups.map((g) => [g.team, g]));
        const measure = (team: string) => {
          const g = group.get(team) as (typeof handle.groups)[number];
          return key === 'team' ? g.teamName : key === 'invoices' ? g.invoices : g.valueCents;
        };
        const order = rows.map((r) => r.team).filter((t, i, all) => all[i - 1] !== t);
        expect(new Set(order).size).toBe(order.length); // contiguous groups
        for (let i = 1; i < order.length; i += 1) {
          const [a, b] = [measure(order[i - 1] as string), measure(order[i] as string)];
          const c = typeof a === 'string' ? compareText(a, b) : compareNumbers(a, b as number);
          expect(direction === 'asc' ? c <= 0 : c >= 0).toBe(true);
        }
        for (let i = 1; i < rows.length; i += 1) {
          const [a, b] = [rows[i - 1], rows[i]] as [ReportRows['by-team'], ReportRows['by-team']];
          if (a.team === b.team) expect(a.id).toBeLessThan(b.id);
        }
      });
    }
  }

  it('by-code date descending keeps same-day lines in code order (hand example)', () => {
    const s = new ReportServer();
    s.run('by-code', tinyDataset(['ORCDISTBA10']), tinyParams(['ORCDISTBA10']));
    const page = (direction: 'asc' | 'desc') =>
      s
        .page('by-code', { page: 0, pageSize: 10, sort: { key: 'data', direction } })
        .rows.map((r) => r.code);
    // 02/11: 70030II, NDE119SI (code order); 30/10: 70070II.
    expect(page('desc')).toEqual(['70030II', 'NDE119SI', '70070II']);
    expect(page('asc')).toEqual(['70070II', '70030II', 'NDE119SI']);
  });

  it('pages through the sorted rows', () => {
    const { s } = server('by-code');
    const sort: SortSpec<'by-code'> = { key: 'valor', direction: 'desc' };
    const all = s.page('by-code', { page: 0, pageSize: 1000, sort }).rows;
    const second = s.page('by-code', { page: 1, pageSize: 7, sort });
    expect(second.rows).toEqual(all.slice(7, 14));
    expect(s.page('by-code', { page: 1000, pageSize: 7, sort }).rows).toEqual([]);
  });

  it('refuses a sort key the report does not have', () => {
    const { s } = server('daily');
    expect(() =>
      s.page('daily', { page: 0, pageSize: 10, sort: { key: 'valor' as never, direction: 'asc' } }),
    ).toThrow();
  });

  it('the same column toggles asc/desc; a new column starts asc (SPEC §2)', () => {
    const first = nextSort<'by-code'>(null, 'valor');
    expect(first).toEqual({ key: 'valor', direction: 'asc' });
    const second = nextSort(first, 'valor');
    expect(second).toEqual({ key: 'valor', direction: 'desc' });
    expect(nextSort(second, 'valor')).toEqual({ key: 'valor', direction: 'asc' });
    expect(nextSort(second, 'data')).toEqual({ key: 'data', direction: 'asc' });
  });
});

describe('report server search and CSV', () => {
  it('search re-runs the report on the kept data; the CSV follows search and sort (D34)', () => {
    const { s } = server('by-code');
    const handle = s.search('by-code', 'religador');
    // 70060II lines: 0100006 (not sent), 0100007 30/10, 0200005 (no date field; header.date
    // 02/11, D6), 0300008 07/11 → 3 rows.
    expect(handle.total).toBe(3);
    const { bytes } = s.csv('by-code', { key: 'data', direction: 'desc' });
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines.slice(1, 4).map((l) => l.split(';')[0])).toEqual([
      '0300008',
      '0200005',
      '0100007',
    ]);
    expect(lines[4]).toBe('');
    expect(s.search('by-code', '').total).toBeGreaterThan(3);
  });

  it('a Coelba selection names its result: a later search or run refuses it (D49)', () => {
    const { s, handle } = server('coelba');
    const all = s.coelbaSelection(handle.run, { type: 'exclude', ids: [] }).preview;
    expect(all.rows).toBe(handle.total);
    const searched = s.search('coelba', 'muritiba');
    expect(searched.run).toBeGreaterThan(handle.run);
    expect(() => s.coelbaSelection(handle.run, { type: 'exclude', ids: [] })).toThrow(
      StaleReportError,
    );
    // Selecionar Todos on the searched result: its rows, every one a Muritiba row.
    const picked = s.coelbaSelection(searched.run, { type: 'exclude', ids: [] }).preview;
    const page = s.page('coelba', { page: 0, pageSize: 1000 }).rows;
    expect(page.every((r) => r.city === 'Muritiba')).toBe(true);
    expect(picked.rows).toBe(page.length);
    expect(picked.totalCents).toBe(page.reduce((sum, r) => sum + r.totalCents, 0));
    expect(picked.totalCents).toBeLessThan(all.totalCents);
  });

  it('a selection made on page 2 of a sorted, searched view names exactly those rows (D49)', () => {
    const { s } = server('coelba');
    const searched = s.search('coelba', 'salvador');
    const sort = { key: 'total', direction: 'desc' } as const;
    const pageTwo = s.page('coelba', { page: 1, pageSize: 3, sort }).rows;
    expect(pageTwo).toHaveLength(3);
    const sum = (rows: { totalCents: number }[]) => rows.reduce((t, r) => t + r.totalCents, 0);
    // Include: the rows ticked on page 2, whatever their place in the default order.
    const include = s.coelbaSelection(searched.run, {
      type: 'include',
      ids: pageTwo.map((r) => r.id),
    }).preview;
    expect(include.rows).toBe(3);
    expect(include.totalCents).toBe(sum(pageTwo));
    expect(include.lines).toBe(pageTwo.reduce((t, r) => t + r.lines, 0));
    // Exclude (Selecionar Todos, then those unticked): the whole search but page 2's rows.
    const every = s.page('coelba', { page: 0, pageSize: 10_000, sort }).rows;
    const exclude = s.coelbaSelection(searched.run, {
      type: 'exclude',
      ids: pageTwo.map((r) => r.id),
    }).preview;
    expect(exclude.rows).toBe(every.length - 3);
    expect(exclude.totalCents).toBe(sum(every) - sum(pageTwo));
    expect(every.every((r) => r.city === 'Salvador')).toBe(true);
  });

  it('a handle is small: cards, footers and total, never the rows', () => {
    const { handle } = server('by-code');
    expect(Object.keys(handle).sort()).toEqual([
      'cards',
      'fileName',
      'globalFactor',
      'kind',
      'run',
      'total',
    ]);
    expect(JSON.stringify(handle).length).toBeLessThan(500);
  });

  it('names every CSV by the SPEC prefix and today (D23)', () => {
    const names = (Object.keys(SORT_KEYS) as ReportKind[]).map(
      (kind) => server(kind).handle.fileName,
    );
    expect(names).toEqual([
      'relatorio-geral-2026-11-21.csv',
      'relatorio-por-codigo-2026-11-21.csv',
      'relatorio-por-equipe-2026-11-21.csv',
      'relatorio-por-tipo-2026-11-21.csv',
      'relatorio-coelba-2026-11-21.csv',
      'relatorio-pagos-2026-11-21.csv',
      'relatorio-pagos-resumo-2026-11-21.csv',
      'relatorio-diario-2026-11-21.csv',
      'relatorio-mensal-2026-11-21.csv',
      'faturamento-real-2026-11-21.csv',
    ]);
  });

  it('writes every CSV header row exactly (SPEC §2, §9, D24)', () => {
    const headers = (Object.keys(SORT_KEYS) as ReportKind[]).map((kind) => {
      const { s } = server(kind);
      return new TextDecoder('utf-8', { ignoreBOM: true })
        .decode(s.csv(kind).bytes)
        .split('\r\n')[0];
    });
    expect(headers).toEqual([
      '\uFEFFID;Equipe;Projeto;Título;PMS;OS;Município;Data;Valor Total;Corrigido;Pago;Status',
      '\uFEFFPlanilha;Pedido;Data;Código;Serviço;Qtd;Valor;Projeto;Mun.;PES;OS;Setor;Total Parc.',
      '\uFEFFEquipe;Data;ID (Planilha);Projeto;Título;PMS;OS;Município;Valor',
      '\uFEFFEquipe;Fat. Total;Deslocamento;Alojamento;Produção ou Disponibilidade;% Deslocamento;% Alojamento;% Produção ou Disponibilidade',
      '\uFEFFPlanilhas;Código;Pedido;Descrição do Serviço;Itens do Contrato;Unid;Qtd;Preço;Fator;Total;PES;Município',
      '\uFEFFID;Título;PES;PMS;Município;Data;Valor (R$);Valor Pago (R$)',
      '\uFEFFEquipe;Valor Total Pago;Qtd. Pagos;Qtd. Total;% Pagos',
      '\uFEFFRanking;Equipe;Faturamento;Boletins;Liberados;Valor Visualizado;Pendentes;Dias Trabalhados;Média Diária;Status da Meta;Status Meta Máxima',
      '\uFEFFEquipe;DEZ/2025;JAN/2026;FEV/2026;MAR/2026;ABR/2026;MAI/2026;JUN/2026;JUL/2026;AGO/2026;SET/2026;OUT/2026;NOV/2026;Total;Média;Boletins',
      '\uFEFFData;Equipe;N Planilha (ID);Código;Serviço;QTD.;Preço;UND;Fator;Total Parcial',
    ]);
  });
});

/** "1234,50" → 123450 cents; "12" → 12 (counts). */
const cents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

describe('footers equal the sum of the rows (D5, D42)', () => {
  const footerCase = (kind: ReportKind, footerRows: number, summed: number[]) =>
    it(`${kind}`, () => {
      const s = new ReportServer();
      const data = tinyDataset([...TINY_TEAMS, 'ORCDISTBA17']);
      const result = s.run(
        kind,
        data,
        tinyParams([...TINY_TEAMS, 'ORCDISTBA17'], '2026-09-26', '2026-11-25'),
      );
      expect(result.total).toBeGreaterThan(0);
      const lines = new TextDecoder()
        .decode(s.csv(kind).bytes)
        .split('\r\n')
        .slice(1, -1)
        .map((l) => l.split(';'));
      const body = lines.slice(0, lines.length - footerRows);
      const footer = lines[lines.length - footerRows] as string[];
      for (const column of summed) {
        const sum = body.reduce((acc, row) => acc + cents(row[column] as string), 0);
        expect(cents(footer[column] as string), `column ${column}`).toBe(sum);
      }
    });
  footerCase('paid-summary', 1, [1, 2, 3]);
  footerCase('daily', 1, [2, 3, 4, 5, 6, 8]);
  footerCase('by-type', 1, [1, 2, 3, 4]);
  footerCase('coelba', 3, [9]);

  it('coelba: Total = Total Pagos + Total sem pedidos', () => {
    const { s } = server('coelba');
    const footers = new TextDecoder().decode(s.csv('coelba').bytes).split('\r\n').slice(-4, -1);
    const [total, paid, unpaid] = footers.map((l) => cents(l.split(';')[9] as string));
    expect(total).toBe((paid as number) + (unpaid as number));
  });

  it('cards equal the sums of the rows they describe', () => {
    const { s, handle } = server('by-code');
    const rows = s.page('by-code', { page: 0, pageSize: 10_000 }).rows;
    expect(handle.cards.totalValueCents).toBe(rows.reduce((a, r) => a + r.totalCents, 0));
    const general = server('general');
    const invoices = general.s.page('general', { page: 0, pageSize: 10_000 }).rows;
    expect(general.handle.cards.totalValueCents).toBe(
      invoices.reduce((a, r) => a + r.valueCents, 0),
    );
    expect(general.handle.cards.paid.valueCents + general.handle.cards.unpaid.valueCents).toBe(
      general.handle.cards.totalValueCents,
    );
  });

  it('monthly: each row Total is the sum of its 12 cycles', () => {
    const { s } = server('monthly');
    const lines = new TextDecoder().decode(s.csv('monthly').bytes).split('\r\n').slice(1, -1);
    for (const row of lines) {
      const cells = row.split(';');
      const cycles = cells.slice(1, 13).reduce((a, c) => a + cents(c), 0);
      expect(cents(cells[13] as string)).toBe(cycles);
    }
  });
});
