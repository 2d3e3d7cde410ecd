/**
 * Build settings (import.meta.env), read here and nowhere else. The composition root turns them
 * into the `settings` state every screen reads; no feature touches import.meta.env.
 */
import type { StorageMode } from '../shared/settingsSlice';

/** The environment shape Vite gives (import.meta.env); tests pass a plain object. */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>;

/** D25: PDF header defaults. */
export const DEFAULT_COMPANY_NAME = 'Contratada';
export const DEFAULT_CONTRACT_NUMBER = '4600035150';
/** D26: the edit/delete password when the fixture runs without a setting. */
export const FIXTURE_EDIT_PASSWORD = '1234';

export interface BuildSettings {
  /**
   * D26: compared in the browser before edit/delete (a UX guard; the database rules are the real
   * permission). null in Firebase mode without VITE_EDIT_PASSWORD: every password is then wrong.
   */
  editPassword: string | null;
  companyName: string;
  contractNumber: string;
  appVersion: string;
}

function text(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Reads D25/D26 settings for the given storage mode. */
export function readBuildSettings(env: BuildEnv, mode: StorageMode): BuildSettings {
  return {
    editPassword:
      text(env, 'VITE_EDIT_PASSWORD') ?? (mode === 'fixture' ? FIXTURE_EDIT_PASSWORD : null),
    companyName: text(env, 'VITE_COMPANY_NAME') ?? DEFAULT_COMPANY_NAME,
    contractNumber: text(env, 'VITE_CONTRACT_NUMBER') ?? DEFAULT_CONTRACT_NUMBER,
    appVersion: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  };
}
