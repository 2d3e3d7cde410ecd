/**
 * D48 in fixture mode: nextInvoiceNumber over the shared fixture store (P2), where every tab is
 * its own client of one tree, as two browsers are of one Firebase database; each tab writes as
 * its signed-in user, whom the store judges by the rules (P51) on its side of the port.
 */
import { createFixtureStoreService } from './fixtureStoreApi';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { wrapRemoteTreeStore } from './remoteStore';
import type { RemoteTreeStore } from './remoteStore';
import { createLocalTreeStore } from './treeStore';
import type { RulesAuth } from '../../src/core/rules/expr';
import { usersDatabase } from '../../src/core/testing/builders';

const TEAM = 'ORCDISTBA01';
/** The builders' team user, of ORCDISTBA01. */
const TEAM_USER: RulesAuth = { uid: 'uTeam', email: 'equipe01@demo.local' };
/** The builders' supervisor, whose list does not hold ORCDISTBA05. */
const SUPERVISOR: RulesAuth = { uid: 'uSuperv', email: 'superv@demo.local' };

async function sharedStore(json: unknown) {
  const service = createFixtureStoreService({
    load: async () => ({ id: 'test', json: { ...usersDatabase(), ...(json as object) } }),
  });
  await service.open('test');
  const opened: RemoteTreeStore[] = [];
  return {
    /** A new tab: its own connection to the one store. */
    tab(writer: RulesAuth = TEAM_USER) {
      const { port1, port2 } = new MessageChannel();
      service.connect(port2);
      const store = wrapRemoteTreeStore(port1);
      opened.push(store);
      return { store, invoices: createMemoryInvoiceRepo(store, { writer: () => writer }) };
    },
    close: () => opened.forEach((store) => store.close()),
  };
}

describe('nextInvoiceNumber in fixture mode (D48)', () => {
  it('tabs creating at once get different consecutive numbers: a stale one reads again', async () => {
    const shared = await sharedStore({ counters: { forms: { [TEAM]: 10 } } });
    try {
      const [a, b] = [shared.tab(), shared.tab()];
      const numbers = await Promise.all(
        [a, b, a, b, a, b].map((tab) => tab.invoices.nextInvoiceNumber(TEAM)),
      );
      expect([...numbers].sort((x, y) => x - y)).toEqual([11, 12, 13, 14, 15, 16]);
      expect(await a.store.get(`counters/forms/${TEAM}`)).toBe(16);
    } finally {
      shared.close();
    }
  });

  it('two first calls at once start the counter once, after the highest well-formed id', async () => {
    const shared = await sharedStore({
      forms: { [TEAM]: { k1: { id: '0100041' }, k2: { id: 'legado-9' } } },
    });
    try {
      const [a, b] = [shared.tab(), shared.tab()];
      const numbers = await Promise.all([
        a.invoices.nextInvoiceNumber(TEAM),
        b.invoices.nextInvoiceNumber(TEAM),
      ]);
      expect([...numbers].sort((x, y) => x - y)).toEqual([42, 43]);
    } finally {
      shared.close();
    }
  });

  it('a refusal that is not a race rejects at once and takes no number', async () => {
    const store = createLocalTreeStore({
      ...usersDatabase(),
      counters: { forms: { [TEAM]: 99_999 } },
    });
    const invoices = createMemoryInvoiceRepo(store, { writer: () => TEAM_USER });
    await expect(invoices.nextInvoiceNumber(TEAM)).rejects.toThrow(
      `PERMISSION_DENIED: Permission denied at /counters/forms/${TEAM}`,
    );
    expect(await store.get(`counters/forms/${TEAM}`)).toBe(99_999);
  });

  it("the writer crosses the port: the store refuses a team the writer's rights do not hold", async () => {
    const shared = await sharedStore({ counters: { forms: { ORCDISTBA05: 7 } } });
    try {
      const tab = shared.tab(SUPERVISOR);
      await expect(tab.invoices.nextInvoiceNumber('ORCDISTBA05')).rejects.toThrow(
        'PERMISSION_DENIED: Permission denied at /counters/forms/ORCDISTBA05',
      );
      expect(await tab.store.get('counters/forms/ORCDISTBA05')).toBe(7);
      expect(await shared.tab(SUPERVISOR).invoices.nextInvoiceNumber(TEAM)).toBe(1);
    } finally {
      shared.close();
    }
  });
});

describe('reads judged in the store (P51: TreeStore.judgeRead over the port)', () => {
  it("a tab's read is judged where the tree is, on the reader's record as it is there now", async () => {
    const shared = await sharedStore({ forms: { [TEAM]: { k: { id: '0100001' } } } });
    try {
      const { store } = shared.tab();
      expect(await store.judgeRead(`forms/${TEAM}`, SUPERVISOR)).toEqual({ allowed: true });
      expect(await store.judgeRead('forms/ORCDISTBA05', SUPERVISOR)).toMatchObject({
        allowed: false,
        path: 'forms/ORCDISTBA05',
      });
      expect((await store.judgeRead(`forms/${TEAM}`, null)).allowed).toBe(false);
      // Another tab (an admin's) takes the team away: the next verdict follows.
      await shared.tab().store.update({ 'users/uSuperv/supervision': 'ORCDISTBA05' });
      expect((await store.judgeRead(`forms/${TEAM}`, SUPERVISOR)).allowed).toBe(false);
      expect((await store.judgeRead('forms/ORCDISTBA05', SUPERVISOR)).allowed).toBe(true);
    } finally {
      shared.close();
    }
  });
});
