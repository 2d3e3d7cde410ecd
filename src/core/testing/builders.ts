/**
 * THE test builders (STYLE.md habit 8, issue 18): one hand-written set of records that every
 * test layer builds its data from — core, adapters, workers, features, the contract suite and
 * the rules tests. It lives in src/core because every layer may import core, and lint keeps it
 * out of production code.
 *
 * Every value below is written by hand from the SPEC, never taken from the code under test, so
 * a test that expects one of them checks the code against the SPEC. A test that relies on a
 * value names it at the call site (`anInvoice({ checked: true })`), even when it equals the
 * default, so the default can change without changing what a test proves.
 */
import type {
  BulletinChange,
  BulletinFields,
  ChangeEvent,
  HistoryAction,
  Invoice,
  InvoiceEntry,
  MaterialLine,
  PhotoLine,
  Role,
  ServiceLine,
  UserRecord,
} from '../model';
import type { InvoiceRepo } from '../ports/InvoiceRepo';
import { revisionOf } from '../revisions';
import type { ActingUser } from '../workflow';

/** The team the builders' records belong to. */
export const BUILDER_TEAM = 'ORCDISTBA01';

/** SPEC §4 "On creation": sent_status true_opened and every flag false. */
export const ON_CREATION = {
  sent_status: 'true_opened',
  checked: false,
  checked_closed: 'false_false',
  viewedByFat: false,
  paid: false,
  attached: false,
} as const satisfies Invoice;

/** The flags SPEC §4 "Forward to billing" sets (checked_at and checked_by name the forward). */
export const FORWARDED = { checked: true, checked_closed: 'true_false' } as const satisfies Invoice;

/**
 * The record with the fields overridden with `undefined` left out, as a record that never had
 * them (the database stores no undefined).
 */
function withoutUndefined<T extends object>(record: T): T {
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) delete record[field as keyof T];
  }
  return record;
}

/** A service line as the add-service dialog writes it: 100,00 × 1 with its own factor 1. */
export function aLine(overrides: Partial<ServiceLine> = {}): ServiceLine {
  return withoutUndefined({
    code: 'NDE1',
    activity: 'Poda',
    price: 100,
    quantity: 1,
    factor: 1,
    ...overrides,
  });
}

/** A material line (SPEC §5: description, material code and quantity). */
export function aMaterial(overrides: Partial<MaterialLine> = {}): MaterialLine {
  return withoutUndefined({
    descriptions: 'Cabo',
    material: 'M1',
    quantity: 2,
    action: 'INSTALADO',
    ...overrides,
  });
}

/** A structure photo (SPEC §5: pg and obs). */
export function aPhoto(overrides: Partial<PhotoLine> = {}): PhotoLine {
  return withoutUndefined({
    firebasePath: 'data:image/png;base64,AA',
    pg: '1',
    obs: 'Poste',
    ...overrides,
  });
}

/**
 * A bulletin of ORCDISTBA01 as the new-bulletin form creates it (SPEC §4 "On creation", D7): the
 * header with its dd/mm/yyyy date, one line of each list, the numeric date (05/11/2026 00:00
 * UTC), the creation flags, creator and team. The stored totals are left out: nothing reads them
 * (values are recomputed from the lines, D20, D36), and an override of the services would leave
 * them stale; a test about them writes them.
 *
 * Overrides replace whole fields (a `header` override is the whole header); a field overridden
 * with `undefined` is left out, as in every builder here.
 */
export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return withoutUndefined<Invoice>({
    id: '1001',
    team: BUILDER_TEAM,
    date: Date.UTC(2026, 10, 5),
    header: {
      title: 'Poda',
      project: 'P-1',
      city: 'Ilhéus',
      date: '05/11/2026',
      team: BUILDER_TEAM,
    },
    services: [aLine()],
    materials: [aMaterial()],
    photos: [aPhoto()],
    ...ON_CREATION,
    created_at: Date.UTC(2026, 10, 5, 12),
    created_by: 'Equipe Um',
    ...overrides,
  });
}

/** anInvoice stored at forms/{team}/{key} (default ORCDISTBA01/k1). */
export function anEntry(
  overrides: Partial<Invoice> = {},
  key = 'k1',
  team = BUILDER_TEAM,
): InvoiceEntry {
  return { team, key, invoice: anInvoice(overrides) };
}

/**
 * The D27 demo accounts (password demo123), one per role, and a record with no role: the uid
 * each is stored under and its record. The supervisor's supervision list holds a space and an
 * 'N/A', as real records do (SPEC §3).
 */
