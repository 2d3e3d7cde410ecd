/**
 * `npm run bench:judge [-- --size demo|tiny|large|history] [--runs N]`
 *
 * P51: what judging fixture mode's writes and reads by the rules costs. On a generated fixture
 * (default `demo`, in memory) it makes the app's own writes with core's transitions, as the use
 * cases would, and times `MemoryTree.update` as the signed-in writer (judged by DATABASE_RULES)
 * against the same update without a writer (the Admin SDK's, unjudged): the difference is the
 * judge. Then `judgeWrite` alone, and `MemoryTree.judgeRead` of a team (what teamScope.ts asks
 * the store before each read). Medians of `--runs` runs (default 30), each on a fresh tree of the
 * same data. A benchmark, not a test: it never fails on a missed target.
 *
 * - edit: one bulletin's header saved by its team's user (saveHeaderPatch);
 * - bulk: 200 bulletins marked paid by the admin in one change (bulkToggle);
 * - split: a mixed-code bulletin split by its supervisor (two halves, the original removed).
 */
import { performance } from 'node:perf_hooks';
import { MemoryTree } from '../adapters/memory/tree';
import { bulletinUpdate } from '../adapters/rtdb/layout';
import { DATABASE_RULES } from '../adapters/rtdb/rules/databaseRules';
import { judgeWrite } from '../adapters/rtdb/rules/judge';
import { hasMixedCodes } from '../src/core/codes';
import { toList } from '../src/core/lists';
import type { BulletinChange, Invoice, InvoiceEntry, UserRecord } from '../src/core/model';
import type { RulesAuth } from '../src/core/rules/expr';
import { teamsForUser } from '../src/core/teams';
import {
  bulkToggle,
  patchOf,
  saveHeaderPatch,
  split,
  type ActingUser,
  type ChangeSet,
} from '../src/core/workflow';
import { FIXTURE_SIZES, generateFixture } from '../fixtures/generator';
import type { FixtureSize, RtdbExport } from '../fixtures/generator';

const TODAY = '2026-11-21';
const FACTOR = 1.6568;
const BULK = 200;

const USAGE = 'Uso: npm run bench:judge -- [--size tiny|demo|large|history] [--runs N]';

function parseArgs(argv: readonly string[]): { size: FixtureSize; runs: number } {
  let size: FixtureSize = 'demo';
  let runs = 30;
  for (let i = 0; i < argv.length; i += 1) {
    const value = argv[i + 1];
    if (argv[i] === '--size' && (FIXTURE_SIZES as readonly string[]).includes(value ?? '')) {
      size = value as FixtureSize;
      i += 1;
    } else if (argv[i] === '--runs' && Number(value) > 0) {
      runs = Math.floor(Number(value));
      i += 1;
    } else {
      console.error(USAGE);
      process.exit(1);
    }
  }
  return { size, runs };
}

/** The account of `role` in the fixture (users/, else users-mobile/), as the session makes it. */
function account(data: RtdbExport, pick: (record: UserRecord) => boolean) {
  for (const records of [data.users, data['users-mobile']]) {
    for (const [uid, record] of Object.entries(records)) {
      if (!pick(record)) continue;
      const name = record.name ?? '';
      const user: ActingUser = {
        uid,
        name,
        email: record.email ?? '',
        role: record.type as ActingUser['role'],
        checker: name,
      };
      const auth: RulesAuth = { uid, email: record.email ?? null };
      return { user, auth, record };
    }
  }
  throw new Error('no such account in the fixture');
}

function entries(data: RtdbExport, teams: readonly string[]): InvoiceEntry[] {
  return teams.flatMap((team) =>
    Object.entries(data.forms[team] ?? {}).map(([key, invoice]) => ({
      team,
      key,
      invoice: invoice as Invoice,
    })),
  );
}

