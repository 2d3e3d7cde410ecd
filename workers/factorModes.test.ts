/**
 * P46 (issue 38): a report's global factor is the stored one (D2) in every mode. The same
 * export, with defaults/currentFactor = 2, gives the same CSV bytes from the CLI, from the
 * worker's fixture composition (a MessagePort to the shared store) and from its Firebase
 * composition (the real SDK, connected through P48's emulator setting to the wire stand-in):
 * each through `configure`, the worker's own composition root. Before P46 the Firebase
 * composition had no catalog and used SPEC §9's 1.6568.
 */
import * as Comlink from 'comlink';
import { readFileSync } from 'node:fs';
import { setLogLevel } from 'firebase/app';
import { dayRange, parseIsoDate } from '../src/core/dates';
import { createFixtureStoreService } from '../adapters/memory/fixtureStoreApi';
import type { FixtureStoreApi } from '../adapters/memory/fixtureStoreApi';
import { createMemoryJournal } from '../adapters/memory/journal';
import { startFakeRtdbServer } from '../adapters/firebase/testing/fakeRtdbServer';
import type { FakeRtdbServer } from '../adapters/firebase/testing/fakeRtdbServer';
import { renderReport } from '../scripts/report';
import { createReportApi } from './reportApi';
import type { ReportApi } from './reportApi';

const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03', 'ORCDISTBA10'];
const TODAY = '2026-11-21';
const FROM = '2026-09-21';
const TO = '2026-10-20';

/** The tiny export with its global factor stored as 2 (D2's first path). */
function exportWithFactor(factor: number): Record<string, unknown> {
  const json = JSON.parse(
    readFileSync(new URL('../fixtures/tiny.json', import.meta.url), 'utf8'),
  ) as Record<string, Record<string, unknown>>;
  json.defaults = { ...json.defaults, currentFactor: factor };
  return json;
}

const request = {
  teams: TEAMS,
  today: parseIsoDate(TODAY) as number,
  period: dayRange(parseIsoDate(FROM) as number, parseIsoDate(TO) as number),
};

async function csvOf(api: ReportApi): Promise<string> {
  const handle = await api.generate('by-code', request);
  expect(handle.globalFactor).toBe(2);
  return new TextDecoder().decode((await api.exportCsv('by-code')).buffer);
}

async function viaFixtureMode(json: Record<string, unknown>): Promise<string> {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'factor', json }),
    journal: createMemoryJournal(),
  });
  const main = new MessageChannel();
  service.connect(main.port2);
  await Comlink.wrap<FixtureStoreApi>(main.port1).open('factor');
  const channel = new MessageChannel();
  service.connect(channel.port2);
  const api = createReportApi();
  await api.configure({ mode: 'fixture', port: channel.port1 });
  try {
    return await csvOf(api);
  } finally {
    main.port1.close();
    channel.port1.close();
  }
}

let fake: FakeRtdbServer;
beforeAll(async () => {
  setLogLevel('error');
  fake = await startFakeRtdbServer();
});
afterAll(async () => {
  await fake.close();
});

async function viaFirebaseMode(json: Record<string, unknown>): Promise<string> {
  fake.seed(json);
  const api = createReportApi();
  await api.configure({
    mode: 'firebase',
    settings: {
      apiKey: 'demo-api-key',
      authDomain: 'demo-faturamento.firebaseapp.com',
      databaseURL: `http://${fake.host}:${fake.port}?ns=demo-faturamento`,
      projectId: 'demo-faturamento',
      appId: '1:000000000000:web:0000000000000000',
      emulators: { database: `${fake.host}:${fake.port}` },
    },
  });
  return csvOf(api);
}

describe('one global factor for every report (P46)', () => {
  it('the CLI, fixture mode and Firebase mode write the same CSV at a stored factor of 2', async () => {
    const json = exportWithFactor(2);
    const cli = new TextDecoder().decode(
      (
        await renderReport(
          { kind: 'by-code', input: 'tiny.json', teams: TEAMS, today: TODAY, from: FROM, to: TO },
          structuredClone(json),
        )
      ).bytes,
    );
    // Worked by hand: bulletin 0300001's line 70050RD, 36 × R$ 14,30 = 514,80, with a blank
    // factor, so at the global factor 2 its Total Parc. is 1029,60 (1.6568 gave 852,92).
    const line = cli
      .split('\n')
      .find((row) => row.startsWith('0300001;') && row.includes('70050RD'));
    expect(line).toBeDefined();
    expect(line?.trimEnd().endsWith(';1029,60')).toBe(true);

    expect(await viaFixtureMode(structuredClone(json))).toBe(cli);
    expect(await viaFirebaseMode(structuredClone(json))).toBe(cli);
  });
});
