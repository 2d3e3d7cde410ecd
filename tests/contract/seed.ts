/**
 * The database the contract suite starts from: small, written by hand, so every expected value
 * in the suite can be read off this file and the test builders' bulletin (anInvoice,
 * src/core/testing/builders.ts), which each record below changes where the suite looks. An adapter's harness loads it (a console export shape,
 * D1) into whatever it runs against. Accounts: every user record with an email signs in with
 * CONTRACT_PASSWORD, and DISABLED_EMAIL is a disabled account (D27).
 */
import { anInvoice } from '../../src/core/testing/builders';
import { ORDERED_KEYS } from '../../adapters/rtdb/testing/orderedKeys';

export const CONTRACT_PASSWORD = 'demo123';
export const DISABLED_EMAIL = 'desativado@demo.local';
export const TEAM = 'ORCDISTBA01';
export const OTHER_TEAM = 'ORCDISTBA02';

/** The range 26/10/2026 00:00:00.000 to 25/11/2026 23:59:59.999 UTC (D6). */
export const RANGE = {
  start: Date.UTC(2026, 9, 26),
  end: Date.UTC(2026, 10, 25, 23, 59, 59, 999),
};

/** Keys in push-key style (they sort by text like push ids do). */
export const KEYS = {
  beforeStart: '-K01beforeStart',
  atStart: '-K02atStart',
  middle: '-K03middle',
  atEnd: '-K04atEnd',
  afterEnd: '-K05afterEnd',
  textDate: '-K06textDate',
  sameDayAsMiddle: '-K00sameDay',
  noDate: '-K07noDate',
  // P7: legacy date forms at and past the period's edges (all checked, so watchUnchecked and
  // the ranged numeric query keep their answers).
  textDayBefore: '-K08textDayBefore',
  numericText: '-K09numericText',
  headerDayAfter: '-K0AheaderDayAfter',
  textLastDay: '-K0BtextLastDay',
  booleanDate: '-K0CbooleanDate',
} as const;

export const UIDS = {
  admin: 'uidAdmin000000000000000000001',
  mobileSuperv: 'uidSuperv00000000000000000002',
  both: 'uidBoth000000000000000000003',
  disabled: 'uidDisabled000000000000000004',
  noEmail: 'uidNoEmail0000000000000000005',
} as const;

export type ContractSeed = Record<string, unknown>;

