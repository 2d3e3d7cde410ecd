import fc from 'fast-check';
import {
  REFUSALS,
  pedidosSuccessMessage,
  splitErrorMessage,
  unclassifiedCodesReason,
} from './messages';
import type { BulletinChange, ChangeEvent, HistoryAction, Invoice, ServiceLine } from './model';
import { invoiceValueCents } from './money';
import {
  authorizeEdit,
  bulkForwardToBilling,
  bulkToggle,
  creationDefaults,
  darBaixa,
  deleteInvoice,
  forwardToBilling,
  markAttached,
  markPaid,
  markViewed,
  newInvoice,
  patchOf as workflowPatchOf,
  returnToSupervision,
  saveHeaderPatch,
  saveMaterialsPatch,
  savePhotosPatch,
  saveServicesPatch,
  split,
  updatePedidos,
} from './workflow';
import type { ActingUser } from './workflow';
import { ON_CREATION, aUser, anEntry, anInvoice } from './testing/builders';

const NOW = Date.UTC(2026, 10, 20, 14, 30);
// The names the expected records below spell out.
const admin = aUser('admin');
const superv = aUser('superv', { name: 'Sérgio Supervisor' });
const func = aUser('func', { name: 'Ana' });
const team = aUser('team', { name: 'Ana' });
const nobody = aUser(null);

/** The history event (issue 15) of a change `user` makes, spelled out. */
const eventBy = (user: ActingUser, action: HistoryAction): ChangeEvent => ({
  action,
  by: user.uid,
  byName: user.name,
  role: user.role ?? '',
});

/**
 * A patch of bulletin `key` of ORCDISTBA01, as a change names it: made on revision `rev` (D51:
 * the builders' records carry none, 0) with its event.
 */
const patchOf = (
  key: string,
  fields: Record<string, unknown>,
  action: HistoryAction,
  user: ActingUser = admin,
  rev = 0,
): BulletinChange => ({
  kind: 'patch',
  team: 'ORCDISTBA01',
  key,
  rev,
  fields,
  // Issue 15: what each change does is checked by its own tests (history.test.ts and below).
  event: { ...eventBy(user, action), changes: expect.any(Array) as unknown as [] },
});
/** The record a change creates under `key` (split halves). */
function created(changes: readonly BulletinChange[], key: string): Invoice {
  const change = changes.find((c) => c.key === key);
  if (change?.kind !== 'create') throw new Error(`no creation of ${key}`);
  return change.invoice;
}

describe('creation (SPEC §4)', () => {
  it('sets sent_status true_opened and every flag false', () => {
    expect(creationDefaults()).toEqual(ON_CREATION);
  });

  const input = {
    team: 'ORCDISTBA01',
    header: { title: 'Poda', project: 'P-1', date: '05/11/2026' },
    services: [
      { code: 'NDE1', price: 100, quantity: 2, factor: '' }, // 200.00 / × 1.5 = 300.00
      { code: 'NDE2', price: '10,05', quantity: 1, factor: 1 }, // 10.05 / 10.05
    ],
    materials: [],
    photos: [],
  };

  it('builds the whole record with date, totals, creator and team', () => {
    const result = newInvoice({ ...input, id: 'P-77' }, team, NOW, 1.5);
    expect(result).toEqual({
      ok: true,
      patch: {
        id: 'P-77',
        header: { ...input.header, team: 'ORCDISTBA01' },
        services: input.services,
        materials: [],
        photos: [],
        date: Date.UTC(2026, 10, 5),
        total: 210.05,
        total_wfactor: 310.05,
        ...ON_CREATION,
        created_at: NOW,
        created_by: 'Ana',
        team: 'ORCDISTBA01',
      },
    });
  });

  it('has no id field when none is given', () => {
    const result = newInvoice(input, team, NOW, 1.5);
    expect(result.ok && 'id' in result.patch).toBe(false);
  });

  it('is refused with the SPEC §5 message when a required field is missing', () => {
    expect(
      newInvoice({ ...input, header: { ...input.header, title: '' } }, team, NOW, 1.5),
    ).toEqual({
      ok: false,
      reason: 'Preencha os campos obrigatórios: Título, Projeto e Data',
    });
    expect(newInvoice({ ...input, team: '' }, team, NOW, 1.5)).toEqual({
      ok: false,
      reason: 'Selecione uma equipe',
    });
  });

  it('is refused to a user without a role', () => {
    expect(newInvoice(input, nobody, NOW, 1.5)).toEqual({ ok: false, reason: REFUSALS.notAllowed });
  });
});

