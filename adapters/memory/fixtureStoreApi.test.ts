/**
 * P2: the shared fixture store, exercised as the browser uses it — several clients (tabs, a
 * report worker) on their own MessagePorts, one tree, a journal of writes.
 */
import * as Comlink from 'comlink';
import { PACK_AHEAD_QUIET_MS, createFixtureStoreService } from './fixtureStoreApi';
import { isPacked } from './packed';
import type { FixtureStoreApi, FixtureStoreService } from './fixtureStoreApi';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { createMemoryJournal } from './journal';
import type { Journal } from './journal';
import { wrapRemoteTreeStore } from './remoteStore';
import type { RemoteTreeStore } from './remoteStore';
import { MemoryTree } from './tree';
import { aPatch, aRemoval, editElsewhere } from '../../src/core/testing/builders';
import { bulletinUpdate } from '../rtdb/layout';

/** D51: the fields of forms/ORCDISTBA01/{key} (a fixture record: revision 0) as the app writes them. */
const patched = (key: string, fields: Record<string, unknown>) =>
  bulletinUpdate([aPatch('ORCDISTBA01', key, fields)]);

const FIXTURE = {
  forms: {
    ORCDISTBA01: {
      '-Ka': { id: 'A', date: 100, checked: false },
      '-Kb': { id: 'B', date: 200, checked: true },
    },
  },
};

const open: MessagePort[] = [];
const stores: RemoteTreeStore[] = [];

function client(service: FixtureStoreService): RemoteTreeStore {
  const { port1, port2 } = new MessageChannel();
  open.push(port1, port2);
  service.connect(port2);
  const store = wrapRemoteTreeStore(port1);
  stores.push(store);
  return store;
}

function serviceWith(journal: Journal, json: unknown = FIXTURE, id = 'fixture-1') {
  return createFixtureStoreService({
    load: async () => ({ id, json: structuredClone(json) }),
    journal,
  });
}

function waitFor(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const poll = (): void => {
      if (check()) resolve();
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out'));
      else setTimeout(poll, 2);
    };
    poll();
  });
}

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
  for (const port of open.splice(0)) port.close();
});

