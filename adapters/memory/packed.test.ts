/**
 * packed.ts: query results cross threads as typed arrays and come back as the same plain data,
 * and a query answered from a node's packing is exactly the tree's own answer.
 */
import { serialize, deserialize } from 'node:v8';
import { isPacked, packEntries, packedQuery, unpackEntries } from './packed';
import type { PackedEntries } from './packed';
import { MemoryTree } from './tree';
import type { TreeEntry, TreeQuery } from './tree';
import { bulletinUpdate } from '../rtdb/layout';
import { aCreation, aPatch, aRemoval } from '../../src/core/testing/builders';

/** What the other side of a MessagePort receives (a structured clone). */
const overTheWire = (packed: PackedEntries): PackedEntries =>
  deserialize(serialize(packed)) as PackedEntries;

describe('packEntries / unpackEntries', () => {
  it('gives back the same data, whatever its shape', () => {
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}') as unknown;
    const entries: TreeEntry[] = [
      {
        key: '-Ka',
        value: {
          id: '0100001',
          date: 1_729_900_800_000,
          checked: false,
          paid: true,
          header: { title: 'Manutenção em linha viva ✓', date: '26/10/2024', empty: '' },
          services: [{ code: 'X1', quantity: '1,5', price: 2.85 }, null, { code: 'X2' }],
          nested: { deeper: { list: [[1, 2], [], {}], zero: -0, big: 2 ** 53 - 1 } },
        },
      },
      { key: '-Kb', value: 'a bare string' },
      { key: '-Kc', value: 42 },
      { key: '-Kd', value: { proto, missing: undefined } },
    ];
    const back = unpackEntries(overTheWire(packEntries(entries)));
    expect(back).toEqual(entries);
    // Key order, -0 and an own '__proto__' child survive, as with a structured clone.
    expect(Object.keys((back[0]?.value as Record<string, unknown>).header as object)).toEqual([
      'title',
      'date',
      'empty',
    ]);
    const nested = (back[0]?.value as { nested: { deeper: { zero: number } } }).nested;
    expect(Object.is(nested.deeper.zero, -0)).toBe(true);
    const kept = (back[3]?.value as { proto: Record<string, unknown> }).proto;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(Object.hasOwn(kept, '__proto__')).toBe(true);
    expect(kept.__proto__).toEqual({ polluted: true });
    expect(Object.hasOwn(back[3]?.value as object, 'missing')).toBe(true);
  });

  it('keeps each object its own keys, in their order, when shapes share or reorder keys', () => {
    // Every list of keys is a shape of its own: a prefix of another, the same keys in another
    // order, none, or one key holding what two keys joined would read.
    const values = [
      { a: 1, b: 2 },
      { a: 3 },
      { b: 4, a: 5 },
      { a: 6, b: 7, c: 8 },
      {},
      { 'a/b': 9 },
    ];
    const entries = values.map((value, i) => ({ key: `-K${i}`, value }));
    const packed = packEntries(entries);
    const back = unpackEntries(overTheWire(packed));
    expect(back).toEqual(entries);
    expect(back.map((entry) => Object.keys(entry.value as object))).toEqual(
      values.map((value) => Object.keys(value)),
    );
    expect(packed.shapes.length).toBe(values.length);
  });

  it('sends each distinct string once', () => {
    const line = { code: 'NDE119SI', unid: 'KM', pedido: '-' };
    const entries = Array.from({ length: 50 }, (_, i) => ({
      key: `-K${i}`,
      value: { services: [line, line, line] },
    }));
    const packed = packEntries(entries);
    expect(packed.strings.length).toBe(50 + 3);
    expect(packed.shapes.length).toBe(2);
  });
});

