import { REFUSALS } from '../messages';
import type { BulletinChange } from '../model';
import type { InvoiceRepo } from '../ports/InvoiceRepo';
import type { SupervisionChange, UserRepo } from '../ports/UserRepo';
import { BulletinConflictError } from '../ports/InvoiceRepo';
import { aPatch, aUser, anEntry } from '../testing/builders';
import {
  bulkForwardToBilling,
  bulkToggle,
  createInvoice,
  darBaixa,
  deleteInvoice,
  forwardToBilling,
  markAttached,
  markPaid,
  markViewed,
  returnToSupervision,
  saveHeader,
  saveMaterials,
  savePhotos,
  saveServices,
  changeSupervision,
  perform,
  split,
  updatePedidos,
} from './index';
import { isPerformId } from './invoices';

type Call = ['commit', readonly BulletinChange[]] | ['nextInvoiceNumber', string];

/** A tiny hand-written InvoiceRepo that records every write. */
function fakeInvoices(): InvoiceRepo & {
  calls: Call[];
  changes: (call?: number) => BulletinChange[];
} {
  const calls: Call[] = [];
  let next = 0;
  const unused = () => {
    throw new Error('not used by use cases');
  };
  return {
    calls,
    listForPeriod: unused,
    watchForPeriod: unused,
    listAll: unused,
    watchUnchecked: unused,
    watchWaitingCounts: unused,
    get: unused,
    watch: unused,
    newKey: (team) => `${team}-key${++next}`,
    commit: async (changes) => void calls.push(['commit', changes]),
    consolePath: unused,
    history: unused,
    listDeleted: unused,
    /** The changes of one commit (the only one by default). */
    changes: (call = 0) => {
      const found = calls.filter((c) => c[0] === 'commit')[call];
      if (!found) throw new Error(`no commit number ${call}`);
      return [...(found[1] as readonly BulletinChange[])];
    },
    nextInvoiceNumber: async (team) => {
      calls.push(['nextInvoiceNumber', team]);
      return 275;
    },
  };
}

const NOW = Date.UTC(2026, 10, 20, 9, 0);
// The names the expected records below spell out.
const admin = aUser('admin');
const superv = aUser('superv', { name: 'Nome superv' });
const team = aUser('team', { name: 'Nome team' });

/** The fields of the single patch each commit wrote, one per commit. */
const patchedFields = (calls: readonly Call[]) =>
  calls.map((call) => {
    const [change, ...more] = call[1] as readonly BulletinChange[];
    expect(more).toEqual([]);
    expect(change).toMatchObject({ kind: 'patch', team: 'ORCDISTBA01', key: 'k1' });
    return change?.kind === 'patch' ? change.fields : null;
  });

