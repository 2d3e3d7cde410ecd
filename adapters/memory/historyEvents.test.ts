/**
 * Issue 15, "one test per action": every change the app makes to a bulletin leaves exactly one
 * event, written in the same write as the change. For each history action, the real use case
 * (src/core/usecases) runs in fixture mode's stack (the memory adapter over a tree, scoped to the
 * signed-in user: team access and field rules, teamScope.ts; the write contract, the tree) and:
 *
 * 1. the bulletin is stored as the action leaves it, with exactly one new event at
 *    history/{team}/{key}/{new rev}, by the signed-in user, recording the change;
 * 2. with the event's part of the write refused (the store refuses history/), the bulletin is
 *    left as it was: no change without its event;
 * 3. with the bulletin's part refused (forms/), no event is written: no event without its change;
 * 4. for the actions that write several bulletins at once, one bulletin changed elsewhere
 *    meanwhile (a stale revision, D51) refuses the whole write: no bulletin and no event lands.
 *
 * Every expected value is worked out by hand from the seed below and the SPEC (money: price ×
 * quantity × factor, D5; a line's factor of 1 is its own, an empty one the global 1.6568, D4).
 */
import * as useCases from '../../src/core/usecases';
import type {
  HistoryAction,
  Invoice,
  InvoiceEntry,
  InvoiceHeader,
  Role,
} from '../../src/core/model';
import type { InvoiceRepo } from '../../src/core/ports';
import {
  aLine,
  aMaterial,
  anInvoice,
  aPhoto,
  aUser,
  editElsewhere,
  usersDatabase,
} from '../../src/core/testing/builders';
import type { ActingUser, Refusal } from '../../src/core/workflow';
import { DEMO_PASSWORD } from './auth';
import { createMemoryInvoiceRepo } from './invoiceRepo';
import { createMemoryPorts } from './ports';
import { createLocalTreeStore, type LocalTreeStore } from './treeStore';

const T = 'ORCDISTBA01';
/** The client's clock of the actions (the stored `at`s are the store's own). */
const NOW = Date.UTC(2026, 10, 21, 14, 32);
const GLOBAL_FACTOR = 1.6568;
const REASON = 'Faltou a foto do poste 3.';
/** The supervisor's forward of 20/11/2026 (SPEC §4: checked and its record). */
const FORWARDED = {
  checked: true,
  checked_closed: 'true_false',
  checked_by: 'Sara Supervisora',
  checked_at: Date.UTC(2026, 10, 20, 10),
} as const;
/** The builders' service line: 100,00 × 1 with its own factor 1 (R$ 100,00, 10 000 cents). */
const LINE = aLine();
/** An NDE line (…RD, D13) with the global factor: 6,42 × 10 × 1,6568 = R$ 106,37. */
const LINE_RD = aLine({
  code: '70040RD',
  activity: 'Lançamento de condutor',
  price: 6.42,
  quantity: 10,
  factor: '',
});
/** An NDM line (…C): 96,50 × 2 × 1,6568. */
const LINE_C = aLine({
  code: '80010C',
  activity: 'Isolador',
  price: 96.5,
  quantity: 2,
  factor: '',
});

/** The bulletins of ORCDISTBA01 the actions work on (its highest number is 0100017). */
const BULLETINS = {
  // Created and edited once by the team (rev 2, events 1 and 2 below).
  kOpen: anInvoice({ id: '0100012', rev: 2 }),
  // Forwarded, viewed and paid; never changed through the app (no rev: 0).
  kChecked: anInvoice({ id: '0100013', ...FORWARDED, viewedByFat: true, paid: true }),
  // Returned with a reason by the admin (rev 3).
  kReturned: anInvoice({
    id: '0100014',
    ...FORWARDED,
    checked: false,
    checked_closed: 'false_false',
    lastReturn: { reason: REASON, byName: 'Ana Admin', at: Date.UTC(2026, 10, 20, 15) },
    rev: 3,
  }),
  // Done: viewed, paid, attached (archived).
  kDone: anInvoice({
    id: '0100015',
    ...FORWARDED,
    viewedByFat: true,
    paid: true,
    attached: true,
    archived: true,
  }),
  kPaid: anInvoice({ id: '0100016', ...FORWARDED, paid: true }),
  // Mixed NDE/NDM codes: it splits (D13).
  kMixed: anInvoice({ id: '0100017', services: [LINE_RD, LINE_C] }),
} satisfies Record<string, Invoice>;
type Key = keyof typeof BULLETINS;

