/**
 * database.rules.json, offline with targaryen: each role × path × allowed/denied, for reads,
 * writes and multi-path updates. The role comes from users/{uid}, else users-mobile/{uid}
 * (SPEC §7); what each role may do is SPEC §6 and issue 9 (docs/firebase.md, "Rules").
 */
import { readFileSync } from 'node:fs';
import targaryen, { type Database, type ReadQuery } from 'targaryen';
import { rulesFileText } from '../../adapters/firebase/rules/buildRules';
import { MemoryTree } from '../../adapters/memory/tree';
import { bulletinUpdate } from '../../adapters/rtdb/layout';
import type {
  BulletinChange,
  BulletinFields,
  ChangeEvent,
  HistoryAction,
  Invoice,
} from '../../src/core/model';
import { aLine, anInvoice } from '../../src/core/testing/builders';

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
  },
  forms: {
    ORCDISTBA01: {
      open: aBulletin(),
      paidOne: aBulletin({ id: 'B-2', checked: true, checked_closed: 'true_false', paid: true }),
      // D51: a bulletin changed five times.
      atFive: aBulletin({ id: 'B-5', rev: 5 }),
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
  // D48: Equipe 01 has numbered up to 0100274; ORCDISTBA03 and ORCDISTBA10 have no counter yet.
  counters: { forms: { ORCDISTBA01: 274, ORCDISTBA02: 12, ORCDISTBA17: 99_999 } },
};

const database = targaryen.database(rules, DATA, NOW).with({ debug: true });

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
  | 'noRole';

function as(who: Who): Database {
  return database.as(who === 'signed-out' ? null : { uid: who, provider: 'password' });
}

/** Asserts the outcome and shows targaryen's evaluation trace when it differs. */
function expectOutcome(result: { allowed: boolean; info: string }, allowed: boolean): void {
  if (result.allowed !== allowed) {
    throw new Error(`expected ${allowed ? 'allowed' : 'denied'}:\n${result.info}`);
  }
}

const canRead = (who: Who, path: string, query?: ReadQuery) =>
  expectOutcome(as(who).read(path, query ? { query } : undefined), true);
const cannotRead = (who: Who, path: string, query?: ReadQuery) =>
  expectOutcome(as(who).read(path, query ? { query } : undefined), false);
const canWrite = (who: Who, path: string, value: unknown) =>
  expectOutcome(as(who).write(path, value, { now: NOW }), true);
const cannotWrite = (who: Who, path: string, value: unknown) =>
  expectOutcome(as(who).write(path, value, { now: NOW }), false);
const canUpdate = (who: Who, path: string, patch: Record<string, unknown>) =>
  expectOutcome(as(who).update(path, patch, { now: NOW }), true);
const cannotUpdate = (who: Who, path: string, patch: Record<string, unknown>) =>
  expectOutcome(as(who).update(path, patch, { now: NOW }), false);

/**
 * The app's own writes (D51): a change of bulletins as InvoiceRepo.commit sends it, ONE
 * multi-path update at the root built by the adapters' layout, each part with its revision and
 * its history event by the writer (`by` is the writer's uid, as the rules demand).
 */
const eventBy = (who: Who, action: HistoryAction): ChangeEvent => ({
  action,
  by: who,
  byName: who,
  role: '',
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
): BulletinChange => ({ kind: 'remove', team, key, rev, event: eventBy(who, action) });
const commitAs = (who: Who, changes: BulletinChange[]) =>
  as(who).update('/', bulletinUpdate(changes), { now: NOW });
const canCommit = (who: Who, ...changes: BulletinChange[]) =>
  expectOutcome(commitAs(who, changes), true);
const cannotCommit = (who: Who, ...changes: BulletinChange[]) =>
  expectOutcome(commitAs(who, changes), false);
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

  it('any signed-in user reads the catalogs and the global factor (D2)', () => {
    for (const who of ['stranger', 'team01', 'superv', 'func'] as const) {
      canRead(who, '/defaults/services/nde');
      canRead(who, '/defaults/materials/items');
      canRead(who, '/defaults/currentFactor');
      canRead(who, '/settings/currentFactor');
      canRead(who, '/settings/currentFator');
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

  it('cannot forward to billing (checked is for superv and admin)', () => {
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
   * Each case is judged twice: by the rules (targaryen, as the admin, so rights never decide)
   * and by fixture mode's memory tree (adapters/rtdb/writeContract.ts), which must agree.
   */
  function judge(update: Record<string, unknown>): { rules: boolean; fixture: boolean } {
    const rules = as('admin').update('/', update, { now: NOW }).allowed;
    const tree = new MemoryTree(structuredClone(DATA));
    let fixture = true;
    try {
      tree.update(update);
    } catch {
      fixture = false;
    }
    return { rules, fixture };
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
      [
        { checked: true, checked_closed: 'true_false', checked_at: NOW, checked_by: 'A' },
        'forwarded',
      ],
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

  it('the rules also demand the writer as `by` and the server time as `at` (fixture mode has no clock to check)', () => {
    const update = bulletinUpdate([change('admin', T, 'open', { paid: true }, 0, 'paid')]);
    const event = update[`history/${T}/open/1`] as Record<string, unknown>;
    expect(as('admin').update('/', update, { now: NOW }).allowed).toBe(true);
    for (const forged of [{ by: 'team01' }, { at: NOW - 1000 }]) {
      const result = as('admin').update(
        '/',
        { ...update, [`history/${T}/open/1`]: { ...event, ...forged } },
        { now: NOW },
      );
      expect(result.allowed).toBe(false);
    }
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
