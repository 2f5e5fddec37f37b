import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@menu/shared/router';
import ForgotPasswordPage from './ForgotPasswordPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    expect(`${req.method} ${new URL(req.url).pathname}`).toBe('POST /auth/forgot-password');
    bodies.push(await req.json());
    return answer();
  }) as unknown as typeof fetch;
  return bodies;
}

function renderForgot(state?: { email: string }) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[{ pathname: '/forgot-password', state }]}>
      <Routes>
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/login" element={<p>Pantalla de login</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return {
    user,
    email: screen.getByLabelText('Correo electrónico'),
    submit: screen.getByRole('button', { name: 'Enviar enlace' }),
  };
}

const NEUTRAL =
  /^Si existe una cuenta con el correo ana@example\.com, te enviamos un enlace para elegir una nueva contraseña\./;

describe('ForgotPasswordPage', () => {
  it('starts with the e-mail the login passed, sends it and answers neutrally', async () => {
    const bodies = serve(() => json(200, { info: { ok: true } }));
    const { user, email, submit } = renderForgot({ email: 'ana@example.com' });
    expect(screen.getByRole('heading')).toHaveTextContent('¿Olvidaste tu contraseña?');
    expect(email).toHaveValue('ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(screen.getByRole('heading')).toHaveTextContent('Revisa tu correo');
    expect(bodies).toEqual([{ username: 'ana@example.com' }]);
    // Another e-mail can be asked for again from there, and the login is one click away.
    await user.click(screen.getByRole('button', { name: 'Enviar el enlace de nuevo' }));
    expect(bodies).toHaveLength(2);
    await user.click(screen.getByRole('link', { name: 'Volver a Iniciar Sesión' }));
    expect(screen.getByText('Pantalla de login')).toBeInTheDocument();
  });

  it('is disabled while empty; a malformed e-mail is not sent', async () => {
    const bodies = serve(() => json(200, { info: { ok: true } }));
    const { user, email, submit } = renderForgot();
    expect(submit).toBeDisabled();
    await user.type(email, 'ana@correo');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('El formato de correo no es valido');
    expect(email).toHaveAccessibleDescription('El formato de correo no es valido');
    expect(bodies).toEqual([]);
    await user.type(email, '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(bodies).toEqual([{ username: 'ana@correo.com' }]);
  });

  it('a refusal (too many requests) shows the server message and keeps the form', async () => {
    serve(() =>
      json(429, {
        error: { code: 'TOO_MANY_REQUESTS', message: 'Demasiados intentos. Intenta de nuevo en 60 minutos.' },
      }),
    );
    const { user, email, submit } = renderForgot();
    await user.type(email, 'ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos. Intenta de nuevo en 60 minutos.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('a network failure shows the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { user, email, submit } = renderForgot();
    await user.type(email, 'ana@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
  });
});
