import { updatePedidos } from '../../src/core/workflow';
import type { Invoice } from '../../src/core/model';
import { aLine, anInvoice } from '../../src/core/testing/builders';
import { buildDataset } from '../engine/dataset';
import { identityOrder, sortByRank } from '../engine/order';
import {
  TINY_JSON,
  TINY_TODAY,
  allRows,
  csvLines,
  runTiny,
  tinyDataset,
  tinyParams,
} from '../testSupport';
import { coelbaLineState, coelbaReport, sameLineState } from './coelba';
import type { CoelbaResult } from './coelba';
import type { RowSelection } from '../contract';

describe('coelba report', () => {
  it('aggregates by municipality and code, with the Coelba factor (D4: line factor, else 1)', () => {
    // ORCDISTBA10, current period:
    //   1000003 Feira de Santana 70070II factor '' → 1: 2 × 156,40 = 312,80
    //   1000004 Muritiba 70030II factor '' → 1: 1890,00; NDE119SI 86 × 2,85 × 1 = 245,10
    // Total 2447,90; no pedidos: Total Pagos 0,00, Total sem pedidos 2447,90.
    expect(csvLines(runTiny('coelba', ['ORCDISTBA10']))).toEqual([
      'Planilhas;Código;Pedido;Descrição do Serviço;Itens do Contrato;Unid;Qtd;Preço;Fator;Total;PES;Município',
      '1000003;70070II;-;Instalação de aterramento com haste de 2,4 m e cabo de cobre;4600035150;UN;002,00;156,40;1,0000;312,80;9971459;Feira de Santana',
      '1000004;70030II;-;Instalação de transformador trifásico até 75 kVA em poste, rede energizada;4600035150;UN;001,00;1890,00;1,0000;1890,00;7034327;Muritiba',
      '1000004;NDE119SI;-;Deslocamento da equipe e do veículo de linha viva até a obra de investimento;4600035150;KM;086,00;2,85;1,0000;245,10;7034327;Muritiba',
      'Total;;;;;;;;;2447,90;;',
      'Total Pagos;;;;;;;;;0,00;;',
      'Total sem pedidos;;;;;;;;;2447,90;;',
    ]);
  });

  it('keeps apart lines of one municipality and code that differ in pedido (D15)', () => {
    // ORCDISTBA01, 09/10–30/10/2026: 0100003 (Muritiba), 0100004I, 0100004C, 0100007 (Salvador).
    //   Muritiba: 80040C 89,40; 80050C 7 × 72,80 = 509,60; NDM108SC 180 × 2,85 = 513,00
    //   Salvador: 70012II 312,40 × 1,6568 = 517,584 → 517,58; 70040RD 91 × 6,42 = 584,22 (pedido);
    //     70060II 2480 × 1,6568 = 4108,86; 70065RD 336 × 11,25 = 3780,00;
    //     80022C 11 × 64,30 = 707,30 (0100004C, '-') and 14 × 64,30 = 900,20 (0100007, pedido);
    //     80030C 17 × 38,90 = 661,30
    // Total 12371,46; Total Pagos 584,22 + 900,20 = 1484,42; sem pedidos 10887,04.
    const result = runTiny('coelba', ['ORCDISTBA01'], '2026-10-09', '2026-10-30');
    expect(allRows(result).map((r) => [r.city, r.code, r.pedido, r.totalCents])).toEqual([
      ['Muritiba', '80040C', '-', 8940],
      ['Muritiba', '80050C', '-', 50960],
      ['Muritiba', 'NDM108SC', '-', 51300],
      ['Salvador', '70012II', '-', 51758],
      ['Salvador', '70040RD', '4574640953', 58422],
      ['Salvador', '70060II', '-', 410886],
      ['Salvador', '70065RD', '-', 378000],
      ['Salvador', '80022C', '-', 70730],
      ['Salvador', '80022C', '4574640953', 90020],
      ['Salvador', '80030C', '-', 66130],
    ]);
    expect(result.summary.footers).toEqual({
      totalCents: 1237146,
      paidCents: 148442,
      unpaidCents: 1088704,
    });
    expect(result.summary.cards).toEqual({
      totalServices: 10,
      uniqueCodes: 9,
      municipalities: 2,
      totalQuantity: 1 + 7 + 180 + 1 + 91 + 1 + 336 + 11 + 14 + 17,
      totalValueCents: 1237146,
    });
  });

  it('reads numeric and padded pedidos as text (D39) and finds the lines behind rows (D15)', () => {
    // ORCDISTBA02 on 12/10/2026: 0200003 (Madre de Deus), services in order:
    //   0 NDE119SI 77 × "2,85" × 1 = 219,45, pedido 4500123457 (a number)
    //   1 70065RD 123 × 11,25 × 1 = 1383,75, pedido '4500123456'
    //   2 70020II 286,90 × "1,6568" = 475,336 → 475,34, pedido '4500123456'
    const result = coelbaReport(
      tinyDataset(['ORCDISTBA02']),
      tinyParams(['ORCDISTBA02'], '2026-10-12', '2026-10-12'),
    );
    const rows = allRows(result);
    expect(rows.map((r) => [r.code, r.pedido, r.factor, r.totalCents, r.paid])).toEqual([
      ['70020II', '4500123456', 1.6568, 47534, true],
      ['70065RD', '4500123456', 1, 138375, true],
      ['NDE119SI', '4500123457', 1, 21945, true],
    ]);
    expect(result.summary.footers.paidCents).toBe(47534 + 138375 + 21945);

    const { bulletins, preview } = result.selectLines({ type: 'include', ids: [0, 1] });
    expect(bulletins).toEqual([
      {
        team: 'ORCDISTBA02',
        key: '-P3kZH3Vza_A7IWIXcgX',
        lines: [
          {
            position: 1,
            state: {
              code: '70065RD',
              pedido: '4500123456',
              quantity: 123,
              price: 11.25,
              factor: 1,
            },
          },
          {
            position: 2,
            state: {
              code: '70020II',
              pedido: '4500123456',
              quantity: 1,
              price: 286.9,
              factor: 1.6568,
            },
          },
        ],
      },
    ]);
    expect(preview).toEqual({
      rows: 2,
      lines: 2,
      bulletins: 1,
      totalCents: 47534 + 138375,
      withPedido: 2,
    });
    // Core's updatePedidos turns them into ONE change: the whole services array of the bulletin.
    const entry = {
      team: 'ORCDISTBA02',
      key: '-P3kZH3Vza_A7IWIXcgX',
      invoice: TINY_JSON.forms.ORCDISTBA02?.['-P3kZH3Vza_A7IWIXcgX'] as Invoice,
    };
    const write = updatePedidos([{ entry, positions: [1, 2] }], ' 777 ', {
      uid: 'u1',
      name: 'Admin',
      email: 'admin@demo.local',
      role: 'admin',
      checker: 'Admin',
    });
    expect(write.ok).toBe(true);
    if (write.ok) {
      const [change] = write.changes;
      expect(change).toMatchObject({ kind: 'patch', team: 'ORCDISTBA02', key: entry.key });
      const services = (change?.kind === 'patch' ? change.fields.services : []) as {
        pedido: unknown;
      }[];
      expect(services.map((s) => s.pedido)).toEqual([4500123457, '777', '777']);
    }
  });

  it('Planilhas and PES list distinct values sorted; text from the smallest invoice id (D29)', () => {
    const line = (description: string, unid?: string) => ({
      code: '55RD',
      quantity: 1,
      price: 10,
      factor: 2,
      description,
      ...(unid ? { unid } : {}),
    });
    const at = (id: string, si: string, services: object[]) => ({
      team: 'T',
      key: `k${id}`,
      invoice: anInvoice({ id, date: TINY_TODAY, header: { city: 'São Félix', si }, services }),
    });
    const data = buildDataset(
      [
        at('20', '9', [line('late', 'M')]),
        at('100', '', [line('first', 'KM')]),
        at('20', '1', [line('late')]),
      ],
      ['T'],
      1.6568,
    );
    const [row] = allRows(coelbaReport(data, tinyParams(['T'])));
    // Ids sort as text (D33): "100" < "20". Empty si is left out (D39).
    expect(row).toMatchObject({
      planilhas: '100, 20',
      pes: '1, 9',
      description: 'first',
      unit: 'KM',
      quantity: 3,
      totalCents: 6000,
      lines: 3,
    });
  });

  it('a services list with a hole (P16): rows of the lines present; Atualizar Pedidos keeps the keys', () => {
    const P = { code: '55RD', quantity: 1, price: 10, factor: 1, pedido: '4500012345', paid: true };
    const Y = { code: '70RD', quantity: 2, price: 10, factor: 1, pedido: '-' };
    const invoice = anInvoice({
      id: '300',
      date: TINY_TODAY,
      header: { city: 'São Félix' },
      // Stored { 1: P, 2: Y }: the line before P was removed by a non-admin (issue 14).
      services: { '1': P, '2': Y },
    });
    const data = buildDataset([{ team: 'T', key: 'kHoled', invoice }], ['T'], 1.6568);
    const result = coelbaReport(data, tinyParams(['T']));
    expect(allRows(result).map((r) => [r.code, r.pedido, r.totalCents])).toEqual([
      ['55RD', '4500012345', 1000],
      ['70RD', '-', 2000],
    ]);
    const id = allRows(result).find((r) => r.code === '70RD')?.id as number;
    const { bulletins } = result.selectLines({ type: 'include', ids: [id] });
    // D49: the position is the line's place in toList(services), holes aside.
    expect(bulletins[0]?.lines.map((l) => l.position)).toEqual([1]);
    const admin = { uid: 'u1', name: 'A', email: 'a@x', role: 'admin' as const, checker: 'A' };
    const entry = { team: 'T', key: 'kHoled', invoice };
    const write = updatePedidos([{ entry, positions: [1] }], '77', admin);
    expect(write.ok && write.changes[0]?.kind === 'patch' && write.changes[0].fields).toEqual({
      services: [null, P, { ...Y, pedido: '77', paid: true }],
    });
  });

  it('searches Planilhas, Código, Pedido, Descrição and Município (D41); ids survive a search', () => {
    const codes = (search: string) =>
      allRows(runTiny('coelba', ['ORCDISTBA01'], '2026-10-09', '2026-10-30', { search })).map(
        (r) => `${r.id}:${r.code}`,
      );
    expect(codes('0100004C')).toEqual(['7:80022C', '9:80030C']); // Planilhas
    expect(codes('70065')).toEqual(['6:70065RD']); // Código
    expect(codes('4574640953')).toEqual(['4:70040RD', '8:80022C']); // Pedido
    expect(codes('pipa')).toEqual(['0:80040C']); // Descrição
    expect(codes('MURITIBA')).toEqual(['0:80040C', '1:80050C', '2:NDM108SC']); // Município
  });
});

