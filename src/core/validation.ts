import { parseEditorDate } from './dates';
import { formatInteger, formatMoney } from './format';
import {
  HEADER_FIELDS,
  NUMBER_HEADER_KEYS,
  REQUIRED_HEADER_KEYS,
  headerKeysWhere,
} from './headerFields';
import type { HeaderKey, LimitedHeaderKey, RequiredHeaderKey } from './headerFields';
import type { AuthErrorCode } from './ports/AuthPort';
import {
  FORM_MESSAGES as F,
  LOGIN_MESSAGES,
  VALIDATION_MESSAGES as M,
  NUMBER_FIELD_LABELS,
} from './messages';
import { LIMITS, MAX_QUANTITY, withinBound } from './limits';
import type { InvoiceHeader, MaterialLine, PhotoLine, ServiceLine } from './model';
import { invoiceTotals } from './money';
import { readTypedNumber } from './numbers';
import { isStoredPhoto } from './photos';

/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Per-field messages; an empty object means valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

function blank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return String(value).trim() === '';
}

/**
 * SPEC §5 login: email required, valid format; password required, at least 6 characters.
 * Returns the message of each invalid field ({} when both are valid).
 */
export function validateLogin(input: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = input.email.trim();
  if (email === '') errors.email = M.emailRequired;
  else if (!EMAIL.test(email)) errors.email = M.emailInvalid;
  if (input.password === '') errors.password = M.passwordRequired;
  else if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = M.passwordTooShort;
  return errors;
}

/** SPEC §8: the login message for an auth error code (anything unknown is 'Erro no login…'). */
export function loginErrorMessage(code: AuthErrorCode | string | null | undefined): string {
  switch (code) {
    case 'auth/invalid-credential':
    case 'auth/user-not-found':
    case 'auth/wrong-password':
      return LOGIN_MESSAGES.badCredentials;
    case 'auth/too-many-requests':
      return LOGIN_MESSAGES.tooManyRequests;
    case 'auth/network-request-failed':
      return LOGIN_MESSAGES.network;
    case 'auth/user-disabled':
      return LOGIN_MESSAGES.disabled;
    default:
      return LOGIN_MESSAGES.other;
  }
}

/**
 * SPEC §5 new bulletin: a team is required, then the header table's required fields (title,
 * project and date) and a real dd/mm/yyyy date (D7). Returns the message to show, or null when
 * valid.
 */
export function validateNewBulletin(
  input: { team?: string | null } & Partial<Record<RequiredHeaderKey, string | null>>,
): string | null {
  if (blank(input.team)) return M.teamRequired;
  if (REQUIRED_HEADER_KEYS.some((key) => blank(input[key]))) return M.newBulletinRequired;
  return parseEditorDate(input.date) === null ? M.invalidDate : null;
}

/** Issue 16: the most a quantity may be (P56: limits.ts, with the rules' other bounds). */
export { MAX_QUANTITY };

/**
 * P56: each number field's upper bound as the rules hold it (limits.ts) and as a refusal says it
 * in pt-BR ('R$ 1.000.000.000,00', '1.000').
 */
export const NUMBER_BOUNDS = {
  price: { max: LIMITS.money, text: formatMoney(LIMITS.money) },
  quantity: { max: LIMITS.quantity, text: formatInteger(LIMITS.quantity) },
  factor: { max: LIMITS.factor, text: formatInteger(LIMITS.factor) },
  /** A header number (km) and any other number the rules bound by LIMITS.number. */
  number: { max: LIMITS.number, text: formatInteger(LIMITS.number) },
  /** The bulletin's totals, without and with factor (`total`, `total_wfactor`). */
  total: { max: LIMITS.money, text: formatMoney(LIMITS.money) },
} as const;

/** P56: a number read for `label`, refused beyond its bound ('Fator: o máximo é 1.000.'). */
function withinFieldBound(
  read: { ok: true; value: number | null },
  label: string,
  bound: { max: number; text: string },
): NumberCheck {
  if (read.value === null || withinBound(read.value, bound.max)) return read;
  return { ok: false, message: F.atMost(label, bound.text) };
}

/**
 * A typed number checked for its field: the value read (null for an optional field left empty)
 * or the message that refuses it.
 */
