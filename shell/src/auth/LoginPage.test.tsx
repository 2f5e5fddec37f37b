import { tokenStorage } from '@menu/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@menu/shared/router';
import { LoginPage } from './LoginPage';

// Fake API at the fetch level: the real shared client (openapi-fetch + auth fetch) runs.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string, message = 'server text') => json(status, { error: { code, message } });

type Call = { method: string; path: string; body: unknown };
function serve(routes: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(req.url).pathname;
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method: req.method, path, body });
    const route = routes[`${req.method} ${path}`];
    if (!route) throw new Error(`unexpected call ${req.method} ${path}`);
    return route(body);
  }) as unknown as typeof fetch;
  return calls;
}

const TEXTS = {
  notFound: 'La cuenta no existe.',
  noMatch: 'El correo o la contraseña no coinciden, intenta de nuevo.',
  unverified:
    'La cuenta aun no ha sido verificada, para ello ve al correo que hemos enviado durante el registro y haz click sobre el enlace.',
  generic: 'Algo a salido mal, por favor intenta más tarde.',
};

/** Stands in for the reset request screen: shows the e-mail the login passed along. */
function ForgotProbe() {
  const { state } = useLocation();
  return <p>Recuperar contraseña de [{(state as { email?: string } | null)?.email ?? ''}]</p>;
}

function renderLogin() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/menu/categories" element={<p>Panel de categorías</p>} />
        <Route path="/sign-up" element={<p>Página de registro</p>} />
        <Route path="/forgot-password" element={<ForgotProbe />} />
      </Routes>
    </MemoryRouter>,
  );
  const email = screen.getByLabelText('Correo electrónico');
  const password = screen.getByLabelText('Contraseña');
  const submit = screen.getByRole('button', { name: 'Iniciar Sesión' });
  const fill = async (e = 'ana@example.com', p = 'secreto123') => {
    await user.type(email, e);
    await user.type(password, p);
  };
  return { user, email, password, submit, fill };
}

beforeEach(() => localStorage.clear());

describe('LoginPage: the submit button', () => {
  it('stays disabled until both fields are filled', async () => {
    const { user, email, password, submit } = renderLogin();
    expect(submit).toBeDisabled();
    await user.type(email, 'ana@example.com');
    expect(submit).toBeDisabled();
    await user.clear(email);
    await user.type(password, 'secreto123');
    expect(submit).toBeDisabled();
    await user.type(email, 'ana@example.com');
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('is disabled while the login request is in flight', async () => {
    let answer!: (r: Response) => void;
    serve({ 'POST /auth/login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { user, submit, fill } = renderLogin();
    await fill();
    await user.click(submit);
    expect(submit).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    expect(submit).toBeDisabled();
    answer(fail(401, 'CREDENTIALS_NOT_MATCH'));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.noMatch);
    expect(submit).toBeEnabled();
  });
});

describe('LoginPage: signing in', () => {
  it('stores the tokens and goes to the panel', async () => {
    const calls = serve({
      'POST /auth/login': () => json(200, { info: { access_token: 'acc', refresh_token: 'ref' } }),
    });
    const { user, submit, fill } = renderLogin();
    await fill(' ana@example.com ', 'secreto123');
    await user.click(submit);
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/login', body: { username: 'ana@example.com', password: 'secreto123' } },
    ]);
    expect(tokenStorage.access()).toBe('acc');
    expect(tokenStorage.refresh()).toBe('ref');
  });

  it('submits with Enter as well', async () => {
    serve({ 'POST /auth/login': () => json(200, { info: { access_token: 'acc', refresh_token: 'ref' } }) });
    const { user, fill } = renderLogin();
    await fill();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
  });

  it("'¿Olvidaste tu contraseña?' leads to the reset request with the e-mail typed so far", async () => {
    const { user, email } = renderLogin();
    await user.type(email, ' ana@example.com ');
    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByText('Recuperar contraseña de [ana@example.com]')).toBeInTheDocument();
  });

  it('links to sign-up', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Regístrate' }));
    expect(screen.getByText('Página de registro')).toBeInTheDocument();
  });
});

