/**
 * D48: the in-memory database keeps counters/forms/{team} as database.rules.json does on
 * Firebase, judged by the same rules (P51) for a client's write: created from 1 to 99999, then
 * +1 from the value held at that moment, never removed, each counter written by itself.
 */
import { MemoryTree, TreeWriteError } from './tree';
import { bulletinUpdate } from '../rtdb/layout';
import { aCreation, anEvent, usersDatabase } from '../../src/core/testing/builders';
import type { RulesAuth } from '../../src/core/rules/expr';

const COUNTER = 'counters/forms/ORCDISTBA01';
/** The builders' team user, of ORCDISTBA01 (users-mobile/uTeam). */
const TEAM_USER: RulesAuth = { uid: 'uTeam', email: 'equipe01@demo.local' };

function treeWith(counter?: unknown): MemoryTree {
  return new MemoryTree({
    ...usersDatabase(),
    ...(counter === undefined ? {} : { counters: { forms: { ORCDISTBA01: counter } } }),
  });
}

function refused(tree: MemoryTree, updates: Record<string, unknown>, at = COUNTER): void {
  const before = tree.snapshot();
  expect(() => tree.update(updates, TEAM_USER)).toThrow(TreeWriteError);
  let message = '';
  try {
    tree.update(updates, TEAM_USER);
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).toBe(`PERMISSION_DENIED: Permission denied at /${at}`);
  expect(tree.snapshot()).toBe(before);
}

describe('counters/forms/{team} in the memory tree (D48, the rules judge it)', () => {
  it('a counter moves on by exactly one from the stored value', () => {
    const tree = treeWith(274);
    tree.update({ [COUNTER]: 275 }, TEAM_USER);
    expect(tree.get(COUNTER)).toBe(275);
  });

  it('a writer that read an old value is refused, even when it writes the value now stored', () => {
    const tree = treeWith(274);
    tree.update({ [COUNTER]: 275 }, TEAM_USER);
    // Read 274 too, wrote 275 after the first: the compare-and-set of a transaction.
    refused(tree, { [COUNTER]: 275 });
  });

  it('skipping a number, rewinding, a fraction, text or removal are refused', () => {
    const tree = treeWith(274);
    for (const value of [276, 273, 0, 274.5, '275', null, { n: 275 }]) {
      refused(tree, { [COUNTER]: value });
    }
    // Below the counter: its own `.validate` (a number) refuses it.
    refused(tree, { [`${COUNTER}/n`]: 1 });
  });

  it('only a counter is written, by itself: never above it, nor by another team', () => {
    const tree = treeWith(274);
    refused(tree, { counters: null }, 'counters');
    refused(tree, { 'counters/forms': { ORCDISTBA01: 275 } }, 'counters/forms');
    refused(tree, { 'counters/forms/ORCDISTBA02': 1 }, 'counters/forms/ORCDISTBA02');
    expect(() => tree.update({ [COUNTER]: 275 }, null)).toThrow(/PERMISSION_DENIED/);
  });

  it('a new counter starts at a whole number from 1 to 99999', () => {
    for (const value of [0, -1, 100_000, 1.5]) refused(treeWith(), { [COUNTER]: value });
    const tree = treeWith();
    tree.update({ [COUNTER]: 99_999 }, TEAM_USER);
    expect(tree.get(COUNTER)).toBe(99_999);
    refused(tree, { [COUNTER]: 100_000 });
  });

  it('a bulletin written with its counter in one update is judged with it, whole', () => {
    const tree = treeWith(1);
    const created = (key: string) =>
      bulletinUpdate([
        {
          ...aCreation('ORCDISTBA01', key, { id: '0100002', header: { title: 'T' } }),
          event: anEvent('created', 'team'),
        },
      ]);
    tree.update({ [COUNTER]: 2, ...created('k') }, TEAM_USER);
    expect(tree.get('forms/ORCDISTBA01/k')).toEqual({
      id: '0100002',
      header: { title: 'T' },
      rev: 1,
    });
    refused(tree, { [COUNTER]: 2, ...created('k2') });
    expect(tree.get('forms/ORCDISTBA01/k2')).toBeNull();
  });

  it("without a writer it is the Admin SDK's write: nothing is judged (seeding, a test's setup)", () => {
    const tree = treeWith(274);
    tree.update({ [COUNTER]: 1 });
    expect(tree.get(COUNTER)).toBe(1);
  });
});
