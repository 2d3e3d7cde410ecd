/**
 * The judge against targaryen (P51): small rules trees written with expr.ts, printed with
 * printRule into the RTDB rules targaryen reads, and judged by both. Every case also states the
 * verdict worked out by hand from the database's semantics, so a case where both agree on the
 * wrong answer fails too.
 */
import targaryen from 'targaryen';
import { describe, expect, it } from 'vitest';
import {
  data,
  lit,
  newData,
  now,
  printRule,
  root,
  signedIn,
  uid,
  variable,
} from '../../../src/core/rules/expr';
import type { RulesAuth } from '../../../src/core/rules/expr';
import type { RulesTree } from './databaseRules';
import { judgeRead, judgeWrite } from './judge';

const NOW = Date.UTC(2025, 1, 10, 12);
const U1: RulesAuth = { uid: 'u1', email: 'u1@demo.local' };
const U2: RulesAuth = { uid: 'u2', email: null };

/** The rules tree as database.rules.json holds it (what targaryen reads). */
function printed(node: RulesTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    if (key === '.indexOn') out[key] = value;
    else if (key.startsWith('.')) out[key] = printRule(value as Parameters<typeof printRule>[0]);
    else out[key] = printed(value as RulesTree);
  }
  return out;
}

type Json = null | boolean | number | string | { [key: string]: Json };

/** A value as the database stores it: no nulls, no empty records, the server's time as `now`. */
function stored(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value as Json;
  const fields = value as Record<string, unknown>;
  if (fields['.sv'] === 'timestamp') return NOW;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(fields)) {
    const kept = stored(child);
    if (kept !== null) out[key] = kept;
  }
  return Object.keys(out).length === 0 ? null : out;
}

function setAt(tree: Json, path: readonly string[], value: Json): Json {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy: Record<string, Json> = tree !== null && typeof tree === 'object' ? { ...tree } : {};
  const child = setAt(copy[key] ?? null, rest, value);
  if (child === null) delete copy[key];
  else copy[key] = child;
  return Object.keys(copy).length === 0 ? null : copy;
}

const segments = (path: string) => path.split('/').filter((key) => key !== '');

/** An update of the root, as both see it: the paths, and the tree after. */
function updated(before: Json, patch: Record<string, unknown>) {
  let after = before;
  for (const [path, value] of Object.entries(patch))
    after = setAt(after, segments(path), stored(value));
  return { after, written: Object.keys(patch).map(segments) };
}

interface Verdicts {
  targaryen: boolean;
  judge: boolean;
  /** Where the judge refused (the database's "Permission denied at /…"). */
  at?: string;
}

function writeVerdicts(
  rules: RulesTree,
  before: Json,
  patch: Record<string, unknown>,
  auth: RulesAuth | null,
): Verdicts {
  const database = targaryen
    .database({ rules: printed(rules) }, before, NOW)
    .as(
      auth === null
        ? null
        : { uid: auth.uid, token: auth.email === null ? {} : { email: auth.email } },
    );
  const { after, written } = updated(before, patch);
  const verdict = judgeWrite(rules, before, after, written, auth, NOW);
  return {
    targaryen: database.update('/', patch, { now: NOW }).allowed,
    judge: verdict.allowed,
    ...(verdict.allowed ? {} : { at: verdict.path }),
  };
}

function readVerdicts(
  rules: RulesTree,
  tree: Json,
  path: string,
  auth: RulesAuth | null,
): Verdicts {
  const database = targaryen
    .database({ rules: printed(rules) }, tree, NOW)
    .as(auth === null ? null : { uid: auth.uid });
  const verdict = judgeRead(rules, tree, segments(path), auth, NOW);
  return {
    targaryen: database.read(`/${path}`, { now: NOW }).allowed,
    judge: verdict.allowed,
    ...(verdict.allowed ? {} : { at: verdict.path }),
  };
}

/** Both allow it. */
const allowed: Verdicts = { targaryen: true, judge: true };
/** Both refuse it, the judge at `at`. */
const refusedAt = (at: string): Verdicts => ({ targaryen: false, judge: false, at });

