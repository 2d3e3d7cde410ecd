// @vitest-environment jsdom
/**
 * Issue 24: the signed-in user kept in this browser (src/shared/sessionHint.ts). A later page
 * shows its screen as soon as the auth state is known, before the user record has been read
 * again; the record still decides. Expected values are written out by hand from
 * fixtures/tiny.json (superv@demo.local: users-mobile, 'Supervisor Demo', teams 01–04).
 */
import { act, waitFor } from '@testing-library/react';
import type { Ports } from '../core/ports';
import {
  selectAuthStatus,
  selectSessionNotice,
  selectSessionUser,
  signOut,
  watchAuth,
} from '../shared/session';
import type { SessionUser } from '../shared/session';
import { SESSION_HINT_KEY, storedSessionHints } from '../shared/sessionHint';
import type { HintStorage } from '../shared/sessionHint';
import { createLoadingPorts, createTestBackend, renderWithProviders } from '../testing/render';
import { makeStore } from './store';

const SUPERV_UID = 'jbGLe2ZmdH4FK8sFvvn3acAqj1F9';
const SUPERVISOR = `users-mobile/${SUPERV_UID}`;

/** The supervisor as a session made it on an earlier visit, when it supervised one team. */
const kept: SessionUser = {
  uid: SUPERV_UID,
  email: 'superv@demo.local',
  name: 'Supervisor Demo',
  checker: 'Supervisor Demo',
  role: 'superv',
  teams: ['ORCDISTBA01'],
  collection: 'users-mobile',
};

function memoryStorage(
  initial: Record<string, string> = {},
): HintStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Memory ports whose user-record reads wait until `release` (a store still booting). */
async function signedInWithSlowRecord() {
  const { tree, ports } = createTestBackend();
  await ports.auth.signIn('superv@demo.local', 'demo123');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow: Ports = {
    ...ports,
    users: {
      ...ports.users,
      getUser: async (uid) => {
        await gate;
        return ports.users.getUser(uid);
      },
    },
  };
  return { tree, ports: slow, release };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('the session kept in this browser (issue 24)', () => {
  it('signs the kept user in at once, before its record is read; the record then replaces it', async () => {
    const { ports, release } = await signedInWithSlowRecord();
    const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(kept) }));
    const store = makeStore(ports);
    const stop = store.dispatch(watchAuth(hints));
    await flush();
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectSessionUser(store.getState())?.teams).toEqual(['ORCDISTBA01']);

    release();
    await waitFor(() =>
      expect(selectSessionUser(store.getState())?.teams).toEqual([
        'ORCDISTBA01',
        'ORCDISTBA02',
        'ORCDISTBA03',
        'ORCDISTBA04',
      ]),
    );
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    stop();
  });

  it('a record that says what the hint said leaves the shown user as it is (no screen renders again)', async () => {
    const { ports, release } = await signedInWithSlowRecord();
    const current: SessionUser = {
      ...kept,
      teams: ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA04'],
    };
    const hints = storedSessionHints(
      memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(current) }),
    );
    let answered = 0;
    const read = ports.users.getUser;
    const store = makeStore({
      ...ports,
      users: { ...ports.users, getUser: (uid) => read(uid).finally(() => (answered += 1)) },
    });
    const stop = store.dispatch(watchAuth(hints));
    await flush();
    const shown = selectSessionUser(store.getState());
    expect(shown).toEqual(current);
    release();
    await waitFor(() => expect(answered).toBe(1));
    await flush();
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    // The same object: every useAppSelector(selectSessionUser) keeps its value.
    expect(selectSessionUser(store.getState())).toBe(shown);
    stop();
  });

  it('shows the kept user before the auth state has loaded; an auth state of nobody then signs out', async () => {
    const { ports, load } = createLoadingPorts();
    const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(kept) }));
    const store = makeStore(ports);
    const stop = store.dispatch(watchAuth(hints));
    // The adapter has not even downloaded: the screens already have their user.
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    expect(selectSessionUser(store.getState())?.name).toBe('Supervisor Demo');
    load(createTestBackend().ports);
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectSessionUser(store.getState())).toBeNull();
    stop();
  });

  it("waits for the record when the kept user is someone else's", async () => {
    const { ports, release } = await signedInWithSlowRecord();
    const other = { ...kept, uid: 'someone-else' };
    const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(other) }));
    const store = makeStore(ports);
    const stop = store.dispatch(watchAuth(hints));
    await flush();
    // The auth state names the supervisor: the other user is gone, the record is awaited.
    expect(selectAuthStatus(store.getState())).toBe('loadingUser');
    expect(selectSessionUser(store.getState())).toBeNull();
    release();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
    stop();
  });

  it('a role changed since then ends the session with the role-changed message', async () => {
    const { tree, ports, release } = await signedInWithSlowRecord();
    await tree.update({ [`${SUPERVISOR}/type`]: 'func' });
    const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(kept) }));
    const store = makeStore(ports);
    const stop = store.dispatch(watchAuth(hints));
    await flush();
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    release();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectSessionNotice(store.getState())).toBe(
      'Seu perfil de acesso foi alterado por um administrador. Sua sessão foi encerrada; entre novamente.',
    );
    stop();
  });

  it('a record deleted since then ends the session with the user-data-not-found message', async () => {
    const { tree, ports, release } = await signedInWithSlowRecord();
    await tree.update({ [SUPERVISOR]: null });
    const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: JSON.stringify(kept) }));
    const store = makeStore(ports);
    const stop = store.dispatch(watchAuth(hints));
    release();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectSessionNotice(store.getState())).toMatch(/^Dados do usuário não encontrados\./);
    stop();
  });

  it('the app keeps the signed-in user and forgets it at sign-out', async () => {
    const storage = memoryStorage();
    const hints = storedSessionHints(storage);
    const { ports } = createTestBackend();
    const { store } = renderWithProviders(<div />, { ports, services: { sessionHints: hints } });
    await act(() => ports.auth.signIn('superv@demo.local', 'demo123'));
    await waitFor(() => expect(hints.read()?.teams).toHaveLength(4));
    expect(hints.read()).toMatchObject({ name: 'Supervisor Demo', role: 'superv' });

    await act(() => store.dispatch(signOut()));
    await waitFor(() => expect(storage.data.has(SESSION_HINT_KEY)).toBe(false));
  });
});

describe('the kept user as stored', () => {
  it('reads back what was written, until cleared', () => {
    const hints = storedSessionHints(memoryStorage());
    hints.write(kept);
    expect(hints.read()).toEqual(kept);
    hints.clear();
    expect(hints.read()).toBeNull();
  });

  it('ignores a text that is not a session user (edited, truncated, another version)', () => {
    for (const text of [
      '{',
      'null',
      JSON.stringify({ ...kept, role: 'root' }),
      JSON.stringify({ ...kept, teams: 'ORCDISTBA01' }),
      JSON.stringify({ ...kept, collection: 'admins' }),
      JSON.stringify({ ...kept, name: undefined }),
    ]) {
      const hints = storedSessionHints(memoryStorage({ [SESSION_HINT_KEY]: text }));
      expect(hints.read()).toBeNull();
    }
  });

  it('a storage that throws (blocked, full) only costs the hint', () => {
    const broken: HintStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const hints = storedSessionHints(broken);
    expect(() => hints.write(kept)).not.toThrow();
    expect(hints.read()).toBeNull();
    expect(() => hints.clear()).not.toThrow();
    expect(storedSessionHints(null).read()).toBeNull();
  });
});