const pastEvent = (action: HistoryAction, rev: number, extra: object = {}) => ({
  action,
  by: 'uTeam',
  byName: 'Equipe Um',
  role: 'team',
  rev,
  at: Date.UTC(2026, 10, 5, 12) + rev,
  ...extra,
});

const SEED = {
  ...usersDatabase(),
  forms: { [T]: BULLETINS },
  history: {
    [T]: {
      kOpen: { '1': pastEvent('created', 1), '2': pastEvent('header', 2) },
      kReturned: {
        '1': pastEvent('created', 1),
        '2': { ...pastEvent('forwarded', 2), by: 'uSuperv', byName: 'Sara Supervisora' },
        '3': { ...pastEvent('returned', 3), by: 'uAdmin', byName: 'Ana Admin', reason: REASON },
      },
    },
  },
};

/** The keys newKey hands out, in order: a new bulletin's, or a split's I then C half. */
const NEW_KEYS = ['-Nnew0000000000000001', '-Nnew0000000000000002'] as const;

type Outcome = { ok: true } | Refusal;
interface Run {
  invoices: InvoiceRepo;
  user: ActingUser;
  /** The bulletins as the user read them before acting. */
  seen: Record<Key, InvoiceEntry>;
}
/** One bulletin the action writes: how it is stored afterwards, and the event it gets. */
interface Written {
  key: string;
  rev: number;
  /** The bulletin's fields afterwards (null: removed). */
  bulletin: Partial<Invoice> | null;
  /** Fields the action takes away. */
  gone?: string[];
  /** The event besides action, by, byName, role, rev and at. */
  event: Record<string, unknown>;
  /** A removal's entry in deleted/{team} (besides by, byName, at, rev: the event's). */
  deleted?: { id: string; title: string };
}
interface Row {
  action: HistoryAction;
  /** What the row's name adds (the use case, when several write the action). */
  how: string;
  as: Role;
  run: (run: Run) => Promise<Outcome>;
  writes: Written[];
  /** For a write of several bulletins: the one another tab changes meanwhile. */
  stale?: Key;
}

const header = (changes: Partial<InvoiceHeader>): InvoiceHeader => ({
  ...(anInvoice().header as InvoiceHeader),
  ...changes,
});

