/**
 * database.rules.json, offline with targaryen: each role × path × allowed/denied, for reads,
 * writes and multi-path updates. The role comes from users/{uid}, else users-mobile/{uid}
 * (SPEC §7); what each role may do is SPEC §6 and issue 9 (docs/firebase.md, "Rules").
 *
 * P51: every case is also judged as fixture mode judges it, by the memory tree loaded with the
 * same data, reading and writing as the same user: the rules tree (DATABASE_RULES) evaluated by
 * adapters/rtdb/rules/judge.ts. Both verdicts must be the case's. The tree's clock is NOW, as
 * targaryen's is, so a server timestamp is the same instant in both.
 */
import { readFileSync } from 'node:fs';
import targaryen, { type Database, type ReadQuery } from 'targaryen';
import { rulesFileText } from '../../adapters/firebase/rules/buildRules';
import { MemoryTree, TreeWriteError } from '../../adapters/memory/tree';
import { SERVER_TIME, bulletinUpdate } from '../../adapters/rtdb/layout';
import type {
  BulletinChange,
  BulletinFields,
  ChangeEvent,
  HistoryAction,
  Invoice,
  InvoiceEntry,
  InvoiceHeader,
  ServiceLine,
  UserRecord,
} from '../../src/core/model';
import { aLine, aMaterial, aPhoto, anInvoice } from '../../src/core/testing/builders';
import type { ListEdit } from '../../src/core/lists';
import { REFUSALS } from '../../src/core/messages';
import { invoiceTotals } from '../../src/core/money';
import { canDo } from '../../src/core/permissions';
import {
  bulkForwardToBilling,
  bulkToggle,
  darBaixa,
  deleteInvoice,
  forwardToBilling,
  markAttached,
  markPaid,
  markViewed,
  patchOf,
  returnToSupervision,
  saveHeaderPatch,
  saveMaterialsPatch,
  savePhotosPatch,
  saveServicesPatch,
  split,
  updatePedidos,
} from '../../src/core/workflow';
import type { ActingUser, ChangeSet, FieldsTransition } from '../../src/core/workflow';
import { cleanHeader, editorHeaderToSave } from '../../src/features/bulletins/lines';
import { actingUser, sessionUserOf } from '../../src/shared/session';
import type { RulesAuth } from '../../src/core/rules/expr';

const rules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as { rules: Record<string, unknown> };

const NOW = Date.UTC(2025, 1, 10, 12);

/**
 * A bulletin as the new-bulletin form creates it (SPEC §4 "On creation"), with a number and a
 * decimal-comma text among its fields, as real records hold them (D3): the rules take both.
 */
const aBulletin = (fields: Partial<Invoice> = {}): Invoice =>
  anInvoice({
    header: { ...anInvoice().header, kmInit: 10 },
    services: [aLine({ quantity: '1,5', factor: '' })],
    ...fields,
  });

/** Issue 14: the forward's record of a bulletin Sup forwarded. */
const CHECKED_BY_SUP = {
  checked: true,
  checked_closed: 'true_false',
  checked_by: 'Sup',
  checked_at: Date.UTC(2025, 1, 3),
} as const;
/** Issue 14: service lines without a pedido ('-', D39) and one paid by Atualizar Pedidos. */
const LINE_X = aLine({ code: 'NDE1', quantity: 2, pedido: '-' });
const LINE_P = aLine({ code: '55RD', quantity: 1, pedido: '4500012345', paid: true });
const LINE_Y = aLine({ code: 'NDE2', quantity: 3, pedido: '-', paid: false });
const LEGACY_PHOTO = { firebasePath: 'fotos/poste-1.jpg', pg: '1', obs: 'Poste' };
const HTTPS_PHOTO = { firebasePath: 'https://example.com/poste-2.jpg', pg: '2', obs: 'Cruzeta' };

/** D13: a bulletin with an investment and an expense line, in `state`. */
const aMixed = (id: string, state: Partial<Invoice> = {}): Invoice =>
  aBulletin({ id, services: [aLine({ code: 'NDE1' }), aLine({ code: 'NDM1C' })], ...state });
/** Issue 14: what a supervisor's split may meet (copied into each half, D13). */
const MIXED_BULLETINS: Record<string, Invoice> = {
  mixedOpen: aMixed('M-1'),
  mixedReturned: aMixed('M-2', {
    ...CHECKED_BY_SUP,
    checked: false,
    checked_closed: 'false_false',
  }),
  mixedChecked: aMixed('M-3', CHECKED_BY_SUP),
  mixedClosed: aMixed('M-4', { checked_closed: 'true_false' }),
  mixedPaid: aMixed('M-5', { paid: true }),
  mixedViewedByFat: aMixed('M-6', { viewedByFat: true }),
  mixedViewedStatus: aMixed('M-7', { status: 'viewed' }),
  mixedAttached: aMixed('M-8', { attached: true, archived: true }),
  mixedArchived: aMixed('M-9', { archived: true }),
  mixedFlagsFalse: aMixed('M-10', { paid: false, viewedByFat: false, attached: false }),
  mixedHeaderPedido: aMixed('M-11', { header: { ...aBulletin().header, pedido: '4500012345' } }),
  mixedBlankPedido: aMixed('M-12', { header: { ...aBulletin().header, pedido: ' - ' } }),
  mixedLinePedido: aMixed('M-13', {
    services: [aLine({ code: 'NDE1' }), { ...LINE_P, code: 'NDM1C' }],
  }),
  mixedLinePaid: aMixed('M-14', {
    services: [aLine({ code: 'NDE1', paid: true }), aLine({ code: 'NDM1C' })],
  }),
  mixedLong: aMixed('M-15', {
    services: [
      ...Array.from({ length: 101 }, () => aLine({ code: 'NDE1' })),
      aLine({ code: 'NDM1C' }),
    ],
  }),
  mixedHundred: aMixed('M-16', {
    services: [
      ...Array.from({ length: 100 }, () => aLine({ code: 'NDE1' })),
      aLine({ code: 'NDM1C' }),
    ],
  }),
};

const DATA = {
  users: {
    admin: { type: 'admin', name: 'Admin', email: 'admin@demo.local' },
    func: { type: 'func', name: 'Func' },
    supervTen: { type: 'superv', name: 'Sup 10', supervision: 'ORCDISTBA10' },
    // users wins over users-mobile: this uid is a team user, not the admin of its mobile record.
    mixed: { type: 'team', team: 'ORCDISTBA05' },
    noRole: { name: 'Sem perfil' },
  },
  'users-mobile': {
    superv: { type: 'superv', name: 'Sup', supervision: 'ORCDISTBA01, ORCDISTBA02,ORCDISTBA03' },
    supervOne: { type: 'superv', name: 'Sup 1', supervision: 'ORCDISTBA1' },
    supervNA: { type: 'superv', name: 'Sup NA', supervision: 'N/A' },
    team01: { type: 'team', name: 'Equipe 01', team: 'ORCDISTBA01' },
    mixed: { type: 'admin' },
    // Issue 14 (P15): supervisors of ORCDISTBA01 whose records hold a name with spaces around
    // it, none, or only spaces; the last also signs in without an email (auth.token.email).
    supSpaced: { type: 'superv', name: ' Sup Espaço ', supervision: 'ORCDISTBA01' },
    supNoName: { type: 'superv', supervision: 'ORCDISTBA01' },
    supBlank: { type: 'superv', name: '  ', supervision: 'ORCDISTBA01' },
    supNoEmail: { type: 'superv', supervision: 'ORCDISTBA01' },
  },
  forms: {
    ORCDISTBA01: {
      open: aBulletin(),
      paidOne: aBulletin({ id: 'B-2', checked: true, checked_closed: 'true_false', paid: true }),
      // D51: a bulletin changed five times.
      atFive: aBulletin({ id: 'B-5', rev: 5 }),
      // Issue 14: forwarded by Sup; also viewed; forwarded once and returned (its checker kept).
      checkedOne: aBulletin({ id: 'B-3', ...CHECKED_BY_SUP }),
      viewedOne: aBulletin({ id: 'B-4', ...CHECKED_BY_SUP, status: 'viewed', viewedByFat: true }),
      returned: aBulletin({
        id: 'B-6',
        ...CHECKED_BY_SUP,
        checked: false,
        checked_closed: 'false_false',
      }),
      // Issue 14: Dar Baixa's pedido in the header and a paid line between two without one.
      withPedido: aBulletin({
        id: 'B-7',
        header: { ...aBulletin().header, pedido: '4500012345' },
        services: [LINE_X, LINE_P, LINE_Y],
      }),
      // Issue 14: a structure whose image is a legacy path, before an https one.
      legacyPhotos: aBulletin({ id: 'B-8', photos: [LEGACY_PHOTO, HTTPS_PHOTO] }),
      // Issue 14 (P16): a services list with a hole where a line before the paid one was
      // removed, a legacy image path after an https one, and a legacy padded header pedido.
      holed: aBulletin({ id: 'B-9', services: { '1': LINE_P, '2': LINE_Y } }),
      legacyLast: aBulletin({ id: 'B-10', photos: [HTTPS_PHOTO, LEGACY_PHOTO] }),
      legacyPedido: aBulletin({
        id: 'B-11',
        header: { ...aBulletin().header, pedido: ' 4500012345 ' },
      }),
      numericPedido: aBulletin({
        id: 'B-12',
        header: { ...aBulletin().header, pedido: 4500012345 as unknown as string },
      }),
      // Issue 14: mixed-code bulletins (D13) in every state a supervisor's split meets.
      ...MIXED_BULLETINS,
      // Issue 15: returned by the admin with a reason, shown until the next forward.
      returnedWhy: aBulletin({
        id: 'B-13',
        ...CHECKED_BY_SUP,
        checked: false,
        checked_closed: 'false_false',
        lastReturn: {
          reason: 'Faltou a foto do poste 3.',
          byName: 'Admin',
          at: Date.UTC(2025, 1, 5),
        },
      }),
    },
    ORCDISTBA02: { open: aBulletin({ team: 'ORCDISTBA02' }) },
    ORCDISTBA04: { open: aBulletin({ team: 'ORCDISTBA04' }) },
    ORCDISTBA05: { open: aBulletin({ team: 'ORCDISTBA05' }) },
    ORCDISTBA06: { open: aBulletin({ team: 'ORCDISTBA06' }) },
    ORCDISTBA1: { open: aBulletin({ team: 'ORCDISTBA1' }) },
    ORCDISTBA10: { open: aBulletin({ team: 'ORCDISTBA10' }) },
    ORCDISTBA17: { open: aBulletin({ team: 'ORCDISTBA17' }) },
  },
  defaults: {
    currentFactor: 1.6568,
    services: {
      nde: { s1: { code: '55RD', price: 100 } },
      ndm: { s2: { code: 'NDM1', price: 50 } },
    },
    materials: { items: { m1: { descriptions: 'Cabo', material: '1001' } } },
  },
  settings: { currentFactor: 1.7 },
  // D51: the history of the bulletin at revision 5, and of one deleted at its revision 2.
  history: {
    ORCDISTBA01: {
      atFive: { '5': { action: 'header', by: 'team01', byName: 'x', role: 'team', rev: 5, at: 1 } },
      gone: {
        '1': { action: 'created', by: 'team01', byName: 'x', role: 'team', rev: 1, at: 1 },
        '2': { action: 'deleted', by: 'team01', byName: 'x', role: 'team', rev: 2, at: 2 },
      },
    },
  },
  // Issue 15: the deleted bulletin in the admin's list of removed ones.
  deleted: {
    ORCDISTBA01: {
      gone: {
        id: 'B-0',
        title: 'Poda',
        action: 'deleted',
        by: 'team01',
        byName: 'x',
        at: 2,
        rev: 2,
      },
    },
  },
  // D48: Equipe 01 has numbered up to 0100274; ORCDISTBA03 and ORCDISTBA10 have no counter yet.
  counters: { forms: { ORCDISTBA01: 274, ORCDISTBA02: 12, ORCDISTBA17: 99_999 } },
};

const database = targaryen.database(rules, DATA, NOW).with({ debug: true });

// The memory tree stamps a write with Date.now(): the same NOW as targaryen's.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

type Who =
  | 'signed-out'
  | 'stranger'
  | 'admin'
  | 'func'
  | 'superv'
  | 'supervOne'
  | 'supervTen'
  | 'supervNA'
  | 'team01'
  | 'mixed'
  | 'noRole'
  | 'supSpaced'
  | 'supNoName'
  | 'supBlank'
  | 'supNoEmail';

/** The sign-in email of each account (auth.token.email); supNoEmail signs in without one. */
const emailOf = (who: Who): string | null => (who === 'supNoEmail' ? null : `${who}@demo.local`);

function as(who: Who): Database {
  if (who === 'signed-out') return database.as(null);
  const email = emailOf(who);
  return database.as({ uid: who, provider: 'password', token: email === null ? {} : { email } });
}

/** The user fixture mode writes and reads as (P51): the account, or null signed out. */
const writerOf = (who: Who): RulesAuth | null =>
  who === 'signed-out' ? null : { uid: who, email: emailOf(who) };

/**
 * Fixture mode's verdict on a write (P51): the memory tree loaded with DATA applies the
 * multi-path update at `path` as `who`, judged there by the rules tree.
 */
