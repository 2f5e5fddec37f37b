import { createAuthFetch } from './refresh';
import { tokenStorage } from './tokens';
import { setTotpSetupRequiredHandler } from './totpSetup';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (code: string) => json(403, { error: { code, message: 'texto' } });

describe('403 TOTP_SETUP_REQUIRED, in the shared fetch', () => {
  let handler: jest.Mock;
  let remove: () => void;
  beforeEach(() => {
    localStorage.clear();
    tokenStorage.save({ access_token: 'acc-1', refresh_token: 'ref-1' });
    handler = jest.fn();
    remove = setTotpSetupRequiredHandler(handler);
  });
  afterEach(() => remove());

  it('calls the panel handler once per refused call and answers the response untouched', async () => {
    const fetchAt = createAuthFetch('http://localhost', async () => refused('TOTP_SETUP_REQUIRED'));
    const response = await fetchAt('http://localhost/v1/products');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'TOTP_SETUP_REQUIRED', message: 'texto' } });
  });

  it.each([
    ['another 403', () => refused('ROLE_FORBIDDEN')],
    ['a success', () => json(200, { info: [] })],
    ['a 403 that is not our envelope', () => new Response('<html>Forbidden</html>', { status: 403 })],
  ])('%s does not', async (_, answer) => {
    const fetchAt = createAuthFetch('http://localhost', async () => answer());
    await fetchAt('http://localhost/v1/products');
    expect(handler).not.toHaveBeenCalled();
  });

  it('a replay after renewing the session is watched too', async () => {
    const fetchAt = createAuthFetch('http://localhost', async (input, init) => {
      const req = input instanceof Request ? input : new Request(String(input), init);
      if (req.url.endsWith('/auth/refresh-token'))
        return json(200, { info: { access_token: 'acc-2', refresh_token: 'ref-2' } });
      if (req.headers.get('Authorization') === 'Bearer acc-1')
        return json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } });
      return refused('TOTP_SETUP_REQUIRED');
    });
    await fetchAt('http://localhost/v1/products');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('a removed handler is not called, nor does removing an older one drop the newer', async () => {
    const fetchAt = createAuthFetch('http://localhost', async () => refused('TOTP_SETUP_REQUIRED'));
    const newer = jest.fn();
    const removeNewer = setTotpSetupRequiredHandler(newer);
    remove();
    await fetchAt('http://localhost/v1/products');
    expect(newer).toHaveBeenCalledTimes(1);
    removeNewer();
    await fetchAt('http://localhost/v1/products');
    expect(newer).toHaveBeenCalledTimes(1);
    expect(handler).not.toHaveBeenCalled();
  });
});
