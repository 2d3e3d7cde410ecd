/**
 * D48: the in-memory database keeps counters/forms/{team} as database.rules.json does on
 * Firebase: created from 1 to 99999, then +1 from the value held at that moment, never removed.
 */
import { MemoryTree, TreeWriteError } from './tree';
import { bulletinUpdate } from '../rtdb/layout';
import { aCreation } from '../../src/core/testing/builders';

const COUNTER = 'counters/forms/ORCDISTBA01';

function treeWith(counter?: unknown): MemoryTree {
  return new MemoryTree(
    counter === undefined ? { forms: {} } : { counters: { forms: { ORCDISTBA01: counter } } },
  );
}

function refused(tree: MemoryTree, updates: Record<string, unknown>): void {
  const before = tree.snapshot();
  expect(() => tree.update(updates)).toThrow(TreeWriteError);
  expect(() => tree.update(updates)).toThrow(/PERMISSION_DENIED.*counters\/forms\/ORCDISTBA01/);
  expect(tree.snapshot()).toBe(before);
}

describe('counters/forms/{team} in the memory tree (D48, rules parity)', () => {
  it('a counter moves on by exactly one from the stored value', () => {
    const tree = treeWith(274);
    tree.set(COUNTER, 275);
    expect(tree.get(COUNTER)).toBe(275);
  });

  it('a writer that read an old value is refused, even when it writes the value now stored', () => {
    const tree = treeWith(274);
    tree.set(COUNTER, 275);
    // Read 274 too, wrote 275 after the first: the compare-and-set of a transaction.
    refused(tree, { [COUNTER]: 275 });
  });

  it('skipping a number, rewinding, a fraction, text or removal are refused', () => {
    const tree = treeWith(274);
    for (const value of [276, 273, 0, 274.5, '275', null, { n: 275 }]) {
      refused(tree, { [COUNTER]: value });
    }
    refused(tree, { [`${COUNTER}/n`]: 1 });
  });

  it('writes above the counters are judged per counter they change', () => {
    const tree = treeWith(274);
    refused(tree, { counters: null });
    refused(tree, { 'counters/forms': { ORCDISTBA01: 300 } });
    tree.update({ 'counters/forms': { ORCDISTBA01: 275, ORCDISTBA02: 1 } });
    expect(tree.get('counters/forms')).toEqual({ ORCDISTBA01: 275, ORCDISTBA02: 1 });
  });

  it('a new counter starts at a whole number from 1 to 99999', () => {
    for (const value of [0, -1, 100_000, 1.5]) refused(treeWith(), { [COUNTER]: value });
    const tree = treeWith();
    tree.update({ [COUNTER]: 99_999 });
    expect(tree.get(COUNTER)).toBe(99_999);
    refused(tree, { [COUNTER]: 100_000 });
  });

  it('other paths, and a bulletin written with a counter in one update, are not affected', () => {
    const tree = treeWith(1);
    const created = (key: string) =>
      bulletinUpdate([aCreation('ORCDISTBA01', key, { id: '0100002', header: { title: 'T' } })]);
    tree.update({ [COUNTER]: 2, ...created('k') });
    expect(tree.get('forms/ORCDISTBA01/k')).toEqual({
      id: '0100002',
      header: { title: 'T' },
      rev: 1,
    });
    refused(tree, { [COUNTER]: 2, ...created('k2') });
    expect(tree.get('forms/ORCDISTBA01/k2')).toBeNull();
  });
});