describe('coelba selection by identity (D49)', () => {
  // ORCDISTBA01, 09/10–30/10/2026 (rows listed in the D15 test above, ids 0..9):
  //   0 Muritiba 80040C 89,40 (0100003 line 2); 1 Muritiba 80050C 509,60;
  //   2 Muritiba NDM108SC 513,00; 3 Salvador 70012II 517,58; 4 Salvador 70040RD 584,22 (pedido);
  //   5 Salvador 70060II 4108,86; 6 Salvador 70065RD 3780,00; 7 Salvador 80022C 707,30;
  //   8 Salvador 80022C 900,20 (pedido); 9 Salvador 80030C 661,30.
  const run = (search = '') =>
    runTiny('coelba', ['ORCDISTBA01'], '2026-10-09', '2026-10-30', { search }) as CoelbaResult;
  const lineKeys = (result: CoelbaResult, selection: RowSelection) =>
    result
      .selectLines(selection)
      .bulletins.flatMap((b) => b.lines.map((l) => `${b.key}/${l.position}:${l.state.code}`))
      .sort();

  it('Selecionar Todos under a search selects exactly the searched rows, not the first n', () => {
    const searched = run('muritiba');
    const all = run();
    const selected = searched.selectLines({ type: 'exclude', ids: [] });
    // Muritiba's three rows: 89,40 + 509,60 + 513,00 (hand-summed above).
    expect(selected.preview).toMatchObject({ rows: 3, totalCents: 8940 + 50960 + 51300 });
    // The same lines as picking Muritiba's rows (ids 0, 1, 2) on the unsearched result …
    expect(lineKeys(searched, { type: 'exclude', ids: [] })).toEqual(
      lineKeys(all, { type: 'include', ids: [0, 1, 2] }),
    );
    // … and every one of them a Muritiba code.
    expect(selected.bulletins.flatMap((b) => b.lines.map((l) => l.state.code)).sort()).toEqual([
      '80040C',
      '80050C',
      'NDM108SC',
    ]);
    // A search that keeps later rows: Selecionar Todos must not reach rows 0 and 1.
    const pedidoRows = run('4574640953');
    expect(pedidoRows.selectLines({ type: 'exclude', ids: [] }).preview).toEqual({
      rows: 2,
      lines: 2,
      bulletins: 1,
      totalCents: 58422 + 90020,
      withPedido: 2,
    });
    expect(lineKeys(pedidoRows, { type: 'exclude', ids: [] })).toEqual(
      lineKeys(all, { type: 'include', ids: [4, 8] }),
    );
  });

  it('an exclude selection leaves out exactly the unchecked rows; include takes row ids', () => {
    const searched = run('salvador');
    expect(searched.selectLines({ type: 'exclude', ids: [5, 6] }).preview).toMatchObject({
      rows: 5,
      totalCents: 51758 + 58422 + 70730 + 90020 + 66130,
    });
    expect(searched.selectLines({ type: 'include', ids: [9, 3] }).preview).toMatchObject({
      rows: 2,
      totalCents: 66130 + 51758,
      withPedido: 0,
    });
  });

  it('refuses a row id that is not a row of this result (a selection of another search)', () => {
    expect(() => run('salvador').selectLines({ type: 'include', ids: [0] })).toThrow(/not a row/);
  });
});

