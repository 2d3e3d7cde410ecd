import { AuthError } from '../../src/core/ports';
import type { AuthPort, AuthUser, Unsubscribe } from '../../src/core/ports';
import type { TreeStore } from './treeStore';

/** D27: every fixture account signs in with this password. */
export const DEMO_PASSWORD = 'demo123';

/** The fixture's disabled account: it exists, and signing in fails with auth/user-disabled. */
export const DISABLED_DEMO_EMAIL = 'desativado@demo.local';

/** Where the signed-in identity is kept, so a new tab (/edit, /pdf) starts signed in. */
export const AUTH_STORAGE_KEY = 'faturamento.fixture.auth';

/** The part of the Web Storage API the adapter uses. */
export type AuthStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface MemoryAuthOptions {
  /** The password of every account with an email (D27); default 'demo123'. */
  password?: string;
  /** Emails whose account is disabled; default ['desativado@demo.local']. */
  disabledEmails?: readonly string[];
  /** Where the session persists; default localStorage when available, null keeps it in memory. */
  storage?: AuthStorage | null;
  /** Where 'storage' events of other tabs arrive; default the window when there is one. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

// A loose format check: the real identity service refuses malformed emails before looking.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function defaultStorage(): AuthStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes, sandboxed frames).
    return null;
  }
}

function defaultEvents(): MemoryAuthOptions['events'] {
  return typeof window === 'undefined' ? null : window;
}

function parseSession(text: string | null): AuthUser | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<AuthUser>;
    return typeof value.uid === 'string' && typeof value.email === 'string'
      ? { uid: value.uid, email: value.email }
      : null;
  } catch {
    return null;
  }
}

async function findAccount(store: TreeStore, email: string): Promise<AuthUser | null> {
  for (const collection of ['users', 'users-mobile']) {
    const users = await store.get(collection);
    if (typeof users !== 'object' || users === null) continue;
    for (const [uid, record] of Object.entries(users as Record<string, unknown>)) {
      const stored = (record as { email?: unknown } | null)?.email;
      if (typeof stored === 'string' && stored.trim().toLowerCase() === email) {
        return { uid, email: stored.trim() };
      }
    }
  }
  return null;
}

/**
 * Fixture sign-in (D27): every user record with an email is an account whose password is
 * `demo123`; failures raise the AuthError codes the Firebase adapter raises. The session is
 * kept in localStorage, so tabs share it and hear each other sign in and out.
 *
 * @example
 * const auth = createMemoryAuth(store);
 * await auth.signIn('admin@demo.local', 'demo123');
 */
/** The fixture AuthPort, which also answers who is signed in now (for the fixture's own checks). */
export interface MemoryAuth extends AuthPort {
  /** The signed-in user now (the session this tab holds), or null. */
  currentUser(): AuthUser | null;
}

export function createMemoryAuth(store: TreeStore, options: MemoryAuthOptions = {}): MemoryAuth {
  const password = options.password ?? DEMO_PASSWORD;
  const disabled = new Set(
    (options.disabledEmails ?? [DISABLED_DEMO_EMAIL]).map((e) => e.trim().toLowerCase()),
  );
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const events = options.events === undefined ? defaultEvents() : options.events;
  const listeners = new Set<(user: AuthUser | null) => void>();
  let current: AuthUser | null = parseSession(storage?.getItem(AUTH_STORAGE_KEY) ?? null);

  function emit(): void {
    for (const listener of [...listeners]) listener(current);
  }

  function setCurrent(user: AuthUser | null): void {
    current = user;
    try {
      if (user) storage?.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
      else storage?.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // A full or blocked storage only costs the other tabs their shared session.
    }
    emit();
  }

  // Another tab signed in or out: the 'storage' event fires in every tab but the writer.
  const onStorage = (event: Event): void => {
    const key = (event as StorageEvent).key;
    if (key !== AUTH_STORAGE_KEY && key !== null) return;
    const next = parseSession(storage?.getItem(AUTH_STORAGE_KEY) ?? null);
    if (next?.uid === current?.uid) return;
    current = next;
    emit();
  };

  return {
    currentUser() {
      return current ? { ...current } : null;
    },
    async signIn(rawEmail, rawPassword) {
      const email = String(rawEmail ?? '')
        .trim()
        .toLowerCase();
      if (!EMAIL.test(email) || typeof rawPassword !== 'string' || rawPassword === '') {
        throw new AuthError('auth/invalid-credential');
      }
      const account = await findAccount(store, email);
      if (!account) throw new AuthError('auth/user-not-found');
      if (disabled.has(email)) throw new AuthError('auth/user-disabled');
      if (rawPassword !== password) throw new AuthError('auth/wrong-password');
      setCurrent(account);
      return { ...account };
    },
    async signOut() {
      setCurrent(null);
    },
    watchAuthState(onChange): Unsubscribe {
      let active = true;
      const listener = (user: AuthUser | null): void => {
        if (active) onChange(user ? { ...user } : null);
      };
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      // As Firebase does, the first call comes asynchronously, with the restored session.
      queueMicrotask(() => listener(current));
      return () => {
        if (!active) return;
        active = false;
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
  };
}
