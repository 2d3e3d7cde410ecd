import { describe, expect, it } from 'vitest';
import { describeChange } from './historyText';

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
