/**
 * TreeStore.compareAndSet (issue 23): the compare and the write are one step of the store, in
 * this thread and in the shared fixture store behind a MessagePort alike.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import { wrapRemoteTreeStore } from './remoteStore';
import { createLocalTreeStore } from './treeStore';
import type { TreeStore } from './treeStore';

const SEED = { users: { u1: { name: 'Paulo', type: 'superv', supervision: 'ORCDISTBA01' } } };

async function overEach(run: (store: TreeStore) => Promise<void>): Promise<void> {
  await run(createLocalTreeStore(structuredClone(SEED)));
  const service = createFixtureStoreService({
    load: async () => ({ id: 'cas', json: structuredClone(SEED) }),
  });
  await service.open('cas');
  const { port1, port2 } = new MessageChannel();
  service.connect(port2);
  const remote = wrapRemoteTreeStore(port1);
  try {
    await run(remote);
  } finally {
    remote.close();
    port1.close();
    port2.close();
  }
}

describe('TreeStore.compareAndSet', () => {
  it('writes when the stored value is the one expected (key order aside)', () =>
    overEach(async (store) => {
      const expected = { supervision: 'ORCDISTBA01', type: 'superv', name: 'Paulo' };
      const next = { ...expected, supervision: 'ORCDISTBA01,ORCDISTBA02' };
      expect(await store.compareAndSet('users/u1', expected, next)).toBe(true);
      expect(await store.get('users/u1/supervision')).toBe('ORCDISTBA01,ORCDISTBA02');
    }));

  it('writes nothing when the stored value moved on', () =>
    overEach(async (store) => {
      await store.update({ 'users/u1/name': 'Paulo Lima' });
      const stale = SEED.users.u1;
      expect(await store.compareAndSet('users/u1', stale, { ...stale, supervision: '' })).toBe(
        false,
      );
      expect(await store.get('users/u1')).toEqual({ ...stale, name: 'Paulo Lima' });
      expect(await store.compareAndSet('users/u1/supervision', 'ORCDISTBA09', 'X')).toBe(false);
      expect(await store.get('users/u1/supervision')).toBe('ORCDISTBA01');
    }));

  it('null expects nothing there', () =>
    overEach(async (store) => {
      expect(await store.compareAndSet('users/u9', null, { name: 'Novo', type: 'team' })).toBe(
        true,
      );
      expect(await store.compareAndSet('users/u9', null, { name: 'Outro', type: 'team' })).toBe(
        false,
      );
      expect(await store.get('users/u9/name')).toBe('Novo');
    }));

  it('a write the store refuses rejects, as update does', () =>
    overEach(async (store) => {
      await store.simulateWriteFailures([{ path: 'users' }]);
      await expect(
        store.compareAndSet('users/u1/supervision', 'ORCDISTBA01', 'ORCDISTBA02'),
      ).rejects.toThrow();
      await store.simulateWriteFailures([]);
      expect(await store.get('users/u1/supervision')).toBe('ORCDISTBA01');
    }));
});
