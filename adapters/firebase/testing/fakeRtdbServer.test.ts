/** The fake server's query evaluation follows RTDB's order and bounds (what the tests lean on). */
import { evaluateQuery } from './fakeRtdbServer';

const team = {
  a: { date: 10 },
  b: { date: 20 },
  c: { date: 20 },
  d: { date: '01/02/2025' },
  e: { checked: false },
  f: { date: false },
};

describe('evaluateQuery', () => {
  it('orders by the child (missing, false, true, numbers, text), then key', () => {
    expect(Object.keys(evaluateQuery(team, { i: 'date', sp: null, ep: 'zzz' }) ?? {})).toEqual([
      'e',
      'f',
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('startAt/endAt keep both bounds and leave other types out', () => {
    expect(evaluateQuery(team, { i: 'date', sp: 10, sin: true, ep: 20, ein: true })).toEqual({
      a: { date: 10 },
      b: { date: 20 },
      c: { date: 20 },
    });
    expect(evaluateQuery(team, { i: 'date', sp: 11, ep: 19 })).toBeNull();
  });

  it('equalTo(false) is startAt(false).endAt(false)', () => {
    expect(evaluateQuery(team, { i: 'checked', sp: false, ep: false })).toEqual({
      e: { checked: false },
    });
  });

  it('a query without bounds returns the node as it is, leaves included', () => {
    expect(evaluateQuery(1.6568, {})).toBe(1.6568);
    expect(evaluateQuery(null, { i: 'date' })).toBeNull();
  });
});
