/**
 * P51: the database rules' language, written once. A rule is a small tree of comparisons over
 * `auth`, `data`, `newData`, `root`, `now` and the path's `$variables`, the language of Realtime
 * Database rules (https://firebase.google.com/docs/reference/security/database). Two
 * interpreters read the same tree: `printRule` (adapters/firebase/rules) writes the rule string
 * of database.rules.json, and `evaluate` (here) computes its value for fixture mode, the test
 * server and core's own checks (an action's precondition, read on the stored bulletin).
 *
 * Rules are built with the fluent helpers below, which read like the rule they print:
 *
 * @example
 * const notChecked = data.child('checked').val().ne(true);
 * printRule(notChecked); // "data.child('checked').val() !== true"
 * evaluate(notChecked, contextOn({ checked: false })); // true
 */

/** A literal a rule may hold. Regular expressions only as the argument of `matches`. */
export type Literal = string | number | boolean | null;

/** Where a snapshot is read: the tree before the write (data, root) or after it (newData). */
export type SnapNode =
  | { k: 'data' }
  | { k: 'newData' }
  | { k: 'root' }
  | { k: 'child'; of: SnapNode; path: ValueNode }
  | { k: 'parent'; of: SnapNode };

export type BinaryOp = '===' | '!==' | '<' | '<=' | '>' | '>=' | '+' | '-' | '%' | '&&' | '||';

/** A value: a literal, a variable, a snapshot's reading, or an operation on values. */
export type ValueNode =
  | { k: 'lit'; value: Literal }
  | { k: 'var'; name: string }
  | { k: 'signedIn' }
  | { k: 'uid' }
  | { k: 'email' }
  | { k: 'now' }
  | { k: 'val'; of: SnapNode }
  | { k: 'exists'; of: SnapNode }
  | { k: 'isString'; of: SnapNode }
  | { k: 'isNumber'; of: SnapNode }
  | { k: 'isBoolean'; of: SnapNode }
  | { k: 'hasChildren'; of: SnapNode; names: readonly string[] | null }
  | { k: 'hasChild'; of: SnapNode; name: string }
  | { k: 'bin'; op: BinaryOp; a: ValueNode; b: ValueNode }
  | { k: 'not'; a: ValueNode }
  | { k: 'cond'; test: ValueNode; then: ValueNode; else: ValueNode }
  | { k: 'length'; of: ValueNode }
  | { k: 'contains'; of: ValueNode; arg: ValueNode }
  | { k: 'replace'; of: ValueNode; from: string; to: string }
  | { k: 'matches'; of: ValueNode; pattern: RegExp };

// ------------------------------------------------------------------------------------ builders

type ValueLike = Value | Literal;

const node = (value: ValueLike): ValueNode =>
  value instanceof Value ? value.node : { k: 'lit', value };

/** A value of a rule (fluent: `a.eq(b).and(c)`). */
export class Value {
  constructor(readonly node: ValueNode) {}
  private bin(op: BinaryOp, other: ValueLike): Value {
    return new Value({ k: 'bin', op, a: this.node, b: node(other) });
  }
  eq(other: ValueLike): Value {
    return this.bin('===', other);
  }
  ne(other: ValueLike): Value {
    return this.bin('!==', other);
  }
  lt(other: ValueLike): Value {
    return this.bin('<', other);
  }
  le(other: ValueLike): Value {
    return this.bin('<=', other);
  }
  gt(other: ValueLike): Value {
    return this.bin('>', other);
  }
  ge(other: ValueLike): Value {
    return this.bin('>=', other);
  }
  plus(other: ValueLike): Value {
    return this.bin('+', other);
  }
  minus(other: ValueLike): Value {
    return this.bin('-', other);
  }
  mod(other: ValueLike): Value {
    return this.bin('%', other);
  }
  and(...others: ValueLike[]): Value {
    return others.reduce<Value>((all, other) => all.bin('&&', other), this);
  }
  or(...others: ValueLike[]): Value {
    return others.reduce<Value>((any, other) => any.bin('||', other), this);
  }
  not(): Value {
    return new Value({ k: 'not', a: this.node });
  }
  /** `this ? then : otherwise`. */
  then(then: ValueLike, otherwise: ValueLike): Value {
    return new Value({ k: 'cond', test: this.node, then: node(then), else: node(otherwise) });
  }
  /** A text's length. */
  get length(): Value {
    return new Value({ k: 'length', of: this.node });
  }
  contains(text: ValueLike): Value {
    return new Value({ k: 'contains', of: this.node, arg: node(text) });
  }
  /** Every `from` replaced by `to` (RTDB's replace replaces every occurrence). */
  replace(from: string, to: string): Value {
    return new Value({ k: 'replace', of: this.node, from, to });
  }
  matches(pattern: RegExp): Value {
    return new Value({ k: 'matches', of: this.node, pattern });
  }
}

