import { parseEditorDate } from './dates';
import type { AuthErrorCode } from './ports/AuthPort';
import { LOGIN_MESSAGES, VALIDATION_MESSAGES as M } from './messages';
import type { MaterialLine, PhotoLine, ServiceLine } from './model';
import { parseNumber } from './numbers';

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
 * SPEC §5 new bulletin: a team is required, then title, project and a date (dd/mm/yyyy, D7).
 * Returns the message to show, or null when valid.
 */
export function validateNewBulletin(input: {
  team?: string | null;
  title?: string | null;
  project?: string | null;
  date?: string | null;
}): string | null {
  if (blank(input.team)) return M.teamRequired;
  if (blank(input.title) || blank(input.project) || blank(input.date)) {
    return M.newBulletinRequired;
  }
  return parseEditorDate(input.date) === null ? M.invalidDate : null;
}

/** SPEC §5: the add-service dialog's quantity is an integer of at least 1. */
export function isValidServiceQuantity(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1;
}

/** SPEC §5 edit service: code, activity and a price above 0 are required. */
export function validateService(line: ServiceLine): string | null {
  if (blank(line.code) || blank(line.activity) || !(parseNumber(line.price) > 0)) {
    return M.editRequired;
  }
  return null;
}

/** SPEC §5 material: description, material code and a quantity (above 0) are required. */
export function validateMaterial(line: MaterialLine): string | null {
  if (blank(line.descriptions) || blank(line.material) || !(parseNumber(line.quantity) > 0)) {
    return M.editRequired;
  }
  return null;
}

/** SPEC §5 structure: pg and obs are required. */
export function validateStructure(photo: PhotoLine): string | null {
  return blank(photo.pg) || blank(photo.obs) ? M.editRequired : null;
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
