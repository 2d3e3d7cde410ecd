/**
 * P53: the registry of bulletin actions against SPEC §4 and §6, written out by hand here: for
 * each entry, who may take it and, where it has a precondition, a bulletin in a state it
 * refuses (with the refusal SPEC's wording asks) and one it allows. Permissions (canDo,
 * refusalReason) and the workflow's transition must both answer as the hand-written table, so a
 * role or a precondition that drifts in the registry, or a reader that stops reading it, fails.
 */
import {
  ADMIN_FLAGS,
  BULLETIN_ACTIONS,
  BULLETIN_ACTION_IDS,
  CHECKED,
  CREATING_EVENTS,
  HISTORY_EVENTS,
  REMOVING_EVENTS,
  TOGGLE_IDS,
  actionOf,
  doneMessage,
  failedMessage,
  isMarked,
  refusedMessage,
  toggleOf,
} from './actions';
import type { BulletinActionId, ToggleId } from './actions';
import { HISTORY_ACTION_LIST, HISTORY_ACTION_WORDS, describeEvent } from './historyText';
import { NOTICES, REFUSALS, WORKFLOW_MESSAGES } from './messages';
import type { Invoice, InvoiceEntry, Role } from './model';
import { ALL_ROLES, canDo, refusalReason } from './permissions';
import { contextOn, evaluate } from './rules/expr';
import { isChecked } from './status';
import { aLine, aMaterial, aPhoto, aUser, anEntry, anInvoice } from './testing/builders';
import * as workflow from './workflow';
import type { ActingUser, FieldsTransition } from './workflow';

const ALL: readonly Role[] = ['admin', 'func', 'superv', 'team'];
const ADMIN: readonly Role[] = ['admin'];

const MIXED = [aLine({ code: 'NDE1' }), aLine({ code: 'NDM1C' })];
const unchecked = anInvoice({ checked: false, services: MIXED });
const checked = anInvoice({ checked: true, checked_closed: 'true_false', services: MIXED });
const plainCodes = anInvoice({ checked: false, services: [aLine({ code: 'NDE1' })] });
/** P57: attached (archived alone reads as attached too, D9). */
const attached = anInvoice({ checked: true, checked_closed: 'true_false', archived: true });

interface Expected {
  /** SPEC §6: who may ever take it. */
  roles: readonly Role[];
  /** A bulletin the action refuses, and the refusal (SPEC §6 state rules). */
  refused?: { on: Invoice; reason: string };
  /** A bulletin it may be taken on. */
  allowedOn?: Invoice;
  /** P57: the roles the state rule does not bind. */
  exempt?: readonly Role[];
}

/** P57: an editor save, refused on an attached bulletin to all but an admin. */
const SAVE: Expected = {
  roles: ALL,
  refused: { on: attached, reason: REFUSALS.attachedAdminOnly },
  allowedOn: checked,
  exempt: ADMIN,
};

/** SPEC §4, §6 and D13-D17, by hand: every entry of the registry. */
const EXPECTED: Readonly<Record<BulletinActionId, Expected>> = {
  create: { roles: ALL },
  edit: { roles: ALL },
  saveHeader: SAVE,
  saveServices: SAVE,
  saveMaterials: SAVE,
  savePhotos: SAVE,
  // P52: only a supervisor forwards, only an unchecked bulletin.
  forwardToBilling: {
    roles: ['superv'],
    refused: { on: checked, reason: REFUSALS.alreadyChecked },
    allowedOn: unchecked,
  },
  returnToSupervision: {
    roles: ADMIN,
    refused: { on: unchecked, reason: REFUSALS.notChecked },
    allowedOn: checked,
  },
  markViewed: { roles: ADMIN },
  markPaid: { roles: ADMIN },
  markAttached: { roles: ADMIN },
  darBaixa: { roles: ADMIN },
  updatePedidos: { roles: ADMIN },
  split: {
    roles: ['admin', 'superv'],
    refused: { on: plainCodes, reason: REFUSALS.notMixed },
    allowedOn: unchecked,
  },
  delete: { roles: ALL },
};

/** Bulletins in every state a precondition could read: none refuses an action without one. */
const STATES: readonly Invoice[] = [
  unchecked,
  checked,
  plainCodes,
  anInvoice({ checked: true, paid: true, viewedByFat: true, attached: true, archived: true }),
  {},
];

/** A bulletin with a line in every list, for the actions with no state rule. */
const anyState = anInvoice({ services: [aLine()], materials: [aMaterial()], photos: [aPhoto()] });