describe('coelba line state (D49: Atualizar Pedidos writes only lines unchanged since the report)', () => {
  const state = { code: '55RD', pedido: '4500', quantity: 2.5, price: 1234.56, factor: 1 };

  it('reads a stored line by the report rules: D3 numbers, D39 pedido, D4 factor else 1', () => {
    // Factor 0 is not above 0, so Coelba's fallback 1 applies (not the global 1,6568).
    expect(
      coelbaLineState(
        aLine({ code: '55RD', pedido: ' 4500 ', quantity: '2,5', price: '1.234,56', factor: 0 }),
      ),
    ).toEqual(state);
    // No pedido reads '-'; a factor above 0 is the line's own.
    expect(coelbaLineState(aLine({ code: '70RD', pedido: undefined, factor: '1,5' }))).toEqual({
      code: '70RD',
      pedido: '-',
      quantity: 1,
      price: 100,
      factor: 1.5,
    });
  });

  it('is the same only when code, pedido, quantity, price and factor all are', () => {
    expect(sameLineState(state, { ...state })).toBe(true);
    expect(sameLineState(state, { ...state, code: '55RC' })).toBe(false);
    expect(sameLineState(state, { ...state, pedido: '-' })).toBe(false);
    expect(sameLineState(state, { ...state, quantity: 2 })).toBe(false);
    expect(sameLineState(state, { ...state, price: 1234.5 })).toBe(false);
    expect(sameLineState(state, { ...state, factor: 1.6568 })).toBe(false);
  });
});