describe('packedQuery', () => {
  /** A team with every kind of `date` the period read meets (P7), in shuffled key order. */
  function team(size: number): Record<string, unknown> {
    const bulletins: Record<string, unknown> = {};
    for (let i = 0; i < size; i += 1) {
      const kind = i % 7;
      const date =
        kind === 0
          ? undefined
          : kind === 1
            ? true
            : kind === 2
              ? `${String((i % 28) + 1).padStart(2, '0')}/10/2026`
              : 1_000 + ((i * 37) % 500);
      bulletins[`-K${String((i * 7919) % size).padStart(4, '0')}`] = {
        id: `0100${String(i).padStart(3, '0')}`,
        ...(date === undefined ? {} : { date }),
        header: { title: `Serviço ${i % 5}`, city: i % 2 ? 'Catu' : 'Feira de Santana' },
        services: [{ code: `C${i % 3}`, quantity: i }],
      };
    }
    return bulletins;
  }

  const QUERIES: TreeQuery[] = [
    { orderByChild: 'date' },
    { orderByChild: 'date', endAt: true },
    { orderByChild: 'date', startAt: 1_100, endAt: 1_300 },
    { orderByChild: 'date', startAt: 1_100, endAt: 1_100 },
    { orderByChild: 'date', startAt: 9_000, endAt: 9_999 },
    { orderByChild: 'date', startAt: '' },
    { orderByChild: 'date', equalTo: true },
    { orderByChild: 'header/city', equalTo: 'Catu' },
  ];

  it('answers every query as the tree does, before and after a write', () => {
    const tree = new MemoryTree({ forms: { ORCDISTBA01: team(120) } });
    const check = () => {
      for (const query of QUERIES) {
        const answer = unpackEntries(overTheWire(packedQuery(tree, 'forms/ORCDISTBA01', query)));
        expect(answer, JSON.stringify(query)).toEqual(tree.query('forms/ORCDISTBA01', query));
      }
    };
    check();
    // The node changes: its packing must not be reused.
    tree.update(
      bulletinUpdate([
        aPatch('ORCDISTBA01', '-K0003', { date: 1_200 }),
        aRemoval('ORCDISTBA01', '-K0010'),
        aCreation('ORCDISTBA01', '-Knew', {
          id: '0100999',
          date: '05/10/2026',
          header: { title: 'Novo' },
        }),
      ]),
    );
    check();
    expect(packedQuery(tree, 'forms/NOBODY', { orderByChild: 'date' }).count).toBe(0);
  });

  it('without packNode, a node not packed yet answers the same, packing only what it returns', () => {
    const tree = new MemoryTree({ forms: { ORCDISTBA01: team(120) } });
    for (const query of QUERIES) {
      const packed = packedQuery(tree, 'forms/ORCDISTBA01', query, { packNode: false });
      expect(unpackEntries(overTheWire(packed)), JSON.stringify(query)).toEqual(
        tree.query('forms/ORCDISTBA01', query),
      );
    }
    expect(isPacked(tree, 'forms/ORCDISTBA01', 'date')).toBe(false);
    // The default packs the whole node once; from then on both ways slice it.
    packedQuery(tree, 'forms/ORCDISTBA01', QUERIES[2] as TreeQuery);
    expect(isPacked(tree, 'forms/ORCDISTBA01', 'date')).toBe(true);
    const day = { orderByChild: 'date', startAt: 1_100, endAt: 1_100 };
    expect(unpackEntries(packedQuery(tree, 'forms/ORCDISTBA01', day, { packNode: false }))).toEqual(
      tree.query('forms/ORCDISTBA01', day),
    );
  });

  it('a small share of a big team carries only the strings it uses', () => {
    const tree = new MemoryTree({ forms: { ORCDISTBA01: team(700) } });
    const whole = packedQuery(tree, 'forms/ORCDISTBA01', { orderByChild: 'date' });
    const day = packedQuery(tree, 'forms/ORCDISTBA01', {
      orderByChild: 'date',
      startAt: 1_100,
      endAt: 1_100,
    });
    const read = unpackEntries(day);
    expect(read.length).toBeGreaterThan(0);
    expect(read.length).toBeLessThan(10);
    const used = new Set(
      JSON.stringify(read)
        .match(/"[^"]*"/g)
        ?.map((s) => JSON.parse(s)),
    );
    expect(day.strings.every((s) => used.has(s))).toBe(true);
    expect(day.strings.length).toBeLessThan(whole.strings.length / 20);
  });

  it('hands out copies: changing what was read changes nothing in the tree', () => {
    const tree = new MemoryTree({ forms: { T: { '-Ka': { date: 1, header: { title: 'A' } } } } });
    const [entry] = unpackEntries(packedQuery(tree, 'forms/T', { orderByChild: 'date' }));
    (entry?.value as { header: { title: string } }).header.title = 'B';
    expect(tree.get('forms/T/-Ka/header/title')).toBe('A');
  });
});
