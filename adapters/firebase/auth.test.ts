/**
 * SPEC §8 login messages for the answers the Firebase Auth emulator never gives, through the real
 * firebase/auth SDK with the identity REST endpoint mocked by msw: too many attempts (the
 * emulator does not rate-limit), a server error, and a reply that is not the service's JSON (a
 * proxy's page). Everything the emulator can answer (sign-in, sign-out, auth state, wrong
 * password, unknown user, disabled account, malformed email, password sign-in turned off,
 * connection refused) is tested on the emulator itself:
 * tests/contract/firebaseAuthEmulator.contract.test.ts.
 *
 * firebase/auth keeps a reference to `fetch` when it is first imported, so the server starts at
 * the top of this file and the SDK is imported only afterwards (beforeAll).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthError, type AuthPort } from '../../src/core/ports';

const API_KEY = 'test-api-key';
// A RegExp, because msw would read the ':' of 'accounts:signInWithPassword' as a path parameter.
const SIGN_IN = /^https:\/\/identitytoolkit\.googleapis\.com\/v1\/accounts:signInWithPassword$/;

/** The error body the identity service sends: {error: {code, message}}. */
function identityError(message: string, status = 400) {
  return HttpResponse.json(
    {
      error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] },
    },
    { status },
  );
}

const server = setupServer();
server.listen({ onUnhandledRequest: 'error' });

let auth: AuthPort;
let loginErrorMessage: (code: string) => string;
let toAuthError: (error: unknown) => AuthError;

beforeAll(async () => {
  const { createFirebaseApp } = await import('./app');
  const adapter = await import('./auth');
  toAuthError = adapter.toAuthError;
  ({ loginErrorMessage } = await import('../../src/core/validation'));
  const app = createFirebaseApp({
    apiKey: API_KEY,
    authDomain: 'demo-faturamento.firebaseapp.com',
    databaseURL: 'https://demo-faturamento-default-rtdb.firebaseio.com',
    projectId: 'demo-faturamento',
    appId: '1:000000000000:web:0000000000000000',
  });
  auth = adapter.createFirebaseAuth(app);
});

afterEach(() => server.resetHandlers());

afterAll(() => server.close());

/** Answers accounts:signInWithPassword (for this API key) with the given response. */
function signInAnswers(answer: () => Response) {
  server.use(
    http.post(SIGN_IN, ({ request }) => {
      expect(new URL(request.url).searchParams.get('key')).toBe(API_KEY);
      return answer();
    }),
  );
}

/** The AuthError code and the SPEC §8 message of a failed sign-in. */
async function failure(): Promise<{ code: string; message: string }> {
  const error: unknown = await auth.signIn('admin@demo.local', 'secret1').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AuthError);
  const { code } = error as AuthError;
  return { code, message: loginErrorMessage(code) };
}

describe('SPEC §8 login messages the Auth emulator cannot produce (msw)', () => {
  it('too many attempts (msw: the emulator never rate-limits) reads "Muitas tentativas de login. Tente novamente mais tarde."', async () => {
    signInAnswers(() =>
      identityError(
        'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled.',
      ),
    );
    expect(await failure()).toEqual({
      code: 'auth/too-many-requests',
      message: 'Muitas tentativas de login. Tente novamente mais tarde.',
    });
  });

  it('a server error (msw: 500 INTERNAL_ERROR) reads "Erro no login. Tente novamente."', async () => {
    signInAnswers(() => identityError('INTERNAL_ERROR', 500));
    expect(await failure()).toEqual({
      code: 'auth/unknown',
      message: 'Erro no login. Tente novamente.',
    });
  });

  it('a proxy\'s HTML page instead of the service\'s JSON (msw: 502) reads "Erro de conexão. Verifique sua internet."', async () => {
    // The SDK treats an unreadable reply as auth/network-request-failed.
    signInAnswers(() => new HttpResponse('<html>Bad Gateway</html>', { status: 502 }));
    expect(await failure()).toEqual({
      code: 'auth/network-request-failed',
      message: 'Erro de conexão. Verifique sua internet.',
    });
  });
});

describe('toAuthError', () => {
  it('keeps an AuthError as it is', () => {
    const error = new AuthError('auth/user-disabled', 'desativada');
    expect(toAuthError(error)).toBe(error);
  });

  it('anything that is not a Firebase error is auth/unknown, with its message', () => {
    expect(toAuthError(new TypeError('boom'))).toMatchObject({
      code: 'auth/unknown',
      message: 'boom',
    });
    expect(toAuthError('texto')).toMatchObject({ code: 'auth/unknown', message: 'texto' });
  });
});
