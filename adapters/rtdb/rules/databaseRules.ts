/**
 * P51: the database rules as one tree of expressions (src/core/rules/expr.ts). The tree itself is
 * R1's (issue 39); until it lands here, only its type, which the judge (judge.ts) reads.
 */
import type { Value } from '../../../src/core/rules/expr';

/** A rule: an expression, or a constant. */
export type Rule = Value | boolean;

/** A node of the rules: its `.read`, `.write`, `.validate`, `.indexOn`, and its children. */
export interface RulesTree {
  '.read'?: Rule;
  '.write'?: Rule;
  '.validate'?: Rule;
  '.indexOn'?: readonly string[];
  [child: string]: RulesTree | Rule | readonly string[] | undefined;
}