function fixtureWrites(who: Who, path: string, patch: Record<string, unknown>): boolean {
  const base = path.replace(/^\/+|\/+$/g, '');
  const updates = Object.fromEntries(
    Object.entries(patch).map(([child, value]) => [
      base === '' ? child : `${base}/${child}`,
      value,
    ]),
  );
  // The tree never changes a node it holds (a write copies its path): DATA is shared safely.
  const tree = new MemoryTree(DATA);
  try {
    tree.update(updates, writerOf(who));
    return true;
  } catch (error) {
    if (error instanceof TreeWriteError) return false;
    throw error;
  }
}

/** Fixture mode's verdict on a read (P51): the memory tree's judgeRead, as `who`. */
const fixtureReads = (who: Who, path: string): boolean =>
  new MemoryTree(DATA).judgeRead(path, writerOf(who)).allowed;

/**
 * Asserts the outcome, by the rules and by fixture mode, and shows targaryen's evaluation trace
 * when the rules' differs.
 */
function expectOutcome(
  result: { allowed: boolean; info: string },
  allowed: boolean,
  fixture: boolean,
): void {
  if (result.allowed !== allowed) {
    throw new Error(`expected ${allowed ? 'allowed' : 'denied'}:\n${result.info}`);
  }
  if (fixture !== allowed) {
    throw new Error(`expected ${allowed ? 'allowed' : 'denied'} in fixture mode too`);
  }
}

const read = (who: Who, path: string, query: ReadQuery | undefined, allowed: boolean) =>
  expectOutcome(
    as(who).read(path, query ? { query } : undefined),
    allowed,
    fixtureReads(who, path),
  );
const canRead = (who: Who, path: string, query?: ReadQuery) => read(who, path, query, true);
const cannotRead = (who: Who, path: string, query?: ReadQuery) => read(who, path, query, false);
const write = (who: Who, path: string, value: unknown, allowed: boolean) =>
  expectOutcome(
    as(who).write(path, value, { now: NOW }),
    allowed,
    fixtureWrites(who, '/', { [path]: value }),
  );
const canWrite = (who: Who, path: string, value: unknown) => write(who, path, value, true);
const cannotWrite = (who: Who, path: string, value: unknown) => write(who, path, value, false);
const update = (who: Who, path: string, patch: Record<string, unknown>, allowed: boolean) =>
  expectOutcome(
    as(who).update(path, patch, { now: NOW }),
    allowed,
    fixtureWrites(who, path, patch),
  );
const canUpdate = (who: Who, path: string, patch: Record<string, unknown>) =>
  update(who, path, patch, true);
const cannotUpdate = (who: Who, path: string, patch: Record<string, unknown>) =>
  update(who, path, patch, false);

/** Issue 15: a return's reason, as the admin types it (at least 5 characters). */
const REASON = 'Faltou a foto do poste 3.';
/**
 * Issue 15: what an event of this action records besides who made it, as the app's workflow
 * writes it: a return's reason, a removal's record, the split's references.
 */
function recordedBy(action: HistoryAction): Partial<ChangeEvent> {
  switch (action) {
    case 'returned':
      return { reason: REASON };
    case 'deleted':
      return { record: { id: 'removido' } };
    case 'split-into':
      return {
        record: { id: 'removido' },
        into: [
          { key: '-NsplitI00000000000001', id: 'B-1I' },
          { key: '-NsplitC00000000000001', id: 'B-1C' },
        ],
      };
    case 'split-from':
      return { from: { key: 'open', id: 'B-1' } };
    default:
      return {};
  }
}

/**
 * The app's own writes (D51): a change of bulletins as InvoiceRepo.commit sends it, ONE
 * multi-path update at the root built by the adapters' layout, each part with its revision and
 * its history event by the writer (`by` is the writer's uid, as the rules demand).
 */
const eventBy = (
  who: Who,
  action: HistoryAction,
  extra: Partial<ChangeEvent> = {},
): ChangeEvent => ({
  action,
  by: who,
  byName: who,
  role: '',
  ...recordedBy(action),
  ...extra,
});
const change = (
  who: Who,
  team: string,
  key: string,
  fields: BulletinFields,
  rev = 0,
  action: HistoryAction = 'header',
): BulletinChange => ({ kind: 'patch', team, key, rev, fields, event: eventBy(who, action) });
const creation = (who: Who, team: string, key: string, invoice: Invoice): BulletinChange => ({
  kind: 'create',
  team,
  key,
  invoice,
  event: eventBy(who, 'created'),
});
const removal = (
  who: Who,
  team: string,
  key: string,
  rev = 0,
  action: HistoryAction = 'deleted',
): BulletinChange => ({
  kind: 'remove',
  team,
  key,
  rev,
  // Issue 15: the event keeps the record removed (the stored one, where DATA holds it).
  event: eventBy(who, action, {
    record: (DATA.forms as Record<string, Record<string, Invoice>>)[team]?.[key] ?? { id: key },
  }),
});
const commitAs = (who: Who, changes: BulletinChange[]) =>
  as(who).update('/', bulletinUpdate(changes), { now: NOW });
/** Fixture mode's verdict on the same commit (the memory repo's one multi-path update). */
const fixtureCommits = (who: Who, changes: BulletinChange[]) =>
  fixtureWrites(who, '/', bulletinUpdate(changes));
const commit = (who: Who, changes: BulletinChange[], allowed: boolean) =>
  expectOutcome(commitAs(who, changes), allowed, fixtureCommits(who, changes));
const canCommit = (who: Who, ...changes: BulletinChange[]) => commit(who, changes, true);
const cannotCommit = (who: Who, ...changes: BulletinChange[]) => commit(who, changes, false);
const canChange = (who: Who, team: string, key: string, fields: BulletinFields) =>
  canCommit(who, change(who, team, key, fields));
const cannotChange = (who: Who, team: string, key: string, fields: BulletinFields) =>
  cannotCommit(who, change(who, team, key, fields));
const canCreate = (who: Who, team: string, key: string, invoice: Invoice) =>
  canCommit(who, creation(who, team, key, invoice));
const cannotCreate = (who: Who, team: string, key: string, invoice: Invoice) =>
  cannotCommit(who, creation(who, team, key, invoice));
const canRemove = (who: Who, team: string, key: string) => canCommit(who, removal(who, team, key));
const cannotRemove = (who: Who, team: string, key: string) =>
  cannotCommit(who, removal(who, team, key));

const DATE_QUERY: ReadQuery = {
  orderByChild: 'date',
  startAt: Date.UTC(2025, 0, 26),
  endAt: Date.UTC(2025, 1, 25, 23, 59, 59, 999),
};

describe('reads: only signed-in users read anything', () => {
  it('signed out, nothing can be read: bulletins, catalogs, users, root', () => {
    cannotRead('signed-out', '/forms/ORCDISTBA01');
    cannotRead('signed-out', '/defaults/services/nde');
    cannotRead('signed-out', '/settings/currentFactor');
    cannotRead('signed-out', '/users/team01');
    cannotRead('signed-out', '/');
  });

  it('every role reads the catalogs and the global factor (D2)', () => {
    for (const who of ['team01', 'superv', 'func', 'admin', 'mixed'] as const) {
      canRead(who, '/defaults/services/nde');
      canRead(who, '/defaults/materials/items');
      canRead(who, '/defaults/currentFactor');
      canRead(who, '/settings/currentFactor');
      canRead(who, '/settings/currentFator');
    }
  });

  it('issue 14: a signed-in account without a role reads neither the catalogs nor the settings', () => {
    for (const who of ['stranger', 'noRole'] as const) {
      cannotRead(who, '/defaults');
      cannotRead(who, '/defaults/services/nde');
      cannotRead(who, '/defaults/currentFactor');
      cannotRead(who, '/settings');
      cannotRead(who, '/settings/currentFactor');
    }
  });

  it('a signed-in user without a user record reads no bulletins', () => {
    cannotRead('stranger', '/forms/ORCDISTBA01');
    cannotRead('stranger', '/forms/ORCDISTBA01', DATE_QUERY);
  });

  it('a user record without a type has no role', () => {
    cannotRead('noRole', '/forms/ORCDISTBA01');
  });

  it('nobody reads the root, not even an admin', () => {
    cannotRead('admin', '/');
  });
});

describe('reads: user records', () => {
  it('each user reads its own record in either collection', () => {
    canRead('team01', '/users-mobile/team01');
    canRead('team01', '/users/team01'); // absent, and the adapter looks there first (SPEC §7)
    canRead('superv', '/users-mobile/superv');
  });

  it('a non-admin reads no other user record and no whole collection', () => {
    cannotRead('team01', '/users/admin');
    cannotRead('team01', '/users-mobile/superv');
    cannotRead('superv', '/users-mobile');
    cannotRead('func', '/users');
  });

  it('an admin reads both collections whole (user management)', () => {
    canRead('admin', '/users');
    canRead('admin', '/users-mobile');
    canRead('admin', '/users-mobile/superv');
  });
});

describe('reads: bulletins by role (SPEC §6)', () => {
  it('a team user reads its own team, as a whole or by date range', () => {
    canRead('team01', '/forms/ORCDISTBA01');
    canRead('team01', '/forms/ORCDISTBA01', DATE_QUERY);
    canRead('team01', '/forms/ORCDISTBA01', { orderByChild: 'checked', equalTo: false });
    canRead('team01', '/forms/ORCDISTBA01/open');
  });

  it('a team user reads no other team and not all forms', () => {
    cannotRead('team01', '/forms/ORCDISTBA02');
    cannotRead('team01', '/forms/ORCDISTBA02/open');
    cannotRead('team01', '/forms');
  });

  it('a supervisor reads the teams of its list, spaces after commas allowed', () => {
    canRead('superv', '/forms/ORCDISTBA01');
    canRead('superv', '/forms/ORCDISTBA02', DATE_QUERY);
    canRead('superv', '/forms/ORCDISTBA03');
  });

  it('a supervisor reads no team outside its list and not all forms', () => {
    cannotRead('superv', '/forms/ORCDISTBA04');
    cannotRead('superv', '/forms/ORCDISTBA17');
    cannotRead('superv', '/forms');
  });

  it('team codes match exactly: ORCDISTBA1 does not give ORCDISTBA10, nor the reverse', () => {
    canRead('supervOne', '/forms/ORCDISTBA1');
    cannotRead('supervOne', '/forms/ORCDISTBA10');
    cannotRead('supervOne', '/forms/ORCDISTBA01');
    canRead('supervTen', '/forms/ORCDISTBA10');
    cannotRead('supervTen', '/forms/ORCDISTBA1');
  });

  it('a supervision of N/A gives no team', () => {
    cannotRead('supervNA', '/forms/ORCDISTBA01');
  });

  it('admin and func read every team and all forms at once', () => {
    for (const who of ['admin', 'func'] as const) {
      canRead(who, '/forms');
      canRead(who, '/forms/ORCDISTBA17', DATE_QUERY);
      canRead(who, '/forms/ORCDISTBA1');
    }
  });

  it('users/{uid} decides the role when both collections hold the uid', () => {
    canRead('mixed', '/forms/ORCDISTBA05');
    cannotRead('mixed', '/forms/ORCDISTBA06');
    cannotRead('mixed', '/users');
  });
});

describe('writes: a team user', () => {
  it('creates a bulletin in its own team (push, then set)', () => {
    canCreate('team01', 'ORCDISTBA01', '-NnewKey000000000001', aBulletin());
  });

  it('creates no bulletin in another team', () => {
    cannotCreate('team01', 'ORCDISTBA02', '-NnewKey000000000001', aBulletin());
  });

  it('saves the editor sections of its own bulletin by partial update', () => {
    canChange('team01', 'ORCDISTBA01', 'open', {
      header: { title: 'Poda de árvore', project: 'P-1', date: '04/02/2025' },
      date: Date.UTC(2025, 1, 4),
      editedBy: 'Equipe 01',
    });
    canChange('team01', 'ORCDISTBA01', 'open', {
      services: [{ code: '55RD', quantity: 2, price: 100 }],
      total: 200,
      total_wfactor: 331.36,
    });
  });

  it('edits a bulletin that is already paid, leaving the admin flags as they are', () => {
    canChange('team01', 'ORCDISTBA01', 'paidOne', { 'header/observation': 'Corrigido' });
  });

  it('cannot set paid on its own bulletin', () => {
    cannotChange('team01', 'ORCDISTBA01', 'open', { paid: true });
    cannotWrite('team01', '/forms/ORCDISTBA01/open/paid', true);
  });

  it('cannot set viewedByFat, attached or archived, nor status viewed (D9)', () => {
    cannotChange('team01', 'ORCDISTBA01', 'open', { viewedByFat: true });
    cannotChange('team01', 'ORCDISTBA01', 'open', { status: 'viewed' });
    cannotChange('team01', 'ORCDISTBA01', 'open', { attached: true });
    cannotChange('team01', 'ORCDISTBA01', 'open', { archived: true });
  });

  it('cannot clear paid, either by false or by removing it', () => {
    cannotChange('team01', 'ORCDISTBA01', 'paidOne', { paid: false });
    cannotChange('team01', 'ORCDISTBA01', 'paidOne', { paid: null });
  });

  it('cannot create a bulletin that is already paid', () => {
    cannotCreate('team01', 'ORCDISTBA01', '-NnewKey000000000002', aBulletin({ paid: true }));
  });

  it('cannot forward to billing (P52: only a supervisor sets checked)', () => {
    cannotChange('team01', 'ORCDISTBA01', 'open', {
      checked: true,
      checked_closed: 'true_false',
    });
  });

  it('deletes its own bulletin (the password is a UX guard, D26) but not another team one', () => {
    canRemove('team01', 'ORCDISTBA01', 'open');
    cannotRemove('team01', 'ORCDISTBA02', 'open');
  });

  it('cannot change its own user record (no self-promotion to admin)', () => {
    cannotWrite('team01', '/users-mobile/team01/type', 'admin');
    cannotWrite('team01', '/users-mobile/team01/team', 'ORCDISTBA02');
  });
});

