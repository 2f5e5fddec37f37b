import { profileAtom, sessionStore } from '../session/atoms';
import { loadProfile, login, logout } from '../auth';
import { setSessionEndedHandler } from '../session/refresh';
import { tokenStorage } from '../session/tokens';
import { api, unwrap } from './client';
import { ApiError, errorMessage, GENERIC_ERROR, isOffline, OFFLINE_ERROR } from './errors';

// A fake API at the fetch level: the real openapi-fetch client and auth fetch run.
const json = (status: number, body: unknown, statusText?: string) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

type Route = (req: Request, body: unknown) => Response | Promise<Response>;
function serve(routes: Record<string, Route>) {
  const seen: Array<{ method: string; path: string; auth: string | null; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const { pathname } = new URL(req.url);
    const text = await req.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    seen.push({ method: req.method, path: pathname, auth: req.headers.get('Authorization'), body });
    const route = routes[`${req.method} ${pathname}`];
    return route
      ? route(req, body)
      : json(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return seen;
}

const PROFILE = {
  email: 'ana@example.com',
  company: 'Tacos Ana',
  plan: { code: 'FREEMIUM', scopes: [{ name: 'Promotions', limit: null }] },
};

beforeEach(() => {
  localStorage.clear();
  sessionStore.set(profileAtom, null);
  setSessionEndedHandler(() => tokenStorage.clear());
});

describe('unwrap', () => {
  it('returns the envelope info of a success', async () => {
    serve({ 'GET /v1/profiles/me': () => json(200, { info: PROFILE }) });
    await expect(unwrap(api.GET('/v1/profiles/me'))).resolves.toEqual(PROFILE);
  });

  it('throws an ApiError with the server code, message and status', async () => {
    serve({
      'GET /v1/profiles/me': () =>
        json(409, { error: { code: 'EMAIL_IN_USE', message: 'Ya existe una cuenta con este correo.' } }),
    });
    const error = await unwrap(api.GET('/v1/profiles/me')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'EMAIL_IN_USE',
      message: 'Ya existe una cuenta con este correo.',
      status: 409,
    });
  });

  it('carries every field problem of the envelope (none when the error names no field)', async () => {
    const fields = [
      { field: 'name', message: 'Campo obligatorio' },
      { field: 'variants.1.name', message: 'Campo obligatorio' },
    ];
    serve({
      'POST /v1/groups': () =>
        json(400, { error: { code: 'VALIDATION_ERROR', message: 'Campo obligatorio', field: 'name', fields } }),
    });
    const error = await unwrap(api.POST('/v1/groups', { body: { name: '' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Campo obligatorio', status: 400, fields });
    serve({
      'GET /v1/profiles/me': () =>
        json(404, { error: { code: 'RESOURCE_NOT_FOUND', message: 'El recurso no existe.' } }),
    });
    await expect(unwrap(api.GET('/v1/profiles/me'))).rejects.toMatchObject({ code: 'RESOURCE_NOT_FOUND', fields: [] });
  });

  it("carries a payment's action_url (the bank's page of a 3-D Secure authentication); none elsewhere", async () => {
    serve({
      'POST /v1/subscriptions/menu/resume': () =>
        json(402, {
          error: {
            code: 'PAYMENT_ACTION_REQUIRED',
            message: 'Tu banco pide confirmar este pago.',
            action_url: '/sandbox/authenticate/pi_1',
          },
        }),
    });
    const params = { header: { 'idempotency-key': 'k-1' } };
    await expect(unwrap(api.POST('/v1/subscriptions/menu/resume', { params }))).rejects.toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
      status: 402,
      actionUrl: '/sandbox/authenticate/pi_1',
    });
    serve({ 'GET /v1/profiles/me': () => json(409, { error: { code: 'X', message: 'y', action_url: 42 } }) });
    const error = await unwrap(api.GET('/v1/profiles/me')).catch((e: unknown) => e);
    expect((error as ApiError).actionUrl).toBeUndefined();
  });

  it('falls back to HTTP_ERROR and the status text when the body is not our envelope', async () => {
    serve({
      'GET /v1/profiles/me': () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    const error = await unwrap(api.GET('/v1/profiles/me')).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'HTTP_ERROR', message: 'Bad Gateway', status: 502 });
  });

  it('works on a plain openapi-fetch-like result', async () => {
    const response = new Response(null, { status: 200 });
    await expect(unwrap(Promise.resolve({ data: { info: { ok: true } }, response }))).resolves.toEqual({ ok: true });
    await expect(unwrap(Promise.resolve({ data: undefined, response }))).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      status: 200,
    });
    await expect(
      unwrap(
        Promise.resolve({
          error: { error: { code: 'X', message: 'y' } },
          response: new Response(null, { status: 400 }),
        }),
      ),
    ).rejects.toMatchObject({ code: 'X', message: 'y', status: 400 });
  });
});

describe('api client + refresh', () => {
  it('sends the Bearer token and replays after a Token expired 401', async () => {
    tokenStorage.save({ access_token: 'old', refresh_token: 'ref-1' });
    const seen = serve({
      'GET /v1/profiles/me': (req) =>
        req.headers.get('Authorization') === 'Bearer new'
          ? json(200, { info: PROFILE })
          : json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } }),
      'GET /auth/refresh-token': (req) =>
        req.headers.get('Authorization') === 'Bearer ref-1'
          ? json(200, { info: { access_token: 'new', refresh_token: 'ref-2' } })
          : json(401, { error: { code: 'WRONG_TOKEN', message: 'Wrong token' } }),
    });
    await expect(loadProfile()).resolves.toEqual(PROFILE);
    expect(seen.map((s) => `${s.method} ${s.path} ${s.auth}`)).toEqual([
      'GET /v1/profiles/me Bearer old',
      'GET /auth/refresh-token Bearer ref-1',
      'GET /v1/profiles/me Bearer new',
    ]);
    expect(sessionStore.get(profileAtom)).toEqual(PROFILE);
    expect(tokenStorage.refresh()).toBe('ref-2');
  });
});

