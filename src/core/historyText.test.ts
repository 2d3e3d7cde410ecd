import { describe, expect, it } from 'vitest';
import { describeChange, describeEvent } from './historyText';
import type { BulletinRef, HistoryEvent } from './model';

describe('describeChange: what reads the same is not a change (issue 15)', () => {
  it('a header field saved empty where the record had none says nothing', () => {
    // The header form writes '' for the fields left blank; the record had none (RTDB keeps no '').
    expect(describeChange({ path: 'header/observation', after: '' })).toEqual([]);
    expect(describeChange({ path: 'header/si', before: '', after: undefined })).toEqual([]);
  });

  it('a header field that really changed still says so', () => {
    expect(
      describeChange({ path: 'header/title', before: 'Poda', after: 'Poda (revisado)' }),
    ).toEqual(['alterou Título de "Poda" para "Poda (revisado)"']);
    expect(describeChange({ path: 'header/observation', after: 'Chuva' })).toEqual([
      'alterou Observação de (vazio) para "Chuva"',
    ]);
  });

  it('a bulletin field that reads the same says nothing; one that changed says so', () => {
    expect(describeChange({ path: 'id', before: '', after: undefined })).toEqual([]);
    expect(describeChange({ path: 'id', before: '2001', after: '2001I' })).toEqual([
      'alterou o número de "2001" para "2001I"',
    ]);
  });
});

describe('the Histórico in pt-BR: gaps a mutation run showed (issue 15, issue 45)', () => {
  const L = { code: '108SC', price: 20, quantity: 1 };

  it('a yes/no field reads sim or não; a field cleared to null reads (vazio)', () => {
    expect(describeChange({ path: 'urgent', before: false, after: true })).toEqual([
      'alterou urgent de não para sim',
    ]);
    expect(describeChange({ path: 'header/title', before: null, after: 'Poda' })).toEqual([
      'alterou Título de (vazio) para "Poda"',
    ]);
  });

  it('a code stored as a number is still named', () => {
    expect(
      describeChange({
        path: 'services/0',
        before: { code: 108, quantity: 1 },
        after: { code: 108, quantity: 2 },
      }),
    ).toEqual(['alterou a quantidade de 108 de 1,00 para 2,00']);
  });

  it('a line without a code is "sem código"; a code given where there was none', () => {
    expect(describeChange({ path: 'services/3', after: { quantity: 1 } })).toEqual([
      'adicionou o serviço sem código, quantidade 1,00',
    ]);
    expect(describeChange({ path: 'services/0', before: { ...L, code: '' }, after: L })).toEqual([
      'alterou o código de 108SC de (vazio) para 108SC',
    ]);
  });

  it('a line changed shows its totals only when the event kept both', () => {
    const after = { ...L, quantity: 2 };
    expect(describeChange({ path: 'services/0', before: L, after })).toEqual([
      'alterou a quantidade de 108SC de 1,00 para 2,00',
    ]);
    expect(describeChange({ path: 'services/0', before: L, after, totalBefore: 2000 })).toEqual([
      'alterou a quantidade de 108SC de 1,00 para 2,00',
    ]);
    expect(describeChange({ path: 'services/0', before: L, after, totalAfter: 4000 })).toEqual([
      'alterou a quantidade de 108SC de 1,00 para 2,00',
    ]);
    // 20 × 1 and 20 × 2 at factor 1.
    expect(
      describeChange({ path: 'services/0', before: L, after, totalBefore: 2000, totalAfter: 4000 }),
    ).toEqual(['alterou a quantidade de 108SC de 1,00 para 2,00 (R$ 20,00 → R$ 40,00)']);
  });

  it('a line removed shows its total before when kept', () => {
    expect(describeChange({ path: 'services/1', before: L, totalBefore: 2000 })).toEqual([
      'removeu o serviço 108SC, quantidade 1,00 (R$ 20,00)',
    ]);
  });

  it('a material whose description alone changed says only that', () => {
    const M = { material: 'M1', descriptions: 'Cabo', quantity: 2 };
    expect(
      describeChange({ path: 'materials/0', before: M, after: { ...M, descriptions: 'Cabo 2' } }),
    ).toEqual(['alterou a descrição do material M1 de "Cabo" para "Cabo 2"']);
  });

  it('a structure whose observation alone changed keeps its photo unmentioned', () => {
    const S = { pg: '3', obs: 'Poste', firebasePath: 'https://a/1.jpg' };
    expect(
      describeChange({ path: 'photos/0', before: S, after: { ...S, obs: 'Poste 2' } }),
    ).toEqual(['alterou a observação da estrutura pg 3 de "Poste" para "Poste 2"']);
  });
});

describe('describeEvent: who, what and when (issue 15, issue 45)', () => {
  // An event as legacy data may hold it: no writer's name, no time.
  const base = { action: 'forwarded', by: 'u1', role: 'superv', rev: 1 } as unknown as HistoryEvent;

  it('an event without a name or a time reads "Usuário desconhecido", with no time', () => {
    expect(describeEvent(base)).toEqual({
      when: '',
      summary: 'Usuário desconhecido encaminhou para faturamento',
      details: [],
    });
  });

  it('a split names its halves only when it knows them; others ignore into and from', () => {
    expect(describeEvent({ ...base, action: 'split-into', into: [] }).summary).toBe(
      'Usuário desconhecido dividiu o boletim',
    );
    expect(
      describeEvent({
        ...base,
        action: 'split-into',
        into: [{ key: 'k1' }, {}] as unknown as BulletinRef[],
      }).summary,
    ).toBe('Usuário desconhecido dividiu o boletim em k1 e ?');
    expect(describeEvent({ ...base, into: [{ key: 'k2', id: '0100275I' }] }).summary).toBe(
      'Usuário desconhecido encaminhou para faturamento',
    );
    expect(describeEvent({ ...base, from: { key: 'k1', id: '0100275' } }).summary).toBe(
      'Usuário desconhecido encaminhou para faturamento',
    );
    expect(describeEvent({ ...base, action: 'split-from' }).summary).toBe(
      'Usuário desconhecido criou este boletim ao dividir outro',
    );
  });
});
