/**
 * The contract every storage adapter keeps (ARCHITECTURE "Testing layers"): one test per port
 * method and rule, run against each adapter through a harness. It knows nothing of any adapter:
 * the memory adapter runs it now (tests/contract/memory.contract.test.ts); the Firebase adapter
 * runs it unchanged against the emulator by writing its own harness.
 *
 * A harness loads the seed (an RTDB export, D1) into a fresh database; creates an account for
 * every user record with an email (password CONTRACT_PASSWORD, DISABLED_EMAIL disabled); and
 * builds the Ports signed out.
 */
import { describe, expect, it } from 'vitest';
import { invoiceInPeriod } from '../../src/core/dates';
import type {
  BulletinChange,
  BulletinFields,
  ChangeEvent,
  Invoice,
  InvoiceEntry,
} from '../../src/core/model';
import { AuthError, BulletinConflictError } from '../../src/core/ports';
import type { AuthUser, InvoiceRepo, Ports } from '../../src/core/ports';
import * as useCases from '../../src/core/usecases';
import { formatInvoiceNumber } from '../../src/core/invoiceNumbers';
import type { ActingUser } from '../../src/core/workflow';
import { aCreation, anInvoice, aPatch, aRemoval } from '../../src/core/testing/builders';
import { ORDERED_KEYS } from '../../adapters/rtdb/testing/orderedKeys';
import {
  CONTRACT_PASSWORD,
  DISABLED_EMAIL,
  KEYS,
  NUMBERED_TEAM,
  OTHER_TEAM,
  RANGE,
  TEAM,
  UIDS,
  contractSeed,
  keyOrderSeed,
  numberedSeed,
  ORDER_TEAM,
} from './seed';
import type { ContractSeed } from './seed';

export interface ContractHarness {
  ports: Ports;
  /** Reads a path straight from the database, to see what a write did. */
  read(path: string): Promise<unknown>;
  /**
   * Makes every write touching one of these paths fail (as a permission denial would) until
   * called again; an empty list stops it.
   */
  failWrites(paths: readonly string[]): Promise<void>;
  /** Releases the database, listeners and connections. */
  dispose(): Promise<void>;
  /**
   * False when the database under test runs without the rules that make D51's revision checks
   * (the Firebase emulator with open rules): the D51 cases then do not apply. Default true.
   */
  enforcesWriteContract?: boolean;
  /**
   * Issue 15, P51: Ports over the same database whose reads and writes are judged by the
   * database rules for the user they sign in as (who reads history/{team} and deleted/{team};
   * D51's revision checks), signed out at first. Absent when the database under test runs open
   * rules (the emulator run): those cases are then left to tests/rules.
   */
  portsUnderRules?: () => Promise<Ports>;
}

export interface HarnessOptions {
  /** How long to wait to be sure a callback does NOT come (default 50 ms; an emulator may need more). */
  quietMs?: number;
}

export type MakeHarness = (seed: ContractSeed) => Promise<ContractHarness>;

const keysOf = (entries: readonly InvoiceEntry[]): string[] => entries.map((e) => e.key);

/**
 * A change's parts, as the use cases build them: made on revision `rev` (D51; the seed's records
 * carry none, which counts as 0).
 */
const patch = (team: string, key: string, fields: BulletinFields, rev = 0): BulletinChange =>
  aPatch(team, key, fields, rev);
const removal = (team: string, key: string, rev = 0): BulletinChange => aRemoval(team, key, rev);

/** Creates a bulletin under a fresh key, as createInvoice does; resolves with the key. */
async function create(invoices: InvoiceRepo, team: string, invoice: Invoice): Promise<string> {
  const key = invoices.newKey(team);
  await invoices.commit([aCreation(team, key, invoice)]);
  return key;
}

