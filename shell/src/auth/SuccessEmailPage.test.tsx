import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from '@menu/shared/router';
import SuccessEmailPage from './SuccessEmailPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    expect(`${req.method} ${new URL(req.url).pathname}`).toBe('PUT /auth/verify-email');
    bodies.push(await req.json());
    return answer();
  }) as unknown as typeof fetch;
  return bodies;
}

const renderAt = (url: string) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[url]}>
        <SuccessEmailPage />
      </MemoryRouter>
    </StrictMode>,
  );

const INVALID = 'El enlace de verificación no es válido o ya fue usado.';

describe('SuccessEmailPage', () => {
  it('verifies the token once (even in StrictMode) and says the e-mail is verified', async () => {
    let answer!: (r: Response) => void;
    const bodies = serve(() => new Promise((resolve) => (answer = resolve)));
    renderAt('/success-email?token=abc123');
    expect(screen.getByRole('heading')).toHaveTextContent('Verificando tu correo…');
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();

    await screen.findByText('Un momento, por favor.');
    await new Promise((r) => setTimeout(r, 0));
    answer(json(200, { info: { ok: true } }));

    expect(await screen.findByRole('heading', { name: '¡Tu correo ha sido verificado!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ya puedes iniciar sesión y crear tu menú digital.');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(bodies).toEqual([{ token: 'abc123' }]);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('without a token it says the link is not valid and calls nothing', () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderAt('/success-email');
    expect(screen.getByRole('heading')).toHaveTextContent('No pudimos verificar tu correo');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      'VERIFY_TOKEN_REPLACED',
      409,
      'Este enlace ya no es válido',
      'alert',
      'Te enviamos un enlace de verificación más reciente: usa el del último correo que recibiste.',
    ],
    [
      'VERIFY_TOKEN_EXPIRED',
      400,
      'El enlace ha expirado',
      'alert',
      'Inicia sesión con tu correo y tu contraseña para pedir uno nuevo.',
    ],
    [
      'ALREADY_VERIFIED',
      409,
      'Tu correo ya está verificado',
      'status',
      'Ya puedes iniciar sesión con tu correo y tu contraseña.',
    ],
  ])('%s (HTTP %i) says what happened to the link', async (code, status, title, role, text) => {
    serve(() => json(status as number, { error: { code, message: 'x' } }));
    renderAt('/success-email?token=old');
    expect(await screen.findByRole(role as string)).toHaveTextContent(text as string);
    expect(screen.getByRole('heading')).toHaveTextContent(title as string);
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it.each([
    ['VERIFY_TOKEN_INVALID', 400],
    ['VERIFY_TOKEN_USED', 409],
    ['RESOURCE_NOT_FOUND', 404],
  ])('%s (HTTP %i) says the link is not valid or already used', async (code, status) => {
    serve(() => json(status, { error: { code, message: 'x' } }));
    renderAt('/success-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('heading')).toHaveTextContent('No pudimos verificar tu correo');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('a link that asks for the password activates the account only with the right one; a wrong one keeps the form', async () => {
    const answers = [
      json(409, { error: { code: 'VERIFY_PASSWORD_REQUIRED', message: 'x' } }),
      json(409, {
        error: {
          code: 'VERIFY_PASSWORD_MISMATCH',
          message: 'La contraseña no coincide con la del último registro de este correo.',
        },
      }),
      json(200, { info: { ok: true } }),
    ];
    const bodies = serve(() => answers.shift()!);
    renderAt('/success-email?token=abc');
    expect(await screen.findByRole('heading', { name: 'Confirma tu contraseña' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Activar mi cuenta' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Contraseña'), 'otra-clave');
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña no coincide');
    expect(screen.getByRole('heading')).toHaveTextContent('Confirma tu contraseña');
    await userEvent.clear(screen.getByLabelText('Contraseña'));
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mi-clave-123');
    await userEvent.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    expect(await screen.findByRole('heading', { name: '¡Tu correo ha sido verificado!' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { token: 'abc' },
      { token: 'abc', password: 'otra-clave' },
      { token: 'abc', password: 'mi-clave-123' },
    ]);
  });

  it('a server failure shows the generic message', async () => {
    serve(() => json(500, { error: { code: 'INTERNAL_ERROR', message: 'x' } }));
    renderAt('/success-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
  });

  it('a network failure shows the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    renderAt('/success-email?token=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
  });
});
