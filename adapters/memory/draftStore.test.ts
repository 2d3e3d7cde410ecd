/**
 * P63: the DraftStore contract, on IndexedDB (fake-indexeddb, as the browsers of both modes
 * keep drafts) and on the Map store the unit tests use.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { editDraftKey, newDraftKey, newDraftPrefix } from '../../src/core/drafts';
import type { DraftStore } from '../../src/core/ports';
import { createIndexedDbDraftStore, createMapDraftStore } from './draftStore';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 11, 2, 17, 31);

type Make = (now: () => number) => DraftStore;

const stores: [string, Make][] = [
  ['IndexedDB', (now) => createIndexedDbDraftStore('drafts-test', new IDBFactory(), now)],
  ['Map', (now) => createMapDraftStore(now)],
];

describe.each(stores)('DraftStore on %s', (_name, make) => {
  it('keeps what was typed, as it was when kept, and gives it back by key', async () => {
    const store = make(() => T0);
    const content = { form: { title: 'Poste 12' }, services: [{ code: '70055RD', quantity: '2' }] };
    await store.put(newDraftKey('u1', 'a'), content, T0);
    content.form.title = 'changed after';
    expect(await store.get(newDraftKey('u1', 'a'))).toEqual({
      key: 'u1/new/a',
      savedAt: T0,
      content: { form: { title: 'Poste 12' }, services: [{ code: '70055RD', quantity: '2' }] },
    });
    expect(await store.get(newDraftKey('u1', 'b'))).toBeNull();
  });

  it("lists one user's /new drafts only, newest first: not u10's, not the editor's", async () => {
    const store = make(() => T0);
    await store.put(newDraftKey('u1', 'old'), { n: 1 }, T0 - 60_000);
    await store.put(newDraftKey('u1', 'new'), { n: 2 }, T0);
    await store.put(newDraftKey('u10', 'other'), { n: 3 }, T0 + 1);
    await store.put(editDraftKey('u1', 'ORCDISTBA01', '-K1'), { n: 4 }, T0 + 2);
    const listed = await store.list(newDraftPrefix('u1'));
    expect(listed.map((d) => [d.key, d.content])).toEqual([
      ['u1/new/new', { n: 2 }],
      ['u1/new/old', { n: 1 }],
    ]);
  });

  it('a put replaces the draft at its key; remove forgets it, and removing nothing is fine', async () => {
    const store = make(() => T0);
    const key = editDraftKey('u1', 'ORCDISTBA01', '-K1');
    await store.put(key, { rev: 3, title: 'a' }, T0);
    await store.put(key, { rev: 3, title: 'ab' }, T0 + 400);
    expect(await store.get(key)).toEqual({
      key,
      savedAt: T0 + 400,
      content: { rev: 3, title: 'ab' },
    });
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('a draft older than 30 days is no longer offered; one of 29 days is', async () => {
    let now = T0;
    const store = make(() => now);
    await store.put(newDraftKey('u1', 'month'), { n: 1 }, T0);
    await store.put(newDraftKey('u1', 'week'), { n: 2 }, T0 + 2 * DAY);
    now = T0 + 29 * DAY;
    expect((await store.list('u1/')).map((d) => d.key)).toEqual(['u1/new/week', 'u1/new/month']);
    now = T0 + 30 * DAY + 1;
    expect((await store.list('u1/')).map((d) => d.key)).toEqual(['u1/new/week']);
    expect(await store.get(newDraftKey('u1', 'month'))).toBeNull();
  });
});

describe('the IndexedDB draft store', () => {
  it('outlives the page: a store opened later over the same database reads what was kept', async () => {
    const factory = new IDBFactory();
    await createIndexedDbDraftStore('drafts', factory, () => T0).put('u1/new/a', { n: 1 }, T0);
    const later = createIndexedDbDraftStore('drafts', factory, () => T0 + DAY);
    expect((await later.get('u1/new/a'))?.content).toEqual({ n: 1 });
  });

  it('opened past 30 days, it deletes the old drafts from the database itself', async () => {
    const factory = new IDBFactory();
    await createIndexedDbDraftStore('drafts', factory, () => T0).put('u1/new/a', { n: 1 }, T0);
    // Opening drops it: a raw read of the database afterwards finds nothing.
    await createIndexedDbDraftStore('drafts', factory, () => T0 + 31 * DAY).list('u1/');
    const raw = await new Promise<unknown[]>((resolve, reject) => {
      const open = factory.open('drafts', 1);
      open.onsuccess = () => {
        const request = open.result.transaction('drafts').objectStore('drafts').getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error ?? new Error('getAll failed'));
      };
      open.onerror = () => reject(open.error ?? new Error('open failed'));
    });
    expect(raw).toEqual([]);
  });
});
