/**
 * D48: readable bulletin numbers. A team's bulletins are numbered by one sequence: the team's
 * two-digit number followed by the sequence in five digits (Equipe 01: 0100274, then 0100275).
 * The halves of a split are `{id}I` and `{id}C` (D13), so they use their original's number.
 * Ids in any other form (legacy data) are left as they are and never count.
 */

/** The last number a five-digit sequence can give. */
export const MAX_INVOICE_SEQUENCE = 99_999;

const FIXED_TEAM = /^ORCDISTBA(\d{2})$/;
const NUMBERED_ID = /^(\d{2})(\d{5})([IC])?$/;

/**
 * D48: the two digits a team's bulletin numbers start with ('ORCDISTBA01' → '01'), or null for
 * a team id outside the fixed form of SPEC §9, which has no sequence.
 */
export function teamNumberPrefix(team: string): string | null {
  return FIXED_TEAM.exec(team)?.[1] ?? null;
}

/**
 * D48: the id of the bulletin that takes number `sequence` in `team`.
 *
 * @example
 * formatInvoiceNumber('ORCDISTBA01', 275); // '0100275'
 */
export function formatInvoiceNumber(team: string, sequence: number): string {
  const prefix = teamNumberPrefix(team);
  if (prefix === null) throw new RangeError(`Team ${team} has no bulletin numbering`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`Bulletin number ${sequence} is outside 1..${MAX_INVOICE_SEQUENCE}`);
  }
  return `${prefix}${String(sequence).padStart(5, '0')}`;
}

/** An id as text: as stored, or a whole number written out (D3: ids may arrive as numbers). */
function idText(id: unknown): string | null {
  if (typeof id === 'string') return id.trim();
  // Stryker disable next-line LogicalOperator: Number.isSafeInteger is false for anything but a number, and an unsafe or fractional number never reads as seven digits
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return null;
}

/**
 * D48, D13: the number of `team`'s sequence an id uses: '0100274', '0100274I' and '0100274C'
 * all use 274 in ORCDISTBA01. Null for an id of another form or another team's prefix.
 */
export function sequenceOfId(team: string, id: unknown): number | null {
  const prefix = teamNumberPrefix(team);
  // Stryker disable next-line StringLiteral: any text the pattern refuses does for a missing id
  const match = NUMBERED_ID.exec(idText(id) ?? '');
  // Stryker disable next-line ConditionalExpression: a null prefix never equals the id's two digits either
  if (prefix === null || !match || match[1] !== prefix) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? sequence : null;
}

/**
 * D48: the highest number `team`'s ids use, 0 when none is in the form. A team's counter that
 * does not exist yet starts after it, so numbering continues the existing data.
 */
export function lastSequenceUsed(team: string, ids: Iterable<unknown>): number {
  let last = 0;
  for (const id of ids) last = Math.max(last, sequenceOfId(team, id) ?? 0);
  return last;
}

/** The `id` of each record of a forms/{team} node as read (an object keyed by push key). */
export function idsOfRecords(records: unknown): unknown[] {
  if (typeof records !== 'object' || records === null) return [];
  return Object.values(records).map((record: unknown) =>
    typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined,
  );
}