/** The workflow's transition of each action on one bulletin, as a screen would take it. */
const TRANSITIONS: Partial<
  Record<BulletinActionId, (entry: InvoiceEntry, user: ActingUser) => { ok: boolean }>
> = {
  forwardToBilling: (entry, user) => workflow.forwardToBilling(entry, user, 1000),
  returnToSupervision: (entry, user) =>
    workflow.returnToSupervision(entry, user, 'Faltou a foto do poste.', 1000),
  split: (entry, user) => workflow.split(entry, user, { I: 'kI', C: 'kC' }, 1.5),
  delete: (entry, user) => workflow.deleteInvoice(entry, user, '1234', '1234'),
  saveHeader: (entry, user) =>
    workflow.saveHeaderPatch(entry, { ...entry.invoice.header, date: '05/02/2026' }, user),
  saveServices: (entry, user) =>
    workflow.saveServicesPatch(entry, { kind: 'add', item: aLine() }, 1.5, user),
  saveMaterials: (entry, user) =>
    workflow.saveMaterialsPatch(entry, { kind: 'remove', position: 0 }, user),
  savePhotos: (entry, user) =>
    workflow.savePhotosPatch(entry, { kind: 'remove', position: 0 }, user),
  darBaixa: (entry, user) => workflow.darBaixa([{ entry, pedido: '4500' }], user),
  updatePedidos: (entry, user) => workflow.updatePedidos([{ entry, positions: [0] }], '45', user),
  ...Object.fromEntries(
    TOGGLE_IDS.map((id) => [
      id,
      (entry: InvoiceEntry, user: ActingUser) => workflow.toggleMark(id, entry, user),
    ]),
  ),
};

