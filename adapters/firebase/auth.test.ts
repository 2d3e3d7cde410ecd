/**
 * SPEC §8 login messages through the real firebase/auth SDK, with the identity REST endpoints
 * mocked by msw. firebase/auth keeps a reference to `fetch` when it is first imported, so the
 * server starts at the top of this file and the SDK is imported only afterwards (beforeAll).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthPort, AuthUser } from '../../src/core/ports';

const API_KEY = 'test-api-key';
// RegExps, because msw would read the ':' of 'accounts:lookup' as a path parameter.
const SIGN_IN = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword$/;
const LOOKUP = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup$/;

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned ID token with the claims the SDK reads (it never checks the signature). */
function idToken(uid: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: 'https://securetoken.google.com/demo-faturamento',
    aud: 'demo-faturamento',
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

/** The error body the identity service sends: {error: {code, message}}. */
function identityError(message: string, status = 400) {
  return HttpResponse.json(
    {
      error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
    },
    { status },
  );
}

const signInBodies: unknown[] = [];

const server = setupServer(
  http.post(LOOKUP, () =>
    HttpResponse.json({
      kind: 'identitytoolkit#GetAccountInfoResponse',
      users: [
        {
          localId: 'uid-admin',
          email: 'admin@demo.local',
          emailVerified: false,
          passwordHash: 'UkVEQUNURUQ=',
          passwordUpdatedAt: 1700000000000,
          providerUserInfo: [
            {
              providerId: 'password',
              email: 'admin@demo.local',
              federatedId: 'admin@demo.local',
              rawId: 'admin@demo.local',
            },
          ],
          validSince: '1700000000',
          lastLoginAt: '1700000000000',
          createdAt: '1700000000000',
        },
      ],
    }),
  ),
);
server.listen({ onUnhandledRequest: 'error' });

let auth: AuthPort;
let loginErrorMessage: (code: string) => string;

beforeAll(async () => {
  const { createFirebaseApp } = await import('./app');
  const { createFirebaseAuth } = await import('./auth');
  ({ loginErrorMessage } = await import('../../src/core/validation'));
  const app = createFirebaseApp({
    apiKey: API_KEY,
    authDomain: 'demo-faturamento.firebaseapp.com',
    databaseURL: 'https://demo-faturamento-default-rtdb.firebaseio.com',
    projectId: 'demo-faturamento',
    appId: '1:000000000000:web:0000000000000000',
  });
  auth = createFirebaseAuth(app);
});

afterEach(async () => {
  server.resetHandlers();
  signInBodies.length = 0;
  await auth.signOut();
});

afterAll(() => server.close());

/** Answers accounts:signInWithPassword with the given response. */
function signInAnswers(answer: () => Response) {
  server.use(
    http.post(SIGN_IN, async ({ request }) => {
      expect(new URL(request.url).searchParams.get('key')).toBe(API_KEY);
      signInBodies.push(await request.json());
      return answer();
    }),
  );
}

/** The SPEC §8 message the chain adapter → core gives for a failed sign-in. */
async function loginMessage(): Promise<string> {
  const error: unknown = await auth.signIn('admin@demo.local', 'secret1').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ name: 'AuthError' });
  return loginErrorMessage((error as { code: string }).code);
}