describe('login / loadProfile / logout', () => {
  it('login posts the trimmed e-mail and stores both tokens', async () => {
    const seen = serve({
      'POST /auth/login': () => json(200, { info: { access_token: 'acc', refresh_token: 'ref' } }),
    });
    await login('  ana@example.com ', 'secreto123');
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/auth/login',
        auth: null,
        body: { username: 'ana@example.com', password: 'secreto123' },
      },
    ]);
    expect(localStorage.getItem('access_token')).toBe('acc');
    expect(localStorage.getItem('refresh_token')).toBe('ref');
  });

  it('a failed login stores nothing and does not try to refresh', async () => {
    const seen = serve({
      'POST /auth/login': () =>
        json(401, {
          error: {
            code: 'CREDENTIALS_NOT_MATCH',
            message: 'El correo o la contraseña no coinciden, intenta de nuevo.',
          },
        }),
    });
    await expect(login('ana@example.com', 'mala')).rejects.toMatchObject({
      code: 'CREDENTIALS_NOT_MATCH',
      status: 401,
    });
    expect(seen).toHaveLength(1);
    expect(tokenStorage.access()).toBeNull();
  });

  it('loadProfile puts the profile into the shared store; logout clears store and tokens', async () => {
    tokenStorage.save({ access_token: 'acc', refresh_token: 'ref' });
    serve({ 'GET /v1/profiles/me': () => json(200, { info: PROFILE }) });
    await loadProfile();
    expect(sessionStore.get(profileAtom)?.company).toBe('Tacos Ana');
    logout();
    expect(sessionStore.get(profileAtom)).toBeNull();
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
  });
});