describe('judgeRead: a .read at or above the path grants it', () => {
  const rules: RulesTree = {
    '.read': false,
    users: { $uid: { '.read': signedIn.and(uid.eq(variable('$uid'))) } },
    forms: {
      $team: {
        '.read': root.child('users').child(uid).child('team').val().eq(variable('$team')),
        secret: { '.read': false },
      },
    },
    open: { '.read': data.child('public').val().eq(true) },
  };
  const tree: Json = {
    users: { u1: { team: 'T1' }, u2: { team: 'T2' } },
    forms: { T1: { k1: { n: 1 }, secret: 'x' }, T2: { k2: { n: 2 } } },
    open: { public: true },
  };

  it('binds $variables and reads root as stored', () => {
    expect(readVerdicts(rules, tree, 'forms/T1', U1)).toEqual(allowed);
    expect(readVerdicts(rules, tree, 'forms/T2', U1)).toEqual(refusedAt('forms/T2'));
    expect(readVerdicts(rules, tree, 'forms/T2', U2)).toEqual(allowed);
    expect(readVerdicts(rules, tree, 'users/u1', U1)).toEqual(allowed);
    expect(readVerdicts(rules, tree, 'users/u2', U1)).toEqual(refusedAt('users/u2'));
  });

  it('cascades down: a grant above is not taken back below, nor given from below', () => {
    expect(readVerdicts(rules, tree, 'forms/T1/k1/n', U1)).toEqual(allowed);
    // forms/T1/secret says false, but forms/T1 granted it already.
    expect(readVerdicts(rules, tree, 'forms/T1/secret', U1)).toEqual(allowed);
    expect(readVerdicts(rules, tree, 'forms', U1)).toEqual(refusedAt('forms'));
    expect(readVerdicts(rules, tree, '', U1)).toEqual(refusedAt(''));
  });

  it("reads `data` at the rule's node; a path without rules is refused", () => {
    expect(readVerdicts(rules, tree, 'open', null)).toEqual(allowed);
    expect(readVerdicts(rules, tree, 'open/public', null)).toEqual(allowed);
    expect(readVerdicts(rules, { open: { public: false } }, 'open', null)).toEqual(
      refusedAt('open'),
    );
    expect(readVerdicts(rules, tree, 'nowhere/x', U1)).toEqual(refusedAt('nowhere/x'));
  });

  it('signed out, a rule on auth.uid cannot be evaluated: false', () => {
    expect(readVerdicts(rules, tree, 'forms/T1', null)).toEqual(refusedAt('forms/T1'));
    expect(readVerdicts(rules, tree, 'users/u1', null)).toEqual(refusedAt('users/u1'));
  });
});

describe('judgeWrite: .write cascades, .validate on the tree after the write', () => {
  const rules: RulesTree = {
    '.write': false,
    a: {
      '.write': uid.eq('u1'),
      b: { '.write': false },
    },
    items: {
      '.write': signedIn,
      $id: {
        '.validate': newData.hasChildren(['n']),
        n: { '.validate': newData.isNumber() },
        at: { '.validate': newData.val().eq(now) },
        $other: { '.validate': false },
      },
    },
  };
  const before: Json = { a: { b: 1 }, items: { x: { n: 1 }, y: { n: 2, at: 5 } } };

  it('a .write granted above cannot be refused below; none granted is refused', () => {
    expect(writeVerdicts(rules, before, { 'a/b': 2 }, U1)).toEqual(allowed);
    expect(writeVerdicts(rules, before, { 'a/b': 2 }, U2)).toEqual(refusedAt('a/b'));
    expect(writeVerdicts(rules, before, { a: { b: 3, c: 4 } }, U1)).toEqual(allowed);
    expect(writeVerdicts(rules, before, { z: 1 }, U1)).toEqual(refusedAt('z'));
  });

  it("validates the written node, its ancestors where data remains and every node of the new value, $variables' too", () => {
    expect(writeVerdicts(rules, before, { 'items/z': { n: 3 } }, U2)).toEqual(allowed);
    expect(writeVerdicts(rules, before, { 'items/z': { n: 'três' } }, U2)).toEqual(
      refusedAt('items/z/n'),
    );
    // $other: no rule names it, so the $variable's `.validate: false` refuses it.
    expect(writeVerdicts(rules, before, { 'items/z': { n: 3, extra: 1 } }, U2)).toEqual(
      refusedAt('items/z/extra'),
    );
    // Writing below a record runs the record's own `.validate` on it as it becomes.
    expect(writeVerdicts(rules, before, { 'items/z/at': NOW }, U2)).toEqual(refusedAt('items/z'));
    expect(writeVerdicts(rules, before, { 'items/x/n': 'um' }, U2)).toEqual(refusedAt('items/x/n'));
    expect(writeVerdicts(rules, before, { 'items/x/n': 7 }, U2)).toEqual(allowed);
  });

  it("holds the server's time as `now`", () => {
    expect(writeVerdicts(rules, before, { 'items/x/at': { '.sv': 'timestamp' } }, U2)).toEqual(
      allowed,
    );
    expect(writeVerdicts(rules, before, { 'items/x/at': NOW - 1 }, U2)).toEqual(
      refusedAt('items/x/at'),
    );
  });

  it('runs no .validate where a removal leaves nothing; the record that remains is validated', () => {
    // items/x holds n only: removing n removes x, and no `.validate` runs on either.
    expect(writeVerdicts(rules, before, { 'items/x/n': null }, U2)).toEqual(allowed);
    // items/y keeps `at`, and must still have n.
    expect(writeVerdicts(rules, before, { 'items/y/n': null }, U2)).toEqual(refusedAt('items/y'));
    expect(writeVerdicts(rules, before, { 'items/y': null }, U2)).toEqual(allowed);
    // Signed out, the removal is not granted.
    expect(writeVerdicts(rules, before, { 'items/y': null }, null)).toEqual(refusedAt('items/y'));
  });
});

