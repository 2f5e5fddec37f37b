import { logout } from './auth';
import { profileAtom, sessionStore } from './session/atoms';
import { tokenStorage } from './session/tokens';

type Seen = { method: string; path: string; auth: string | null; keepalive: boolean };

function serve(answer: () => Promise<Response>) {
  const seen: Seen[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      method: init?.method ?? 'GET',
      path: new URL(String(input), 'http://localhost').pathname,
      auth: new Headers(init?.headers).get('Authorization'),
      keepalive: init?.keepalive === true,
    });
    return answer();
  }) as unknown as typeof fetch;
  return seen;
}

const ok = () => Promise.resolve(new Response(JSON.stringify({ info: { ok: true } }), { status: 200 }));

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    sessionStore.set(profileAtom, { email: 'ana@example.com' } as never);
  });
  afterEach(() => jest.useRealTimers());

  it('clears the session here and ends the login on the server with the refresh token', async () => {
    const seen = serve(ok);
    await logout();
    expect(seen).toEqual([{ method: 'POST', path: '/auth/logout', auth: 'Bearer ref-1', keepalive: true }]);
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
    expect(sessionStore.get(profileAtom)).toBeNull();
  });

  it('still clears the session when the network fails', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(logout()).resolves.toBeUndefined();
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
  });

  it('the tokens are gone before the server answers, and a server that never answers does not hold the page', async () => {
    jest.useFakeTimers();
    serve(() => new Promise<Response>(() => {}));
    let done = false;
    const pending = logout().then(() => (done = true));
    expect(tokenStorage.refresh()).toBeNull();
    await jest.advanceTimersByTimeAsync(4000);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    await pending;
    expect(done).toBe(true);
  });

  it('without a stored refresh token calls nothing', async () => {
    tokenStorage.clear();
    const seen = serve(ok);
    await logout();
    expect(seen).toEqual([]);
  });
});
