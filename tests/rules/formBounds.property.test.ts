/**
 * P56 (issue 44), as a property: what the forms accept, the database rules accept. fast-check
 * draws bulletins and editor saves at and just inside every bound the rules hold (list lengths
 * up to the user's room, texts up to their form limit, prices, quantities and factors at their
 * bounds, totals near R$ 1 bilhão), for a team user, a supervisor and an admin; each is run
 * through the forms' own validators, made into the write the app makes (the real use cases:
 * createInvoice for /new, saveServices/saveMaterials/savePhotos for an /edit section on a stored
 * bulletin; the layout's bulletinUpdate, as InvoiceRepo.commit sends it), and judged by the
 * printed rules (targaryen on database.rules.json) and by fixture mode (the memory tree, whose
 * evaluator is judgeWrite). Values just outside each bound are drawn too: the forms refuse them.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import targaryen from 'targaryen';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryTree, TreeWriteError } from '../../adapters/memory/tree';
import { bulletinUpdate } from '../../adapters/rtdb/layout';
import { HEADER_FIELDS, NUMBER_HEADER_KEYS } from '../../src/core/headerFields';
import type { LimitedHeaderKey } from '../../src/core/headerFields';
import { LIMITS, MAX_QUANTITY, hasRoom, lineRoom } from '../../src/core/limits';
import type { LineListName } from '../../src/core/limits';
import { toList } from '../../src/core/lists';
import type { ListEdit } from '../../src/core/lists';
import type {
  BulletinChange,
  Invoice,
  InvoiceEntry,
  InvoiceHeader,
  MaterialLine,
  PhotoLine,
  Role,
  RtdbList,
  ServiceLine,
} from '../../src/core/model';
import { invoiceTotals } from '../../src/core/money';
import type { InvoiceRepo } from '../../src/core/ports/InvoiceRepo';
import { aUser, anInvoice, usersDatabase } from '../../src/core/testing/builders';
import {
  createInvoice,
  saveMaterials,
  savePhotos,
  saveServices,
} from '../../src/core/usecases/invoices';
import {
  HEADER_TEXT_LIMITS,
  LINE_TEXT_LIMITS,
  checkAddServiceQuantity,
  checkFactor,
  checkKm,
  checkLineQuantity,
  checkPrice,
  servicesTotalProblem,
  validateBulletinHeader,
  validateMaterial,
  validateNewBulletin,
  validateService,
  validateStructure,
} from '../../src/core/validation';
import type { ActingUser } from '../../src/core/workflow';
import {
  cleanHeader,
  normalizeMaterialLine,
  normalizePhotoLine,
  normalizeServiceLine,
} from '../../src/features/bulletins/lines';

const RULES = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as object;

const NOW = Date.UTC(2026, 2, 10, 12);
const TEAM = 'ORCDISTBA01';
const FACTOR = 1.6568;
/** The writers: a team user of TEAM, its supervisor and the admin (demo accounts). */
const ROLES: readonly Role[] = ['team', 'superv', 'admin'];
/** Runs per property: the lists reach 1000 lines, and each run is judged twice. */
const RUNS = 12;

// The memory tree stamps a write with Date.now(): the same NOW as targaryen's.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

// ------------------------------------------------------------------------ the app's writes

/** An InvoiceRepo that keeps the one commit a use case sends, and numbers a new bulletin. */
function recordingRepo(): { repo: InvoiceRepo; sent: () => BulletinChange[] } {
  let sent: BulletinChange[] = [];
  const repo = {
    newKey: () => '-NboundsKey000000001',
    nextInvoiceNumber: () => Promise.resolve(275),
    commit: (changes: readonly BulletinChange[]) => {
      sent = [...changes];
      return Promise.resolve();
    },
  } as unknown as InvoiceRepo;
  return { repo, sent: () => sent };
}

/** The database before the write: the demo accounts and, for an edit, the stored bulletin. */
function databaseWith(stored?: { key: string; invoice: Invoice }) {
  return {
    ...usersDatabase(),
    forms: stored ? { [TEAM]: { [stored.key]: stored.invoice } } : {},
  };
}

