import type { FirebaseApp } from 'firebase/app';
import {
  getAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthError, type AuthErrorCode, type AuthPort, type AuthUser } from '../../src/core/ports';

/** The Firebase Auth codes that have their own SPEC §8 message; any other code is auth/unknown. */
const KNOWN_CODES: ReadonlySet<AuthErrorCode> = new Set<AuthErrorCode>([
  'auth/invalid-credential',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/user-disabled',
]);

function isKnownCode(code: string): code is AuthErrorCode {
  return KNOWN_CODES.has(code as AuthErrorCode);
}

/**
 * A malformed email (INVALID_EMAIL) is a credential that cannot be right: 'Email ou senha
 * incorretos.', as the fixture adapter answers it (the login form validates the format first,
 * SPEC §5, so this is rare).
 */
const SAME_AS: Readonly<Record<string, AuthErrorCode>> = {
  'auth/invalid-email': 'auth/invalid-credential',
};

/**
 * Any error from firebase/auth as the port's AuthError (SPEC §8 through core's
 * `loginErrorMessage`). The SDK already turns the REST codes into `auth/*` codes
 * (INVALID_LOGIN_CREDENTIALS → auth/invalid-credential, EMAIL_NOT_FOUND → auth/user-not-found,
 * INVALID_PASSWORD → auth/wrong-password, TOO_MANY_ATTEMPTS_TRY_LATER → auth/too-many-requests,
 * USER_DISABLED → auth/user-disabled, a failed fetch → auth/network-request-failed);
 * INVALID_EMAIL counts as an invalid credential; every other code, and anything that is not a
 * Firebase error, is auth/unknown. A project with email enumeration protection (the default
 * since 2023) answers INVALID_LOGIN_CREDENTIALS for a wrong password and an unknown email alike;
 * the Auth emulator, by default, still tells them apart: both kinds map to the same message.
 */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return new AuthError(isKnownCode(code) ? code : (SAME_AS[code] ?? 'auth/unknown'), message);
}

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '' };
}

/** AuthPort over an existing Auth instance (the main thread's or the worker's). */
export function createAuthPort(auth: Auth): AuthPort {
  return {
    async signIn(email, password) {
      try {
        const credential = await signInWithEmailAndPassword(auth, email, password);
        return toAuthUser(credential.user);
      } catch (error) {
        throw toAuthError(error);
      }
    },
    async signOut() {
      await signOut(auth);
    },
    watchAuthState(onChange) {
      let active = true;
      const stop = onAuthStateChanged(auth, (user) => {
        if (active) onChange(user ? toAuthUser(user) : null);
      });
      return () => {
        if (!active) return;
        active = false;
        stop();
      };
    },
  };
}

/**
 * SPEC §7 Auth with the app's default Auth instance (in the browser it keeps the session in
 * IndexedDB, which the report worker reads too).
 */
export function createFirebaseAuth(app: FirebaseApp): AuthPort {
  return createAuthPort(getAuth(app));
}
