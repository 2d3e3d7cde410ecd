/**
 * P51: the database rules written once, as expressions (adapters/rtdb/rules). Each rule here is
 * computed by `evaluate` on a tree built by hand, against the verdict worked out by hand from
 * SPEC §4/§6, D48, D51 and issues 14-15; and the rules file is exactly these expressions printed.
 * database.rules.test.ts judges the printed file with targaryen, an independent implementation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { teamAccess } from '../../adapters/rtdb/rules/access';
import {
  DATABASE_RULES,
  forward,
  revisionChecked,
  shapeRule,
} from '../../adapters/rtdb/rules/databaseRules';
import type { Rule, RulesTree } from '../../adapters/rtdb/rules/databaseRules';
import { BULLETIN_SHAPES, LINE_SHAPES } from '../../adapters/rtdb/rules/tables';
import type { Shape } from '../../adapters/rtdb/rules/tables';
import { Value, evaluate, printRule } from '../../src/core/rules/expr';
import type { RuleContext, RulesAuth } from '../../src/core/rules/expr';

const NOW = Date.UTC(2025, 1, 10, 12);
const T = 'ORCDISTBA01';

const USERS = {
  admin: { type: 'admin', name: 'Admin' },
  func: { type: 'func', name: 'Func' },
  // users/{uid} wins over users-mobile/{uid}: this uid is a team user.
  mixed: { type: 'team', team: 'ORCDISTBA05' },
};
const MOBILE = {
  superv: { type: 'superv', name: 'Sup', supervision: 'ORCDISTBA01, ORCDISTBA02,ORCDISTBA03' },
  supervOne: { type: 'superv', name: 'Sup 1', supervision: 'ORCDISTBA1' },
  supBlank: { type: 'superv', name: '  ', supervision: T },
  team01: { type: 'team', name: 'Equipe 01', team: T },
  mixed: { type: 'admin' },
};
type Who = keyof typeof USERS | keyof typeof MOBILE | 'stranger';

const authOf = (who: Who | null): RulesAuth | null =>
  who === null ? null : { uid: who, email: `${who}@demo.local` };

/** The whole tree: the users, and `rest` (forms, history, counters…). */
const treeWith = (rest: Record<string, unknown>): Record<string, unknown> => ({
  users: USERS,
  'users-mobile': MOBILE,
  ...rest,
});

interface At {
  path: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  who?: Who | null;
}

/**
 * A rule's context at `path` ('forms/ORCDISTBA01/k1'), its variables bound from the rules tree's
 * `$names` on the way there.
 */
function contextAt({ path, before = {}, after = before, who = null }: At): RuleContext {
  const keys = path.split('/');
  const vars: Record<string, string> = {};
  let tree: RulesTree | undefined = DATABASE_RULES;
  for (const key of keys) {
    const named: RulesTree | undefined = tree ? childTree(tree, key) : undefined;
    if (named !== undefined) {
      tree = named;
      continue;
    }
    const variable = tree ? Object.keys(tree).find((name) => name.startsWith('$')) : undefined;
    if (variable === undefined || tree === undefined) throw new Error(`no rule reaches ${path}`);
    vars[variable] = key;
    tree = childTree(tree, variable);
  }
  return {
    before: treeWith(before),
    after: treeWith(after),
    path: keys,
    auth: authOf(who),
    now: NOW,
    vars,
  };
}

function childTree(tree: RulesTree, key: string): RulesTree | undefined {
  const child = tree[key];
  if (typeof child !== 'object' || child instanceof Value || Array.isArray(child)) return undefined;
  return child as RulesTree;
}

/** The rule of `kind` at `path` of DATABASE_RULES (its `$names` as written: '$team'). */
function ruleAt(path: string, kind: '.read' | '.write' | '.validate'): Rule {
  const tree = path.split('/').reduce<RulesTree>((node, key) => {
    const child = childTree(node, key);
    if (child === undefined) throw new Error(`no node ${key} in ${path}`);
    return child;
  }, DATABASE_RULES);
  const rule = tree[kind];
  if (typeof rule !== 'boolean' && !(rule instanceof Value)) throw new Error(`no ${kind}`);
  return rule;
}

