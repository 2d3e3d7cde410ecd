import type { AuthUser } from '../../src/core/ports';
import { AUTH_STORAGE_KEY, createMemoryAuth } from './auth';
import type { AuthStorage } from './auth';
import { createLocalTreeStore } from './treeStore';

const store = createLocalTreeStore({
  users: {
    uA: { email: 'Admin@Demo.local', type: 'admin' },
    uX: { email: 'desativado@demo.local', type: 'func' },
    uN: { name: 'no email' },
  },
  'users-mobile': { uS: { email: 'superv@demo.local', type: 'superv' } },
});

function memoryStorage(): AuthStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: { code?: string }) => error.code,
  );
}

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('memory auth (D27)', () => {
  const auth = createMemoryAuth(store, { storage: null, events: null });

  it('every record with an email signs in with demo123, email case and spaces ignored', async () => {
    expect(await auth.signIn('  admin@demo.LOCAL ', 'demo123')).toEqual({
      uid: 'uA',
      email: 'Admin@Demo.local',
    });
    expect((await auth.signIn('superv@demo.local', 'demo123')).uid).toBe('uS');
  });

  it('raises the exact Firebase codes', async () => {
    expect(await codeOf(auth.signIn('admin@demo.local', 'demo1234'))).toBe('auth/wrong-password');
    expect(await codeOf(auth.signIn('outro@demo.local', 'demo123'))).toBe('auth/user-not-found');
    expect(await codeOf(auth.signIn('desativado@demo.local', 'demo123'))).toBe(
      'auth/user-disabled',
    );
    expect(await codeOf(auth.signIn('admin@', 'demo123'))).toBe('auth/invalid-credential');
    expect(await codeOf(auth.signIn('admin@demo.local', ''))).toBe('auth/invalid-credential');
  });

  it('a disabled account is refused before its password is looked at', async () => {
    expect(await codeOf(auth.signIn('desativado@demo.local', 'x'))).toBe('auth/user-disabled');
  });

  it('a password and disabled list can be configured', async () => {
    const custom = createMemoryAuth(store, {
      storage: null,
      events: null,
      password: 'segredo',
      disabledEmails: ['superv@demo.local'],
    });
    expect((await custom.signIn('desativado@demo.local', 'segredo')).uid).toBe('uX');
    expect(await codeOf(custom.signIn('superv@demo.local', 'segredo'))).toBe('auth/user-disabled');
  });
});

describe('memory auth session', () => {
  it('persists the signed-in user, so a new tab starts signed in', async () => {
    const storage = memoryStorage();
    const first = createMemoryAuth(store, { storage, events: null });
    await first.signIn('superv@demo.local', 'demo123');
    expect(JSON.parse(storage.data.get(AUTH_STORAGE_KEY) ?? '')).toEqual({
      uid: 'uS',
      email: 'superv@demo.local',
    });

    const newTab = createMemoryAuth(store, { storage, events: null });
    const seen: (AuthUser | null)[] = [];
    newTab.watchAuthState((u) => seen.push(u));
    await flush();
    expect(seen).toEqual([{ uid: 'uS', email: 'superv@demo.local' }]);

    await newTab.signOut();
    expect(storage.data.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it("hears another tab sign in and out through the 'storage' event, until unsubscribed", async () => {
    const storage = memoryStorage();
    const window = new EventTarget();
    const tabA = createMemoryAuth(store, { storage, events: null });
    const tabB = createMemoryAuth(store, { storage, events: window });
    const seen: (string | null)[] = [];
    const stop = tabB.watchAuthState((u) => seen.push(u?.uid ?? null));
    await flush();

    const storageEvent = (): Event =>
      Object.assign(new Event('storage'), { key: AUTH_STORAGE_KEY });
    await tabA.signIn('admin@demo.local', 'demo123');
    window.dispatchEvent(storageEvent());
    await tabA.signOut();
    window.dispatchEvent(storageEvent());
    window.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }));
    stop();
    await tabA.signIn('admin@demo.local', 'demo123');
    window.dispatchEvent(storageEvent());
    expect(seen).toEqual([null, 'uA', null]);
  });

  it('ignores a corrupt stored session', async () => {
    const storage = memoryStorage();
    storage.setItem(AUTH_STORAGE_KEY, '{not json');
    const auth = createMemoryAuth(store, { storage, events: null });
    const seen: unknown[] = [];
    auth.watchAuthState((u) => seen.push(u));
    await flush();
    expect(seen).toEqual([null]);
  });
});
