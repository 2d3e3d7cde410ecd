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
  rebase,
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

describe('P51: every operator, printed and evaluated alike', () => {
  const on = context();
  const n = data.child('n').val(); // 2 before
  const s = data.child('id').val(); // 'A-1'
  const cases: [name: string, rule: ReturnType<typeof lit>, text: string, value: boolean][] = [
    ['<', n.lt(3), "data.child('n').val() < 3", true],
    ['<=', n.le(2), "data.child('n').val() <= 2", true],
    ['>', n.gt(2), "data.child('n').val() > 2", false],
    ['>=', n.ge(3), "data.child('n').val() >= 3", false],
    ['text <', s.lt('B'), "data.child('id').val() < 'B'", true],
    ['text <=', s.le('A-1'), "data.child('id').val() <= 'A-1'", true],
    ['text >', s.gt('A'), "data.child('id').val() > 'A'", true],
    ['text >=', s.ge('B'), "data.child('id').val() >= 'B'", false],
    ['%', n.mod(2).eq(0), "data.child('n').val() % 2 === 0", true],
    ['- then +', n.minus(1).plus(1).eq(2), "data.child('n').val() - 1 + 1 === 2", true],
    [
      'text +',
      s.plus(n).eq('A-12'),
      "data.child('id').val() + data.child('n').val() === 'A-12'",
      true,
    ],
    ['length', s.length.eq(3), "data.child('id').val().length === 3", true],
    ['!==', s.ne('A-1'), "data.child('id').val() !== 'A-1'", false],
    ['!== of records', data.val().ne(data.val()), 'data.val() !== data.val()', true],
    ['isString', data.child('id').isString(), "data.child('id').isString()", true],
    ['isNumber', data.child('id').isNumber(), "data.child('id').isNumber()", false],
    ['isBoolean', data.child('checked').isBoolean(), "data.child('checked').isBoolean()", true],
    ['hasChild', data.hasChild('id'), "data.hasChild('id')", true],
    ['hasChildren()', data.child('id').hasChildren(), "data.child('id').hasChildren()", false],
    ['signedIn in ===', signedIn.eq(true), 'auth != null === true', true],
    ['uid', uid.eq('u1'), "auth.uid === 'u1'", true],
    ['null literal', data.child('none').val().eq(null), "data.child('none').val() === null", true],
    ['or of ands', any(lit(false).and(true), lit(true)), 'false && true || true', true],
    [
      'and of ors',
      all(any(false, true), any(true, false)),
      '(false || true) && (true || false)',
      true,
    ],
    ['empty all', all(), 'true', true],
    ['empty any', any(), 'false', false],
    [
      'variables, parent, email, now',
      variable('$team').eq('T1').and(newData.parent().exists(), email.ne(null), now.gt(0)),
      "$team === 'T1' && newData.parent().exists() && auth.token.email !== null && now > 0",
      true,
    ],
    [
      'contains, replace, matches',
      s.replace('-', '').contains('A1').and(s.matches(/^a-/i)),
      "data.child('id').val().replace('-', '').contains('A1') && data.child('id').val().matches(/^a-/i)",
      true,
    ],
    ['hasChildren of names', data.hasChildren(['id', 'n']), "data.hasChildren(['id', 'n'])", true],
    ['signedIn as an operand', lit(1).lt(signedIn), '1 < (auth != null)', false],
    ['plain values in all', all(true, n.eq(2)), "true && data.child('n').val() === 2", true],
    [
      'the else of a ternary',
      data.child('none').exists().then(1, 2).eq(2),
      "(data.child('none').exists() ? 1 : 2) === 2",
      true,
    ],
    [
      'ternary in a test',
      data.exists().then(true, false).and(true),
      '(data.exists() ? true : false) && true',
      true,
    ],
  ];
  it.each(cases)('%s', (_name, rule, text, value) => {
    expect(printRule(rule)).toBe(text);
    expect(evaluate(rule, on)).toBe(value);
  });

  it('takes plain booleans as rules, and fails what mixes types', () => {
    expect(printRule(true)).toBe(true);
    expect(evaluate(false, on)).toBe(false);
    expect(evaluate(n.plus(true as never), on)).toBe(false);
    expect(evaluate(n.lt('3'), on)).toBe(false);
    expect(evaluate(data.child(n).exists(), on)).toBe(false);
    expect(evaluate(variable('$rev').eq('1'), on)).toBe(false);
    expect(evaluate(email.eq(null), context({ auth: null }))).toBe(false);
    expect(evaluate(lit(1).then(true, true), on)).toBe(false);
  });
});