/** Both verdicts on the app's commit: the printed rules' and fixture mode's. */
function judged(user: ActingUser, data: object, changes: BulletinChange[]) {
  const update = bulletinUpdate(changes);
  const printed = targaryen
    .database(RULES, data, NOW)
    .as({ uid: user.uid, provider: 'password', token: { email: user.email } })
    .update('/', update, { now: NOW });
  let fixture = 'allowed';
  try {
    new MemoryTree(data).update(update, { uid: user.uid, email: user.email });
  } catch (error) {
    if (!(error instanceof TreeWriteError)) throw error;
    fixture = error.message;
  }
  return { printed: printed.allowed ? 'allowed' : printed.info.slice(-600), fixture };
}

const BOTH_ALLOW = { printed: 'allowed', fixture: 'allowed' };

// ------------------------------------------------------------------------ what the forms take

/** Text a form takes in a field of at most `max` characters (not blank when required). */
const textUpTo = (max: number, required = true) =>
  fc.oneof(
    fc.constant('x'.repeat(max)),
    fc.string({ minLength: required ? 1 : 0, maxLength: max }).map((s) => s.replace(/\s/g, 'a')),
  );

/** A number at a bound, just inside it, or small. */
const numberUpTo = (max: number, min: number) =>
  fc.oneof(
    fc.constant(max),
    fc.constant(max - min),
    fc.integer({ min: 1, max: 100 }).map((n) => Math.max(min, n / 100)),
  );

const S = LINE_TEXT_LIMITS.services;
const M = LINE_TEXT_LIMITS.materials;
const P = LINE_TEXT_LIMITS.photos;

/** A service line as the dialog or the in-place editor keeps it: numbers at their bounds. */
const serviceLine: fc.Arbitrary<ServiceLine> = fc.record(
  {
    code: textUpTo(S.code),
    activity: textUpTo(S.activity),
    unid: textUpTo(S.unid, false),
    price: numberUpTo(LIMITS.money, 0.01),
    quantity: numberUpTo(MAX_QUANTITY, 0.01),
    factor: fc.oneof(fc.constant(''), numberUpTo(LIMITS.factor, 0.0001)),
  },
  { noNullPrototype: true },
);
/** A cheap line, so that a long list keeps its total within the bound. */
const cheapLine: fc.Arbitrary<ServiceLine> = fc.record(
  {
    code: textUpTo(S.code),
    activity: textUpTo(S.activity),
    price: fc.integer({ min: 1, max: 10_000 }).map((c) => c / 100),
    quantity: fc.integer({ min: 1, max: 10 }),
    factor: fc.constantFrom('', 1, 2),
  },
  { noNullPrototype: true },
);
const materialLine: fc.Arbitrary<MaterialLine> = fc.record(
  {
    material: textUpTo(M.material),
    descriptions: textUpTo(M.descriptions),
    action: fc.constantFrom('INSTALADO', 'RETIRADO'),
    type: textUpTo(M.type, false),
    quantity: numberUpTo(MAX_QUANTITY, 0.01),
  },
  { noNullPrototype: true },
);
const photoLine: fc.Arbitrary<PhotoLine> = fc.record(
  {
    firebasePath: fc.oneof(
      fc.constant(''),
      fc.constant(`https://fotos.example.com/${'p'.repeat(P.firebasePath - 26)}`),
      fc.constant('https://fotos.example.com/poste.jpg'),
    ),
    pg: textUpTo(P.pg),
    obs: textUpTo(P.obs),
    material: textUpTo(P.material, false),
  },
  { noNullPrototype: true },
);

/** A list of `line`s whose length is at or just inside `room`, or short. */
function listUpTo<L>(line: fc.Arbitrary<L>, room: number): fc.Arbitrary<L[]> {
  return fc
    .oneof(fc.constantFrom(room, room - 1), fc.integer({ min: 0, max: 3 }))
    .chain((length) =>
      length > 3
        ? line.map((one) => Array.from({ length }, () => one))
        : fc.array(line, { minLength: length, maxLength: length }),
    );
}

