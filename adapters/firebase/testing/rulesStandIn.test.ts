/**
 * P49: the stand-in judges every request by database.rules.json as the user of the ID token the
 * client sent, as the server does: the real SDK, one client per user (the SDK's own unsigned
 * emulator tokens, as the Auth emulator's), against the rules file the app deploys.
 */
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import { connectDatabaseEmulator, get, getDatabase, onValue, ref, update } from 'firebase/database';
import type { Database } from 'firebase/database';
import { startFakeRtdbServer, type FakeRtdbServer } from './fakeRtdbServer';

const rules = JSON.parse(
  readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'),
) as object;

const DATA = {
  users: {
    uAdmin: { uid: 'uAdmin', name: 'Ana', email: 'admin@demo.local', type: 'admin' },
    uTeam: {
      uid: 'uTeam',
      name: 'Equipe 01',
      email: 'equipe01@demo.local',
      type: 'team',
      team: 'ORCDISTBA01',
    },
  },
  forms: {
    ORCDISTBA01: { k1: { id: '0100001', team: 'ORCDISTBA01', date: 1, rev: 1 } },
    ORCDISTBA02: { k2: { id: '0200001', team: 'ORCDISTBA02', date: 1, rev: 1 } },
  },
};

let fake: FakeRtdbServer;
const apps: FirebaseApp[] = [];

/** A client of the stand-in signed in as `uid` (null: signed out). */
function clientAs(uid: string | null, email = `${uid}@demo.local`): Database {
  const app = initializeApp(
    { apiKey: 'k', projectId: 'demo-faturamento', databaseURL: 'http://x?ns=demo-faturamento' },
    `rules-${apps.length}`,
  );
  apps.push(app);
  const db = getDatabase(app);
  connectDatabaseEmulator(
    db,
    fake.host,
    fake.port,
    uid === null ? {} : { mockUserToken: { user_id: uid, sub: uid, email } },
  );
  return db;
}

beforeAll(async () => {
  setLogLevel('silent');
  fake = await startFakeRtdbServer({ rules });
});
beforeEach(() => fake.seed(structuredClone(DATA)));
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});
afterAll(async () => {
  await fake.close();
});

describe('the stand-in judges by database.rules.json (P49)', () => {
  it("a team reads its own team's bulletins and is refused another team's", async () => {
    const db = clientAs('uTeam', 'equipe01@demo.local');
    expect((await get(ref(db, 'forms/ORCDISTBA01'))).val()).toEqual(DATA.forms.ORCDISTBA01);
    await expect(get(ref(db, 'forms/ORCDISTBA02'))).rejects.toThrow(/permission/i);
    expect(fake.refusals.map(({ action, path, uid }) => ({ action, path, uid }))).toEqual([
      { action: 'g', path: '/forms/ORCDISTBA02', uid: 'uTeam' },
    ]);
  });

  it('signed out, nothing is read', async () => {
    await expect(get(ref(clientAs(null), 'forms/ORCDISTBA01'))).rejects.toThrow(/permission/i);
    await expect(get(ref(clientAs(null), 'users/uAdmin'))).rejects.toThrow(/permission/i);
  });

  it("a refused write changes nothing; the admin's own write lands", async () => {
    const team = clientAs('uTeam', 'equipe01@demo.local');
    await expect(update(ref(team), { 'users/uTeam/type': 'admin' })).rejects.toThrow(/permission/i);
    expect(fake.valueAt('users/uTeam/type')).toBe('team');

    const admin = clientAs('uAdmin', 'admin@demo.local');
    await update(ref(admin), { 'users/uTeam/team': 'ORCDISTBA02' });
    expect(fake.valueAt('users/uTeam/team')).toBe('ORCDISTBA02');
  });

  it('a listen the rules stop allowing is cancelled, as the server does', async () => {
    const team = clientAs('uTeam', 'equipe01@demo.local');
    const cancelled = new Promise<Error>((resolve) => {
      onValue(
        ref(team, 'forms/ORCDISTBA01'),
        () => undefined,
        (error) => resolve(error),
      );
    });
    await expect.poll(() => fake.requests.some((r) => r.action === 'q')).toBe(true);
    // The admin moves the team user to another team: forms/ORCDISTBA01 is no longer theirs.
    await update(ref(clientAs('uAdmin', 'admin@demo.local')), {
      'users/uTeam/team': 'ORCDISTBA02',
    });
    expect((await cancelled).message).toMatch(/permission/i);
  });

  it('reset puts back the seeded tree and forgets the refusals', async () => {
    await update(ref(clientAs('uAdmin', 'admin@demo.local')), { 'users/uTeam/name': 'Outra' });
    await expect(get(ref(clientAs(null), 'users'))).rejects.toThrow(/permission/i);
    fake.reset();
    expect(fake.valueAt('users/uTeam/name')).toBe('Equipe 01');
    expect(fake.refusals).toEqual([]);
  });
});