const ROWS: Row[] = [
  {
    action: 'created',
    how: 'createInvoice, by the team: the next number, rev 1',
    as: 'team',
    run: ({ invoices, user }) =>
      useCases.createInvoice(
        invoices,
        {
          team: T,
          header: { title: 'Troca de cruzeta', project: 'P-2', date: '21/11/2026' },
          services: [aLine({ quantity: 3 })],
          materials: [],
          photos: [],
        },
        user,
        NOW,
        GLOBAL_FACTOR,
      ),
    writes: [
      {
        key: NEW_KEYS[0],
        rev: 1,
        bulletin: {
          id: '0100018',
          team: T,
          header: { title: 'Troca de cruzeta', project: 'P-2', date: '21/11/2026', team: T },
          date: Date.UTC(2026, 10, 21),
          services: [aLine({ quantity: 3 })],
          // 100,00 × 3, its own factor 1.
          total: 300,
          total_wfactor: 300,
          checked: false,
          paid: false,
          created_at: NOW,
          created_by: 'Equipe Um',
        },
        event: {},
      },
    ],
  },
  {
    action: 'header',
    how: 'saveHeader, by the team',
    as: 'team',
    run: ({ invoices, user, seen }) =>
      useCases.saveHeader(invoices, seen.kOpen, header({ title: 'Poda de árvore' }), user),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { header: header({ title: 'Poda de árvore' }), editedBy: 'Equipe Um' },
        event: { changes: [{ path: 'header/title', before: 'Poda', after: 'Poda de árvore' }] },
      },
    ],
  },
  {
    action: 'services',
    how: 'saveServices, by the team: a line added after the one kept',
    as: 'team',
    run: ({ invoices, user, seen }) =>
      useCases.saveServices(
        invoices,
        seen.kOpen,
        { kind: 'add', item: LINE_RD },
        GLOBAL_FACTOR,
        user,
      ),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        // 100,00 × 1 + 6,42 × 10 = 164,20; with factors 100,00 + 106,37 = 206,37.
        bulletin: {
          services: [LINE, LINE_RD],
          total: 164.2,
          total_wfactor: 206.37,
        },
        event: {
          changes: [
            // 6,42 × 10 × 1,6568 = 106,36656: 10 637 cents.
            { path: 'services/1', after: LINE_RD, totalAfter: 10_637 },
            { path: 'total', after: 164.2 },
            { path: 'total_wfactor', after: 206.37 },
          ],
        },
      },
    ],
  },
  {
    action: 'materials',
    how: 'saveMaterials, by func',
    as: 'func',
    run: ({ invoices, user, seen }) =>
      useCases.saveMaterials(
        invoices,
        seen.kOpen,
        { kind: 'replace', position: 0, item: aMaterial({ quantity: 5 }) },
        user,
      ),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { materials: [aMaterial({ quantity: 5 })] },
        event: {
          changes: [
            { path: 'materials/0', before: aMaterial(), after: aMaterial({ quantity: 5 }) },
          ],
        },
      },
    ],
  },
  {
    action: 'photos',
    how: 'savePhotos, by the team: a structure added after the one kept',
    as: 'team',
    run: ({ invoices, user, seen }) =>
      useCases.savePhotos(
        invoices,
        seen.kOpen,
        { kind: 'add', item: aPhoto({ pg: '2', obs: 'Cruzeta' }) },
        user,
      ),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { photos: [aPhoto(), aPhoto({ pg: '2', obs: 'Cruzeta' })] },
        event: { changes: [{ path: 'photos/1', after: aPhoto({ pg: '2', obs: 'Cruzeta' }) }] },
      },
    ],
  },
  {
    action: 'forwarded',
    how: "forwardToBilling, by the supervisor: the last return's reason goes",
    as: 'superv',
    run: ({ invoices, user, seen }) =>
      useCases.forwardToBilling(invoices, seen.kReturned, user, NOW),
    writes: [
      {
        key: 'kReturned',
        rev: 4,
        bulletin: { checked: true, checked_closed: 'true_false', checked_by: 'Sara Supervisora' },
        gone: ['lastReturn'],
        event: { changes: [{ path: 'checked', before: false, after: true }] },
      },
    ],
  },
  {
    action: 'returned',
    how: 'returnToSupervision, by the admin, with a reason (trimmed)',
    as: 'admin',
    run: ({ invoices, user, seen }) =>
      useCases.returnToSupervision(invoices, seen.kChecked, user, `  ${REASON}  `, NOW),
    writes: [
      {
        key: 'kChecked',
        rev: 1,
        bulletin: {
          checked: false,
          checked_closed: 'false_false',
          viewedByFat: false,
          paid: false,
          attached: false,
          archived: false,
          // SPEC §4: the return keeps the last forward's record.
          checked_by: 'Sara Supervisora',
          lastReturn: { reason: REASON, byName: 'Ana Admin', at: NOW },
        },
        event: {
          reason: REASON,
          changes: [
            { path: 'archived', after: false },
            { path: 'viewedByFat', before: true, after: false },
            { path: 'paid', before: true, after: false },
            { path: 'checked', before: true, after: false },
          ],
        },
      },
    ],
  },
  {
    action: 'viewed',
    how: 'markViewed, by the admin',
    as: 'admin',
    run: ({ invoices, user, seen }) => useCases.markViewed(invoices, seen.kOpen, user),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { viewedByFat: true },
        event: { changes: [{ path: 'viewedByFat', before: false, after: true }] },
      },
    ],
  },
  {
    action: 'unviewed',
    how: 'markViewed(false), by the admin',
    as: 'admin',
    run: ({ invoices, user, seen }) => useCases.markViewed(invoices, seen.kDone, user, false),
    writes: [
      {
        key: 'kDone',
        rev: 1,
        bulletin: { viewedByFat: false },
        event: { changes: [{ path: 'viewedByFat', before: true, after: false }] },
      },
    ],
  },
  {
    action: 'paid',
    how: 'markPaid, by the admin',
    as: 'admin',
    run: ({ invoices, user, seen }) => useCases.markPaid(invoices, seen.kOpen, user),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { paid: true },
        event: { changes: [{ path: 'paid', before: false, after: true }] },
      },
    ],
  },
  {
    action: 'unpaid',
    how: 'bulkToggle(paid) of two paid bulletins, by the admin: one event each',
    as: 'admin',
    run: ({ invoices, user, seen }) =>
      useCases.bulkToggle(invoices, [seen.kDone, seen.kPaid], 'paid', user),
    writes: [
      {
        key: 'kDone',
        rev: 1,
        bulletin: { paid: false },
        event: { changes: [{ path: 'paid', before: true, after: false }] },
      },
      {
        key: 'kPaid',
        rev: 1,
        bulletin: { paid: false },
        event: { changes: [{ path: 'paid', before: true, after: false }] },
      },
    ],
    stale: 'kPaid',
  },
  {
    action: 'attached',
    how: 'markAttached, by the admin (archived with it)',
    as: 'admin',
    run: ({ invoices, user, seen }) => useCases.markAttached(invoices, seen.kOpen, user),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { attached: true, archived: true },
        event: {
          changes: [
            { path: 'attached', before: false, after: true },
            { path: 'archived', after: true },
          ],
        },
      },
    ],
  },
  {
    action: 'attached',
    how: 'darBaixa of two bulletins, by the admin: one event each (D14)',
    as: 'admin',
    run: ({ invoices, user, seen }) =>
      useCases.darBaixa(
        invoices,
        [
          { entry: seen.kOpen, pedido: ' 4500099 ' },
          { entry: seen.kChecked, pedido: '4500100' },
        ],
        user,
      ),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: { attached: true, header: header({ pedido: '4500099' }) },
        event: {
          changes: [
            { path: 'attached', before: false, after: true },
            { path: 'header/pedido', after: '4500099' },
          ],
        },
      },
      {
        key: 'kChecked',
        rev: 1,
        bulletin: { attached: true, header: header({ pedido: '4500100' }) },
        event: {
          changes: [
            { path: 'attached', before: false, after: true },
            { path: 'header/pedido', after: '4500100' },
          ],
        },
      },
    ],
    stale: 'kChecked',
  },
  {
    action: 'unattached',
    how: 'markAttached(false), by the admin',
    as: 'admin',
    run: ({ invoices, user, seen }) => useCases.markAttached(invoices, seen.kDone, user, false),
    writes: [
      {
        key: 'kDone',
        rev: 1,
        bulletin: { attached: false, archived: false },
        event: {
          changes: [
            { path: 'attached', before: true, after: false },
            { path: 'archived', before: true, after: false },
          ],
        },
      },
    ],
  },
  {
    action: 'pedido',
    how: 'updatePedidos on a line of two bulletins, by the admin (D15)',
    as: 'admin',
    run: ({ invoices, user, seen }) =>
      useCases.updatePedidos(
        invoices,
        [
          { entry: seen.kOpen, positions: [0] },
          { entry: seen.kDone, positions: [0] },
        ],
        '4500012345',
        user,
      ),
    writes: ['kOpen', 'kDone'].map((key) => ({
      key,
      rev: key === 'kOpen' ? 3 : 1,
      bulletin: { services: [{ ...LINE, pedido: '4500012345', paid: true }] },
      event: {
        changes: [
          {
            path: 'services/0',
            before: LINE,
            after: { ...LINE, pedido: '4500012345', paid: true },
          },
        ],
      },
    })),
    stale: 'kDone',
  },
  {
    action: 'split-from',
    how: 'split, by the supervisor: each half names its original (D13)',
    as: 'superv',
    run: ({ invoices, user, seen }) => useCases.split(invoices, seen.kMixed, user, GLOBAL_FACTOR),
    writes: [
      // …RD is investment (I), …C expense (C); each half's totals from its own lines.
      {
        key: NEW_KEYS[0],
        rev: 1,
        bulletin: { id: '0100017I', services: [LINE_RD], total: 64.2, total_wfactor: 106.37 },
        event: { from: { key: 'kMixed', id: '0100017' } },
      },
      // 96,50 × 2 = 193,00; × 1,6568 = 319,7624: R$ 319,76.
      {
        key: NEW_KEYS[1],
        rev: 1,
        bulletin: { id: '0100017C', services: [LINE_C], total: 193, total_wfactor: 319.76 },
        event: { from: { key: 'kMixed', id: '0100017' } },
      },
      {
        key: 'kMixed',
        rev: 1,
        bulletin: null,
        event: {
          record: BULLETINS.kMixed,
          into: [
            { key: NEW_KEYS[0], id: '0100017I' },
            { key: NEW_KEYS[1], id: '0100017C' },
          ],
        },
        deleted: { id: '0100017', title: 'Poda' },
      },
    ],
    stale: 'kMixed',
  },
  {
    action: 'split-into',
    how: 'split, by the supervisor: the original names its halves and keeps its record',
    as: 'superv',
    run: ({ invoices, user, seen }) => useCases.split(invoices, seen.kMixed, user, GLOBAL_FACTOR),
    writes: [
      {
        key: 'kMixed',
        rev: 1,
        bulletin: null,
        event: {
          record: BULLETINS.kMixed,
          into: [
            { key: NEW_KEYS[0], id: '0100017I' },
            { key: NEW_KEYS[1], id: '0100017C' },
          ],
        },
        deleted: { id: '0100017', title: 'Poda' },
      },
      {
        key: NEW_KEYS[0],
        rev: 1,
        bulletin: { id: '0100017I' },
        event: { from: { key: 'kMixed', id: '0100017' } },
      },
      {
        key: NEW_KEYS[1],
        rev: 1,
        bulletin: { id: '0100017C' },
        event: { from: { key: 'kMixed', id: '0100017' } },
      },
    ],
  },
  {
    action: 'deleted',
    how: 'deleteInvoice, by the team with the password (D26): the record kept',
    as: 'team',
    run: ({ invoices, user, seen }) =>
      useCases.deleteInvoice(invoices, seen.kOpen, user, 'segredo', 'segredo'),
    writes: [
      {
        key: 'kOpen',
        rev: 3,
        bulletin: null,
        event: { record: BULLETINS.kOpen },
        deleted: { id: '0100012', title: 'Poda' },
      },
    ],
  },
];

