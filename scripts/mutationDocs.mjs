// Issue 45 "keep it honest over time": docs/mutation.md's two generated tables, printed from
// what they describe so that neither can drift from it:
// - the score table, from docs/mutation-score.json (the committed rows);
// - the table of equivalent mutants, from the `// Stryker disable` comments in the mutated code.
// `node scripts/mutation.mjs --docs` rewrites them; scripts/mutationDocs.test.ts fails when the
// committed page differs from what these functions print.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const SCORE_START = '<!-- score table: from docs/mutation-score.json -->';
export const SCORE_END = '<!-- /score table -->';
export const DISABLED_START = '<!-- disabled: from the Stryker disable comments -->';
export const DISABLED_END = '<!-- /disabled -->';

/** The folders whose code Stryker mutates (stryker.config.mjs): src/core and workers. */
export const MUTATED_ROOTS = ['src/core', 'workers'];

/** A number as the page writes it: one decimal, and ✗ when under the floor. */
function scoreCell(score, floor) {
  return `${score.toFixed(1)}${score < floor ? ' ✗' : ''}`;
}

/** One target's table (core or engine) from its summary in docs/mutation-score.json. */
export function scoreTable(name, summary) {
  const floor = summary.floor ?? 0;
  const statics = summary.ignoreStatic ? 'static mutants left out' : 'static mutants included';
  const row = (file, c, bold = false) => {
    const cell = (text) => (bold ? `**${text}**` : text);
    return `| ${cell(file)} | ${cell(scoreCell(c.score, floor))} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} |`;
  };
  return [
    `**${name}** (${statics}; floor ${floor} %)`,
    '',
    '| file | score | killed | timed out | survived | no coverage |',
    '|---|---:|---:|---:|---:|---:|',
    ...Object.entries(summary.files).map(([file, counts]) => row(file, counts)),
    row(`whole ${name}`, summary.total, true),
  ].join('\n');
}

/** Every target of docs/mutation-score.json, core first. */
export function scoreTables(summaries) {
  return Object.entries(summaries)
    .map(([name, summary]) => scoreTable(name, summary))
    .join('\n\n');
}

const DISABLE = /\/\/\s*Stryker disable (next-line )?([A-Za-z, ]+?|all):\s*(.*)$/;

/**
 * The Stryker disable comments of one file's text: where (the line a `next-line` comment
 * covers, or the first line of a disable…restore block), which mutators, and the reason.
 */
export function disableComments(file, text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    const match = DISABLE.exec(line);
    if (!match) return;
    const [, nextLine, mutators, reason] = match;
    found.push({
      where: nextLine ? `${file}:${index + 2}` : `${file}:${index + 2}– (block)`,
      file,
      line: index + 2,
      mutators: mutators
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean)
        .join(', '),
      reason: reason.trim(),
    });
  });
  return found;
}

/** The table of equivalent mutants, sorted by file and line. */
export function disabledTable(comments) {
  const sorted = [...comments].sort((a, b) =>
    a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1,
  );
  const escape = (text) => text.replaceAll('|', '\\|');
  return [
    '| where | mutators | why no behaviour tells them apart |',
    '|---|---|---|',
    ...sorted.map((c) => `| ${c.where} | ${c.mutators} | ${escape(c.reason)} |`),
  ].join('\n');
}

/** The .ts files under `dir` (relative to `root`) that Stryker mutates: no tests, no barrels. */
function mutatedFiles(root, dir) {
  const out = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...mutatedFiles(root, rel));
    else if (rel.endsWith('.ts') && !rel.endsWith('.test.ts')) out.push(rel);
  }
  return out;
}

/** Every disable comment in the mutated code of the repository at `root`. */
export function repositoryComments(root) {
  return MUTATED_ROOTS.flatMap((dir) => mutatedFiles(root, dir)).flatMap((file) =>
    disableComments(file, readFileSync(path.join(root, file), 'utf8')),
  );
}

/** `page` with the text between `start` and `end` replaced by `body`. */
export function replaceBetween(page, start, end, body) {
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/mutation.md has no ${start} … ${end}`);
  return `${page.slice(0, from + start.length)}\n${body}\n${page.slice(to)}`;
}

/** docs/mutation.md as it should read: both tables printed from the repository at `root`. */
export function mutationPage(root) {
  const page = readFileSync(path.join(root, 'docs/mutation.md'), 'utf8');
  const summaries = JSON.parse(readFileSync(path.join(root, 'docs/mutation-score.json'), 'utf8'));
  const scored = replaceBetween(page, SCORE_START, SCORE_END, `${scoreTables(summaries)}\n`);
  return replaceBetween(
    scored,
    DISABLED_START,
    DISABLED_END,
    disabledTable(repositoryComments(root)),
  );
}