function changesOf(set: ChangeSet<unknown>): BulletinChange[] {
  if (!set.ok) throw new Error(`core refused: ${set.reason}`);
  return set.changes;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** The median ms of `run`, called `runs` times after two warm-up calls. */
function timed(runs: number, run: () => void): number {
  run();
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const ms = (value: number): string => `${value.toFixed(2)} ms`;

function main(): void {
  const { size, runs } = parseArgs(process.argv.slice(2));
  const data = generateFixture({ size, today: TODAY }) as RtdbExport;
  const admin = account(data, (r) => r.type === 'admin');
  const team = account(data, (r) => r.type === 'team' && typeof r.team === 'string');
  const keys = { I: '-NbenchI0000000000001', C: '-NbenchC0000000000001' };
  /** A split core lets `user` make of one of its bulletins (a mixed-code one), or null. */
  const splitBy = (user: ActingUser, record: UserRecord) => {
    for (const entry of entries(data, teamsForUser(record))) {
      if (!hasMixedCodes(toList(entry.invoice.services).map((line) => line.code))) continue;
      const made = split(entry, { ...user, role: 'superv' }, keys, FACTOR);
      if (made.ok) return made.changes;
    }
    return null;
  };
  const superv = account(
    data,
    (r) => r.type === 'superv' && splitBy(account(data, (a) => a === r).user, r) !== null,
  );

  const own = entries(data, teamsForUser(team.record));
  const edited = own.find((e) => e.invoice.checked !== true && e.invoice.header);
  if (!edited) throw new Error('no unchecked bulletin of the team user');
  const headerSave = saveHeaderPatch(
    edited,
    { ...edited.invoice.header, title: 'Poda editada' },
    team.user,
  );
  if (!headerSave.ok) throw new Error(headerSave.reason);

  const unpaid = entries(data, teamsForUser(admin.record))
    .filter((e) => e.invoice.paid !== true)
    .slice(0, BULK);

  const cases: { name: string; auth: RulesAuth; changes: BulletinChange[] }[] = [
    {
      name: 'edit (one header, team user)',
      auth: team.auth,
      changes: [patchOf(edited, headerSave.patch, team.user, headerSave)],
    },
    {
      name: `bulk mark paid (${unpaid.length} bulletins, admin)`,
      auth: admin.auth,
      changes: changesOf(bulkToggle(unpaid, 'paid', admin.user)),
    },
    {
      name: 'split (two halves and the removal, supervisor)',
      auth: superv.auth,
      changes: splitBy(superv.user, superv.record) ?? [],
    },
  ];

  console.log(`bench:judge: ${size} (today ${TODAY}), median of ${runs} runs\n`);
  for (const { name, auth, changes } of cases) {
    const update = bulletinUpdate(changes);
    // Each run on a fresh tree of the same data (a tree keeps its nodes: a constructor is free).
    const judged = timed(runs, () => new MemoryTree(data).update(update, auth));
    const unjudged = timed(runs, () => new MemoryTree(data).update(update));
    // The judge alone, on the trees before and after (the server's time written as `now`, as
    // the tree resolves it before judging).
    const now = Date.now();
    const stamped = JSON.parse(JSON.stringify(update), (_, value: unknown) =>
      typeof value === 'object' && value !== null && (value as { '.sv'?: unknown })['.sv']
        ? now
        : value,
    ) as Record<string, unknown>;
    const tree = new MemoryTree(data);
    const before = tree.snapshot();
    tree.update(stamped);
    const after = tree.snapshot();
    const written = Object.keys(update).map((path) => path.split('/'));
    const verdict = judgeWrite(DATABASE_RULES, before, after, written, auth, now);
    if (!verdict.allowed) throw new Error(`${name}: refused at /${verdict.path}`);
    const judgeOnly = timed(runs, () =>
      judgeWrite(DATABASE_RULES, before, after, written, auth, now),
    );
    console.log(
      `${name}: ${Object.keys(update).length} paths; update judged ${ms(judged)}, ` +
        `unjudged ${ms(unjudged)}; judgeWrite alone ${ms(judgeOnly)}` +
        (changes.length > 1 ? ` (${ms(judgeOnly / changes.length)} per bulletin)` : ''),
    );
  }

  const tree = new MemoryTree(data);
  const [firstTeam] = teamsForUser(superv.record);
  const read = timed(runs * 10, () => tree.judgeRead(`forms/${firstTeam ?? ''}`, superv.auth));
  console.log(`judgeRead forms/${firstTeam ?? ''} (supervisor): ${ms(read)}`);
}

main();