/** A snapshot of a rule (`data`, `newData`, `root`, their children and parents). */
export class Snap {
  constructor(readonly node: SnapNode) {}
  /** The child at `path` ('a/b' or a value such as `$team`). */
  child(path: ValueLike): Snap {
    return new Snap({ k: 'child', of: this.node, path: node(path) });
  }
  parent(): Snap {
    return new Snap({ k: 'parent', of: this.node });
  }
  val(): Value {
    return new Value({ k: 'val', of: this.node });
  }
  exists(): Value {
    return new Value({ k: 'exists', of: this.node });
  }
  isString(): Value {
    return new Value({ k: 'isString', of: this.node });
  }
  isNumber(): Value {
    return new Value({ k: 'isNumber', of: this.node });
  }
  isBoolean(): Value {
    return new Value({ k: 'isBoolean', of: this.node });
  }
  /** Has children (all of `names`, when given). */
  hasChildren(names: readonly string[] | null = null): Value {
    return new Value({ k: 'hasChildren', of: this.node, names });
  }
  hasChild(name: string): Value {
    return new Value({ k: 'hasChild', of: this.node, name });
  }
}

export const data = new Snap({ k: 'data' });
export const newData = new Snap({ k: 'newData' });
export const root = new Snap({ k: 'root' });
/** `auth != null`. */
export const signedIn = new Value({ k: 'signedIn' });
/** `auth.uid`. */
export const uid = new Value({ k: 'uid' });
/** `auth.token.email`. */
export const email = new Value({ k: 'email' });
export const now = new Value({ k: 'now' });
export const lit = (value: Literal): Value => new Value({ k: 'lit', value });
/** A path variable: `variable('$team')`. */
export const variable = (name: `$${string}`): Value => new Value({ k: 'var', name });
export const TRUE = lit(true);
export const FALSE = lit(false);

/** Every value true (`TRUE` for none). */
export function all(...values: readonly ValueLike[]): Value {
  const [first, ...rest] = values;
  return first === undefined ? TRUE : (first instanceof Value ? first : lit(first)).and(...rest);
}

/** Some value true (`FALSE` for none). */
export function any(...values: readonly ValueLike[]): Value {
  const [first, ...rest] = values;
  return first === undefined ? FALSE : (first instanceof Value ? first : lit(first)).or(...rest);
}

/** `value` is one of `options` (`value === a || value === b`). */
export function oneOf(value: Value, options: readonly Literal[]): Value {
  return any(...options.map((option) => value.eq(option)));
}

/**
 * `rule` read from another node: every `data` in it becomes `base` (P57: a precondition on the
 * stored bulletin, written over `data` at the bulletin, checked at one of its fields as
 * `data.parent()`).
 */