/** The header as /new types it: every text up to its limit, the km at the rules' bound. */
const header: fc.Arbitrary<InvoiceHeader> = fc
  .record({
    title: textUpTo(HEADER_TEXT_LIMITS.title),
    project: textUpTo(HEADER_TEXT_LIMITS.project),
    city: textUpTo(HEADER_TEXT_LIMITS.city, false),
    observation: textUpTo(HEADER_TEXT_LIMITS.observation, false),
    respOrca: textUpTo(HEADER_TEXT_LIMITS.respOrca, false),
    kmInit: fc.constantFrom('', '0', '12,5', String(LIMITS.number)),
    kmEnd: fc.constantFrom('', String(LIMITS.number), '999.999.999.999,99'),
  })
  .map((typed) => ({ ...typed, date: '10/03/2026' }));

/** The lines a list's form holds, each passed by the form's own check, or null. */
function formRefusal(
  services: ServiceLine[],
  materials: MaterialLine[],
  photos: PhotoLine[],
): string | null {
  for (const line of services) {
    const problem = validateService(line);
    if (problem) return problem;
  }
  for (const line of materials) {
    const problem = validateMaterial(line);
    if (problem) return problem;
  }
  for (const line of photos) {
    const problem = validateStructure(line);
    if (problem) return problem;
  }
  return servicesTotalProblem(services, FACTOR);
}

/** Tops a list up with one line (own factor 1) that brings the total with factor to `target`. */
function toppedUp(services: ServiceLine[], target: number): ServiceLine[] {
  const { total_wfactor } = invoiceTotals(services, FACTOR);
  const price = Math.floor((target - total_wfactor) * 100) / 100;
  if (!(price > 0)) return services;
  return [...services, { code: 'NDE-TOPO', activity: 'Topo', price, quantity: 1, factor: 1 }];
}

// ------------------------------------------------------------------------ the properties

