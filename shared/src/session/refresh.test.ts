/** @jest-environment node */
// Node's own fetch API (Request/Response/Headers) runs here; the browser bits the module
// touches (localStorage, window.location.reload) are shimmed below.

type RefreshModule = typeof import('./refresh');
type TokensModule = typeof import('./tokens');

const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => (store.has(key) ? store.get(key)! : null),
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  },
  window: { location: { reload: jest.fn() } },
});
const reload = (globalThis as unknown as { window: { location: { reload: jest.Mock } } }).window.location.reload;

const ORIGIN = 'http://localhost';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const expired = () => json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });
const wrong = () => json(401, { error: { code: 'WRONG_TOKEN', message: 'Wrong token' } });

interface Seen {
  method: string;
  path: string;
  auth: string | null;
  body: string;
}

/**
 * A fake API: the refresh route trades `validRefresh` for a new pair; every other route
 * answers 200 for `validAccess` and `onProtected` otherwise.
 */
function fakeApi(opts: {
  validAccess?: string;
  validRefresh?: string;
  newPair?: { access_token: string; refresh_token: string };
  onProtected?: () => Response;
  onRefresh?: (req: Request) => Response | Promise<Response>;
}) {
  const seen: Seen[] = [];
  const {
    validAccess = 'acc-2',
    validRefresh = 'ref-1',
    newPair = { access_token: 'acc-2', refresh_token: 'ref-2' },
    onProtected = expired,
  } = opts;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init);
    const path = new URL(req.url, ORIGIN).pathname;
    const auth = req.headers.get('Authorization');
    seen.push({ method: req.method, path, auth, body: await req.text() });
    if (seen.length > 20) throw new Error('request loop');
    if (path === '/auth/refresh-token') {
      if (opts.onRefresh) return opts.onRefresh(req);
      return auth === `Bearer ${validRefresh}` ? json(200, { info: newPair }) : wrong();
    }
    if (auth === `Bearer ${validAccess}`) return json(200, { info: { path, ok: true } });
    return onProtected();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const refreshes = () => seen.filter((s) => s.path === '/auth/refresh-token');
  const calls = (path: string) => seen.filter((s) => s.path === path);
  return { seen, fetchMock, refreshes, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let refresh: RefreshModule;
let tokens: TokensModule;
let ended: jest.Mock;

beforeEach(() => {
  jest.resetModules();
  refresh = require('./refresh');
  tokens = require('./tokens');
  store.clear();
  reload.mockClear();
  ended = jest.fn();
  refresh.setSessionEndedHandler(ended);
  tokens.tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
});

describe('createAuthFetch: the Bearer token', () => {
  it('sends the stored access token', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`);
    expect(response.status).toBe(200);
    expect(api.seen).toEqual([{ method: 'GET', path: '/v1/profiles/me', auth: 'Bearer acc-1', body: '' }]);
  });

  it('keeps an Authorization header the caller set', async () => {
    const api = fakeApi({ validAccess: 'explicit' });
    await refresh.createAuthFetch()(`${ORIGIN}/x`, { headers: { Authorization: 'Bearer explicit' } });
    expect(api.seen[0].auth).toBe('Bearer explicit');
  });

  it('sends no Authorization header when logged out, and never refreshes then', async () => {
    tokens.tokenStorage.clear();
    const api = fakeApi({});
    const response = await refresh.createAuthFetch()(`${ORIGIN}/auth/login`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(api.seen).toHaveLength(1);
    expect(api.seen[0].auth).toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('createAuthFetch: refresh once and replay once', () => {
  it.each([
    ['Token expired', expired],
    ['Wrong token', wrong],
  ])('on 401 "%s" it refreshes with the refresh token and replays with the new access token', async (_, answer) => {
    const api = fakeApi({ onProtected: answer });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/v1/sucursales`);

    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ info: { path: '/v1/sucursales', ok: true } });
    expect(api.seen.map((s) => [s.method, s.path, s.auth])).toEqual([
      ['GET', '/v1/sucursales', 'Bearer acc-1'],
      ['GET', '/auth/refresh-token', 'Bearer ref-1'],
      ['GET', '/v1/sucursales', 'Bearer acc-2'],
    ]);
    // The new pair replaces the old one (the refresh token is single use).
    expect(tokens.tokenStorage.access()).toBe('acc-2');
    expect(tokens.tokenStorage.refresh()).toBe('ref-2');
    expect(ended).not.toHaveBeenCalled();
  });

  it('replays the same method and body', async () => {
    const api = fakeApi({});
    const body = JSON.stringify({ name: 'Centro' });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/v1/sucursales/7`, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const puts = api.calls('/v1/sucursales/7');
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({ method: 'PUT', path: '/v1/sucursales/7', auth: 'Bearer acc-2', body });
  });

  it('works with a Request object as input', async () => {
    const api = fakeApi({});
    const response = await refresh.createAuthFetch()(new Request(`${ORIGIN}/v1/tags`, { method: 'POST', body: 'x' }));
    expect(response.status).toBe(200);
    expect(api.calls('/v1/tags').map((s) => [s.method, s.auth, s.body])).toEqual([
      ['POST', 'Bearer acc-1', 'x'],
      ['POST', 'Bearer acc-2', 'x'],
    ]);
  });

  it('concurrent 401s share ONE refresh request and all replay with the new token', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      onRefresh: async () => {
        await gate;
        return json(200, { info: { access_token: 'acc-2', refresh_token: 'ref-2' } });
      },
    });
    const authFetch = refresh.createAuthFetch();
    const pending = ['/a', '/b', '/c'].map((path) => authFetch(`${ORIGIN}${path}`));

    // Let every original request get its 401 while the refresh is still open.
    for (let i = 0; i < 5; i++) await flush();
    expect(api.refreshes()).toHaveLength(1);
    release();

    const responses = await Promise.all(pending);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(api.refreshes()).toHaveLength(1);
    for (const path of ['/a', '/b', '/c']) {
      expect(api.calls(path).map((s) => s.auth)).toEqual(['Bearer acc-1', 'Bearer acc-2']);
    }
  });

  it('a burst of requests fired together triggers a single refresh', async () => {
    const api = fakeApi({});
    const authFetch = refresh.createAuthFetch();
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => authFetch(`${ORIGIN}/r${i}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(api.refreshes()).toHaveLength(1);
  });

  it('refreshOnce shares one request between direct callers too', async () => {
    const api = fakeApi({});
    const [a, b] = await Promise.all([refresh.refreshOnce(), refresh.refreshOnce()]);
    expect(a).toBe('acc-2');
    expect(b).toBe('acc-2');
    expect(api.refreshes()).toHaveLength(1);
  });

  it('a later 401, after the first refresh finished, refreshes again with the rotated token', async () => {
    let next = 2;
    const api = fakeApi({
      onRefresh: () => {
        const pair = { access_token: `acc-${next}`, refresh_token: `ref-${next}` };
        next += 1;
        return json(200, { info: pair });
      },
      validAccess: 'none',
    });
    const authFetch = refresh.createAuthFetch();
    await authFetch(`${ORIGIN}/one`);
    await authFetch(`${ORIGIN}/two`);
    expect(api.refreshes().map((s) => s.auth)).toEqual(['Bearer ref-1', 'Bearer ref-2']);
  });

  it('a 401 for a request sent before another one renewed the session replays with the new token, without refreshing', async () => {
    let answerFirst: (r: Response) => void = () => {};
    const api = fakeApi({
      onProtected: () => expired(),
    });
    const realFetch = globalThis.fetch;
    // The first request's 401 arrives only after the session was renewed elsewhere.
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      if (new URL(req.url).pathname === '/slow' && req.headers.get('Authorization') === 'Bearer acc-1') {
        return new Promise<Response>((resolve) => (answerFirst = resolve));
      }
      return realFetch(input, init);
    }) as typeof fetch;
    const authFetch = refresh.createAuthFetch();
    const slow = authFetch(`${ORIGIN}/slow`);
    await flush();
    tokens.tokenStorage.save({ access_token: 'acc-2', refresh_token: 'ref-2' });
    answerFirst(expired());
    const response = await slow;
    expect(response.status).toBe(200);
    expect(api.refreshes()).toHaveLength(0);
    expect(api.calls('/slow').map((s) => s.auth)).toEqual(['Bearer acc-2']);
  });

  it('does not loop when the replay answers 401 again: the second 401 is returned', async () => {
    const api = fakeApi({ validAccess: 'never-valid' });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toEqual({ error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });
    expect(api.seen.map((s) => s.path)).toEqual(['/v1/profiles/me', '/auth/refresh-token', '/v1/profiles/me']);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('createAuthFetch: 401s that are not about the token', () => {
  it.each([
    [
      'CREDENTIALS_NOT_MATCH',
      401,
      {
        error: { code: 'CREDENTIALS_NOT_MATCH', message: 'El correo o la contraseña no coinciden, intenta de nuevo.' },
      },
    ],
    ['another 401 message', 401, { error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }],
    ['a 401 without an error body', 401, { info: null }],
    ['a 403 saying Token expired', 403, { error: { code: 'X', message: 'Token expired' } }],
  ])('%s is returned as is, without refreshing', async (_, status, body) => {
    const api = fakeApi({ onProtected: () => json(status as number, body) });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/auth/login`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(status);
    await expect(response.json()).resolves.toEqual(body);
    expect(api.refreshes()).toHaveLength(0);
    expect(api.seen).toHaveLength(1);
    expect(tokens.tokenStorage.access()).toBe('acc-1');
  });

  it('a 401 whose body is not JSON is returned without refreshing', async () => {
    const api = fakeApi({ onProtected: () => new Response('Unauthorized', { status: 401 }) });
    const response = await refresh.createAuthFetch()(`${ORIGIN}/x`);
    expect(response.status).toBe(401);
    await expect(response.text()).resolves.toBe('Unauthorized');
    expect(api.refreshes()).toHaveLength(0);
  });
});

describe('session end', () => {
  it.each([
    ['Wrong token', wrong],
    ['Token expired', expired],
  ])('when the refresh answers 401 "%s" the session-ended handler runs and nothing is replayed', async (_, answer) => {
    const api = fakeApi({ onRefresh: answer });
    await expect(refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`)).rejects.toBeInstanceOf(
      refresh.SessionEndedError,
    );
    expect(ended).toHaveBeenCalledTimes(1);
    expect(api.seen.map((s) => s.path)).toEqual(['/v1/profiles/me', '/auth/refresh-token']);
  });

  it('concurrent callers all fail with one refresh and one session end', async () => {
    const api = fakeApi({ onRefresh: wrong });
    const authFetch = refresh.createAuthFetch();
    const results = await Promise.allSettled([authFetch(`${ORIGIN}/a`), authFetch(`${ORIGIN}/b`)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(api.refreshes()).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('by default clears the stored tokens and reloads the page', async () => {
    jest.resetModules();
    refresh = require('./refresh'); // fresh module: the default handler
    fakeApi({ onRefresh: wrong });
    await expect(refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`)).rejects.toThrow('La sesión terminó');
    expect(store.get('access_token')).toBeUndefined();
    expect(store.get('refresh_token')).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
    // A request that started before the reload, ending the session too, does not reload again.
    store.set('access_token', 'acc-1');
    store.set('refresh_token', 'ref-1');
    await expect(refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`)).rejects.toBeInstanceOf(
      refresh.SessionEndedError,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ends the session without a request when there is no refresh token', async () => {
    store.delete('refresh_token');
    const api = fakeApi({});
    await expect(refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`)).rejects.toBeInstanceOf(
      refresh.SessionEndedError,
    );
    expect(api.refreshes()).toHaveLength(0);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a refresh failing for another reason (500) is an error but does not end the session', async () => {
    fakeApi({ onRefresh: () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }) });
    await expect(refresh.createAuthFetch()(`${ORIGIN}/v1/profiles/me`)).rejects.toThrow(
      'Refresh failed with status 500',
    );
    expect(ended).not.toHaveBeenCalled();
    expect(tokens.tokenStorage.access()).toBe('acc-1');
    expect(tokens.tokenStorage.refresh()).toBe('ref-1');
  });

  it('after a failed refresh the next 401 may try again (the shared request is released)', async () => {
    let first = true;
    const api = fakeApi({
      onRefresh: () => {
        if (first) {
          first = false;
          return json(500, {});
        }
        return json(200, { info: { access_token: 'acc-2', refresh_token: 'ref-2' } });
      },
    });
    const authFetch = refresh.createAuthFetch();
    await expect(authFetch(`${ORIGIN}/a`)).rejects.toThrow();
    const response = await authFetch(`${ORIGIN}/a`);
    expect(response.status).toBe(200);
    expect(api.refreshes()).toHaveLength(2);
  });

  it('SESSION_MESSAGES are exactly the two contractual texts', () => {
    expect(refresh.SESSION_MESSAGES).toEqual(['Token expired', 'Wrong token']);
  });
});

describe('createAuthFetch: a GET started early (early.ts)', () => {
  let early: typeof import('./early');
  beforeEach(() => {
    early = require('./early');
    early.dropEarlyGets(); // the requests live on a global, across tests
    (globalThis as unknown as { window: { location: { origin: string } } }).window.location.origin = ORIGIN;
  });

  it('GETs of the same URL take copies of the early response instead of asking again, until it is 15 s old', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      early.startEarlyGet('/v1/profiles/me');
      await flush();
      const authFetch = refresh.createAuthFetch('', undefined, { takeEarly: true });
      const [first, second] = await Promise.all([
        authFetch(`${ORIGIN}/v1/profiles/me`),
        authFetch(`${ORIGIN}/v1/profiles/me`),
      ]);
      await expect(first.json()).resolves.toEqual({ info: { path: '/v1/profiles/me', ok: true } });
      await expect(second.json()).resolves.toEqual({ info: { path: '/v1/profiles/me', ok: true } });
      expect(api.calls('/v1/profiles/me')).toHaveLength(1);
      now.mockReturnValue(1_000_000 + 15_001);
      await authFetch(`${ORIGIN}/v1/profiles/me`);
      expect(api.calls('/v1/profiles/me')).toHaveLength(2);
    } finally {
      now.mockRestore();
    }
  });

  it('is taken only by a fetch made for the start-up hand-offs (takeEarly): any other call asks the server', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    early.startEarlyGet('/v1/products');
    await refresh.createAuthFetch()(`${ORIGIN}/v1/products`);
    expect(api.calls('/v1/products')).toHaveLength(2);
  });

  it("is always asked of the server, never answered from the browser's stored copy", () => {
    const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    early.startEarlyGet('/v1/sold-out');
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/v1/sold-out`, {
      headers: { Authorization: 'Bearer acc-1' },
      cache: 'no-cache',
    });
  });

  it('is not taken by another URL, another method, or after the stored token changed', async () => {
    const api = fakeApi({ validAccess: 'acc-1', onProtected: () => json(200, { info: {} }) });
    early.startEarlyGet('/v1/profiles/me');
    const authFetch = refresh.createAuthFetch('', undefined, { takeEarly: true });
    await authFetch(`${ORIGIN}/v1/profiles/me?x=1`);
    await authFetch(`${ORIGIN}/v1/profiles/me`, { method: 'PUT', body: '{}' });
    expect(api.calls('/v1/profiles/me')).toHaveLength(3); // the early one, then both asked themselves
    tokens.tokenStorage.save({ access_token: 'acc-other' });
    await authFetch(`${ORIGIN}/v1/profiles/me`);
    expect(api.calls('/v1/profiles/me').map((c) => c.auth)).toEqual([
      'Bearer acc-1',
      'Bearer acc-1',
      'Bearer acc-1',
      'Bearer acc-other',
    ]); // token changed: asked again
  });

  it('an early 401 "Token expired" refreshes and replays like any call', async () => {
    const api = fakeApi({});
    early.startEarlyGet('/v1/profiles/me');
    const response = await refresh.createAuthFetch('', undefined, { takeEarly: true })(`${ORIGIN}/v1/profiles/me`);
    expect(response.status).toBe(200);
    expect(api.seen.map((s) => [s.path, s.auth])).toEqual([
      ['/v1/profiles/me', 'Bearer acc-1'],
      ['/auth/refresh-token', 'Bearer ref-1'],
      ['/v1/profiles/me', 'Bearer acc-2'],
    ]);
  });

  it('starts the profile and the GETs the page names in its early-gets meta, each once', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    Object.assign(globalThis, {
      document: { querySelector: () => ({ content: '/v1/products  /v1/families /v1/profiles/me javascript:x' }) },
    });
    try {
      early.startPageEarlyGets();
    } finally {
      delete (globalThis as { document?: unknown }).document;
    }
    await flush();
    expect(api.seen.map((s) => s.path).sort()).toEqual(['/v1/families', '/v1/products', '/v1/profiles/me']);
    const authFetch = refresh.createAuthFetch('', undefined, { takeEarly: true });
    for (const path of ['/v1/products', '/v1/families', '/v1/profiles/me']) await authFetch(`${ORIGIN}${path}`);
    expect(api.seen).toHaveLength(3); // all three taken
  });

  it('a write drops the early GETs not taken yet: the next GET asks again', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    early.startEarlyGet('/v1/products');
    const authFetch = refresh.createAuthFetch('', undefined, { takeEarly: true });
    await authFetch(`${ORIGIN}/v1/products/7`, { method: 'PUT', body: '{}' });
    await authFetch(`${ORIGIN}/v1/products`);
    expect(api.calls('/v1/products')).toHaveLength(2); // the early one (dropped), then asked again
    expect(early.takeEarlyGet(`${ORIGIN}/v1/products`, 'acc-1')).toBeNull();
  });

  it('a failed early request is asked again; nothing is started without a session', async () => {
    const api = fakeApi({ validAccess: 'acc-1' });
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    early.startEarlyGet('/v1/profiles/me');
    globalThis.fetch = realFetch;
    const response = await refresh.createAuthFetch('', undefined, { takeEarly: true })(`${ORIGIN}/v1/profiles/me`);
    expect(response.status).toBe(200);
    expect(api.calls('/v1/profiles/me')).toHaveLength(1);

    early.dropEarlyGets();
    tokens.tokenStorage.clear();
    early.startEarlyGet('/v1/profiles/me');
    expect(api.seen).toHaveLength(1);
    expect(early.takeEarlyGet(`${ORIGIN}/v1/profiles/me`, 'acc-1')).toBeNull();
  });
});
