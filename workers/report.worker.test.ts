import '@vitest/web-worker';
import { readFileSync } from 'node:fs';
import * as Comlink from 'comlink';
import { createFixtureStoreService } from '../adapters/memory/fixtureStoreApi';
import type { FixtureStoreApi } from '../adapters/memory/fixtureStoreApi';
import { createMemoryJournal } from '../adapters/memory/journal';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { createMemoryCatalogRepo } from '../adapters/memory/catalogRepo';
import { PERIOD_READ_PACKING } from '../adapters/memory/queries';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import { parseIsoDate } from '../src/core/dates';
import { REPORT_IDS } from '../src/core/reports';
import { revisionOf } from '../src/core/revisions';
import { renderReport } from '../scripts/report';
import { createReportClient } from './client';
import type { LoadProgress } from './load';
import { createReportApi } from './reportApi';
import { bulletinUpdate } from '../adapters/rtdb/layout';
import { aPatch } from '../src/core/testing/builders';

const tinyText = readFileSync(new URL('../fixtures/tiny.json', import.meta.url), 'utf8');
const today = parseIsoDate('2026-11-21') as number;
const teams = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA10'];

/**
 * The shared fixture store as the app runs it (P2: every team's period read packed ahead),
 * served over MessageChannels.
 */
async function fixtureStore() {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'tiny', json: JSON.parse(tinyText) as unknown }),
    journal: createMemoryJournal(),
    packAhead: [PERIOD_READ_PACKING],
  });
  const main = new MessageChannel();
  service.connect(main.port2);
  const api = Comlink.wrap<FixtureStoreApi>(main.port1);
  await api.open('tiny');
  return {
    api,
    portForWorker() {
      const channel = new MessageChannel();
      service.connect(channel.port2);
      return channel.port1;
    },
  };
}

describe('the report worker', () => {
  it('serves the same handle, pages and CSV bytes through the shared store as in-thread', async () => {
    const store = await fixtureStore();
    const client = createReportClient();
    await client.configure({ mode: 'fixture', port: store.portForWorker() });
    const progress: LoadProgress[] = [];
    const handle = await client.generate('by-code', { teams, today }, (p) => progress.push(p));

    // The same period reads over a store in this thread, without a MessagePort in between.
    const local = createLocalTreeStore(JSON.parse(tinyText));
    const direct = createReportApi({
      invoices: createMemoryInvoiceRepo(local),
      catalog: createMemoryCatalogRepo(local),
    });
    const expected = await direct.generate('by-code', { teams, today });
    expect(handle).toEqual(expected);

    const sort = { key: 'valor', direction: 'desc' } as const;
    expect(await client.page('by-code', { page: 1, pageSize: 5, sort })).toEqual(
      await direct.page('by-code', { page: 1, pageSize: 5, sort }),
    );
    const viaWorker = await client.exportCsv('by-code', sort);
    const viaModule = await direct.exportCsv('by-code', sort);
    expect(viaWorker.fileName).toBe('relatorio-por-codigo-2026-11-21.csv');
    expect(new Uint8Array(viaWorker.buffer)).toEqual(new Uint8Array(viaModule.buffer));
    await vi.waitFor(() => expect(progress.at(-1)?.phase).toBe('done'));
    expect(progress.some((p) => p.phase === 'loading' && p.teamsLoaded === 4)).toBe(true);
    client.terminate();
  });

  it('writes exactly the CLI bytes for every report (same filters, default order)', async () => {
    const store = await fixtureStore();
    const client = createReportClient();
    await client.configure({ mode: 'fixture', port: store.portForWorker() });
    const period = {
      start: parseIsoDate('2026-09-26') as number,
      end: (parseIsoDate('2026-11-25') as number) + 86_399_999,
    };
    for (const kind of REPORT_IDS) {
      await client.generate(kind, { teams, today, period });
      const screen = await client.exportCsv(kind);
      const cli = await renderReport(
        { kind, input: 'tiny.json', today: '2026-11-21', from: '2026-09-26', to: '2026-11-25' },
        JSON.parse(tinyText) as Record<string, unknown>,
      );
      expect(screen.fileName, kind).toBe(cli.fileName);
      expect(new Uint8Array(screen.buffer), kind).toEqual(cli.bytes);
    }
    client.terminate();
  });

  it('sees edits made to the shared fixture store (P2) and answers Coelba pedido targets', async () => {
    const store = await fixtureStore();
    const client = createReportClient();
    await client.configure({ mode: 'fixture', port: store.portForWorker() });
    const request = { teams: ['ORCDISTBA10'], today };
    const before = await client.generate('coelba', request);
    expect(before.footers.paidCents).toBe(0);
    // Row 0 is Feira de Santana 70070II: 1000003's only line (position 0), 312,80.
    const rowZero = { type: 'include', ids: [0] } as const;
    expect(await client.previewPedidos(before.run, rowZero)).toEqual({
      rows: 1,
      lines: 1,
      bulletins: 1,
      totalCents: 31280,
      withPedido: 0,
    });
    const [target] = await client.pedidoTargets(before.run, rowZero);
    expect(target?.entry.key).toBe('-P5D8eNVxsu8BhLkRtb5');
    // D51: changed on the revision tiny stores (issue 15: its history's last event).
    const rev = revisionOf(target?.entry.invoice);
    expect(target?.positions).toEqual([0]);
    await store.api.update(
      bulletinUpdate([
        aPatch('ORCDISTBA10', '-P5D8eNVxsu8BhLkRtb5', { 'services/0/pedido': '4500000001' }, rev),
      ]),
    );
    const after = await client.generate('coelba', request);
    expect(after.footers.paidCents).toBe(31280);
    const searched = await client.search('coelba', '4500000001');
    expect(searched.total).toBe(1);
    // A selection of an earlier result is refused: a search replaced it.
    await expect(client.pedidoTargets(after.run, rowZero)).rejects.toMatchObject({
      name: 'StaleReportError',
    });
    // Targets are read afresh: a line changed since the report was generated is refused, with
    // the error's name intact across the worker boundary (the screen's sentence keys on it).
    const again = await client.generate('coelba', request);
    await store.api.update(
      bulletinUpdate([
        aPatch('ORCDISTBA10', '-P5D8eNVxsu8BhLkRtb5', { 'services/0/quantity': 3 }, rev + 1),
      ]),
    );
    await expect(client.pedidoTargets(again.run, rowZero)).rejects.toMatchObject({
      name: 'StaleReportError',
      message: expect.stringMatching(/changed since the report/),
    });
    client.terminate();
  });
});
