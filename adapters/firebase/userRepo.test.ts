/** The Firebase UserRepo on the real SDK against the fake wire-protocol server. */
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase } from 'firebase/database';
import type { UserRepo } from '../../src/core/ports';
import type { FakeRtdbServer, WireRequest } from './testing/fakeRtdbServer';
import { openFakeDatabase } from './testing/fakeDatabase';
import { createFirebaseUserRepo } from './userRepo';

let fake: FakeRtdbServer;
let wire: (...actions: string[]) => WireRequest[];
let close: () => Promise<void>;
let users: UserRepo;

beforeEach(async () => {
  const opened = await openFakeDatabase();
  ({ fake, wire, close } = opened);
  users = createFirebaseUserRepo(opened.db);
  fake.seed({
    users: {
      'uid-admin': { name: 'Ana', email: 'admin@demo.local', type: 'admin' },
      'uid-both': { name: 'Primary', type: 'superv', supervision: 'ORCDISTBA01' },
    },
    'users-mobile': {
      'uid-team': { name: 'Equipe 01', type: 'team', team: 'ORCDISTBA01' },
      'uid-both': { name: 'Mobile', type: 'team', team: 'ORCDISTBA02' },
    },
  });
});

afterEach(async () => {
  await close();
});

describe('getUser: users/{uid}, falling back to users-mobile/{uid} (SPEC §7)', () => {
  it('a record in users is read from users alone', async () => {
    expect(await users.getUser('uid-admin')).toEqual({
      uid: 'uid-admin',
      collection: 'users',
      record: { name: 'Ana', email: 'admin@demo.local', type: 'admin' },
    });
    expect(wire('g').map((request) => request.body.p)).toEqual(['/users/uid-admin']);
  });

  it('users wins when the uid is in both collections', async () => {
    const entry = await users.getUser('uid-both');
    expect(entry?.collection).toBe('users');
    expect(entry?.record.name).toBe('Primary');
  });

  it('a record only in users-mobile is found there after users', async () => {
    expect(await users.getUser('uid-team')).toEqual({
      uid: 'uid-team',
      collection: 'users-mobile',
      record: { name: 'Equipe 01', type: 'team', team: 'ORCDISTBA01' },
    });
    expect(wire('g').map((request) => request.body.p)).toEqual([
      '/users/uid-team',
      '/users-mobile/uid-team',
    ]);
  });

  it('null when neither collection has the uid', async () => {
    expect(await users.getUser('uid-nobody')).toBeNull();
  });

  it('a read error is raised, not taken for a missing record', async () => {
    fake.refuse = (action, path) =>
      action === 'g' && path === '/users/uid-team' ? 'permission_denied' : null;
    await expect(users.getUser('uid-team')).rejects.toThrow(/permission.denied/i);
    expect(wire('g').map((request) => request.body.p)).toEqual(['/users/uid-team']);
  });
});

describe('listUsers: every record of both collections', () => {
  it('lists users then users-mobile, each in key order, a uid in both twice', async () => {
    const entries = await users.listUsers();

    expect(entries.map((entry) => [entry.collection, entry.uid])).toEqual([
      ['users', 'uid-admin'],
      ['users', 'uid-both'],
      ['users-mobile', 'uid-both'],
      ['users-mobile', 'uid-team'],
    ]);
    expect(entries[3]?.record).toEqual({ name: 'Equipe 01', type: 'team', team: 'ORCDISTBA01' });
    expect(
      wire('g')
        .map((request) => request.body.p)
        .sort(),
    ).toEqual(['/users', '/users-mobile']);
  });

  it('empty collections give an empty list', async () => {
    fake.seed({});
    expect(await users.listUsers()).toEqual([]);
  });
});

