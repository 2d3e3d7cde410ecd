/**
 * Issue 14: what the database rules protect, read by value. The rules (expressions built from
 * adapters/rtdb/rules/tables.ts) compile these same patterns and lists, and the app decides with
 * these same functions what it may write, so the app never sends a write the rules refuse: one
 * rule, one place (docs/firebase.md, "The field rules").
 */
import { ADMIN_FLAGS } from './actions';
import { splitClassOf } from './codes';
import type { SplitClass } from './codes';
import { PROTECTED_SERVICE_LINES } from './limits';
import { isStoredPhoto } from './photos';
import { toList } from './lists';
import type { Invoice, PhotoLine, ServiceLine, UserRecord } from './model';

/**
 * D15, D39: a pedido text that counts: spaces aside, neither empty nor '-' (written so that RTDB
 * rules and JavaScript read it alike).
 */
export const PEDIDO_SET = /[^ -]|-.*-/;
/** Text of spaces only (an empty image URL, a blank name). */
export const BLANK = /^ *$/;
/** An http(s) address with a host (what the app's isHttpUrl accepts). */
export const HTTP_URL = /^ *https?:\/\/[^ /]/i;
/** An image embedded in the URL (the demo data's photos). */
export const DATA_IMAGE = /^ *data:image\//i;

/**
 * D9: the flags only an admin sets (anyone else leaves them, or writes false where not true):
 * the fields of the admin's marks, derived from the registry of actions (P53). Re-exported here
 * for the rules' readers (adapters/rtdb/fieldRules.ts) that import it from this module.
 */
export { ADMIN_FLAGS };

/**
 * Service lines a non-admin writes: keys "0" to "99" (P56: defined in limits.ts with the rules'
 * other bounds; re-exported for the readers that import it from here).
 */
export { PROTECTED_SERVICE_LINES };

/** D15, D39: does this pedido count (a number, or text that is not blank or '-')? */
export function pedidoIsSet(value: unknown): boolean {
  return typeof value === 'number' || (typeof value === 'string' && PEDIDO_SET.test(value));
}

/** Issue 14: a service line carrying a pedido: only an admin changes or removes it. */
export function carriesPedido(line: ServiceLine | null | undefined): boolean {
  return pedidoIsSet(line?.pedido);
}

/**
 * Issue 14: a service line the rules compare by its stored key (RTDB list position): one with a
 * pedido must stay identical at its key, and a paid one keeps the key's paid state, so no other
 * line may move onto it. Removing a line before one of these leaves a hole (core editList).
 */
export function serviceLineStaysInPlace(line: ServiceLine): boolean {
  return carriesPedido(line) || line.paid === true;
}

/**
 * Issue 14: a structure whose image is a legacy path (neither empty, http(s), data:image nor a
 * photo the app stored, P60): the rules take it only where it is stored, so it keeps its key too.
 */
export function photoStaysInPlace(photo: PhotoLine): boolean {
  const path: unknown = photo.firebasePath;
  return (
    typeof path === 'string' &&
    !BLANK.test(path) &&
    !HTTP_URL.test(path) &&
    !DATA_IMAGE.test(path) &&
    !isStoredPhoto(path)
  );
}

/**
 * SPEC §4, issue 14 (P15): the name a forward records as `checked_by`: the user record's `name`
 * exactly as stored (no trim: the rules compare it byte for byte), or, when the record has no
 * name (none, not text, or only spaces), the sign-in email (the rules' `auth.token.email`).
 *
 * @example
 * checkerNameOf({ name: ' Sup ' }, 'sup@x.com'); // ' Sup '
 * checkerNameOf({ name: '' }, 'sup@x.com'); // 'sup@x.com'
 */
export function checkerNameOf(
  record: UserRecord | null | undefined,
  email: string | null | undefined,
): string {
  const name: unknown = record?.name;
  if (typeof name === 'string' && !BLANK.test(name)) return name;
  return email ?? '';
}

const absentOr = (value: unknown, allowed: unknown) =>
  value === undefined || value === null || value === allowed;

/** Why a non-admin may not create a copy of this bulletin (a split's half, D13). */
export type CopyRefusal = 'forwarded' | 'marked' | 'pedido' | 'tooLong';

/**
 * Issue 14: what the rules refuse when someone other than an admin creates a split's halves
 * (D13: each a copy of the original with its group's lines): a forward's record (checked true, or
 * checked_closed other than 'false_false'), an admin flag or status 'viewed', a pedido (header,
 * or a line with one or marked paid), or a group of more than PROTECTED_SERVICE_LINES lines.
 * Exactly those; null when none applies.
 */
export function copyRefusal(invoice: Invoice): CopyRefusal | null {
  if (invoice.checked === true || !absentOr(invoice.checked_closed, 'false_false')) {
    return 'forwarded';
  }
  const flags = invoice as Record<string, unknown>;
  if (ADMIN_FLAGS.some((flag) => !absentOr(flags[flag], false)) || invoice.status === 'viewed') {
    return 'marked';
  }
  const lines = toList(invoice.services);
  if (pedidoIsSet(invoice.header?.pedido) || lines.some((line) => serviceLineStaysInPlace(line))) {
    return 'pedido';
  }
  const counts: Record<SplitClass, number> = { I: 0, C: 0 };
  for (const line of lines) {
    const cls = splitClassOf(line.code);
    if (cls) counts[cls] += 1;
  }
  if (counts.I > PROTECTED_SERVICE_LINES || counts.C > PROTECTED_SERVICE_LINES) return 'tooLong';
  return null;
}
