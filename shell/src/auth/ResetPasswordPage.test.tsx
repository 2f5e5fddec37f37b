import { tokenStorage } from '@menu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@menu/shared/router';
import ResetPasswordPage from './ResetPasswordPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown; auth: string | null };
function serve(answer: (path: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname;
    const text = await req.text();
    calls.push({
      method: req.method,
      path,
      body: text ? JSON.parse(text) : undefined,
      auth: req.headers.get('Authorization'),
    });
    return answer(path);
  }) as unknown as typeof fetch;
  return calls;
}

function renderReset(url = '/reset-password?token=tok-123') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/login" element={<p>Pantalla de login</p>} />
        <Route path="/forgot-password" element={<p>Pedir otro enlace</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const password = () => screen.getByLabelText('Nueva contraseña');
  const confirm = () => screen.getByLabelText('Confirmar contraseña');
  const submit = () => screen.getByRole('button', { name: 'Cambiar contraseña' });
  return { user, password, confirm, submit };
}

beforeEach(() => localStorage.clear());

describe('ResetPasswordPage', () => {
  it('sets the new password with the token and leads to the login', async () => {
    const calls = serve(() => json(200, { info: { ok: true } }));
    const { user, password, confirm, submit } = renderReset();
    expect(screen.getByRole('heading')).toHaveTextContent('Elige una nueva contraseña');
    expect(submit()).toBeDisabled();
    await user.type(password(), 'nueva-clave-456');
    expect(submit()).toBeDisabled();
    await user.type(confirm(), 'nueva-clave-456');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: '¡Contraseña actualizada!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ya puedes iniciar sesión con tu nueva contraseña.');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/auth/reset-password',
        body: { token: 'tok-123', password: 'nueva-clave-456' },
        auth: null,
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('Pantalla de login')).toBeInTheDocument();
  });

  it("checks the rules before sending: 'Tu contraseña debe ser mínimo 8 caracteres', 'La contraseña no coincide'", async () => {
    const calls = serve(() => json(200, { info: { ok: true } }));
    const { user, password, confirm, submit } = renderReset();
    await user.type(password(), 'corta');
    await user.type(confirm(), 'corta');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Tu contraseña debe ser mínimo 8 caracteres');
    await user.type(password(), '-pero-ahora-larga');
    expect(password()).toHaveAttribute('aria-invalid', 'false');
    expect(confirm()).toHaveAccessibleDescription('La contraseña no coincide');
    await user.click(submit());
    expect(calls).toEqual([]);
    await user.clear(confirm());
    await user.type(confirm(), 'corta-pero-ahora-larga');
    expect(confirm()).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: '¡Contraseña actualizada!' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['RESET_TOKEN_EXPIRED', 400, 'El enlace para restablecer tu contraseña ha expirado, solicita uno nuevo.'],
    ['RESET_TOKEN_USED', 409, 'Este enlace ya se usó para cambiar tu contraseña.'],
    [
      'RESET_TOKEN_REPLACED',
      409,
      'Este enlace ya no es válido: solicitaste uno más reciente o tu contraseña ya cambió.',
    ],
    ['RESET_TOKEN_INVALID', 400, 'El enlace para restablecer tu contraseña no es válido.'],
  ])('%s says why and offers a new link', async (code, status, message) => {
    serve(() => json(status as number, { error: { code, message } }));
    const { user, password, confirm, submit } = renderReset();
    await user.type(password(), 'nueva-clave-456');
    await user.type(confirm(), 'nueva-clave-456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading')).toHaveTextContent('No pudimos cambiar tu contraseña');
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' }));
    expect(screen.getByText('Pedir otro enlace')).toBeInTheDocument();
  });

  it('without a token it says the link is not valid and calls nothing', () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace para restablecer tu contraseña no es válido.');
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('a server or network failure keeps the form and shows the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { user, password, confirm, submit } = renderReset();
    await user.type(password(), 'nueva-clave-456');
    await user.type(confirm(), 'nueva-clave-456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
    expect(submit()).toBeEnabled();
  });

  it('a session kept in this browser is dropped: the server ended every one', async () => {
    tokenStorage.save({ access_token: 'acc', refresh_token: 'ref' });
    const calls = serve(() => json(200, { info: { ok: true } }));
    const { user, password, confirm, submit } = renderReset();
    await user.type(password(), 'nueva-clave-456');
    await user.type(confirm(), 'nueva-clave-456');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: '¡Contraseña actualizada!' })).toBeInTheDocument();
    expect(tokenStorage.access()).toBeNull();
    expect(tokenStorage.refresh()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /auth/reset-password', 'POST /auth/logout']);
  });
});
