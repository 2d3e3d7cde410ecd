/**
 * The Firebase InvoiceRepo on the real firebase/database SDK, talking the wire protocol to the
 * in-process fake server (testing/fakeRtdbServer.ts): the paths, query bounds and payloads
 * below are what the SDK actually sent.
 */
import type { Database } from 'firebase/database';
import type {
  BulletinChange,
  BulletinFields,
  HistoryAction,
  InvoiceEntry,
} from '../../src/core/model';
import { storedList, toList } from '../../src/core/lists';
import type { InvoiceRepo } from '../../src/core/ports';
import { aCreation, anEvent, anInvoice, aPatch, aRemoval } from '../../src/core/testing/builders';
import { createFirebaseInvoiceRepo } from './invoiceRepo';
import type { FakeRtdbServer, WireRequest } from './testing/fakeRtdbServer';
import { openFakeDatabase } from './testing/fakeDatabase';

const TEAM = 'ORCDISTBA01';
// D6: a period from 26/01/2025 to 25/02/2025 covers 00:00:00.000 to 23:59:59.999 UTC.
const START = Date.UTC(2025, 0, 26);
const END = Date.UTC(2025, 1, 25, 23, 59, 59, 999);
const RANGE = { start: START, end: END };

let fake: FakeRtdbServer;
let db: Database;
let wire: (...actions: string[]) => WireRequest[];
let close: () => Promise<void>;
let repo: InvoiceRepo;

beforeEach(async () => {
  ({ fake, db, wire, close } = await openFakeDatabase());
  repo = createFirebaseInvoiceRepo(db);
});

afterEach(async () => {
  await close();
});

const keysOf = (entries: InvoiceEntry[]) => entries.map((entry) => entry.key);
/** A patch made on revision `rev` (D51; seeded records have none: 0). */
const patch = (key: string, fields: BulletinFields, team = TEAM, rev = 0): BulletinChange =>
  aPatch(team, key, fields, rev);
/** A history event as the adapter sends it (D51): the server writes its time for `at`. */
const sentEvent = (action: string, rev: number) => ({
  ...anEvent(action as HistoryAction),
  rev,
  at: { '.sv': 'timestamp' },
});

describe('list: forms/{team} by date (SPEC §7)', () => {
  beforeEach(() => {
    fake.seed({
      forms: {
        [TEAM]: {
          atStart: anInvoice({ id: 'A', date: START }),
          atEnd: anInvoice({ id: 'B', date: END }),
          before: anInvoice({ id: 'C', date: START - 1 }),
          after: anInvoice({ id: 'D', date: END + 1 }),
          middle: anInvoice({ id: 'E', date: Date.UTC(2025, 1, 1) }),
          textDate: anInvoice({ id: 'F', date: '01/02/2025' }),
          noDate: anInvoice({ id: 'G', date: undefined }),
        },
        ORCDISTBA02: { other: anInvoice({ id: 'X', date: Date.UTC(2025, 1, 1) }) },
      },
    });
  });

  it('listForPeriod sends three indexed queries, never the whole team (P7)', async () => {
    const entries = await repo.listForPeriod(TEAM, RANGE);

    expect(wire('g').map((m) => m.body)).toEqual([
      // undated (and boolean) dates: orderByChild('date').endAt(true)
      { p: `/forms/${TEAM}`, q: { i: 'date', ep: true, ein: true } },
      // numeric dates in the period, both ends inclusive
      { p: `/forms/${TEAM}`, q: { i: 'date', sp: START, sin: true, ep: END, ein: true } },
      // every text date: orderByChild('date').startAt('')
      { p: `/forms/${TEAM}`, q: { i: 'date', sp: '', sin: true } },
    ]);
    expect(keysOf(entries)).toEqual(['noDate', 'atStart', 'middle', 'atEnd', 'textDate']);
    expect(entries[1]).toEqual({
      team: TEAM,
      key: 'atStart',
      invoice: anInvoice({ id: 'A', date: START }),
    });
  });

  it('listAll reads the whole team, in the database date order', async () => {
    const entries = await repo.listAll(TEAM);

    expect(wire('g')).toEqual([{ action: 'g', body: { p: `/forms/${TEAM}`, q: { i: 'date' } } }]);
    // RTDB orders a missing date first, then numbers, then text.
    expect(keysOf(entries)).toEqual([
      'noDate',
      'before',
      'atStart',
      'middle',
      'atEnd',
      'after',
      'textDate',
    ]);
    expect(entries.every((entry) => entry.team === TEAM)).toBe(true);
  });

  it('an empty team is an empty list', async () => {
    expect(await repo.listForPeriod('ORCDISTBA17', RANGE)).toEqual([]);
    expect(await repo.listAll('ORCDISTBA17')).toEqual([]);
  });

  it('D1: lists inside a record come back as the database gives them', async () => {
    fake.seed({
      forms: {
        [TEAM]: {
          dense: anInvoice({ date: START, services: [{ code: 'A1' }, { code: 'B2' }] }),
          keyed: anInvoice({ date: START, services: { '0': { code: 'A1' }, '1': { code: 'B2' } } }),
          sparse: anInvoice({
            date: START,
            services: { '0': { code: 'A1' }, '9': { code: 'B2' } },
          }),
        },
      },
    });

    const byKey = Object.fromEntries(
      (await repo.listForPeriod(TEAM, RANGE)).map((entry) => [entry.key, entry.invoice.services]),
    );

    // The SDK turns dense integer keys into an array and leaves sparse ones as an object.
    expect(byKey.dense).toEqual([{ code: 'A1' }, { code: 'B2' }]);
    expect(byKey.keyed).toEqual([{ code: 'A1' }, { code: 'B2' }]);
    expect(byKey.sparse).toEqual({ '0': { code: 'A1' }, '9': { code: 'B2' } });
  });
});

