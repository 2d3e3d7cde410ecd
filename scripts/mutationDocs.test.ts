/**
 * Issue 45 "keep it honest over time": docs/mutation.md's tables are what the repository says,
 * the score rows of docs/mutation-score.json and every Stryker disable comment with its reason.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  disableComments,
  disabledTable,
  mutationPage,
  replaceBetween,
  scoreTable,
} from './mutationDocs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('docs/mutation.md', () => {
  it('a next-line comment names the line under it; a block names its first line', () => {
    const text = [
      'const a = 1;',
      '  // Stryker disable next-line EqualityOperator,ConditionalExpression: a < b and a <= b agree',
      '  if (a < b) return;',
      '// Stryker disable all: runs while the module loads',
      'const t = build();',
      '// Stryker restore all',
    ].join('\n');
    expect(disableComments('src/core/x.ts', text)).toEqual([
      {
        where: 'src/core/x.ts:3',
        file: 'src/core/x.ts',
        line: 3,
        mutators: 'EqualityOperator, ConditionalExpression',
        reason: 'a < b and a <= b agree',
      },
      {
        where: 'src/core/x.ts:5– (block)',
        file: 'src/core/x.ts',
        line: 5,
        mutators: 'all',
        reason: 'runs while the module loads',
      },
    ]);
  });

  it('rows are sorted by file, then by line as a number; a | in a reason is escaped', () => {
    const row = (file: string, line: number, reason: string) => ({
      where: `${file}:${line}`,
      file,
      line,
      mutators: 'StringLiteral',
      reason,
    });
    expect(
      disabledTable([
        row('src/core/b.ts', 9, 'x'),
        row('src/core/b.ts', 10, 'a || b'),
        row('src/core/a.ts', 50, 'y'),
      ])
        .split('\n')
        .slice(2),
    ).toEqual([
      '| src/core/a.ts:50 | StringLiteral | y |',
      '| src/core/b.ts:9 | StringLiteral | x |',
      '| src/core/b.ts:10 | StringLiteral | a \\|\\| b |',
    ]);
  });

  it('a file under the floor is marked ✗, and the whole row is bold', () => {
    const table = scoreTable('core', {
      floor: 95,
      ignoreStatic: true,
      total: { killed: 190, timeout: 0, survived: 10, noCoverage: 0, score: 95 },
      files: {
        'src/core/a.ts': { killed: 94, timeout: 0, survived: 6, noCoverage: 0, score: 94 },
        'src/core/b.ts': { killed: 96, timeout: 0, survived: 4, noCoverage: 0, score: 96 },
      },
    });
    expect(table.split('\n')).toEqual([
      '**core** (static mutants left out; floor 95 %)',
      '',
      '| file | score | killed | timed out | survived | no coverage |',
      '|---|---:|---:|---:|---:|---:|',
      '| src/core/a.ts | 94.0 ✗ | 94 | 0 | 6 | 0 |',
      '| src/core/b.ts | 96.0 | 96 | 0 | 4 | 0 |',
      '| **whole core** | **95.0** | 190 | 0 | 10 | 0 |',
    ]);
  });

  it('replaces only what lies between the markers', () => {
    expect(
      replaceBetween('a\n<!-- s -->\nold\n<!-- e -->\nb', '<!-- s -->', '<!-- e -->', 'new'),
    ).toBe('a\n<!-- s -->\nnew\n<!-- e -->\nb');
  });

  it('the committed page shows the committed scores and every disable comment (node scripts/mutation.mjs --docs)', () => {
    expect(readFileSync(path.join(root, 'docs/mutation.md'), 'utf8')).toBe(mutationPage(root));
  });
});
