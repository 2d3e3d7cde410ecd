import {
  SERVICE_KIND_LABELS,
  hasMixedCodes,
  normalizeCode,
  serviceTypeOf,
  splitClassOf,
} from './codes';

describe('codes are read without spaces, upper-cased (D13, D20)', () => {
  it('normalizes text and numbers; anything else is empty', () => {
    expect(normalizeCode(' nde 12 c ')).toBe('NDE12C');
    expect(normalizeCode(55)).toBe('55');
    expect(normalizeCode(undefined)).toBe('');
    expect(normalizeCode({})).toBe('');
  });
});

describe('service type (D20)', () => {
  it.each([
    ['4120SI', 'ALOJAMENTO'],
    ['x 120 sc', 'ALOJAMENTO'],
    ['108SC', 'DESLOCAMENTO'],
    ['7108SC', 'DESLOCAMENTO'],
    ['108SC9', 'OUTROS'], // starts with 108SC, but D20 reads the end
    ['120SI7', 'OUTROS'],
    ['119SI0', 'OUTROS'],
    ['5119si', 'DESLOCAMENTO'],
    ['55RD', 'OUTROS'],
    ['120S', 'OUTROS'],
    ['', 'OUTROS'],
  ])('%s is %s', (code, kind) => {
    expect(serviceTypeOf(code)).toBe(kind);
  });

  it('each type reads as the by-type report names it', () => {
    expect(SERVICE_KIND_LABELS).toEqual({
      ALOJAMENTO: 'Alojamento',
      DESLOCAMENTO: 'Deslocamento',
      OUTROS: 'Produção ou Disponibilidade',
    });
  });
});

describe('split class (D13)', () => {
  it.each([
    ['10C', 'C'],
    ['NDM5', 'C'],
    ['ndm 7', 'C'],
    ['NDE5C', 'C'], // ends in C wins over starts with NDE
    ['20II', 'I'],
    ['30rd', 'I'],
    ['NDE7', 'I'],
    ['40X', null],
    // D13 reads C, II and RD at the end, NDM and NDE at the start only.
    ['C5', null],
    ['II5', null],
    ['RD5', null],
    ['5NDM', null],
    ['5NDE', null],
    ['', null],
    [undefined, null],
  ])('%s is %s', (code, cls) => {
    expect(splitClassOf(code)).toBe(cls);
  });
});

describe('mixed codes (SPEC §5)', () => {
  it('NDE together with NDM is mixed', () => {
    expect(hasMixedCodes(['NDE1', 'ndm2'])).toBe(true);
  });

  it('a code ending in C together with one ending in II or RD is mixed', () => {
    expect(hasMixedCodes(['10C', '20II'])).toBe(true);
    expect(hasMixedCodes(['10c', '30 rd'])).toBe(true);
  });

  it('anything else is not mixed; lines without a code are ignored', () => {
    expect(hasMixedCodes(['NDE1', 'NDE2'])).toBe(false);
    expect(hasMixedCodes(['NDE1C', 'NDE2'])).toBe(false);
    expect(hasMixedCodes(['10C', undefined, '', null])).toBe(false);
    expect(hasMixedCodes([])).toBe(false);
    // NDE and NDM at the start only; C, II and RD at the end only.
    expect(hasMixedCodes(['NDE1', '5NDM'])).toBe(false);
    expect(hasMixedCodes(['5NDE', 'NDM1'])).toBe(false);
    expect(hasMixedCodes(['C10', '20II'])).toBe(false);
    expect(hasMixedCodes(['10C', 'II20'])).toBe(false);
    expect(hasMixedCodes(['10C', 'RD20'])).toBe(false);
  });
});
