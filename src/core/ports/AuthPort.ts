import type { Unsubscribe } from './Unsubscribe';

/** The signed-in identity (not the user record: see UserRepo). */
export interface AuthUser {
  uid: string;
  email: string;
}

/**
 * Error codes both adapters raise, named as Firebase Auth names them; core maps each to its
 * SPEC §8 message (`loginErrorMessage`).
 */
export type AuthErrorCode =
  | 'auth/invalid-credential'
  | 'auth/user-not-found'
  | 'auth/wrong-password'
  | 'auth/too-many-requests'
  | 'auth/network-request-failed'
  | 'auth/user-disabled'
  | 'auth/unknown';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** The identity service (SPEC §7 Auth). */
export interface AuthPort {
  /** Sign in with email and password; rejects with AuthError. */
  signIn(email: string, password: string): Promise<AuthUser>;
  /** Sign out the current user. */
  signOut(): Promise<void>;
  /** Calls back with the current user (or null) now and on every change. */
  watchAuthState(onChange: (user: AuthUser | null) => void): Unsubscribe;
}