export function rebase(rule: Value, base: Snap): Value {
  const snap = (n: SnapNode): SnapNode => {
    switch (n.k) {
      case 'data':
        return base.node;
      case 'child':
        return { k: 'child', of: snap(n.of), path: value(n.path) };
      case 'parent':
        return { k: 'parent', of: snap(n.of) };
      default:
        return n;
    }
  };
  const value = (n: ValueNode): ValueNode => {
    switch (n.k) {
      case 'val':
      case 'exists':
      case 'isString':
      case 'isNumber':
      case 'isBoolean':
      case 'hasChildren':
      case 'hasChild':
        return { ...n, of: snap(n.of) };
      case 'bin':
        return { ...n, a: value(n.a), b: value(n.b) };
      case 'not':
        return { ...n, a: value(n.a) };
      case 'cond':
        return { ...n, test: value(n.test), then: value(n.then), else: value(n.else) };
      case 'length':
      case 'replace':
      case 'matches':
        return { ...n, of: value(n.of) };
      case 'contains':
        return { ...n, of: value(n.of), arg: value(n.arg) };
      default:
        return n;
    }
  };
  return new Value(value(rule.node));
}

// ---------------------------------------------------------------------------------- evaluation

/** Who writes, as the rules see it: `auth` (null when signed out). */
export interface RulesAuth {
  uid: string;
  /** `auth.token.email` (null when the account has none). */
  email: string | null;
}

/**
 * Where a rule is evaluated: the whole tree before and after the write, the rule's path in it
 * (so `data` is `before` at `path`, `newData` is `after` at `path`), the writer, the server's
 * time and the path's variables ('$team' → 'ORCDISTBA01').
 */
export interface RuleContext {
  before: unknown;
  after: unknown;
  path: readonly string[];
  auth: RulesAuth | null;
  now: number;
  vars: Readonly<Record<string, string>>;
}

/**
 * A context for a rule over one record (`data` and `newData`: `record` before and after):
 * core's checks of an action's precondition on the stored bulletin.
 */
export function contextOn(record: unknown, after: unknown = record): RuleContext {
  return { before: record, after, path: [], auth: null, now: 0, vars: {} };
}

/** Thrown when a rule cannot be evaluated (a parent of the root, a method on the wrong type). */
class RuleError extends Error {}

interface Position {
  tree: 'before' | 'after';
  path: readonly string[];
}

type Tree = Record<string, unknown>;

/** A stored value as the database holds it: absent, null and empty records are the same. */
function present(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  return Object.values(value).some(present);
}

function childOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Tree)[key];
}

function valueAt(context: RuleContext, position: Position): unknown {
  const tree = position.tree === 'before' ? context.before : context.after;
  return position.path.reduce<unknown>((current, key) => childOf(current, key), tree);
}

/** What `.val()` gives: a leaf as stored, a record as an object, absent as null. */
function readValue(value: unknown): unknown {
  return present(value) ? value : null;
}

function position(snap: SnapNode, context: RuleContext): Position {
  switch (snap.k) {
    case 'data':
    case 'root':
      return { tree: 'before', path: snap.k === 'data' ? context.path : [] };
    case 'newData':
      // Stryker disable next-line StringLiteral: every tree but 'before' is read as the after tree
      return { tree: 'after', path: context.path };
    case 'child': {
      const from = position(snap.of, context);
      const path = evaluateValue(snap.path, context);
      // Stryker disable next-line ConditionalExpression,StringLiteral: a path that is not text fails on split() instead, and evaluate() answers false for any error; a RuleError's message is never read
      if (typeof path !== 'string') throw new RuleError('child() takes a text');
      const keys = path.split('/').filter((key) => key !== '');
      return { tree: from.tree, path: [...from.path, ...keys] };
    }
    case 'parent': {
      const from = position(snap.of, context);
      // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
      if (from.path.length === 0) throw new RuleError('parent() of the root');
      return { tree: from.tree, path: from.path.slice(0, -1) };
    }
  }
}

function text(value: unknown): string {
  // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
  if (typeof value !== 'string') throw new RuleError('a text was expected');
  return value;
}

