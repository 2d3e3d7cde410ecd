/**
 * P51: the rules tree (adapters/rtdb/rules) judged with the Realtime Database's semantics, for
 * the stores that have no rules engine of their own: fixture mode's memory tree (every read and
 * write of it, as the signed-in user) and the rules suite (tests/rules, against targaryen on the
 * printed database.rules.json). The semantics are the database's, as targaryen implements them
 * (node_modules/targaryen/lib/database/ruleset.js is the reference this follows step by step):
 *
 * - a read of a path is allowed when some `.read` at or above it is true (a grant cascades down
 *   and cannot be taken back below);
 * - a write of a path is allowed when some `.write` at or above it is true, and every `.validate`
 *   it reaches holds on the tree after the write: those of the nodes from the root down to the
 *   path where the new data exists, then those of every node under the path that the new value
 *   holds. A removal runs no `.validate` where the data is gone, so a rule against a removal is
 *   a `.write`;
 * - a multi-path update is one write per path, all judged on the same tree before and after
 *   (`newData` anywhere is the tree once every path is written) and allowed only as a whole;
 * - a child with no rule of its own takes the node's `$variable` child, which binds the key; a
 *   path with neither has no rules below it (nothing is granted there, nothing validated);
 * - a rule that cannot be evaluated is false (expr.ts `evaluate`).
 */
import { evaluate } from '../../../src/core/rules/expr';
import type { RuleContext, RulesAuth } from '../../../src/core/rules/expr';
import type { Rule, RulesTree } from './databaseRules';

/** The judge's answer: allowed, or where and why not. */
export type Verdict = { allowed: true } | { allowed: false; path: string; reason: string };

type Segments = readonly string[];

const ALLOWED: Verdict = { allowed: true };

/** A rules node's children, found once per node (the tree is a constant: kept by identity). */
interface Children {
  named: ReadonlyMap<string, RulesTree>;
  wild: { name: string; node: RulesTree } | null;
}

const childrenOf = new WeakMap<RulesTree, Children>();

function isNode(value: unknown): value is RulesTree {
  // A child is a record; a rule is a boolean or an expression (a class instance); `.indexOn`
  // is a list.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function children(node: RulesTree): Children {
  let known = childrenOf.get(node);
  if (known) return known;
  const named = new Map<string, RulesTree>();
  let wild: Children['wild'] = null;
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('.') || !isNode(value)) continue;
    if (key.startsWith('$')) wild = { name: key, node: value };
    else named.set(key, value);
  }
  known = { named, wild };
  childrenOf.set(node, known);
  return known;
}

/** The rules of `key` under `node` (its own, else the `$variable`'s, binding it), or null. */
function step(
  node: RulesTree,
  key: string,
  vars: Readonly<Record<string, string>>,
): { node: RulesTree; vars: Readonly<Record<string, string>> } | null {
  const { named, wild } = children(node);
  const own = named.get(key);
  if (own) return { node: own, vars };
  if (wild) return { node: wild.node, vars: { ...vars, [wild.name]: key } };
  return null;
}

function childOf(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  return (value as Record<string, unknown>)[key];
}

function valueAt(tree: unknown, path: Segments): unknown {
  let value = tree;
  for (const key of path) {
    value = childOf(value, key);
    if (value === undefined) return undefined;
  }
  return value;
}

/** Whether data is stored there: absent, null and empty records are the same (nothing). */
function exists(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'object') return true;
  return Object.values(value).some(exists);
}

const shown = (path: Segments): string => path.join('/');

/**
 * Whether `path` may be read by `auth` on the data `root`, at the server's time `now`: some
 * `.read` from the root down to the path is true.
 *
 * @example
 * judgeRead(DATABASE_RULES, tree, ['forms', 'ORCDISTBA01'], { uid: 'u1', email: null }, now);
 */