describe('single-record use cases write ONE commit patching that bulletin', () => {
  it('forward to billing', async () => {
    const repo = fakeInvoices();
    await expect(forwardToBilling(repo, anEntry(), superv, NOW)).resolves.toEqual({ ok: true });
    expect(repo.calls).toEqual([
      [
        'commit',
        [
          {
            kind: 'patch',
            team: 'ORCDISTBA01',
            key: 'k1',
            rev: 0,
            fields: {
              checked: true,
              checked_closed: 'true_false',
              checked_at: NOW,
              checked_by: 'Nome superv',
            },
            // Issue 15: the event says what changed; the checked record is the action itself.
            event: {
              action: 'forwarded',
              by: 'uSuperv',
              byName: 'Nome superv',
              role: 'superv',
              changes: [{ path: 'checked', before: false, after: true }],
            },
          },
        ],
      ],
    ]);
  });

  it('return, viewed, paid, attached', async () => {
    const repo = fakeInvoices();
    const checked = anEntry({ checked: true });
    await returnToSupervision(repo, checked, admin, 'Faltou a foto do poste.', NOW);
    await markViewed(repo, checked, admin);
    await markPaid(repo, checked, admin, false);
    await markAttached(repo, checked, admin);
    expect(patchedFields(repo.calls)).toEqual([
      {
        attached: false,
        archived: false,
        viewedByFat: false,
        paid: false,
        checked: false,
        checked_closed: 'false_false',
        lastReturn: { reason: 'Faltou a foto do poste.', byName: 'Ana Admin', at: NOW },
      },
      { viewedByFat: true },
      { paid: false },
      { attached: true, archived: true },
    ]);
  });

  it('editor saves', async () => {
    const repo = fakeInvoices();
    const entry = anEntry();
    await saveHeader(repo, entry, { date: '01/11/2026' }, team);
    const line = { code: 'A', price: 2, quantity: 3, factor: '' };
    await saveServices(repo, anEntry({ services: [] }), { kind: 'add', item: line }, 2, team);
    await savePhotos(repo, anEntry({ photos: [{}] }), { kind: 'remove', position: 0 }, team);
    await saveMaterials(repo, anEntry({ materials: [{}] }), { kind: 'remove', position: 0 }, team);
    expect(patchedFields(repo.calls)).toEqual([
      { header: { date: '01/11/2026' }, date: Date.UTC(2026, 10, 1), editedBy: 'Nome team' },
      {
        services: [{ code: 'A', price: 2, quantity: 3, factor: '' }],
        total: 6,
        total_wfactor: 12,
        editedBy: 'Nome team',
      },
      { photos: [] },
      { materials: [] },
    ]);
  });

  it('each named mark writes the state it is given, set by default (SPEC §4)', async () => {
    const repo = fakeInvoices();
    // A checked bulletin an admin already marked viewed and attached, not yet paid.
    const marked = anEntry({ checked: true, viewedByFat: true, attached: true, archived: true });
    await markViewed(repo, marked, admin, false);
    await markPaid(repo, marked, admin);
    await markAttached(repo, marked, admin, false);
    expect(patchedFields(repo.calls)).toEqual([
      { viewedByFat: false },
      { paid: true },
      // Unattaching clears archived too: D9 reads either as attached.
      { attached: false, archived: false },
    ]);
    expect(repo.calls.map((call) => (call[1] as BulletinChange[])[0]?.event?.action)).toEqual([
      'unviewed',
      'paid',
      'unattached',
    ]);
  });

  it('refusals write nothing', async () => {
    const repo = fakeInvoices();
    await expect(forwardToBilling(repo, anEntry(), team, NOW)).resolves.toEqual({
      ok: false,
      reason: REFUSALS.notAllowed,
    });
    await expect(
      returnToSupervision(repo, anEntry(), admin, 'Motivo qualquer', NOW),
    ).resolves.toEqual({
      ok: false,
      reason: REFUSALS.notChecked,
    });
    await expect(markPaid(repo, anEntry(), superv)).resolves.toMatchObject({ ok: false });
    expect(repo.calls).toEqual([]);
  });

  it('a failed write rejects, so the UI shows its SPEC §8 alert', async () => {
    const repo = fakeInvoices();
    repo.commit = async () => {
      throw new Error('offline');
    };
    await expect(markViewed(repo, anEntry(), admin)).rejects.toThrow('offline');
  });
});

describe('perform: every action on one bulletin by its registry id (P53)', () => {
  it('writes what the named use case writes, one commit each', async () => {
    const checked = anEntry({ checked: true });
    const mixed = anEntry({ id: '2002', services: [{ code: 'NDE1' }, { code: 'NDM1C' }] });
    const named = fakeInvoices();
    const byId = fakeInvoices();
    await forwardToBilling(named, anEntry(), superv, NOW);
    await perform(byId, 'forwardToBilling', anEntry(), superv, { now: NOW });
    await returnToSupervision(named, checked, admin, 'Faltou a foto do poste.', NOW);
    await perform(byId, 'returnToSupervision', checked, admin, {
      reason: 'Faltou a foto do poste.',
      now: NOW,
    });
    await markPaid(named, checked, admin, false);
    await perform(byId, 'markPaid', checked, admin, { value: false });
    await markAttached(named, checked, admin);
    await perform(byId, 'markAttached', checked, admin, {});
    await deleteInvoice(named, anEntry(), team, '1234', '1234');
    await perform(byId, 'delete', anEntry(), team, { password: '1234', expectedPassword: '1234' });
    await saveHeader(named, anEntry(), { date: '01/11/2026' }, team);
    await perform(byId, 'saveHeader', anEntry(), team, { header: { date: '01/11/2026' } });
    expect(byId.calls).toEqual(named.calls);
    expect(byId.calls).toHaveLength(6);
    await expect(perform(byId, 'split', mixed, admin, { globalFactor: 1.5 })).resolves.toEqual({
      ok: true,
      ids: { I: '2002I', C: '2002C' },
    });
  });

  it("refuses as the action's entry says and writes nothing", async () => {
    const repo = fakeInvoices();
    await expect(
      perform(repo, 'forwardToBilling', anEntry({ checked: true }), superv, { now: NOW }),
    ).resolves.toEqual({ ok: false, reason: REFUSALS.alreadyChecked });
    await expect(perform(repo, 'markViewed', anEntry(), superv, {})).resolves.toEqual({
      ok: false,
      reason: REFUSALS.notAllowed,
    });
    expect(repo.calls).toEqual([]);
  });
});