describe('the registry of bulletin actions (P53) against SPEC §4 and §6', () => {
  it('every entry has its hand-written expectation here', () => {
    expect([...BULLETIN_ACTION_IDS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const byRole = BULLETIN_ACTION_IDS.flatMap((id) =>
    ALL_ROLES.map((role) => [id, role, EXPECTED[id].roles.includes(role)] as const),
  );

  it.each(byRole)('%s by %s: allowed %s (canDo, refusalReason)', (id, role, allowed) => {
    expect(canDo(role, id)).toBe(allowed);
    expect(refusalReason(role, id)).toBe(allowed ? null : REFUSALS.notAllowed);
    for (const state of STATES) {
      if (!allowed) expect(refusalReason(role, id, state)).toBe(REFUSALS.notAllowed);
    }
  });

  const withState = BULLETIN_ACTION_IDS.flatMap((id) =>
    EXPECTED[id].roles.map((role) => [id, role] as const),
  );

  it.each(withState)('%s by %s: refused in the state SPEC refuses, with its words', (id, role) => {
    const { refused, allowedOn, exempt } = EXPECTED[id];
    if (!refused || exempt?.includes(role)) {
      for (const state of STATES) expect(refusalReason(role, id, state)).toBeNull();
      return;
    }
    expect(refusalReason(role, id, refused.on)).toBe(refused.reason);
    expect(canDo(role, id, refused.on)).toBe(false);
    if (allowedOn) expect(refusalReason(role, id, allowedOn)).toBeNull();
  });

  it.each(withState)('%s by %s: the workflow refuses the same state the same way', (id, role) => {
    const transition = TRANSITIONS[id];
    if (!transition) return;
    const user = aUser(role);
    const { refused, allowedOn, exempt } = EXPECTED[id];
    if (refused && !exempt?.includes(role)) {
      expect(transition(anEntry(refused.on), user)).toEqual({
        ok: false,
        reason: refused.reason,
      });
    }
    const on = allowedOn ?? anyState;
    expect(transition(anEntry(on), user)).toMatchObject({ ok: true });
  });

  it('a role that may not take an action is refused by its transition too', () => {
    for (const [id, transition] of Object.entries(TRANSITIONS)) {
      const { roles, allowedOn } = EXPECTED[id as BulletinActionId];
      for (const role of ALL.filter((r) => !roles.includes(r))) {
        expect(transition(anEntry(allowedOn ?? unchecked), aUser(role))).toEqual({
          ok: false,
          reason: REFUSALS.notAllowed,
        });
      }
    }
  });

  it("the forward's precondition is the rule 'not checked' (D37: only true is checked)", () => {
    const { rule } = BULLETIN_ACTIONS.forwardToBilling.precondition;
    for (const value of [true, false, 'true', 1, null, undefined]) {
      const invoice = { checked: value } as unknown as Invoice;
      expect(evaluate(rule, contextOn(invoice))).toBe(value !== true);
      expect(evaluate(CHECKED, contextOn(invoice))).toBe(isChecked(invoice));
    }
  });
});

describe('what each transition writes is what its entry says (P53)', () => {
  const admin = aUser('admin');
  const superv = aUser('superv');
  const patchFields = (result: FieldsTransition) => (result.ok ? Object.keys(result.patch) : []);

  it('the single transitions write only their entry`s fields, with one of its events', () => {
    const entry = anEntry({
      checked: true,
      lastReturn: { reason: 'x', byName: 'y', at: 1 },
      services: [aLine()],
      materials: [{ descriptions: 'Cabo', material: 'M1', quantity: 2 }],
      photos: [{ pg: '1' }],
    });
    const cases: [BulletinActionId, FieldsTransition][] = [
      [
        'forwardToBilling',
        workflow.forwardToBilling(anEntry({ lastReturn: entry.invoice.lastReturn }), superv, 1),
      ],
      ['returnToSupervision', workflow.returnToSupervision(entry, admin, 'Faltou a foto.', 1)],
      ['saveHeader', workflow.saveHeaderPatch(entry, { title: 'T', date: '05/02/2026' }, admin)],
      [
        'saveServices',
        workflow.saveServicesPatch(entry, { kind: 'remove', position: 0 }, 1.5, admin),
      ],
      ['saveMaterials', workflow.saveMaterialsPatch(entry, { kind: 'remove', position: 0 }, admin)],
      ['savePhotos', workflow.savePhotosPatch(entry, { kind: 'remove', position: 0 }, admin)],
      ...TOGGLE_IDS.map((id): [BulletinActionId, FieldsTransition] => [
        id,
        workflow.toggleMark(id, entry, admin),
      ]),
    ];
    for (const [id, result] of cases) {
      const { fields = [] } = actionOf(id);
      expect(result.ok).toBe(true);
      expect(fields).toEqual(expect.arrayContaining(patchFields(result)));
      if (result.ok) {
        expect(HISTORY_EVENTS.filter((e) => e.action === id).map((e) => e.name)).toContain(
          result.action,
        );
      }
    }
  });

  it('Dar Baixa writes its fields and records an attach (D14)', () => {
    const result = workflow.darBaixa([{ entry: anEntry(), pedido: '4500' }], admin);
    expect(result.ok && result.changes[0]).toMatchObject({
      fields: { attached: true, 'header/pedido': '4500' },
      event: { action: BULLETIN_ACTIONS.markAttached.set.event },
    });
    expect(BULLETIN_ACTIONS.darBaixa.fields).toEqual(['attached', 'header/pedido']);
  });
});

describe('the marks: one toggle for every mark (SPEC §4)', () => {
  const admin = aUser('admin');

  /** SPEC §4 and D9 by hand: each mark's fields, events, when it reads as set and its notices. */
  const MARKS: Readonly<
    Record<
      ToggleId,
      { fields: string[]; set: string; clear: string; setOn: Invoice; done: string[] }
    >
  > = {
    markViewed: {
      fields: ['viewedByFat'],
      set: 'viewed',
      clear: 'unviewed',
      setOn: { status: 'viewed' },
      done: [NOTICES.viewed, 'Marcação de visto removida.', WORKFLOW_MESSAGES.viewedError],
    },
    markPaid: {
      fields: ['paid'],
      set: 'paid',
      clear: 'unpaid',
      setOn: { paid: true },
      done: [NOTICES.paid, 'Marcação de pago removida.', WORKFLOW_MESSAGES.paidError],
    },
    markAttached: {
      fields: ['attached', 'archived'],
      set: 'attached',
      clear: 'unattached',
      setOn: { archived: true },
      done: [NOTICES.attached, 'Marcação de anexado removida.', WORKFLOW_MESSAGES.attachedError],
    },
  };

  it('every mark is written out here', () => {
    expect([...TOGGLE_IDS].sort()).toEqual(Object.keys(MARKS).sort());
  });

  it.each(Object.entries(MARKS))('%s sets and clears its fields together', (id, mark) => {
    const toggle = id as ToggleId;
    const on = Object.fromEntries(mark.fields.map((f) => [f, true]));
    const off = Object.fromEntries(mark.fields.map((f) => [f, false]));
    expect(workflow.toggleMark(toggle, anEntry(), admin)).toEqual({
      ok: true,
      patch: on,
      action: mark.set,
    });
    expect(workflow.toggleMark(toggle, anEntry(), admin, false)).toEqual({
      ok: true,
      patch: off,
      action: mark.clear,
    });
    expect(isMarked(toggle, anInvoice(mark.setOn))).toBe(true);
    expect(isMarked(toggle, anInvoice(off))).toBe(false);
    expect([doneMessage(toggle), doneMessage(toggle, false), failedMessage(toggle, 'x')]).toEqual(
      mark.done,
    );
  });

  it('the named transitions are the toggle of their mark', () => {
    const entry = anEntry({ checked: true });
    expect(workflow.markViewed(entry, admin, false)).toEqual(
      workflow.toggleMark('markViewed', entry, admin, false),
    );
    expect(workflow.markPaid(entry, admin)).toEqual(workflow.toggleMark('markPaid', entry, admin));
    expect(workflow.markAttached(entry, admin)).toEqual(
      workflow.toggleMark('markAttached', entry, admin),
    );
  });

  it('a bulk toggle names the mark by its id or by its set event', () => {
    const entries = [anEntry({}, 'k1'), anEntry({ paid: true }, 'k2')];
    expect(workflow.bulkToggle(entries, 'markPaid', admin)).toEqual(
      workflow.bulkToggle(entries, 'paid', admin),
    );
  });

  it("ADMIN_FLAGS are the fields of the admin's marks (D9)", () => {
    expect([...ADMIN_FLAGS].sort()).toEqual(['archived', 'attached', 'paid', 'viewedByFat']);
    for (const id of TOGGLE_IDS)
      expect(ADMIN_FLAGS).toEqual(expect.arrayContaining([...toggleOf(id).fields]));
  });
});

describe('history events and words (issue 15)', () => {
  it('each event is one entry`s, once, with its words', () => {
    expect(new Set(HISTORY_ACTION_LIST).size).toBe(HISTORY_ACTION_LIST.length);
    for (const event of HISTORY_EVENTS) expect(HISTORY_ACTION_WORDS[event.name]).toBe(event.words);
  });

  it('reads as SPEC wording in the Histórico', () => {
    const said = (action: (typeof HISTORY_ACTION_LIST)[number]) =>
      describeEvent({ action, by: 'u', byName: 'Ana', role: 'admin', rev: 1, at: 0 }).summary;
    expect(said('forwarded')).toBe('Ana encaminhou para faturamento');
    expect(said('unviewed')).toBe('Ana desmarcou como visto');
    expect(said('attached')).toBe('Ana marcou como anexado');
    expect(said('deleted')).toBe('Ana excluiu o boletim');
  });

  it('the events that create a bulletin and those that remove one (D51)', () => {
    expect([...CREATING_EVENTS].sort()).toEqual(['created', 'split-from']);
    expect([...REMOVING_EVENTS].sort()).toEqual(['deleted', 'split-into']);
  });
});

describe('what the screens say of an action (SPEC §8)', () => {
  it('a written action, a failed write and a refusal read as SPEC words them', () => {
    expect(doneMessage('forwardToBilling')).toBe(NOTICES.forwarded);
    expect(failedMessage('forwardToBilling', 'x')).toBe('Erro ao marcar boletim como corrigido.');
    expect(doneMessage('split')).toBe('Boletim dividido com sucesso!');
    expect(failedMessage('split', 'offline')).toBe('Erro ao dividir boletim: offline');
    expect(refusedMessage('split', REFUSALS.notMixed)).toBe(
      `Erro ao dividir boletim: ${REFUSALS.notMixed}`,
    );
    expect(refusedMessage('delete', REFUSALS.wrongPassword)).toBe('Senha incorreta.');
    expect(failedMessage('delete', 'x')).toBe('Erro ao deletar boletim.');
  });
});

describe('the registry’s fallbacks (P53, issue 45)', () => {
  it('a mark without a state reader of its own reads as set when its first field is true', () => {
    // A new mark may come as one registry entry with its fields only: take markPaid's reader off.
    const entry = toggleOf('markPaid') as { isSet?: (invoice: Invoice) => boolean };
    const own = entry.isSet;
    delete entry.isSet;
    try {
      expect(isMarked('markPaid', anInvoice({ paid: true }))).toBe(true);
      expect(isMarked('markPaid', anInvoice({ paid: 'true' as unknown as boolean }))).toBe(false);
      expect(isMarked('markPaid', anInvoice({}))).toBe(false);
    } finally {
      entry.isSet = own;
    }
  });

  it('a refusal of an action with no words of its own reads as it is', () => {
    expect(refusedMessage('darBaixa', 'Selecione ao menos um boletim.')).toBe(
      'Selecione ao menos um boletim.',
    );
  });
});
