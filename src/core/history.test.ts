import { describe, expect, it } from 'vitest';
import { changesOf, keyedLines, lineChanges } from './history';
import { describeChange, describeEvent, newestFirst } from './historyText';
import type { HistoryEvent } from './model';
import { anInvoice } from './testing/builders';

const A = { code: '70042RD', price: 10, quantity: 46, factor: 1.6568 };
const B = { code: '108SC', price: 20, quantity: 1, factor: '' };
const C = { code: '55II', price: 5, quantity: 2, factor: 1 };

describe('changesOf (issue 15): what a change does, as stored', () => {
  it('a flag: its value before and after', () => {
    expect(changesOf(anInvoice({ paid: false }), { paid: true })).toEqual([
      { path: 'paid', before: false, after: true },
    ]);
  });

  it('leaves out what does not change and what the event says itself (time, editor, rev)', () => {
    const before = anInvoice({ paid: true, checked: false });
    expect(
      changesOf(before, {
        paid: true,
        rev: 4,
        editedBy: 'X',
        checked_at: 1,
        checked_by: 'Y',
        date: 2,
      }),
    ).toEqual([]);
  });

  it('a field that was absent has no before; a removed one no after (RTDB stores no null)', () => {
    expect(changesOf(anInvoice(), { status: 'viewed' })).toEqual([
      { path: 'status', after: 'viewed' },
    ]);
    expect(changesOf(anInvoice({ status: 'viewed' }), { status: null })).toEqual([
      { path: 'status', before: 'viewed' },
    ]);
  });

  it('the header written whole: only the header fields that changed', () => {
    const before = anInvoice({ header: { title: 'Poda', project: 'P-1', city: 'Ilhéus' } });
    expect(
      changesOf(before, { header: { title: 'Poda de árvore', project: 'P-1', os: '77' } }),
    ).toEqual([
      { path: 'header/city', before: 'Ilhéus' },
      { path: 'header/os', after: '77' },
      { path: 'header/title', before: 'Poda', after: 'Poda de árvore' },
    ]);
  });

  it('a path inside the bulletin (Dar Baixa): header/pedido', () => {
    expect(changesOf(anInvoice(), { attached: true, 'header/pedido': '4500012345' })).toEqual([
      { path: 'attached', before: false, after: true },
      { path: 'header/pedido', after: '4500012345' },
    ]);
  });

  it("a quantity changed: that line only, with its totals at the save's factor (hand-worked)", () => {
    // 10 × 46 × 1.6568 = 762.128 → R$ 762,13; 10 × 48 × 1.6568 = 795.264 → R$ 795,26.
    const before = anInvoice({ services: [A, B] });
    const after = [{ ...A, quantity: 48 }, B];
    expect(changesOf(before, { services: after }, 1.6568)).toEqual([
      {
        path: 'services/0',
        before: A,
        after: { ...A, quantity: 48 },
        totalBefore: 76213,
        totalAfter: 79526,
      },
    ]);
  });

  it('a line removed from the middle is one removal, not a change of every later line', () => {
    const before = anInvoice({ services: [A, B, C] });
    expect(changesOf(before, { services: [A, C] })).toEqual([{ path: 'services/1', before: B }]);
  });

  it('a line added at the end, and one added in front', () => {
    expect(lineChanges('services', [A], [A, B])).toEqual([{ path: 'services/1', after: B }]);
    expect(lineChanges('services', [A], [C, A])).toEqual([{ path: 'services/0', after: C }]);
  });

  it('a hole left where a line was removed (issue 14) keeps the other keys', () => {
    // Stored {1: P, 2: Y} after removing line 0 in front of a pedido line P.
    const P = { ...B, pedido: '77' };
    expect(lineChanges('services', [A, P, C], [null, P, C] as never)).toEqual([
      { path: 'services/0', before: A },
    ]);
    expect(keyedLines({ 1: P, 2: C })).toEqual([
      { key: 1, line: P },
      { key: 2, line: C },
    ]);
  });

  it('lists stored as objects keyed "0","1" (D1) compare with arrays by content', () => {
    expect(
      lineChanges('materials', { 0: { material: 'M1' }, 1: { material: 'M2' } }, [
        { material: 'M1' },
        { material: 'M2' },
      ]),
    ).toEqual([]);
  });
});