const ACCOUNTS = {
  admin: { uid: 'uAdmin', record: { name: 'Ana Admin', email: 'admin@demo.local', type: 'admin' } },
  func: { uid: 'uFunc', record: { name: 'Fábio Func', email: 'func@demo.local', type: 'func' } },
  superv: {
    uid: 'uSuperv',
    record: {
      name: 'Sara Supervisora',
      email: 'superv@demo.local',
      type: 'superv',
      supervision: 'ORCDISTBA01,ORCDISTBA02, ORCDISTBA03,N/A,ORCDISTBA04',
    },
  },
  team: {
    uid: 'uTeam',
    record: { name: 'Equipe Um', email: 'equipe01@demo.local', type: 'team', team: BUILDER_TEAM },
  },
  none: {
    uid: 'uNoRole',
    record: { name: 'Sem Perfil', email: 'semperfil@demo.local', type: 'visitante' },
  },
} as const satisfies Record<Role | 'none', { uid: string; record: UserRecord }>;

/** The users/ (or users-mobile/) record of the role's demo account; null: a record without a role. */
export function aUserRecord(role: Role | null, overrides: UserRecord = {}): UserRecord {
  return { ...ACCOUNTS[role ?? 'none'].record, ...overrides };
}

/** Who acts (core's ActingUser) as the role's demo account; null: the user without a role. */
export function aUser(role: Role | null, overrides: Partial<ActingUser> = {}): ActingUser {
  const { uid, record } = ACCOUNTS[role ?? 'none'];
  const name = overrides.name ?? record.name;
  // P15: the forward's checker is the record's name (as the test names the user).
  return { uid, name, email: record.email, role, checker: name, ...overrides };
}

/**
 * The users/ and users-mobile/ trees with every demo account: the team user kept in
 * users-mobile only (SPEC §7's fallback), the others in users.
 */
export function usersDatabase(): {
  users: Record<string, UserRecord>;
  'users-mobile': Record<string, UserRecord>;
} {
  const { admin, func, superv, team, none } = ACCOUNTS;
  return {
    users: {
      [admin.uid]: aUserRecord('admin'),
      [func.uid]: aUserRecord('func'),
      [superv.uid]: aUserRecord('superv'),
      [none.uid]: aUserRecord(null),
    },
    'users-mobile': { [team.uid]: aUserRecord('team') },
  };
}

/** A history event (issue 15) of the admin demo account: what a change by "someone" carries. */
export function anEvent(action: HistoryAction, role: Role = 'admin'): ChangeEvent {
  const { uid, record } = ACCOUNTS[role];
  return { action, by: uid, byName: record.name, role };
}

/** D51: a patch of forms/{team}/{key} made on revision `rev` (default 0: a record without one). */
export function aPatch(
  team: string,
  key: string,
  fields: BulletinFields,
  rev = 0,
  action: HistoryAction = 'header',
): BulletinChange {
  return { kind: 'patch', team, key, rev, fields, event: anEvent(action) };
}

/** D51: the creation of forms/{team}/{key} (written at revision 1). */
export function aCreation(team: string, key: string, invoice: Invoice): BulletinChange {
  return { kind: 'create', team, key, invoice, event: anEvent('created') };
}

/**
 * D51: the removal of forms/{team}/{key} made on revision `rev`. Issue 15: its event keeps the
 * record removed (the database refuses a 'deleted' event without one): `record`, by default the
 * builders' bulletin.
 */
export function aRemoval(
  team: string,
  key: string,
  rev = 0,
  record: Invoice = anInvoice(),
): BulletinChange {
  return { kind: 'remove', team, key, rev, event: { ...anEvent('deleted'), record } };
}

/**
 * "Someone else" changes a stored bulletin, as another tab would: read it, then commit the
 * fields on the revision read (D51), so the write is accepted and the revision moves on.
 */
export async function editElsewhere(
  invoices: Pick<InvoiceRepo, 'get' | 'commit'>,
  team: string,
  key: string,
  fields: BulletinFields,
): Promise<void> {
  const stored = await invoices.get(team, key);
  if (!stored) throw new Error(`editElsewhere: forms/${team}/${key} does not exist`);
  await invoices.commit([aPatch(team, key, fields, revisionOf(stored.invoice))]);
}

/** "Someone else" deletes a stored bulletin on the revision it holds (D51). */
export async function deleteElsewhere(
  invoices: Pick<InvoiceRepo, 'get' | 'commit'>,
  team: string,
  key: string,
): Promise<void> {
  const stored = await invoices.get(team, key);
  if (!stored) throw new Error(`deleteElsewhere: forms/${team}/${key} does not exist`);
  await invoices.commit([aRemoval(team, key, revisionOf(stored.invoice), stored.invoice)]);
}