describe('judgeWrite: a multi-path update is one write, judged whole on the tree after it', () => {
  /** The bulletin as stored before the write, seen from history/$team/$key/$rev. */
  const STORED = root.child('forms').child(variable('$team')).child(variable('$key'));
  const rules: RulesTree = {
    forms: {
      $team: {
        $key: {
          '.write': signedIn,
          // The bulletin moves on only with its event, seen through newData.parent().
          '.validate': newData
            .parent()
            .parent()
            .parent()
            .child('history')
            .child(variable('$team'))
            .child(variable('$key'))
            .child(lit('').plus(newData.child('rev').val()))
            .exists(),
        },
      },
    },
    history: {
      $team: {
        $key: {
          $rev: {
            // Only created, never changed; and not where it existed before (root is before).
            '.write': data.exists().not().and(signedIn),
            '.validate': newData.child('rev').val().eq(STORED.child('rev').val().plus(1)),
          },
        },
      },
    },
  };
  const before: Json = {
    forms: { T1: { k1: { rev: 1 } } },
    history: { T1: { k1: { '1': { rev: 1 } } } },
  };

  it("sees every path's new data: the change and its event together, or not at all", () => {
    expect(
      writeVerdicts(rules, before, { 'forms/T1/k1/rev': 2, 'history/T1/k1/2': { rev: 2 } }, U1),
    ).toEqual(allowed);
    expect(writeVerdicts(rules, before, { 'forms/T1/k1/rev': 2 }, U1)).toEqual(
      refusedAt('forms/T1/k1'),
    );
    expect(writeVerdicts(rules, before, { 'history/T1/k1/2': { rev: 3 } }, U1)).toEqual(
      refusedAt('history/T1/k1/2'),
    );
  });

  it('one path refused refuses the whole update (an event removed: no .write grants it)', () => {
    expect(
      writeVerdicts(
        rules,
        before,
        { 'forms/T1/k1/rev': 2, 'history/T1/k1/2': { rev: 2 }, 'history/T1/k1/1': null },
        U1,
      ),
    ).toEqual(refusedAt('history/T1/k1/1'));
    expect(
      writeVerdicts(rules, before, { 'forms/T1/k1/rev': 2, 'history/T1/k1/2': { rev: 2 } }, null),
    ).toEqual(refusedAt('forms/T1/k1/rev'));
  });
});

describe('judgeWrite: the shapes the memory tree stores', () => {
  const rules: RulesTree = {
    '.write': false,
    lists: {
      '.write': signedIn,
      $list: {
        $line: {
          '.validate': variable('$line')
            .matches(/^[0-9]+$/)
            .and(newData.hasChildren()),
        },
      },
    },
    free: { '.write': true },
  };

  it('walks a list kept as an array by its indices, binding them as keys', () => {
    const ok = { lists: { a: [{ x: 1 }, { x: 2 }] } };
    const bad = { lists: { a: [{ x: 1 }, 'y'] } };
    expect(judgeWrite(rules, null, ok, [['lists', 'a']], U1, NOW)).toEqual({ allowed: true });
    expect(judgeWrite(rules, null, bad, [['lists', 'a']], U1, NOW)).toMatchObject({
      allowed: false,
      path: 'lists/a/1',
    });
    // The same writes as targaryen has them (it stores lists as records keyed "0", "1").
    expect(writeVerdicts(rules, null, { 'lists/a': [{ x: 1 }, { x: 2 }] }, U1)).toEqual(allowed);
    expect(writeVerdicts(rules, null, { 'lists/a': [{ x: 1 }, 'y'] }, U1)).toEqual(
      refusedAt('lists/a/1'),
    );
  });

  it('validates nothing below a path no rule names, and refuses a write of the root', () => {
    expect(writeVerdicts(rules, null, { 'free/any/depth': { '0': 'y' } }, null)).toEqual(allowed);
    expect(judgeWrite(rules, null, { lists: { a: [{ x: 1 }] } }, [[]], U1, NOW)).toEqual({
      allowed: false,
      path: '',
      reason: 'no .write rule allows it',
    });
  });
});