describe('forward to billing (SPEC §4)', () => {
  it('superv on an unchecked bulletin: checked, true_false, now and its name', () => {
    expect(forwardToBilling(anEntry(), superv, NOW)).toEqual({
      ok: true,
      patch: {
        checked: true,
        checked_closed: 'true_false',
        checked_at: NOW,
        checked_by: 'Sérgio Supervisor',
      },
      action: 'forwarded',
    });
  });

  it('is refused on a checked bulletin and to every other role', () => {
    expect(forwardToBilling(anEntry({ checked: true }), superv, NOW)).toEqual({
      ok: false,
      reason: REFUSALS.alreadyChecked,
    });
    for (const other of [admin, func, team, nobody]) {
      expect(forwardToBilling(anEntry(), other, NOW)).toEqual({
        ok: false,
        reason: REFUSALS.notAllowed,
      });
    }
  });
});

describe('return to supervision (SPEC §4, issue 15)', () => {
  const NOW = Date.UTC(2026, 10, 21, 17, 32);

  it('admin on a checked bulletin resets every flag and keeps the reason until the next forward', () => {
    const entry = anEntry({ checked: true, paid: true, attached: true, archived: true });
    expect(returnToSupervision(entry, admin, '  Faltou a foto do poste 3.  ', NOW)).toEqual({
      ok: true,
      patch: {
        attached: false,
        archived: false,
        viewedByFat: false,
        paid: false,
        checked: false,
        checked_closed: 'false_false',
        lastReturn: { reason: 'Faltou a foto do poste 3.', byName: admin.name, at: NOW },
      },
      action: 'returned',
      reason: 'Faltou a foto do poste 3.',
    });
  });

  it('needs a reason of at least 5 characters, spaces around aside, and at most 1000', () => {
    const entry = anEntry({ checked: true });
    for (const typed of ['', '    ', 'abcd', '  abcd  ', null, undefined]) {
      expect(returnToSupervision(entry, admin, typed, NOW)).toEqual({
        ok: false,
        reason: REFUSALS.returnReasonRequired,
      });
    }
    expect(returnToSupervision(entry, admin, 'abcde', NOW).ok).toBe(true);
    expect(returnToSupervision(entry, admin, 'x'.repeat(1000), NOW).ok).toBe(true);
    expect(returnToSupervision(entry, admin, 'x'.repeat(1001), NOW)).toEqual({
      ok: false,
      reason: REFUSALS.returnReasonTooLong,
    });
  });

  it('is refused on an unchecked bulletin and to non-admins', () => {
    expect(returnToSupervision(anEntry(), admin, 'Motivo válido', NOW)).toEqual({
      ok: false,
      reason: REFUSALS.notChecked,
    });
    expect(returnToSupervision(anEntry({ checked: true }), superv, 'Motivo válido', NOW).ok).toBe(
      false,
    );
  });

  it('the next forward removes the last return, and a forward of a never-returned one writes none', () => {
    const returned = anEntry({
      checked: false,
      lastReturn: { reason: 'Faltou a foto.', byName: 'Admin Demo', at: NOW },
    });
    const forward = forwardToBilling(returned, superv, NOW);
    expect(forward.ok && forward.patch.lastReturn).toBe(null);
    const plain = forwardToBilling(anEntry({ checked: false }), superv, NOW);
    expect(plain.ok && 'lastReturn' in plain.patch).toBe(false);
  });
});

describe('admin marks (SPEC §4)', () => {
  it('viewed sets viewedByFat, paid sets paid, attached sets attached and archived', () => {
    expect(markViewed(anEntry(), admin)).toEqual({
      ok: true,
      patch: { viewedByFat: true },
      action: 'viewed',
    });
    expect(markPaid(anEntry(), admin)).toEqual({ ok: true, patch: { paid: true }, action: 'paid' });
    expect(markAttached(anEntry(), admin)).toEqual({
      ok: true,
      patch: { attached: true, archived: true },
      action: 'attached',
    });
  });

  it('can be undone with false', () => {
    expect(markViewed(anEntry(), admin, false)).toEqual({
      ok: true,
      patch: { viewedByFat: false },
      action: 'unviewed',
    });
    expect(markPaid(anEntry(), admin, false)).toEqual({
      ok: true,
      patch: { paid: false },
      action: 'unpaid',
    });
    expect(markAttached(anEntry(), admin, false)).toEqual({
      ok: true,
      patch: { attached: false, archived: false },
      action: 'unattached',
    });
  });

  it('are admin only', () => {
    for (const other of [superv, func, team]) {
      expect(markViewed(anEntry(), other).ok).toBe(false);
      expect(markPaid(anEntry(), other).ok).toBe(false);
      expect(markAttached(anEntry(), other).ok).toBe(false);
    }
  });
});