function primitive(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function binary(op: BinaryOp, a: ValueNode, b: ValueNode, context: RuleContext): unknown {
  // Short-circuit as JavaScript and RTDB rules do: the right side may not be evaluable.
  if (op === '&&') return truth(evaluateValue(a, context)) && truth(evaluateValue(b, context));
  if (op === '||') return truth(evaluateValue(a, context)) || truth(evaluateValue(b, context));
  const left = evaluateValue(a, context);
  const right = evaluateValue(b, context);
  switch (op) {
    case '===':
      // Records are never equal: the rules compare values, not nodes.
      // Stryker disable next-line LogicalOperator: left === right for one record and one primitive is false anyway, and for two records the `||` form is false too
      return primitive(left) && primitive(right) && left === right;
    case '!==':
      // Stryker disable next-line LogicalOperator: left === right for one record and one primitive is false anyway, and for two records the `||` form is false too
      return !(primitive(left) && primitive(right) && left === right);
    case '+':
      if (typeof left === 'string' || typeof right === 'string') {
        return String(left) + String(right);
      }
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
      throw new RuleError('+ of a non-number');
    default: {
      if (typeof left === 'string' && typeof right === 'string') {
        if (op === '<') return left < right;
        if (op === '<=') return left <= right;
        if (op === '>') return left > right;
        if (op === '>=') return left >= right;
      }
      if (typeof left !== 'number' || typeof right !== 'number') {
        // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
        throw new RuleError(`${op} of a non-number`);
      }
      if (op === '<') return left < right;
      if (op === '<=') return left <= right;
      if (op === '>') return left > right;
      if (op === '>=') return left >= right;
      if (op === '-') return left - right;
      return left % right;
    }
  }
}

function truth(value: unknown): boolean {
  // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
  if (typeof value !== 'boolean') throw new RuleError('a condition must be true or false');
  return value;
}

function evaluateValue(value: ValueNode, context: RuleContext): unknown {
  switch (value.k) {
    case 'lit':
      return value.value;
    case 'var': {
      const bound = context.vars[value.name];
      // Stryker disable next-line StringLiteral: a RuleError's message is never read: evaluate() answers false for any error
      if (bound === undefined) throw new RuleError(`${value.name} is not bound`);
      return bound;
    }
    case 'signedIn':
      return context.auth !== null;
    case 'uid':
      // Stryker disable next-line ConditionalExpression,StringLiteral: without the test, reading null.uid throws a TypeError, which evaluate() answers false as well; a RuleError's message is never read
      if (context.auth === null) throw new RuleError('auth is null');
      return context.auth.uid;
    case 'email':
      // Stryker disable next-line ConditionalExpression,StringLiteral: without the test, reading null.uid throws a TypeError, which evaluate() answers false as well; a RuleError's message is never read
      if (context.auth === null) throw new RuleError('auth is null');
      return context.auth.email;
    case 'now':
      return context.now;
    case 'val':
      return readValue(valueAt(context, position(value.of, context)));
    case 'exists':
      return present(valueAt(context, position(value.of, context)));
    case 'isString':
      return typeof valueAt(context, position(value.of, context)) === 'string';
    case 'isNumber':
      return typeof valueAt(context, position(value.of, context)) === 'number';
    case 'isBoolean':
      return typeof valueAt(context, position(value.of, context)) === 'boolean';
    case 'hasChildren': {
      const at = valueAt(context, position(value.of, context));
      if (typeof at !== 'object' || !present(at)) return false;
      return (value.names ?? []).every((name) => present(childOf(at, name)));
    }
    case 'hasChild':
      return present(childOf(valueAt(context, position(value.of, context)), value.name));
    case 'bin':
      return binary(value.op, value.a, value.b, context);
    case 'not':
      return !truth(evaluateValue(value.a, context));
    case 'cond':
      return truth(evaluateValue(value.test, context))
        ? evaluateValue(value.then, context)
        : evaluateValue(value.else, context);
    case 'length':
      return text(evaluateValue(value.of, context)).length;
    case 'contains':
      return text(evaluateValue(value.of, context)).includes(
        text(evaluateValue(value.arg, context)),
      );
    case 'replace':
      return text(evaluateValue(value.of, context)).split(value.from).join(value.to);
    case 'matches':
      return value.pattern.test(text(evaluateValue(value.of, context)));
  }
}

/**
 * The verdict of a rule in `context`: true only when it evaluates to true. A rule that cannot be
 * evaluated (a method on the wrong type, a variable not bound, a value that is not a boolean)
 * fails, as the database fails it.
 */
export function evaluate(rule: Value | boolean, context: RuleContext): boolean {
  if (typeof rule === 'boolean') return rule;
  try {
    return evaluateValue(rule.node, context) === true;
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------------------------ printing

const PRECEDENCE: Readonly<Record<BinaryOp, number>> = {
  '||': 1,
  '&&': 2,
  '===': 3,
  '!==': 3,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '%': 6,
};

const quote = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function printLiteral(value: Literal): string {
  if (typeof value === 'string') return quote(value);
  return String(value);
}

function printSnap(snap: SnapNode): string {
  switch (snap.k) {
    case 'data':
    case 'newData':
    case 'root':
      return snap.k;
    case 'child':
      return `${printSnap(snap.of)}.child(${printValue(snap.path, 0)})`;
    case 'parent':
      return `${printSnap(snap.of)}.parent()`;
  }
}

/** `value` as RTDB rule text, in parentheses when its operator binds looser than `outer`. */
function printValue(value: ValueNode, outer: number): string {
  switch (value.k) {
    case 'lit':
      return printLiteral(value.value);
    case 'var':
      return value.name;
    case 'signedIn':
      return outer > 3 ? '(auth != null)' : 'auth != null';
    case 'uid':
      return 'auth.uid';
    case 'email':
      return 'auth.token.email';
    case 'now':
      return 'now';
    // Stryker disable next-line ConditionalExpression: falling through to the next case prints value.k, 'val', the same text
    case 'val':
      return `${printSnap(value.of)}.val()`;
    case 'exists':
    case 'isString':
    case 'isNumber':
    case 'isBoolean':
      return `${printSnap(value.of)}.${value.k}()`;
    case 'hasChildren':
      return `${printSnap(value.of)}.hasChildren(${
        value.names === null ? '' : `[${value.names.map(quote).join(', ')}]`
      })`;
    case 'hasChild':
      return `${printSnap(value.of)}.hasChild(${quote(value.name)})`;
    case 'bin': {
      const own = PRECEDENCE[value.op];
      // Left-associative: the right side of a same-precedence chain keeps its parentheses,
      // except for && and ||, whose grouping does not change their value.
      const associative = value.op === '&&' || value.op === '||';
      const text = `${printValue(value.a, own)} ${value.op} ${printValue(value.b, associative ? own : own + 1)}`;
      return own < outer ? `(${text})` : text;
    }
    case 'not':
      return `!${printValue(value.a, 9)}`;
    case 'cond': {
      // A conditional inside a branch keeps its parentheses: the same value, and easier to read.
      const text = `${printValue(value.test, 1)} ? ${printValue(value.then, 1)} : ${printValue(value.else, 1)}`;
      return outer > 0 ? `(${text})` : text;
    }
    case 'length':
      return `${printValue(value.of, 9)}.length`;
    case 'contains':
      return `${printValue(value.of, 9)}.contains(${printValue(value.arg, 0)})`;
    case 'replace':
      return `${printValue(value.of, 9)}.replace(${quote(value.from)}, ${quote(value.to)})`;
    case 'matches':
      return `${printValue(value.of, 9)}.matches(${String(value.pattern)})`;
  }
}

/** The rule as the text database.rules.json holds. */
export function printRule(rule: Value | boolean): string | boolean {
  return typeof rule === 'boolean' ? rule : printValue(rule.node, 0);
}