describe('watchForPeriod: the period read, live', () => {
  it('calls back now and on every change inside the range, and stops after unsubscribe', async () => {
    fake.seed({ forms: { [TEAM]: { a: anInvoice({ date: START }) } } });
    const calls: string[][] = [];
    const stop = repo.watchForPeriod(TEAM, RANGE, (entries) => calls.push(keysOf(entries)));

    // One answer once all three queries have answered.
    await vi.waitFor(() => expect(calls).toEqual([['a']]));
    expect(wire('q').map((m) => (m.body as { q: unknown }).q)).toEqual([
      { i: 'date', ep: true, ein: true },
      { i: 'date', sp: START, sin: true, ep: END, ein: true },
      { i: 'date', sp: '', sin: true },
    ]);

    await repo.commit([patch('a', { 'header/title': 'Novo título' })]);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await repo.commit([aCreation(TEAM, repo.newKey(TEAM), anInvoice({ date: END }))]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]?.[0]).toBe('a');

    stop();
    stop();
    await vi.waitFor(() => expect(wire('n')).toHaveLength(3));
    expect(wire('n')[0]?.body).toMatchObject({ p: `/forms/${TEAM}` });
    await repo.commit([patch('a', { 'header/title': 'Depois' }, TEAM, 1)]);
    await repo.get(TEAM, 'a');
    expect(calls).toHaveLength(3);
  });

  it('a bulletin moving out of the range leaves the result', async () => {
    fake.seed({
      forms: { [TEAM]: { a: anInvoice({ date: START }), b: anInvoice({ date: END }) } },
    });
    const calls: string[][] = [];
    const stop = repo.watchForPeriod(TEAM, RANGE, (entries) => calls.push(keysOf(entries)));
    await vi.waitFor(() => expect(calls).toEqual([['a', 'b']]));

    await repo.commit([patch('b', { date: END + 1 })]);

    await vi.waitFor(() => expect(calls.at(-1)).toEqual(['a']));
    stop();
  });

  it('a refused subscription reports the error once', async () => {
    fake.refuse = (action) => (action === 'q' ? 'permission_denied' : null);
    const errors: Error[] = [];
    const calls: InvoiceEntry[][] = [];
    const stop = repo.watchForPeriod(
      TEAM,
      RANGE,
      (entries) => calls.push(entries),
      (e) => errors.push(e),
    );

    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toBeInstanceOf(Error);
    expect(errors[0]?.message).toMatch(/permission_denied/);
    expect(calls).toEqual([]);
    stop();
  });
});

