// @vitest-environment jsdom
/**
 * Issue 23, on the store the app builds (makeStore over memory ports):
 * - rights are live: the session follows the user's record, so teams an admin takes away leave
 *   the session at once, and a changed role ends it with a message on /login;
 * - nothing waits for ever: the connection banner (role=status) shows while offline or while a
 *   write has been pending for long, and a page with a write in flight asks before it is left.
 * Expected values are written out by hand from fixtures/tiny.json.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { BulletinChange } from '../core/model';
import type { ConnectionPort, Ports } from '../core/ports';
import { OFFLINE_GRACE_MS, SLOW_WRITE_MS } from '../shared/connection';
import {
  selectAuthStatus,
  selectSessionNotice,
  selectSessionUser,
  watchAuth,
} from '../shared/session';
import type { AppStore } from '../shared/store';
import { createTestBackend, renderWithProviders } from '../testing/render';
import { makeStore } from './store';

/** users-mobile/{uid} of the tiny fixture's 'Supervisor Demo' (superv@demo.local). */
const SUPERVISOR = 'users-mobile/jbGLe2ZmdH4FK8sFvvn3acAqj1F9';
const BANNER = 'Sem conexão. As alterações serão enviadas quando a conexão voltar.';

/** The store with the auth watcher running, signed in as `email`. */
async function signedIn(email: string) {
  const { tree, ports } = createTestBackend();
  const store = makeStore(ports);
  const stop = store.dispatch(watchAuth());
  await ports.auth.signIn(email, 'demo123');
  await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedIn'));
  return { tree, ports, store, stop };
}

const teamsOf = (store: AppStore) => selectSessionUser(store.getState())?.teams;

describe('rights are live (issue 23)', () => {
  it('teams an admin takes away leave the session without a reload; teams given arrive', async () => {
    const { tree, store, stop } = await signedIn('superv@demo.local');
    expect(teamsOf(store)).toEqual(['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA04']);

    await tree.update({ [`${SUPERVISOR}/supervision`]: 'ORCDISTBA02' });
    await waitFor(() => expect(teamsOf(store)).toEqual(['ORCDISTBA02']));

    await tree.update({ [`${SUPERVISOR}/supervision`]: 'ORCDISTBA02,ORCDISTBA07' });
    await waitFor(() => expect(teamsOf(store)).toEqual(['ORCDISTBA02', 'ORCDISTBA07']));
    expect(selectAuthStatus(store.getState())).toBe('signedIn');
    stop();
  });

  it('a changed role signs the user out, and /login says why', async () => {
    const { tree, ports, store, stop } = await signedIn('superv@demo.local');
    await tree.update({ [`${SUPERVISOR}/type`]: 'admin' });
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectSessionNotice(store.getState())).toBe(
      'Seu perfil de acesso foi alterado por um administrador. Sua sessão foi encerrada; entre novamente.',
    );
    // Signed out for real, not only on screen.
    const identity = await new Promise((resolve) => {
      const stopWatching = ports.auth.watchAuthState((user) => {
        resolve(user);
        queueMicrotask(() => stopWatching());
      });
    });
    expect(identity).toBeNull();
    stop();
  });

  it('a deleted record signs the user out with the user-data-not-found message', async () => {
    const { tree, store, stop } = await signedIn('superv@demo.local');
    await tree.update({ [SUPERVISOR]: null });
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    expect(selectSessionNotice(store.getState())).toMatch(/^Dados do usuário não encontrados\./);
    stop();
  });

  it('after signing out, the record is no longer followed', async () => {
    const { tree, ports, store, stop } = await signedIn('superv@demo.local');
    await ports.auth.signOut();
    await waitFor(() => expect(selectAuthStatus(store.getState())).toBe('signedOut'));
    await tree.update({ [`${SUPERVISOR}/type`]: 'admin' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nobody was signed out for it: no notice.
    expect(selectSessionNotice(store.getState())).toBeNull();
    stop();
  });
});

/** A ConnectionPort the test drives. */
function drivenConnection() {
  const listeners = new Set<(connected: boolean) => void>();
  const port: ConnectionPort = {
    watchConnection(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
  return { port, set: (connected: boolean) => listeners.forEach((l) => l(connected)) };
}

const banner = () => screen.queryByText(BANNER);
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the connection banner and the leave guard (issue 23)', () => {
  it('offline: the live region says so after a moment, and is quiet again once back', async () => {
    const { ports } = createTestBackend();
    const connection = drivenConnection();
    renderWithProviders(<div />, { ports: { ...ports, connection: connection.port } });
    const status = screen
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite');
    expect(status).toBeDefined();

    act(() => connection.set(true));
    act(() => connection.set(false));
    // A blip is not worth a message.
    await sleep(OFFLINE_GRACE_MS / 2);
    expect(banner()).toBeNull();
    await sleep(OFFLINE_GRACE_MS / 2 + 100);
    expect(banner()).toBeVisible();
    expect(banner()?.closest('[role="status"]')).not.toBeNull();

    act(() => connection.set(true));
    expect(banner()).toBeNull();
  });

  it('a write pending longer than the limit shows the banner and guards leaving; done, both go', async () => {
    const { ports } = createTestBackend();
    let finish!: () => void;
    const hanging: Ports = {
      ...ports,
      invoices: {
        ...ports.invoices,
        commit: () => new Promise<void>((resolve) => (finish = resolve)),
      },
    };
    const { store } = renderWithProviders(<div />, { ports: hanging });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);

    // Any screen's write goes through the store's ports: a thunk stands for one here.
    let written: Promise<void> | undefined;
    act(() => {
      store.dispatch((_dispatch, _getState, counted: Ports) => {
        written = counted.invoices.commit([] as BulletinChange[]);
      });
    });
    expect(leave()).toBe(true);
    await sleep(SLOW_WRITE_MS - 1_000);
    expect(banner()).toBeNull();
    await sleep(1_200);
    expect(banner()).toBeVisible();

    await act(async () => {
      finish();
      await written;
    });
    expect(banner()).toBeNull();
    expect(leave()).toBe(false);
  }, 15_000);
});
