/**
 * Where fixture mode's data comes from: the export served at the fixture URL, else today's demo
 * generated where the store lives (a plain build on a static host is a working demo).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Comlink from 'comlink';
import { createFixtureStoreService } from './fixtureStoreApi';
import type { FixtureStoreApi } from './fixtureStoreApi';
import { fingerprint, loadFixture } from './fixtureSource';
import type { GeneratedFixture } from './fixtureSource';
import { generateDemoFixture, generateDemoInParts, generatedFixtureId } from './generatedFixture';
import { createMemoryJournal } from './journal';
import { bulletinUpdate } from '../rtdb/layout';
import { aPatch } from '../../src/core/testing/builders';

const URL_ = '/fixtures/demo.json';
const EXPORT = { forms: { ORCDISTBA01: { '-Ka': { id: '0100001', date: 100 } } } };
const GENERATED: GeneratedFixture = {
  id: 'generated-1',
  json: { forms: { ORCDISTBA02: { '-Kz': { id: '0200001', date: 200 } } } },
  today: '2026-11-21',
};

/** fetch answers `response` for the fixture URL (and fails the test for any other URL). */
function serve(response: () => Response): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe(URL_);
      return response();
    }),
  );
}

const json = (text: string, status = 200): Response =>
  new Response(text, { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the fixture source: a served export, else generated data', () => {
  it('a served export is loaded as it is, its id naming its exact text', async () => {
    const text = `${JSON.stringify(EXPORT)}\n`;
    serve(() => json(text));
    const generate = vi.fn(async () => GENERATED);
    const source = await loadFixture(URL_, { generate });
    expect(source.json).toEqual(EXPORT);
    expect(source.id).toBe(`${URL_}#${fingerprint(text)}`);
    expect(generate).not.toHaveBeenCalled();
  });

  it('no file (404) → the generated data, and the log says so', async () => {
    serve(() => new Response('Not found', { status: 404 }));
    const log = vi.fn();
    const source = await loadFixture(URL_, { generate: async () => GENERATED, log });
    expect(source).toEqual({ id: 'generated-1', json: GENERATED.json });
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Fixture \/fixtures\/demo\.json: não encontrado; dados de demonstração de 2026-11-21 gerados em \d+ ms\.$/,
      ),
    );
  });

  it("a static host's SPA fallback (index.html with 200, as vite preview and Firebase Hosting answer) → the generated data", async () => {
    serve(
      () =>
        new Response('<!doctype html><html><body><div id="root"></div></body></html>', {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
    );
    const source = await loadFixture(URL_, { generate: async () => GENERATED });
    expect(source.json).toBe(GENERATED.json);
  });

  it('a corrupt file is an error (the JSON parser’s), never replaced by generated data', async () => {
    serve(() => json('{"forms": {"ORCDISTBA01": '));
    const generate = vi.fn(async () => GENERATED);
    await expect(loadFixture(URL_, { generate })).rejects.toThrow(SyntaxError);
    expect(generate).not.toHaveBeenCalled();
  });

  it('a server error is an error naming the URL and the status', async () => {
    serve(() => new Response('boom', { status: 500 }));
    const generate = vi.fn(async () => GENERATED);
    await expect(loadFixture(URL_, { generate })).rejects.toThrow(
      'Fixture /fixtures/demo.json: HTTP 500',
    );
    expect(generate).not.toHaveBeenCalled();
  });
});

describe('the id of generated data (the key of its journal of demo edits)', () => {
  const idOf = (forms: Record<string, Record<string, unknown>>, today = '2026-11-21') =>
    generatedFixtureId(URL_, { forms, users: { U1: { email: 'admin@demo.local' } } }, today);
  const base = { ORCDISTBA01: { '-Ka': { id: '0100001', status: 'pending' } } };

  it('is the same for the same records on the same day, whatever their values', () => {
    expect(idOf(base)).toBe(idOf(base));
    expect(idOf({ ORCDISTBA01: { '-Ka': { id: '0100001', status: 'paid' } } })).toBe(idOf(base));
  });

  it('changes with the day (D8), and when a record moves to another key', () => {
    expect(idOf(base, '2026-11-22')).not.toBe(idOf(base));
    expect(idOf({ ORCDISTBA01: { '-Kb': { id: '0100001', status: 'pending' } } })).not.toBe(
      idOf(base),
    );
  });
});

const openPorts: MessagePort[] = [];
afterEach(() => {
  for (const port of openPorts.splice(0)) port.close();
});

/**
 * A visit: the store started as in a SharedWorker over `journal`, with no file served, so it
 * makes its data with `generate`; a tab connected to it.
 */
async function visitGenerated(
  journal: ReturnType<typeof createMemoryJournal>,
  generate: (url: string) => Promise<GeneratedFixture>,
) {
  serve(() => new Response('Not found', { status: 404 }));
  const service = createFixtureStoreService({
    load: (url) => loadFixture(url, { generate }),
    journal,
  });
  const { port1, port2 } = new MessageChannel();
  openPorts.push(port1, port2);
  service.connect(port2);
  const tab = Comlink.wrap<FixtureStoreApi>(port1);
  await tab.open(URL_);
  return { tab, service };
}