const at = Date.UTC(2026, 10, 21, 17, 32); // 14:32 in Brazil (UTC-3)
const event = (over: Partial<HistoryEvent>): HistoryEvent => ({
  action: 'forwarded',
  by: 'u1',
  byName: 'Supervisor Demo',
  role: 'superv',
  rev: 2,
  at,
  ...over,
});

describe('describeEvent (issue 15): the log in pt-BR', () => {
  it("'21/11/2026 14:32 — Supervisor Demo encaminhou para faturamento' in the viewer's time", () => {
    expect(describeEvent(event({}), -180)).toEqual({
      when: '21/11/2026 14:32',
      summary: 'Supervisor Demo encaminhou para faturamento',
      details: [],
    });
  });

  it('a quantity change names the code, both quantities and both line totals', () => {
    const text = describeEvent(
      event({
        action: 'services',
        byName: 'Equipe 01',
        changes: [
          {
            path: 'services/0',
            before: A,
            after: { ...A, quantity: 48 },
            totalBefore: 76213,
            totalAfter: 79526,
          },
        ],
      }),
    );
    expect(text.summary).toBe('Equipe 01 alterou os serviços');
    expect(text.details).toEqual([
      'alterou a quantidade de 70042RD de 46,00 para 48,00 (R$ 762,13 → R$ 795,26)',
    ]);
  });

  it('a return shows its reason first', () => {
    const text = describeEvent(
      event({
        action: 'returned',
        byName: 'Admin Demo',
        reason: 'Faltou a foto do poste 3.',
        changes: [{ path: 'checked', before: true, after: false }],
      }),
    );
    expect(text.summary).toBe('Admin Demo retornou para supervisão');
    expect(text.details).toEqual(['Motivo: Faltou a foto do poste 3.']);
  });

  it('pedidos: set, replaced and cleared', () => {
    const set = describeChange({
      path: 'services/1',
      before: { ...B, pedido: '-' },
      after: { ...B, pedido: '4500012345', paid: true },
    });
    expect(set).toEqual(['definiu o pedido 4500012345 em 108SC']);
    expect(
      describeChange({
        path: 'services/1',
        before: { ...B, pedido: '1' },
        after: { ...B, pedido: '2' },
      }),
    ).toEqual(['trocou o pedido de 108SC de 1 para 2']);
    expect(
      describeChange({
        path: 'services/1',
        before: { ...B, pedido: '1' },
        after: { ...B, pedido: '-' },
      }),
    ).toEqual(['apagou o pedido 1 de 108SC']);
    expect(describeChange({ path: 'header/pedido', after: '4500' })).toEqual([
      'definiu o pedido do boletim: 4500',
    ]);
  });

  it('lines added and removed, header fields, money fields', () => {
    expect(describeChange({ path: 'services/2', after: C, totalAfter: 1000 })).toEqual([
      'adicionou o serviço 55II, quantidade 2,00 (R$ 10,00)',
    ]);
    expect(describeChange({ path: 'services/1', before: B })).toEqual([
      'removeu o serviço 108SC, quantidade 1,00',
    ]);
    expect(describeChange({ path: 'header/title', before: 'Poda', after: 'Poda 2' })).toEqual([
      'alterou Título de "Poda" para "Poda 2"',
    ]);
    expect(describeChange({ path: 'total_wfactor', before: 762.13, after: 795.26 })).toEqual([
      'alterou o valor do boletim de R$ 762,13 para R$ 795,26',
    ]);
    expect(
      describeChange({
        path: 'materials/0',
        after: { material: 'M1', descriptions: 'Cabo', quantity: 3 },
      }),
    ).toEqual(['adicionou o material M1 (Cabo), quantidade 3,00']);
    expect(describeChange({ path: 'photos/0', before: { pg: '3' } })).toEqual([
      'removeu a estrutura pg 3',
    ]);
  });

  it('the flag an action names is not repeated as a detail', () => {
    expect(describeChange({ path: 'paid', before: false, after: true })).toEqual([]);
  });

  it('split: the original names its halves, each half its original', () => {
    expect(
      describeEvent(
        event({
          action: 'split-into',
          into: [
            { key: 'a', id: '0100275I' },
            { key: 'b', id: '0100275C' },
          ],
        }),
      ).summary,
    ).toBe('Supervisor Demo dividiu o boletim em 0100275I e 0100275C');
    expect(
      describeEvent(event({ action: 'split-from', from: { key: 'k', id: '0100275' } })).summary,
    ).toBe('Supervisor Demo criou este boletim ao dividir o 0100275');
  });

  it('newest first', () => {
    const events = [event({ rev: 1 }), event({ rev: 3 }), event({ rev: 2 })];
    expect(newestFirst(events).map((e) => e.rev)).toEqual([3, 2, 1]);
  });
});