describe('LoginPage: the e-mail format', () => {
  it.each(['ana', 'ana@example', 'ana@@example.com', 'ana example@correo.com'])(
    "%p is not sent: 'El formato de correo no es valido' shows under the e-mail",
    async (malformed) => {
      const calls = serve({});
      const { user, email, submit, fill } = renderLogin();
      await fill(malformed);
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent('El formato de correo no es valido');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('El formato de correo no es valido');
      expect(calls).toEqual([]);
      expect(screen.queryByText(TEXTS.notFound)).not.toBeInTheDocument();
    },
  );

  it('editing the e-mail clears the message, and a well-formed one is sent', async () => {
    const calls = serve({
      'POST /auth/login': () => json(200, { info: { access_token: 'acc', refresh_token: 'ref' } }),
    });
    const { user, email, submit, fill } = renderLogin();
    await fill('ana@example');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('El formato de correo no es valido');
    await user.type(email, '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.click(submit);
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ username: 'ana@example.com', password: 'secreto123' });
  });
});

describe('LoginPage: error messages', () => {
  it.each([
    ['RESOURCE_NOT_FOUND', 404, TEXTS.notFound],
    ['CREDENTIALS_NOT_MATCH', 401, TEXTS.noMatch],
    ['VALIDATION_ERROR', 400, TEXTS.generic],
    ['INTERNAL_ERROR', 500, TEXTS.generic],
  ])('%s (HTTP %i) shows its text, without the resend button, and stays on the page', async (code, status, text) => {
    serve({ 'POST /auth/login': () => fail(status as number, code) });
    const { user, submit, fill } = renderLogin();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Reenviar correo de verificación' })).not.toBeInTheDocument();
    expect(screen.queryByText('Panel de categorías')).not.toBeInTheDocument();
    expect(tokenStorage.access()).toBeNull();
  });

  it('a network failure shows the generic text', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { user, submit, fill } = renderLogin();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.generic);
  });

  it('MISSING_VERIFY_EMAIL shows the text and a resend button that sends the e-mail again', async () => {
    const calls = serve({
      'POST /auth/login': () => fail(403, 'MISSING_VERIFY_EMAIL', 'La cuenta aun no ha sido verificada.'),
      'POST /auth/resend-email': () => json(200, { info: { ok: true } }),
    });
    const { user, submit, fill } = renderLogin();
    await fill(' ana@example.com', 'secreto123');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.unverified);

    await user.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Te enviamos un nuevo correo de verificación.');
    expect(calls[1]).toEqual({ method: 'POST', path: '/auth/resend-email', body: { username: 'ana@example.com' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar correo de verificación' })).not.toBeInTheDocument();
  });

  it('a failed resend shows the server message', async () => {
    serve({
      'POST /auth/login': () => fail(403, 'MISSING_VERIFY_EMAIL'),
      'POST /auth/resend-email': () =>
        fail(429, 'TOO_MANY_REQUESTS', 'Demasiados intentos. Intenta de nuevo más tarde.'),
    });
    const { user, submit, fill } = renderLogin();
    await fill();
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo de verificación' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Demasiados intentos. Intenta de nuevo más tarde.'),
    );
  });

  it('a new attempt clears the previous error and the resend button', async () => {
    let first = true;
    serve({
      'POST /auth/login': () => {
        if (first) {
          first = false;
          return fail(403, 'MISSING_VERIFY_EMAIL');
        }
        return fail(401, 'CREDENTIALS_NOT_MATCH');
      },
    });
    const { user, submit, fill } = renderLogin();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('button', { name: 'Reenviar correo de verificación' })).toBeInTheDocument();
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TEXTS.noMatch));
    expect(screen.queryByRole('button', { name: 'Reenviar correo de verificación' })).not.toBeInTheDocument();
  });
});