describe('delete (SPEC §6)', () => {
  it('removes the record when allowed', async () => {
    const repo = fakeInvoices();
    const entry = anEntry();
    await expect(deleteInvoice(repo, entry, team, '1234', '1234')).resolves.toEqual({
      ok: true,
    });
    expect(repo.calls).toEqual([
      [
        'commit',
        [
          {
            kind: 'remove',
            team: 'ORCDISTBA01',
            key: 'k1',
            rev: 0,
            event: {
              action: 'deleted',
              by: 'uTeam',
              byName: 'Nome team',
              role: 'team',
              record: entry.invoice,
            },
          },
        ],
      ],
    ]);
  });

  it("a wrong password deletes nothing: 'Senha incorreta.'", async () => {
    const repo = fakeInvoices();
    await expect(deleteInvoice(repo, anEntry(), team, '0000', '1234')).resolves.toEqual({
      ok: false,
      reason: 'Senha incorreta.',
    });
    expect(repo.calls).toEqual([]);
  });
});

describe('create (SPEC §4, §7)', () => {
  const input = {
    team: 'ORCDISTBA02',
    header: { title: 'T', project: 'P', date: '02/11/2026' },
    services: [],
    materials: [],
    photos: [],
  };

  it("D48: the id is the team's next number; the push key stays the record's key", async () => {
    const repo = fakeInvoices();
    await expect(createInvoice(repo, input, team, NOW, 1.6568)).resolves.toEqual({
      ok: true,
      key: 'ORCDISTBA02-key1',
      id: '0200275',
    });
    expect(repo.calls.map((c) => c[0])).toEqual(['nextInvoiceNumber', 'commit']);
    expect(repo.calls[0]).toEqual(['nextInvoiceNumber', 'ORCDISTBA02']);
    expect(repo.changes()).toEqual([
      {
        kind: 'create',
        team: 'ORCDISTBA02',
        key: 'ORCDISTBA02-key1',
        invoice: expect.objectContaining({ id: '0200275', team: 'ORCDISTBA02', created_at: NOW }),
        event: { action: 'created', by: 'uTeam', byName: 'Nome team', role: 'team' },
      },
    ]);
  });

  it('keeps a given id and takes no number', async () => {
    const repo = fakeInvoices();
    await expect(createInvoice(repo, { ...input, id: 'P-9' }, team, NOW, 1)).resolves.toEqual({
      ok: true,
      key: 'ORCDISTBA02-key1',
      id: 'P-9',
    });
    expect(repo.calls.map((c) => c[0])).toEqual(['commit']);
    expect(repo.changes()).toMatchObject([{ kind: 'create', invoice: { id: 'P-9' } }]);
  });

  it('a refused bulletin writes nothing and uses up no number', async () => {
    const repo = fakeInvoices();
    const bad = await createInvoice(repo, { ...input, team: '' }, team, NOW, 1);
    expect(bad).toEqual({ ok: false, reason: 'Selecione uma equipe' });
    const nobody = await createInvoice(repo, input, aUser(null), NOW, 1);
    expect(nobody).toEqual({ ok: false, reason: REFUSALS.notAllowed });
    expect(repo.calls).toEqual([]);
  });

  it('a team outside the ORCDISTBAnn form has no sequence: the push key is its id', async () => {
    const repo = fakeInvoices();
    const outcome = await createInvoice(repo, { ...input, team: 'EQUIPE-X' }, team, NOW, 1);
    expect(outcome).toEqual({ ok: true, key: 'EQUIPE-X-key1', id: 'EQUIPE-X-key1' });
    expect(repo.calls.map((c) => c[0])).toEqual(['commit']);
  });

  it('when no number can be taken, nothing is written and the use case rejects', async () => {
    const repo = fakeInvoices();
    repo.nextInvoiceNumber = () => Promise.reject(new Error('PERMISSION_DENIED'));
    await expect(createInvoice(repo, input, team, NOW, 1)).rejects.toThrow('PERMISSION_DENIED');
    expect(repo.calls).toEqual([]);
  });
});