describe('writes: a supervisor', () => {
  it('forwards a bulletin of its list to billing (SPEC §4)', () => {
    canChange('superv', 'ORCDISTBA02', 'open', {
      checked: true,
      checked_closed: 'true_false',
      checked_at: NOW,
      checked_by: 'Sup',
    });
  });

  it('cannot write a bulletin of a team outside its list', () => {
    cannotChange('superv', 'ORCDISTBA04', 'open', { checked: true });
    cannotCreate('superv', 'ORCDISTBA04', '-NnewKey000000000003', aBulletin());
    cannotChange('supervOne', 'ORCDISTBA10', 'open', { 'header/title': 'x' });
  });

  it('cannot mark paid, viewed or attached', () => {
    cannotChange('superv', 'ORCDISTBA01', 'open', { paid: true });
    cannotChange('superv', 'ORCDISTBA01', 'open', { viewedByFat: true });
    cannotChange('superv', 'ORCDISTBA01', 'open', { attached: true, archived: true });
  });

  it('splits a bulletin of its list in one multi-path update (D13)', () => {
    canCommit(
      'superv',
      creation('superv', 'ORCDISTBA01', '-NsplitI000000000001', aBulletin({ id: 'B-1I' })),
      creation('superv', 'ORCDISTBA01', '-NsplitC000000000001', aBulletin({ id: 'B-1C' })),
      removal('superv', 'ORCDISTBA01', 'open', 0, 'split-into'),
    );
  });

  it('a multi-path update touching a team outside its list is refused whole', () => {
    cannotCommit(
      'superv',
      creation('superv', 'ORCDISTBA01', '-NsplitI000000000001', aBulletin({ id: 'B-1I' })),
      creation(
        'superv',
        'ORCDISTBA04',
        '-NsplitC000000000001',
        aBulletin({ id: 'B-1C', team: 'ORCDISTBA04' }),
      ),
      removal('superv', 'ORCDISTBA01', 'open', 0, 'split-into'),
    );
  });

  it('cannot write its own supervision list', () => {
    cannotWrite('superv', '/users-mobile/superv/supervision', 'ORCDISTBA01,ORCDISTBA04');
  });
});

describe('writes: func', () => {
  it('edits and deletes in every team', () => {
    canChange('func', 'ORCDISTBA17', 'open', { 'header/title': 'Outro' });
    canRemove('func', 'ORCDISTBA06', 'open');
  });

  it('cannot set paid or write the catalogs', () => {
    cannotChange('func', 'ORCDISTBA17', 'open', { paid: true });
    cannotWrite('func', '/defaults/currentFactor', 1.8);
  });
});

describe('writes: an admin', () => {
  it('marks viewed, paid and attached (SPEC §4)', () => {
    canChange('admin', 'ORCDISTBA17', 'open', { viewedByFat: true });
    canChange('admin', 'ORCDISTBA17', 'open', { status: 'viewed' });
    canChange('admin', 'ORCDISTBA17', 'open', { paid: true });
    canChange('admin', 'ORCDISTBA17', 'open', { attached: true, archived: true });
  });

  it('returns a bulletin to supervision', () => {
    canChange('admin', 'ORCDISTBA01', 'paidOne', {
      attached: false,
      viewedByFat: false,
      paid: false,
      checked: false,
      checked_closed: 'false_false',
    });
  });

  it('gives Dar Baixa to bulletins of several teams in one update (D14)', () => {
    canCommit(
      'admin',
      change('admin', 'ORCDISTBA01', 'open', { attached: true, 'header/pedido': '4500012345' }),
      change('admin', 'ORCDISTBA17', 'open', { attached: true, 'header/pedido': '4500012346' }),
    );
  });

  it('updates pedidos: whole services lists with line paid and pedido (SPEC §7, D15)', () => {
    canCommit(
      'admin',
      change('admin', 'ORCDISTBA01', 'open', {
        services: [{ code: '55RD', quantity: 1, price: 100, pedido: '4500012345', paid: true }],
      }),
      change('admin', 'ORCDISTBA02', 'open', {
        services: [{ code: '55RD', quantity: 1, price: 100, pedido: '-', paid: false }],
      }),
    );
  });

  it('writes a supervision list to users-mobile/{uid}', () => {
    canUpdate('admin', '/users-mobile/superv', { supervision: 'ORCDISTBA01,ORCDISTBA04' });
  });

  it('a supervision for a uid absent from users-mobile is refused there, so the save retries users/{uid}', () => {
    // A stub {supervision} record would have no type (SPEC §7 retry, docs/firebase.md).
    cannotUpdate('admin', '/users-mobile/supervTen', { supervision: 'ORCDISTBA10,ORCDISTBA11' });
    canUpdate('admin', '/users/supervTen', { supervision: 'ORCDISTBA10,ORCDISTBA11' });
  });

  it('writes the defaults and the settings', () => {
    canWrite('admin', '/defaults/currentFactor', 1.8);
    canWrite('admin', '/settings/currentFactor', 1.8);
    canWrite('admin', '/defaults/services/nde/s9', { code: '108SC', price: 50, factor: 1 });
    canWrite('admin', '/defaults/materials/items/m9', {
      descriptions: 'Isolador',
      material: '1002',
    });
  });
});

describe('writes: only an admin writes defaults and supervision lists', () => {
  it('team, superv and func cannot write the defaults or settings', () => {
    for (const who of ['team01', 'superv', 'func'] as const) {
      cannotWrite(who, '/defaults/services/nde/s1/price', 1);
      cannotWrite(who, '/settings/currentFactor', 2);
    }
  });

  it('func and team cannot write anyone supervision list', () => {
    cannotUpdate('func', '/users-mobile/superv', { supervision: 'ORCDISTBA05' });
    cannotUpdate('team01', '/users/supervTen', { supervision: 'ORCDISTBA01' });
  });

  it('signed out, nothing can be written', () => {
    cannotWrite('signed-out', '/forms/ORCDISTBA01/-NnewKey000000000004', aBulletin());
    cannotUpdate('signed-out', '/', { 'forms/ORCDISTBA01/open/paid': true });
  });
});

describe('validation: field types (SPEC §3)', () => {
  it('flags are booleans, even for an admin', () => {
    cannotUpdate('admin', '/forms/ORCDISTBA01/open', { paid: 'true' });
    cannotUpdate('admin', '/forms/ORCDISTBA01/open', { checked: 1 });
  });

  it('date is a number or a dd/mm/yyyy text (D6), nothing else', () => {
    canChange('team01', 'ORCDISTBA01', 'open', { date: '05/02/2025' });
    cannotChange('team01', 'ORCDISTBA01', 'open', { date: true });
    cannotChange('team01', 'ORCDISTBA01', 'open', { date: { day: 5 } });
  });

  it('header fields are texts or numbers; a line is a record with typed fields', () => {
    cannotChange('team01', 'ORCDISTBA01', 'open', { 'header/title': { nested: 'x' } });
    cannotChange('team01', 'ORCDISTBA01', 'open', { services: ['55RD'] });
    cannotChange('team01', 'ORCDISTBA01', 'open', {
      services: [{ code: '55RD', quantity: true }],
    });
    cannotChange('team01', 'ORCDISTBA01', 'open', {
      materials: [{ material: '1001', quantity: { n: 2 } }],
    });
  });

  it('a bulletin is a record, not a bare value', () => {
    cannotWrite('team01', '/forms/ORCDISTBA01/-NnewKey000000000005', 'boletim');
  });

  it('a user type is one of the four roles', () => {
    canWrite('admin', '/users/newUser', { type: 'team', team: 'ORCDISTBA07', name: 'Equipe 07' });
    cannotWrite('admin', '/users/newUser', { type: 'root', name: 'X' });
  });

  it('service catalogs exist for nde and ndm only', () => {
    cannotWrite('admin', '/defaults/services/xyz/s1', { code: 'X' });
  });
});

describe('bulletin counters counters/forms/{team} (D48)', () => {
  const COUNTER = '/counters/forms/ORCDISTBA01';

  it('a team user advances its own team counter by one', () => {
    canWrite('team01', COUNTER, 275);
    canRead('team01', COUNTER);
  });

  it('only by one from the stored value: no skip, no repeat, no rewind, no removal', () => {
    for (const who of ['team01', 'admin'] as const) {
      cannotWrite(who, COUNTER, 276);
      cannotWrite(who, COUNTER, 274);
      cannotWrite(who, COUNTER, 1);
      cannotWrite(who, COUNTER, '275');
      cannotWrite(who, COUNTER, null);
      cannotWrite(who, COUNTER, { value: 275 });
      cannotWrite(who, `${COUNTER}/value`, 275);
    }
  });

  it('a team user touches no other team counter, not even to read it', () => {
    cannotWrite('team01', '/counters/forms/ORCDISTBA02', 13);
    cannotWrite('team01', '/counters/forms/ORCDISTBA03', 1);
    cannotRead('team01', '/counters/forms/ORCDISTBA02');
  });

  it('a supervisor advances the counters of its list only (matched exactly)', () => {
    canWrite('superv', '/counters/forms/ORCDISTBA02', 13);
    cannotWrite('supervTen', COUNTER, 275);
    canWrite('supervTen', '/counters/forms/ORCDISTBA10', 1);
    cannotWrite('supervOne', '/counters/forms/ORCDISTBA10', 1);
    cannotWrite('supervNA', COUNTER, 275);
  });

  it('admin and func advance every team counter', () => {
    for (const who of ['admin', 'func'] as const) {
      canWrite(who, COUNTER, 275);
      canWrite(who, '/counters/forms/ORCDISTBA02', 13);
      canRead(who, '/counters/forms/ORCDISTBA02');
    }
  });

  it('nobody else: signed out, no record, no role', () => {
    for (const who of ['signed-out', 'stranger', 'noRole'] as const) {
      cannotWrite(who, COUNTER, 275);
      cannotRead(who, COUNTER);
    }
  });

  it('a counter not there yet starts at a whole number from 1 to 99999', () => {
    canWrite('superv', '/counters/forms/ORCDISTBA03', 276);
    canWrite('superv', '/counters/forms/ORCDISTBA03', 1);
    canWrite('admin', '/counters/forms/ORCDISTBA10', 99_999);
    for (const value of [0, -5, 1.5, 100_000, '276', true]) {
      cannotWrite('superv', '/counters/forms/ORCDISTBA03', value);
    }
  });

  it('a counter at 99999 can go no further', () => {
    cannotWrite('admin', '/counters/forms/ORCDISTBA17', 100_000);
  });

  it('never through a parent: only each counter path itself is writable', () => {
    cannotWrite('admin', '/counters/forms', { ORCDISTBA01: 275 });
    cannotWrite('admin', '/counters', null);
    // A multi-path update is judged path by path, from wherever it is sent.
    canUpdate('admin', '/counters', { 'forms/ORCDISTBA01': 275 });
    cannotUpdate('admin', '/counters', { 'forms/ORCDISTBA01': 275, 'forms/ORCDISTBA02': 14 });
  });

  it('a multi-path update with the counter and a new bulletin is judged path by path', () => {
    const created = (id: string) =>
      bulletinUpdate([
        creation('team01', 'ORCDISTBA01', '-NnewKey000000000003', aBulletin({ id })),
      ]);
    canUpdate('team01', '/', { 'counters/forms/ORCDISTBA01': 275, ...created('0100275') });
    cannotUpdate('team01', '/', { 'counters/forms/ORCDISTBA01': 276, ...created('0100276') });
  });
});