const KEY_PATH = `forms/${T}/k1`;
const bulletinTree = (bulletin: unknown, history: unknown = {}) => ({
  forms: { [T]: { k1: bulletin } },
  history: { [T]: { k1: history } },
});
const OPEN = { id: 'B-1', header: { title: 'Poda' }, checked: false, rev: 2 };
const FORWARDED = {
  ...OPEN,
  checked: true,
  checked_closed: 'true_false',
  checked_at: NOW,
  checked_by: 'Sup',
  rev: 3,
};
const event = (action: string, rev: number, extra: Record<string, unknown> = {}) => ({
  action,
  by: 'superv',
  byName: 'Sup',
  role: 'superv',
  rev,
  at: NOW,
  ...extra,
});

describe('the forward to billing (SPEC §4, P52)', () => {
  const forwardBy = (who: Who, fields: Record<string, unknown> = {}, stored: unknown = OPEN) =>
    evaluate(
      forward,
      contextAt({
        path: KEY_PATH,
        before: bulletinTree(stored),
        after: bulletinTree({ ...FORWARDED, ...fields }),
        who,
      }),
    );

  it('a supervisor forwards an unchecked bulletin as itself, at the server time', () => {
    expect(forwardBy('superv')).toBe(true);
  });

  it('P52: an admin does not forward, even as itself; nor does func or a team user', () => {
    expect(forwardBy('admin', { checked_by: 'Admin' })).toBe(false);
    expect(forwardBy('func', { checked_by: 'Func' })).toBe(false);
    expect(forwardBy('team01', { checked_by: 'Equipe 01' })).toBe(false);
    // users/mixed is a team user: its users-mobile record (admin, and no longer a forwarder
    // anyway) does not count.
    expect(forwardBy('mixed', { checked_by: 'mixed@demo.local' })).toBe(false);
  });

  it('refuses a checked bulletin (the registry precondition), another checker, another time', () => {
    expect(forwardBy('superv', {}, { ...OPEN, checked: true })).toBe(false);
    expect(forwardBy('superv', { checked_by: 'Outro Nome' })).toBe(false);
    expect(forwardBy('superv', { checked_at: NOW - 1 })).toBe(false);
    expect(forwardBy('superv', { checked_closed: 'false_false' })).toBe(false);
  });

  it('names the sign-in email when the record has only a blank name (P15)', () => {
    expect(forwardBy('supBlank', { checked_by: 'supBlank@demo.local' })).toBe(true);
    expect(forwardBy('supBlank', { checked_by: '  ' })).toBe(false);
  });

  it("P52: the bulletin's whole .validate lets the supervisor's forward through, not the admin's", () => {
    const validate = ruleAt('forms/$team/$key', '.validate');
    const write = (who: Who, checker: string) =>
      evaluate(
        validate,
        contextAt({
          path: KEY_PATH,
          before: bulletinTree(OPEN),
          after: bulletinTree(
            { ...FORWARDED, checked_by: checker },
            { '3': event('forwarded', 3, { by: who }) },
          ),
          who,
        }),
      );
    expect(write('superv', 'Sup')).toBe(true);
    expect(write('admin', 'Admin')).toBe(false);
  });
});

describe('team access (SPEC §6, issue 14), one disjunct per role of core/roles.ts', () => {
  const reaches = (who: Who | null, team: string) =>
    evaluate(teamAccess, contextAt({ path: `forms/${team}`, who }));

  it('admin and func reach every team; a team user its own', () => {
    expect(reaches('admin', 'ORCDISTBA17')).toBe(true);
    expect(reaches('func', 'ORCDISTBA17')).toBe(true);
    expect(reaches('team01', T)).toBe(true);
    expect(reaches('team01', 'ORCDISTBA02')).toBe(false);
  });

  it('a supervisor reaches the teams of its list, matched exactly, spaces after commas dropped', () => {
    expect(reaches('superv', 'ORCDISTBA02')).toBe(true);
    expect(reaches('superv', 'ORCDISTBA03')).toBe(true);
    expect(reaches('superv', 'ORCDISTBA04')).toBe(false);
    expect(reaches('supervOne', 'ORCDISTBA1')).toBe(true);
    expect(reaches('supervOne', 'ORCDISTBA10')).toBe(false);
  });

  it('a team key is one team id: no list, no space, for any role', () => {
    expect(reaches('superv', 'ORCDISTBA01,ORCDISTBA02')).toBe(false);
    expect(reaches('superv', 'ORCDISTBA01, ORCDISTBA02')).toBe(false);
    expect(reaches('admin', 'ORCDISTBA01,ORCDISTBA02')).toBe(false);
  });

  it('users/{uid} decides before users-mobile/{uid}; no record or signed out reaches nothing', () => {
    expect(reaches('mixed', 'ORCDISTBA05')).toBe(true);
    expect(reaches('mixed', T)).toBe(false);
    expect(reaches('stranger', T)).toBe(false);
    expect(reaches(null, T)).toBe(false);
  });
});