export type NumberCheck = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * Issue 16: reads a typed number (readTypedNumber, D3) for the field `label`; empty is
 * `whenEmpty` (a message refuses it, null lets it through as no value).
 */
function readField(
  value: unknown,
  label: string,
  whenEmpty: string | null,
): { ok: true; value: number | null } | { ok: false; message: string } {
  const read = readTypedNumber(value);
  if (read.ok) return read;
  if (read.problem === 'empty') {
    return whenEmpty === null ? { ok: true, value: null } : { ok: false, message: whenEmpty };
  }
  const text = String(value).trim();
  return {
    ok: false,
    message:
      read.problem === 'ambiguous'
        ? F.ambiguousNumber(label, text)
        : F.unreadableNumber(label, text),
  };
}

/**
 * SPEC §5: the add-service dialog's quantity is an integer of at least 1 (issue 16: read as
 * typed in pt-BR, at most MAX_QUANTITY). "2,5" is refused, never read as 25.
 */
export function checkAddServiceQuantity(value: unknown): NumberCheck {
  const read = readTypedNumber(value);
  if (!read.ok) {
    // "1.000" may mean a thousand: say so; anything else unreadable gets the field's rule.
    return read.problem === 'ambiguous'
      ? readField(value, NUMBER_FIELD_LABELS.quantity, null)
      : { ok: false, message: M.invalidQuantity };
  }
  const n = read.value;
  if (!Number.isInteger(n) || n < 1) return { ok: false, message: M.invalidQuantity };
  return withinFieldBound(read, NUMBER_FIELD_LABELS.quantity, NUMBER_BOUNDS.quantity);
}

/** SPEC §5: the add-service dialog's quantity is an integer of at least 1. */
export function isValidServiceQuantity(value: unknown): boolean {
  return checkAddServiceQuantity(value).ok;
}

/**
 * Issue 16: the quantity of a service or material line edited in place (or of the material
 * dialog): required, a number above 0 and at most MAX_QUANTITY; decimals are allowed (2,5 m).
 */
export function checkLineQuantity(value: unknown): NumberCheck {
  const label = NUMBER_FIELD_LABELS.quantity;
  const read = readField(value, label, M.editRequired);
  if (!read.ok) return read;
  const n = read.value ?? 0;
  if (!(n > 0)) return { ok: false, message: F.aboveZero(label) };
  return withinFieldBound({ ok: true, value: n }, label, NUMBER_BOUNDS.quantity);
}

/**
 * SPEC §5 edit service: a price above 0 is required ('Preencha todos os campos obrigatórios');
 * P56: at most R$ 1 billion (LIMITS.money).
 */
export function checkPrice(value: unknown): NumberCheck {
  const label = NUMBER_FIELD_LABELS.price;
  const read = readField(value, label, M.editRequired);
  if (!read.ok) return read;
  if (!((read.value ?? 0) > 0)) return { ok: false, message: M.editRequired };
  return withinFieldBound(read, label, NUMBER_BOUNDS.price);
}

/**
 * D4: a line's own factor; empty (or 0) leaves the global factor in force (value null);
 * unreadable or negative text is refused; P56: at most LIMITS.factor.
 */
export function checkFactor(value: unknown): NumberCheck {
  const label = NUMBER_FIELD_LABELS.factor;
  const read = readField(value, label, null);
  if (!read.ok || read.value === null) return read;
  if (read.value < 0) return { ok: false, message: F.notNegative(label) };
  if (read.value === 0) return { ok: true, value: null };
  return withinFieldBound(read, label, NUMBER_BOUNDS.factor);
}

/** Issue 16: a number of the header, a km (optional, not negative); P56: within LIMITS.number. */
export function checkKm(value: unknown, label: string): NumberCheck {
  const read = readField(value, label, null);
  if (!read.ok || read.value === null) return read;
  if (read.value < 0) return { ok: false, message: F.notNegative(label) };
  return withinFieldBound(read, label, NUMBER_BOUNDS.number);
}

/**
 * P56: a service line's numbers beyond the rules' bounds (price, quantity, factor), or null. The
 * add-service dialog checks a catalog line by it: its other fields are the catalog's, not typed.
 */