describe('demo edits over generated data (the journal)', () => {
  /** What the generator makes on `today`: the records move with the day (D8). */
  const demoOf = (today: string): GeneratedFixture => {
    const json = {
      forms: { ORCDISTBA01: { [`-K${today}`]: { id: '0100001', status: 'pending' } } },
    };
    return { id: generatedFixtureId(URL_, json, today), json, today };
  };
  const visit = async (journal: ReturnType<typeof createMemoryJournal>, today: string) =>
    (await visitGenerated(journal, async () => demoOf(today))).tab;

  it('survive a reload the same day, and a new day starts a fresh demo', async () => {
    const journal = createMemoryJournal();
    const monday = await visit(journal, '2026-11-23');
    await monday.update(
      bulletinUpdate([aPatch('ORCDISTBA01', '-K2026-11-23', { status: 'checked' })]),
    );

    const reload = await visit(journal, '2026-11-23');
    expect(await reload.get('forms/ORCDISTBA01')).toEqual({
      '-K2026-11-23': { id: '0100001', status: 'checked', rev: 1 },
    });

    // Tuesday's data has other keys: Monday's write replayed on it would leave a fragment.
    const tuesday = await visit(journal, '2026-11-24');
    expect(await tuesday.get('forms/ORCDISTBA01')).toEqual({
      '-K2026-11-24': { id: '0100001', status: 'pending' },
    });
    expect(journal.writes).toEqual([]);
  });
});

describe('the demo in parts (issue 24: each team made when the store first needs it)', () => {
  const DAY = '2026-11-21';
  const visit = (journal: ReturnType<typeof createMemoryJournal>) =>
    visitGenerated(journal, async (at) => generateDemoInParts(at, DAY));

  it('reads exactly as the demo made whole, though the users came first', async () => {
    const { tab, service } = await visit(createMemoryJournal());
    const users = (await tab.get('users')) as Record<string, { email: string }>;
    expect(Object.values(users).map((u) => u.email)).toContain('admin@demo.local');
    const whole = generateDemoFixture(URL_, DAY).json;
    expect((await service.ready()).snapshot()).toEqual(whole);
  }, 60_000);

  it("a demo edit of one team is replayed on that team's made records after a reload", async () => {
    const journal = createMemoryJournal();
    const { tab } = await visit(journal);
    const team = 'ORCDISTBA03';
    const forms = (await tab.get(`forms/${team}`)) as Record<string, { rev?: number; id: string }>;
    const [key, bulletin] = Object.entries(forms)[0] ?? [];
    if (!key || !bulletin) throw new Error(`the demo has no bulletin in ${team}`);
    await tab.update(
      bulletinUpdate([
        aPatch(team, key, { 'header/title': 'Editado na demonstração' }, bulletin.rev ?? 0),
      ]),
    );

    const { tab: reload } = await visit(journal);
    const after = (await reload.get(`forms/${team}/${key}`)) as {
      id: string;
      header: { title: string };
    };
    expect(after.header.title).toBe('Editado na demonstração');
    expect(after.id).toBe(bulletin.id);
    expect(Object.keys((await reload.get(`forms/${team}`)) as object).length).toBe(
      Object.keys(forms).length,
    );
  }, 60_000);

  it('names the day and the generator, so an edit is never replayed on another day or generator', () => {
    const monday = generateDemoInParts(URL_, '2026-11-23');
    expect(generateDemoInParts(URL_, '2026-11-23').id).toBe(monday.id);
    expect(generateDemoInParts(URL_, '2026-11-24').id).not.toBe(monday.id);
    expect(monday.id).toContain(__FIXTURE_GENERATOR_ID__);
    expect(__FIXTURE_GENERATOR_ID__).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('one generator: the browser makes what the CLI writes', () => {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fixture-source-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('today’s generated demo is byte for byte `npm run fixtures -- demo` of that day (default seed)', async () => {
    const out = path.join(dir, 'demo.json');
    const cli = spawnSync(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      ['fixtures/generate.ts', 'demo', '--today', '2026-11-21', '--out', out],
      { cwd: root, encoding: 'utf8' },
    );
    expect(cli.status).toBe(0);
    const written = readFileSync(out, 'utf8');

    // D8: today is the local calendar date: 23:59 in Bahia is already the 22nd in UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'America/Bahia';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59));
    let generated: GeneratedFixture;
    try {
      expect(new Date().toISOString()).toBe('2026-11-22T02:59:00.000Z');
      generated = generateDemoFixture(URL_);
    } finally {
      vi.useRealTimers();
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }

    expect(generated.today).toBe('2026-11-21');
    expect(`${JSON.stringify(generated.json)}\n` === written).toBe(true);
  }, 60_000);
});