describe("D51: the revision step of a bulletin's write", () => {
  const stored = { ...OPEN, rev: 5 };
  const step = (after: unknown, history: unknown, before: unknown = stored) =>
    evaluate(
      revisionChecked,
      contextAt({
        path: KEY_PATH,
        before: bulletinTree(before, { '5': event('header', 5) }),
        after: bulletinTree(after, history),
        who: 'superv',
      }),
    );
  const withEvent = (rev: number, action = 'header') => ({
    '5': event('header', 5),
    [String(rev)]: event(action, rev),
  });

  it('moves on by exactly one from the stored revision, with its new event', () => {
    expect(step({ ...stored, rev: 6 }, withEvent(6))).toBe(true);
    expect(step({ ...stored, rev: 7 }, withEvent(7))).toBe(false);
    expect(step({ ...stored, rev: 5 }, { '5': event('header', 5) })).toBe(false);
    expect(step({ ...stored, rev: 6 }, { '5': event('header', 5) })).toBe(false);
  });

  it('a change is recorded by neither a creating nor a removing event', () => {
    expect(step({ ...stored, rev: 6 }, withEvent(6, 'created'))).toBe(false);
    expect(step({ ...stored, rev: 6 }, withEvent(6, 'split-into'))).toBe(false);
  });

  it('a record without a number rev is at revision 0 (core revisionOf)', () => {
    const legacy = { ...OPEN, rev: 'x' };
    expect(step({ ...OPEN, rev: 1 }, { '1': event('header', 1) }, legacy)).toBe(true);
  });

  it('a creation starts at 1 with an id, a header and its created event, where no history is', () => {
    const create = (bulletin: unknown, history: unknown, storedHistory: unknown = {}) =>
      evaluate(
        revisionChecked,
        contextAt({
          path: KEY_PATH,
          before: { history: { [T]: { k1: storedHistory } } },
          after: bulletinTree(bulletin, history),
          who: 'team01',
        }),
      );
    const fresh = { id: 'B-9', header: { title: 'Poda' }, rev: 1 };
    expect(create(fresh, { '1': event('created', 1) })).toBe(true);
    expect(create(fresh, { '1': event('split-from', 1) })).toBe(true);
    expect(create(fresh, { '1': event('header', 1) })).toBe(false);
    expect(create({ ...fresh, id: '' }, { '1': event('created', 1) })).toBe(false);
    expect(create({ ...fresh, rev: 2 }, { '2': event('created', 2) })).toBe(false);
    // A deleted bulletin never comes back.
    const gone = { '1': event('created', 1), '2': event('deleted', 2) };
    expect(create(fresh, { ...gone }, gone)).toBe(false);
  });
});

describe('D48: a team counter', () => {
  const validate = ruleAt('counters/forms/$team', '.validate');
  const write = ruleAt('counters/forms/$team', '.write');
  const counterAt = (rule: Rule, before: number | undefined, after: unknown, who: Who = 'team01') =>
    evaluate(
      rule,
      contextAt({
        path: `counters/forms/${T}`,
        before: { counters: { forms: before === undefined ? {} : { [T]: before } } },
        after: { counters: { forms: after === undefined ? {} : { [T]: after } } },
        who,
      }),
    );

  it('advances by exactly one from the stored value, up to 99999', () => {
    expect(counterAt(validate, 274, 275)).toBe(true);
    expect(counterAt(validate, 274, 276)).toBe(false);
    expect(counterAt(validate, 274, 274)).toBe(false);
    expect(counterAt(validate, 99_999, 100_000)).toBe(false);
    expect(counterAt(validate, 274, '275')).toBe(false);
  });

  it('is created at a whole number from 1, and never removed', () => {
    expect(counterAt(validate, undefined, 1)).toBe(true);
    expect(counterAt(validate, undefined, 275)).toBe(true);
    expect(counterAt(validate, undefined, 0)).toBe(false);
    expect(counterAt(validate, undefined, 1.5)).toBe(false);
    expect(counterAt(write, 274, undefined)).toBe(false);
    expect(counterAt(write, 274, 275)).toBe(true);
    expect(counterAt(write, 274, 275, 'supervOne')).toBe(false);
  });
});