export function serviceBoundProblem(line: ServiceLine): string | null {
  const checks: [unknown, string, { max: number; text: string }][] = [
    [line.price, NUMBER_FIELD_LABELS.price, NUMBER_BOUNDS.price],
    [line.quantity, NUMBER_FIELD_LABELS.quantity, NUMBER_BOUNDS.quantity],
    [line.factor, NUMBER_FIELD_LABELS.factor, NUMBER_BOUNDS.factor],
  ];
  for (const [value, label, bound] of checks) {
    const read = readTypedNumber(value);
    if (read.ok && !withinBound(read.value, bound.max)) return F.atMost(label, bound.text);
  }
  return null;
}

/**
 * P56: the bulletin's totals as a services save stores them (`total`, `total_wfactor`: core
 * money's invoiceTotals with the global factor) beyond the rules' bound (LIMITS.money): the
 * message, or null. A form checks the list a change would leave, before it is kept or written.
 */
export function servicesTotalProblem(
  services: Parameters<typeof invoiceTotals>[0],
  globalFactor: number,
): string | null {
  const totals = invoiceTotals(services, globalFactor);
  const bound = NUMBER_BOUNDS.total;
  return withinBound(totals.total, bound.max) && withinBound(totals.total_wfactor, bound.max)
    ? null
    : F.totalTooLarge(bound.text);
}

/**
 * SPEC §5 edit service: code, activity and a price above 0 are required ('Preencha todos os
 * campos obrigatórios'); issue 16: quantity, price and factor are read as typed (D3, strictly),
 * the quantity is above 0 and at most MAX_QUANTITY.
 */
export function validateService(line: ServiceLine): string | null {
  if (blank(line.code) || blank(line.activity) || blank(line.price)) return M.editRequired;
  for (const check of [
    checkPrice(line.price),
    checkLineQuantity(line.quantity),
    checkFactor(line.factor),
  ]) {
    if (!check.ok) return check.message;
  }
  return textTooLong(line, LINE_TEXT_LIMITS.services);
}

/**
 * SPEC §5 material: description, material code and a quantity are required; issue 16: the
 * quantity is read as typed (D3, strictly), above 0 and at most MAX_QUANTITY.
 */
export function validateMaterial(line: MaterialLine): string | null {
  if (blank(line.descriptions) || blank(line.material) || blank(line.quantity)) {
    return M.editRequired;
  }
  const quantity = checkLineQuantity(line.quantity);
  if (!quantity.ok) return quantity.message;
  return textTooLong(line, LINE_TEXT_LIMITS.materials);
}