describe('editor saves (SPEC §7)', () => {
  it('header: header plus date (UTC timestamp) and editedBy', () => {
    const header = { title: 'Nova', project: 'P-2', date: '07/11/2026' };
    expect(saveHeaderPatch(anEntry(), header, func)).toEqual({
      ok: true,
      patch: { header, date: Date.UTC(2026, 10, 7), editedBy: 'Ana' },
      action: 'header',
    });
  });

  it('header: an invalid date is refused (D7)', () => {
    expect(saveHeaderPatch(anEntry(), { date: '31/02/2026' }, func)).toEqual({
      ok: false,
      reason: 'Data inválida. Use o formato dd/mm/aaaa.',
    });
  });

  it('services: the edited list plus total, total_wfactor and editedBy', () => {
    const line = { code: 'NDE1', price: 10, quantity: 3, factor: 2 }; // 30.00 / 60.00
    const entry = anEntry({ services: [] });
    expect(saveServicesPatch(entry, { kind: 'add', item: line }, 1.6568, team)).toEqual({
      ok: true,
      patch: { services: [line], total: 30, total_wfactor: 60, editedBy: 'Ana' },
      action: 'services',
      // Issue 15: the factor its history uses for each changed line's total.
      globalFactor: 1.6568,
    });
  });

  it('photos and materials: only themselves', () => {
    const removeFirst = { kind: 'remove', position: 0 } as const;
    expect(savePhotosPatch(anEntry({ photos: [{ pg: '1' }] }), removeFirst, team)).toEqual({
      ok: true,
      patch: { photos: [] },
      action: 'photos',
    });
    expect(saveMaterialsPatch(anEntry({ materials: [{}] }), removeFirst, team)).toEqual({
      ok: true,
      patch: { materials: [] },
      action: 'materials',
    });
  });

  it('a line that is not there is refused', () => {
    const entry = anEntry({ services: [], photos: [], materials: [] });
    const edit = { kind: 'remove', position: 0 } as const;
    expect(saveServicesPatch(entry, edit, 1, team)).toEqual({
      ok: false,
      reason: REFUSALS.lineNotFound,
    });
    expect(savePhotosPatch(entry, edit, team).ok).toBe(false);
    expect(saveMaterialsPatch(entry, edit, team).ok).toBe(false);
  });

  it('are refused to a user without a role', () => {
    const edit = { kind: 'add', item: {} } as const;
    expect(saveHeaderPatch(anEntry(), {}, nobody).ok).toBe(false);
    expect(saveServicesPatch(anEntry(), edit, 1, nobody).ok).toBe(false);
    expect(savePhotosPatch(anEntry(), edit, nobody).ok).toBe(false);
    expect(saveMaterialsPatch(anEntry(), edit, nobody).ok).toBe(false);
  });
});

describe('edit and delete passwords (SPEC §6, D26)', () => {
  const checkedInvoice = anInvoice({ checked: true });

  it('a non-admin opening a checked bulletin types the password', () => {
    expect(authorizeEdit(checkedInvoice, func, '0000', '1234')).toEqual({
      ok: false,
      reason: 'Senha incorreta.',
    });
    expect(authorizeEdit(checkedInvoice, func, '1234', '1234')).toEqual({ ok: true });
    expect(authorizeEdit(checkedInvoice, admin, null, '1234')).toEqual({ ok: true });
    expect(authorizeEdit(anInvoice(), team, null, '1234')).toEqual({ ok: true });
    expect(authorizeEdit(anInvoice(), nobody, '1234', '1234').ok).toBe(false);
  });

  it('team and func delete with the password; superv and admin without', () => {
    const entry = anEntry();
    expect(deleteInvoice(entry, team, 'x', '1234')).toEqual({
      ok: false,
      reason: 'Senha incorreta.',
    });
    expect(deleteInvoice(entry, func, '1234', '1234')).toEqual({
      ok: true,
      changes: [
        {
          kind: 'remove',
          team: 'ORCDISTBA01',
          key: 'k1',
          rev: 0,
          // Issue 15: the last event keeps the record as it was deleted.
          event: { ...eventBy(func, 'deleted'), record: entry.invoice },
        },
      ],
    });
    expect(deleteInvoice(entry, superv, null, '1234').ok).toBe(true);
    // D51: the removal is made on the revision the user saw.
    expect(deleteInvoice(anEntry({ rev: 7 }), func, '1234', '1234')).toMatchObject({
      changes: [{ kind: 'remove', rev: 7 }],
    });
    expect(deleteInvoice(entry, nobody, '1234', '1234').ok).toBe(false);
  });
});