/** What the store holds of bulletins, events and removals. */
async function snapshot(store: LocalTreeStore) {
  return {
    forms: await store.get('forms'),
    history: await store.get('history'),
    deleted: await store.get('deleted'),
  };
}

/** Every event stored, as 'key/rev'. */
async function eventPaths(store: LocalTreeStore): Promise<string[]> {
  const team = ((await store.get(`history/${T}`)) ?? {}) as Record<string, object>;
  return Object.entries(team).flatMap(([key, events]) =>
    Object.keys(events).map((rev) => `${key}/${rev}`),
  );
}

/** Fixture mode for `role`'s demo account, signed in, over a store seeded afresh. */
async function signedIn(role: Role) {
  const store = createLocalTreeStore(structuredClone(SEED));
  const keys = [...NEW_KEYS];
  const ports = createMemoryPorts(store, {
    auth: { storage: null, events: null },
    scopeToUser: true,
    newKey: () => keys.shift() ?? 'no-more-keys',
  });
  const user = aUser(role);
  await ports.auth.signIn(user.email, DEMO_PASSWORD);
  const seen = {} as Record<Key, InvoiceEntry>;
  for (const key of Object.keys(BULLETINS) as Key[]) {
    const entry = await ports.invoices.get(T, key);
    if (!entry) throw new Error(`${key} is not seeded`);
    seen[key] = entry;
  }
  return { store, run: { invoices: ports.invoices, user, seen } satisfies Run };
}