/** Issue 16: an image URL a structure may hold: an absolute http or https address. */
export function isHttpUrl(text: string): boolean {
  try {
    // Stryker disable next-line MethodExpression: the URL parser drops leading and trailing spaces itself
    const url = new URL(text.trim());
    // Stryker disable next-line ConditionalExpression,StringLiteral: an http or https URL that parses always has a host
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * SPEC §5 structure: pg and obs are required; issue 16: a typed image URL must be http(s)
 * (`javascript:` and the like are refused). `stored` is the entry before an in-place edit: an
 * image URL it already held (the demo's data: images, legacy paths) is kept as it is. P60: a
 * photo taken in the app is its stored path.
 */
export function validateStructure(photo: PhotoLine, stored?: PhotoLine): string | null {
  if (blank(photo.pg) || blank(photo.obs)) return M.editRequired;
  const url = typeof photo.firebasePath === 'string' ? photo.firebasePath.trim() : '';
  const kept = stored !== undefined && url === String(stored.firebasePath ?? '').trim();
  if (url !== '' && !kept && !isHttpUrl(url) && !isStoredPhoto(url)) return F.imageUrl;
  return textTooLong(photo, LINE_TEXT_LIMITS.photos);
}

/**
 * Issue 16: the longest text each header field may hold, so a bulletin prints well on A4 (/pdf):
 * the header table's limits (P54). The screens set them as the inputs' maxLength; the checks
 * here catch stored text that is longer.
 */
export const HEADER_TEXT_LIMITS = Object.fromEntries(
  headerKeysWhere<LimitedHeaderKey>((f) => f.limit !== null).map((key) => [
    key,
    HEADER_FIELDS[key].limit,
  ]),
) as Readonly<Record<LimitedHeaderKey, number>>;

/** Issue 16: text limits of the line fields edited in place or in a dialog. */
export const LINE_TEXT_LIMITS = {
  services: { code: 30, activity: 300, unid: 10 },
  materials: { material: 30, descriptions: 300, action: 20, type: 50 },
  photos: { firebasePath: 2000, pg: 20, obs: 500, material: 200 },
} as const;

const LINE_FIELD_LABELS: Readonly<Record<string, string>> = {
  code: 'Código',
  activity: 'Atividade',
  unid: 'Unidade',
  material: 'Material',
  descriptions: 'Descrição',
  action: 'Ação',
  type: 'Tipo',
  firebasePath: 'URL da imagem',
  pg: 'PG',
  obs: 'Observação',
};

function textTooLong(line: object, limits: Readonly<Record<string, number>>): string | null {
  const values = line as Record<string, unknown>;
  for (const [field, max] of Object.entries(limits)) {
    const value = values[field];
    if (typeof value === 'string' && value.trim().length > max) {
      return F.tooLong(LINE_FIELD_LABELS[field] ?? field, max);
    }
  }
  return null;
}

/** A refused header: the message and the fields to outline. */
export interface HeaderProblem {
  message: string;
  fields: HeaderKey[];
}

/**
 * SPEC §5, issue 16: the header as /new and the editor save it, by the header table (P54): the
 * required fields ('Preencha os campos obrigatórios: Título, Projeto e Data'), the date a real
 * dd/mm/yyyy day (D7), every text within its limit, in table order, and the number fields
 * numbers (read as typed, D3). Returns null when it may be saved.
 */
export function validateBulletinHeader(header: InvoiceHeader): HeaderProblem | null {
  const missing = REQUIRED_HEADER_KEYS.filter((f) => blank(header[f]));
  if (missing.length > 0) return { message: M.newBulletinRequired, fields: [...missing] };
  if (parseEditorDate(header.date) === null) return { message: M.invalidDate, fields: ['date'] };
  for (const [field, max] of Object.entries(HEADER_TEXT_LIMITS)) {
    const key = field as LimitedHeaderKey;
    const value = header[key];
    if (typeof value === 'string' && value.trim().length > max) {
      return { message: F.tooLong(HEADER_FIELDS[key].label, max), fields: [key] };
    }
  }
  for (const field of NUMBER_HEADER_KEYS) {
    const read = checkKm(header[field], HEADER_FIELDS[field].label);
    if (!read.ok) return { message: read.message, fields: [field] };
  }
  return null;
}

/**
 * P56: a pedido as typed (trimmed) is within its bound: Dar Baixa's, stored in the header, the
 * header table's limit; Atualizar Pedidos', stored on service lines, the rules' LIMITS.pedidoText.
 * Null when it is.
 */
export function pedidoTooLong(pedido: string, where: 'header' | 'line'): string | null {
  const max = where === 'header' ? HEADER_TEXT_LIMITS.pedido : LIMITS.pedidoText;
  return pedido.trim().length > max ? F.tooLong(HEADER_FIELDS.pedido.label, max) : null;
}

/** SPEC §5 editor date: the message when the text is not a valid dd/mm/yyyy day (D7), else null. */
export function validateEditorDate(text: string | null | undefined): string | null {
  return parseEditorDate(text) === null ? M.invalidDate : null;
}

/** SPEC §5 reports: at least one team and both dates ('Selecione pelo menos uma equipe e…'). */
export function validateReportFilters(input: {
  teams: readonly string[];
  start?: number | string | null;
  end?: number | string | null;
}): string | null {
  if (input.teams.length === 0 || blank(input.start) || blank(input.end)) {
    return M.reportTeamsAndPeriod;
  }
  return null;
}

/** SPEC §5: the monthly report needs only a team ('Selecione pelo menos uma equipe.'). */
export function validateMonthlyFilters(input: { teams: readonly string[] }): string | null {
  return input.teams.length === 0 ? M.reportTeams : null;
}