describe('multi-record use cases write ONE commit', () => {
  const paidChange = { path: 'paid', before: false, after: true };

  it('bulk toggle', async () => {
    const repo = fakeInvoices();
    await expect(bulkToggle(repo, [anEntry(), anEntry({}, 'k2')], 'paid', admin)).resolves.toEqual({
      ok: true,
      value: true,
    });
    expect(repo.calls).toEqual([
      [
        'commit',
        [
          ...['k1', 'k2'].map((key) => {
            const part = aPatch('ORCDISTBA01', key, { paid: true }, 0, 'paid');
            // Issue 15: one event per bulletin, saying what changed on it.
            return { ...part, event: { ...part.event, changes: [paidChange] } };
          }),
        ],
      ],
    ]);
  });

  it('bulk forward writes once, and not at all when every bulletin was already checked', async () => {
    const repo = fakeInvoices();
    const pending = [anEntry(), anEntry({}, 'k2')];
    const checked = anEntry({ checked: true }, 'k3');
    await expect(bulkForwardToBilling(repo, [...pending, checked], superv, NOW)).resolves.toEqual({
      ok: true,
      forwarded: pending,
      refused: [{ entry: checked, reason: REFUSALS.alreadyChecked }],
    });
    await expect(bulkForwardToBilling(repo, [checked], superv, NOW)).resolves.toMatchObject({
      ok: true,
      forwarded: [],
    });
    expect(repo.calls).toHaveLength(1);
    expect(repo.changes().map((c) => c.key)).toEqual(['k1', 'k2']);
  });

  it('Dar Baixa writes once, and not at all when every prompt was blank', async () => {
    const repo = fakeInvoices();
    const items = [
      { entry: anEntry(), pedido: '1' },
      { entry: anEntry({}, 'k2'), pedido: '' },
    ];
    await expect(darBaixa(repo, items, admin)).resolves.toEqual({ ok: true, count: 1 });
    await expect(darBaixa(repo, [items[1]!], admin)).resolves.toEqual({ ok: true, count: 0 });
    expect(repo.calls).toHaveLength(1);
  });

  it('split takes two fresh keys and writes halves and removal together', async () => {
    const repo = fakeInvoices();
    const mixed = anEntry({ services: [{ code: 'NDE1' }, { code: 'NDM2' }] });
    const splitEvent = (action: string) => ({
      action,
      by: 'uSuperv',
      byName: 'Nome superv',
      role: 'superv',
    });
    await expect(split(repo, mixed, superv, 1.6568)).resolves.toEqual({
      ok: true,
      ids: { I: '1001I', C: '1001C' },
    });
    expect(repo.calls).toHaveLength(1);
    expect(repo.changes()).toEqual([
      {
        kind: 'create',
        team: 'ORCDISTBA01',
        key: 'ORCDISTBA01-key1',
        invoice: expect.objectContaining({ id: '1001I' }),
        event: { ...splitEvent('split-from'), from: { key: 'k1', id: '1001' } },
      },
      {
        kind: 'create',
        team: 'ORCDISTBA01',
        key: 'ORCDISTBA01-key2',
        invoice: expect.objectContaining({ id: '1001C' }),
        event: { ...splitEvent('split-from'), from: { key: 'k1', id: '1001' } },
      },
      {
        kind: 'remove',
        team: 'ORCDISTBA01',
        key: 'k1',
        rev: 0,
        // Issue 15: the original's last event keeps it whole and names its halves.
        event: {
          ...splitEvent('split-into'),
          record: mixed.invoice,
          into: [
            { key: 'ORCDISTBA01-key1', id: '1001I' },
            { key: 'ORCDISTBA01-key2', id: '1001C' },
          ],
        },
      },
    ]);
  });

  it("split recomputes each half's totals from its own lines, the global factor where a line has none", async () => {
    const repo = fakeInvoices();
    const mixed = anEntry({
      services: [
        { code: 'NDE1', price: 100, quantity: 2, factor: '' },
        { code: 'NDM1', price: 40, quantity: 3, factor: '' },
        { code: 'NDM2', price: 10, quantity: 1, factor: 2 },
      ],
    });
    await split(repo, mixed, superv, 1.5);
    const [halfI, halfC] = repo.changes().map((c) => (c.kind === 'create' ? c.invoice : null));
    // D13, D4, D5: I is NDE1 alone: 100 × 2 = 200, × 1.5 = 300.
    expect(halfI).toMatchObject({ id: '1001I', total: 200, total_wfactor: 300 });
    // C: NDM1 40 × 3 = 120, × 1.5 = 180; NDM2 keeps its own factor, 10 × 1 × 2 = 20.
    expect(halfC).toMatchObject({ id: '1001C', total: 130, total_wfactor: 200 });
  });

  it('a refused split writes nothing', async () => {
    const repo = fakeInvoices();
    await expect(split(repo, anEntry(), admin, 1.6568)).resolves.toEqual({
      ok: false,
      reason: REFUSALS.notMixed,
    });
    expect(repo.calls).toEqual([]);
  });

  it('pedidos', async () => {
    const repo = fakeInvoices();
    const line = { code: 'NDE1', price: 10, quantity: 1, factor: 1 };
    await expect(
      updatePedidos(repo, [{ entry: anEntry({ services: [line] }), positions: [0] }], '77', admin),
    ).resolves.toEqual({ ok: true, lines: 1 });
    expect(repo.calls).toEqual([
      [
        'commit',
        [
          {
            kind: 'patch',
            team: 'ORCDISTBA01',
            key: 'k1',
            rev: 0,
            fields: {
              services: [{ ...line, pedido: '77', paid: true }],
            },
            event: {
              action: 'pedido',
              by: 'uAdmin',
              byName: 'Ana Admin',
              role: 'admin',
              changes: [
                { path: 'services/0', before: line, after: { ...line, pedido: '77', paid: true } },
              ],
            },
          },
        ],
      ],
    ]);
  });
});

