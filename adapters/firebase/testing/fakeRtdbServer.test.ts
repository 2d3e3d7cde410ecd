/** The fake server's query evaluation follows RTDB's order and bounds (what the tests lean on). */
import {
  get,
  limitToFirst,
  limitToLast,
  orderByChild,
  orderByKey,
  query,
  ref,
  runTransaction,
} from 'firebase/database';
import { openFakeDatabase } from './fakeDatabase';
import { evaluateQuery, hashOf } from './fakeRtdbServer';
import { ORDERED_KEYS } from '../../rtdb/testing/orderedKeys';

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

describe('transactions: a put with the hash of the value it ran on (D48 counters)', () => {
  it('nothing hashes to the empty text', () => {
    expect(hashOf(null)).toBe('');
    expect(hashOf({ a: null } as never)).toBe('');
  });

  // The SDK sends its own hash of the value its update ran on; a transaction on a stored value
  // only commits if the fake hashes that value the same way (else 'datastale' until 'maxretry').
  it.each([
    ['a whole number', 274],
    ['a fraction below zero', -0.1],
    ['a text with accents', 'São Félix'],
    ['a boolean', true],
    ['a record with keys in RTDB order', { b: 1, '10': 'x', '2': { z: false }, a: 'y' }],
    [
      'a record with leading-zero and 32-bit edge keys',
      { '01': 1, '1': 2, '2147483648': 3, '2147483647': 4, '-1': 5, '007': 6 },
    ],
  ])('commits on %s stored before', async (_what, stored) => {
    const { fake, db, close } = await openFakeDatabase();
    try {
      fake.seed({ value: stored });
      const result = await runTransaction(ref(db, 'value'), (current: unknown) =>
        current === null ? 'first run, on the empty cache' : { was: current },
      );
      expect(result.committed).toBe(true);
      expect(fake.valueAt('value')).toEqual({ was: stored });
      const puts = fake.requests.filter((r) => r.action === 'p');
      expect(puts.map((r) => r.body.h)).toEqual(['', hashOf(stored)]);
    } finally {
      await close();
    }
  });
});

describe('key order: the same module as the memory adapter (adapters/rtdb/order.ts)', () => {
  // The keys on which the memory tree and this server used to disagree, stored in reverse.
  const shuffled = [...ORDERED_KEYS].reverse();
  const node = Object.fromEntries(shuffled.map((key, i) => [key, { n: i % 2 }]));

  async function keysRead(build: (db: Parameters<typeof ref>[0]) => Parameters<typeof get>[0]) {
    const { fake, db, close } = await openFakeDatabase();
    try {
      fake.seed({ node });
      const keys: string[] = [];
      (await get(build(db))).forEach((child) => void keys.push(child.key ?? ''));
      return keys;
    } finally {
      await close();
    }
  }

  it('the SDK lists children in that order', async () => {
    expect(await keysRead((db) => ref(db, 'node'))).toEqual(ORDERED_KEYS);
  });

  it('limitToFirst and limitToLast over orderByKey pick the same children the SDK expects', async () => {
    expect(await keysRead((db) => query(ref(db, 'node'), orderByKey(), limitToFirst(6)))).toEqual(
      ORDERED_KEYS.slice(0, 6),
    );
    expect(await keysRead((db) => query(ref(db, 'node'), orderByKey(), limitToLast(4)))).toEqual(
      ORDERED_KEYS.slice(-4),
    );
  });

  it('ties of orderByChild fall to the key in that order, on the server too', async () => {
    const evens = ORDERED_KEYS.filter((key) => node[key]?.n === 0);
    expect(
      await keysRead((db) => query(ref(db, 'node'), orderByChild('n'), limitToFirst(4))),
    ).toEqual(evens.slice(0, 4));
  });
});
