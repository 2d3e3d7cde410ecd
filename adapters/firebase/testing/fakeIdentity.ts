/**
 * A small stand-in for the Firebase identity REST service, as msw handlers (tests only):
 * accounts:signInWithPassword and accounts:lookup over a list of accounts, answering with the
 * error codes the real service uses (EMAIL_NOT_FOUND, INVALID_PASSWORD, USER_DISABLED,
 * INVALID_EMAIL). Enough for the real firebase/auth SDK to sign in and out.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
  disabled?: boolean;
}

// RegExps: msw would read the ':' of 'accounts:lookup' as a path parameter.
const SIGN_IN = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword$/;
const LOOKUP = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned ID token with the claims the SDK reads (it never checks the signature). */
export function fakeIdToken(uid: string, email: string, projectId = 'demo-faturamento'): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email,
    email_verified: false,
    firebase: { identities: { email: [email] }, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
}

function uidOf(idToken: unknown): string | null {
  if (typeof idToken !== 'string') return null;
  const payload = idToken.split('.')[1];
  if (payload === undefined) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    user_id?: string;
  };
  return claims.user_id ?? null;
}

function refusal(message: string) {
  return HttpResponse.json({ error: { code: 400, message, errors: [] } }, { status: 400 });
}

/** The handlers, over whatever accounts the getter returns at the time of each request. */
export function fakeIdentityHandlers(accounts: () => readonly FakeAccount[]): HttpHandler[] {
  return [
    http.post(SIGN_IN, async ({ request }) => {
      const { email, password } = (await request.json()) as { email?: string; password?: string };
      if (typeof email !== 'string' || !EMAIL.test(email)) return refusal('INVALID_EMAIL');
      const account = accounts().find((a) => a.email.toLowerCase() === email.toLowerCase());
      if (!account) return refusal('EMAIL_NOT_FOUND');
      if (account.disabled) return refusal('USER_DISABLED');
      if (account.password !== password) return refusal('INVALID_PASSWORD');
      return HttpResponse.json({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: account.uid,
        email: account.email,
        idToken: fakeIdToken(account.uid, account.email),
        registered: true,
        refreshToken: `refresh-${account.uid}`,
        expiresIn: '3600',
      });
    }),
    http.post(LOOKUP, async ({ request }) => {
      const { idToken } = (await request.json()) as { idToken?: unknown };
      const account = accounts().find((a) => a.uid === uidOf(idToken));
      if (!account) return refusal('USER_NOT_FOUND');
      return HttpResponse.json({
        kind: 'identitytoolkit#GetAccountInfoResponse',
        users: [
          {
            localId: account.uid,
            email: account.email,
            emailVerified: false,
            passwordHash: 'UkVEQUNURUQ=',
            disabled: account.disabled ?? false,
            providerUserInfo: [
              { providerId: 'password', email: account.email, rawId: account.email },
            ],
          },
        ],
      });
    }),
  ];
}