describe('changeSupervision: a transaction on users-mobile/{uid}, retrying users/{uid} (SPEC §7, issue 23)', () => {
  const puts = () => wire('p', 'm').map((request) => [request.action, request.body.p]);

  it('applies the change to the stored list in users-mobile/{uid}, by a transaction', async () => {
    fake.seed({
      'users-mobile': {
        'uid-both': { name: 'Mobile', type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA02' },
      },
    });
    await expect(
      users.changeSupervision('uid-both', { add: ['ORCDISTBA03'], remove: ['ORCDISTBA02'] }),
    ).resolves.toEqual(['ORCDISTBA01', 'ORCDISTBA03']);
    // A put carrying the hash of the value it was computed on (never a plain merge).
    const sent = wire('p', 'm');
    expect(sent.every((r) => r.action === 'p' && typeof r.body.h === 'string')).toBe(true);
    expect(sent.at(-1)?.body).toMatchObject({
      p: '/users-mobile/uid-both/supervision',
      d: 'ORCDISTBA01,ORCDISTBA03',
    });
    expect(fake.valueAt('users-mobile/uid-both')).toEqual({
      name: 'Mobile',
      type: 'superv',
      supervision: 'ORCDISTBA01,ORCDISTBA03',
    });
  });

  it('removing every team stores an empty text', async () => {
    await users.changeSupervision('uid-both', { add: [], remove: ['ORCDISTBA09'] });
    expect(fake.valueAt('users-mobile/uid-both/supervision')).toBe('');
  });

  it('when users-mobile refuses, retries users/{uid} on the list stored there', async () => {
    fake.seed({
      users: { 'uid-admin': { name: 'Ana', type: 'superv', supervision: 'ORCDISTBA07' } },
    });
    fake.refuse = (_action, path) =>
      path.startsWith('/users-mobile/') ? 'permission_denied' : null;

    await expect(
      users.changeSupervision('uid-admin', { add: ['ORCDISTBA02'], remove: [] }),
    ).resolves.toEqual(['ORCDISTBA02', 'ORCDISTBA07']);

    expect(puts().map(([, path]) => path)).toEqual([
      '/users-mobile/uid-admin/supervision',
      ...puts()
        .slice(1)
        .map(() => '/users/uid-admin/supervision'),
    ]);
    expect(fake.valueAt('users/uid-admin/supervision')).toBe('ORCDISTBA02,ORCDISTBA07');
    expect(fake.valueAt('users-mobile/uid-admin')).toBeNull();
  });

  it('when both refuse, raises and writes nothing', async () => {
    fake.refuse = (action) => (action === 'p' || action === 'm' ? 'permission_denied' : null);

    await expect(
      users.changeSupervision('uid-admin', { add: ['ORCDISTBA02'], remove: [] }),
    ).rejects.toThrow(/users-mobile.*users/s);
    expect(fake.valueAt('users/uid-admin')).toEqual({
      name: 'Ana',
      email: 'admin@demo.local',
      type: 'admin',
    });
    expect(fake.valueAt('users-mobile/uid-admin')).toBeNull();
  });

  it('another admin’s write landing first makes the server refuse it as stale; redone, both kept', async () => {
    fake.seed({
      'users-mobile': {
        'uid-both': { name: 'Mobile', type: 'superv', supervision: 'ORCDISTBA01' },
      },
    });
    let landed = false;
    fake.refuse = (action, path) => {
      if (action !== 'p' || path !== '/users-mobile/uid-both/supervision' || landed) return null;
      // Just before this put: another admin adds ORCDISTBA09; this put is then stale.
      landed = true;
      fake.seed({
        'users-mobile': {
          'uid-both': { name: 'Mobile', type: 'superv', supervision: 'ORCDISTBA01,ORCDISTBA09' },
        },
      });
      return 'datastale';
    };
    await expect(
      users.changeSupervision('uid-both', { add: ['ORCDISTBA05'], remove: [] }),
    ).resolves.toEqual(['ORCDISTBA01', 'ORCDISTBA05', 'ORCDISTBA09']);
    expect(fake.valueAt('users-mobile/uid-both/supervision')).toBe(
      'ORCDISTBA01,ORCDISTBA05,ORCDISTBA09',
    );
  });

  it('two clients of the database changing one supervisor at the same moment both keep their team', async () => {
    fake.seed({
      'users-mobile': {
        'uid-both': { name: 'Mobile', type: 'superv', supervision: 'ORCDISTBA01' },
      },
    });
    const other = initializeApp(
      {
        apiKey: 'test-api-key',
        projectId: 'demo-faturamento',
        appId: '1:000000000000:web:0000000000000000',
        databaseURL: 'https://demo-faturamento-default-rtdb.firebaseio.com',
      },
      `second-admin-${Date.now()}`,
    );
    const otherDb = getDatabase(other);
    connectDatabaseEmulator(otherDb, fake.host, fake.port);
    try {
      await Promise.all([
        users.changeSupervision('uid-both', { add: ['ORCDISTBA05'], remove: [] }),
        createFirebaseUserRepo(otherDb).changeSupervision('uid-both', {
          add: ['ORCDISTBA03'],
          remove: [],
        }),
      ]);
    } finally {
      await deleteApp(other);
    }
    expect(fake.valueAt('users-mobile/uid-both')).toEqual({
      name: 'Mobile',
      type: 'superv',
      supervision: 'ORCDISTBA01,ORCDISTBA03,ORCDISTBA05',
    });
  });
});

describe('watchUser: getUser, live (issue 23: rights are live)', () => {
  /** Waits until the last answer is `expected` (the server pushes each path's change apart). */
  async function lastBecomes<T>(heard: T[], expected: T): Promise<void> {
    for (let waited = 0; waited < 4_000; waited += 10) {
      if (heard.length > 0 && JSON.stringify(heard.at(-1)) === JSON.stringify(expected)) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard.at(-1)).toEqual(expected);
  }

  it('answers the record, then what another client changed, then null once it is deleted', async () => {
    const heard: ([string, string | undefined] | null)[] = [];
    const stop = users.watchUser('uid-both', (entry) =>
      heard.push(entry ? [entry.collection, entry.record.supervision] : null),
    );
    await lastBecomes(heard, ['users', 'ORCDISTBA01']);
    // Nothing reported before both records were read: the first answer is already users'.
    expect(heard[0]).toEqual(['users', 'ORCDISTBA01']);

    // An admin elsewhere takes the team away: the server pushes the new record.
    fake.seed({
      users: { 'uid-both': { name: 'Primary', type: 'superv', supervision: '' } },
      'users-mobile': { 'uid-both': { name: 'Mobile', type: 'team', team: 'ORCDISTBA02' } },
    });
    await lastBecomes(heard, ['users', '']);

    // users/{uid} gone: users-mobile/{uid} is what getUser would answer now.
    fake.seed({
      'users-mobile': {
        'uid-both': { name: 'Mobile', type: 'superv', supervision: 'ORCDISTBA07' },
      },
    });
    await lastBecomes(heard, ['users-mobile', 'ORCDISTBA07']);

    fake.seed({});
    await lastBecomes(heard, null);

    stop();
    const answered = heard.length;
    fake.seed({ users: { 'uid-both': { name: 'Back', type: 'admin' } } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toHaveLength(answered);
  });

  it('a refused watch is reported through onError, not as a missing record', async () => {
    fake.refuse = (action, path) =>
      action === 'q' && path === '/users-mobile/uid-team' ? 'permission_denied' : null;
    const onChange = vi.fn();
    const errors: Error[] = [];
    users.watchUser('uid-team', onChange, (error) => errors.push(error));
    for (let waited = 0; errors.length === 0 && waited < 4_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/permission.denied/i);
    expect(onChange).not.toHaveBeenCalled();
  });
});
