import { createMemoryUserRepo } from './userRepo';
import { createLocalTreeStore } from './treeStore';

function storeWith(tree: unknown) {
  return createLocalTreeStore(tree);
}

describe('memory UserRepo.saveSupervision', () => {
  it('a supervisor who lives only in users gets the list in users/{uid}, not a stray users-mobile record', async () => {
    const store = storeWith({
      users: { u1: { name: 'Paulo', type: 'superv', supervision: 'ORCDISTBA01' } },
    });
    await createMemoryUserRepo(store).saveSupervision('u1', ['ORCDISTBA01', 'ORCDISTBA05']);
    expect(await store.get('users/u1/supervision')).toBe('ORCDISTBA01,ORCDISTBA05');
    expect(await store.get('users-mobile/u1')).toBeNull();
  });

  it('a supervisor in users-mobile gets the list there (SPEC §7 writes users-mobile first)', async () => {
    const store = storeWith({
      'users-mobile': { u2: { name: 'Ana', type: 'superv', supervision: '' } },
    });
    await createMemoryUserRepo(store).saveSupervision('u2', ['ORCDISTBA03']);
    expect(await store.get('users-mobile/u2/supervision')).toBe('ORCDISTBA03');
    expect(await store.get('users/u2')).toBeNull();
  });

  it('a uid in neither collection is an error', async () => {
    const store = storeWith({ users: {} });
    await expect(
      createMemoryUserRepo(store).saveSupervision('ghost', ['ORCDISTBA01']),
    ).rejects.toThrow();
  });
});
