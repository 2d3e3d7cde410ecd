// Issue 24: the ports the app gets before its storage adapter has downloaded.
import { describe, expect, it } from 'vitest';
import type { InvoiceEntry } from '../core/model';
import type { Ports } from '../core/ports';
import { createTestPorts } from '../testing/render';
import { PortsNotReadyError, deferPorts } from './deferredPorts';

function pending() {
  let load: (ports: Ports) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<Ports>((resolve, reject) => {
    load = resolve;
    fail = reject;
  });
  return { ports: deferPorts(promise), load, fail };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ports before their adapter has loaded (issue 24)', () => {
  it('a call waits for the adapter, then answers what the adapter answers', async () => {
    const { ports, load } = pending();
    let answered = false;
    const adapter = createTestPorts();
    const uid = (await adapter.users.listUsers())[0]?.uid ?? 'none';
    const user = ports.users.getUser(uid).then((entry) => ((answered = true), entry));
    await flush();
    expect(answered).toBe(false);
    load(adapter);
    const entry = await user;
    expect(entry?.uid).toBe(uid);
    expect(entry).toEqual(await adapter.users.getUser(uid));
    expect(await ports.auth.signIn('admin@demo.local', 'demo123')).toMatchObject({
      email: 'admin@demo.local',
    });
  });

  it('a subscription opens once the adapter is there and hears its changes', async () => {
    const { ports, load } = pending();
    const seen: (string | null)[] = [];
    const stop = ports.auth.watchAuthState((user) => seen.push(user?.email ?? null));
    await flush();
    expect(seen).toEqual([]);
    const adapter = createTestPorts();
    load(adapter);
    await flush();
    expect(seen).toEqual([null]);
    await adapter.auth.signIn('func@demo.local', 'demo123');
    expect(seen).toEqual([null, 'func@demo.local']);
    stop();
    await adapter.auth.signOut();
    expect(seen).toEqual([null, 'func@demo.local']);
  });

  it('a subscription stopped before the adapter loaded is never opened', async () => {
    const { ports, load } = pending();
    const seen: InvoiceEntry[][] = [];
    let opened = 0;
    const adapter = createTestPorts();
    const counting: Ports = {
      ...adapter,
      invoices: {
        ...adapter.invoices,
        watchUnchecked: (team, onChange, onError) => {
          opened += 1;
          return adapter.invoices.watchUnchecked(team, onChange, onError);
        },
      },
    };
    const stop = ports.invoices.watchUnchecked('ORCDISTBA01', (entries) => seen.push(entries));
    stop();
    load(counting);
    await flush();
    expect(opened).toBe(0);
    expect(seen).toEqual([]);
  });

  it('an adapter that never loads rejects the calls and reaches the watches’ onError', async () => {
    const { ports, fail } = pending();
    const errors: string[] = [];
    ports.invoices.watchForPeriod(
      'ORCDISTBA01',
      { start: 0, end: 1 },
      () => undefined,
      (error) => errors.push(error.message),
    );
    const call = ports.catalog.globalFactor();
    fail(new Error('Failed to fetch dynamically imported module'));
    await expect(call).rejects.toThrow('Failed to fetch');
    expect(errors).toEqual(['Failed to fetch dynamically imported module']);
  });

  it('the synchronous helpers need the adapter: they throw before it, answer after', async () => {
    const { ports, load } = pending();
    expect(() => ports.invoices.newKey('ORCDISTBA01')).toThrow(PortsNotReadyError);
    expect(() => ports.invoices.consolePath('ORCDISTBA01', 'k')).toThrow(PortsNotReadyError);
    load(createTestPorts());
    await flush();
    expect(ports.invoices.consolePath('ORCDISTBA01', '-Nabc')).toBe('forms/ORCDISTBA01/-Nabc');
    expect(ports.invoices.newKey('ORCDISTBA01')).toMatch(/^-/);
  });
});

describe('P60: a photo upload started before the adapter has loaded', () => {
  const photo = () => new Blob([new Uint8Array([0xff, 0xd8, 1])], { type: 'image/jpeg' });

  it('starts once the adapter is there, and is stored', async () => {
    const { ports, load } = pending();
    const adapter = createTestPorts();
    const { uid } = await adapter.auth.signIn('equipe01@demo.local', 'demo123');
    const path = `photos/${uid}/early.jpg`;
    const upload = ports.photos.put(path, photo());
    // Paused before it starts: it starts paused, and resumes.
    expect(upload.pause()).toBe(true);
    expect(upload.pause()).toBe(false);
    load(adapter);
    await flush();
    expect(upload.resume()).toBe(true);
    await upload.done;
    expect(await ports.photos.url(path)).toBe(await adapter.photos.url(path));
  });

  it('cancelled before it starts, it never stores anything', async () => {
    const { ports, load } = pending();
    const adapter = createTestPorts();
    const { uid } = await adapter.auth.signIn('equipe01@demo.local', 'demo123');
    const path = `photos/${uid}/never.jpg`;
    const upload = ports.photos.put(path, photo());
    upload.cancel();
    expect(upload.resume()).toBe(false);
    load(adapter);
    await expect(upload.done).rejects.toMatchObject({ code: 'canceled' });
    await expect(adapter.photos.url(path)).rejects.toMatchObject({ code: 'notFound' });
    await ports.photos.remove(path);
  });
});