describe('watchUnchecked: orderByChild("checked").equalTo(false) (D11)', () => {
  it('lists every unchecked bulletin whatever its date, live', async () => {
    fake.seed({
      forms: {
        [TEAM]: {
          old: anInvoice({ date: Date.UTC(2020, 0, 1), checked: false }),
          recent: anInvoice({ date: START, checked: false }),
          done: anInvoice({ date: START, checked: true }),
        },
      },
    });
    const calls: string[][] = [];
    const stop = repo.watchUnchecked(TEAM, (entries) => calls.push(keysOf(entries)));

    await vi.waitFor(() => expect(calls).toEqual([['old', 'recent']]));
    expect(wire('q')[0]?.body).toMatchObject({
      p: `/forms/${TEAM}`,
      q: { i: 'checked', sp: false, sin: true, ep: false, ein: true },
    });

    // Forward to billing takes it out of the list.
    await repo.commit([patch('recent', { checked: true, checked_closed: 'true_false' })]);
    await vi.waitFor(() => expect(calls.at(-1)).toEqual(['old']));
    stop();
  });
});

describe('get, newKey, consolePath', () => {
  it('get reads forms/{team}/{key}, or null when absent', async () => {
    fake.seed({ forms: { [TEAM]: { k1: anInvoice({ id: 'K1' }) } } });

    expect(await repo.get(TEAM, 'k1')).toEqual({
      team: TEAM,
      key: 'k1',
      invoice: anInvoice({ id: 'K1' }),
    });
    expect(await repo.get(TEAM, 'nope')).toBeNull();
    expect(wire('g').map((request) => request.body.p)).toEqual([
      `/forms/${TEAM}/k1`,
      `/forms/${TEAM}/nope`,
    ]);
  });

  it('newKey makes a push key locally and writes nothing', async () => {
    const first = repo.newKey(TEAM);
    const second = repo.newKey(TEAM);

    expect(first).toMatch(/^[-0-9A-Za-z_]{20}$/);
    expect(second > first).toBe(true);
    await repo.get(TEAM, first); // a round trip, so any write would have reached the server
    expect(wire('p', 'm')).toEqual([]);
    expect(fake.valueAt(`forms/${TEAM}`)).toBeNull();
  });

  it('consolePath is forms/{team}/{key}, checked like every path', () => {
    expect(repo.consolePath(TEAM, '-Nabc')).toBe(`forms/${TEAM}/-Nabc`);
    expect(() => repo.consolePath(TEAM, '')).toThrow(/invoice key/);
  });

  it('an empty or malformed team, key or field is refused before anything is sent', async () => {
    await expect(repo.commit([aRemoval(TEAM, '')])).rejects.toThrow(/invoice key/);
    await expect(repo.commit([aRemoval('', 'k')])).rejects.toThrow(/team/);
    await expect(repo.commit([patch('a/b', { paid: true })])).rejects.toThrow(/invoice key/);
    await expect(repo.commit([patch('k', { 'header//pedido': '1' })])).rejects.toThrow(/field/);
    await expect(repo.commit([patch('k', { 'a.b': 1 })])).rejects.toThrow(/field/);
    await expect(repo.listAll('forms.bad')).rejects.toThrow(/team/);
    expect(() => repo.newKey('')).toThrow(/team/);
    expect(wire('g', 'p', 'm', 'q')).toEqual([]);
  });
});