const named = (row: Row) => `${row.action}: ${row.how}`;

describe('issue 15: each action writes its event with its change, in one write', () => {
  it('covers every history action', () => {
    const actions = new Set(ROWS.map((row) => row.action));
    expect([...actions].sort()).toEqual(
      [
        'created',
        'header',
        'services',
        'materials',
        'photos',
        'forwarded',
        'returned',
        'viewed',
        'unviewed',
        'paid',
        'unpaid',
        'attached',
        'unattached',
        'pedido',
        'split-into',
        'split-from',
        'deleted',
      ].sort(),
    );
  });

  describe.each(ROWS.map((row) => [named(row), row] as const))('%s', (_name, row) => {
    it('stores the change and exactly one new event per bulletin, by the signed-in user', async () => {
      const { store, run } = await signedIn(row.as);
      const eventsBefore = await eventPaths(store);
      const start = Date.now();

      expect(await row.run(run)).toMatchObject({ ok: true });

      const { uid, name } = run.user;
      const added = (await eventPaths(store)).filter((path) => !eventsBefore.includes(path));
      expect(added.sort()).toEqual(row.writes.map((w) => `${w.key}/${w.rev}`).sort());
      for (const written of row.writes) {
        const event = await store.get(`history/${T}/${written.key}/${written.rev}`);
        expect(event).toEqual({
          action: expect.any(String),
          by: uid,
          byName: name,
          role: row.as,
          rev: written.rev,
          at: expect.any(Number),
          ...written.event,
        });
        const { action, at } = event as { action: string; at: number };
        // A split's row names one of its two actions; its other bulletins carry the other.
        expect(action).toBe(
          row.action.startsWith('split')
            ? written.bulletin === null
              ? 'split-into'
              : 'split-from'
            : row.action,
        );
        // The store's clock, written by the store in the same write.
        expect(at).toBeGreaterThanOrEqual(start);
        expect(at).toBeLessThanOrEqual(Date.now());

        const bulletin = (await store.get(`forms/${T}/${written.key}`)) as Invoice | null;
        if (written.bulletin === null) {
          expect(bulletin).toBeNull();
          expect(await store.get(`deleted/${T}/${written.key}`)).toEqual({
            ...written.deleted,
            action,
            by: uid,
            byName: name,
            at,
            rev: written.rev,
          });
        } else {
          expect(bulletin).toMatchObject({ ...written.bulletin, rev: written.rev });
          for (const field of written.gone ?? []) expect(bulletin).not.toHaveProperty(field);
        }
      }
    });

    it("refused whole when its event's part is refused: the bulletin stays as it was", async () => {
      const { store, run } = await signedIn(row.as);
      const before = await snapshot(store);
      await store.simulateWriteFailures([{ path: `history/${T}` }]);
      await expect(row.run(run)).rejects.toThrow(/PERMISSION_DENIED/);
      expect(await snapshot(store)).toEqual(before);
    });

    it("refused whole when the bulletin's part is refused: no event is written", async () => {
      const { store, run } = await signedIn(row.as);
      const before = await snapshot(store);
      await store.simulateWriteFailures([{ path: `forms/${T}` }]);
      await expect(row.run(run)).rejects.toThrow(/PERMISSION_DENIED/);
      expect(await snapshot(store)).toEqual(before);
    });

    if (row.stale !== undefined) {
      const stale = row.stale;
      it(`refused whole when ${stale} was changed elsewhere meanwhile: no bulletin, no event`, async () => {
        const { store, run } = await signedIn(row.as);
        // Another tab edits it after the user read it (D51: its revision moves on).
        await editElsewhere(createMemoryInvoiceRepo(store), T, stale, {
          'header/observation': 'Outra aba',
        });
        const before = await snapshot(store);
        expect(await row.run(run)).toMatchObject({ ok: false, conflict: 'changed' });
        expect(await snapshot(store)).toEqual(before);
      });
    }
  });
});