describe("errorMessage(error, 'login'): the login screen's texts", () => {
  const apiError = (code: string, status = 400, message = 'server text') => new ApiError(code, message, status);
  it.each([
    ['RESOURCE_NOT_FOUND', 404, 'La cuenta no existe.'],
    ['CREDENTIALS_NOT_MATCH', 401, 'El correo o la contraseña no coinciden, intenta de nuevo.'],
    [
      'MISSING_VERIFY_EMAIL',
      403,
      'La cuenta aun no ha sido verificada, para ello ve al correo que hemos enviado durante el registro y haz click sobre el enlace.',
    ],
    ['VALIDATION_ERROR', 400, 'Algo a salido mal, por favor intenta más tarde.'],
    ['EMAIL_IN_USE', 409, 'Algo a salido mal, por favor intenta más tarde.'],
    ['INTERNAL_ERROR', 500, 'Algo a salido mal, por favor intenta más tarde.'],
    ['HTTP_ERROR', 502, 'Algo a salido mal, por favor intenta más tarde.'],
  ])('%s -> %p', (code, status, text) => {
    expect(errorMessage(apiError(code, status as number), 'login')).toBe(text);
  });
  it('non-API failures (network down) get the generic text', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'login')).toBe(GENERIC_ERROR);
    expect(errorMessage('boom', 'login')).toBe(GENERIC_ERROR);
    expect(GENERIC_ERROR).toBe('Algo a salido mal, por favor intenta más tarde.');
  });
  it('rate limiting shows the server text', () => {
    expect(
      errorMessage(apiError('TOO_MANY_REQUESTS', 429, 'Demasiados intentos. Intenta de nuevo en 3 minutos.'), 'login'),
    ).toBe('Demasiados intentos. Intenta de nuevo en 3 minutos.');
  });
  it("the login texts stay on the login screen: elsewhere the server's message is shown", () => {
    expect(errorMessage(apiError('RESOURCE_NOT_FOUND', 404, 'El recurso no existe.'))).toBe('El recurso no existe.');
  });
});

describe('errorMessage: a device without network', () => {
  afterEach(() => jest.restoreAllMocks());

  it('a call that could not leave because the device is offline says so, in every context', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failedFetch = new TypeError('Failed to fetch');
    expect(isOffline(failedFetch)).toBe(true);
    expect(errorMessage(failedFetch)).toBe(OFFLINE_ERROR);
    expect(errorMessage(failedFetch, 'login')).toBe(OFFLINE_ERROR);
    expect(OFFLINE_ERROR).toMatch(/^Sin conexión a internet\./);
    // An answer from the server is never a lost connection.
    expect(isOffline(new ApiError('CREDENTIALS_NOT_MATCH', 'x', 401))).toBe(false);
    expect(errorMessage(new ApiError('CREDENTIALS_NOT_MATCH', 'x', 401), 'login')).toBe(
      'El correo o la contraseña no coinciden, intenta de nuevo.',
    );
  });

  it('online, a failed fetch (the server out of reach) keeps the generic text', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(isOffline(new TypeError('Failed to fetch'))).toBe(false);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR);
  });
});

describe("errorMessage(error, 'signup')", () => {
  it('words a taken e-mail its own way and shows the server text for the rest', () => {
    expect(errorMessage(new ApiError('EMAIL_IN_USE', 'Ya existe una cuenta con este correo.', 409), 'signup')).toBe(
      'Ya existe una cuenta con ese correo.',
    );
    expect(
      errorMessage(
        new ApiError('TOO_MANY_REQUESTS', 'Demasiados intentos. Intenta de nuevo más tarde.', 429),
        'signup',
      ),
    ).toBe('Demasiados intentos. Intenta de nuevo más tarde.');
    expect(errorMessage(new Error('boom'), 'signup')).toBe(GENERIC_ERROR);
  });
});

describe('errorMessage', () => {
  it('shows a human server message', () => {
    expect(errorMessage(new ApiError('ROUTE_KEY_IN_USE', 'Ya esta en uso', 409))).toBe('Ya esta en uso');
  });
  it('hides code-like or empty messages and non-API errors behind the generic text', () => {
    expect(errorMessage(new ApiError('X', 'SOME_CODE', 400))).toBe(GENERIC_ERROR);
    expect(errorMessage(new ApiError('X', '', 400))).toBe(GENERIC_ERROR);
    expect(errorMessage(new Error('TypeError: x is undefined'))).toBe(GENERIC_ERROR);
    expect(errorMessage(undefined)).toBe(GENERIC_ERROR);
  });
});