describe('P57: a rule over `data` read from another node (rebase)', () => {
  it('reads every `data` of the rule at the new base, and leaves newData, root, auth and literals', () => {
    // One of each node kind, so a kind the rebase forgets keeps its `data` and prints it.
    const reading = all(
      data.child('checked').val().eq(true),
      data.child('id').isString(),
      data.child('n').isNumber().and(data.child('checked').isBoolean()),
      data.hasChildren(['id']).and(data.hasChild('n')),
      data.exists().then(data.child('id').val().length.gt(0), false),
      data.child('id').val().contains(data.child('id').val()),
      data.child('id').val().replace('-', '').matches(/^A1$/),
      data.child(variable('$key')).exists().not().or(true),
      root.child('users').child(uid).exists(),
    );
    const rule = reading.and(newData.child('n').val().gt(data.child('n').val()));
    const base = root.child('forms/T1/k1');
    const moved = rebase(rule, base);
    // No `data` is left (newData aside): each became the base.
    expect(String(printRule(moved)).replaceAll('newData.', '')).not.toContain('data.');
    expect(printRule(moved)).toContain("root.child('forms/T1/k1').child('checked')");
    expect(printRule(moved)).toContain("newData.child('n').val() > root.child('forms/T1/k1')");
    // Evaluated anywhere, the rebased rule reads the bulletin as the original reads it there.
    const vars = { $key: 'n' };
    expect(evaluate(rule, context({ vars }))).toBe(true);
    expect(evaluate(rebase(reading, base), context({ path: ['users'], vars }))).toBe(true);
    expect(evaluate(reading, context({ path: ['users'], vars }))).toBe(false);
    expect(evaluate(rebase(data.child('checked').val().eq(true), base.parent()), context())).toBe(
      false,
    );
  });
});

describe('P51: the evaluator answers as the database does (issue 45)', () => {
  const ok = (rule: Parameters<typeof evaluate>[0], over: Partial<RuleContext> = {}) =>
    evaluate(rule, context(over));

  it('compares texts by code unit and numbers by value, each operator at its edge', () => {
    expect([ok(lit('a').lt('b')), ok(lit('b').lt('a')), ok(lit('a').lt('a'))]).toEqual([
      true,
      false,
      false,
    ]);
    expect([ok(lit('a').le('a')), ok(lit('b').le('a'))]).toEqual([true, false]);
    expect([ok(lit('b').gt('a')), ok(lit('a').gt('a'))]).toEqual([true, false]);
    expect([ok(lit('a').ge('a')), ok(lit('a').ge('b'))]).toEqual([true, false]);
    expect([ok(lit(1).lt(2)), ok(lit(2).lt(2))]).toEqual([true, false]);
    expect([ok(lit(2).le(2)), ok(lit(3).le(2))]).toEqual([true, false]);
    expect([ok(lit(3).gt(2)), ok(lit(2).gt(2))]).toEqual([true, false]);
    expect([ok(lit(2).ge(2)), ok(lit(1).ge(2))]).toEqual([true, false]);
    expect(ok(lit(5).minus(3).eq(2))).toBe(true);
    expect(ok(lit(7).mod(3).eq(1))).toBe(true);
  });

  it('+ joins when either side is text and adds numbers; anything else fails the rule', () => {
    expect(ok(lit('a').plus(1).eq('a1'))).toBe(true);
    expect(ok(lit(1).plus('a').eq('1a'))).toBe(true);
    expect(ok(lit(1).plus(2).eq(3))).toBe(true);
    expect(ok(lit(true).plus(1).eq(2))).toBe(false);
    expect(ok(lit(1).plus(true).ne(0))).toBe(false);
  });

  it('an order between a number and a non-number fails the rule', () => {
    expect(ok(lit(true).lt(2))).toBe(false);
    expect(ok(lit(1).lt(true).not())).toBe(false);
    expect(ok(lit('a').lt(1).not())).toBe(false);
  });

  it('a variable not bound fails the rule, whatever the comparison', () => {
    expect(ok(variable('$nope').ne('a'))).toBe(false);
  });

  it('reads a child by a path with stray slashes, and nothing inside a text', () => {
    expect(ok(data.child('/n/').val().eq(2))).toBe(true);
    expect(ok(data.child('id/0').exists())).toBe(false);
    expect(ok(data.child('id/0').exists().not())).toBe(true);
  });

  it('knows a text, a number and a yes/no apart', () => {
    expect(ok(data.child('n').isString())).toBe(false);
    expect(ok(data.child('id').isString())).toBe(true);
    expect(ok(data.child('checked').isBoolean())).toBe(true);
    expect(ok(data.child('id').isBoolean())).toBe(false);
  });

  it('has every child named, or any child at all when none is named', () => {
    expect(ok(data.hasChildren())).toBe(true);
    expect(ok(data.hasChildren(['id', 'n']))).toBe(true);
    expect(ok(data.child('id').hasChildren())).toBe(false);
  });

  it('a plain true or false rule is its own verdict; all() of nothing holds, any() does not', () => {
    expect(evaluate(true, context())).toBe(true);
    expect(evaluate(false, context())).toBe(false);
    expect(ok(all())).toBe(true);
    expect(ok(any())).toBe(false);
    expect(printRule(all())).toBe('true');
    expect(printRule(any())).toBe('false');
  });

  it('prints a chain of && or of || without parentheses, a backslash doubled', () => {
    expect(printRule(lit(true).and(lit(false).and(lit(true))))).toBe('true && false && true');
    expect(printRule(lit(true).or(lit(false).or(lit(true))))).toBe('true || false || true');
    expect(printRule(lit('a\\b').eq('x'))).toBe("'a\\\\b' === 'x'");
  });

  it('rebases a rule that reads the parent of data', () => {
    expect(printRule(rebase(data.parent().child('x').val().eq(1), root.child('forms')))).toBe(
      "root.child('forms').parent().child('x').val() === 1",
    );
  });
});

it('P51: matches() takes text only; a number fails the rule', () => {
  const ctx: RuleContext = context();
  expect(evaluate(lit(5).matches(/^5$/), ctx)).toBe(false);
  expect(evaluate(lit('5').matches(/^5$/), ctx)).toBe(true);
});
