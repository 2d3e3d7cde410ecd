/**
 * Fixture mode refuses what database.rules.json refuses (issue 16, P51): forms/{team} is read
 * and written only by users whose SPEC §6 team list holds that team, and by nobody signed out;
 * the reads are judged by teamScope.ts, the writes by the store, both by the rules.
 */
import tiny from '../../fixtures/tiny.json';
import { toList } from '../../src/core/lists';
import type { BulletinChange, BulletinFields, Invoice, InvoiceEntry } from '../../src/core/model';
import { revisionOf } from '../../src/core/revisions';
import { aPatch, aRemoval } from '../../src/core/testing/builders';
import { createMemoryPorts } from './ports';
import { createLocalTreeStore } from './treeStore';

const OWN = 'ORCDISTBA01';
const OTHER = 'ORCDISTBA10';
const PERIOD = { start: 0, end: 8.64e15 };

function setup() {
  const store = createLocalTreeStore(structuredClone(tiny));
  const ports = createMemoryPorts(store, {
    auth: { storage: null, events: null },
    scopeToUser: true,
  });
  const open = createMemoryPorts(store, { auth: { storage: null, events: null } });
  return { store, ports, open };
}

/** tiny's uids of Equipe 01 (users/) and of the Supervisor Demo (users-mobile/). */
const EQUIPE01 = 'W7z1EtdZ2RU6kadvtWrQUV32cE37';
const SUPERVISOR = 'jbGLe2ZmdH4FK8sFvvn3acAqj1F9';

// Each record is patched at most once here, on the revision tiny stores (D51; issue 15: its
// history's last event), with its event by the writer (the rules: `by` is auth.uid).
const storedRev = (team: string, key: string): number =>
  revisionOf((tiny.forms as Record<string, Record<string, Invoice>>)[team]?.[key]);
const patch = (
  team: string,
  key: string,
  fields: BulletinFields,
  by = EQUIPE01,
  rev = storedRev(team, key),
): BulletinChange => {
  const change = aPatch(team, key, fields, rev);
  return { ...change, event: { ...change.event, by } };
};

async function someKey(team: string): Promise<string> {
  const { open } = setup();
  const [first] = await open.invoices.listAll(team);
  if (!first) throw new Error(`no bulletin in ${team}`);
  return first.key;
}

describe('fixture mode scopes forms/{team} to the signed-in user (rules parity)', () => {
  it('a team user reads and writes its own team only; another team is refused, unchanged', async () => {
    const { ports, open } = setup();
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    expect((await ports.invoices.listAll(OWN)).length).toBeGreaterThan(0);
    const ownKey = await someKey(OWN);
    await ports.invoices.commit([patch(OWN, ownKey, { 'header/title': 'Editado' })]);
    expect((await open.invoices.get(OWN, ownKey))?.invoice.header?.title).toBe('Editado');

    const otherKey = await someKey(OTHER);
    const before = await open.invoices.get(OTHER, otherKey);
    await expect(ports.invoices.get(OTHER, otherKey)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(ports.invoices.listForPeriod(OTHER, PERIOD)).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(
      ports.invoices.commit([patch(OTHER, otherKey, { 'header/title': 'Invadido' })]),
    ).rejects.toThrow(/PERMISSION_DENIED/);
    await expect(
      ports.invoices.commit([aRemoval(OTHER, otherKey, storedRev(OTHER, otherKey))]),
    ).rejects.toThrow(/PERMISSION_DENIED/);
    // A change with one bulletin of a foreign team writes nothing at all (the own one on the
    // revision the edit above moved it to, so no conflict explains the refusal).
    await expect(
      ports.invoices.commit([
        patch(OWN, ownKey, { 'header/title': 'De novo' }, EQUIPE01, storedRev(OWN, ownKey) + 1),
        patch(OTHER, otherKey, { 'header/title': 'Invadido' }),
      ]),
    ).rejects.toThrow(/PERMISSION_DENIED/);
    expect(await open.invoices.get(OTHER, otherKey)).toEqual(before);
    expect((await open.invoices.get(OWN, ownKey))?.invoice.header?.title).toBe('Editado');
  });

  it('a live read of a foreign team reports the refusal once and never answers', async () => {
    const { ports } = setup();
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const errors: Error[] = [];
    const seen: InvoiceEntry[][] = [];
    const stop = ports.invoices.watchForPeriod(
      OTHER,
      PERIOD,
      (e) => seen.push(e),
      (e) => errors.push(e),
    );
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.message).toMatch(/PERMISSION_DENIED/);
    expect(seen).toEqual([]);
    stop();
    const own: InvoiceEntry[][] = [];
    const stopOwn = ports.invoices.watchUnchecked(OWN, (e) => own.push(e));
    await vi.waitFor(() => expect(own).toHaveLength(1));
    stopOwn();
  });

  it('a supervisor reaches its supervision teams, not a key made of the whole list', async () => {
    const { ports } = setup();
    await ports.auth.signIn('superv@demo.local', 'demo123');
    expect(Array.isArray(await ports.invoices.listAll(OWN))).toBe(true);
    await expect(ports.invoices.listAll('ORCDISTBA01,ORCDISTBA02')).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
    await expect(ports.invoices.listAll(OTHER)).rejects.toThrow(/PERMISSION_DENIED/);
  });

  it('admin reaches every team; signed out, nobody reaches any', async () => {
    const { ports } = setup();
    await expect(ports.invoices.listAll(OWN)).rejects.toThrow(/PERMISSION_DENIED/);
    await ports.auth.signIn('admin@demo.local', 'demo123');
    expect((await ports.invoices.listAll(OTHER)).length).toBeGreaterThan(0);
    await ports.auth.signOut();
    await expect(ports.invoices.listAll(OTHER)).rejects.toThrow(/PERMISSION_DENIED/);
  });
});