describe('bulk toggles (SPEC §4)', () => {
  const a = anEntry({}, 'a');
  const b = anEntry({ viewedByFat: true, paid: true }, 'b');
  const c = anEntry({ status: 'viewed', paid: true }, 'c');

  it('set the flag on all when some lack it, in one change', () => {
    expect(bulkToggle([a, b], 'viewed', admin)).toEqual({
      ok: true,
      value: true,
      changes: [
        patchOf('a', { viewedByFat: true }, 'viewed'),
        patchOf('b', { viewedByFat: true }, 'viewed'),
      ],
    });
  });

  it('name the team of each bulletin, several teams in one change', () => {
    const other = { ...anEntry({}, 'z'), team: 'ORCDISTBA07' };
    expect(bulkToggle([a, other], 'paid', admin)).toMatchObject({
      ok: true,
      changes: [
        { kind: 'patch', team: 'ORCDISTBA01', key: 'a' },
        { kind: 'patch', team: 'ORCDISTBA07', key: 'z', fields: { paid: true } },
      ],
    });
  });

  it('clear it on all when every one has it (status viewed counts as viewed)', () => {
    expect(bulkToggle([b, c], 'viewed', admin)).toMatchObject({ ok: true, value: false });
    expect(bulkToggle([b, c], 'paid', admin)).toEqual({
      ok: true,
      value: false,
      changes: [patchOf('b', { paid: false }, 'unpaid'), patchOf('c', { paid: false }, 'unpaid')],
    });
  });

  it('are refused without a selection and to non-admins', () => {
    expect(bulkToggle([], 'paid', admin)).toEqual({ ok: false, reason: REFUSALS.noSelection });
    expect(bulkToggle([a], 'paid', superv)).toEqual({ ok: false, reason: REFUSALS.notAllowed });
  });
});

describe('bulk forward to billing (issue 16)', () => {
  const a = anEntry({}, 'a');
  const b = anEntry({ checked: true, checked_by: 'Outro' }, 'b');
  const c = anEntry({}, 'c');

  it("writes the single forward's fields on each unchecked bulletin, in one change", () => {
    const one = forwardToBilling(a, superv, NOW);
    expect(one.ok).toBe(true);
    const result = bulkForwardToBilling([a, c], superv, NOW);
    const fields = {
      checked: true,
      checked_closed: 'true_false',
      checked_at: NOW,
      checked_by: 'Sérgio Supervisor',
    };
    expect(result).toEqual({
      ok: true,
      forwarded: [a, c],
      refused: [],
      changes: [
        patchOf('a', fields, 'forwarded', superv),
        patchOf('c', fields, 'forwarded', superv),
      ],
    });
    // The same rule as one forward: each bulletin's part of the change is its single patch.
    if (!result.ok || !one.ok) return;
    expect(result.changes[0]).toEqual(patchOf('a', one.patch, one.action, superv));
  });

  it('leaves out an already checked bulletin and says why', () => {
    const result = bulkForwardToBilling([a, b], superv, NOW);
    expect(result).toMatchObject({
      ok: true,
      forwarded: [a],
      refused: [{ entry: b, reason: REFUSALS.alreadyChecked }],
    });
    if (result.ok) expect(result.changes.map((change) => change.key)).toEqual(['a']);
  });

  it('writes nothing when every bulletin is refused', () => {
    expect(bulkForwardToBilling([b], superv, NOW)).toEqual({
      ok: true,
      changes: [],
      forwarded: [],
      refused: [{ entry: b, reason: REFUSALS.alreadyChecked }],
    });
  });

  it('is refused without a selection and to every role but superv', () => {
    expect(bulkForwardToBilling([], superv, NOW)).toEqual({
      ok: false,
      reason: REFUSALS.noSelection,
    });
    for (const other of [admin, func, team, nobody])
      expect(bulkForwardToBilling([a], other, NOW)).toEqual({
        ok: false,
        reason: REFUSALS.notAllowed,
      });
  });
});

