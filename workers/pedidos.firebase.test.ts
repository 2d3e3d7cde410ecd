/**
 * D49 through the Firebase adapter: the report API reads the tiny fixture from the fake
 * wire-protocol server with the real SDK (period reads, P7), the admin's Selecionar Todos under
 * a search is resolved to source lines, core's updatePedidos writes them in ONE multi-path
 * update, and a whole read of forms/ before and after differs only in those lines' pedido and
 * paid. The same code path as the screen's, with Firebase instead of the fixture store.
 */
import type { Database } from 'firebase/database';
import * as useCases from '../src/core/usecases';
import type { Invoice } from '../src/core/model';
import type { ActingUser } from '../src/core/workflow';
import { createFirebaseCatalogRepo } from '../adapters/firebase/catalogRepo';
import { createFirebaseInvoiceRepo } from '../adapters/firebase/invoiceRepo';
import { openFakeDatabase } from '../adapters/firebase/testing/fakeDatabase';
import type { FakeRtdbServer } from '../adapters/firebase/testing/fakeRtdbServer';
import { diffLeaves } from '../tests/e2e/support/database';
import { createReportApi } from './reportApi';
import { TINY_JSON, TINY_TEAMS } from './testSupport';

const ADMIN: ActingUser = {
  uid: 'u1',
  name: 'Admin',
  email: 'admin@demo.local',
  role: 'admin',
  checker: 'Admin',
};
const TODAY = Date.UTC(2026, 10, 21);

let fake: FakeRtdbServer;
let db: Database;
let close: () => Promise<void>;

beforeEach(async () => {
  ({ fake, db, close } = await openFakeDatabase());
  fake.seed(structuredClone(TINY_JSON) as unknown as Parameters<FakeRtdbServer['seed']>[0]);
});
afterEach(async () => {
  await close();
});

type Forms = Record<string, Record<string, Invoice>>;

it('Selecionar Todos under a search writes exactly the searched rows’ lines, nothing else', async () => {
  const invoices = createFirebaseInvoiceRepo(db);
  const api = createReportApi({ invoices, catalog: createFirebaseCatalogRepo(db) });
  const readForms = async (): Promise<Forms> =>
    Object.fromEntries(
      await Promise.all(
        TINY_TEAMS.map(async (team) => [
          team,
          Object.fromEntries((await invoices.listAll(team)).map((e) => [e.key, e.invoice])),
        ]),
      ),
    );
  const request = { teams: TINY_TEAMS, today: TODAY };
  const all = await api.generate('coelba', request);
  const searched = await api.search('coelba', 'muritiba');
  expect(searched.total).toBeGreaterThan(0);
  expect(searched.total).toBeLessThan(all.total);

  const selection = { type: 'exclude', ids: [] } as const;
  const preview = await api.previewPedidos(searched.run, selection);
  expect(preview.rows).toBe(searched.total);
  expect(preview.totalCents).toBe(searched.footers.totalCents);

  const before = await readForms();
  const targets = await api.pedidoTargets(searched.run, selection);
  // Every target bulletin is a Muritiba one.
  expect(new Set(targets.map((t) => t.entry.invoice.header?.city))).toEqual(new Set(['Muritiba']));
  const outcome = await useCases.updatePedidos(invoices, targets, '4500777', ADMIN);
  expect(outcome).toEqual({ ok: true, lines: preview.lines });
  const after = await readForms();

  const expected = targets.flatMap(({ entry, positions }) => [
    // D51: each touched bulletin moves on one revision, in the same write.
    `${entry.team}/${entry.key}/rev`,
    ...positions.flatMap((p) => [
      `${entry.team}/${entry.key}/services/${p}/pedido`,
      `${entry.team}/${entry.key}/services/${p}/paid`,
    ]),
  ]);
  const changed = diffLeaves(before, after).map((change) => change.path);
  // Only pedido and paid of the selected lines; a line already paid under this pedido could
  // stay as it was, so the changed set is inside the expected one and covers every pedido.
  expect(changed.every((path) => expected.includes(path))).toBe(true);
  for (const path of expected.filter((p) => p.endsWith('/pedido'))) {
    const [team, key, , position] = path.split('/') as [string, string, string, string];
    const line = (after[team]?.[key]?.services as Record<string, unknown>[] | undefined)?.[
      Number(position)
    ];
    expect(line).toMatchObject({ pedido: '4500777', paid: true });
  }

  // The searched view is now wholly paid; the other rows are as they were.
  const again = await api.generate('coelba', request);
  const paidSearch = await api.search('coelba', 'muritiba');
  expect(paidSearch.footers.unpaidCents).toBe(0);
  expect(again.footers.paidCents).toBe(all.footers.paidCents + searched.footers.unpaidCents);
});
