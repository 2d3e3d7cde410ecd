/**
 * The printer of database.rules.json (P51) and storage.rules (P62): the rules tree is written once, as expressions, in
 * adapters/rtdb/rules/databaseRules.ts; this walks it and prints every `.read`, `.write` and
 * `.validate` as RTDB rule text (`printRule`), keeping `.indexOn` as it is. docs/firebase.md
 * ("Rules") explains every rule.
 *
 * storage.rules is printed by src/core/rules/storage.ts from core's photo layout and bounds
 * (src/core/photos.ts); it is written here beside database.rules.json, and deployed with it by
 * one command (docs/firebase.md, "Deployment").
 *
 * After a change, regenerate both files (tests/rules fails while they differ):
 *
 *   npx tsx adapters/firebase/rules/buildRules.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { Value, printRule } from '../../../src/core/rules/expr';
import { DATABASE_RULES } from '../../rtdb/rules/databaseRules';
import type { RulesTree } from '../../rtdb/rules/databaseRules';
import { printStorageRules } from '../../../src/core/rules/storage';

/** A rule as database.rules.json holds it: rule text, or a constant verdict. */
type PrintedRule = string | boolean;

/** A node of database.rules.json. */
export interface PrintedTree {
  '.read'?: PrintedRule;
  '.write'?: PrintedRule;
  '.validate'?: PrintedRule;
  '.indexOn'?: string[];
  [child: string]: PrintedTree | PrintedRule | string[] | undefined;
}

/** `tree` with every rule printed, its keys in the same order. */
export function printTree(tree: RulesTree): PrintedTree {
  const printed: PrintedTree = {};
  for (const [key, entry] of Object.entries(tree)) {
    if (entry === undefined) continue;
    if (typeof entry === 'boolean' || entry instanceof Value) printed[key] = printRule(entry);
    else if (Array.isArray(entry)) printed[key] = [...(entry as readonly string[])];
    else printed[key] = printTree(entry as RulesTree);
  }
  return printed;
}

export function buildRules(): { rules: PrintedTree } {
  return { rules: printTree(DATABASE_RULES) };
}

/** database.rules.json as committed: buildRules() formatted by Prettier. */
export async function rulesFileText(): Promise<string> {
  return format(JSON.stringify(buildRules()), { parser: 'json', printWidth: 100 });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../../../database.rules.json', import.meta.url));
  writeFileSync(target, await rulesFileText());
  console.log(`Wrote ${target}`);
  const storage = fileURLToPath(new URL('../../../storage.rules', import.meta.url));
  writeFileSync(storage, printStorageRules());
  console.log(`Wrote ${storage}`);
}