describe('Dar Baixa (D14)', () => {
  const items = [
    { entry: anEntry({}, 'a'), pedido: ' 4500001 ' },
    { entry: anEntry({}, 'b'), pedido: '' },
    { entry: anEntry({}, 'c'), pedido: '4500003' },
    { entry: anEntry({}, 'd'), pedido: null },
  ];

  it('attaches and stores the pedido on each bulletin that got one, in one change', () => {
    expect(darBaixa(items, admin)).toEqual({
      ok: true,
      count: 2,
      changes: [
        patchOf('a', { attached: true, 'header/pedido': '4500001' }, 'attached'),
        patchOf('c', { attached: true, 'header/pedido': '4500003' }, 'attached'),
      ],
    });
  });

  it('each bulletin is patched on the revision the user saw (D51)', () => {
    const seen = [{ entry: anEntry({ rev: 4 }, 'a'), pedido: '4500001' }];
    expect(darBaixa(seen, admin)).toMatchObject({ changes: [{ key: 'a', rev: 4 }] });
  });

  it('skips everything when no pedido was typed', () => {
    expect(darBaixa([items[1]!, items[3]!], admin)).toEqual({ ok: true, count: 0, changes: [] });
  });

  it('P56: a pedido longer than the header field holds (50) is refused, nothing written', () => {
    const at = (n: number) => [{ entry: anEntry({}, 'a'), pedido: ` ${'4'.repeat(n)} ` }];
    expect(darBaixa(at(50), admin)).toMatchObject({ ok: true, count: 1 });
    expect(darBaixa(at(51), admin)).toEqual({
      ok: false,
      reason: 'Pedido: no máximo 50 caracteres.',
    });
  });

  it('is refused without a selection and to non-admins', () => {
    expect(darBaixa([], admin).ok).toBe(false);
    expect(darBaixa(items, func)).toEqual({ ok: false, reason: REFUSALS.notAllowed });
  });
});

describe('split (D13)', () => {
  const services: ServiceLine[] = [
    { code: 'NDE1', price: 100, quantity: 1, factor: 1 }, // I 100.00
    { code: 'NDM2', price: 50, quantity: 2, factor: '' }, // C 100 × 1.5 = 150.00
    { code: '20 II', price: 10, quantity: 1, factor: 2 }, // I 20.00
  ];
  const entry = anEntry({ services, totalWithFactor: 999, checked: true, total: 1 });
  const keys = { I: 'kI', C: 'kC' };

  it('removes the original on the revision seen, its event split-into; each half split-from (D51)', () => {
    const seen = anEntry({ services, rev: 5 });
    const result = split(seen, admin, keys, 1.5);
    if (!result.ok) throw new Error(result.reason);
    expect(result.changes.map((change) => [change.kind, change.event.action])).toEqual([
      ['create', 'split-from'],
      ['create', 'split-from'],
      ['remove', 'split-into'],
    ]);
    expect(result.changes[2]).toMatchObject({ kind: 'remove', key: 'k1', rev: 5 });
    expect(created(result.changes, 'kI').rev).toBeUndefined();
    expect(created(result.changes, 'kC').rev).toBeUndefined();
  });

  it('creates {id}I and {id}C with the lines partitioned and removes the original, in one update', () => {
    const result = split(entry, admin, keys, 1.5);
    if (!result.ok) throw new Error(result.reason);
    expect(result.ids).toEqual({ I: '1001I', C: '1001C' });
    expect(result.changes.map(({ kind, team, key }) => ({ kind, team, key }))).toEqual([
      { kind: 'create', team: 'ORCDISTBA01', key: 'kI' },
      { kind: 'create', team: 'ORCDISTBA01', key: 'kC' },
      { kind: 'remove', team: 'ORCDISTBA01', key: 'k1' },
    ]);
    const halfI = created(result.changes, 'kI');
    const halfC = created(result.changes, 'kC');
    expect(halfI.services).toEqual([services[0], services[2]]);
    expect(halfC.services).toEqual([services[1]]);
    expect([halfI.total, halfI.total_wfactor]).toEqual([110, 120]);
    expect([halfC.total, halfC.total_wfactor]).toEqual([100, 150]);
    expect(halfI.totalWithFactor).toBeUndefined();
  });

  it('the halves copy header, materials, photos and status fields (an admin, on a checked one)', () => {
    const result = split(entry, admin, keys, 1.5);
    if (!result.ok) throw new Error(result.reason);
    const halfC = created(result.changes, 'kC');
    expect(halfC.header).toEqual(entry.invoice.header);
    expect(halfC.header).not.toBe(entry.invoice.header);
    expect(halfC.materials).toEqual(entry.invoice.materials);
    expect(halfC.photos).toEqual(entry.invoice.photos);
    expect(halfC.checked).toBe(true);
    expect(halfC.sent_status).toBe('true_opened');
    expect(halfC.date).toBe(entry.invoice.date);
  });

  it("a supervisor splits an unchecked one; a checked one is the admin's (issue 14)", () => {
    expect(split(anEntry({ services }), superv, keys, 1.5).ok).toBe(true);
    expect(split(entry, superv, keys, 1.5)).toEqual({
      ok: false,
      reason: REFUSALS.splitForwarded,
    });
  });

  it('is refused naming the unclassified codes', () => {
    const withOdd = anEntry({
      services: [...services, { code: '40X' }, { code: '' }, { code: '40X' }],
    });
    const reason =
      'Códigos sem classificação de investimento (I) ou despesa (C): 40X, (sem código).';
    expect(split(withOdd, admin, keys, 1.5)).toEqual({ ok: false, reason });
    expect(splitErrorMessage(reason)).toBe(`Erro ao dividir boletim: ${reason}`);
    expect(unclassifiedCodesReason(['A'])).toContain(': A.');
  });

  it('is refused when one group would be empty', () => {
    // NDE with NDM is mixed, but NDE1C ends in C: both lines are expense.
    const oneSided = anEntry({ services: [{ code: 'NDE1C' }, { code: 'NDM2' }] });
    expect(split(oneSided, admin, keys, 1.5)).toEqual({ ok: false, reason: REFUSALS.missingGroup });
  });

  it('is refused when the codes are not mixed, and to team and func', () => {
    expect(split(anEntry(), admin, keys, 1.5)).toEqual({ ok: false, reason: REFUSALS.notMixed });
    expect(split(entry, team, keys, 1.5)).toEqual({ ok: false, reason: REFUSALS.notAllowed });
    expect(split(entry, func, keys, 1.5).ok).toBe(false);
  });

  it('names an invoice without id just by the suffix', () => {
    const result = split(anEntry({ id: undefined, services }), admin, keys, 1.5);
    expect(result.ok && result.ids).toEqual({ I: 'I', C: 'C' });
  });

  it('keeps every line exactly once and the two values sum to the original (property)', () => {
    // Every I code ends in II/RD and every C code in C, so any pick is mixed (SPEC §5).
    const I_CODES = ['NDE1RD', '20II', '30RD', 'nde 9 ii'];
    const C_CODES = ['NDM1C', '10C', 'ndm 4c'];
    const line = (codes: string[]) =>
      fc.record({
        code: fc.constantFrom(...codes),
        price: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
        quantity: fc.integer({ min: 0, max: 10_000 }).map((c) => c / 100),
        factor: fc.oneof(
          fc.constant(''),
          fc.integer({ min: 1, max: 30_000 }).map((f) => f / 10_000),
        ),
      });
    const lines = fc
      .tuple(
        fc.array(line(I_CODES), { minLength: 1, maxLength: 8 }),
        fc.array(line(C_CODES), { minLength: 1, maxLength: 8 }),
      )
      .chain(([i, c]) => fc.shuffledSubarray([...i, ...c], { minLength: i.length + c.length }));
    fc.assert(
      fc.property(lines, (all) => {
        const original = anEntry({ services: all });
        const result = split(original, admin, keys, 1.6568);
        if (!result.ok) throw new Error(result.reason);
        const halfI = created(result.changes, 'kI');
        const halfC = created(result.changes, 'kC');
        const parts = [...(halfI.services as ServiceLine[]), ...(halfC.services as ServiceLine[])];
        expect(parts).toHaveLength(all.length);
        for (const l of all) expect(parts.filter((p) => p === l)).toHaveLength(1);
        expect(invoiceValueCents(halfI, 1.6568) + invoiceValueCents(halfC, 1.6568)).toBe(
          invoiceValueCents(original.invoice, 1.6568),
        );
      }),
    );
  });
});

