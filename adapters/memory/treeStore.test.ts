import { createLocalTreeStore } from './treeStore';
import type { TreeEntry } from './tree';

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('local tree store', () => {
  it('hands out copies: changing a result never changes the database', async () => {
    const store = createLocalTreeStore({ a: { b: { c: 1 } } });
    const value = (await store.get('a')) as { b: { c: number } };
    value.b.c = 99;
    const entries = await store.query('a', { orderByChild: 'c' });
    (entries[0]?.value as { c: number }).c = 98;
    expect(await store.get('a/b/c')).toBe(1);
  });

  it('keeps no reference to a written value', async () => {
    const store = createLocalTreeStore(null);
    const record = { title: 'x' };
    await store.update({ r: record });
    record.title = 'changed afterwards';
    expect(await store.get('r/title')).toBe('x');
  });

  it('calls back asynchronously, in order, never after unsubscribe', async () => {
    const store = createLocalTreeStore({ T: { a: { date: 1 } } });
    const seen: string[][] = [];
    const stop = store.subscribe('T', { orderByChild: 'date' }, (entries: TreeEntry[]) =>
      seen.push(entries.map((e) => e.key)),
    );
    expect(seen).toEqual([]);
    await store.update({ 'T/b': { date: 2 } });
    await store.update({ 'T/c': { date: 0 } });
    stop();
    await store.update({ 'T/d': { date: 3 } });
    await flush();
    expect(seen).toEqual([['a'], ['a', 'b'], ['c', 'a', 'b']]);
    expect(store.tree.subscriptionCount).toBe(0);
  });

  it('a change already queued is dropped when unsubscribing before it is delivered', async () => {
    const store = createLocalTreeStore({ n: 1 });
    const seen: unknown[] = [];
    const stop = store.subscribe('n', null, (v) => seen.push(v));
    // Not awaited: the initial value and the change are queued, not yet delivered.
    void store.update({ n: 2 });
    stop();
    await flush();
    expect(seen).toEqual([]);
  });

  it('rejects a failed write and reports an invalid subscription through onError', async () => {
    const store = createLocalTreeStore({});
    await expect(store.update({ 'a/b[0]': 1 })).rejects.toThrow(/Invalid key/);
    const error = await new Promise<Error>((resolve) => {
      store.subscribe('a', { orderByChild: '' }, () => undefined, resolve);
    });
    expect(error.message).toMatch(/orderByChild/);
  });

  it('simulated failures apply until cleared', async () => {
    const store = createLocalTreeStore({});
    await store.simulateWriteFailures([{ path: 'users', message: 'sem permissão' }]);
    await expect(store.update({ 'users/u/x': 1 })).rejects.toThrow('sem permissão');
    await store.update({ 'settings/x': 1 });
    await store.simulateWriteFailures([]);
    await store.update({ 'users/u/x': 1 });
    expect(await store.get('users/u/x')).toBe(1);
  });
});