describe('commit: a change as ONE multi-path update at the root (issue 18)', () => {
  it('a split sends its creations and removal in one merge at "/" and applies them together', async () => {
    const original = anInvoice({ id: 'MIX', date: START, services: [{ code: 'A1' }] });
    fake.seed({ forms: { [TEAM]: { mix: original } } });
    const keyI = repo.newKey(TEAM);
    const keyC = repo.newKey(TEAM);

    await repo.commit([
      aCreation(TEAM, keyI, { ...original, id: 'MIXI' }),
      aCreation(TEAM, keyC, { ...original, id: 'MIXC' }),
      aRemoval(TEAM, 'mix', 0, original),
    ]);

    // A multi-path merge carries each record as given (lists as JSON arrays); D1: the server
    // stores a list as an object keyed "0", "1", …, and reads give either form back. Each
    // bulletin's history event rides in the same merge (D51).
    const half = (id: string) => ({ ...original, id, rev: 1 });
    expect(wire('p', 'm')).toEqual([
      {
        action: 'm',
        body: {
          p: '/',
          d: {
            [`forms/${TEAM}/${keyI}`]: half('MIXI'),
            [`history/${TEAM}/${keyI}/1`]: sentEvent('created', 1),
            [`forms/${TEAM}/${keyC}`]: half('MIXC'),
            [`history/${TEAM}/${keyC}/1`]: sentEvent('created', 1),
            [`forms/${TEAM}/mix`]: null,
            [`history/${TEAM}/mix/1`]: { ...sentEvent('deleted', 1), record: original },
            // Issue 15: the admin's list of removed bulletins, in the same merge.
            [`deleted/${TEAM}/mix`]: {
              id: 'MIX',
              title: 'Poda',
              action: 'deleted',
              by: 'uAdmin',
              byName: 'Ana Admin',
              at: { '.sv': 'timestamp' },
              rev: 1,
            },
          },
        },
      },
    ]);
    expect(keysOf(await repo.listAll(TEAM))).toEqual([keyI, keyC]);
  });

  it('a patch sets only the given fields under the record, deep ones included; null removes', async () => {
    const stored = anInvoice({
      id: 'K',
      date: START,
      header: { title: 'Antes', city: 'Salvador' },
    });
    fake.seed({ forms: { [TEAM]: { k: { ...stored, error: 'x' } } } });
    // What the server keeps of it (D1: lists as objects keyed "0", "1", …) but the error.
    const seeded = structuredClone(fake.valueAt(`forms/${TEAM}/k`)) as Record<string, unknown>;
    const { error: _error, ...kept } = seeded;

    await repo.commit([patch('k', { 'header/title': 'Depois', editedBy: 'Ana', error: null })]);

    expect(wire('m')).toEqual([
      {
        action: 'm',
        body: {
          p: '/',
          d: {
            [`forms/${TEAM}/k/header/title`]: 'Depois',
            [`forms/${TEAM}/k/editedBy`]: 'Ana',
            [`forms/${TEAM}/k/error`]: null,
            [`forms/${TEAM}/k/rev`]: 1,
            [`history/${TEAM}/k/1`]: sentEvent('header', 1),
          },
        },
      },
    ]);
    expect(fake.valueAt(`forms/${TEAM}/k`)).toEqual({
      ...kept,
      header: { title: 'Depois', city: 'Salvador' },
      editedBy: 'Ana',
      rev: 1,
    });
  });

  it('P16: a services list with a hole is sent as an array with null, stored keyed, and read back with its keys', async () => {
    const P = { code: '55RD', pedido: '4500012345', paid: true };
    const Y = { code: 'NDE2', pedido: '-' };
    fake.seed({
      forms: {
        [TEAM]: { k: anInvoice({ id: 'K', date: START, services: [{ code: 'X' }, P, Y] }) },
      },
    });

    await repo.commit([patch('k', { services: [null, P, Y] })]);

    expect(fake.valueAt(`forms/${TEAM}/k/services`)).toEqual({ '1': P, '2': Y });
    const read = (await repo.get(TEAM, 'k'))?.invoice.services;
    expect(storedList(read)).toEqual([null, P, Y]);
    expect(toList(read)).toEqual([P, Y]);
  });

  it('a creation drops undefined fields, which the SDK would refuse', async () => {
    const key = repo.newKey(TEAM);
    await repo.commit([
      aCreation(TEAM, key, {
        id: 'U',
        header: { title: 'T', pms: undefined },
        editedBy: undefined,
      }),
    ]);

    expect(wire('m')[0]?.body.d).toEqual({
      [`forms/${TEAM}/${key}`]: { id: 'U', header: { title: 'T' }, rev: 1 },
      [`history/${TEAM}/${key}/1`]: sentEvent('created', 1),
    });
  });

  it('a removal deletes forms/{team}/{key} and nothing else', async () => {
    fake.seed({ forms: { [TEAM]: { k: anInvoice(), keep: anInvoice({ id: 'KEEP' }) } } });

    await repo.commit([aRemoval(TEAM, 'k', 0)]);

    expect(Object.keys(fake.valueAt(`forms/${TEAM}`) ?? {})).toEqual(['keep']);
  });

  it('a refused change writes nothing and rejects', async () => {
    const original = anInvoice({ id: 'MIX' });
    fake.seed({ forms: { [TEAM]: { mix: original } } });
    const before = structuredClone(fake.valueAt(`forms/${TEAM}`));
    fake.refuse = (action) => (action === 'm' ? 'permission_denied' : null);

    await expect(
      repo.commit([aCreation(TEAM, 'new', original), aRemoval(TEAM, 'mix', 0)]),
    ).rejects.toThrow(/permission_denied/i);

    expect(fake.valueAt(`forms/${TEAM}`)).toEqual(before);
  });

  it('a pedido update rewrites the services of bulletins in two teams in one write (SPEC §7)', async () => {
    fake.seed({
      forms: {
        [TEAM]: { k1: anInvoice({ services: [{ code: 'A1', pedido: '-' }] }) },
        ORCDISTBA02: { k2: anInvoice({ services: [{ code: 'B2', pedido: '-' }, { code: 'C3' }] }) },
      },
    });

    await repo.commit([
      patch('k1', { services: [{ code: 'A1', pedido: '4500001', paid: true }] }),
      patch(
        'k2',
        { services: [{ code: 'B2', pedido: '4500001', paid: true }, { code: 'C3' }] },
        'ORCDISTBA02',
      ),
    ]);

    expect(wire('m')).toHaveLength(1);
    expect((await repo.get(TEAM, 'k1'))?.invoice.services).toEqual([
      { code: 'A1', pedido: '4500001', paid: true },
    ]);
    expect((await repo.get('ORCDISTBA02', 'k2'))?.invoice.services).toEqual([
      { code: 'B2', pedido: '4500001', paid: true },
      { code: 'C3' },
    ]);
  });

  it('an empty change sends nothing; one naming a bulletin twice is refused before sending', async () => {
    await repo.commit([]);
    await expect(repo.commit([patch('k', { paid: true }), aRemoval(TEAM, 'k')])).rejects.toThrow(
      /twice/,
    );
    await repo.get(TEAM, 'k'); // a round trip, so any write would have reached the server
    expect(wire('p', 'm')).toEqual([]);
  });
});