describe('Coelba pedidos (D15, SPEC §7)', () => {
  const services: ServiceLine[] = [
    { code: 'A', pedido: '-' },
    { code: 'B', pedido: '-' },
    { code: 'C', pedido: '4500', paid: true },
  ];
  const entry = anEntry({ services: { '0': services[0]!, '1': services[1]!, '2': services[2]! } });

  it("P56: a pedido longer than a line's (the rules' 100) is refused, nothing written", () => {
    const pedido = (n: number) => ` ${'4'.repeat(n)} `;
    expect(updatePedidos([{ entry, positions: [0] }], pedido(100), admin)).toMatchObject({
      ok: true,
      lines: 1,
    });
    expect(updatePedidos([{ entry, positions: [0] }], pedido(101), admin)).toEqual({
      ok: false,
      reason: 'Pedido: no máximo 100 caracteres.',
    });
  });

  it('set the pedido and paid=true on the selected lines, the whole services per bulletin', () => {
    expect(updatePedidos([{ entry, positions: [0, 1] }], ' 4600 ', admin)).toEqual({
      ok: true,
      lines: 2,
      changes: [
        patchOf(
          'k1',
          {
            services: [
              { code: 'A', pedido: '4600', paid: true },
              { code: 'B', pedido: '4600', paid: true },
              { code: 'C', pedido: '4500', paid: true },
            ],
          },
          'pedido',
        ),
      ],
    });
    expect(pedidosSuccessMessage(2)).toBe('Pedidos atualizados com sucesso! 2 itens processados.');
  });

  it("a blank pedido resets the lines to '-' and paid=false", () => {
    const result = updatePedidos([{ entry, positions: [2] }], '  ', admin);
    expect(result.ok && result.changes).toEqual([
      patchOf(
        'k1',
        { services: [services[0], services[1], { code: 'C', pedido: '-', paid: false }] },
        'pedido',
      ),
    ]);
  });

  it('merges several rows that point to the same bulletin', () => {
    const other = anEntry({ services: [{ code: 'X' }] }, 'k2');
    const result = updatePedidos(
      [
        { entry, positions: [0] },
        { entry: other, positions: [0] },
        { entry, positions: [2] },
      ],
      '47',
      admin,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines).toBe(3);
    expect(result.changes.map((change) => change.key)).toEqual(['k1', 'k2']);
    const first = result.changes[0];
    expect(
      first?.kind === 'patch' && (first.fields.services as ServiceLine[]).map((l) => l.pedido),
    ).toEqual(['47', '-', '47']);
  });

  it('keeps the same key in two teams apart: two bulletins, two patches', () => {
    const elsewhere = { ...entry, team: 'ORCDISTBA09' };
    const result = updatePedidos(
      [
        { entry, positions: [0] },
        { entry: elsewhere, positions: [1] },
      ],
      '48',
      admin,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.changes.map(({ team, key }) => `${team} ${key}`)).toEqual([
      'ORCDISTBA01 k1',
      'ORCDISTBA09 k1',
    ]);
  });

  it('does not touch the record it was given', () => {
    updatePedidos([{ entry, positions: [0] }], '99', admin);
    expect(services[0]).toEqual({ code: 'A', pedido: '-' });
  });

  it('is refused for a missing line, an empty selection, or a non-admin', () => {
    expect(updatePedidos([{ entry, positions: [5] }], '1', admin)).toEqual({
      ok: false,
      reason: REFUSALS.lineNotFound,
    });
    expect(updatePedidos([], '1', admin)).toEqual({ ok: false, reason: REFUSALS.noLines });
    expect(updatePedidos([{ entry, positions: [] }], '1', admin).ok).toBe(false);
    expect(updatePedidos([{ entry, positions: [0] }], '1', superv)).toEqual({
      ok: false,
      reason: REFUSALS.notAllowed,
    });
  });
});