describe('coelba sorts (SPEC §2: planilha, codigo, total, municipio; D34 stable)', () => {
  // ORCDISTBA01, 09/10–30/10/2026, rows (ids) as in the D15 test above.
  // Each test runs the report itself: a result made while the tests are collected would be
  // made before a mutant is switched on.
  const sorted = (key: 'planilha' | 'codigo' | 'total' | 'municipio', descending = false) => {
    const result = runTiny('coelba', ['ORCDISTBA01'], '2026-10-09', '2026-10-30');
    return Array.from(
      sortByRank(identityOrder(result.rowCount), result.sortKeys[key](), descending),
      (r) => result.row(r).id,
    );
  };

  it('total orders by the row total', () => {
    // 4108,86 > 3780,00 > 900,20 > 707,30 > 661,30 > 584,22 > 517,58 > 513,00 > 509,60 > 89,40
    expect(sorted('total', true)).toEqual([5, 6, 8, 7, 9, 4, 3, 2, 1, 0]);
  });

  it('codigo orders by code (D33), ties in default order', () => {
    expect(sorted('codigo')).toEqual([3, 4, 5, 6, 7, 8, 9, 0, 1, 2]);
  });

  it('municipio descending puts Salvador first and keeps the default order inside', () => {
    expect(sorted('municipio', true)).toEqual([3, 4, 5, 6, 7, 8, 9, 0, 1, 2]);
    expect(sorted('municipio')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('planilha orders by the Planilhas text (D33: "100" < "100, 20" < "3")', () => {
    const at = (id: string, code: string) => ({
      team: 'T',
      key: `k${id}${code}`,
      invoice: anInvoice({
        id,
        date: TINY_TODAY,
        header: { city: 'São Félix' },
        services: [aLine({ code })],
      }),
    });
    const data = buildDataset(
      [at('3', '55RD'), at('100', '70RD'), at('20', '80C'), at('100', '80C')],
      ['T'],
      1.6568,
    );
    const own = coelbaReport(data, tinyParams(['T']));
    // Default order by code: 55RD (3), 70RD (100), 80C (100, 20).
    expect(allRows(own).map((r) => r.planilhas)).toEqual(['3', '100', '100, 20']);
    const order = sortByRank(identityOrder(own.rowCount), own.sortKeys.planilha());
    expect(Array.from(order, (r) => own.row(r).planilhas)).toEqual(['100', '100, 20', '3']);
  });
});

describe('coelba rows at scale', () => {
  it('keeps 1,100 price variants of one municipality and code apart, in first-seen order (D15)', () => {
    // Line k (0 … 1099): 55RD, 1 × (k + 1),00 × factor 1 → (k + 1),00. Σ = 1100 × 1101 / 2 = 605550,00.
    const services = Array.from({ length: 1100 }, (_, k) =>
      aLine({ code: '55RD', quantity: 1, price: k + 1, factor: 1 }),
    );
    const invoice = anInvoice({ id: '7', date: TINY_TODAY, header: { city: 'Ilhéus' }, services });
    const data = buildDataset([{ team: 'T', key: 'k7', invoice }], ['T'], 1.6568);
    const result = coelbaReport(data, tinyParams(['T']));
    expect(result.rowCount).toBe(1100);
    const rows = allRows(result);
    expect(rows.map((r) => r.price)).toEqual(services.map((_, k) => k + 1));
    expect(rows.every((r) => r.totalCents === r.price * 100 && r.lines === 1)).toBe(true);
    expect(result.summary.footers.totalCents).toBe(60555000);
  });
});

describe('coelba rows, further (D15, D29, D49)', () => {
  const entry = (team: string, key: string, id: string, services: object[], date = TINY_TODAY) => ({
    team,
    key,
    invoice: anInvoice({ id, team, date, header: { city: 'Ilhéus' }, services }),
  });

  it('a variant seen again joins its row, however many variants came between (D15)', () => {
    // One bulletin, 55RD at 10,00 × factor 1: pedido '-', then 'P1', then '-' again → two rows,
    // '-' with 2 + 3 = 5 × 10,00 = 50,00 and 'P1' with 1 × 10,00 = 10,00.
    const line = (quantity: number, pedido: string) =>
      aLine({ code: '55RD', quantity, price: 10, factor: 1, pedido });
    const data = buildDataset(
      [entry('T', 'k1', '1', [line(2, '-'), line(1, 'P1'), line(3, '-')])],
      ['T'],
      1.6568,
    );
    const result = coelbaReport(data, tinyParams(['T']));
    expect(result.kind).toBe('coelba');
    expect(allRows(result).map((r) => [r.pedido, r.quantity, r.totalCents, r.paid])).toEqual([
      ['-', 5, 5000, false],
      ['P1', 1, 1000, true],
    ]);
  });

  it('Descrição and Unid come from the smallest bulletin id, not the earliest nor the first stored (D29)', () => {
    const line = (description: string, unid: string) =>
      aLine({ code: '55RD', price: 10, factor: 1, description, unid });
    for (const [k20, k100] of [
      ['a', 'b'],
      ['b', 'a'],
    ] as const) {
      const data = buildDataset(
        [
          // 20 is a day older than 100.
          entry('T', k20 as string, '20', [line('late', 'M')], TINY_TODAY - 86_400_000),
          entry('T', k100 as string, '100', [line('first', 'KM')]),
        ],
        ['T'],
        1.6568,
      );
      // D33: "100" < "20".
      expect(allRows(coelbaReport(data, tinyParams(['T'])))[0]).toMatchObject({
        planilhas: '100, 20',
        description: 'first',
        unit: 'KM',
      });
    }
  });

  it("a row's source lines: by bulletin id, then team, then position (issue 22)", () => {
    const A = 'ORCDISTBA03';
    const B = 'ORCDISTBA05';
    const l55 = (quantity: number) => aLine({ code: '55RD', quantity, price: 100, factor: 1 });
    const data = buildDataset(
      [
        // Equipe 05's 100 is a day older: the dialog still lists it after Equipe 03's 100.
        entry(B, 'kb', '100', [l55(1)], TINY_TODAY - 86_400_000),
        entry(A, 'ka1', '200', [l55(2)]),
        entry(A, 'ka2', '100', [aLine({ code: '70RD' }), l55(3), l55(4)]),
      ],
      [A, B],
      1.6568,
    );
    const result = coelbaReport(data, tinyParams([A, B]));
    // Row 0 is 55RD (before 70RD, D33): "100" before "200"; in "100", Equipe 03 before 05; in
    // ka2, position 1 before 2.
    expect(
      result.sourceLines(0).map((s) => [s.team, s.key, s.invoiceId, s.position, s.quantity]),
    ).toEqual([
      [A, 'ka2', '100', 1, 3],
      [A, 'ka2', '100', 2, 4],
      [B, 'kb', '100', 0, 1],
      [A, 'ka1', '200', 0, 2],
    ]);
  });

  it('a selection gives the same bulletins whatever order its rows were ticked in (D49)', () => {
    // ORCDISTBA01, 09/10–30/10/2026: row 7 (80022C of 0100004C) and row 8 (80022C of 0100007).
    const bulletinsOf = (ids: number[]) =>
      (runTiny('coelba', ['ORCDISTBA01'], '2026-10-09', '2026-10-30') as CoelbaResult)
        .selectLines({ type: 'include', ids })
        .bulletins.map((b) => b.key);
    const keyOf = (id: string) =>
      Object.entries(TINY_JSON.forms.ORCDISTBA01 ?? {}).find(([, inv]) => inv.id === id)?.[0];
    expect(bulletinsOf([8, 7])).toEqual([keyOf('0100004C'), keyOf('0100007')]);
    expect(bulletinsOf([7, 8])).toEqual([keyOf('0100004C'), keyOf('0100007')]);
  });
});