/** Records the calls of a callback and waits for the n-th one. */
function recorder<T>(): {
  calls: T[];
  fn: (value: T) => void;
  next(count: number, timeoutMs?: number): Promise<T>;
} {
  const calls: T[] = [];
  const waiters: { count: number; resolve: (v: T) => void }[] = [];
  return {
    calls,
    fn(value) {
      calls.push(value);
      for (const w of [...waiters]) {
        if (calls.length >= w.count) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(calls[w.count - 1] as T);
        }
      }
    },
    next(count, timeoutMs = 5000) {
      if (calls.length >= count) return Promise.resolve(calls[count - 1] as T);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`expected call ${count}, got ${calls.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: (v) => {
            clearTimeout(timer);
            resolve(v);
          },
        });
      });
    },
  };
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function authErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AuthError);
    return (error as AuthError).code;
  }
  throw new Error('expected the sign-in to fail');
}

/**
 * Declares the whole contract suite for one adapter.
 *
 * @example
 * describePortsContract('memory', async (seed) => {
 *   const store = createLocalTreeStore(seed);
 *   return { ports: createMemoryPorts(store), read: store.get, ... };
 * });
 */
export function describePortsContract(
  name: string,
  makeHarness: MakeHarness,
  options: HarnessOptions = {},
): void {
  const quiet = options.quietMs ?? 50;

  async function withHarness(
    run: (h: ContractHarness) => Promise<void>,
    seed: ContractSeed = contractSeed(),
  ): Promise<void> {
    const harness = await makeHarness(seed);
    try {
      await run(harness);
    } finally {
      await harness.dispose();
    }
  }

  describe(`Ports contract: ${name}`, () => {
    describe('AuthPort', () => {
      it('signs in a user record with an email and reports it to watchAuthState', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<AuthUser | null>();
          const stop = ports.auth.watchAuthState(seen.fn);
          expect(await seen.next(1)).toBeNull();
          const user = await ports.auth.signIn('admin@demo.local', CONTRACT_PASSWORD);
          expect(user).toEqual({ uid: UIDS.admin, email: 'admin@demo.local' });
          expect(await seen.next(2)).toEqual({ uid: UIDS.admin, email: 'admin@demo.local' });
          stop();
        }));

      it('signs in an account whose record is only in users-mobile', () =>
        withHarness(async ({ ports }) => {
          const user = await ports.auth.signIn('superv@demo.local', CONTRACT_PASSWORD);
          expect(user.uid).toBe(UIDS.mobileSuperv);
        }));

      it('signOut reports null; no call comes after unsubscribe', () =>
        withHarness(async ({ ports }) => {
          await ports.auth.signIn('admin@demo.local', CONTRACT_PASSWORD);
          const seen = recorder<AuthUser | null>();
          const stop = ports.auth.watchAuthState(seen.fn);
          expect((await seen.next(1))?.uid).toBe(UIDS.admin);
          await ports.auth.signOut();
          expect(await seen.next(2)).toBeNull();
          stop();
          const count = seen.calls.length;
          await ports.auth.signIn('admin@demo.local', CONTRACT_PASSWORD);
          await sleep(quiet);
          expect(seen.calls.length).toBe(count);
        }));

      it('a wrong password fails with auth/wrong-password (or invalid-credential)', () =>
        withHarness(async ({ ports }) => {
          const code = await authErrorOf(ports.auth.signIn('admin@demo.local', 'errada123'));
          // Both map to 'Email ou senha incorretos.' (SPEC §8); Firebase may hide which one.
          expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(code);
        }));

      it('an unknown email fails with auth/user-not-found (or invalid-credential)', () =>
        withHarness(async ({ ports }) => {
          const code = await authErrorOf(
            ports.auth.signIn('ninguem@demo.local', CONTRACT_PASSWORD),
          );
          expect(['auth/user-not-found', 'auth/invalid-credential']).toContain(code);
        }));

      it('a disabled account fails with auth/user-disabled', () =>
        withHarness(async ({ ports }) => {
          expect(await authErrorOf(ports.auth.signIn(DISABLED_EMAIL, CONTRACT_PASSWORD))).toBe(
            'auth/user-disabled',
          );
        }));

      it('a malformed email fails with auth/invalid-credential', () =>
        withHarness(async ({ ports }) => {
          expect(await authErrorOf(ports.auth.signIn('not-an-email', CONTRACT_PASSWORD))).toBe(
            'auth/invalid-credential',
          );
        }));
    });

    describe('UserRepo', () => {
      it('getUser reads users/{uid} first', () =>
        withHarness(async ({ ports }) => {
          const entry = await ports.users.getUser(UIDS.both);
          expect(entry?.collection).toBe('users');
          expect(entry?.record.name).toBe('Nome em users');
        }));

      it('getUser falls back to users-mobile/{uid}', () =>
        withHarness(async ({ ports }) => {
          const entry = await ports.users.getUser(UIDS.mobileSuperv);
          expect(entry).toEqual({
            uid: UIDS.mobileSuperv,
            collection: 'users-mobile',
            record: expect.objectContaining({ supervision: 'ORCDISTBA01,ORCDISTBA02' }),
          });
        }));

      it('getUser is null when neither collection has the uid', () =>
        withHarness(async ({ ports }) => {
          expect(await ports.users.getUser('nobody')).toBeNull();
        }));

      it('listUsers returns every record of both collections, a uid in both twice', () =>
        withHarness(async ({ ports }) => {
          const entries = await ports.users.listUsers();
          const ids = entries.map((e) => `${e.collection}/${e.uid}`).sort();
          expect(ids).toEqual(
            [
              `users/${UIDS.admin}`,
              `users/${UIDS.both}`,
              `users/${UIDS.disabled}`,
              `users/${UIDS.noEmail}`,
              `users-mobile/${UIDS.both}`,
              `users-mobile/${UIDS.mobileSuperv}`,
            ].sort(),
          );
          const mobile = entries.find(
            (e) => e.collection === 'users-mobile' && e.uid === UIDS.both,
          );
          expect(mobile?.record.name).toBe('Nome em users-mobile');
        }));
    });

    describe('UserRepo.changeSupervision (SPEC §7, P4, issue 23)', () => {
      it('applies the change to the list stored in users-mobile/{uid}, answering it', () =>
        withHarness(async ({ ports, read }) => {
          // Stored: ORCDISTBA01,ORCDISTBA02.
          await expect(
            ports.users.changeSupervision(UIDS.mobileSuperv, {
              add: ['ORCDISTBA10', 'ORCDISTBA03'],
              remove: ['ORCDISTBA02'],
            }),
          ).resolves.toEqual(['ORCDISTBA01', 'ORCDISTBA03', 'ORCDISTBA10']);
          expect(await read(`users-mobile/${UIDS.mobileSuperv}`)).toEqual({
            uid: UIDS.mobileSuperv,
            name: 'Supervisor Demo',
            email: 'superv@demo.local',
            type: 'superv',
            supervision: 'ORCDISTBA01,ORCDISTBA03,ORCDISTBA10',
          });
        }));

      it('two changes at the same moment are both kept', () =>
        withHarness(async ({ ports, read }) => {
          await Promise.all([
            ports.users.changeSupervision(UIDS.mobileSuperv, { add: ['ORCDISTBA05'], remove: [] }),
            ports.users.changeSupervision(UIDS.mobileSuperv, {
              add: ['ORCDISTBA07'],
              remove: ['ORCDISTBA01'],
            }),
          ]);
          expect(await read(`users-mobile/${UIDS.mobileSuperv}/supervision`)).toBe(
            'ORCDISTBA02,ORCDISTBA05,ORCDISTBA07',
          );
          expect(await read(`users-mobile/${UIDS.mobileSuperv}/name`)).toBe('Supervisor Demo');
        }));

      it('retries users/{uid} when users-mobile fails, on the list stored there', () =>
        withHarness(async ({ ports, read, failWrites }) => {
          await failWrites(['users-mobile']);
          await expect(
            ports.users.changeSupervision(UIDS.both, { add: ['ORCDISTBA07'], remove: [] }),
          ).resolves.toEqual(['ORCDISTBA05', 'ORCDISTBA07']);
          expect(await read(`users/${UIDS.both}/supervision`)).toBe('ORCDISTBA05,ORCDISTBA07');
          expect(await read(`users-mobile/${UIDS.both}/supervision`)).toBe('ORCDISTBA06');
        }));

      it('rejects when both writes fail, changing nothing', () =>
        withHarness(async ({ ports, read, failWrites }) => {
          await failWrites(['users-mobile', 'users']);
          await expect(
            ports.users.changeSupervision(UIDS.both, { add: ['ORCDISTBA07'], remove: [] }),
          ).rejects.toThrow();
          expect(await read(`users/${UIDS.both}/supervision`)).toBe('ORCDISTBA05');
          expect(await read(`users-mobile/${UIDS.both}/supervision`)).toBe('ORCDISTBA06');
        }));

      it('removing every team stores an empty list', () =>
        withHarness(async ({ ports, read }) => {
          await expect(
            ports.users.changeSupervision(UIDS.mobileSuperv, {
              add: [],
              remove: ['ORCDISTBA01', 'ORCDISTBA02'],
            }),
          ).resolves.toEqual([]);
          expect(await read(`users-mobile/${UIDS.mobileSuperv}/supervision`)).toBe('');
        }));
    });

    describe('CatalogRepo', () => {
      it('listServices(nde) reads an array catalog, each with its id (or its key)', () =>
        withHarness(async ({ ports }) => {
          const services = await ports.catalog.listServices('nde');
          expect(services.map((s) => [s.id, s.code])).toEqual([
            ['nde-1', '70010II'],
            ['1', '70040RD'],
          ]);
          expect(services[1]?.price).toBe('6,42');
        }));

      it('listServices(ndm) reads an object catalog, the key as id when the record has none', () =>
        withHarness(async ({ ports }) => {
          const services = await ports.catalog.listServices('ndm');
          expect(services.map((s) => [s.id, s.code])).toEqual([
            ['-S1', '80010C'],
            ['ndm-2', 'NDM108SC'],
          ]);
        }));

      it('listMaterials reads defaults/materials/items with ids', () =>
        withHarness(async ({ ports }) => {
          const materials = await ports.catalog.listMaterials();
          expect(materials.map((m) => [m.id, m.material])).toEqual([
            ['-M1', '300012'],
            ['mat-2', '300045'],
          ]);
        }));

      it('globalFactor reads defaults/currentFactor', () =>
        withHarness(
          async ({ ports }) => {
            expect(await ports.catalog.globalFactor()).toBe(1.7);
          },
          contractSeed({ defaults: { currentFactor: 1.7 }, settings: { currentFactor: 1.8 } }),
        ));

      it('globalFactor falls back to settings/currentFactor, then settings/currentFator (D2)', async () => {
        await withHarness(
          async ({ ports }) => expect(await ports.catalog.globalFactor()).toBe(1.8),
          contractSeed({
            defaults: { currentFactor: 0 },
            settings: { currentFactor: 1.8, currentFator: 1.9 },
          }),
        );
        await withHarness(
          async ({ ports }) => expect(await ports.catalog.globalFactor()).toBe(1.9),
          contractSeed({ defaults: { other: 1 }, settings: { currentFator: '1,9' } }),
        );
      });

      it('globalFactor is 1.6568 when no setting is a number above 0', () =>
        withHarness(
          async ({ ports }) => expect(await ports.catalog.globalFactor()).toBe(1.6568),
          contractSeed({ defaults: { currentFactor: 'x' }, settings: { currentFator: -2 } }),
        ));
    });

    describe('InvoiceRepo', () => {
      it('listForPeriod: undated, the numeric dates of the period (both edges), every text date (P7)', () =>
        withHarness(async ({ ports }) => {
          const entries = await ports.invoices.listForPeriod(TEAM, RANGE);
          // orderByChild('date'): null < false < numbers < strings (' 1794…' < '10/11/2026' by
          // code unit), ties by key.
          expect(keysOf(entries)).toEqual([
            KEYS.noDate,
            KEYS.headerDayAfter,
            KEYS.booleanDate,
            KEYS.atStart,
            KEYS.sameDayAsMiddle,
            KEYS.middle,
            KEYS.atEnd,
            KEYS.numericText,
            KEYS.textDate,
            KEYS.textDayBefore,
            KEYS.textLastDay,
          ]);
          expect(entries[3]).toEqual({
            team: TEAM,
            key: KEYS.atStart,
            invoice: expect.objectContaining({ id: '2', date: RANGE.start }),
          });
          // D6 then keeps the candidates whose date lies in the period: 00:00:00.000 of the
          // first day (numeric, or header.date 26/10) to 23:59:59.999 of the last (numeric, or
          // the text 25/11); the day before and the day after stay out.
          expect(keysOf(entries.filter((e) => invoiceInPeriod(e.invoice, RANGE)))).toEqual([
            KEYS.noDate,
            KEYS.booleanDate,
            KEYS.atStart,
            KEYS.sameDayAsMiddle,
            KEYS.middle,
            KEYS.atEnd,
            KEYS.numericText,
            KEYS.textDate,
            KEYS.textLastDay,
          ]);
        }));

      it('listForPeriod of a one-millisecond period keeps exactly that instant', () =>
        withHarness(async ({ ports }) => {
          const first = { start: RANGE.start, end: RANGE.start };
          const numeric = (await ports.invoices.listForPeriod(TEAM, first)).filter(
            (e) => typeof e.invoice.date === 'number',
          );
          expect(keysOf(numeric)).toEqual([KEYS.atStart]);
          const last = { start: RANGE.end, end: RANGE.end };
          const lastNumeric = (await ports.invoices.listForPeriod(TEAM, last)).filter(
            (e) => typeof e.invoice.date === 'number',
          );
          expect(keysOf(lastNumeric)).toEqual([KEYS.atEnd]);
        }));

      it('listAll returns the whole team in orderByChild(date) order', () =>
        withHarness(async ({ ports }) => {
          expect(keysOf(await ports.invoices.listAll(TEAM))).toEqual([
            KEYS.noDate,
            KEYS.headerDayAfter,
            KEYS.booleanDate,
            KEYS.beforeStart,
            KEYS.atStart,
            KEYS.sameDayAsMiddle,
            KEYS.middle,
            KEYS.atEnd,
            KEYS.afterEnd,
            KEYS.numericText,
            KEYS.textDate,
            KEYS.textDayBefore,
            KEYS.textLastDay,
          ]);
        }));

      it('listForPeriod and listAll of a team without bulletins are empty', () =>
        withHarness(async ({ ports }) => {
          expect(await ports.invoices.listForPeriod('ORCDISTBA17', RANGE)).toEqual([]);
          expect(await ports.invoices.listAll('ORCDISTBA17')).toEqual([]);
        }));

      it('get returns the entry, or null', () =>
        withHarness(async ({ ports }) => {
          expect(await ports.invoices.get(TEAM, KEYS.middle)).toEqual({
            team: TEAM,
            key: KEYS.middle,
            invoice: expect.objectContaining({ id: '3' }),
          });
          expect(await ports.invoices.get(TEAM, '-Knothing')).toBeNull();
        }));

      it('newKey makes distinct 20-character keys in creation order', () =>
        withHarness(async ({ ports }) => {
          const keys = Array.from({ length: 50 }, () => ports.invoices.newKey(TEAM));
          expect(keys.every((k) => /^[-0-9A-Za-z_]{20}$/.test(k))).toBe(true);
          expect(new Set(keys).size).toBe(50);
          expect([...keys].sort()).toEqual(keys);
        }));

      it('commit creates a whole record under a key from newKey; later keys sort after', () =>
        withHarness(async ({ ports, read }) => {
          const first = await create(
            ports.invoices,
            TEAM,
            anInvoice({ id: 'N1', date: RANGE.start }),
          );
          const second = await create(
            ports.invoices,
            TEAM,
            anInvoice({ id: 'N2', date: RANGE.start }),
          );
          expect(first < second).toBe(true);
          expect(await read(`forms/${TEAM}/${first}/id`)).toBe('N1');
          const atStart = keysOf(
            (
              await ports.invoices.listForPeriod(TEAM, { start: RANGE.start, end: RANGE.start })
            ).filter((e) => typeof e.invoice.date === 'number'),
          );
          expect(atStart).toEqual([KEYS.atStart, first, second].sort());
        }));

      it('a patch changes only the given fields, paths inside the bulletin included', () =>
        withHarness(async ({ ports, read }) => {
          await ports.invoices.commit([
            patch(TEAM, KEYS.middle, {
              'header/title': 'Novo título',
              checked: true,
              editedBy: 'Supervisor Demo',
            }),
          ]);
          expect(await read(`forms/${TEAM}/${KEYS.middle}/header`)).toEqual({
            title: 'Novo título',
            project: 'PJ-1',
            city: 'São Félix',
          });
          expect(await read(`forms/${TEAM}/${KEYS.middle}/checked`)).toBe(true);
          expect(await read(`forms/${TEAM}/${KEYS.middle}/id`)).toBe('3');
        }));

      it('a patch with null removes a field', () =>
        withHarness(async ({ ports, read }) => {
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { viewedByFat: null })]);
          expect(await read(`forms/${TEAM}/${KEYS.middle}/viewedByFat`)).toBeNull();
          expect(await read(`forms/${TEAM}/${KEYS.middle}/paid`)).toBe(false);
        }));

      it('a removal deletes the record', () =>
        withHarness(async ({ ports }) => {
          await ports.invoices.commit([removal(TEAM, KEYS.middle, 1)]);
          expect(await ports.invoices.get(TEAM, KEYS.middle)).toBeNull();
          expect(keysOf(await ports.invoices.listAll(TEAM))).not.toContain(KEYS.middle);
        }));

      it('commit writes a split in one go: two creations and the removal of the original', () =>
        withHarness(async ({ ports, read }) => {
          const keyI = ports.invoices.newKey(TEAM);
          const keyC = ports.invoices.newKey(TEAM);
          await ports.invoices.commit([
            aCreation(TEAM, keyI, anInvoice({ id: '3I', date: RANGE.start })),
            aCreation(TEAM, keyC, anInvoice({ id: '3C', date: RANGE.start })),
            removal(TEAM, KEYS.middle),
          ]);
          expect(await read(`forms/${TEAM}/${keyI}/id`)).toBe('3I');
          expect(await read(`forms/${TEAM}/${keyC}/id`)).toBe('3C');
          expect(await read(`forms/${TEAM}/${KEYS.middle}`)).toBeNull();
          expect(await read(`forms/${TEAM}/${KEYS.atEnd}/id`)).toBe('4');
        }));

      it('commit changes bulletins of several teams in one go', () =>
        withHarness(async ({ ports, read }) => {
          await ports.invoices.commit([
            patch(TEAM, KEYS.middle, { attached: true, 'header/pedido': '4500001' }),
            patch(OTHER_TEAM, '-K10other', { services: [{ code: 'X', pedido: '4500' }] }),
          ]);
          expect(await read(`forms/${TEAM}/${KEYS.middle}/header/pedido`)).toBe('4500001');
          expect(await read(`forms/${TEAM}/${KEYS.middle}/attached`)).toBe(true);
          expect(await read(`forms/${OTHER_TEAM}/-K10other/services`)).toEqual(
            expect.objectContaining({ 0: { code: 'X', pedido: '4500' } }),
          );
          expect(await read(`forms/${OTHER_TEAM}/-K10other/id`)).toBe('10');
        }));

      it('commit applies all or nothing: one refused part leaves every bulletin as it was', () =>
        withHarness(async ({ ports, read, failWrites }) => {
          await failWrites([`forms/${OTHER_TEAM}`]);
          const before = await read('forms');
          await expect(
            ports.invoices.commit([
              patch(TEAM, KEYS.middle, { paid: true }),
              removal(TEAM, KEYS.atEnd),
              aCreation(TEAM, ports.invoices.newKey(TEAM), anInvoice({ id: 'N' })),
              patch(OTHER_TEAM, '-K10other', { paid: true }),
            ]),
          ).rejects.toThrow();
          expect(await read('forms')).toEqual(before);
        }));

      it('commit refuses a change naming one bulletin twice, and writes nothing', () =>
        withHarness(async ({ ports, read }) => {
          const before = await read('forms');
          await expect(
            ports.invoices.commit([
              patch(TEAM, KEYS.atStart, { paid: true }),
              patch(TEAM, KEYS.middle, { paid: true }),
              removal(TEAM, KEYS.middle),
            ]),
          ).rejects.toThrow();
          expect(await read('forms')).toEqual(before);
        }));

      it('an empty change writes nothing', () =>
        withHarness(async ({ ports, read }) => {
          const before = await read('forms');
          await ports.invoices.commit([]);
          expect(await read('forms')).toEqual(before);
        }));

      describe('D51: every write is made on the revision seen, checked by the store', () => {
        /**
         * Runs a D51 case where the store enforces the contract: the database rules do, for a
         * signed-in client (P51: a write without one is the Admin SDK's, which they never
         * judge), so the case writes through the ports under the rules, as the admin whose
         * events the builders make.
         */
        const withContract = (run: (h: ContractHarness) => Promise<void>) =>
          withHarness(async (harness) => {
            if (harness.enforcesWriteContract === false || !harness.portsUnderRules) return;
            const ports = await harness.portsUnderRules();
            await ports.auth.signIn('admin@demo.local', CONTRACT_PASSWORD);
            try {
              await run({ ...harness, ports });
            } finally {
              await ports.auth.signOut();
            }
          });

        /** The builders' changes, their events by the signed-in admin (the rules: `by`). */
        const byAdmin = (change: BulletinChange): BulletinChange => ({
          ...change,
          event: { ...change.event, by: UIDS.admin },
        });
        const patch = (team: string, key: string, fields: BulletinFields, rev = 0) =>
          byAdmin(aPatch(team, key, fields, rev));
        const removal = (team: string, key: string, rev = 0) => byAdmin(aRemoval(team, key, rev));
        const creation = (team: string, key: string, invoice: Invoice) =>
          byAdmin(aCreation(team, key, invoice));

        /** Rejects with BulletinConflictError of this kind and bulletin. */
        async function expectConflict(
          write: Promise<unknown>,
          kind: 'changed' | 'removed',
          key: string,
        ): Promise<void> {
          const error: unknown = await write.then(
            () => null,
            (e: unknown) => e,
          );
          expect(error).toBeInstanceOf(BulletinConflictError);
          expect(error).toMatchObject({ kind, team: TEAM, key });
        }

        it('a patch on the stored revision moves it on by one and writes its event, with the server time', () =>
          withContract(async ({ ports, read }) => {
            const before = Date.now();
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { paid: true }, 0)]);
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { paid: false }, 1)]);
            expect(await read(`forms/${TEAM}/${KEYS.middle}/rev`)).toBe(2);
            const events = (await read(`history/${TEAM}/${KEYS.middle}`)) as Record<
              string,
              { rev: number; at: number; action: string; by: string }
            >;
            expect(Object.keys(events)).toEqual(['1', '2']);
            expect(events['2']).toMatchObject({ rev: 2, action: 'header', by: UIDS.admin });
            expect(events['2']?.at).toBeGreaterThanOrEqual(before - 60_000);
            expect(events['2']?.at).toBeLessThanOrEqual(Date.now() + 60_000);
          }));

        it('a stale patch is refused as a conflict and changes nothing, bulletins nor history', () =>
          withContract(async ({ ports, read }) => {
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'Aba 1' })]);
            const before = { forms: await read('forms'), history: await read('history') };
            await expectConflict(
              ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'Aba 2' }, 0)]),
              'changed',
              KEYS.middle,
            );
            expect({ forms: await read('forms'), history: await read('history') }).toEqual(before);
            expect(await read(`forms/${TEAM}/${KEYS.middle}/header/title`)).toBe('Aba 1');
          }));

        it('two writers on the same revision at once: exactly one lands, the other is a conflict', () =>
          withContract(async ({ ports, read }) => {
            const results = await Promise.allSettled([
              ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'A' })]),
              ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'B' })]),
            ]);
            const landed = results.filter((r) => r.status === 'fulfilled');
            const refused = results.filter((r) => r.status === 'rejected');
            expect(landed).toHaveLength(1);
            expect(refused).toHaveLength(1);
            expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(
              BulletinConflictError,
            );
            expect(await read(`forms/${TEAM}/${KEYS.middle}/rev`)).toBe(1);
            const title = await read(`forms/${TEAM}/${KEYS.middle}/header/title`);
            expect(['A', 'B']).toContain(title);
          }));

        it('a patch of a bulletin deleted elsewhere is refused as removed: no ghost record', () =>
          withContract(async ({ ports, read }) => {
            await ports.invoices.commit([removal(TEAM, KEYS.middle, 0)]);
            await expectConflict(
              ports.invoices.commit([
                patch(TEAM, KEYS.middle, { attached: true, 'header/pedido': '4500001' }, 0),
              ]),
              'removed',
              KEYS.middle,
            );
            expect(await read(`forms/${TEAM}/${KEYS.middle}`)).toBeNull();
            expect(await ports.invoices.get(TEAM, KEYS.middle)).toBeNull();
          }));

        it('a removal on a stale revision is refused and keeps the bulletin', () =>
          withContract(async ({ ports, read }) => {
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { paid: true })]);
            await expectConflict(
              ports.invoices.commit([removal(TEAM, KEYS.middle, 0)]),
              'changed',
              KEYS.middle,
            );
            expect(await read(`forms/${TEAM}/${KEYS.middle}/paid`)).toBe(true);
          }));

        it('one stale bulletin refuses a whole multi-bulletin change (a split after an edit elsewhere)', () =>
          withContract(async ({ ports, read }) => {
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { 'services/0/quantity': 9 })]);
            const before = { forms: await read('forms'), history: await read('history') };
            await expectConflict(
              ports.invoices.commit([
                creation(TEAM, ports.invoices.newKey(TEAM), anInvoice({ id: '3I' })),
                creation(TEAM, ports.invoices.newKey(TEAM), anInvoice({ id: '3C' })),
                removal(TEAM, KEYS.middle, 0),
              ]),
              'changed',
              KEYS.middle,
            );
            expect({ forms: await read('forms'), history: await read('history') }).toEqual(before);
          }));

        it('a creation is refused where the key exists, or where a bulletin was deleted', () =>
          withContract(async ({ ports, read }) => {
            const before = await read(`forms/${TEAM}/${KEYS.atEnd}`);
            await expectConflict(
              ports.invoices.commit([creation(TEAM, KEYS.atEnd, anInvoice({ id: 'X' }))]),
              'changed',
              KEYS.atEnd,
            );
            expect(await read(`forms/${TEAM}/${KEYS.atEnd}`)).toEqual(before);
            await ports.invoices.commit([removal(TEAM, KEYS.middle, 0)]);
            await expect(
              ports.invoices.commit([creation(TEAM, KEYS.middle, anInvoice({ id: 'Y' }))]),
            ).rejects.toThrow();
            expect(await read(`forms/${TEAM}/${KEYS.middle}`)).toBeNull();
          }));
      });

      it('consolePath is where the database holds the bulletin, as its console shows it', () =>
        withHarness(async ({ ports, read }) => {
          const path = ports.invoices.consolePath(TEAM, KEYS.middle);
          expect(path).toBe(`forms/${TEAM}/${KEYS.middle}`);
          expect(await read(path)).toMatchObject({ id: '3' });
        }));

      it('watchForPeriod calls back with the period read now and after each change touching it', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry[]>();
          const stop = ports.invoices.watchForPeriod(TEAM, RANGE, seen.fn);
          expect(keysOf(await seen.next(1))).toEqual(
            keysOf(await ports.invoices.listForPeriod(TEAM, RANGE)),
          );
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'Editado' })]);
          const edited = await seen.next(2);
          expect(edited.find((e) => e.key === KEYS.middle)?.invoice.header?.title).toBe('Editado');
          const key = await create(ports.invoices, TEAM, anInvoice({ id: 'N', date: RANGE.end }));
          expect(keysOf(await seen.next(3))).toContain(key);
          await ports.invoices.commit([removal(TEAM, KEYS.atStart)]);
          expect(keysOf(await seen.next(4))).not.toContain(KEYS.atStart);
          // A legacy text-dated bulletin is followed too: its change is heard.
          await ports.invoices.commit([patch(TEAM, KEYS.textDate, { paid: true })]);
          const paid = await seen.next(5);
          expect(paid.find((e) => e.key === KEYS.textDate)?.invoice.paid).toBe(true);
          stop();
        }));

      it('watchForPeriod: a date moving from a number to text is listed once, not twice', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry[]>();
          const stop = ports.invoices.watchForPeriod(TEAM, RANGE, seen.fn);
          await seen.next(1);
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { date: '10/11/2026' })]);
          await sleep(quiet);
          expect(seen.calls.length).toBeGreaterThan(1);
          for (const entries of seen.calls) {
            const keys = keysOf(entries);
            expect(keys.length, 'no key twice').toBe(new Set(keys).size);
          }
          const last = seen.calls.at(-1) ?? [];
          expect(last.filter((e) => e.key === KEYS.middle).map((e) => e.invoice.date)).toEqual([
            '10/11/2026',
          ]);
          stop();
        }));

      it('watchForPeriod stays quiet for changes outside its reads and after unsubscribe', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry[]>();
          const stop = ports.invoices.watchForPeriod(TEAM, RANGE, seen.fn);
          await seen.next(1);
          await ports.invoices.commit([patch(TEAM, KEYS.afterEnd, { paid: true })]);
          await ports.invoices.commit([patch(TEAM, KEYS.beforeStart, { paid: true })]);
          await ports.invoices.commit([patch(OTHER_TEAM, '-K10other', { paid: true })]);
          await sleep(quiet);
          expect(seen.calls).toHaveLength(1);
          stop();
          stop(); // twice is harmless
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { paid: true })]);
          await create(ports.invoices, TEAM, anInvoice({ date: RANGE.start }));
          await sleep(quiet);
          expect(seen.calls).toHaveLength(1);
        }));

      it('watchUnchecked follows every checked === false bulletin of the team, whatever its date', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry[]>();
          const stop = ports.invoices.watchUnchecked(TEAM, seen.fn);
          expect(keysOf(await seen.next(1))).toEqual([
            KEYS.beforeStart,
            KEYS.middle,
            KEYS.atEnd,
            KEYS.afterEnd,
            KEYS.textDate,
            KEYS.noDate,
          ]);
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { checked: true })]);
          expect(keysOf(await seen.next(2))).not.toContain(KEYS.middle);
          const key = await create(ports.invoices, TEAM, anInvoice({ checked: false }));
          expect(keysOf(await seen.next(3))).toContain(key);
          stop();
          await ports.invoices.commit([patch(TEAM, KEYS.atEnd, { checked: true })]);
          await sleep(quiet);
          expect(seen.calls).toHaveLength(3);
        }));

      it('watch follows one bulletin: as stored, after each write of it, null once removed (P58)', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry | null>();
          const stop = ports.invoices.watch(TEAM, KEYS.middle, seen.fn);
          const first = await seen.next(1);
          expect(first?.key).toBe(KEYS.middle);
          expect(first?.invoice.checked).toBe(false);
          await ports.invoices.commit([patch(TEAM, KEYS.middle, { checked: true })]);
          const second = await seen.next(2);
          expect(second?.invoice.checked).toBe(true);
          expect(second?.invoice.rev).toBe((first?.invoice.rev ?? 0) + 1);
          // Another bulletin's write is not this one's change.
          await ports.invoices.commit([patch(TEAM, KEYS.atEnd, { paid: true })]);
          await ports.invoices.commit([removal(TEAM, KEYS.middle, 1)]);
          expect(await seen.next(3)).toBeNull();
          expect(seen.calls).toHaveLength(3);
          stop();
          await ports.invoices.commit([patch(TEAM, KEYS.atEnd, { paid: false })]);
          await sleep(quiet);
          expect(seen.calls).toHaveLength(3);
        }));

      describe('watchWaitingCounts: the badges counted where the bulletins are (D12, issue 24)', () => {
        // Read off seed.ts. admin, checked and not viewed, dated (D6) in RANGE: atStart,
        // sameDayAsMiddle, numericText, textLastDay, booleanDate (header date); not
        // textDayBefore nor headerDayAfter. superv, every unchecked whatever its date:
        // beforeStart, middle, atEnd, afterEnd, textDate, noDate; OTHER_TEAM's one.
        const TEAMS = [TEAM, OTHER_TEAM];

        it('admin: every team in one record, then one record per write, several teams at once', () =>
          withHarness(async ({ ports }) => {
            const seen = recorder<Readonly<Record<string, number>>>();
            const stop = ports.invoices.watchWaitingCounts(TEAMS, 'admin', RANGE, seen.fn);
            expect(await seen.next(1)).toEqual({ [TEAM]: 5, [OTHER_TEAM]: 0 });
            await sleep(quiet);
            expect(seen.calls, 'one call for all the teams').toHaveLength(1);

            // One write in two teams: viewed in one, checked in the other; one call.
            await ports.invoices.commit([
              patch(TEAM, KEYS.atStart, { viewedByFat: true }),
              patch(OTHER_TEAM, '-K10other', { checked: true }),
            ]);
            expect(await seen.next(2)).toEqual({ [TEAM]: 4, [OTHER_TEAM]: 1 });
            // Viewed the other way too (D9: status 'viewed'); checked outside the period: no count.
            await ports.invoices.commit([patch(TEAM, KEYS.textLastDay, { status: 'viewed' })]);
            expect(await seen.next(3)).toEqual({ [TEAM]: 3, [OTHER_TEAM]: 1 });
            await ports.invoices.commit([patch(TEAM, KEYS.afterEnd, { checked: true })]);
            await ports.invoices.commit([patch(TEAM, KEYS.middle, { 'header/title': 'Outro' })]);
            await sleep(quiet);
            expect(seen.calls, 'no call when no count moved').toHaveLength(3);

            stop();
            await ports.invoices.commit([patch(TEAM, KEYS.sameDayAsMiddle, { viewedByFat: true })]);
            await sleep(quiet);
            expect(seen.calls, 'nothing after the unsubscribe').toHaveLength(3);
          }));

        it('superv: the unchecked of every team, whatever the date; a new one counts', () =>
          withHarness(async ({ ports }) => {
            const seen = recorder<Readonly<Record<string, number>>>();
            const stop = ports.invoices.watchWaitingCounts(TEAMS, 'superv', RANGE, seen.fn);
            expect(await seen.next(1)).toEqual({ [TEAM]: 6, [OTHER_TEAM]: 1 });
            await ports.invoices.commit([patch(TEAM, KEYS.beforeStart, { checked: true })]);
            expect(await seen.next(2)).toEqual({ [TEAM]: 5, [OTHER_TEAM]: 1 });
            await create(ports.invoices, OTHER_TEAM, anInvoice({ date: RANGE.end + 1 }));
            expect(await seen.next(3)).toEqual({ [TEAM]: 5, [OTHER_TEAM]: 2 });
            stop();
          }));

        it('other roles have no badge: every count 0, once', () =>
          withHarness(async ({ ports }) => {
            const seen = recorder<Readonly<Record<string, number>>>();
            const stop = ports.invoices.watchWaitingCounts(TEAMS, 'func', RANGE, seen.fn);
            expect(await seen.next(1)).toEqual({ [TEAM]: 0, [OTHER_TEAM]: 0 });
            await ports.invoices.commit([patch(TEAM, KEYS.atEnd, { checked: true })]);
            await sleep(quiet);
            expect(seen.calls).toHaveLength(1);
            stop();
          }));

        it("a team the rules refuse is reported once and left out; the user's teams are counted", () =>
          withHarness(async ({ portsUnderRules }) => {
            if (!portsUnderRules) return;
            const ruled = await portsUnderRules();
            // The supervisor of ORCDISTBA01 and ORCDISTBA02, not of ORCDISTBA05.
            await ruled.auth.signIn('superv@demo.local', CONTRACT_PASSWORD);
            const seen = recorder<Readonly<Record<string, number>>>();
            const errors = recorder<Error>();
            const stop = ruled.invoices.watchWaitingCounts(
              [...TEAMS, 'ORCDISTBA05'],
              'superv',
              RANGE,
              seen.fn,
              errors.fn,
            );
            expect(await seen.next(1)).toEqual({ [TEAM]: 6, [OTHER_TEAM]: 1 });
            expect((await errors.next(1)).message).toMatch(/permission/i);
            await sleep(quiet);
            expect(errors.calls).toHaveLength(1);
            stop();
            await ruled.auth.signOut();
          }));
      });
    });

    describe('InvoiceRepo.history and listDeleted (issue 15)', () => {
      /** The stored bulletin (to remove it with its record, as the app's removal does). */
      async function stored(invoices: InvoiceRepo, team: string, key: string): Promise<Invoice> {
        const entry = await invoices.get(team, key);
        if (!entry) throw new Error(`forms/${team}/${key} is not there`);
        return entry.invoice;
      }
      /** A patch whose event records these changes (what core's changesOf would say). */
      const recorded = (
        change: BulletinChange,
        changes: ChangeEvent['changes'],
      ): BulletinChange => ({
        ...change,
        event: { ...change.event, changes },
      });

      it('history answers the events oldest first, each with its changes as a list', () =>
        withHarness(async ({ ports }) => {
          const before = Date.now();
          await ports.invoices.commit([
            recorded(aPatch(TEAM, KEYS.middle, { 'services/0/quantity': 2 }, 0, 'services'), [
              {
                path: 'services/0',
                before: { code: 'NDE1', quantity: 1 },
                after: { code: 'NDE1', quantity: 2 },
                totalBefore: 10_000,
                totalAfter: 20_000,
              },
            ]),
          ]);
          await ports.invoices.commit([
            recorded(aPatch(TEAM, KEYS.middle, { paid: true }, 1, 'paid'), [
              { path: 'paid', before: false, after: true },
            ]),
          ]);
          const events = await ports.invoices.history(TEAM, KEYS.middle);
          expect(events.map((e) => [e.rev, e.action])).toEqual([
            [1, 'services'],
            [2, 'paid'],
          ]);
          expect(events[0]).toEqual({
            action: 'services',
            by: 'uAdmin',
            byName: 'Ana Admin',
            role: 'admin',
            rev: 1,
            at: expect.any(Number),
            changes: [
              {
                path: 'services/0',
                before: { code: 'NDE1', quantity: 1 },
                after: { code: 'NDE1', quantity: 2 },
                totalBefore: 10_000,
                totalAfter: 20_000,
              },
            ],
          });
          expect(events[1]?.changes).toEqual([{ path: 'paid', before: false, after: true }]);
          for (const event of events) {
            expect(event.at).toBeGreaterThanOrEqual(before - 60_000);
            expect(event.at).toBeLessThanOrEqual(Date.now() + 60_000);
          }
          // A bulletin nobody changed through the app has none; another team's are its own.
          expect(await ports.invoices.history(TEAM, KEYS.atEnd)).toEqual([]);
          expect(await ports.invoices.history(OTHER_TEAM, KEYS.middle)).toEqual([]);
        }));

      it("a deleted bulletin's history stays readable, its last event holding the record removed", () =>
        withHarness(async ({ ports }) => {
          await ports.invoices.commit([
            aPatch(TEAM, KEYS.middle, { 'header/title': 'Antes de excluir' }, 0),
          ]);
          const removed = await stored(ports.invoices, TEAM, KEYS.middle);
          await ports.invoices.commit([aRemoval(TEAM, KEYS.middle, 1, removed)]);
          expect(await ports.invoices.get(TEAM, KEYS.middle)).toBeNull();
          const events = await ports.invoices.history(TEAM, KEYS.middle);
          expect(events.map((e) => [e.rev, e.action])).toEqual([
            [1, 'header'],
            [2, 'deleted'],
          ]);
          // The seed's bulletin '3' as it was: its header with the title of the edit, at rev 1.
          expect(events[1]?.record).toMatchObject({
            id: '3',
            rev: 1,
            header: { title: 'Antes de excluir', project: 'PJ-1', city: 'São Félix' },
          });
        }));

      it('listDeleted answers the team removals, newest first, as their entries hold them', () =>
        withHarness(async ({ ports }) => {
          const middle = await stored(ports.invoices, TEAM, KEYS.middle);
          await ports.invoices.commit([aRemoval(TEAM, KEYS.middle, 0, middle)]);
          await sleep(20); // the server's clock moves on between the two removals
          const atEnd = await stored(ports.invoices, TEAM, KEYS.atEnd);
          await ports.invoices.commit([aRemoval(TEAM, KEYS.atEnd, 0, atEnd)]);
          const other = await stored(ports.invoices, OTHER_TEAM, '-K10other');
          await ports.invoices.commit([aRemoval(OTHER_TEAM, '-K10other', 0, other)]);

          const deleted = await ports.invoices.listDeleted(TEAM);
          expect(deleted.map((d) => d.key)).toEqual([KEYS.atEnd, KEYS.middle]);
          expect(deleted[1]).toEqual({
            team: TEAM,
            key: KEYS.middle,
            id: '3',
            title: 'Título',
            action: 'deleted',
            by: 'uAdmin',
            byName: 'Ana Admin',
            at: expect.any(Number),
            rev: 1,
          });
          // The builders' bulletin '4' had no header title of its own: anInvoice's 'Poda'.
          expect(deleted[0]).toMatchObject({ id: '4', title: 'Poda', rev: 1 });
          expect(deleted[0]?.at).toBeGreaterThan(deleted[1]?.at ?? Infinity);
          expect((await ports.invoices.listDeleted(OTHER_TEAM)).map((d) => d.id)).toEqual(['10']);
          expect(await ports.invoices.listDeleted('ORCDISTBA09')).toEqual([]);
        }));

      it("listDeleted is the admin's alone; history is read by whoever reads the team", () =>
        withHarness(async ({ ports, portsUnderRules }) => {
          if (!portsUnderRules) return;
          const middle = await stored(ports.invoices, TEAM, KEYS.middle);
          await ports.invoices.commit([aRemoval(TEAM, KEYS.middle, 0, middle)]);
          const ruled = await portsUnderRules();

          // The supervisor of ORCDISTBA01: its history, not the list of removed bulletins.
          await ruled.auth.signIn('superv@demo.local', CONTRACT_PASSWORD);
          expect((await ruled.invoices.history(TEAM, KEYS.middle)).map((e) => e.action)).toEqual([
            'deleted',
          ]);
          await expect(ruled.invoices.listDeleted(TEAM)).rejects.toThrow(/permission/i);
          await ruled.auth.signOut();

          // A supervisor of ORCDISTBA05 only: not even ORCDISTBA01's history.
          await ruled.auth.signIn('ambos@demo.local', CONTRACT_PASSWORD);
          await expect(ruled.invoices.history(TEAM, KEYS.middle)).rejects.toThrow(/permission/i);
          await expect(ruled.invoices.listDeleted(TEAM)).rejects.toThrow(/permission/i);
          await ruled.auth.signOut();

          // Signed out, nothing; the admin, both.
          await expect(ruled.invoices.history(TEAM, KEYS.middle)).rejects.toThrow(/permission/i);
          await ruled.auth.signIn('admin@demo.local', CONTRACT_PASSWORD);
          expect((await ruled.invoices.listDeleted(TEAM)).map((d) => d.key)).toEqual([KEYS.middle]);
          expect(await ruled.invoices.history(TEAM, KEYS.middle)).toHaveLength(1);
          await ruled.auth.signOut();
        }));
    });

    describe('InvoiceRepo: RTDB key order, where implementations disagreed (issue 18)', () => {
      // Same date for every bulletin of ORDER_TEAM: the key decides, in the database's order.
      it('listAll and listForPeriod break date ties in RTDB key order', () =>
        withHarness(async ({ ports }) => {
          expect(keysOf(await ports.invoices.listAll(ORDER_TEAM))).toEqual(ORDERED_KEYS);
          expect(keysOf(await ports.invoices.listForPeriod(ORDER_TEAM, RANGE))).toEqual(
            ORDERED_KEYS,
          );
        }, keyOrderSeed()));

      it('watchUnchecked answers in the same order', () =>
        withHarness(async ({ ports }) => {
          const seen = recorder<InvoiceEntry[]>();
          const stop = ports.invoices.watchUnchecked(ORDER_TEAM, seen.fn);
          expect(keysOf(await seen.next(1))).toEqual(ORDERED_KEYS);
          stop();
        }, keyOrderSeed()));

      it("'1' and '01', '7' and '007' are different bulletins: a change to one leaves the other", () =>
        withHarness(async ({ ports }) => {
          await ports.invoices.commit([
            patch(ORDER_TEAM, '01', { paid: true }),
            removal(ORDER_TEAM, '007'),
          ]);
          expect((await ports.invoices.get(ORDER_TEAM, '01'))?.invoice.paid).toBe(true);
          expect((await ports.invoices.get(ORDER_TEAM, '1'))?.invoice).toMatchObject({
            id: 'id1',
            paid: false,
          });
          expect(await ports.invoices.get(ORDER_TEAM, '007')).toBeNull();
          expect((await ports.invoices.get(ORDER_TEAM, '7'))?.invoice.id).toBe('id7');
          expect(keysOf(await ports.invoices.listAll(ORDER_TEAM))).toEqual(
            ORDERED_KEYS.filter((key) => key !== '007'),
          );
        }, keyOrderSeed()));
    });

    describe('InvoiceRepo.nextInvoiceNumber (D48)', () => {
      const counter = (team: string) => `counters/forms/${team}`;

      it('a team without a counter continues after its highest well-formed id; legacy ids do not count', () =>
        withHarness(async ({ ports, read }) => {
          expect(await read(counter(NUMBERED_TEAM))).toBeNull();
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(276);
          expect(await read(counter(NUMBERED_TEAM))).toBe(276);
          // TEAM's ids are all legacy ('0'…'13'); a team with no bulletin at all starts at 1 too.
          expect(await ports.invoices.nextInvoiceNumber(TEAM)).toBe(1);
          expect(await ports.invoices.nextInvoiceNumber('ORCDISTBA09')).toBe(1);
        }, numberedSeed()));

      it('each call takes the next number of its own team only', () =>
        withHarness(async ({ ports, read }) => {
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(276);
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(277);
          expect(await ports.invoices.nextInvoiceNumber(OTHER_TEAM)).toBe(1);
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(278);
          expect(await read(counter(NUMBERED_TEAM))).toBe(278);
          expect(await read(counter(OTHER_TEAM))).toBe(1);
        }, numberedSeed()));

      it('two calls at once get two different consecutive numbers', () =>
        withHarness(async ({ ports, read }) => {
          const first = await Promise.all([
            ports.invoices.nextInvoiceNumber(NUMBERED_TEAM),
            ports.invoices.nextInvoiceNumber(NUMBERED_TEAM),
          ]);
          expect([...first].sort((a, b) => a - b)).toEqual([276, 277]);
          const more = await Promise.all([
            ports.invoices.nextInvoiceNumber(NUMBERED_TEAM),
            ports.invoices.nextInvoiceNumber(NUMBERED_TEAM),
            ports.invoices.nextInvoiceNumber(NUMBERED_TEAM),
          ]);
          expect([...more].sort((a, b) => a - b)).toEqual([278, 279, 280]);
          expect(await read(counter(NUMBERED_TEAM))).toBe(280);
        }, numberedSeed()));

      it('a number stays used: deleting bulletins, its own included, never moves the counter back', () =>
        withHarness(async ({ ports }) => {
          const taken = await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM);
          const key = await create(
            ports.invoices,
            NUMBERED_TEAM,
            anInvoice({ id: formatInvoiceNumber(NUMBERED_TEAM, taken) }),
          );
          await ports.invoices.commit([removal(NUMBERED_TEAM, key, 1)]);
          const rest = await ports.invoices.listAll(NUMBERED_TEAM);
          await ports.invoices.commit(rest.map((entry) => removal(NUMBERED_TEAM, entry.key)));
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(taken + 1);
        }, numberedSeed()));

      it('a refused counter write rejects and takes no number', () =>
        withHarness(async ({ ports, read, failWrites }) => {
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(276);
          await failWrites([counter(NUMBERED_TEAM)]);
          await expect(ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).rejects.toThrow();
          await failWrites([]);
          expect(await read(counter(NUMBERED_TEAM))).toBe(276);
          expect(await ports.invoices.nextInvoiceNumber(NUMBERED_TEAM)).toBe(277);
        }, numberedSeed()));

      it('createInvoice stores the readable id in the record; the push key stays its key', () =>
        withHarness(async ({ ports, read }) => {
          const admin: ActingUser = {
            uid: UIDS.admin,
            name: 'Administrador Demo',
            email: 'admin@demo.local',
            role: 'admin',
            checker: 'Administrador Demo',
          };
          const outcome = await useCases.createInvoice(
            ports.invoices,
            {
              team: NUMBERED_TEAM,
              header: { title: 'Poda', project: 'PJ-9', date: '10/11/2026' },
              services: [],
              materials: [],
              photos: [],
            },
            admin,
            RANGE.start,
            1.6568,
          );
          expect(outcome).toEqual({ ok: true, key: expect.any(String), id: '0300276' });
          const key = (outcome as { key: string }).key;
          expect(key).not.toBe('0300276');
          expect(await ports.invoices.get(NUMBERED_TEAM, key)).toMatchObject({
            key,
            invoice: { id: '0300276', team: NUMBERED_TEAM },
          });
          expect(await read(counter(NUMBERED_TEAM))).toBe(276);
        }, numberedSeed()));
    });
  });
}