describe('P56: what the forms accept, the rules accept (fast-check)', () => {
  it('a new bulletin (/new, createInvoice) at and inside every bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES).chain((role) =>
          fc.record(
            {
              role: fc.constant(role),
              header,
              // The services list fills its room (the add button's bound) with cheap lines, or
              // holds a few lines with numbers at their bounds; the total may be topped up to
              // the bound itself.
              services: fc.oneof(
                listUpTo(cheapLine, lineRoom('services', role, []).max),
                fc.array(serviceLine, { maxLength: 3 }),
              ),
              topUp: fc.constantFrom(null, LIMITS.money, LIMITS.money - 0.01),
              materials: listUpTo(materialLine, lineRoom('materials', role, []).max),
              photos: listUpTo(photoLine, lineRoom('photos', role, []).max),
            },
            { noNullPrototype: true },
          ),
        ),
        async ({ role, header: typed, services: drawn, topUp, materials, photos }) => {
          const room = lineRoom('services', role, drawn);
          const services = topUp !== null && hasRoom(room) ? toppedUp(drawn, topUp) : drawn;
          // The form took every line: each added while the list had room (lineRoom), each
          // passed its dialog's or row's check, and the list's total its bound.
          fc.pre(lineRoom('services', role, services).used <= room.max);
          fc.pre(formRefusal(services, materials, photos) === null);
          const input = {
            team: TEAM,
            header: cleanHeader({ ...typed, team: TEAM }),
            services: services.map(normalizeServiceLine),
            materials: materials.map(normalizeMaterialLine),
            photos: photos.map(normalizePhotoLine),
          };
          expect(validateNewBulletin({ ...typed, team: TEAM })).toBeNull();
          expect(validateBulletinHeader(typed)).toBeNull();
          const user = aUser(role);
          const { repo, sent } = recordingRepo();
          const outcome = await createInvoice(repo, input, user, NOW, FACTOR);
          expect(outcome).toMatchObject({ ok: true });
          expect(judged(user, databaseWith(), sent())).toEqual(BOTH_ALLOW);
        },
      ),
      { numRuns: RUNS, seed: 44 },
    );
  }, 60_000);

  type SectionEdit =
    | { list: 'services'; edit: ListEdit<ServiceLine> }
    | { list: 'materials'; edit: ListEdit<MaterialLine> }
    | { list: 'photos'; edit: ListEdit<PhotoLine> };

  it('an /edit section save on a stored bulletin, at and inside every bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES).chain((role) =>
          fc.record(
            {
              role: fc.constant(role),
              list: fc.constantFrom<LineListName>('services', 'services', 'materials', 'photos'),
              // The stored list: one line short of the room and the last line added (the 100th
              // service line of a non-admin), full and a line edited, or short; sometimes with a
              // hole at key 0, where a line was removed before one that stays in place (P16).
              shape: fc.constantFrom('lastLine', 'full', 'short'),
              shortLength: fc.integer({ min: 0, max: 2 }),
              hole: fc.boolean(),
              addShort: fc.boolean(),
              service: serviceLine,
              cheap: cheapLine,
              material: materialLine,
              photo: photoLine,
              topUp: fc.constantFrom(null, LIMITS.money),
            },
            { noNullPrototype: true },
          ),
        ),
        async (drawn) => {
          const { role, list, shape, hole } = drawn;
          const max = lineRoom(list, role, []).max;
          const length =
            shape === 'lastLine' ? max - 1 : shape === 'full' ? max : drawn.shortLength;
          const add = shape === 'lastLine' || (shape === 'short' && drawn.addShort);
          const lineOf = { services: drawn.cheap, materials: drawn.material, photos: drawn.photo };
          const stored: Record<string, unknown> = {};
          for (let key = 0; key < Math.max(length, 0); key += 1) stored[key] = lineOf[list];
          if (hole && length > 2) delete stored['0'];
          const invoice = anInvoice({
            id: '0107001',
            team: TEAM,
            services: [],
            materials: [],
            photos: [],
            [list]: stored,
            rev: 3,
          } as Partial<Invoice>);
          const entry: InvoiceEntry = { team: TEAM, key: 'kEdit', invoice };
          const room = lineRoom(list, role, invoice[list] as RtdbList<unknown> | undefined);
          const shown = toList(invoice[list] as never) as unknown[];
          // The form: the add button only while the list has room; a row edits a line shown.
          fc.pre(add ? hasRoom(room) : shown.length > 0);
          let item: unknown = list === 'services' ? drawn.service : lineOf[list];
          if (list === 'services' && drawn.topUp !== null) {
            const others = add ? (shown as ServiceLine[]) : (shown as ServiceLine[]).slice(1);
            const top = toppedUp(others, drawn.topUp).at(-1);
            if (top && top.code === 'NDE-TOPO') item = top;
          }
          const edit = add
            ? { kind: 'add' as const, item }
            : { kind: 'replace' as const, position: 0, item };
          const after = add ? [...shown, item] : [item, ...shown.slice(1)];
          // What the row or the dialog checks (LineSection: the line, then the list's totals).
          const refusal =
            list === 'services'
              ? (validateService(item as ServiceLine) ??
                servicesTotalProblem(after as ServiceLine[], FACTOR))
              : list === 'materials'
                ? validateMaterial(item as MaterialLine)
                : validateStructure(item as PhotoLine);
          fc.pre(refusal === null);
          const user = aUser(role);
          const { repo, sent } = recordingRepo();
          const save = { list, edit } as SectionEdit;
          const outcome =
            save.list === 'services'
              ? await saveServices(
                  repo,
                  entry,
                  normalized(save.edit, normalizeServiceLine),
                  FACTOR,
                  user,
                )
              : save.list === 'materials'
                ? await saveMaterials(
                    repo,
                    entry,
                    normalized(save.edit, normalizeMaterialLine),
                    user,
                  )
                : await savePhotos(repo, entry, normalized(save.edit, normalizePhotoLine), user);
          expect(outcome).toMatchObject({ ok: true });
          expect(judged(user, databaseWith({ key: 'kEdit', invoice }), sent())).toEqual(BOTH_ALLOW);
        },
      ),
      { numRuns: RUNS * 3, seed: 44 },
    );
  }, 60_000);
});

