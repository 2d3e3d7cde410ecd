/**
 * P57: an attached bulletin (attached or archived, D9) is changed by an admin only. Core refuses
 * a non-admin's section save with its reason; the database rules refuse the write itself, so a
 * client that skips core's check gets nowhere. Each write is judged by targaryen on the printed
 * database.rules.json and by fixture mode's memory tree (P51), and both must agree.
 */
import { readFileSync } from 'node:fs';
import targaryen from 'targaryen';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryTree, TreeWriteError } from '../../adapters/memory/tree';
import { bulletinUpdate } from '../../adapters/rtdb/layout';
import type { BulletinChange, Invoice, InvoiceEntry } from '../../src/core/model';
import { REFUSALS } from '../../src/core/messages';
import { aLine, aMaterial, aPhoto, anInvoice } from '../../src/core/testing/builders';
import {
  markPaid,
  patchOf,
  saveHeaderPatch,
  saveMaterialsPatch,
  savePhotosPatch,
  saveServicesPatch,
} from '../../src/core/workflow';
import type { ActingUser, FieldsTransition } from '../../src/core/workflow';

const rules = JSON.parse(
  readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
) as { rules: Record<string, unknown> };

const NOW = Date.UTC(2025, 1, 10, 12);
const TEAM = 'ORCDISTBA01';
const FORWARDED = {
  checked: true,
  checked_closed: 'true_false',
  checked_by: 'Sup',
  checked_at: Date.UTC(2025, 1, 3),
} as const;

const bulletin = (fields: Partial<Invoice>): Invoice =>
  anInvoice({
    services: [aLine({ code: 'NDE1', quantity: 2, price: 10 })],
    materials: [aMaterial()],
    photos: [aPhoto()],
    rev: 3,
    ...FORWARDED,
    ...fields,
  });

const FORMS: Record<string, Invoice> = {
  attached: bulletin({ id: 'A-1', attached: true, archived: true }),
  archivedOnly: bulletin({ id: 'A-2', archived: true }),
  // Checked and paid, not attached: a non-admin still edits it (with the password, SPEC §6).
  paidOnly: bulletin({ id: 'A-3', paid: true, attached: false, archived: false }),
};

const DATA = {
  users: { admin: { type: 'admin', name: 'Admin' } },
  'users-mobile': {
    team01: { type: 'team', name: 'Equipe 01', team: TEAM },
    superv: { type: 'superv', name: 'Sup', supervision: TEAM },
  },
  forms: { [TEAM]: FORMS },
};

type Who = 'admin' | 'team01' | 'superv';
const ROLE = { admin: 'admin', team01: 'team', superv: 'superv' } as const;
const userOf = (who: Who): ActingUser => ({
  uid: who,
  name: who,
  email: `${who}@demo.local`,
  role: ROLE[who],
  checker: who,
});
const entryOf = (key: string): InvoiceEntry => ({
  team: TEAM,
  key,
  invoice: FORMS[key] as Invoice,
});

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

/** The verdicts of both evaluators on `changes` written by `who`. */
function judged(who: Who, changes: BulletinChange[]): { printed: boolean; fixture: boolean } {
  const updates = bulletinUpdate(changes);
  const printed = targaryen
    .database(rules, DATA, NOW)
    .as({ uid: who, token: { email: `${who}@demo.local` } })
    .update('/', updates, { now: NOW }).allowed;
  let fixture = true;
  try {
    new MemoryTree(DATA).update(updates, { uid: who, email: `${who}@demo.local` });
  } catch (error) {
    if (!(error instanceof TreeWriteError)) throw error;
    fixture = false;
  }
  return { printed, fixture };
}

const both = (allowed: boolean) => ({ printed: allowed, fixture: allowed });

/** The four section saves of the editor, as core builds them on the stored `key`. */
const SAVES: Record<string, (key: string, user: ActingUser) => FieldsTransition> = {
  header: (key, user) =>
    saveHeaderPatch(entryOf(key), { ...FORMS[key]?.header, title: 'Poda corrigida' }, user),
  services: (key, user) =>
    saveServicesPatch(
      entryOf(key),
      { kind: 'add', item: aLine({ code: 'NDE2', quantity: 1, price: 5 }) },
      1.6568,
      user,
    ),
  materials: (key, user) =>
    saveMaterialsPatch(entryOf(key), { kind: 'add', item: aMaterial() }, user),
  photos: (key, user) => savePhotosPatch(entryOf(key), { kind: 'remove', position: 0 }, user),
};

/** The write a section save makes, built as core would if it did not refuse (a forged client). */
function forged(section: string, key: string, who: Who): BulletinChange {
  const admin = SAVES[section]?.(key, userOf('admin'));
  if (!admin?.ok) throw new Error(`${section}: the admin's save of ${key} was refused`);
  return patchOf(entryOf(key), admin.patch, userOf(who), section as 'header');
}

describe("P57: an attached bulletin is an admin's to change", () => {
  for (const section of Object.keys(SAVES)) {
    for (const key of ['attached', 'archivedOnly']) {
      it(`core refuses a team's and a supervisor's ${section} save of a bulletin ${key}, with the reason`, () => {
        for (const who of ['team01', 'superv'] as const) {
          const outcome = SAVES[section]?.(key, userOf(who));
          expect(outcome).toEqual({ ok: false, reason: REFUSALS.attachedAdminOnly });
        }
      });

      it(`the rules refuse that ${section} write from a team or a supervisor, and take it from an admin (${key})`, () => {
        expect(judged('team01', [forged(section, key, 'team01')])).toEqual(both(false));
        expect(judged('superv', [forged(section, key, 'superv')])).toEqual(both(false));
        expect(judged('admin', [forged(section, key, 'admin')])).toEqual(both(true));
      });
    }

    it(`a ${section} save of a paid, not attached bulletin passes core and the rules for a team`, () => {
      const outcome = SAVES[section]?.('paidOnly', userOf('team01'));
      expect(outcome?.ok).toBe(true);
      if (!outcome?.ok) return;
      const change = patchOf(
        entryOf('paidOnly'),
        outcome.patch,
        userOf('team01'),
        section as 'header',
      );
      expect(judged('team01', [change])).toEqual(both(true));
    });
  }

  it('a list or the header removed whole from an attached bulletin is refused too (no validate runs on a deletion)', () => {
    for (const field of ['photos', 'materials', 'services', 'header'] as const) {
      const change = patchOf(entryOf('attached'), { [field]: null }, userOf('team01'), 'photos');
      expect(judged('team01', [change]), field).toEqual(both(false));
    }
    const change = patchOf(entryOf('paidOnly'), { photos: null }, userOf('team01'), 'photos');
    expect(judged('team01', [change])).toEqual(both(true));
  });

  it("the admin's own marks on an attached bulletin are unchanged", () => {
    const paid = markPaid(entryOf('attached'), userOf('admin'));
    expect(paid.ok).toBe(true);
    if (!paid.ok) return;
    const change = patchOf(entryOf('attached'), paid.patch, userOf('admin'), paid.action);
    expect(judged('admin', [change])).toEqual(both(true));
  });
});
