import { createFixtureStoreService } from './fixtureStoreApi';
import { createMemoryJournal } from './journal';
import { wrapRemoteTreeStore } from './remoteStore';
import { createMemoryUserRepo } from './userRepo';
import { createLocalTreeStore } from './treeStore';
import type { TreeStore } from './treeStore';

function storeWith(tree: unknown) {
  return createLocalTreeStore(tree);
}

describe('memory UserRepo.changeSupervision (SPEC §7, P4, issue 23)', () => {
  it('a supervisor who lives only in users gets the change in users/{uid}, not a stray users-mobile record', async () => {
    const store = storeWith({
      users: { u1: { name: 'Paulo', type: 'superv', supervision: 'ORCDISTBA01' } },
    });
    await expect(
      createMemoryUserRepo(store).changeSupervision('u1', { add: ['ORCDISTBA05'], remove: [] }),
    ).resolves.toEqual(['ORCDISTBA01', 'ORCDISTBA05']);
    expect(await store.get('users/u1')).toEqual({
      name: 'Paulo',
      type: 'superv',
      supervision: 'ORCDISTBA01,ORCDISTBA05',
    });
    expect(await store.get('users-mobile/u1')).toBeNull();
  });

  it('a supervisor in users-mobile gets the change there (SPEC §7 writes users-mobile first)', async () => {
    const store = storeWith({
      'users-mobile': { u2: { name: 'Ana', type: 'superv', supervision: '' } },
    });
    await createMemoryUserRepo(store).changeSupervision('u2', { add: ['ORCDISTBA03'], remove: [] });
    expect(await store.get('users-mobile/u2/supervision')).toBe('ORCDISTBA03');
    expect(await store.get('users/u2')).toBeNull();
  });

  it('a uid in neither collection is an error, and nothing is written', async () => {
    const store = storeWith({ users: { u1: { name: 'Paulo', type: 'superv' } } });
    await expect(
      createMemoryUserRepo(store).changeSupervision('ghost', { add: ['ORCDISTBA01'], remove: [] }),
    ).rejects.toThrow();
    expect(store.tree.snapshot()).toEqual({ users: { u1: { name: 'Paulo', type: 'superv' } } });
  });

  it('a write landing between its read and its write makes it read again: both changes kept', async () => {
    const local = storeWith({
      'users-mobile': {
        u2: { name: 'Ana', type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA02' },
      },
    });
    let attempts = 0;
    // Another admin's save (adds ORCDISTBA09, renames) lands just before this one's first write.
    const store: TreeStore = {
      ...local,
      async compareAndSet(path, expected, value) {
        attempts += 1;
        if (attempts === 1) {
          await local.update({
            'users-mobile/u2/supervision': 'ORCDISTBA01,ORCDISTBA02,ORCDISTBA09',
            'users-mobile/u2/name': 'Ana Souza',
          });
        }
        return local.compareAndSet(path, expected, value);
      },
    };
    await expect(
      createMemoryUserRepo(store).changeSupervision('u2', {
        add: ['ORCDISTBA05'],
        remove: ['ORCDISTBA02'],
      }),
    ).resolves.toEqual(['ORCDISTBA01', 'ORCDISTBA05', 'ORCDISTBA09']);
    expect(attempts).toBe(2);
    expect(await local.get('users-mobile/u2')).toEqual({
      name: 'Ana Souza',
      type: 'superv',
      supervision: 'ORCDISTBA01,ORCDISTBA05,ORCDISTBA09',
    });
  });

  it('two tabs on the shared fixture store, saving at the same moment, both keep their team', async () => {
    const journal = createMemoryJournal();
    const seed = {
      'users-mobile': { u2: { name: 'Ana', type: 'superv', supervision: 'ORCDISTBA01' } },
    };
    const service = createFixtureStoreService({
      load: async () => ({ id: 'fixture', json: structuredClone(seed) }),
      journal,
    });
    await service.open('fixture');
    const tabs = [0, 1].map(() => {
      const { port1, port2 } = new MessageChannel();
      service.connect(port2);
      return { store: wrapRemoteTreeStore(port1), port1, port2 };
    });
    try {
      const [first, second] = await Promise.all([
        createMemoryUserRepo(tabs[0]!.store).changeSupervision('u2', {
          add: ['ORCDISTBA05'],
          remove: [],
        }),
        createMemoryUserRepo(tabs[1]!.store).changeSupervision('u2', {
          add: ['ORCDISTBA03'],
          remove: [],
        }),
      ]);
      const both = ['ORCDISTBA01', 'ORCDISTBA03', 'ORCDISTBA05'];
      // The later of the two answers the list with both; the earlier, its own change alone.
      expect([first, second]).toContainEqual(both);
      expect((await service.ready()).get('users-mobile/u2')).toEqual({
        name: 'Ana',
        type: 'superv',
        supervision: 'ORCDISTBA01,ORCDISTBA03,ORCDISTBA05',
      });
      // Journalled like any write: a reload of the demo keeps both.
      const reloaded = createFixtureStoreService({
        load: async () => ({ id: 'fixture', json: structuredClone(seed) }),
        journal,
      });
      await reloaded.open('fixture');
      expect((await reloaded.ready()).get('users-mobile/u2/supervision')).toBe(
        'ORCDISTBA01,ORCDISTBA03,ORCDISTBA05',
      );
    } finally {
      for (const { store, port1, port2 } of tabs) {
        store.close();
        port1.close();
        port2.close();
      }
    }
  });
});

describe('memory UserRepo.watchUser (issue 23: rights are live)', () => {
  /** Every answer of the watch so far, as [collection, supervision] or null. */
  function follow(store: ReturnType<typeof storeWith>, uid: string) {
    const heard: ([string, string | undefined] | null)[] = [];
    const stop = createMemoryUserRepo(store).watchUser(uid, (entry) =>
      heard.push(entry ? [entry.collection, entry.record.supervision] : null),
    );
    return { heard, stop };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('answers what getUser answers, then every change of the record, until stopped', async () => {
    const store = storeWith({
      users: { u1: { name: 'Paulo', type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA02' } },
    });
    const { heard, stop } = follow(store, 'u1');
    await settle();
    expect(heard).toEqual([['users', 'ORCDISTBA01,ORCDISTBA02']]);

    await store.update({ 'users/u1/supervision': '' });
    await settle();
    expect(heard).toEqual([
      ['users', 'ORCDISTBA01,ORCDISTBA02'],
      ['users', ''],
    ]);

    stop();
    await store.update({ 'users/u1/supervision': 'ORCDISTBA09' });
    await settle();
    expect(heard).toHaveLength(2);
  });

  it('a record only in users-mobile is answered from there, never first as missing', async () => {
    const store = storeWith({
      'users-mobile': { u2: { name: 'Ana', type: 'superv', supervision: 'ORCDISTBA03' } },
    });
    const { heard } = follow(store, 'u2');
    await settle();
    expect(heard).toEqual([['users-mobile', 'ORCDISTBA03']]);
  });

  it('a deleted record is answered as null', async () => {
    const store = storeWith({ users: { u1: { name: 'Paulo', type: 'superv' } } });
    const { heard } = follow(store, 'u1');
    await settle();
    await store.update({ 'users/u1': null });
    await settle();
    expect(heard).toEqual([['users', undefined], null]);
  });
});