describe('issue 14: what the app writes is what the rules allow', () => {
  const X: ServiceLine = { code: 'NDE1', price: 10, quantity: 1, pedido: '-' };
  const P: ServiceLine = { code: 'NDE2', price: 20, quantity: 1, pedido: '4500012345', paid: true };
  const Y: ServiceLine = { code: 'NDE3', price: 30, quantity: 1, pedido: '-', paid: false };
  const removeAt = (position: number) => ({ kind: 'remove', position }) as const;
  const servicesOf = (result: ReturnType<typeof saveServicesPatch>) =>
    result.ok ? result.patch.services : result.reason;

  it('the forward names the checker as the session gives it: the record name as stored (P15)', () => {
    const spaced = aUser('superv', { name: 'Sup', checker: ' Sup ' });
    const forwarded = forwardToBilling(anEntry(), spaced, NOW);
    expect(forwarded.ok && forwarded.patch.checked_by).toBe(' Sup ');
    const byEmail = aUser('superv', { name: 'sup@x.com', checker: 'sup@x.com' });
    const second = forwardToBilling(anEntry(), byEmail, NOW);
    expect(second.ok && second.patch.checked_by).toBe('sup@x.com');
    expect(forwardToBilling(anEntry(), aUser('superv', { checker: '' }), NOW)).toEqual({
      ok: false,
      reason: REFUSALS.noChecker,
    });
  });

  it("a non-admin's header save carries the stored pedido byte for byte; an admin's what it sends", () => {
    const entry = anEntry({ header: { title: 'T', pedido: ' 123 ' } });
    const typed = { title: 'T2', date: '01/11/2026', pedido: '123' };
    for (const user of [team, func, superv]) {
      const saved = saveHeaderPatch(entry, typed, user);
      expect(saved.ok && saved.patch.header).toEqual({ ...typed, pedido: ' 123 ' });
      const dropped = saveHeaderPatch(entry, { title: 'T2', date: '01/11/2026' }, user);
      expect(dropped.ok && dropped.patch.header).toEqual({ ...typed, pedido: ' 123 ' });
      const none = saveHeaderPatch(anEntry({ header: { title: 'T' } }), typed, user);
      expect(none.ok && none.patch.header).toEqual({ title: 'T2', date: '01/11/2026' });
    }
    const byAdmin = saveHeaderPatch(entry, typed, admin);
    expect(byAdmin.ok && byAdmin.patch.header).toEqual(typed);
  });

  it('removing a line before one with a pedido leaves a hole; later saves keep every key (P16)', () => {
    const entry = anEntry({ services: [X, P, Y] });
    expect(servicesOf(saveServicesPatch(entry, removeAt(0), 1, team))).toEqual([null, P, Y]);
    const holed = anEntry({ services: { '1': P, '2': Y } });
    expect(servicesOf(saveServicesPatch(holed, removeAt(1), 1, team))).toEqual([null, P]);
    const edited = { ...Y, quantity: 4 };
    expect(
      servicesOf(saveServicesPatch(holed, { kind: 'replace', position: 1, item: edited }, 1, team)),
    ).toEqual([null, P, edited]);
    expect(servicesOf(saveServicesPatch(holed, { kind: 'add', item: X }, 1, team))).toEqual([
      null,
      P,
      Y,
      X,
    ]);
    // Without a later pedido (or paid) line, a removal closes up as before.
    expect(servicesOf(saveServicesPatch(entry, removeAt(2), 1, team))).toEqual([X, P]);
    expect(
      servicesOf(saveServicesPatch(anEntry({ services: [X, Y] }), removeAt(0), 1, team)),
    ).toEqual([Y]);
  });

  it('totals count the lines present, holes aside', () => {
    const holed = anEntry({ services: { '1': P, '2': Y } });
    const result = saveServicesPatch(holed, { kind: 'add', item: X }, 1, team);
    expect(result.ok && [result.patch.total, result.patch.total_wfactor]).toEqual([60, 60]);
  });

  it('a line with a pedido is changed or removed by the admin only', () => {
    const entry = anEntry({ services: [X, P, Y] });
    const replaceP = { kind: 'replace', position: 1, item: { ...P, quantity: 5 } } as const;
    for (const user of [team, func, superv]) {
      expect(saveServicesPatch(entry, replaceP, 1, user)).toEqual({
        ok: false,
        reason: REFUSALS.pedidoLine,
      });
      expect(saveServicesPatch(entry, removeAt(1), 1, user)).toEqual({
        ok: false,
        reason: REFUSALS.pedidoLine,
      });
      expect(saveServicesPatch(entry, { kind: 'add', item: P }, 1, user).ok).toBe(false);
    }
    expect(servicesOf(saveServicesPatch(entry, replaceP, 1, admin))).toEqual([X, replaceP.item, Y]);
    expect(servicesOf(saveServicesPatch(entry, removeAt(1), 1, admin))).toEqual([X, null, Y]);
  });

  it('a structure with a legacy image path keeps its key when one before it is removed', () => {
    const legacy = { firebasePath: 'fotos/poste-1.jpg', pg: '1' };
    const https = { firebasePath: 'https://x.com/a.jpg', pg: '2' };
    const result = savePhotosPatch(anEntry({ photos: [https, legacy] }), removeAt(0), team);
    expect(result.ok && result.patch.photos).toEqual([null, legacy]);
  });

  it('Atualizar Pedidos finds a line of a holed list by its position in toList (D49) and keeps the keys', () => {
    const entry = anEntry({ services: { '1': P, '2': Y } });
    const result = updatePedidos([{ entry, positions: [1] }], '77', admin);
    if (!result.ok) throw new Error(result.reason);
    expect(result.changes[0]).toMatchObject({
      fields: { services: [null, P, { ...Y, pedido: '77', paid: true }] },
    });
  });
});

