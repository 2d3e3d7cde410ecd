/**
 * The report views of the shared fixture store: every team's columns are ready before anyone
 * asks, renewed after writes (only for the teams written), and they are the columns a report
 * worker would have computed itself from a fresh read.
 */
import * as Comlink from 'comlink';
import { createFixtureStoreService } from '../adapters/memory/fixtureStoreApi';
import type { FixtureStoreApi } from '../adapters/memory/fixtureStoreApi';
import { createMemoryInvoiceRepo } from '../adapters/memory/invoiceRepo';
import { createMemoryJournal } from '../adapters/memory/journal';
import { createLocalTreeStore } from '../adapters/memory/treeStore';
import { normalizeTeam } from './engine/teamColumns';
import { TEAM_COLUMNS_VIEW, keepReportViewsWarm } from './storeViews';
import { TINY_FACTOR, TINY_JSON, TINY_TEAMS, countingReportViews } from './testSupport';

const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

function warmStore() {
  const { views, computed } = countingReportViews();
  const service = createFixtureStoreService({
    load: async () => ({ id: 'tiny', json: structuredClone(TINY_JSON) as unknown }),
    journal: createMemoryJournal(),
    views,
  });
  keepReportViewsWarm(service);
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  service.connect(port2);
  const api = Comlink.wrap<FixtureStoreApi>(port1);
  return { api, computed };
}

describe('the report views of the fixture store', () => {
  it('computes every team with the catalog factor once the fixture loads, before any ask', async () => {
    const { api, computed } = warmStore();
    await api.open('tiny');
    await vi.waitFor(() => expect(computed).toHaveLength(TINY_TEAMS.length), { timeout: 3000 });
    expect(computed.map((c) => c.path).sort()).toEqual(TINY_TEAMS.map((t) => `forms/${t}`));
    expect(computed.every((c) => c.factor === TINY_FACTOR)).toBe(true);

    await api.view(TEAM_COLUMNS_VIEW, 'forms/ORCDISTBA02', TINY_FACTOR);
    expect(computed).toHaveLength(TINY_TEAMS.length);
  });

  it('renews only the team written, shortly after the write', async () => {
    const { api, computed } = warmStore();
    await api.open('tiny');
    await vi.waitFor(() => expect(computed).toHaveLength(TINY_TEAMS.length), { timeout: 3000 });
    const [key] = Object.keys(TINY_JSON.forms.ORCDISTBA03 ?? {});
    await api.update({ [`forms/ORCDISTBA03/${key}/pms`]: `PMS-${Date.now()}` });
    await vi.waitFor(() => expect(computed).toHaveLength(TINY_TEAMS.length + 1), {
      timeout: 3000,
    });
    // The other teams' data did not change: nothing else is computed.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(computed.slice(TINY_TEAMS.length).map((c) => c.path)).toEqual(['forms/ORCDISTBA03']);
  });

  it('serves the columns the worker would compute from a fresh read of the team', async () => {
    const { api } = warmStore();
    await api.open('tiny');
    const local = createMemoryInvoiceRepo(createLocalTreeStore(structuredClone(TINY_JSON)));
    for (const team of TINY_TEAMS) {
      const served = await api.view(TEAM_COLUMNS_VIEW, `forms/${team}`, TINY_FACTOR);
      expect(served).toEqual(normalizeTeam(team, await local.listAll(team), TINY_FACTOR));
    }
  });

  it('a period asked of the view is exactly a normalized period read (P7: same reads as Firebase)', async () => {
    const { api, computed } = warmStore();
    await api.open('tiny');
    const local = createMemoryInvoiceRepo(createLocalTreeStore(structuredClone(TINY_JSON)));
    const periods = [
      { start: Date.UTC(2026, 9, 26), end: Date.UTC(2026, 10, 25, 23, 59, 59, 999) },
      { start: Date.UTC(2026, 9, 12), end: Date.UTC(2026, 9, 12, 23, 59, 59, 999) },
      { start: 0, end: 1 },
    ];
    let smaller = 0;
    for (const team of TINY_TEAMS) {
      const whole = (await api.view(TEAM_COLUMNS_VIEW, `forms/${team}`, TINY_FACTOR)) as {
        invoiceCount: number;
      };
      for (const period of periods) {
        const served = (await api.view(
          TEAM_COLUMNS_VIEW,
          `forms/${team}`,
          TINY_FACTOR,
          period,
        )) as { invoiceCount: number };
        const read = await local.listForPeriod(team, period);
        expect(served, `${team} ${period.start}`).toEqual(normalizeTeam(team, read, TINY_FACTOR));
        if (served.invoiceCount < whole.invoiceCount) smaller += 1;
      }
    }
    // The periods really cut: most teams hand out fewer invoices than they hold.
    expect(smaller).toBeGreaterThan(TINY_TEAMS.length);
    // Asking for periods computed nothing again: one whole-team computation per team.
    expect(computed.filter((c) => c.path === 'forms/ORCDISTBA01')).toHaveLength(1);
  });
});