describe('D51: the write contract, in the rules and in fixture mode alike', () => {
  /**
   * Each case is judged twice, as the admin (so rights never decide): by the rules (targaryen)
   * and by fixture mode's memory tree (the same rules, judge.ts), which must agree.
   */
  function judge(update: Record<string, unknown>): { rules: boolean; fixture: boolean } {
    return {
      rules: as('admin').update('/', update, { now: NOW }).allowed,
      fixture: fixtureWrites('admin', '/', update),
    };
  }
  const allowedBoth = (update: Record<string, unknown>) =>
    expect(judge(update)).toEqual({ rules: true, fixture: true });
  const deniedBoth = (update: Record<string, unknown>) =>
    expect(judge(update)).toEqual({ rules: false, fixture: false });
  const T = 'ORCDISTBA01';

  it('a change on the stored revision is allowed; on any other, or with none, refused', () => {
    allowedBoth(bulletinUpdate([change('admin', T, 'atFive', { paid: true }, 5, 'paid')]));
    allowedBoth(bulletinUpdate([change('admin', T, 'open', { paid: true }, 0, 'paid')]));
    deniedBoth(bulletinUpdate([change('admin', T, 'atFive', { paid: true }, 4, 'paid')]));
    deniedBoth(bulletinUpdate([change('admin', T, 'atFive', { paid: true }, 6, 'paid')]));
    // The fields alone, as a client unaware of D51 would write them.
    deniedBoth({ [`forms/${T}/atFive/paid`]: true });
    deniedBoth({ [`forms/${T}/open/paid`]: true });
    // The revision without its event, or a change that sets it back.
    deniedBoth({ [`forms/${T}/atFive/paid`]: true, [`forms/${T}/atFive/rev`]: 6 });
    deniedBoth({ [`forms/${T}/atFive/rev`]: null });
  });

  it('every transition of the app is allowed on the revision seen and refused one behind', () => {
    const transitions: [BulletinFields, HistoryAction][] = [
      [{ checked: false, checked_closed: 'false_false', paid: false }, 'returned'],
      [{ viewedByFat: true }, 'viewed'],
      [{ paid: false }, 'unpaid'],
      [{ attached: true, 'header/pedido': '4500001' }, 'attached'],
      [{ services: [{ code: '55RD', pedido: '4500001', paid: true }] }, 'pedido'],
      [{ header: { title: 'T', project: 'P', date: '01/02/2025' }, date: 1 }, 'header'],
      [{ materials: [{ material: '1001', quantity: 2 }] }, 'materials'],
      [{ photos: [{ firebasePath: 'https://x/y.jpg', pg: '1' }] }, 'photos'],
    ];
    for (const [fields, action] of transitions) {
      allowedBoth(bulletinUpdate([change('admin', T, 'atFive', fields, 5, action)]));
      deniedBoth(bulletinUpdate([change('admin', T, 'atFive', fields, 4, action)]));
    }
    // P52: the admin's forward is refused even on the revision seen (only a supervisor
    // forwards), in fixture mode too: its tree judges the whole rules, not the contract alone.
    const forward: BulletinFields = {
      checked: true,
      checked_closed: 'true_false',
      checked_at: NOW,
      checked_by: 'Admin',
    };
    deniedBoth(bulletinUpdate([change('admin', T, 'atFive', forward, 5, 'forwarded')]));
    deniedBoth(bulletinUpdate([change('admin', T, 'atFive', forward, 4, 'forwarded')]));
  });

  it('a partial write to a deleted or never existing key is refused: no ghost bulletin', () => {
    for (const key of ['gone', 'neverWas']) {
      deniedBoth(
        bulletinUpdate([change('admin', T, key, { attached: true, 'header/pedido': '1' }, 0)]),
      );
      deniedBoth(bulletinUpdate([change('admin', T, key, { attached: true }, 2, 'attached')]));
    }
  });

  it('a creation needs rev 1, an id, a header and its created event, where no bulletin ever was', () => {
    allowedBoth(bulletinUpdate([creation('admin', T, 'fresh', aBulletin())]));
    deniedBoth(bulletinUpdate([creation('admin', T, 'gone', aBulletin())]));
    deniedBoth(bulletinUpdate([creation('admin', T, 'fresh', aBulletin({ id: undefined }))]));
    deniedBoth(bulletinUpdate([creation('admin', T, 'fresh', aBulletin({ header: undefined }))]));
    deniedBoth({
      ...bulletinUpdate([creation('admin', T, 'fresh', aBulletin())]),
      [`forms/${T}/fresh/rev`]: 2,
    });
    deniedBoth({ [`forms/${T}/fresh`]: { ...aBulletin(), rev: 1 } });
    deniedBoth(
      bulletinUpdate([
        { ...creation('admin', T, 'fresh', aBulletin()), event: eventBy('admin', 'header') },
      ]),
    );
  });

  it('a removal is allowed on the revision seen with its deleted or split-into event, else refused', () => {
    allowedBoth(bulletinUpdate([removal('admin', T, 'atFive', 5)]));
    allowedBoth(bulletinUpdate([removal('admin', T, 'atFive', 5, 'split-into')]));
    deniedBoth(bulletinUpdate([removal('admin', T, 'atFive', 4)]));
    deniedBoth(bulletinUpdate([removal('admin', T, 'atFive', 5, 'paid')]));
    deniedBoth({ [`forms/${T}/atFive`]: null });
    deniedBoth(bulletinUpdate([removal('admin', T, 'gone', 2)]));
  });

  it('a split on the revision seen is allowed whole; one stale part refuses it whole', () => {
    const halves = [
      creation('admin', T, 'halfI', aBulletin({ id: 'B-5I' })),
      creation('admin', T, 'halfC', aBulletin({ id: 'B-5C' })),
    ];
    allowedBoth(bulletinUpdate([...halves, removal('admin', T, 'atFive', 5, 'split-into')]));
    deniedBoth(bulletinUpdate([...halves, removal('admin', T, 'atFive', 3, 'split-into')]));
  });

  it('history is append-only: no event is changed or removed, admin included; none without its change', () => {
    deniedBoth({ [`history/${T}/atFive/5/action`]: 'paid' });
    deniedBoth({ [`history/${T}/atFive/5`]: null });
    deniedBoth({ [`history/${T}/gone`]: null });
    deniedBoth({
      [`history/${T}/atFive/6`]: {
        action: 'paid',
        by: 'admin',
        byName: 'A',
        role: 'admin',
        rev: 6,
        at: NOW,
      },
    });
  });

  it('the writer is `by` and the server time is `at`, in fixture mode too (its tree knows both)', () => {
    const update = bulletinUpdate([change('admin', T, 'open', { paid: true }, 0, 'paid')]);
    const event = update[`history/${T}/open/1`] as Record<string, unknown>;
    allowedBoth(update);
    for (const forged of [{ by: 'team01' }, { at: NOW - 1000 }]) {
      deniedBoth({ ...update, [`history/${T}/open/1`]: { ...event, ...forged } });
    }
  });
});

