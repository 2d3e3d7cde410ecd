/**
 * Issue 15: what a change did to a bulletin, as its history event records it. Pure: the event's
 * `changes` are computed from the bulletin as the user saw it (the entry the change is made on,
 * D51) and the fields the change writes, so the record of a change and the change itself come
 * from the same values and travel in the same write.
 *
 * Values are kept as stored (money in reais and quantities as the record holds them, D3), so
 * the log says what the database held, not a reformatted reading of it. A service line's total
 * before and after (D5, in cents, with the global factor of the save) is kept beside it, so the
 * text never depends on a factor that changed later.
 */
import { canonicalJson } from './json';
import { storedList } from './lists';
import { lineTotalCents } from './money';
import type { BulletinFields, HistoryChange, Invoice, RtdbList, ServiceLine } from './model';

/** The bulletin's lists, diffed line by line. */
const LISTS: ReadonlySet<string> = new Set(['services', 'materials', 'photos']);

/**
 * Fields a change writes that the event already says in its own words, or that only mirror
 * another: the server's time (the event's `at`), who edited (the event's `byName`), the
 * revision (the event's key), the numeric date (the header's dd/mm/yyyy is shown) and the
 * checked record the action names ('encaminhou', 'retornou').
 */
const NOT_RECORDED: ReadonlySet<string> = new Set([
  'rev',
  'editedBy',
  'checked_at',
  'checked_by',
  'checked_closed',
  'date',
  'lastReturn',
]);

function present(value: unknown): boolean {
  return value !== null && value !== undefined;
}

function change(path: string, before: unknown, after: unknown): HistoryChange {
  const out: HistoryChange = { path };
  if (present(before)) out.before = before;
  if (present(after)) out.after = after;
  return out;
}

function same(a: unknown, b: unknown): boolean {
  // Stryker disable next-line ConditionalExpression: both absent read as null below and compare equal too; the test only says so first
  if (!present(a) && !present(b)) return true;
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** The value at a path inside a record ('header/pedido'), or undefined. */
function valueAt(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const part of path.split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A stored list's lines with their keys (D1, core `storedList`: holes skipped). */
export function keyedLines<T>(list: RtdbList<T> | null | undefined): { key: number; line: T }[] {
  return storedList(list).flatMap((line, key) => (line === null ? [] : [{ key, line }]));
}

type Step = { kind: 'keep' | 'remove' | 'add'; before?: number; after?: number };

/**
 * The shortest edit from one list of line texts to another (longest common subsequence): the
 * lines kept, removed and added, in order. Lists hold at most a few hundred lines.
 */
function editSteps(before: readonly string[], after: readonly string[]): Step[] {
  const n = before.length;
  const m = after.length;
  // lcs[i][j]: length of the common subsequence of before[i..] and after[j..].
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = lcs[i] as number[];
      row[j] =
        before[i] === after[j]
          ? ((lcs[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lcs[i + 1] as number[])[j] as number, row[j + 1] as number);
    }
  }
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: past either end before[i] or after[j] is undefined, which equals no line's text, so the bounds only say it first
    if (i < n && j < m && before[i] === after[j]) {
      steps.push({ kind: 'keep', before: i, after: j });
      i += 1;
      j += 1;
    } else if (
      // Stryker disable next-line ConditionalExpression,EqualityOperator: at j = m, lcs[i][m + 1] is undefined and `undefined >= x` is false, so a removal is chosen anyway
      j < m &&
      (i === n ||
        ((lcs[i] as number[])[j + 1] as number) >= ((lcs[i + 1] as number[])[j] as number))
    ) {
      // Stryker disable next-line StringLiteral: lineChanges reads every step that is neither keep nor remove as an addition
      steps.push({ kind: 'add', after: j });
      j += 1;
    } else {
      steps.push({ kind: 'remove', before: i });
      i += 1;
    }
  }
  return steps;
}

/**
 * Issue 15: the lines of a list that a change added, removed or changed. Lines are matched by
 * content (a line removed from the middle is one removal, not a change of every later line);
 * within a run of removals and additions, the k-th removed line and the k-th added one are read
 * as one line changed. Each change names the line's key in the list written (its stored key
 * before, for a removal). `factor` (the global factor, D4) adds each service line's totals.
 */
export function lineChanges(
  list: string,
  before: RtdbList<unknown> | null | undefined,
  after: RtdbList<unknown> | null | undefined,
  factor?: number,
): HistoryChange[] {
  const old = keyedLines(before);
  const now = keyedLines(after);
  const steps = editSteps(
    old.map((entry) => canonicalJson(entry.line)),
    now.map((entry) => canonicalJson(entry.line)),
  );
  const out: HistoryChange[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < Math.max(removed.length, added.length); k += 1) {
      // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end removed[k] is undefined and old[undefined] too
      const b = k < removed.length ? old[removed[k] as number] : undefined;
      // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end added[k] is undefined and now[undefined] too
      const a = k < added.length ? now[added[k] as number] : undefined;
      // Stryker disable next-line ConditionalExpression: below `pairs` there is always an added line, so `a` alone decides
      const key = k < pairs || a ? (a as { key: number }).key : (b as { key: number }).key;
      out.push(withTotals(change(`${list}/${key}`, b?.line, a?.line), list, factor));
    }
    removed = [];
    added = [];
  };
  for (const step of steps) {
    if (step.kind === 'keep') flush();
    else if (step.kind === 'remove') removed.push(step.before as number);
    else added.push(step.after as number);
  }
  flush();
  return out;
}

function withTotals(entry: HistoryChange, list: string, factor?: number): HistoryChange {
  if (list !== 'services' || factor === undefined) return entry;
  if (present(entry.before))
    entry.totalBefore = lineTotalCents(entry.before as ServiceLine, factor);
  if (present(entry.after)) entry.totalAfter = lineTotalCents(entry.after as ServiceLine, factor);
  return entry;
}

/** The header fields a change set or cleared (the header is written whole by the editor). */
function headerChanges(before: unknown, after: unknown): HistoryChange[] {
  const old = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const now = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
  return fields
    .filter((field) => !same(old[field], now[field]))
    .map((field) => change(`header/${field}`, old[field], now[field]));
}

/**
 * Issue 15: what writing `fields` does to `before` (the bulletin as the change was made on it),
 * field by field: the header field by field, each list line by line, any other field as its
 * value before and after; fields that do not change are left out, and so are those the event
 * says in its own words (NOT_RECORDED). `globalFactor` (D4) adds service lines' totals.
 *
 * @example
 * changesOf({ paid: false }, { paid: true }) // [{ path: 'paid', before: false, after: true }]
 */
export function changesOf(
  before: Invoice,
  fields: BulletinFields,
  globalFactor?: number,
): HistoryChange[] {
  const out: HistoryChange[] = [];
  for (const [field, value] of Object.entries(fields)) {
    const root = field.split('/')[0] as string;
    if (NOT_RECORDED.has(root)) continue;
    const old = valueAt(before, field);
    if (same(old, value)) continue;
    if (field === 'header') out.push(...headerChanges(old, value));
    else if (LISTS.has(field)) {
      out.push(
        ...lineChanges(
          field,
          old as RtdbList<unknown> | undefined,
          value as RtdbList<unknown> | undefined,
          // Stryker disable next-line ConditionalExpression: withTotals adds totals to service lines only, whatever factor it is given
          field === 'services' ? globalFactor : undefined,
        ),
      );
    } else out.push(change(field, old, value));
  }
  return out;
}