describe('nextInvoiceNumber: a transaction on counters/forms/{team} (D48)', () => {
  /** database.rules.json's counter rule, as the server would judge a write (after 'datastale'). */
  function refuseAsTheRules(): void {
    fake.refuse = (action, path, data) => {
      if ((action !== 'p' && action !== 'm') || !path.startsWith('/counters')) return null;
      const stored = fake.valueAt(path);
      const ok =
        action === 'p' &&
        typeof data === 'number' &&
        (typeof stored === 'number' ? data === stored + 1 : data >= 1 && data <= 99_999);
      return ok ? null : 'permission_denied';
    };
  }

  /** A second client of the same server: another browser creating at the same time. */
  async function anotherClient(): Promise<{ repo: InvoiceRepo; close: () => Promise<void> }> {
    const { initializeApp, deleteApp } = await import('firebase/app');
    const { connectDatabaseEmulator, getDatabase } = await import('firebase/database');
    const app = initializeApp(
      { apiKey: 'k', projectId: 'p', databaseURL: 'https://other-client.firebaseio.com' },
      `other-client-${Math.random()}`,
    );
    const other = getDatabase(app);
    connectDatabaseEmulator(other, fake.host, fake.port);
    return { repo: createFirebaseInvoiceRepo(other), close: () => deleteApp(app) };
  }

  it('advances an existing counter by one with a conditional put (the hash of the value read)', async () => {
    fake.seed({ counters: { forms: { [TEAM]: 274 } } });

    await expect(repo.nextInvoiceNumber(TEAM)).resolves.toBe(275);

    expect(fake.valueAt(`counters/forms/${TEAM}`)).toBe(275);
    const puts = wire('p').filter((r) => r.body.p === `/counters/forms/${TEAM}`);
    // The SDK runs the update on its empty cache first: 'datastale', then again on 274.
    expect(puts.map((r) => r.body.d)).toEqual([275, 275]);
    expect(puts.every((r) => typeof r.body.h === 'string')).toBe(true);
  });

  it('without a counter, starts after the highest well-formed id of the team, split halves included', async () => {
    fake.seed({
      forms: {
        [TEAM]: {
          a: anInvoice({ id: '0100270' }),
          b: anInvoice({ id: '0100274I' }),
          c: anInvoice({ id: '0100274C' }),
          legacy: anInvoice({ id: '0109999X' }),
          key: anInvoice({ id: '-P7AAiRaI42zLrOXvMWm' }),
          otherTeam: anInvoice({ id: '0200900' }),
        },
      },
    });

    await expect(repo.nextInvoiceNumber(TEAM)).resolves.toBe(275);
    await expect(repo.nextInvoiceNumber(TEAM)).resolves.toBe(276);

    expect(fake.valueAt(`counters/forms/${TEAM}`)).toBe(276);
    // The team is read whole once, to start the counter; after that only the counter.
    expect(wire('g').filter((r) => r.body.p === `/forms/${TEAM}`)).toHaveLength(1);
  });

  it('two calls at once from one client are two +1 steps, so the +1 rule lets both through', async () => {
    fake.seed({ counters: { forms: { [TEAM]: 10 } } });
    refuseAsTheRules();

    const numbers = await Promise.all([repo.nextInvoiceNumber(TEAM), repo.nextInvoiceNumber(TEAM)]);

    expect(numbers).toEqual([11, 12]);
    expect(fake.valueAt(`counters/forms/${TEAM}`)).toBe(12);
  });

  it('two clients at once get two different consecutive numbers: the stale one runs again', async () => {
    fake.seed({ counters: { forms: { [TEAM]: 10 } } });
    refuseAsTheRules();
    const other = await anotherClient();
    try {
      const numbers = await Promise.all([
        repo.nextInvoiceNumber(TEAM),
        other.repo.nextInvoiceNumber(TEAM),
        repo.nextInvoiceNumber(TEAM),
        other.repo.nextInvoiceNumber(TEAM),
      ]);
      expect([...numbers].sort((a, b) => a - b)).toEqual([11, 12, 13, 14]);
      expect(fake.valueAt(`counters/forms/${TEAM}`)).toBe(14);
    } finally {
      await other.close();
    }
  });

  it('two first calls at once on a team without a counter start it once', async () => {
    fake.seed({ forms: { [TEAM]: { a: anInvoice({ id: '0100041' }) } } });
    refuseAsTheRules();
    const other = await anotherClient();
    try {
      const numbers = await Promise.all([
        repo.nextInvoiceNumber(TEAM),
        other.repo.nextInvoiceNumber(TEAM),
      ]);
      expect([...numbers].sort((a, b) => a - b)).toEqual([42, 43]);
    } finally {
      await other.close();
    }
  });

  it('a refused counter write rejects and takes no number', async () => {
    fake.seed({ counters: { forms: { [TEAM]: 10 } } });
    fake.refuse = (action, path) =>
      action === 'p' && path.startsWith('/counters') ? 'permission_denied' : null;

    await expect(repo.nextInvoiceNumber(TEAM)).rejects.toThrow(/permission_denied/i);

    expect(fake.valueAt(`counters/forms/${TEAM}`)).toBe(10);
    fake.refuse = null;
    await expect(repo.nextInvoiceNumber(TEAM)).resolves.toBe(11);
  });

  it('a malformed team is refused before anything is sent', async () => {
    await expect(repo.nextInvoiceNumber('a/b')).rejects.toThrow(/team/);
    expect(wire('g', 'p', 'm', 'q')).toEqual([]);
  });
});