describe('Firebase sign-in errors map to the SPEC §8 login messages', () => {
  it('an unknown email (EMAIL_NOT_FOUND) reads "Email ou senha incorretos."', async () => {
    signInAnswers(() => identityError('EMAIL_NOT_FOUND'));
    expect(await loginMessage()).toBe('Email ou senha incorretos.');
  });

  it('a wrong password (INVALID_PASSWORD) reads "Email ou senha incorretos."', async () => {
    signInAnswers(() => identityError('INVALID_PASSWORD'));
    expect(await loginMessage()).toBe('Email ou senha incorretos.');
  });

  it('an invalid credential (INVALID_LOGIN_CREDENTIALS) reads "Email ou senha incorretos."', async () => {
    signInAnswers(() => identityError('INVALID_LOGIN_CREDENTIALS'));
    expect(await loginMessage()).toBe('Email ou senha incorretos.');
  });

  it('a malformed email (INVALID_EMAIL) reads "Email ou senha incorretos."', async () => {
    signInAnswers(() => identityError('INVALID_EMAIL'));
    expect(await loginMessage()).toBe('Email ou senha incorretos.');
  });

  it('too many attempts reads "Muitas tentativas de login. Tente novamente mais tarde."', async () => {
    signInAnswers(() =>
      identityError(
        'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled.',
      ),
    );
    expect(await loginMessage()).toBe('Muitas tentativas de login. Tente novamente mais tarde.');
  });

  it('a disabled account (USER_DISABLED) reads "Esta conta foi desabilitada."', async () => {
    signInAnswers(() => identityError('USER_DISABLED'));
    expect(await loginMessage()).toBe('Esta conta foi desabilitada.');
  });

  it('a network failure reads "Erro de conexão. Verifique sua internet."', async () => {
    signInAnswers(() => HttpResponse.error());
    expect(await loginMessage()).toBe('Erro de conexão. Verifique sua internet.');
  });

  it('any other refusal (OPERATION_NOT_ALLOWED) reads "Erro no login. Tente novamente."', async () => {
    signInAnswers(() => identityError('OPERATION_NOT_ALLOWED'));
    expect(await loginMessage()).toBe('Erro no login. Tente novamente.');
  });

  it('a server error (500 INTERNAL_ERROR) reads "Erro no login. Tente novamente."', async () => {
    signInAnswers(() => identityError('INTERNAL_ERROR', 500));
    expect(await loginMessage()).toBe('Erro no login. Tente novamente.');
  });

  it('a reply that is not the identity JSON counts as a network failure', async () => {
    // The SDK treats an unreadable reply (a proxy's HTML page) as auth/network-request-failed.
    signInAnswers(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
    expect(await loginMessage()).toBe('Erro de conexão. Verifique sua internet.');
  });

  it('each SPEC §8 code keeps its Firebase name on the AuthError', async () => {
    const cases: [string, string][] = [
      ['EMAIL_NOT_FOUND', 'auth/user-not-found'],
      ['INVALID_PASSWORD', 'auth/wrong-password'],
      ['INVALID_LOGIN_CREDENTIALS', 'auth/invalid-credential'],
      ['TOO_MANY_ATTEMPTS_TRY_LATER', 'auth/too-many-requests'],
      ['USER_DISABLED', 'auth/user-disabled'],
      ['INVALID_EMAIL', 'auth/invalid-credential'],
      ['OPERATION_NOT_ALLOWED', 'auth/unknown'],
    ];
    for (const [serverCode, code] of cases) {
      signInAnswers(() => identityError(serverCode));
      await expect(auth.signIn('admin@demo.local', 'secret1')).rejects.toMatchObject({ code });
    }
  });
});

describe('Firebase sign-in, sign-out and auth state', () => {
  it('signs in with the email and password as payload and reports the user', async () => {
    signInAnswers(() =>
      HttpResponse.json({
        kind: 'identitytoolkit#VerifyPasswordResponse',
        localId: 'uid-admin',
        email: 'admin@demo.local',
        displayName: '',
        idToken: idToken('uid-admin', 'admin@demo.local'),
        registered: true,
        refreshToken: 'refresh-token',
        expiresIn: '3600',
      }),
    );
    const seen: (AuthUser | null)[] = [];
    const stop = auth.watchAuthState((user) => seen.push(user));

    const user = await auth.signIn('admin@demo.local', 'secret1');

    expect(user).toEqual({ uid: 'uid-admin', email: 'admin@demo.local' });
    expect(signInBodies).toEqual([
      expect.objectContaining({ email: 'admin@demo.local', password: 'secret1' }),
    ]);
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(user));
    expect(seen[0]).toBeNull();

    await auth.signOut();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());

    stop();
    stop();
  });

  it('stops calling back after unsubscribe', async () => {
    signInAnswers(() =>
      HttpResponse.json({
        localId: 'uid-admin',
        email: 'admin@demo.local',
        idToken: idToken('uid-admin', 'admin@demo.local'),
        refreshToken: 'refresh-token',
        expiresIn: '3600',
      }),
    );
    const seen: (AuthUser | null)[] = [];
    const stop = auth.watchAuthState((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();

    await auth.signIn('admin@demo.local', 'secret1');

    expect(seen).toEqual([null]);
  });
});