describe("issue 15: lastReturn, the admin's return", () => {
  const validate = ruleAt('forms/$team/$key/lastReturn', '.validate');
  const REASON = 'Faltou a foto do poste 3.';
  const RETURNED = { ...FORWARDED, checked: false, checked_closed: 'false_false', rev: 4 };
  const returnBy = (
    who: Who,
    lastReturn: Record<string, unknown>,
    options: { stored?: unknown; eventReason?: string; action?: string } = {},
  ) =>
    evaluate(
      validate,
      contextAt({
        path: `${KEY_PATH}/lastReturn`,
        before: bulletinTree(options.stored ?? FORWARDED),
        after: bulletinTree(
          { ...RETURNED, lastReturn },
          {
            '4': event(options.action ?? 'returned', 4, { reason: options.eventReason ?? REASON }),
          },
        ),
        who,
      }),
    );
  const byAdmin = { reason: REASON, byName: 'Admin', at: NOW };

  it("is set by an admin's return with its event's reason and the admin's own name", () => {
    expect(returnBy('admin', byAdmin)).toBe(true);
  });

  it('not by anyone else, not with another reason or name, not outside a return', () => {
    expect(returnBy('superv', { ...byAdmin, byName: 'Sup' })).toBe(false);
    expect(returnBy('admin', byAdmin, { eventReason: 'Outro motivo longo' })).toBe(false);
    expect(returnBy('admin', { ...byAdmin, byName: 'Sup' })).toBe(false);
    expect(returnBy('admin', byAdmin, { stored: OPEN })).toBe(false);
    expect(returnBy('admin', byAdmin, { action: 'header' })).toBe(false);
    expect(returnBy('admin', { reason: REASON, byName: 'Admin' })).toBe(false);
  });
});

describe('issue 14: a field by its shape', () => {
  const fits = (shape: Shape, value: unknown, stored?: unknown) =>
    evaluate(
      shapeRule(shape),
      contextAt({
        path: `${KEY_PATH}/date`,
        before: bulletinTree(stored === undefined ? {} : { date: stored }),
        after: bulletinTree({ date: value }),
      }),
    );

  it('a date is a number within ±10^15 or a short text without exponent (D6)', () => {
    const date = BULLETIN_SHAPES.date as Shape;
    expect(fits(date, NOW)).toBe(true);
    expect(fits(date, '05/02/2025')).toBe(true);
    expect(fits(date, 1e16)).toBe(false);
    expect(fits(date, '1e300')).toBe(false);
    expect(fits(date, 'x'.repeat(41))).toBe(false);
    expect(fits(date, true)).toBe(false);
  });

  it('an image URL is empty, http(s), data:image, or the stored value at its place', () => {
    const url = LINE_SHAPES.photos.fields.firebasePath as Shape;
    expect(fits(url, '')).toBe(true);
    expect(fits(url, 'https://example.com/p.jpg')).toBe(true);
    expect(fits(url, 'data:image/png;base64,AAAA')).toBe(true);
    expect(fits(url, 'fotos/poste-1.jpg', 'fotos/poste-1.jpg')).toBe(true);
    expect(fits(url, 'fotos/poste-1.jpg', 'fotos/poste-2.jpg')).toBe(false);
    expect(fits(url, 'javascript:alert(1)')).toBe(false);
  });
});

describe('the rules file is DATABASE_RULES printed (P51)', () => {
  const file = JSON.parse(
    readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8'),
  ) as { rules: Record<string, unknown> };

  /** Every path of `tree` and of `printed` holds the same: each rule printed, each index kept. */
  function compare(tree: RulesTree, printed: Record<string, unknown>, path: string): number {
    expect([path, Object.keys(printed)]).toEqual([path, Object.keys(tree)]);
    let rules = 0;
    for (const [key, entry] of Object.entries(tree)) {
      const at = `${path}/${key}`;
      if (typeof entry === 'boolean' || entry instanceof Value) {
        expect([at, printed[key]]).toEqual([at, printRule(entry)]);
        rules += 1;
      } else if (Array.isArray(entry)) {
        expect([at, printed[key]]).toEqual([at, entry]);
      } else if (entry !== undefined) {
        rules += compare(entry as RulesTree, printed[key] as Record<string, unknown>, at);
      }
    }
    return rules;
  }

  it('holds every rule of the tree, printed by printRule, and nothing else', () => {
    expect(compare(DATABASE_RULES, file.rules, '')).toBeGreaterThan(100);
  });

  it('stays well under the 256 KB RTDB allows', () => {
    expect(JSON.stringify(file).length).toBeLessThan(100_000);
  });
});
