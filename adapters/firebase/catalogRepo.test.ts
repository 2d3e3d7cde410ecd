/** The Firebase CatalogRepo on the real SDK against the fake wire-protocol server. */
import type { CatalogRepo } from '../../src/core/ports';
import { createFirebaseCatalogRepo } from './catalogRepo';
import type { FakeRtdbServer, WireRequest } from './testing/fakeRtdbServer';
import { openFakeDatabase } from './testing/fakeDatabase';

let fake: FakeRtdbServer;
let wire: (...actions: string[]) => WireRequest[];
let close: () => Promise<void>;
let catalog: CatalogRepo;

beforeEach(async () => {
  const opened = await openFakeDatabase();
  ({ fake, wire, close } = opened);
  catalog = createFirebaseCatalogRepo(opened.db);
});

afterEach(async () => {
  await close();
});

const paths = () => wire('g').map((request) => request.body.p);

describe('listServices: defaults/services/{nde|ndm}', () => {
  it('reads the type asked for, each service with its own id', async () => {
    fake.seed({
      defaults: {
        services: {
          nde: { s1: { id: 'NDE-1', code: '55RD', price: 10 } },
          ndm: { s2: { id: 'NDM-1', code: 'NDM7', price: '12,50' } },
        },
      },
    });

    expect(await catalog.listServices('ndm')).toEqual([
      { id: 'NDM-1', code: 'NDM7', price: '12,50' },
    ]);
    expect(paths()).toEqual(['/defaults/services/ndm']);
  });

  it('a service without an id gets its child key (D1: an array gives "0", "1", …)', async () => {
    fake.seed({
      defaults: { services: { nde: [{ code: '55RD' }, { code: '108SC', id: 'own' }] } },
    });

    expect(await catalog.listServices('nde')).toEqual([
      { code: '55RD', id: '0' },
      { code: '108SC', id: 'own' },
    ]);
  });

  it('an empty catalog is an empty list', async () => {
    expect(await catalog.listServices('nde')).toEqual([]);
  });
});

describe('listMaterials: defaults/materials/items', () => {
  it('reads every material with its id', async () => {
    fake.seed({
      defaults: {
        materials: {
          items: {
            m1: { descriptions: 'Cabo', material: '1001' },
            m2: { id: 'M-2', descriptions: 'Isolador', material: '1002' },
          },
        },
      },
    });

    expect(await catalog.listMaterials()).toEqual([
      { descriptions: 'Cabo', material: '1001', id: 'm1' },
      { id: 'M-2', descriptions: 'Isolador', material: '1002' },
    ]);
    expect(paths()).toEqual(['/defaults/materials/items']);
  });
});

describe('globalFactor (D2)', () => {
  it('reads defaults/currentFactor, settings/currentFactor and settings/currentFator', async () => {
    await catalog.globalFactor();
    expect(paths().sort()).toEqual([
      '/defaults/currentFactor',
      '/settings/currentFactor',
      '/settings/currentFator',
    ]);
  });

  it('defaults/currentFactor wins when it is a number above 0', async () => {
    fake.seed({
      defaults: { currentFactor: 1.7 },
      settings: { currentFactor: 1.8, currentFator: 1.9 },
    });
    expect(await catalog.globalFactor()).toBe(1.7);
  });

  it('settings/currentFactor is next when defaults has none above 0', async () => {
    fake.seed({
      defaults: { currentFactor: 0 },
      settings: { currentFactor: '1,75', currentFator: 1.9 },
    });
    expect(await catalog.globalFactor()).toBe(1.75);
  });

  it('the typo path settings/currentFator is read last', async () => {
    fake.seed({ settings: { currentFactor: 'abc', currentFator: 1.9 } });
    expect(await catalog.globalFactor()).toBe(1.9);
  });

  it('1.6568 when none of the three holds a number above 0', async () => {
    fake.seed({ defaults: { currentFactor: -2 } });
    expect(await catalog.globalFactor()).toBe(1.6568);
  });
});
