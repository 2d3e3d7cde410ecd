/**
 * No import cycles anywhere in the code base, type imports included. ESLint's import/no-cycle
 * skips `import type` (eslint-plugin-import has no option to follow them), so this test reads
 * every module of the app, the worker, the adapters, the fixtures, the scripts and the tests with
 * TypeScript's own import scanner and looks for cycles.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The relative module specifiers a source imports or re-exports (`import type` included). */
function relativeImports(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The import graph of `entries` and everything they reach. */
function importGraph(entries: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop() as string;
    if (graph.has(file)) continue;
    const deps = relativeImports(readFileSync(file, 'utf8'))
      .map((spec) => resolve(file, spec))
      .filter((f): f is string => f !== null);
    graph.set(file, deps);
    todo.push(...deps.filter((d) => !graph.has(d)));
  }
  return graph;
}

/** The strongly connected groups of more than one module (Tarjan), each a cycle. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles, type imports included', () => {
  it('reads `import type` and `export type … from` as imports', () => {
    const text = [
      "import type { B } from './b';",
      "export type { A } from '../a';",
      "import { useState } from 'react';",
      "import { C } from './c';",
    ].join('\n');
    expect(relativeImports(text)).toEqual(['./b', '../a', './c']);
  });

  it('finds the modules that import each other, however many steps apart', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['a']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(['src', 'workers', 'adapters', 'fixtures', 'scripts', 'tests'])(
    'has none among the modules %s/ reaches',
    (dir) => {
      const graph = importGraph(sourceFiles(path.join(root, dir)));
      expect(graph.size).toBeGreaterThan(10);
      expect(cycles(graph).map((group) => group.map((f) => path.relative(root, f)))).toEqual([]);
    },
  );
});