describe('supervisor save (SPEC §6, §7, issue 23)', () => {
  function fakeUsers(): UserRepo & { changes: [string, SupervisionChange][] } {
    const changes: [string, SupervisionChange][] = [];
    return {
      changes,
      getUser: async () => null,
      watchUser: () => () => undefined,
      listUsers: async () => [],
      changeSupervision: async (uid, change) => {
        changes.push([uid, change]);
        return ['ORCDISTBA01', 'ORCDISTBA02'];
      },
    };
  }

  it('an admin sends the codes ticked and unticked, cleaned, and gets the stored list', async () => {
    const users = fakeUsers();
    await expect(
      changeSupervision(users, admin, 'u9', {
        add: ['ORCDISTBA02', ' ORCDISTBA05', 'N/A', 'ORCDISTBA02'],
        remove: ['', 'ORCDISTBA07 '],
      }),
    ).resolves.toEqual({ ok: true, teams: ['ORCDISTBA01', 'ORCDISTBA02'] });
    expect(users.changes).toEqual([
      ['u9', { add: ['ORCDISTBA02', 'ORCDISTBA05'], remove: ['ORCDISTBA07'] }],
    ]);
  });

  it('anyone else is refused and nothing is written', async () => {
    const users = fakeUsers();
    await expect(
      changeSupervision(users, superv, 'u9', { add: ['ORCDISTBA01'], remove: [] }),
    ).resolves.toEqual({
      ok: false,
      reason: REFUSALS.notAllowed,
    });
    expect(users.changes).toEqual([]);
  });
});