describe('describeChange (issue 15): materials, structures and bulletin fields', () => {
  const M1 = { material: 'M1', descriptions: 'Cabo', quantity: 2, action: 'INSTALADO' };

  it('a material changed: quantity, action and description each say before and after', () => {
    expect(
      describeChange({
        path: 'materials/0',
        before: M1,
        after: { ...M1, quantity: 3, action: 'RETIRADO', descriptions: 'Cabo 2' },
      }),
    ).toEqual([
      'alterou a quantidade do material M1 de 2,00 para 3,00',
      'alterou a ação do material M1 de "INSTALADO" para "RETIRADO"',
      'alterou a descrição do material M1 de "Cabo" para "Cabo 2"',
    ]);
    expect(describeChange({ path: 'materials/1', before: { quantity: 1 } })).toEqual([
      'removeu o material sem código',
    ]);
  });

  it('a structure added, changed (pg, observation, photo) and one without pg', () => {
    expect(describeChange({ path: 'photos/1', after: { pg: '4' } })).toEqual([
      'adicionou a estrutura pg 4',
    ]);
    expect(
      describeChange({
        path: 'photos/0',
        before: { pg: '3', obs: 'Poste', firebasePath: 'https://a/1.jpg' },
        after: { pg: '3', obs: 'Poste novo', firebasePath: 'https://a/2.jpg' },
      }),
    ).toEqual([
      'alterou a observação da estrutura pg 3 de "Poste" para "Poste novo"',
      'trocou a foto da estrutura pg 3',
    ]);
    expect(describeChange({ path: 'photos/2', before: { obs: 'x' } })).toEqual([
      'removeu uma estrutura',
    ]);
  });

  it('P60: a structure added or removed with its photo says so, as does a photo added or taken off', () => {
    const PHOTO = 'photos/Xchv8hVgcFDpHpYBR3jOv2u5A9cJ/p1.jpg';
    expect(describeChange({ path: 'photos/1', after: { pg: '4', firebasePath: PHOTO } })).toEqual([
      'adicionou a estrutura pg 4, com foto',
    ]);
    expect(describeChange({ path: 'photos/1', before: { pg: '4', firebasePath: PHOTO } })).toEqual([
      'removeu a estrutura pg 4, com foto',
    ]);
    expect(
      describeChange({
        path: 'photos/1',
        before: { pg: '4', firebasePath: ' ' },
        after: undefined,
      }),
    ).toEqual(['removeu a estrutura pg 4']);
    expect(
      describeChange({
        path: 'photos/0',
        before: { pg: '4', firebasePath: '' },
        after: { pg: '4', firebasePath: PHOTO },
      }),
    ).toEqual(['adicionou uma foto à estrutura pg 4']);
    expect(
      describeChange({
        path: 'photos/0',
        before: { obs: 'x', firebasePath: PHOTO },
        after: { obs: 'x', firebasePath: '' },
      }),
    ).toEqual(['removeu a foto de uma estrutura']);
    expect(
      describeChange({
        path: 'photos/0',
        before: { obs: 'x' },
        after: { obs: 'x', firebasePath: PHOTO },
      }),
    ).toEqual(['adicionou uma foto a uma estrutura']);
  });

  it('a service line whose price and factor changed names both, the totals once', () => {
    expect(
      describeChange({
        path: 'services/0',
        before: A,
        after: { ...A, price: 12, factor: '' },
        totalBefore: 76213,
        totalAfter: 91456,
      }),
    ).toEqual([
      'alterou o preço de 70042RD de R$ 10,00 para R$ 12,00',
      'alterou o fator de 70042RD de 1,6568 para o global (R$ 762,13 → R$ 914,56)',
    ]);
  });

  it('other bulletin fields: a number, text, a cleared pedido and an unknown writer', () => {
    expect(describeChange({ path: 'header/kmInit', before: 3, after: 4.5 })).toEqual([
      'alterou Km inicial de 3 para 4,50',
    ]);
    expect(describeChange({ path: 'status', before: 'viewed' })).toEqual([
      'alterou a situação de "viewed" para (vazio)',
    ]);
    expect(describeChange({ path: 'header/pedido', before: '45' })).toEqual([
      'apagou o pedido do boletim',
    ]);
    expect(describeEvent(event({ byName: '  ', action: 'viewed' })).summary).toBe(
      'Usuário desconhecido marcou como visto',
    );
  });
});