describe('what a write carries, exactly (issue 14, issue 15, issue 45)', () => {
  it("a non-admin's header save on a bulletin with no pedido writes no pedido member at all", () => {
    const header = { title: 'Nova', project: 'P-2', date: '07/11/2026', pedido: '4500' };
    const saved = saveHeaderPatch(anEntry(), header, func);
    expect(saved.ok && Object.keys(saved.patch.header as object)).toEqual([
      'title',
      'project',
      'date',
    ]);
    const base = anEntry();
    const noHeader = { ...base, invoice: { ...base.invoice, header: undefined } };
    const onNone = saveHeaderPatch(noHeader, header, func);
    expect(onNone.ok && Object.keys(onNone.patch.header as object)).toEqual([
      'title',
      'project',
      'date',
    ]);
  });

  it("a return's event keeps its reason; an event without one has no reason member", () => {
    const returned = workflowPatchOf(anEntry(), { checked: false }, func, {
      action: 'returned',
      reason: 'Faltou a foto do poste 3.',
    });
    expect(returned.kind === 'patch' && returned.event.reason).toBe('Faltou a foto do poste 3.');
    const viewed = workflowPatchOf(anEntry(), { viewedByFat: true }, func, 'viewed');
    expect(viewed.kind === 'patch' && 'reason' in viewed.event).toBe(false);
  });
});