describe('D51: a write the store refuses as stale or gone is a refusal that says so, naming the bulletin', () => {
  /** A repo whose commit the store refuses: this bulletin moved on (or vanished) elsewhere. */
  function refusing(error: Error) {
    const repo = fakeInvoices();
    repo.commit = async () => {
      throw error;
    };
    return repo;
  }

  it('one bulletin changed elsewhere: "Nada foi salvo: este boletim …", marked as a conflict', async () => {
    const repo = refusing(new BulletinConflictError('changed', 'ORCDISTBA01', 'k1'));
    await expect(markPaid(repo, anEntry({ checked: true }), admin)).resolves.toEqual({
      ok: false,
      reason:
        'Nada foi salvo: este boletim foi alterado em outro lugar. Recarregue e tente de novo.',
      conflict: 'changed',
    });
  });

  it('one bulletin deleted elsewhere: "Este boletim foi excluído em outro lugar."', async () => {
    const repo = refusing(new BulletinConflictError('removed', 'ORCDISTBA01', 'k1'));
    await expect(
      returnToSupervision(repo, anEntry({ checked: true }), admin, 'Faltou a foto.', NOW),
    ).resolves.toMatchObject({
      ok: false,
      reason: 'Este boletim foi excluído em outro lugar.',
      conflict: 'removed',
    });
  });

  it('an action on several bulletins names the one that moved on by its id', async () => {
    const repo = refusing(new BulletinConflictError('removed', 'ORCDISTBA01', 'k2'));
    const items = [
      { entry: anEntry({ id: '0100201' }, 'k1'), pedido: '4500001' },
      { entry: anEntry({ id: '0100202' }, 'k2'), pedido: '4500002' },
    ];
    await expect(darBaixa(repo, items, admin)).resolves.toEqual({
      ok: false,
      reason: 'Nada foi salvo: o boletim 0100202 foi excluído em outro lugar.',
      conflict: 'removed',
    });
    const changed = refusing(new BulletinConflictError('changed', 'ORCDISTBA01', 'k1'));
    await expect(
      bulkToggle(changed, [anEntry({ id: '0100201' }, 'k1'), anEntry({}, 'k2')], 'paid', admin),
    ).resolves.toMatchObject({
      reason:
        'Nada foi salvo: o boletim 0100201 foi alterado em outro lugar. Recarregue e tente de novo.',
    });
  });

  it('the bulletin named is the one at forms/{team}/{key}: a key is unique within its team only', async () => {
    const repo = refusing(new BulletinConflictError('removed', 'ORCDISTBA02', 'k1'));
    const selected = [
      anEntry({ id: '0100201' }, 'k1', 'ORCDISTBA01'),
      anEntry({ id: '0200301', team: 'ORCDISTBA02' }, 'k1', 'ORCDISTBA02'),
    ];
    await expect(bulkToggle(repo, selected, 'paid', admin)).resolves.toEqual({
      ok: false,
      reason: 'Nada foi salvo: o boletim 0200301 foi excluído em outro lugar.',
      conflict: 'removed',
    });
  });

  it('Atualizar Pedidos names the bulletin that moved on too (D15)', async () => {
    const repo = refusing(new BulletinConflictError('changed', 'ORCDISTBA01', 'k2'));
    const line = { code: 'NDE1', price: 10, quantity: 1, factor: 1 };
    const targets = [
      { entry: anEntry({ id: '0100201', services: [line] }, 'k1'), positions: [0] },
      { entry: anEntry({ id: '0100202', services: [line] }, 'k2'), positions: [0] },
    ];
    await expect(updatePedidos(repo, targets, '4500001', admin)).resolves.toEqual({
      ok: false,
      reason:
        'Nada foi salvo: o boletim 0100202 foi alterado em outro lugar. Recarregue e tente de novo.',
      conflict: 'changed',
    });
  });

  it('a selection of one bulletin is still named: the screen shows a table, not that bulletin', async () => {
    const repo = refusing(new BulletinConflictError('removed', 'ORCDISTBA01', 'k1'));
    const items = [{ entry: anEntry({ id: '0100201' }, 'k1'), pedido: '4500001' }];
    await expect(darBaixa(repo, items, admin)).resolves.toMatchObject({
      reason: 'Nada foi salvo: o boletim 0100201 foi excluído em outro lugar.',
    });
  });

  it('any other refusal (rights, network) still rejects with its own error', async () => {
    const repo = refusing(new Error('PERMISSION_DENIED: Permission denied'));
    await expect(markPaid(repo, anEntry({ checked: true }), admin)).rejects.toThrow(
      /PERMISSION_DENIED/,
    );
  });
});

describe('perform takes the registry actions it writes for (P53)', () => {
  it('knows a single-bulletin action by its id, and nothing else', () => {
    expect(isPerformId('markPaid')).toBe(true);
    expect(isPerformId('split')).toBe(true);
    expect(isPerformId('nope')).toBe(false);
    expect(isPerformId('toString')).toBe(false);
  });
});
