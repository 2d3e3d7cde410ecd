/** The Firebase UserRepo on the real SDK against the fake wire-protocol server. */
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

describe('saveSupervision: users-mobile/{uid}, retrying users/{uid} (SPEC §7)', () => {
  it('writes the codes joined by commas to users-mobile/{uid}', async () => {
    await users.saveSupervision('uid-both', ['ORCDISTBA01', 'ORCDISTBA03']);

    expect(wire('p', 'm')).toEqual([
      {
        action: 'm',
        body: { p: '/users-mobile/uid-both', d: { supervision: 'ORCDISTBA01,ORCDISTBA03' } },
      },
    ]);
    expect(fake.valueAt('users-mobile/uid-both')).toEqual({
      name: 'Mobile',
      type: 'team',
      team: 'ORCDISTBA02',
      supervision: 'ORCDISTBA01,ORCDISTBA03',
    });
  });

  it('an empty list stores an empty text', async () => {
    await users.saveSupervision('uid-both', []);
    expect(wire('m')[0]?.body).toEqual({ p: '/users-mobile/uid-both', d: { supervision: '' } });
  });

  it('when users-mobile refuses, retries users/{uid}', async () => {
    fake.refuse = (_action, path) =>
      path.startsWith('/users-mobile/') ? 'permission_denied' : null;

    await users.saveSupervision('uid-admin', ['ORCDISTBA02']);

    expect(wire('m').map((request) => request.body.p)).toEqual([
      '/users-mobile/uid-admin',
      '/users/uid-admin',
    ]);
    expect(fake.valueAt('users/uid-admin/supervision')).toBe('ORCDISTBA02');
    expect(fake.valueAt('users-mobile/uid-admin')).toBeNull();
  });

  it('when both refuse, raises and writes nothing', async () => {
    fake.refuse = () => 'permission_denied';

    await expect(users.saveSupervision('uid-admin', ['ORCDISTBA02'])).rejects.toThrow(
      /users-mobile.*users/s,
    );
    expect(wire('m')).toHaveLength(2);
    expect(fake.valueAt('users/uid-admin/supervision')).toBeNull();
  });
});