describe('fixture mode scopes the bulletin counters to the same teams (D48, rules parity)', () => {
  it("a team user takes its own team's next number, never another team's", async () => {
    const { ports, store } = setup();
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    // tiny's Equipe 01 ends at 0100012.
    await expect(ports.invoices.nextInvoiceNumber(OWN)).resolves.toBe(13);
    await expect(ports.invoices.nextInvoiceNumber(OTHER)).rejects.toThrow(/PERMISSION_DENIED/);
    expect(await store.get(`counters/forms/${OTHER}`)).toBeNull();
  });
});

describe('fixture mode refuses what the field rules refuse (issue 14, the rules of forms/$team/$key)', () => {
  /** tiny's Equipe 01 bulletins: one unchecked; one checked whose first two lines carry a pedido. */
  const UNCHECKED = '-P5At-ZVYrt_AFjAO2gz';
  const WITH_PEDIDO = '-P5Cs1S-cth9JgNV1s8R';

  it('a team user neither marks its bulletin paid nor touches a line with a pedido; nothing is written', async () => {
    const { ports, open } = setup();
    await ports.auth.signIn('equipe01@demo.local', 'demo123');
    const before = await open.invoices.get(OWN, WITH_PEDIDO);
    const lines = toList(before?.invoice.services);
    const [first] = lines;
    if (!before || !first) throw new Error(`tiny.json needs ${WITH_PEDIDO} with lines`);
    const refusals = [
      patch(OWN, UNCHECKED, { paid: true }),
      patch(OWN, WITH_PEDIDO, { services: [{ ...first, quantity: 99 }, ...lines.slice(1)] }),
      patch(OWN, WITH_PEDIDO, { services: lines.slice(1) }),
      patch(OWN, UNCHECKED, { 'services/0/pedido': '4500000001' }),
      patch(OWN, WITH_PEDIDO, { checked: false }),
    ];
    for (const change of refusals) {
      await expect(ports.invoices.commit([change])).rejects.toThrow(/PERMISSION_DENIED/);
    }
    expect(await open.invoices.get(OWN, WITH_PEDIDO)).toEqual(before);
    expect((await open.invoices.get(OWN, UNCHECKED))?.invoice.paid).toBe(false);
    // Adding a line after them is the editor's ordinary save.
    await ports.invoices.commit([
      patch(OWN, WITH_PEDIDO, { services: [...lines, { code: 'NDE9', quantity: 1, price: 10 }] }),
    ]);
    expect(toList((await open.invoices.get(OWN, WITH_PEDIDO))?.invoice.services)).toHaveLength(
      lines.length + 1,
    );
  });

  it('a supervisor forwards as itself, at the store clock; naming another checker is refused', async () => {
    const { ports, open } = setup();
    await ports.auth.signIn('superv@demo.local', 'demo123');
    const forward = (name: string) =>
      patch(
        OWN,
        UNCHECKED,
        { checked: true, checked_closed: 'true_false', checked_at: 1, checked_by: name },
        SUPERVISOR,
      );
    await expect(ports.invoices.commit([forward('Administrador Demo')])).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
    const start = Date.now();
    await ports.invoices.commit([forward('Supervisor Demo')]);
    const stored = (await open.invoices.get(OWN, UNCHECKED))?.invoice;
    expect(stored?.checked_by).toBe('Supervisor Demo');
    // The layout writes the store's clock, not the time the change carried.
    expect(stored?.checked_at).toBeGreaterThanOrEqual(start);
  });
});
