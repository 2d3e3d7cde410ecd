import { describe, expect, it } from 'vitest';
import { canonicalJson } from './json';

describe('canonicalJson: equal stored records give equal text (the editor snapshots, issue 15)', () => {
  it('writes object keys in code-point order, whatever order they were written in', () => {
    expect(canonicalJson({ e: 5, d: 4, c: 3, b: 2, a: 1 })).toBe('{"a":1,"b":2,"c":3,"d":4,"e":5}');
    expect(canonicalJson({ b: 1, a: 2, c: 3 })).toBe('{"a":2,"b":1,"c":3}');
    expect(canonicalJson({ a: 1, c: 2, b: 3 })).toBe('{"a":1,"b":3,"c":2}');
    // Code points: upper case before lower case, 'Z' (90) before 'a' (97).
    expect(canonicalJson({ a: 1, Z: 2 })).toBe('{"Z":2,"a":1}');
  });

  it('the same header written in two orders is the same text', () => {
    const first = { header: { cidade: 'Salvador', obra: '12', pedido: '-' }, date: 20260301 };
    const second = { date: 20260301, header: { pedido: '-', obra: '12', cidade: 'Salvador' } };
    expect(canonicalJson(first)).toBe(canonicalJson(second));
    expect(canonicalJson(second)).toBe(
      '{"date":20260301,"header":{"cidade":"Salvador","obra":"12","pedido":"-"}}',
    );
  });

  it('sorts the keys of objects inside lists and inside objects', () => {
    expect(canonicalJson({ z: { y: 1, x: [{ d: 1, c: 2 }] } })).toBe(
      '{"z":{"x":[{"c":2,"d":1}],"y":1}}',
    );
  });

  it('keeps a list a list, in its own order, holes (null) included', () => {
    expect(canonicalJson([{ b: 1, a: 2 }, null, 'x'])).toBe('[{"a":2,"b":1},null,"x"]');
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
  });

  it('leaves out null and undefined members (RTDB stores no null), keeps 0, "" and false', () => {
    expect(canonicalJson({ a: null, b: undefined, c: 0, d: '', e: false })).toBe(
      '{"c":0,"d":"","e":false}',
    );
    expect(canonicalJson({ a: 1, gone: null })).toBe(canonicalJson({ a: 1 }));
    expect(canonicalJson({ a: 1, gone: undefined })).toBe('{"a":1}');
  });

  it('writes plain values as JSON does', () => {
    expect(canonicalJson(5)).toBe('5');
    expect(canonicalJson('x')).toBe('"x"');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(true)).toBe('true');
  });
});