export function contractSeed(
  overrides: { defaults?: unknown; settings?: unknown } = {},
): ContractSeed {
  const mid = Date.UTC(2026, 10, 10);
  return {
    defaults: overrides.defaults ?? {
      currentFactor: 1.6568,
      materials: {
        items: {
          '-M1': { descriptions: 'Isolador de pino', material: '300012', type: 'ISOLADOR' },
          '-M2': { id: 'mat-2', descriptions: 'Cruzeta', material: '300045' },
        },
      },
      services: {
        nde: [
          { id: 'nde-1', code: '70010II', activity: 'Instalação de poste', price: 1245.8 },
          { code: '70040RD', activity: 'Lançamento de condutor', price: '6,42' },
        ],
        ndm: {
          '-S1': { code: '80010C', activity: 'Substituição de isolador', price: 96.5 },
          '-S2': { id: 'ndm-2', code: 'NDM108SC', activity: 'Deslocamento', price: 2.85 },
        },
      },
    },
    ...(overrides.settings === undefined ? {} : { settings: overrides.settings }),
    forms: {
      [TEAM]: {
        [KEYS.beforeStart]: anInvoice({ id: '1', date: RANGE.start - 1 }),
        [KEYS.atStart]: anInvoice({ id: '2', date: RANGE.start, checked: true }),
        [KEYS.middle]: anInvoice({
          id: '3',
          date: mid,
          header: { title: 'Título', project: 'PJ-1', city: 'São Félix' },
        }),
        [KEYS.sameDayAsMiddle]: anInvoice({ id: '0', date: mid, checked: true }),
        [KEYS.atEnd]: anInvoice({ id: '4', date: RANGE.end }),
        [KEYS.afterEnd]: anInvoice({ id: '5', date: RANGE.end + 1 }),
        [KEYS.textDate]: anInvoice({ id: '6', date: '10/11/2026' }),
        [KEYS.noDate]: anInvoice({
          id: '7',
          date: undefined,
          header: { date: '11/11/2026', title: 'Sem data' },
        }),
        [KEYS.textDayBefore]: anInvoice({ id: '8', date: '25/10/2026', checked: true }),
        [KEYS.numericText]: anInvoice({ id: '9', date: ` ${mid} `, checked: true }),
        [KEYS.headerDayAfter]: anInvoice({
          id: '11',
          date: undefined,
          header: { date: '26/11/2026', title: 'Sem data' },
          checked: true,
        }),
        [KEYS.textLastDay]: anInvoice({ id: '12', date: '25/11/2026', checked: true }),
        [KEYS.booleanDate]: anInvoice({
          id: '13',
          date: false as unknown as number,
          header: { date: '26/10/2026', title: 'Data falsa' },
          checked: true,
        }),
      },
      [OTHER_TEAM]: {
        '-K10other': anInvoice({ id: '10', date: mid }),
      },
    },
    users: {
      [UIDS.admin]: {
        uid: UIDS.admin,
        name: 'Administrador Demo',
        email: 'admin@demo.local',
        type: 'admin',
      },
      [UIDS.both]: {
        uid: UIDS.both,
        name: 'Nome em users',
        email: 'ambos@demo.local',
        type: 'superv',
        supervision: 'ORCDISTBA05',
      },
      [UIDS.disabled]: {
        uid: UIDS.disabled,
        name: 'Conta Desativada',
        email: DISABLED_EMAIL,
        type: 'func',
      },
      [UIDS.noEmail]: { uid: UIDS.noEmail, name: 'Sem email', type: 'team', team: TEAM },
    },
    'users-mobile': {
      [UIDS.mobileSuperv]: {
        uid: UIDS.mobileSuperv,
        name: 'Supervisor Demo',
        email: 'superv@demo.local',
        type: 'superv',
        supervision: 'ORCDISTBA01,ORCDISTBA02',
      },
      [UIDS.both]: {
        uid: UIDS.both,
        name: 'Nome em users-mobile',
        email: 'ambos@demo.local',
        type: 'superv',
        supervision: 'ORCDISTBA06',
      },
    },
  };
}

/** D48: a team whose ids are numbered, with legacy ones among them (numberedSeed). */
export const NUMBERED_TEAM = 'ORCDISTBA03';

/**
 * contractSeed plus NUMBERED_TEAM's bulletins: well-formed ids up to 0300274, the halves of the
 * split 0300275 (its original is gone: the number stays used), and legacy ids that must not
 * count: a push key (as ids were before D48), another team's form, too many digits, text. So
 * its first number is 276. TEAM's ids ('0'…'13') are all legacy: its first number is 1.
 */
export function numberedSeed(): ContractSeed {
  const seed = contractSeed();
  const mid = Date.UTC(2026, 10, 10);
  const numbered = (id: string) => anInvoice({ id, date: mid });
  (seed.forms as Record<string, unknown>)[NUMBERED_TEAM] = {
    '-N01': numbered('0300270'),
    '-N02': numbered('0300274'),
    '-N03': numbered('0300275I'),
    '-N04': numbered('0300275C'),
    '-N05': numbered('-P7AAiRaI42zLrOXvMWm'),
    '-N06': numbered('0400900'),
    '-N07': numbered('03009999'),
    '-N08': numbered('Boletim 0300950'),
  };
  return seed;
}

/** Issue 18: a team whose bulletin keys are the ones key-order implementations disagreed on. */
export const ORDER_TEAM = 'ORCDISTBA04';

/** contractSeed plus ORDER_TEAM: one unchecked bulletin per key of ORDERED_KEYS, same date. */
export function keyOrderSeed(): ContractSeed {
  const seed = contractSeed();
  const mid = Date.UTC(2026, 10, 10);
  // Written in reverse, so an adapter that kept the order of insertion would fail.
  (seed.forms as Record<string, unknown>)[ORDER_TEAM] = Object.fromEntries(
    [...ORDERED_KEYS].reverse().map((key) => [key, anInvoice({ id: `id${key}`, date: mid })]),
  );
  return seed;
}
