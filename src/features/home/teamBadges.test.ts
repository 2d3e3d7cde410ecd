/**
 * D12, issue 24: the sidebar badges reach the store as ONE update per change, every team's
 * count in it, counted by the store where the bulletins are (InvoiceRepo.watchWaitingCounts);
 * a bulletin viewed anywhere moves its team's count.
 */
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import * as useCases from '../../core/usecases';
import type { Role } from '../../core/model';
import { aPatch, anInvoice } from '../../core/testing/builders';
import type { ActingUser } from '../../core/workflow';
import { rootReducer } from '../../shared/store';
import { createTestBackend } from '../../testing/render';
import { watchTeamBadges } from './homeActions';
import { selectBadges } from './homeSlice';

/** The home period of the test: 26/10/2026 to 25/11/2026 (UTC, D6). */
const PERIOD = { start: Date.UTC(2026, 9, 26), end: Date.UTC(2026, 10, 25, 23, 59, 59, 999) };
const IN = Date.UTC(2026, 10, 10);
const BEFORE = Date.UTC(2026, 8, 10);

const checked = (date: number | string = IN) => anInvoice({ checked: true, date });
const FIXTURE = {
  forms: {
    ORCDISTBA01: {
      '-Ka1': checked(),
      '-Ka2': { ...checked(), viewedByFat: true },
      '-Ka3': anInvoice({ checked: false, date: IN }),
    },
    ORCDISTBA02: {
      '-Kb1': checked(),
      '-Kb2': checked('05/11/2026'),
      '-Kb3': checked(BEFORE),
    },
    ORCDISTBA03: {
      '-Kc1': anInvoice({ checked: false, date: BEFORE }),
    },
  },
};
const TEAMS = ['ORCDISTBA01', 'ORCDISTBA02', 'ORCDISTBA03'];

const ADMIN: ActingUser = {
  uid: 'uidAdmin',
  name: 'Administrador',
  email: 'admin@demo.local',
  role: 'admin',
  checker: 'Administrador',
};

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A store over the memory ports, as the app builds one, and every update it makes. */
function watching(role: Role) {
  const backend = createTestBackend(FIXTURE);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: backend.ports } }),
  });
  const updates: Record<string, number>[] = [];
  store.subscribe(() => updates.push({ ...selectBadges(store.getState()) }));
  stops.push(store.dispatch(watchTeamBadges(TEAMS, role, PERIOD)));
  return { ...backend, updates };
}

/** Waits for the n-th store update. */
async function update(updates: readonly unknown[], count: number): Promise<void> {
  const started = Date.now();
  while (updates.length < count) {
    if (Date.now() - started > 3000) throw new Error(`expected ${count} updates`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const quiet = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the team badges (D12, issue 24)', () => {
  it('admin: every team counted in one store update; one write in two teams is one more', async () => {
    const { ports, updates } = watching('admin');
    await update(updates, 1);
    await quiet();
    // 01: Ka1 (Ka2 viewed, Ka3 unchecked); 02: Kb1 and Kb2 (text date), not Kb3 (before).
    expect(updates).toEqual([{ ORCDISTBA01: 1, ORCDISTBA02: 2, ORCDISTBA03: 0 }]);

    // One change viewing a bulletin of 01 and one of 02 (the admin's bulk Visualizado does so).
    await ports.invoices.commit([
      aPatch('ORCDISTBA01', '-Ka1', { viewedByFat: true }, 0, 'viewed'),
      aPatch('ORCDISTBA02', '-Kb2', { viewedByFat: true }, 0, 'viewed'),
    ]);
    await update(updates, 2);
    await quiet();
    expect(updates).toHaveLength(2);
    expect(updates[1]).toEqual({ ORCDISTBA01: 0, ORCDISTBA02: 1, ORCDISTBA03: 0 });
  });

  it("a bulletin viewed (the row action Visualizado) moves its team's count, live", async () => {
    const { ports, updates } = watching('admin');
    await update(updates, 1);
    const entry = await ports.invoices.get('ORCDISTBA02', '-Kb1');
    if (!entry) throw new Error('fixture bulletin missing');
    expect((await useCases.markViewed(ports.invoices, entry, ADMIN, true)).ok).toBe(true);
    await update(updates, 2);
    expect(updates[1]).toEqual({ ORCDISTBA01: 1, ORCDISTBA02: 1, ORCDISTBA03: 0 });
    // Unmarked again: it waits again.
    const viewed = await ports.invoices.get('ORCDISTBA02', '-Kb1');
    if (!viewed) throw new Error('fixture bulletin missing');
    expect((await useCases.markViewed(ports.invoices, viewed, ADMIN, false)).ok).toBe(true);
    await update(updates, 3);
    expect(updates[2]).toEqual({ ORCDISTBA01: 1, ORCDISTBA02: 2, ORCDISTBA03: 0 });
  });

  it('superv: the unchecked of every team, whatever the date', async () => {
    const { updates } = watching('superv');
    await update(updates, 1);
    expect(updates).toEqual([{ ORCDISTBA01: 1, ORCDISTBA02: 0, ORCDISTBA03: 1 }]);
  });

  it('func: no badge, nothing read', async () => {
    const { updates } = watching('func');
    await quiet();
    expect(updates).toEqual([]);
  });
});