describe('issue 15: history events, the deleted index and lastReturn, in the rules and in fixture mode alike', () => {
  /** The roles that write bulletins of ORCDISTBA01 (the supervisor's list holds it). */
  type Writer = 'admin' | 'func' | 'superv' | 'team01';
  const WRITERS: readonly Writer[] = ['admin', 'func', 'superv', 'team01'];
  const ALL = WRITERS;
  const ADMIN: readonly Writer[] = ['admin'];
  /** P52: only a supervisor forwards to billing (the admin no longer does). */
  const FORWARDERS: readonly Writer[] = ['superv'];
  const NOBODY: readonly Writer[] = [];
  const T = 'ORCDISTBA01';
  const FORMS = DATA.forms[T] as Record<string, Invoice>;
  const recordOf = (who: Writer): UserRecord =>
    ((DATA.users as Record<string, UserRecord>)[who] ??
      (DATA['users-mobile'] as Record<string, UserRecord>)[who]) as UserRecord;
  const nameOf = (who: Writer): string => recordOf(who).name as string;

  /** A write: the update sent, and the bulletin changes it is made of when it is the app's. */
  interface Write {
    update: Record<string, unknown>;
    changes?: BulletinChange[];
  }
  interface Case {
    what: string;
    name: string;
    write: (who: Writer) => Write;
    /** Who the rules let make it (in fixture mode too); everyone else is refused. */
    allowed: readonly Writer[];
  }

  /** The app's write of these changes, built by the adapters' layout. */
  const app = (changes: BulletinChange[]): Write => ({ update: bulletinUpdate(changes), changes });
  /** The app's write, then edited as a client unaware of issue 15 (or a forger) would send it. */
  const edited = (changes: BulletinChange[], edit: (u: Record<string, unknown>) => void): Write => {
    const update = bulletinUpdate(changes);
    edit(update);
    return { update, changes };
  };
  /** The change with its event edited (a field dropped, or another value). */
  const withEvent = (
    change: BulletinChange,
    edit: (event: Record<string, unknown>) => void,
  ): BulletinChange => {
    const event = { ...change.event } as Record<string, unknown>;
    edit(event);
    return { ...change, event: event as unknown as ChangeEvent };
  };
  const text = (length: number) => 'x'.repeat(length);
  const RETURN = {
    attached: false,
    archived: false,
    viewedByFat: false,
    paid: false,
    checked: false,
    checked_closed: 'false_false',
  };
  const returnOf = (who: Writer, lastReturn?: Record<string, unknown>) =>
    change(
      who,
      T,
      'checkedOne',
      lastReturn === undefined ? RETURN : { ...RETURN, lastReturn },
      0,
      'returned',
    );
  const forwardFields = (who: Writer): BulletinFields => ({
    checked: true,
    checked_closed: 'true_false',
    checked_at: NOW,
    checked_by: nameOf(who),
  });
  /** The entry a removal of `key` (stored revision `stored`) writes, as layout.ts builds it. */
  const entryOf = (who: Writer, stored: number, action = 'deleted') => ({
    id: 'B-1',
    title: 'Poda',
    action,
    by: who,
    byName: who,
    at: SERVER_TIME,
    rev: stored + 1,
  });
  /** D13 on `key`: halves created (split-from) and the original removed (split-into). */
  const splitOf = (who: Writer, key: string, half: Partial<Invoice> = {}): BulletinChange[] => {
    const original = FORMS[key] as Invoice;
    // The halves leave the original's lastReturn out (workflow.ts splitHalf).
    const copied = Object.fromEntries(
      Object.entries(original).filter(([field]) => field !== 'lastReturn'),
    ) as Invoice;
    const halfOf = (suffix: string, line: ServiceLine): BulletinChange => ({
      ...creation(who, T, `-Nsplit${suffix}00000000000001`, {
        ...copied,
        id: `${original.id ?? ''}${suffix}`,
        services: [line],
        ...half,
      }),
      event: eventBy(who, 'split-from', { from: { key, id: original.id ?? '' } }),
    });
    return [
      halfOf('I', aLine({ code: 'NDE1' })),
      halfOf('C', aLine({ code: 'NDM1C' })),
      removal(who, T, key, 0, 'split-into'),
    ];
  };

  const TABLE: Case[] = [
    // deleted/{team}/{key}: created once, only with its bulletin's removal, never changed.
    {
      what: 'deleted',
      name: "Excluir: the removal, its event and its entry (the app's write)",
      write: (w) => app([removal(w, T, 'open')]),
      allowed: ALL,
    },
    {
      what: 'deleted',
      name: 'a split: the original removed with its entry (split-into)',
      write: (w) => app(splitOf(w, 'open')),
      allowed: ALL,
    },
    {
      what: 'deleted',
      name: 'a removal without its entry',
      write: (w) => edited([removal(w, T, 'open')], (u) => delete u[`deleted/${T}/open`]),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry forged without a removal',
      write: (w) => ({ update: { [`deleted/${T}/open`]: entryOf(w, 0) } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry forged with a removal event but the bulletin kept',
      write: (w) => edited([removal(w, T, 'open')], (u) => delete u[`forms/${T}/open`]),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry of another action than its removal event',
      write: (w) =>
        edited([removal(w, T, 'open')], (u) => {
          u[`deleted/${T}/open`] = entryOf(w, 0, 'split-into');
        }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry naming another revision than the removal',
      write: (w) =>
        edited([removal(w, T, 'atFive', 5)], (u) => {
          u[`deleted/${T}/atFive`] = entryOf(w, 4);
        }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry holding a field the app does not write',
      write: (w) =>
        edited([removal(w, T, 'open')], (u) => {
          u[`deleted/${T}/open`] = { ...entryOf(w, 0), nota: 'x' };
        }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry with a title of 1001 characters',
      write: (w) =>
        edited([removal(w, T, 'open')], (u) => {
          u[`deleted/${T}/open`] = { ...entryOf(w, 0), title: text(1001) };
        }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry changed (its title)',
      write: () => ({ update: { [`deleted/${T}/gone/title`]: 'Outro' } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry replaced whole',
      write: (w) => ({ update: { [`deleted/${T}/gone`]: { ...entryOf(w, 1), title: 'Outro' } } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry removed',
      write: () => ({ update: { [`deleted/${T}/gone`]: null } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: "a team's list removed whole",
      write: () => ({ update: { [`deleted/${T}`]: null } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'the whole list written',
      write: (w) => ({ update: { deleted: { [T]: { open: entryOf(w, 0) } } } }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: 'an entry naming another writer as `by`',
      write: (w) =>
        edited([removal(w, T, 'open')], (u) => {
          u[`deleted/${T}/open`] = { ...entryOf(w, 0), by: w === 'admin' ? 'team01' : 'admin' };
        }),
      allowed: NOBODY,
    },
    {
      what: 'deleted',
      name: "an entry with the client's time as `at`",
      write: (w) =>
        edited([removal(w, T, 'open')], (u) => {
          u[`deleted/${T}/open`] = { ...entryOf(w, 0), at: NOW - 1000 };
        }),
      allowed: NOBODY,
    },

    // History events: what each action records, and never changed or removed.
    {
      what: 'event',
      name: 'return to supervision with its reason',
      write: (w) => app([returnOf(w)]),
      allowed: ADMIN,
    },
    {
      what: 'event',
      name: 'return without a reason',
      write: (w) => app([withEvent(returnOf(w), (e) => delete e.reason)]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "return with a reason of 4 characters ('abcd')",
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = 'abcd'))]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "return with a reason of 2 characters between spaces ('   ab   ')",
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = '   ab   '))]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'return with a reason of spaces and line breaks only',
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = ' \n \n \t  '))]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "return with a reason of 5 characters between spaces ('  abcde ')",
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = '  abcde '))]),
      allowed: ADMIN,
    },
    {
      what: 'event',
      name: 'return with a reason of two lines',
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = 'Foto\nfaltando'))]),
      allowed: ADMIN,
    },
    {
      what: 'event',
      name: 'return with a reason of 1000 characters',
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = text(1000)))]),
      allowed: ADMIN,
    },
    {
      what: 'event',
      name: 'return with a reason of 1001 characters',
      write: (w) => app([withEvent(returnOf(w), (e) => (e.reason = text(1001)))]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'a reason on an event that is not a return (paid)',
      write: (w) =>
        app([
          withEvent(change(w, T, 'open', { paid: true }, 0, 'paid'), (e) => (e.reason = REASON)),
        ]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'a header save with its changes (any shape)',
      write: (w) =>
        app([
          withEvent(change(w, T, 'open', { 'header/title': 'Poda 2' }), (e) => {
            e.changes = [{ path: 'header/title', before: 'Poda', after: 'Poda 2' }];
          }),
        ]),
      allowed: ALL,
    },
    {
      what: 'event',
      name: 'an event holding a field the app does not write',
      write: (w) =>
        app([withEvent(change(w, T, 'open', { 'header/title': 'P' }), (e) => (e.nota = 'x'))]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "a removal's event without the record removed",
      write: (w) => app([withEvent(removal(w, T, 'open'), (e) => delete e.record)]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'a record on an event that is not a removal',
      write: (w) =>
        app([
          withEvent(change(w, T, 'open', { 'header/title': 'P' }), (e) => {
            e.record = FORMS.open;
          }),
        ]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'a split whose halves do not name their original (no from)',
      write: (w) => {
        const [i, c, original] = splitOf(w, 'open') as [
          BulletinChange,
          BulletinChange,
          BulletinChange,
        ];
        return app([withEvent(i, (e) => delete e.from), c, original]);
      },
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'a split whose original does not name its halves (no into)',
      write: (w) => {
        const [i, c, original] = splitOf(w, 'open') as [
          BulletinChange,
          BulletinChange,
          BulletinChange,
        ];
        return app([i, c, withEvent(original, (e) => delete e.into)]);
      },
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'an event naming another writer as `by`',
      write: (w) =>
        app([
          withEvent(change(w, T, 'open', { 'header/title': 'P' }), (e) => {
            e.by = w === 'admin' ? 'team01' : 'admin';
          }),
        ]),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "an event with the client's time as `at`",
      write: (w) =>
        edited([change(w, T, 'open', { 'header/title': 'P' })], (u) => {
          u[`history/${T}/open/1`] = { ...(u[`history/${T}/open/1`] as object), at: NOW - 1000 };
        }),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'an event changed (its action)',
      write: () => ({ update: { [`history/${T}/atFive/5/action`]: 'paid' } }),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'an event given a reason afterwards',
      write: () => ({ update: { [`history/${T}/atFive/5/reason`]: REASON } }),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: 'an event removed',
      write: () => ({ update: { [`history/${T}/gone/2`]: null } }),
      allowed: NOBODY,
    },
    {
      what: 'event',
      name: "a deleted bulletin's history removed",
      write: () => ({ update: { [`history/${T}/gone`]: null } }),
      allowed: NOBODY,
    },

    // lastReturn: the admin's return sets it; the forward (or an admin) removes it.
    {
      what: 'lastReturn',
      name: 'return with lastReturn: its reason, the admin as itself',
      write: (w) => app([returnOf(w, { reason: REASON, byName: nameOf(w), at: NOW })]),
      allowed: ADMIN,
    },
    {
      what: 'lastReturn',
      name: "return with a lastReturn reason that is not the event's",
      write: (w) => app([returnOf(w, { reason: 'Outro motivo', byName: nameOf(w), at: NOW })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'return with lastReturn naming someone else',
      write: (w) => app([returnOf(w, { reason: REASON, byName: 'Sup', at: NOW })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'return with lastReturn without its time',
      write: (w) => app([returnOf(w, { reason: REASON, byName: nameOf(w) })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'return with lastReturn holding another field',
      write: (w) => app([returnOf(w, { reason: REASON, byName: nameOf(w), at: NOW, nota: 'x' })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'set outside a return (a header save)',
      write: (w) =>
        app([
          change(w, T, 'open', {
            'header/title': 'P',
            lastReturn: { reason: REASON, byName: nameOf(w), at: NOW },
          }),
        ]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'its reason changed',
      write: (w) => app([change(w, T, 'returnedWhy', { 'lastReturn/reason': 'Outro motivo' })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'written again as it is, whole',
      write: (w) =>
        app([change(w, T, 'returnedWhy', { lastReturn: FORMS.returnedWhy?.lastReturn ?? null })]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: 'removed outside a forward',
      write: (w) => app([change(w, T, 'returnedWhy', { 'header/title': 'P', lastReturn: null })]),
      allowed: ADMIN,
    },
    {
      what: 'lastReturn',
      name: 'removed by the forward',
      write: (w) =>
        app([
          change(w, T, 'returnedWhy', { ...forwardFields(w), lastReturn: null }, 0, 'forwarded'),
        ]),
      allowed: FORWARDERS,
    },
    {
      what: 'lastReturn',
      name: 'left in place by a forward (the app clears it; the rules do not demand it)',
      write: (w) => app([change(w, T, 'returnedWhy', forwardFields(w), 0, 'forwarded')]),
      allowed: FORWARDERS,
    },
    {
      what: 'lastReturn',
      name: 'left as it is by an editor save',
      write: (w) => app([change(w, T, 'returnedWhy', { 'header/title': 'Poda 2' })]),
      allowed: ALL,
    },
    {
      what: 'lastReturn',
      name: 'carried by a new bulletin',
      write: (w) =>
        app([
          creation(
            w,
            T,
            '-Nnew0000000000000015',
            aBulletin({ lastReturn: { reason: REASON, byName: nameOf(w), at: NOW } }),
          ),
        ]),
      allowed: NOBODY,
    },
    {
      what: 'lastReturn',
      name: "split halves without it (the app's split)",
      write: (w) => app(splitOf(w, 'returnedWhy')),
      allowed: ALL,
    },
    {
      what: 'lastReturn',
      name: 'split halves copying it',
      write: (w) => app(splitOf(w, 'returnedWhy', { lastReturn: FORMS.returnedWhy?.lastReturn })),
      allowed: NOBODY,
    },
  ];

  /** The rules' verdict (targaryen, as the writer). */
  const rulesAllow = (who: Writer, write: Write) =>
    as(who).update('/', write.update, { now: NOW }).allowed;
  /** Fixture mode's verdict: the memory tree applies the same update as the writer (P51). */
  const fixtureAllows = (who: Writer, write: Write) => fixtureWrites(who, '/', write.update);

  const cases = TABLE.flatMap((t) =>
    WRITERS.map((who) => ({ ...t, who, expected: t.allowed.includes(who) })),
  );

  it.each(cases)('$what: $name — $who (allowed: $expected)', (c) => {
    const write = c.write(c.who);
    expect({ rules: rulesAllow(c.who, write), fixture: fixtureAllows(c.who, write) }).toEqual({
      rules: c.expected,
      fixture: c.expected,
    });
  });
});

describe('issue 15: who reads the history and the deleted list', () => {
  it('history/{team}: whoever reads the team bulletins', () => {
    for (const who of ['admin', 'func', 'superv', 'team01'] as const) {
      canRead(who, '/history/ORCDISTBA01');
      canRead(who, '/history/ORCDISTBA01/gone');
    }
    cannotRead('team01', '/history/ORCDISTBA02');
    cannotRead('supervTen', '/history/ORCDISTBA01');
    cannotRead('signed-out', '/history/ORCDISTBA01/gone');
    cannotRead('noRole', '/history/ORCDISTBA01/gone');
  });

  it('deleted/{team}: the admin only, team by team', () => {
    canRead('admin', '/deleted/ORCDISTBA01');
    canRead('admin', '/deleted/ORCDISTBA01/gone');
    for (const who of ['func', 'superv', 'team01', 'signed-out', 'noRole'] as const) {
      cannotRead(who, '/deleted/ORCDISTBA01');
      cannotRead(who, '/deleted/ORCDISTBA01/gone');
    }
    cannotRead('admin', '/deleted');
  });
});

describe('issue 14: the field rules, role × field × transition, in the rules and in fixture mode alike', () => {
  /** The roles that write bulletins of ORCDISTBA01 (the supervisor's list holds it). */
  type Writer = 'admin' | 'func' | 'superv' | 'team01';
  const WRITERS: readonly Writer[] = ['admin', 'func', 'superv', 'team01'];
  const ALL = WRITERS;
  const ADMIN: readonly Writer[] = ['admin'];
  const REVIEWERS: readonly Writer[] = ['admin', 'superv'];
  /** P52: only a supervisor forwards to billing (the admin no longer does). */
  const FORWARDERS: readonly Writer[] = ['superv'];
  const NOBODY: readonly Writer[] = [];
  const T = 'ORCDISTBA01';
  const FORMS = DATA.forms[T] as Record<string, Invoice>;
  /** The writer's user record as the rules find it: users/{uid}, else users-mobile/{uid}. */
  const recordOf = (who: Writer): UserRecord =>
    ((DATA.users as Record<string, UserRecord>)[who] ??
      (DATA['users-mobile'] as Record<string, UserRecord>)[who]) as UserRecord;
  const nameOf = (who: Writer): string => recordOf(who).name as string;

  type Changes = (who: Writer) => BulletinChange[];
  interface Transition {
    field: string;
    name: string;
    changes: Changes;
    /** Who the rules let make it; everyone else is refused. */
    allowed: readonly Writer[];
  }

  const patch =
    (
      key: string,
      fields: BulletinFields | ((who: Writer) => BulletinFields),
      action?: HistoryAction,
    ): Changes =>
    (who) => [change(who, T, key, typeof fields === 'function' ? fields(who) : fields, 0, action)];
  const create =
    (invoice: Invoice | ((who: Writer) => Invoice)): Changes =>
    (who) => [
      creation(
        who,
        T,
        '-Nnew0000000000000001',
        typeof invoice === 'function' ? invoice(who) : invoice,
      ),
    ];
  /** D13: two halves created (split-from) and the original removed (split-into), one update. */
  const splitOf =
    (key: string, half: (line: ServiceLine) => Partial<Invoice> = () => ({})): Changes =>
    (who) => {
      const original = FORMS[key] as Invoice;
      const halfOf = (suffix: string, line: ServiceLine): BulletinChange => ({
        ...creation(who, T, `-Nsplit${suffix}00000000000001`, {
          ...original,
          id: `${original.id ?? ''}${suffix}`,
          services: [line],
          ...half(line),
        }),
        event: eventBy(who, 'split-from'),
      });
      return [
        halfOf('I', aLine({ code: 'NDE1' })),
        halfOf('C', aLine({ code: 'NDM1C' })),
        removal(who, T, key, 0, 'split-into'),
      ];
    };
  /** The editor's services save (SPEC §7): the whole list, the totals and editedBy. */
  const servicesSave = (services: unknown[]): BulletinFields => ({
    services,
    total: 100,
    total_wfactor: 165.68,
    editedBy: 'Editor',
  });
  const forwardFields = (who: Writer): BulletinFields => ({
    checked: true,
    checked_closed: 'true_false',
    checked_at: NOW,
    checked_by: nameOf(who),
  });
  const RETURN = {
    attached: false,
    archived: false,
    viewedByFat: false,
    paid: false,
    checked: false,
    checked_closed: 'false_false',
  };
  const withPedidoHeader = (FORMS.withPedido as Invoice).header as InvoiceHeader;
  const text = (length: number) => 'x'.repeat(length);
  /** The record without one field (as written by a client that leaves it out). */
  const without = <R extends object>(record: R, field: string): R =>
    Object.fromEntries(Object.entries(record).filter(([name]) => name !== field)) as R;
  const lines = (count: number) => Array.from({ length: count }, () => aLine());

  const TABLE: Transition[] = [
    // checked and its record (SPEC §4: forward by superv; return by admin)
    {
      field: 'checked',
      name: 'forward an unchecked bulletin, as itself, now',
      changes: patch('open', forwardFields, 'forwarded'),
      allowed: FORWARDERS,
    },
    {
      field: 'checked',
      name: 'forward naming someone else as the checker',
      changes: patch(
        'open',
        (w) => ({ ...forwardFields(w), checked_by: 'Outro Nome' }),
        'forwarded',
      ),
      allowed: NOBODY,
    },
    {
      field: 'checked',
      name: 'forward without checked_closed true_false',
      changes: patch('open', (w) => without(forwardFields(w), 'checked_closed'), 'forwarded'),
      allowed: NOBODY,
    },
    {
      field: 'checked',
      name: 'forward without checked_at',
      changes: patch('open', (w) => without(forwardFields(w), 'checked_at'), 'forwarded'),
      allowed: NOBODY,
    },
    {
      field: 'checked',
      name: 'forward again a checked bulletin (new checker and time)',
      changes: patch('checkedOne', forwardFields, 'forwarded'),
      allowed: NOBODY,
    },
    {
      field: 'checked',
      name: 'set checked true alone',
      changes: patch('open', { checked: true }, 'forwarded'),
      allowed: NOBODY,
    },
    {
      field: 'checked',
      name: 'return to supervision',
      changes: patch('checkedOne', RETURN, 'returned'),
      allowed: ADMIN,
    },
    {
      field: 'checked',
      name: 'return a paid bulletin to supervision',
      changes: patch('paidOne', RETURN, 'returned'),
      allowed: ADMIN,
    },
    {
      field: 'checked',
      name: 'uncheck, leaving the rest',
      changes: patch('checkedOne', { checked: false }, 'returned'),
      allowed: ADMIN,
    },
    {
      field: 'checked',
      name: 'remove checked',
      changes: patch('checkedOne', { checked: null }, 'returned'),
      allowed: ADMIN,
    },
    {
      field: 'checked',
      name: 'write checked false where it was false',
      changes: patch('open', { checked: false }),
      allowed: ALL,
    },
    {
      field: 'checked_by',
      name: 'change the checker of a checked bulletin',
      changes: patch('checkedOne', { checked_by: 'Outro Nome' }),
      allowed: NOBODY,
    },
    {
      field: 'checked_by',
      name: 'remove the checker of a checked bulletin',
      changes: patch('checkedOne', { checked_by: null }),
      allowed: NOBODY,
    },
    {
      field: 'checked_by',
      name: 'name a checker on an unchecked bulletin',
      changes: patch('open', (w) => ({ checked_by: nameOf(w) })),
      allowed: NOBODY,
    },
    {
      field: 'checked_at',
      name: 'change the time of a forward',
      changes: patch('checkedOne', { checked_at: NOW }),
      allowed: NOBODY,
    },
    {
      field: 'checked_at',
      name: 'remove the time of a forward',
      changes: patch('checkedOne', { checked_at: null }),
      allowed: NOBODY,
    },
    {
      field: 'checked_closed',
      name: 'write false_false on a checked bulletin',
      changes: patch('checkedOne', { checked_closed: 'false_false' }),
      allowed: NOBODY,
    },
    {
      field: 'checked_closed',
      name: 'remove it from a checked bulletin',
      changes: patch('checkedOne', { checked_closed: null }),
      allowed: NOBODY,
    },
    {
      field: 'checked_closed',
      name: 'write true_false on an unchecked bulletin',
      changes: patch('open', { checked_closed: 'true_false' }),
      allowed: NOBODY,
    },
    // status and the admin flags (SPEC §4, D9)
    {
      field: 'viewedByFat',
      name: 'mark viewed',
      changes: patch('open', { viewedByFat: true }, 'viewed'),
      allowed: ADMIN,
    },
    {
      field: 'viewedByFat',
      name: 'unmark viewed',
      changes: patch('viewedOne', { viewedByFat: false }, 'unviewed'),
      allowed: ADMIN,
    },
    {
      field: 'status',
      name: "set 'viewed'",
      changes: patch('open', { status: 'viewed' }, 'viewed'),
      allowed: ADMIN,
    },
    {
      field: 'status',
      name: "change 'viewed' to another status",
      changes: patch('viewedOne', { status: 'aberto' }, 'unviewed'),
      allowed: ADMIN,
    },
    {
      field: 'status',
      name: "remove 'viewed'",
      changes: patch('viewedOne', { status: null }, 'unviewed'),
      allowed: ADMIN,
    },
    {
      field: 'status',
      name: 'write another status where none was viewed',
      changes: patch('open', { status: 'aberto' }),
      allowed: ALL,
    },
    {
      field: 'paid',
      name: 'mark paid',
      changes: patch('open', { paid: true }, 'paid'),
      allowed: ADMIN,
    },
    {
      field: 'paid',
      name: 'unmark paid',
      changes: patch('paidOne', { paid: false }, 'unpaid'),
      allowed: ADMIN,
    },
    {
      field: 'paid',
      name: 'remove paid',
      changes: patch('paidOne', { paid: null }, 'unpaid'),
      allowed: ADMIN,
    },
    {
      field: 'attached',
      name: 'mark attached (and archived)',
      changes: patch('open', { attached: true, archived: true }, 'attached'),
      allowed: ADMIN,
    },
    {
      field: 'viewedByFat',
      name: 'bulk toggle viewed on two bulletins (one write)',
      changes: (who) => [
        change(who, T, 'open', { viewedByFat: true }, 0, 'viewed'),
        change(who, T, 'returned', { viewedByFat: true }, 0, 'viewed'),
      ],
      allowed: ADMIN,
    },
    {
      field: 'paid',
      name: 'bulk toggle paid on two bulletins (one write)',
      changes: (who) => [
        change(who, T, 'open', { paid: true }, 0, 'paid'),
        change(who, T, 'returned', { paid: true }, 0, 'paid'),
      ],
      allowed: ADMIN,
    },
    // header.pedido (Dar Baixa, D14)
    {
      field: 'header/pedido',
      name: 'Dar Baixa on two bulletins (one write)',
      changes: (who) => [
        change(who, T, 'open', { attached: true, 'header/pedido': '4500099999' }, 0, 'attached'),
        change(
          who,
          T,
          'returned',
          { attached: true, 'header/pedido': '4500099998' },
          0,
          'attached',
        ),
      ],
      allowed: ADMIN,
    },
    {
      field: 'header/pedido',
      name: 'set it alone',
      changes: patch('open', { 'header/pedido': '4500099999' }),
      allowed: ADMIN,
    },
    {
      field: 'header/pedido',
      name: 'change it',
      changes: patch('withPedido', { 'header/pedido': '4500000000' }),
      allowed: ADMIN,
    },
    {
      field: 'header/pedido',
      name: 'clear it',
      changes: patch('withPedido', { 'header/pedido': null }),
      allowed: ADMIN,
    },
    {
      field: 'header/pedido',
      name: 'editor header save keeping it',
      changes: patch('withPedido', {
        header: { ...withPedidoHeader, title: 'Poda corrigida' },
        date: Date.UTC(2026, 10, 6),
        editedBy: 'Editor',
      }),
      allowed: ALL,
    },
    {
      field: 'header/pedido',
      name: 'editor header save dropping it',
      changes: patch('withPedido', {
        header: without(withPedidoHeader, 'pedido'),
        editedBy: 'Editor',
      }),
      allowed: ADMIN,
    },
    {
      field: 'header/pedido',
      name: 'editor header save with a blank one where none was',
      changes: patch('open', { header: { ...aBulletin().header, pedido: ' ' } }),
      allowed: ALL,
    },
    // service lines: pedido and paid (SPEC §4 Atualizar Pedidos, D15); the editor's saves (SPEC §7)
    {
      field: 'services',
      name: 'Atualizar Pedidos sets a pedido and paid on a line',
      changes: patch(
        'open',
        { services: [aLine({ quantity: '1,5', factor: '', pedido: '4500012345', paid: true })] },
        'pedido',
      ),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: "Atualizar Pedidos with a blank pedido resets a line to '-', unpaid",
      changes: patch(
        'withPedido',
        { services: [LINE_X, { ...LINE_P, pedido: '-', paid: false }, LINE_Y] },
        'pedido',
      ),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'editor adds a line after the one with a pedido',
      changes: patch(
        'withPedido',
        servicesSave([LINE_X, LINE_P, LINE_Y, aLine({ code: 'NDE3' })]),
        'services',
      ),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'editor edits a line without a pedido',
      changes: patch(
        'withPedido',
        servicesSave([{ ...LINE_X, quantity: 4 }, LINE_P, LINE_Y]),
        'services',
      ),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'editor removes the last line (no pedido)',
      changes: patch('withPedido', servicesSave([LINE_X, LINE_P]), 'services'),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'editor removes a line before the one with a pedido, leaving a hole (kept in place)',
      changes: patch('withPedido', servicesSave([null, LINE_P, LINE_Y]), 'services'),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'editor removes a line before the one with a pedido, which moves up',
      changes: patch('withPedido', servicesSave([LINE_P, LINE_Y]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'editor edits the quantity of the line with a pedido',
      changes: patch(
        'withPedido',
        servicesSave([LINE_X, { ...LINE_P, quantity: 5 }, LINE_Y]),
        'services',
      ),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'editor removes the line with a pedido',
      changes: patch('withPedido', servicesSave([LINE_X, LINE_Y]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'editor removes every line of a bulletin with a pedido',
      changes: patch('withPedido', servicesSave([]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'editor removes every line of a bulletin without one',
      changes: patch('open', servicesSave([]), 'services'),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'a new line carrying a pedido',
      changes: patch('open', servicesSave([aLine(), aLine({ pedido: '4500012345' })]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'a numeric pedido on a new line',
      changes: patch('open', servicesSave([aLine({ pedido: 4500012345 })]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'a line marked paid without a pedido',
      changes: patch('open', servicesSave([aLine({ paid: true })]), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'a pedido of blanks and a dash counts as none',
      changes: patch(
        'open',
        servicesSave([aLine({ pedido: ' - ' }), aLine({ pedido: '  ' })]),
        'services',
      ),
      allowed: ALL,
    },
    {
      field: 'services',
      name: 'a field of the line with a pedido, by its path',
      changes: patch('withPedido', { 'services/1/quantity': 3 }, 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'the pedido of a line, by its path, removed',
      changes: patch('withPedido', { 'services/1/pedido': null }, 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'the line with a pedido, by its path, removed',
      changes: patch('withPedido', { 'services/1': null }, 'services'),
      allowed: ADMIN,
    },
    {
      field: 'services',
      name: 'a line without a pedido, by its path, removed',
      changes: patch('withPedido', { 'services/2': null }, 'services'),
      allowed: ALL,
    },
    // the other editor saves (SPEC §7)
    {
      field: 'materials',
      name: 'editor saves the materials',
      changes: patch(
        'open',
        {
          materials: [
            aMaterial({ quantity: 3 }),
            aMaterial({ material: 'M2', action: 'RETIRADO' }),
          ],
        },
        'materials',
      ),
      allowed: ALL,
    },
    {
      field: 'photos',
      name: 'editor saves a structure with an https image',
      changes: patch(
        'open',
        { photos: [aPhoto({ firebasePath: 'https://example.com/a.jpg' })] },
        'photos',
      ),
      allowed: ALL,
    },
    {
      field: 'photos',
      name: 'editor saves a structure with a data:image',
      changes: patch(
        'open',
        { photos: [aPhoto(), aPhoto({ firebasePath: 'data:image/jpeg;base64,/9j/' })] },
        'photos',
      ),
      allowed: ALL,
    },
    {
      field: 'photos',
      name: 'editor saves a structure without an image',
      changes: patch('open', { photos: [aPhoto({ firebasePath: '' })] }, 'photos'),
      allowed: ALL,
    },
    {
      field: 'photos',
      name: 'a javascript: image URL',
      changes: patch(
        'open',
        { photos: [aPhoto({ firebasePath: 'javascript:alert(1)' })] },
        'photos',
      ),
      allowed: NOBODY,
    },
    {
      field: 'photos',
      name: 'a bare path written anew',
      changes: patch('open', { photos: [aPhoto({ firebasePath: 'fotos/poste-9.jpg' })] }, 'photos'),
      allowed: NOBODY,
    },
    {
      field: 'photos',
      name: 'P60: a photo taken in the app (its stored path), written anew anywhere in the list',
      changes: patch(
        'open',
        {
          photos: [
            aPhoto(),
            aPhoto({ firebasePath: 'photos/Xchv8hVgcFDpHpYBR3jOv2u5A9cJ/mk9x2b_c-1.jpg' }),
          ],
        },
        'photos',
      ),
      allowed: ALL,
    },
    ...[
      'photos/Xchv8hVgcFDpHpYBR3jOv2u5A9cJ/../../x.jpg',
      'photos/Xchv8hVgcFDpHpYBR3jOv2u5A9cJ/p1.png',
      'photos/p1.jpg',
      'photos/a/b/p1.jpg',
      ' photos/u1/p1.jpg',
    ].map((firebasePath) => ({
      field: 'photos' as const,
      name: `P60: not a stored photo's path: ${JSON.stringify(firebasePath)}`,
      changes: patch('open', { photos: [aPhoto({ firebasePath })] }, 'photos'),
      allowed: NOBODY,
    })),
    {
      field: 'photos',
      name: 'a legacy path kept in its place',
      changes: patch(
        'legacyPhotos',
        { photos: [LEGACY_PHOTO, { ...HTTPS_PHOTO, obs: 'Cruzeta nova' }] },
        'photos',
      ),
      allowed: ALL,
    },
    {
      field: 'photos',
      name: 'a legacy path moved to another place',
      changes: patch('legacyPhotos', { photos: [HTTPS_PHOTO, LEGACY_PHOTO] }, 'photos'),
      allowed: NOBODY,
    },
    {
      field: 'header',
      name: 'editor header save',
      changes: patch('open', {
        header: { ...aBulletin().header, title: 'Poda de árvore' },
        date: Date.UTC(2026, 10, 6),
        editedBy: 'Editor',
      }),
      allowed: ALL,
    },
    // creation (SPEC §4 "On creation"), split (D13) and deletion (SPEC §6)
    {
      field: 'creation',
      name: 'as the new-bulletin form creates it',
      changes: create(aBulletin()),
      allowed: ALL,
    },
    {
      field: 'creation',
      name: 'already forwarded, as itself, now',
      changes: create((w) =>
        // A creation is written as it is: the server's clock placeholder, as the SDK sends it.
        aBulletin({ ...forwardFields(w), checked_at: SERVER_TIME } as unknown as Partial<Invoice>),
      ),
      // P52: the admin is not forwarding here: an admin creates any bulletin (D13).
      allowed: REVIEWERS,
    },
    {
      field: 'creation',
      name: 'checked, naming someone else',
      changes: create(aBulletin(CHECKED_BY_SUP)),
      allowed: ADMIN,
    },
    {
      field: 'creation',
      name: "unchecked with checked_closed 'true_false'",
      changes: create(aBulletin({ checked_closed: 'true_false' })),
      allowed: ADMIN,
    },
    {
      field: 'creation',
      name: 'with a line carrying a pedido',
      changes: create(aBulletin({ services: [LINE_P] })),
      allowed: ADMIN,
    },
    {
      field: 'creation',
      name: 'with a header pedido',
      changes: create(aBulletin({ header: withPedidoHeader })),
      allowed: ADMIN,
    },
    { field: 'creation', name: 'paid', changes: create(aBulletin({ paid: true })), allowed: ADMIN },
    {
      field: 'creation',
      name: "with status 'viewed'",
      changes: create(aBulletin({ status: 'viewed' })),
      allowed: ADMIN,
    },
    {
      field: 'creation',
      name: 'with a field the app does not write',
      changes: create({ ...aBulletin(), legado: 'x' } as Invoice),
      allowed: NOBODY,
    },
    { field: 'split', name: 'a bulletin not checked', changes: splitOf('open'), allowed: ALL },
    {
      field: 'split',
      name: 'a returned bulletin (the halves keep its old checker)',
      changes: splitOf('returned'),
      allowed: ALL,
    },
    {
      field: 'split',
      name: 'a checked bulletin (the halves keep its checker)',
      changes: splitOf('checkedOne'),
      allowed: ADMIN,
    },
    {
      field: 'split',
      name: 'a bulletin with a line carrying a pedido',
      changes: splitOf('withPedido', (line) => ({ services: [line, LINE_P] })),
      allowed: ADMIN,
    },
    {
      field: 'split',
      name: 'a bulletin holding fields the app does not write (copied)',
      changes: splitOf('open', () => ({ sending: 'x', legado: 1 }) as Partial<Invoice>),
      allowed: ALL,
    },
    {
      field: 'deletion',
      name: 'Excluir',
      changes: (who) => [removal(who, T, 'open')],
      allowed: ALL,
    },
    {
      field: 'deletion',
      name: 'Excluir a bulletin with a line carrying a pedido',
      changes: (who) => [removal(who, T, 'withPedido')],
      allowed: ALL,
    },
    // bounds: numbers finite and sane, texts of reasonable length (every writer)
    {
      field: 'bounds',
      name: 'quantity at the app bound, 100000',
      changes: patch('open', servicesSave([aLine({ quantity: 100_000 })]), 'services'),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: 'quantity above 100000',
      changes: patch('open', servicesSave([aLine({ quantity: 100_001 })]), 'services'),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'material quantity below -100000',
      changes: patch('open', { materials: [aMaterial({ quantity: -100_001 })] }, 'materials'),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: "quantity as text, '1,5' (D3)",
      changes: patch('open', servicesSave([aLine({ quantity: '1,5' })]), 'services'),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: "quantity as text in exponent notation, '1e300'",
      changes: patch('open', servicesSave([aLine({ quantity: '1e300' })]), 'services'),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'price of R$ 1 billion',
      changes: patch('open', servicesSave([aLine({ price: 1e9 })]), 'services'),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: 'price above R$ 1 billion',
      changes: patch('open', servicesSave([aLine({ price: 1e9 + 1 })]), 'services'),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'total of 1e300',
      changes: patch('open', { total: 1e300 }),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'factor above 1000',
      changes: patch('open', servicesSave([aLine({ factor: 1001 })]), 'services'),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'date beyond 1e15 ms',
      changes: patch('open', { date: 1e16 }),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'title of 1000 characters',
      changes: patch('open', { header: { ...aBulletin().header, title: text(1000) } }),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: 'title of 1001 characters',
      changes: patch('open', { header: { ...aBulletin().header, title: text(1001) } }),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'observation of 4000 characters',
      changes: patch('open', { 'header/observation': text(4000) }),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: 'observation of 4001 characters',
      changes: patch('open', { 'header/observation': text(4001) }),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'a top-level field the app does not write',
      changes: patch('open', { legado: 'x' }),
      allowed: NOBODY,
    },
    {
      field: 'bounds',
      name: 'a 100-line services list',
      changes: patch('open', servicesSave(lines(100)), 'services'),
      allowed: ALL,
    },
    {
      field: 'bounds',
      name: 'a 101-line services list (beyond what the pedido check reaches)',
      changes: patch('open', servicesSave(lines(101)), 'services'),
      allowed: ADMIN,
    },
    {
      field: 'bounds',
      name: 'a material line keyed 1000',
      changes: patch('open', { 'materials/1000': aMaterial() }, 'materials'),
      allowed: NOBODY,
    },
  ];

  const cases = TABLE.flatMap((t) =>
    WRITERS.map((who) => ({ ...t, who, expected: t.allowed.includes(who) })),
  );

  it('holds at least 150 cases, each role both allowed and refused somewhere', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const who of WRITERS) {
      expect(cases.some((c) => c.who === who && c.expected)).toBe(true);
      expect(cases.some((c) => c.who === who && !c.expected)).toBe(true);
    }
  });

  it.each(cases)('$field: $name — $who (allowed: $expected)', ({ who, changes, expected }) => {
    // The rules (targaryen) and fixture mode (the memory tree) on the change as the app's
    // layout writes it.
    commit(who, changes(who), expected);
  });
});

describe("issue 14: the app's own writes, as its use cases make them, for every role", () => {
  /**
   * Each case runs the app's real path: who acts is made by the session's own conversion
   * (sessionUserOf, then actingUser) from the writer's record and sign-in email; the change is
   * core's transition (workflow) on the bulletin as stored; the write is what InvoiceRepo.commit
   * sends (the layout's bulletinUpdate). An allowed case must be allowed by the rules (targaryen)
   * and by fixture mode's field rules alike; a refused case must be refused by core, with its
   * Portuguese reason, before anything is written. `before`, where given, is the write the app
   * made for the same gesture before these fixes: the rules refuse it (why core changed).
   */
  type AppWriter = 'admin' | 'func' | 'superv' | 'team01' | 'supSpaced' | 'supNoName' | 'supBlank';
  const T = 'ORCDISTBA01';
  const FORMS = DATA.forms[T] as Record<string, Invoice>;
  const USERS = DATA.users as Record<string, UserRecord>;
  const MOBILE = DATA['users-mobile'] as Record<string, UserRecord>;
  const EDITORS: readonly AppWriter[] = ['admin', 'func', 'superv', 'team01'];
  const KEYS = { I: '-NsplitI00000000000001', C: '-NsplitC00000000000001' };
  const FACTOR = 1.6568;

  /** Who acts, as the session makes it for this account (users/{uid}, else users-mobile). */
  const actor = (who: Who): ActingUser => {
    const inUsers = Object.hasOwn(USERS, who);
    const record = (inUsers ? USERS[who] : MOBILE[who]) as UserRecord;
    const made = sessionUserOf(
      { uid: who, email: emailOf(who) ?? '' },
      { uid: who, collection: inUsers ? 'users' : 'users-mobile', record },
    );
    if (!made.ok) throw new Error(made.notice);
    return actingUser(made.user);
  };
  const entryOf = (key: string): InvoiceEntry => ({
    team: T,
    key,
    invoice: FORMS[key] as Invoice,
  });
  /** A single bulletin's transition as the use case commits it (writeRecord). */
  const written = (key: string, user: ActingUser, result: FieldsTransition): ChangeSet =>
    result.ok ? { ok: true, changes: [patchOf(entryOf(key), result.patch, user, result)] } : result;

  /** The rules' and fixture mode's verdicts on a change by `who`. */
  const judge = (who: Who, changes: BulletinChange[]) => ({
    rules: commitAs(who, changes).allowed,
    fixture: fixtureCommits(who, changes),
  });

  interface AppCase {
    point: string;
    name: string;
    who: AppWriter;
    /** The app's change, or core's refusal. */
    run: (user: ActingUser) => ChangeSet;
    /** Refused by core with this reason; absent: allowed, and passes the rules and fixture mode. */
    refused?: string;
    /** The write the app made for this gesture before the fix: refused by the rules. */
    before?: (user: ActingUser) => BulletinChange[];
  }

  const removeAt = (position: number): ListEdit<never> => ({ kind: 'remove', position });
  const services = (key: string, edit: ListEdit<ServiceLine>) => (user: ActingUser) =>
    written(key, user, saveServicesPatch(entryOf(key), edit, FACTOR, user));
  /** The editor's services save as it was: the compacted list (toList) written whole. */
  const oldServicesSave = (key: string, list: ServiceLine[]) => (user: ActingUser) => [
    patchOf(
      entryOf(key),
      { services: list, ...invoiceTotals(list, FACTOR), editedBy: user.name },
      user,
      'services',
    ),
  ];
  const EDITED_Y = { ...LINE_Y, quantity: 4 };
  const NEW_LINE = aLine({ code: 'NDE3' });

  const editorCases: AppCase[] = EDITORS.flatMap((who): AppCase[] => {
    const admin = who === 'admin';
    return [
      {
        point: '1 editor',
        name: 'removes a line before the one with a pedido: a hole, the pedido line keeps its key',
        who,
        run: services('withPedido', removeAt(0)),
        before: admin ? undefined : oldServicesSave('withPedido', [LINE_P, LINE_Y]),
      },
      {
        point: '1 editor',
        name: 'removes the line after a hole: every line keeps its key',
        who,
        run: services('holed', removeAt(1)),
        before: admin ? undefined : oldServicesSave('holed', [LINE_P]),
      },
      {
        point: '1 editor',
        name: 'edits a line of a list with a hole',
        who,
        run: services('holed', { kind: 'replace', position: 1, item: EDITED_Y }),
        before: admin ? undefined : oldServicesSave('holed', [LINE_P, EDITED_Y]),
      },
      {
        point: '1 editor',
        name: 'adds a line to a list with a hole',
        who,
        run: services('holed', { kind: 'add', item: NEW_LINE }),
        before: admin ? undefined : oldServicesSave('holed', [LINE_P, LINE_Y, NEW_LINE]),
      },
      {
        point: '1 editor',
        name: 'removes the last line (no pedido after it): the list closes up as before',
        who,
        run: services('withPedido', removeAt(2)),
      },
      {
        point: '1 editor',
        name: 'edits the line with a pedido',
        who,
        run: services('withPedido', {
          kind: 'replace',
          position: 1,
          item: { ...LINE_P, quantity: 5 },
        }),
        refused: admin ? undefined : REFUSALS.pedidoLine,
      },
      {
        point: '1 editor',
        name: 'removes the line with a pedido',
        who,
        run: services('withPedido', removeAt(1)),
        refused: admin ? undefined : REFUSALS.pedidoLine,
      },
      {
        point: '1 editor',
        name: 'removes a structure before one with a legacy image path, which keeps its key',
        who,
        run: (user) =>
          written('legacyLast', user, savePhotosPatch(entryOf('legacyLast'), removeAt(0), user)),
        before: (user) => [
          patchOf(entryOf('legacyLast'), { photos: [LEGACY_PHOTO] }, user, 'photos'),
        ],
      },
      {
        point: '1 editor',
        name: 'saves the materials',
        who,
        run: (user) =>
          written(
            'open',
            user,
            saveMaterialsPatch(entryOf('open'), { kind: 'add', item: aMaterial() }, user),
          ),
      },
    ];
  });

  /** The header the editor's form sends for a title typed anew (pedido not retyped). */
  const headerSave = (key: string) => (user: ActingUser) => {
    const stored = (FORMS[key] as Invoice).header;
    const header = editorHeaderToSave(stored, { title: 'Poda corrigida' }, null);
    return written(key, user, saveHeaderPatch(entryOf(key), header, user));
  };
  /** The header the editor sent before: every field trimmed, the pedido too (cleanHeader). */
  const oldHeaderSave = (key: string) => (user: ActingUser) => {
    const header = cleanHeader({ ...(FORMS[key] as Invoice).header, title: 'Poda corrigida' });
    return [patchOf(entryOf(key), { header, date: 1, editedBy: user.name }, user, 'header')];
  };

  const headerCases: AppCase[] = [
    ...EDITORS.flatMap((who): AppCase[] => [
      {
        point: '4 header',
        name: "saves the header of a bulletin whose pedido is ' 4500012345 ' (kept byte for byte)",
        who,
        run: headerSave('legacyPedido'),
        before: who === 'admin' ? undefined : oldHeaderSave('legacyPedido'),
      },
      {
        point: '4 header',
        name: 'saves the header of a bulletin whose pedido is a number',
        who,
        run: headerSave('numericPedido'),
      },
      {
        point: '4 header',
        name: 'saves the header of a bulletin with a pedido, sending another one',
        who,
        run: (user) => {
          const header = { ...(FORMS.withPedido as Invoice).header, pedido: '999' };
          return written('withPedido', user, saveHeaderPatch(entryOf('withPedido'), header, user));
        },
      },
    ]),
    {
      point: '4 header',
      name: 'the admin corrects the pedido',
      who: 'admin',
      run: (user) => {
        const stored = (FORMS.legacyPedido as Invoice).header;
        const header = editorHeaderToSave(stored, {}, '4500012345');
        return written(
          'legacyPedido',
          user,
          saveHeaderPatch(entryOf('legacyPedido'), header, user),
        );
      },
    },
  ];

  /** D13: the change a split makes: two halves created and the original removed. */
  const splitOf = (key: string) => (user: ActingUser) => split(entryOf(key), user, KEYS, FACTOR);
  /** The split the old core let a supervisor make: the admin's change, made as the supervisor. */
  const splitAs =
    (key: string) =>
    (user: ActingUser): BulletinChange[] => {
      const made = split(entryOf(key), { ...user, role: 'admin' }, KEYS, FACTOR);
      if (!made.ok) throw new Error(made.reason);
      return made.changes.map((c) => ({ ...c, event: { ...c.event, role: 'superv' } }));
    };
  const SPLIT_REFUSED: [string, string, string][] = [
    ['mixedChecked', 'a checked bulletin', REFUSALS.splitForwarded],
    ['mixedClosed', "an unchecked one with checked_closed 'true_false'", REFUSALS.splitForwarded],
    ['mixedPaid', 'a paid one', REFUSALS.splitMarked],
    ['mixedViewedByFat', 'a viewed one (viewedByFat)', REFUSALS.splitMarked],
    ['mixedViewedStatus', "a viewed one (status 'viewed')", REFUSALS.splitMarked],
    ['mixedAttached', 'an attached one', REFUSALS.splitMarked],
    ['mixedArchived', 'an archived one', REFUSALS.splitMarked],
    ['mixedHeaderPedido', 'one with a header pedido (Dar Baixa)', REFUSALS.splitPedido],
    ['mixedLinePedido', 'one with a line carrying a pedido', REFUSALS.splitPedido],
    ['mixedLinePaid', 'one with a line marked paid', REFUSALS.splitPedido],
    ['mixedLong', 'one with 101 investment lines', REFUSALS.splitTooLong],
  ];
  const SPLIT_ALLOWED: [string, string][] = [
    ['mixedOpen', 'a bulletin as created'],
    ['mixedReturned', 'a returned one (its old checker copied)'],
    ['mixedFlagsFalse', 'one with the admin flags written false'],
    ['mixedBlankPedido', "one with a blank header pedido (' - ')"],
    ['mixedHundred', 'one with 100 investment lines'],
  ];
  const splitCases: AppCase[] = [
    ...SPLIT_REFUSED.flatMap(([key, name, reason]): AppCase[] => [
      {
        point: '2 split',
        name,
        who: 'superv',
        run: splitOf(key),
        refused: reason,
        before: splitAs(key),
      },
      { point: '2 split', name, who: 'admin', run: splitOf(key) },
    ]),
    ...SPLIT_ALLOWED.flatMap(([key, name]): AppCase[] => [
      { point: '2 split', name, who: 'superv', run: splitOf(key) },
      { point: '2 split', name, who: 'admin', run: splitOf(key) },
    ]),
    ...(['func', 'team01'] as const).map((who): AppCase => ({
      point: '2 split',
      name: 'a bulletin as created (SPEC §6: admin and superv split)',
      who,
      run: splitOf('mixedOpen'),
      refused: REFUSALS.notAllowed,
    })),
  ];

  const forward = (key: string) => (user: ActingUser) =>
    written(key, user, forwardToBilling(entryOf(key), user, NOW));
  const forwardCases: AppCase[] = [
    {
      point: '3 forward',
      name: "by a supervisor named 'Sup'",
      who: 'superv',
      run: forward('open'),
    },
    {
      point: '3 forward',
      name: "by a supervisor named ' Sup Espaço ' (the name as stored)",
      who: 'supSpaced',
      run: forward('open'),
      before: (user) => [
        patchOf(
          entryOf('open'),
          {
            checked: true,
            checked_closed: 'true_false',
            checked_at: NOW,
            checked_by: 'Sup Espaço',
          },
          user,
          'forwarded',
        ),
      ],
    },
    {
      point: '3 forward',
      name: 'by a supervisor whose record has no name (its sign-in email)',
      who: 'supNoName',
      run: forward('open'),
    },
    {
      point: '3 forward',
      name: 'by a supervisor whose name is only spaces (its sign-in email)',
      who: 'supBlank',
      run: forward('open'),
    },
    {
      point: '3 forward',
      name: "two bulletins at once, by ' Sup Espaço '",
      who: 'supSpaced',
      run: (user) => bulkForwardToBilling([entryOf('open'), entryOf('returned')], user, NOW),
    },
    ...(['admin', 'func', 'team01'] as const).map((who): AppCase => ({
      point: '3 forward',
      name: 'by anyone but a supervisor (SPEC §6: superv only)',
      who,
      run: forward('open'),
      refused: REFUSALS.notAllowed,
    })),
    {
      point: '3 forward',
      name: 'again, a checked bulletin',
      who: 'superv',
      run: forward('checkedOne'),
      refused: REFUSALS.alreadyChecked,
    },
  ];

  const adminCases: AppCase[] = [
    {
      point: 'row actions',
      name: 'return to supervision',
      who: 'admin',
      run: (user) =>
        written(
          'checkedOne',
          user,
          returnToSupervision(entryOf('checkedOne'), user, 'Faltou a foto do poste 3.', Date.now()),
        ),
    },
    {
      point: 'row actions',
      name: 'mark viewed',
      who: 'admin',
      run: (user) => written('open', user, markViewed(entryOf('open'), user)),
    },
    {
      point: 'row actions',
      name: 'mark paid',
      who: 'admin',
      run: (user) => written('open', user, markPaid(entryOf('open'), user)),
    },
    {
      point: 'row actions',
      name: 'mark attached',
      who: 'admin',
      run: (user) => written('open', user, markAttached(entryOf('open'), user)),
    },
    ...(['func', 'superv', 'team01'] as const).map((who): AppCase => ({
      point: 'row actions',
      name: 'mark paid, by anyone else',
      who,
      run: (user) => written('open', user, markPaid(entryOf('open'), user)),
      refused: REFUSALS.notAllowed,
    })),
    {
      point: 'bulk',
      name: 'toggle paid on two bulletins',
      who: 'admin',
      run: (user) => bulkToggle([entryOf('open'), entryOf('returned')], 'paid', user),
    },
    {
      point: 'bulk',
      name: 'Dar Baixa on two bulletins',
      who: 'admin',
      run: (user) =>
        darBaixa(
          [
            { entry: entryOf('open'), pedido: '4500099999' },
            { entry: entryOf('returned'), pedido: ' 4500099998 ' },
          ],
          user,
        ),
    },
    {
      point: 'pedidos',
      name: 'Atualizar Pedidos on a list with a hole, by position (D49), keys kept',
      who: 'admin',
      run: (user) =>
        updatePedidos(
          [
            { entry: entryOf('holed'), positions: [1] },
            { entry: entryOf('withPedido'), positions: [0, 1] },
          ],
          '4500077777',
          user,
        ),
    },
    ...EDITORS.map((who): AppCase => ({
      point: 'delete',
      name: 'Excluir a bulletin with a line carrying a pedido',
      who,
      run: (user) => deleteInvoice(entryOf('withPedido'), user, 'senha', 'senha'),
    })),
  ];

  const CASES = [...editorCases, ...splitCases, ...forwardCases, ...headerCases, ...adminCases];

  it.each(CASES)('$point: $name — $who', ({ who, run, refused, before }) => {
    const user = actor(who);
    const result = run(user);
    if (refused) {
      expect(result).toEqual({ ok: false, reason: refused });
    } else {
      if (!result.ok) throw new Error(`core refused: ${result.reason}`);
      expect(result.changes.length).toBeGreaterThan(0);
      const verdict = judge(who, result.changes);
      if (!verdict.rules) expectOutcome(commitAs(who, result.changes), true, verdict.fixture);
      expect(verdict).toEqual({ rules: true, fixture: true });
    }
    if (before) expect(judge(who, before(user))).toEqual({ rules: false, fixture: false });
  });

  it("the session's checker is the record's name as stored, else the sign-in email (P15)", () => {
    expect(actor('supSpaced')).toMatchObject({ name: 'Sup Espaço', checker: ' Sup Espaço ' });
    expect(actor('supNoName')).toMatchObject({ checker: 'supNoName@demo.local' });
    expect(actor('supBlank')).toMatchObject({ checker: 'supBlank@demo.local' });
    expect(actor('supNoEmail')).toMatchObject({ checker: '' });
  });

  it('a supervisor with no name and no sign-in email is refused by core; the rules refuse any checker', () => {
    const user = actor('supNoEmail');
    expect(forwardToBilling(entryOf('open'), user, NOW)).toEqual({
      ok: false,
      reason: REFUSALS.noChecker,
    });
    for (const checker of ['', 'supNoEmail', 'supNoEmail@demo.local']) {
      const fields = {
        checked: true,
        checked_closed: 'true_false',
        checked_at: NOW,
        checked_by: checker,
      };
      expect(judge('supNoEmail', [patchOf(entryOf('open'), fields, user, 'forwarded')])).toEqual({
        rules: false,
        fixture: false,
      });
    }
  });

  it("a supervisor's split is refused by core exactly where the rules refuse its halves", () => {
    for (const key of Object.keys(MIXED_BULLETINS)) {
      const verdict = judge('superv', splitAs(key)(actor('superv')));
      expect(verdict.rules).toBe(verdict.fixture);
      expect([key, canDo('superv', 'split', FORMS[key])]).toEqual([key, verdict.rules]);
    }
  });
});

describe("issue 14: what the server's clock and the user records decide, in fixture mode too", () => {
  const T = 'ORCDISTBA01';

  it("the forward's checked_at is the server's time: the app's write passes, a client time is refused", () => {
    const forward = change(
      'superv',
      T,
      'open',
      {
        checked: true,
        checked_closed: 'true_false',
        checked_at: NOW - 60_000,
        checked_by: 'Sup',
      },
      0,
      'forwarded',
    );
    const update = bulletinUpdate([forward]);
    // The layout writes the server's clock, whatever time the change carries.
    expect(update[`forms/${T}/open/checked_at`]).toEqual({ '.sv': 'timestamp' });
    canUpdate('superv', '/', update);
    for (const at of [NOW - 60_000, NOW + 60_000, String(NOW)]) {
      cannotUpdate('superv', '/', { ...update, [`forms/${T}/open/checked_at`]: at });
    }
  });

  it('the forward names the checker from users/{uid} first, as getUser does', () => {
    // mixed: users/mixed is a team user (no forward); its users-mobile record says admin.
    const forward = (name: string) =>
      change('mixed', 'ORCDISTBA05', 'open', {
        checked: true,
        checked_closed: 'true_false',
        checked_at: NOW,
        checked_by: name,
      });
    cannotCommit('mixed', forward('Sup'));
    cannotCommit('mixed', forward(''));
  });

  it("a team node key is one team id: a supervisor of 'ORCDISTBA01, ORCDISTBA02' reaches no list key", () => {
    for (const team of ['ORCDISTBA01,ORCDISTBA02', 'ORCDISTBA01, ORCDISTBA02', 'ORCDISTBA01 ']) {
      cannotRead('superv', `/forms/${team}`);
      cannotCreate('superv', team, '-NnewKey000000000009', aBulletin());
      cannotRead('superv', `/history/${team}`);
      cannotRead('superv', `/counters/forms/${team}`);
      cannotWrite('superv', `/counters/forms/${team}`, 1);
    }
    // Not even an admin makes one.
    cannotCreate('admin', 'ORCDISTBA01,ORCDISTBA02', '-NnewKey000000000009', aBulletin());
    cannotWrite('admin', '/counters/forms/ORCDISTBA01,ORCDISTBA02', 1);
    // Its teams one by one, as before.
    canRead('superv', '/forms/ORCDISTBA01');
    canRead('superv', '/forms/ORCDISTBA02');
  });
});

describe('the rules file', () => {
  it('is what adapters/firebase/rules/buildRules.ts writes (regenerate it after a change)', async () => {
    const committed = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
    expect(committed).toBe(await rulesFileText());
  });
});

describe('indexes', () => {
  it('forms/$team indexes date and checked (D11)', () => {
    const forms = rules.rules.forms as Record<string, Record<string, unknown>>;
    expect(forms.$team?.['.indexOn']).toEqual(['date', 'checked']);
  });
});