/** The edit with its line in stored form, as LineSection hands it to the screen. */
function normalized<L>(edit: ListEdit<L>, normalize: (line: L) => L): ListEdit<L> {
  return edit.kind === 'remove' ? edit : { ...edit, item: normalize(edit.item) };
}

describe('P56: just outside every bound, the forms refuse (fast-check)', () => {
  it("a list's next line beyond the room of each role", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom<LineListName>('services', 'materials', 'photos'),
        fc.boolean(),
        (role, list, holed) => {
          const max = lineRoom(list, role, []).max;
          // Full by stored key: every key to max - 1, or one fewer line with a hole at key 0.
          const stored: Record<string, object> = {};
          for (let key = holed ? 1 : 0; key < max; key += 1) stored[key] = {};
          expect(hasRoom(lineRoom(list, role, stored))).toBe(false);
          // Counted by lines shown, a list with a hole would seem to have room: the wrong count.
          expect(hasRoom(lineRoom(list, role, toList(stored)))).toBe(holed);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a price, quantity, factor or km a cent (or less) beyond its bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (over) => {
        expect(checkPrice(LIMITS.money + over / 100).ok).toBe(false);
        expect(checkLineQuantity(MAX_QUANTITY + over / 100).ok).toBe(false);
        expect(checkAddServiceQuantity(String(MAX_QUANTITY + over)).ok).toBe(false);
        expect(checkFactor(LIMITS.factor + over / 10_000).ok).toBe(false);
        expect(checkKm(LIMITS.number + over, 'Km inicial').ok).toBe(false);
        for (const key of NUMBER_HEADER_KEYS) {
          const typed = {
            title: 'T',
            project: 'P',
            date: '10/03/2026',
            [key]: LIMITS.number + over,
          };
          expect(validateBulletinHeader(typed)).not.toBeNull();
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a text one character beyond its form limit, header and lines', () => {
    const headerKeys = Object.keys(HEADER_TEXT_LIMITS) as LimitedHeaderKey[];
    fc.assert(
      fc.property(
        fc.constantFrom(...headerKeys.filter((key) => HEADER_FIELDS[key].kind === 'text')),
        fc.constantFrom(...(Object.keys(S) as (keyof typeof S)[])),
        fc.constantFrom(...(Object.keys(M) as (keyof typeof M)[])),
        fc.constantFrom(...(Object.keys(P) as (keyof typeof P)[])),
        (key, service, material, photo) => {
          const long = (max: number) => 'x'.repeat(max + 1);
          const typed = { title: 'T', project: 'P', date: '10/03/2026' };
          expect(
            validateBulletinHeader({ ...typed, [key]: long(HEADER_TEXT_LIMITS[key]) }),
          ).not.toBeNull();
          const line = { code: 'C', activity: 'A', price: 1, quantity: 1 };
          expect(validateService({ ...line, [service]: long(S[service]) })).not.toBeNull();
          const mat = { material: 'M', descriptions: 'D', quantity: 1 };
          expect(validateMaterial({ ...mat, [material]: long(M[material]) })).not.toBeNull();
          const ph = { pg: '1', obs: 'O', firebasePath: 'https://x.example.com/a' };
          const value =
            photo === 'firebasePath' ? `https://x.example.com/${long(P[photo])}` : long(P[photo]);
          expect(validateStructure({ ...ph, [photo]: value })).not.toBeNull();
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('a line that takes the total with or without factor a cent beyond R$ 1 bilhão', () => {
    fc.assert(
      fc.property(
        fc.array(cheapLine, { maxLength: 5 }),
        fc.integer({ min: 1, max: 100 }),
        (lines, cents) => {
          const at = toppedUp(lines, LIMITS.money);
          expect(servicesTotalProblem(at, FACTOR)).toBeNull();
          const top = at.at(-1) as ServiceLine;
          const over = [...at.slice(0, -1), { ...top, price: Number(top.price) + cents / 100 }];
          expect(servicesTotalProblem(over, FACTOR)).not.toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });
});