describe('changesOf and lineChanges: gaps a mutation run showed (issue 15, issue 45)', () => {
  it('a field added has no before member at all, not an empty one', () => {
    const [added] = changesOf(anInvoice(), { status: 'viewed' });
    expect(Object.keys(added ?? {})).toEqual(['path', 'after']);
    const [removed] = changesOf(anInvoice({ status: 'viewed' }), { status: null });
    expect(Object.keys(removed ?? {})).toEqual(['path', 'before']);
  });

  it('clearing a field that was never there is no change', () => {
    expect(changesOf(anInvoice(), { 'header/si': null })).toEqual([]);
  });

  it('a path through a missing or non-object node had nothing before', () => {
    const noHeader = { ...anInvoice(), header: null } as unknown as ReturnType<typeof anInvoice>;
    expect(changesOf(noHeader, { 'header/pedido': '4500' })).toEqual([
      { path: 'header/pedido', after: '4500' },
    ]);
    const textHeader = { ...anInvoice(), header: 'abc' } as unknown as ReturnType<typeof anInvoice>;
    expect(changesOf(textHeader, { 'header/0': 'x' })).toEqual([{ path: 'header/0', after: 'x' }]);
  });

  it('two lines added in front of two kept: one addition, the kept lines untouched', () => {
    expect(lineChanges('services', [A, B], [C, A, B])).toEqual([{ path: 'services/0', after: C }]);
  });

  it('the first line removed and one added at the end: a removal and an addition', () => {
    expect(lineChanges('services', [A, B], [B, C])).toEqual([
      { path: 'services/0', before: A },
      { path: 'services/1', after: C },
    ]);
  });

  it('two lines swapped: the second moves in front (added there), its old place removed', () => {
    // Shortest edit, one line kept: keep A by adding B before it, then remove the old B.
    expect(lineChanges('services', [A, B], [B, A])).toEqual([
      { path: 'services/0', after: B },
      { path: 'services/1', before: B },
    ]);
  });

  it('only service lines carry totals, and a removed one only its total before', () => {
    // 5 × 2 × 1 (its own factor) = R$ 10,00.
    expect(lineChanges('services', [C], [], 1.6568)).toEqual([
      { path: 'services/0', before: C, totalBefore: 1000 },
    ]);
    expect(Object.keys(lineChanges('services', [C], [], 1.6568)[0] ?? {})).toEqual([
      'path',
      'before',
      'totalBefore',
    ]);
    expect(lineChanges('materials', [{ material: 'M1' }], [], 1.6568)).toEqual([
      { path: 'materials/0', before: { material: 'M1' } },
    ]);
  });
});
