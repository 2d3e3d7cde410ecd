/**
 * Issue 39, P53, P54: the actions, the roles and the header fields are each listed in ONE table.
 * This test reads every production module with TypeScript's parser and fails when a literal
 * list of them appears anywhere else: an array, a union type or an object keyed by them, with
 * at least two members of the same table (three for header keys, as 'date' or 'city' alone are
 * common words; one more for an object's keys, as 'edit' or 'delete' name a button too). A new action, role or header field is then one entry in its table, and the
 * modules that need the list read it from there.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { BULLETIN_ACTIONS } from '../../src/core/actions';
import { HEADER_KEYS } from '../../src/core/headerFields';
import { ROLE_IDS } from '../../src/core/roles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Table {
  name: string;
  ids: ReadonlySet<string>;
  /** How many of its ids make a list. */
  least: number;
  /** The files allowed to list them: the table itself, and what is keyed by it by design (why). */
  homes: Readonly<Record<string, string>>;
}

const TABLES: readonly Table[] = [
  {
    name: 'roles',
    ids: new Set(ROLE_IDS),
    least: 2,
    homes: {
      'src/core/roles.ts': 'the table',
      'src/core/actions.ts': 'who may take each action is its entry',
      'src/features/auth/messages.ts': "the login's demo account of each role (fixture data)",
    },
  },
  {
    name: 'bulletin actions',
    ids: new Set(Object.keys(BULLETIN_ACTIONS)),
    least: 2,
    homes: {
      'src/core/actions.ts': 'the registry',
      'src/core/usecases/invoices.ts': "perform's dispatch: each action's transition",
      'src/features/home/homeActionTable.ts': "the home's table keyed by the same ids",
      'src/features/home/messages.ts': "that table's pt-BR words",
      'src/features/home/RowActions.tsx': 'what a click on each dialog action opens',
    },
  },
  {
    name: 'header keys',
    ids: new Set(HEADER_KEYS),
    least: 3,
    homes: {
      'src/core/headerFields.ts': 'the table',
      'src/features/home/bulletinRows.ts': "the home grid's columns (SPEC §2), its own choice",
      'src/features/home/messages.ts': "those columns' pt-BR titles",
    },
  },
];

/** Production modules: the app, the adapters, the worker (tests and test data aside). */
function productionFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'testing' || entry.name === 'node_modules'
        ? []
        : productionFiles(relative);
    }
    const test = /\.test\.tsx?$|^testData\.tsx?$|^testSupport\.tsx?$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !test ? [relative] : [];
  });
}

/** The string members of a list-like node: array elements, union members, object keys. */
function members(node: ts.Node): string[] {
  const text = (n: ts.Node): string | null =>
    ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : null;
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.map(text).filter((t): t is string => t !== null);
  }
  if (ts.isUnionTypeNode(node)) {
    return node.types
      .map((t) => (ts.isLiteralTypeNode(t) ? text(t.literal) : null))
      .filter((t): t is string => t !== null);
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties
      .map((p) =>
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null,
      )
      .filter((t): t is string => t !== null);
  }
  return [];
}

/** Every list of `table`'s ids in `source` (named by file:line), outside its homes. */
export function listsOf(table: Table, file: string, source: string): string[] {
  if (Object.hasOwn(table.homes, file)) return [];
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const hits = new Set(members(node).filter((m) => table.ids.has(m)));
    const least = ts.isObjectLiteralExpression(node) ? table.least + 1 : table.least;
    if (hits.size >= least) {
      const { line } = parsed.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1} lists ${table.name}: ${[...hits].join(', ')}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

const FILES = ['src', 'adapters', 'workers'].flatMap(productionFiles);

describe('issue 39: one table of actions, of roles and of header fields', () => {
  it('finds a list written outside its table (the scan can fail)', () => {
    const roles = TABLES[0] as Table;
    expect(listsOf(roles, 'src/x.ts', "const A = ['admin', 'superv'];")).toHaveLength(1);
    expect(listsOf(roles, 'src/x.ts', "type R = 'func' | 'team' | 'x';")).toHaveLength(1);
    expect(listsOf(roles, 'src/x.ts', 'const L = { admin: 1, team: 2, func: 3 };')).toHaveLength(1);
    expect(listsOf(roles, 'src/x.ts', 'const L = { admin: 1, team: 2 };')).toEqual([]);
    expect(listsOf(roles, 'src/x.ts', "const one = ['admin'];")).toEqual([]);
    expect(listsOf(roles, 'src/core/roles.ts', "const A = ['admin', 'superv'];")).toEqual([]);
  });

  it.each(TABLES.map((table) => [table.name, table] as const))(
    'no production module lists %s outside its table',
    (_name, table) => {
      const lists = FILES.flatMap((file) =>
        listsOf(table, file, readFileSync(path.join(root, file), 'utf8')),
      );
      expect(lists).toEqual([]);
    },
  );
});