export function judgeRead(
  rules: RulesTree,
  root: unknown,
  path: Segments,
  auth: RulesAuth | null,
  now: number,
): Verdict {
  let at: { node: RulesTree; vars: Readonly<Record<string, string>> } | null = {
    node: rules,
    vars: {},
  };
  for (let depth = 0; at !== null; depth += 1) {
    const read = at.node['.read'];
    if (read !== undefined) {
      const context: RuleContext = {
        before: root,
        after: root,
        path: path.slice(0, depth),
        auth,
        now,
        vars: at.vars,
      };
      if (evaluate(read, context)) return ALLOWED;
    }
    if (depth === path.length) break;
    at = step(at.node, path[depth] as string, at.vars);
  }
  return { allowed: false, path: shown(path), reason: 'no .read rule allows it' };
}

/**
 * Whether the write that takes the tree from `before` to `after` by setting each of the `written`
 * paths (a set: one path; a multi-path update: one per key) is allowed to `auth` at the server's
 * time `now` (`after` holds that time where the write asked for the server's). Each rule is
 * evaluated once per node however many written paths reach it: the same rule on the same
 * trees gives the same answer, and a bulletin's own `.validate` is the costly one.
 *
 * @example
 * judgeWrite(DATABASE_RULES, before, after, [['forms', 'T1', 'k1', 'paid']], writer, now);
 */
export function judgeWrite(
  rules: RulesTree,
  before: unknown,
  after: unknown,
  written: readonly Segments[],
  auth: RulesAuth | null,
  now: number,
): Verdict {
  const known = new Map<string, boolean>();
  /** The rule `kind` of the node at `path` (bound `vars`), evaluated once per judgement. */
  const holds = (
    rule: Rule,
    kind: '.write' | '.validate',
    path: Segments,
    vars: Readonly<Record<string, string>>,
  ): boolean => {
    const key = `${kind} ${shown(path)}`;
    let value = known.get(key);
    if (value === undefined) {
      value = evaluate(rule, { before, after, path, auth, now, vars });
      known.set(key, value);
    }
    return value;
  };
  const refused = (path: Segments, reason: string): Verdict => ({
    allowed: false,
    path: shown(path),
    reason,
  });

  /** Every `.validate` under `path` whose node the new `value` holds (a removal holds none). */
  const validateBelow = (
    node: RulesTree,
    vars: Readonly<Record<string, string>>,
    path: Segments,
    value: unknown,
  ): Verdict => {
    if (typeof value !== 'object' || value === null) return ALLOWED;
    for (const key of Object.keys(value)) {
      const child = (value as Record<string, unknown>)[key];
      if (!exists(child)) continue;
      const next = step(node, key, vars);
      if (next === null) continue;
      const childPath = [...path, key];
      const validate = next.node['.validate'];
      if (validate !== undefined && !holds(validate, '.validate', childPath, next.vars)) {
        return refused(childPath, '.validate fails');
      }
      const below = validateBelow(next.node, next.vars, childPath, child);
      if (!below.allowed) return below;
    }
    return ALLOWED;
  };

  for (const target of written) {
    let permitted = false;
    let at: { node: RulesTree; vars: Readonly<Record<string, string>> } | null = {
      node: rules,
      vars: {},
    };
    let depth = 0;
    for (; at !== null; depth += 1) {
      const path = target.slice(0, depth);
      const present = exists(valueAt(after, path));
      // Granted above and nothing here (so nothing below): no rule left to run on this path.
      if (permitted && !present) break;
      const write = at.node['.write'];
      if (!permitted && write !== undefined) permitted = holds(write, '.write', path, at.vars);
      const validate = at.node['.validate'];
      if (present && validate !== undefined && !holds(validate, '.validate', path, at.vars)) {
        return refused(path, '.validate fails');
      }
      if (depth === target.length) break;
      at = step(at.node, target[depth] as string, at.vars);
    }
    if (!permitted) return refused(target, 'no .write rule allows it');
    // The rules of the written node itself were reached: validate what its new value holds.
    if (at !== null && depth === target.length) {
      const below = validateBelow(at.node, at.vars, target, valueAt(after, target));
      if (!below.allowed) return below;
    }
  }
  return ALLOWED;
}
