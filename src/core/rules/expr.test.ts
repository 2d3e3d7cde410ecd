import { describe, expect, it } from 'vitest';
import {
  all,
  any,
  contextOn,
  data,
  email,
  evaluate,
  lit,
  newData,
  now,
  oneOf,
  printRule,
  root,
  signedIn,
  uid,
  variable,
} from './expr';
import type { RuleContext } from './expr';

const context = (overrides: Partial<RuleContext> = {}): RuleContext => ({
  before: {
    forms: { T1: { k1: { checked: true, id: 'A-1', n: 2 } } },
    users: { u1: { type: 'admin' } },
  },
  after: {
    forms: { T1: { k1: { checked: false, id: 'A-1', n: 3 } } },
    users: { u1: { type: 'admin' } },
  },
  path: ['forms', 'T1', 'k1'],
  auth: { uid: 'u1', email: 'a@x.com' },
  now: 1000,
  vars: { $team: 'T1', $key: 'k1' },
  ...overrides,
});

describe('P51: one rule, printed for the database and evaluated for fixture mode', () => {
  it('prints RTDB rule text with the parentheses its meaning needs', () => {
    const rule = all(
      data.child('checked').val().ne(true),
      any(newData.child('n').val().eq(data.child('n').val().plus(1)), lit(false)),
    );
    expect(printRule(rule)).toBe(
      "data.child('checked').val() !== true && (newData.child('n').val() === data.child('n').val() + 1 || false)",
    );
    expect(printRule(root.child('users').child(uid).child('type').val().eq('admin'))).toBe(
      "root.child('users').child(auth.uid).child('type').val() === 'admin'",
    );
    expect(printRule(lit(1).minus(lit(2).minus(3)))).toBe('1 - (2 - 3)');
    expect(printRule(data.exists().then(lit('a'), lit("it's")).eq('a').not())).toBe(
      "!((data.exists() ? 'a' : 'it\\'s') === 'a')",
    );
    expect(printRule(newData.val().matches(/^ *$/))).toBe('newData.val().matches(/^ *$/)');
    // A conditional in a branch of another is parenthesized; a disjunction there need not be.
    expect(
      printRule(data.exists().then(newData.exists().then(lit(1), lit(2)), lit(false).or(true))),
    ).toBe('data.exists() ? (newData.exists() ? 1 : 2) : false || true');
  });

  it('evaluates data before, newData after, root, auth, now and path variables', () => {
    expect(evaluate(data.child('checked').val().eq(true), context())).toBe(true);
    expect(evaluate(newData.child('checked').val().eq(true), context())).toBe(false);
    expect(evaluate(newData.child('n').val().eq(data.child('n').val().plus(1)), context())).toBe(
      true,
    );
    expect(
      evaluate(root.child('users').child(uid).child('type').val().eq('admin'), context()),
    ).toBe(true);
    expect(evaluate(newData.parent().parent().child(variable('$team')).exists(), context())).toBe(
      true,
    );
    expect(evaluate(newData.parent().child('k2').exists(), context())).toBe(false);
    expect(evaluate(newData.parent().child(variable('$key')).exists(), context())).toBe(true);
    expect(evaluate(now.eq(1000).and(email.eq('a@x.com')), context())).toBe(true);
    expect(evaluate(signedIn, context({ auth: null }))).toBe(false);
  });

  it('fails a rule that cannot be evaluated, as the database does', () => {
    // auth.uid when signed out; a text method on a number; a parent of the root; a non-boolean.
    expect(evaluate(uid.eq('u1'), context({ auth: null }))).toBe(false);
    expect(evaluate(data.child('n').val().length.eq(1), context())).toBe(false);
    expect(evaluate(root.parent().exists(), context())).toBe(false);
    expect(evaluate(data.child('id').val(), context())).toBe(false);
    // ...but short-circuits first, as JavaScript does.
    expect(evaluate(signedIn.and(uid.eq('u1')), context({ auth: null }))).toBe(false);
    expect(evaluate(signedIn.not().or(uid.eq('u1')), context({ auth: null }))).toBe(true);
  });

  it('reads values as the database stores them: absent and empty records are null', () => {
    const on = contextOn({ a: {}, b: { c: null }, s: 'x,y z', list: [{ p: 1 }] });
    expect(evaluate(data.child('a').exists(), on)).toBe(false);
    expect(evaluate(data.child('b').val().eq(null), on)).toBe(true);
    expect(evaluate(data.child('list/0/p').val().eq(1), on)).toBe(true);
    expect(evaluate(data.hasChildren(['s', 'list']), on)).toBe(true);
    expect(evaluate(data.hasChildren(['s', 'a']), on)).toBe(false);
    expect(evaluate(data.child('s').val().replace(' ', '').eq('x,yz'), on)).toBe(true);
    expect(evaluate(data.child('s').val().contains(',y'), on)).toBe(true);
    expect(
      evaluate(oneOf(data.child('s').isString().then(lit('t'), lit('f')), ['f', 't']), on),
    ).toBe(true);
    // Records are never equal, even to themselves: the rules compare values.
    expect(evaluate(data.child('list').val().eq(data.child('list').val()), on)).toBe(false);
  });
});
