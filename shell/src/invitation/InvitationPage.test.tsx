import { tokenStorage } from '@menu/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@menu/shared/router';
import InvitationPage from './InvitationPage';

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

const TOKENS = { access_token: 'acc-lucia', refresh_token: 'ref-lucia' };

function renderInvitation(url = '/invitacion?token=tok-123') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/invitacion" element={<InvitationPage />} />
        <Route path="/login" element={<p>Pantalla de login</p>} />
        <Route path="/menu/categories" element={<p>Panel de categorías</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const name = () => screen.getByLabelText('Nombre');
  const password = () => screen.getByLabelText('Contraseña');
  const confirm = () => screen.getByLabelText('Confirmar contraseña');
  const submit = () => screen.getByRole('button', { name: 'Crear mi acceso' });
  const fill = async (n = 'Lucía Ramírez', p = 'Gerente123', c = p) => {
    await user.type(name(), n);
    await user.type(password(), p);
    await user.type(confirm(), c);
  };
  return { user, name, password, confirm, submit, fill };
}

beforeEach(() => localStorage.clear());

describe('InvitationPage', () => {
  it('sends the token, name and password, keeps the tokens as the login does and opens the panel', async () => {
    const calls = serve(() => json(200, { info: TOKENS }));
    const { user, submit, fill } = renderInvitation();
    expect(screen.getByRole('heading')).toHaveTextContent('Únete al equipo');
    expect(submit()).toBeDisabled();
    await fill(' Lucía Ramírez ');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/auth/invitations',
        body: { token: 'tok-123', name: 'Lucía Ramírez', password: 'Gerente123' },
        auth: null,
      },
    ]);
    expect(tokenStorage.access()).toBe('acc-lucia');
    expect(tokenStorage.refresh()).toBe('ref-lucia');
  });

  it("checks the reset's password rules and the confirmation before sending", async () => {
    const calls = serve(() => json(200, { info: TOKENS }));
    const { user, password, confirm, submit, fill } = renderInvitation();
    await fill('Lucía', 'corta');
    await user.click(submit());
    expect(password()).toHaveAccessibleDescription('Tu contraseña debe ser mínimo 8 caracteres');
    await user.type(password(), '-pero-larga');
    expect(confirm()).toHaveAccessibleDescription('La contraseña no coincide');
    await user.click(submit());
    expect(calls).toEqual([]);
    await user.clear(confirm());
    await user.type(confirm(), 'corta-pero-larga');
    await user.click(submit());
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('a blank name is refused here', async () => {
    const calls = serve(() => json(200, { info: TOKENS }));
    const { user, name, submit, fill } = renderInvitation();
    await fill('   ');
    await user.click(submit());
    expect(name()).toHaveAccessibleDescription('Campo obligatorio');
    expect(calls).toEqual([]);
  });

  it.each([
    ['INVITATION_EXPIRED', 'Tu invitación venció. Pide que te envíen una nueva.'],
    ['INVITATION_INVALID', 'El enlace de invitación no es válido o ya se usó.'],
  ])('%s shows its message and leads to Iniciar Sesión; nothing is stored', async (code, message) => {
    serve(() => json(400, { error: { code, message } }));
    const { user, submit, fill } = renderInvitation();
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading')).toHaveTextContent('No pudimos usar tu invitación');
    expect(screen.queryByLabelText('Nombre')).not.toBeInTheDocument();
    expect(tokenStorage.access()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Iniciar Sesión' }));
    expect(screen.getByText('Pantalla de login')).toBeInTheDocument();
  });

  it('without a token it says the link is not valid and calls nothing', () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    renderInvitation('/invitacion');
    expect(screen.getByRole('alert')).toHaveTextContent('El enlace de invitación no es válido.');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('a network failure keeps the form with the generic message', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const { user, submit, fill } = renderInvitation();
    await fill();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo a salido mal, por favor intenta más tarde.');
    expect(submit()).toBeEnabled();
  });

  it("another person's session kept in this browser ends first; the new one is the invited person's", async () => {
    tokenStorage.save({ access_token: 'acc-owner', refresh_token: 'ref-owner' });
    const calls = serve((path) =>
      path === '/auth/logout' ? json(200, { info: { ok: true } }) : json(200, { info: TOKENS }),
    );
    const { user, submit, fill } = renderInvitation();
    await fill();
    await user.click(submit());
    expect(await screen.findByText('Panel de categorías')).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth}`)).toEqual([
      'PUT /auth/invitations Bearer acc-owner',
      'POST /auth/logout Bearer ref-owner',
    ]);
    expect(tokenStorage.access()).toBe('acc-lucia');
  });
});
