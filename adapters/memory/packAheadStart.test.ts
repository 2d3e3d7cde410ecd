/**
 * Issue 24: the shared fixture store packs every team's bulletins ahead (packed.ts) only once a
 * report is coming — a report worker's port connects, or the first packed query arrives — never
 * for a plain page, which reads through live queries only; once started, a burst of writes is
 * packed again, and reports read the data as it is.
 */
import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPatch, anInvoice } from '../../src/core/testing/builders';
import { createFixtureStoreService } from './fixtureStoreApi';
import type { FixtureStoreApi } from './fixtureStoreApi';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { PERIOD_READ_PACKING } from './queries';
import { createMemoryJournal } from './journal';
import { packAhead } from './packed';
import type * as packed from './packed';
import { wrapRemoteTreeStore } from './remoteStore';
import type { RemoteTreeStore } from './remoteStore';

// The packing itself, watched: every call still packs.
vi.mock('./packed', async (importOriginal) => {
  const original = await importOriginal<typeof packed>();
  return { ...original, packAhead: vi.fn(original.packAhead) };
});

const PERIOD = { start: Date.UTC(2026, 9, 26), end: Date.UTC(2026, 10, 25, 23, 59, 59, 999) };
const IN = Date.UTC(2026, 10, 10);
const FIXTURE = {
  forms: {
    ORCDISTBA01: {
      '-Ka': anInvoice({ id: 'A', date: IN, checked: true }),
      '-Kb': anInvoice({ id: 'B', date: '05/11/2026' }),
    },
    ORCDISTBA02: { '-Kc': anInvoice({ id: 'C', date: IN }) },
  },
};
// Longer than the store's wait after a burst of writes (PACK_AHEAD_DELAY_MS, 300 ms).
const AFTER_BURST_MS = 600;

const closing: (() => void)[] = [];
afterEach(() => {
  closing.splice(0).forEach((close) => close());
  vi.mocked(packAhead).mockClear();
});

/** The store as the browser host configures it, loaded, and a tab connected to it. */
async function storeWithTab() {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'fixture', json: structuredClone(FIXTURE) }),
    journal: createMemoryJournal(),
    packAhead: [PERIOD_READ_PACKING],
  });
  const { port1, port2 } = new MessageChannel();
  service.connect(port2);
  const tabApi = Comlink.wrap<FixtureStoreApi>(port1);
  await tabApi.open('fixture');
  const tab = wrapRemoteTreeStore(port1);
  closing.push(() => {
    tab.close();
    port1.close();
    port2.close();
  });
  return { service, tabApi, tab };
}

/** A report worker's store, on a port the tab hands over (SharedFixtureStore.createPortForWorker). */
function reportWorkerOf(tabApi: Comlink.Remote<FixtureStoreApi>): RemoteTreeStore {
  const { port1, port2 } = new MessageChannel();
  void tabApi.connect(Comlink.transfer(port2, [port2]));
  const store = wrapRemoteTreeStore(port1);
  closing.push(() => {
    store.close();
    port1.close();
  });
  return store;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const packedTeams = () => vi.mocked(packAhead).mock.calls.map(([, path]) => path);

async function until(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 3000) throw new Error('timed out');
    await sleep(5);
  }
}

describe('packing ahead starts when a report is coming (issue 24)', () => {
  it('a plain page (live queries, badges, a write) never packs', async () => {
    const { tab } = await storeWithTab();
    const invoices = createMemoryInvoiceRepo(tab);
    const seen: unknown[] = [];
    closing.push(invoices.watchForPeriod('ORCDISTBA01', PERIOD, (e) => seen.push(e)));
    closing.push(
      invoices.watchWaitingCounts(['ORCDISTBA01', 'ORCDISTBA02'], 'admin', PERIOD, (c) =>
        seen.push(c),
      ),
    );
    await until(() => seen.length >= 2);
    await invoices.commit([aPatch('ORCDISTBA01', '-Ka', { viewedByFat: true }, 0, 'viewed')]);
    await sleep(AFTER_BURST_MS);
    expect(seen.length).toBeGreaterThan(2);
    expect(packedTeams()).toEqual([]);
  });

  it("a report worker's port starts it: every team packed, a write packed again, reports read it right", async () => {
    const { tabApi, tab } = await storeWithTab();
    await sleep(AFTER_BURST_MS);
    expect(packedTeams()).toEqual([]);

    const worker = createMemoryInvoiceRepo(reportWorkerOf(tabApi));
    await until(() => packedTeams().length === 2);
    expect(packedTeams()).toEqual(['forms/ORCDISTBA01', 'forms/ORCDISTBA02']);

    // The tab writes; the store packs again after the burst; the report reads the new data.
    await createMemoryInvoiceRepo(tab).commit([
      aPatch('ORCDISTBA01', '-Ka', { date: '06/11/2026' }),
    ]);
    await until(() => packedTeams().length > 2);
    const read = await worker.listForPeriod('ORCDISTBA01', PERIOD);
    // Both text dates now: in the text's order (P7's third query).
    expect(read.map((e) => [e.key, e.invoice.id, e.invoice.date])).toEqual([
      ['-Kb', 'B', '05/11/2026'],
      ['-Ka', 'A', '06/11/2026'],
    ]);
  });

  it('the first packed query starts it too', async () => {
    const { tab } = await storeWithTab();
    const read = await createMemoryInvoiceRepo(tab).listForPeriod('ORCDISTBA02', PERIOD);
    expect(read.map((e) => e.key)).toEqual(['-Kc']);
    await until(() => packedTeams().includes('forms/ORCDISTBA01'));
  });
});