describe('shared fixture store (P2)', () => {
  it('a write in one tab reaches another tab live', async () => {
    const service = serviceWith(createMemoryJournal());
    await service.open('/fixtures/demo.json');
    const home = createMemoryInvoiceRepo(client(service));
    const editor = createMemoryInvoiceRepo(client(service));

    const titles: (string | undefined)[] = [];
    const stop = home.watchForPeriod('ORCDISTBA01', { start: 0, end: 1000 }, (entries) =>
      titles.push(entries.find((e) => e.key === '-Ka')?.invoice.header?.title),
    );
    await waitFor(() => titles.length === 1);
    await editElsewhere(editor, 'ORCDISTBA01', '-Ka', { 'header/title': 'Editado na aba /edit' });
    await waitFor(() => titles.length === 2);
    expect(titles).toEqual([undefined, 'Editado na aba /edit']);
    stop();
  });

  it('a port handed over through connect (the report worker) sees the same data, edits included', async () => {
    const service = serviceWith(createMemoryJournal());
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    service.connect(port2);
    const tab = Comlink.wrap<FixtureStoreApi>(port1);
    await tab.open('/fixtures/demo.json');
    await tab.update(patched('-Kb', { paid: true }));

    const channel = new MessageChannel();
    open.push(channel.port1, channel.port2);
    await tab.connect(Comlink.transfer(channel.port2, [channel.port2]));
    const worker = wrapRemoteTreeStore(channel.port1);
    stores.push(worker);
    const entries = await createMemoryInvoiceRepo(worker).listAll('ORCDISTBA01');
    expect(entries.map((e) => [e.key, e.invoice.paid])).toEqual([
      ['-Ka', undefined],
      ['-Kb', true],
    ]);
    tab[Comlink.releaseProxy]();
  });

  it('clients that arrive before the fixture is opened wait for it', async () => {
    const service = serviceWith(createMemoryJournal());
    const store = client(service);
    const pending = store.get('forms/ORCDISTBA01/-Ka/id');
    await service.open('/fixtures/demo.json');
    expect(await pending).toBe('A');
  });

  it('writes are journalled and replayed over the same fixture on the next load', async () => {
    const journal = createMemoryJournal();
    const first = serviceWith(journal);
    await first.open('u');
    await client(first).update(
      bulletinUpdate([
        aPatch('ORCDISTBA01', '-Ka', { checked: true }),
        aRemoval('ORCDISTBA01', '-Kb'),
      ]),
    );

    const afterReload = serviceWith(journal);
    await afterReload.open('u');
    const store = client(afterReload);
    expect(await store.get('forms/ORCDISTBA01')).toEqual({
      '-Ka': { id: 'A', date: 100, checked: true, rev: 1 },
    });
  });

  it('a failed write is not journalled', async () => {
    const journal = createMemoryJournal();
    const service = serviceWith(journal);
    await service.open('u');
    const store = client(service);
    await store.simulateWriteFailures([{ path: 'forms' }]);
    await expect(store.update(patched('-Ka', { checked: true }))).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
    expect(journal.writes).toEqual([]);
  });

  it('a write that reaches the store after its page gave up on it is refused and not journalled (issue 23)', async () => {
    const journal = createMemoryJournal();
    const service = serviceWith(journal);
    await service.open('u');
    // The store's own API, as the remote store calls it (remoteStore.ts sends the moment).
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    service.connect(port2);
    const store = Comlink.wrap<FixtureStoreApi>(port1);
    const before = await store.get('forms');
    await expect(
      store.update(patched('-Ka', { checked: true }), undefined, Date.now() - 1),
    ).rejects.toThrow(/too late/);
    await expect(
      store.compareAndSet('counters/forms/X', null, 1, undefined, Date.now() - 1),
    ).rejects.toThrow(/too late/);
    expect(await store.get('forms')).toEqual(before);
    expect(await store.get('counters/forms/X')).toBeNull();
    expect(journal.writes).toEqual([]);
    // In time, the same write lands.
    await store.update(patched('-Ka', { checked: true }), undefined, Date.now() + 5_000);
    expect(journal.writes).toHaveLength(1);
  });

  it('a journal kept for another fixture is dropped', async () => {
    const journal = createMemoryJournal();
    const first = serviceWith(journal, FIXTURE, 'old-demo');
    await first.open('u');
    await client(first).update(patched('-Ka', { checked: true }));

    const regenerated = serviceWith(journal, FIXTURE, 'new-demo');
    await regenerated.open('u');
    expect(await client(regenerated).get('forms/ORCDISTBA01/-Ka/checked')).toBe(false);
  });

  it('reset returns every client to the fixture as generated and clears the journal', async () => {
    const journal = createMemoryJournal();
    const service = serviceWith(journal);
    await service.open('u');
    const a = client(service);
    const b = client(service);
    await a.update(patched('-Ka', { id: 'changed' }));
    const seen: unknown[] = [];
    b.subscribe('forms/ORCDISTBA01/-Ka/id', null, (v) => seen.push(v));
    await waitFor(() => seen.length === 1);
    await a.simulateWriteFailures([{ path: 'forms' }]);

    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    service.connect(port2);
    const api = Comlink.wrap<FixtureStoreApi>(port1);
    await api.reset();
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(['changed', 'A']);
    expect(journal.writes).toEqual([]);
    // The reset also ends simulated failures.
    await a.update(patched('-Ka', { checked: true }));
    api[Comlink.releaseProxy]();
  });

  it('a fixture that fails to load rejects, and a later open retries', async () => {
    let attempts = 0;
    const service = createFixtureStoreService({
      load: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('HTTP 404');
        return { id: 'x', json: FIXTURE };
      },
    });
    await expect(service.open('u')).rejects.toThrow('HTTP 404');
    await service.open('u');
    expect(await client(service).get('forms/ORCDISTBA01/-Kb/id')).toBe('B');
  });

  it('unsubscribe and disconnect close the subscriptions in the shared tree', async () => {
    const service = serviceWith(createMemoryJournal());
    await service.open('u');
    const tree = await service.ready();
    const { port1, port2 } = new MessageChannel();
    open.push(port1, port2);
    service.connect(port2);
    const api = Comlink.wrap<FixtureStoreApi>(port1);
    const store = client(service);

    const stop = store.subscribe('forms', null, () => undefined);
    await api.subscribe(
      'forms',
      null,
      Comlink.proxy(() => undefined),
    );
    await api.subscribe(
      'forms',
      { orderByChild: 'date' },
      Comlink.proxy(() => undefined),
    );
    await waitFor(() => tree.subscriptionCount === 3);
    stop();
    await waitFor(() => tree.subscriptionCount === 2);
    await api.disconnect();
    expect(tree.subscriptionCount).toBe(0);
    api[Comlink.releaseProxy]();
  });

  it('closing a client (its proxy released) drops its subscriptions, even one still opening', async () => {
    const service = serviceWith(createMemoryJournal());
    await service.open('u');
    const tree = await service.ready();
    const store = client(service);
    store.subscribe('forms', null, () => undefined);
    await waitFor(() => tree.subscriptionCount === 1);
    store.subscribe('forms/ORCDISTBA01', null, () => undefined);
    store.close();
    await waitFor(() => tree.subscriptionCount === 0);
  });

  it('a subscription to an invalid path reports an error and is never called', async () => {
    const service = serviceWith(createMemoryJournal());
    await service.open('u');
    const store = client(service);
    const calls: unknown[] = [];
    const error = await new Promise<Error>((resolve) => {
      store.subscribe('forms/bad.key', null, (v) => calls.push(v), resolve);
    });
    expect(error.message).toMatch(/Invalid key/);
    expect(calls).toEqual([]);
  });

  describe('packed reads', () => {
    const DATED = {
      forms: {
        ORCDISTBA01: {
          '-Ka': { id: 'A', date: 100, header: { title: 'Poste' }, services: [{ code: 'X1' }] },
          '-Kb': { id: 'B', date: 200, checked: true },
          '-Kc': { id: 'C', date: '02/11/2026', header: { date: '02/11/2026' } },
          '-Kd': { id: 'D', header: { date: '03/11/2026' } },
          '-Ke': { id: 'E', date: 300, services: [{ code: 'X1', quantity: '1,5' }, null] },
        },
      },
    };
    // The period read's three queries (P7) and a few others, as the tree answers them.
    const QUERIES = [
      { orderByChild: 'date', endAt: true },
      { orderByChild: 'date', startAt: 150, endAt: 300 },
      { orderByChild: 'date', startAt: '' },
      { orderByChild: 'date' },
      { orderByChild: 'checked', equalTo: true },
      { orderByChild: 'header/date', startAt: '03' },
    ] as const;

    function expected(json: unknown, path: string) {
      const tree = new MemoryTree(structuredClone(json));
      return QUERIES.map((query) => tree.query(path, query));
    }

    it('a client reads every query as the tree answers it, a write seen at once', async () => {
      const service = createFixtureStoreService({
        load: async () => ({ id: 'dated', json: structuredClone(DATED) }),
        journal: createMemoryJournal(),
        packAhead: [{ under: 'forms', orderByChild: 'date' }],
      });
      const tab = client(service);
      await service.open('fixture');
      await service.packAhead();
      const read = () => Promise.all(QUERIES.map((q) => tab.query('forms/ORCDISTBA01', q)));
      expect(await read()).toEqual(expected(DATED, 'forms/ORCDISTBA01'));

      // The packing kept ahead is for the data before the write: the read must not use it.
      const write = bulletinUpdate([
        aPatch('ORCDISTBA01', '-Ka', { date: 250 }),
        aPatch('ORCDISTBA01', '-Kb', { checked: false }),
      ]);
      await tab.update(write);
      const local = new MemoryTree(structuredClone(DATED));
      local.update(write);
      expect(await read()).toEqual(QUERIES.map((q) => local.query('forms/ORCDISTBA01', q)));
    });

    it("a report's reads pack only what they return; packing ahead waits until they stop", async () => {
      const TWO = { forms: { ...DATED.forms, ORCDISTBA02: DATED.forms.ORCDISTBA01 } };
      const service = createFixtureStoreService({
        load: async () => ({ id: 'dated', json: structuredClone(TWO) }),
        journal: createMemoryJournal(),
        packAhead: [{ under: 'forms', orderByChild: 'date' }],
      });
      const worker = client(service); // a report worker's port: packing ahead starts
      await service.open('fixture');
      const tree = await service.ready();
      const period = { orderByChild: 'date', startAt: 150, endAt: 300 } as const;
      const readAt = Date.now();
      expect(await worker.query('forms/ORCDISTBA01', period)).toEqual(
        tree.query('forms/ORCDISTBA01', period),
      );
      expect(await worker.revision('forms/ORCDISTBA02')).toBe(tree.revision('forms/ORCDISTBA02'));
      // Neither team was packed whole for (or during) the reads.
      expect(isPacked(tree, 'forms/ORCDISTBA01', 'date')).toBe(false);
      expect(isPacked(tree, 'forms/ORCDISTBA02', 'date')).toBe(false);
      await service.packAhead();
      expect(Date.now() - readAt).toBeGreaterThanOrEqual(PACK_AHEAD_QUIET_MS - 5);
      expect(isPacked(tree, 'forms/ORCDISTBA01', 'date')).toBe(true);
      expect(isPacked(tree, 'forms/ORCDISTBA02', 'date')).toBe(true);
      expect(await worker.query('forms/ORCDISTBA01', period)).toEqual(
        tree.query('forms/ORCDISTBA01', period),
      );
    });

    it('a reset reads the fixture as loaded again', async () => {
      const service = createFixtureStoreService({
        load: async () => ({ id: 'dated', json: structuredClone(DATED) }),
        journal: createMemoryJournal(),
        packAhead: [{ under: 'forms', orderByChild: 'date' }],
      });
      const tab = client(service);
      await service.open('fixture');
      await tab.update(bulletinUpdate([aRemoval('ORCDISTBA01', '-Ka')]));
      expect((await tab.query('forms/ORCDISTBA01', { orderByChild: 'date' })).length).toBe(4);
      const { port1, port2 } = new MessageChannel();
      open.push(port1, port2);
      service.connect(port2);
      await Comlink.wrap<FixtureStoreApi>(port1).reset();
      const read = () => Promise.all(QUERIES.map((q) => tab.query('forms/ORCDISTBA01', q)));
      expect(await read()).toEqual(expected(DATED, 'forms/ORCDISTBA01'));
    });
  });
});
