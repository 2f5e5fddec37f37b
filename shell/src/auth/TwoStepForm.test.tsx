import { tokenStorage } from '@menu/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@menu/shared/router';
import { LoginPage } from './LoginPage';

// Fake API at the fetch level: the real shared client (openapi-fetch + auth fetch) runs.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string, message = 'server text') => json(status, { error: { code, message } });
const signedIn = () => json(200, { info: { access_token: 'acc', refresh_token: 'ref' } });

type Body = { username: string; password: string; totp_code?: string; recovery_code?: string };
type Call = { method: string; path: string; body: Body };

/** POST /auth/login answers `answer(body)`; every call is recorded. */
function serveLogin(answer: (body: Body) => Response) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const call = { method: req.method, path: new URL(req.url).pathname, body: JSON.parse(await req.text()) as Body };
    calls.push(call);
    if (`${call.method} ${call.path}` !== 'POST /auth/login') throw new Error(`unexpected call ${call.path}`);
    return answer(call.body);
  }) as unknown as typeof fetch;
  return calls;
}

const INVALID = 'El código de verificación no es correcto.';

/** The API of a person with a two-step login: the password alone is not enough; '123456' and 'abcd-efgh' sign in. */
const twoStepApi = (body: Body) => {
  if (body.password !== 'secreto123') return fail(401, 'CREDENTIALS_NOT_MATCH');
  if (body.totp_code === undefined && body.recovery_code === undefined)
    return fail(403, 'TOTP_REQUIRED', 'Escribe el código de verificación.');
  if (body.totp_code === '123456' || body.recovery_code === 'abcd-efgh') return signedIn();
  return fail(400, 'TOTP_INVALID', INVALID);
};

async function toSecondStep(answer: (body: Body) => Response = twoStepApi) {
  const calls = serveLogin(answer);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/menu/categories" element={<p>Panel de categorías</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto123');
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
  return { user, calls };
}

beforeEach(() => localStorage.clear());

describe('Login, second step (403 TOTP_REQUIRED)', () => {
  it('asks for the app code, with no error shown and no tokens yet', async () => {
    await toSecondStep();
    const code = screen.getByLabelText('Código de verificación');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    expect(tokenStorage.access()).toBeNull();
  });

  it('Verificar stays disabled until six digits; other characters are not taken', async () => {
    const { user } = await toSecondStep();
    const code = screen.getByLabelText('Código de verificación');
    const verify = screen.getByRole('button', { name: 'Verificar' });
    await user.type(code, '12a 34');
    expect(code).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(code, '5678');
    expect(code).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('sends the e-mail, password and code, then goes to the panel', async () => {
    const { user, calls } = await toSecondStep();
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls.map((c) => c.body)).toEqual([
      { username: 'ana@example.com', password: 'secreto123' },
      { username: 'ana@example.com', password: 'secreto123', totp_code: '123456' },
    ]);
    expect(tokenStorage.access()).toBe('acc');
  });

  it("a wrong code shows the API's message, empties the field and stays", async () => {
    const { user } = await toSecondStep();
    const code = screen.getByLabelText('Código de verificación');
    await user.type(code, '654321{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(code).toHaveValue('');
    expect(screen.queryByText('Panel de categorías')).not.toBeInTheDocument();
    expect(tokenStorage.access()).toBeNull();
    // The next try clears the message while it is sent.
    await user.type(code, '123456{Enter}');
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
  });

  it('too many attempts show the rate limit text', async () => {
    const { user } = await toSecondStep((body) =>
      body.totp_code ? fail(429, 'TOO_MANY_REQUESTS', 'Demasiados intentos.') : twoStepApi(body),
    );
    await user.type(screen.getByLabelText('Código de verificación'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos.');
  });

  it("'Usar un código de recuperación' sends a recovery code instead", async () => {
    const { user, calls } = await toSecondStep();
    await user.type(screen.getByLabelText('Código de verificación'), '12');
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.queryByLabelText('Código de verificación')).not.toBeInTheDocument();
    const recovery = screen.getByLabelText('Código de recuperación');
    expect(recovery).toHaveValue('');
    expect(recovery).toHaveFocus();
    const verify = screen.getByRole('button', { name: 'Verificar' });
    expect(verify).toBeDisabled();
    await user.type(recovery, ' abcd-efgh ');
    await user.click(verify);
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls[1]!.body).toEqual({ username: 'ana@example.com', password: 'secreto123', recovery_code: 'abcd-efgh' });
  });

  it("a used or wrong recovery code shows the API's message; 'Usar el código de la app' goes back to the app code", async () => {
    const { user } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    await user.type(screen.getByLabelText('Código de recuperación'), 'zzzz-zzzz{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    await user.click(screen.getByRole('button', { name: 'Usar el código de la app' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Código de verificación')).toHaveFocus();
  });

  it("'Volver' returns to the e-mail and password, as typed", async () => {
    const { user, calls } = await toSecondStep();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('secreto123');
    const submit = screen.getByRole('button', { name: 'Iniciar Sesión' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Verificación en dos pasos' });
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('a suspended member sees the API message on the first step', async () => {
    serveLogin(() => fail(403, 'MEMBER_SUSPENDED', 'Tu acceso a esta cuenta está suspendido.'));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto123{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu acceso a esta cuenta está suspendido.');
    expect(screen.queryByRole('heading', { name: 'Verificación en dos pasos' })).not.toBeInTheDocument();
  });
});
