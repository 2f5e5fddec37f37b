import { renderUi, settle } from '@menu/shared/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from './ChangePasswordForm';

// Fake API at the fetch level: the real shared client runs.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response | Promise<Response>) {
  const calls: Array<{ method: string; path: string; auth: string | null; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    calls.push({
      method: req.method,
      path: new URL(req.url).pathname,
      auth: req.headers.get('Authorization'),
      body: await req.json(),
    });
    return answer();
  }) as unknown as typeof fetch;
  return calls;
}

function renderForm() {
  const { user } = renderUi(<ChangePasswordForm />);
  const current = screen.getByLabelText('Contraseña actual');
  const next = screen.getByLabelText('Nueva contraseña');
  const confirm = screen.getByLabelText('Confirmar contraseña');
  const button = screen.getByRole('button', { name: 'Actualizar contraseña' });
  const fill = async (a: string, b: string, c: string) => {
    await user.type(current, a);
    await user.type(next, b);
    await user.type(confirm, c);
  };
  return { user, current, next, confirm, button, fill };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'acc-1');
  localStorage.setItem('refresh_token', 'ref-1');
  global.fetch = jest.fn(() => Promise.reject(new Error('no request expected'))) as unknown as typeof fetch;
});

afterEach(() => {
  // antd notifications live outside the rendered tree.
  document.body.innerHTML = '';
});

describe('ChangePasswordForm: rules', () => {
  it('the button stays disabled until all three fields are filled', async () => {
    const { user, current, next, confirm, button } = renderForm();
    expect(button).toBeDisabled();
    await user.type(current, 'actual123');
    expect(button).toBeDisabled();
    await user.type(next, 'nueva1234');
    expect(button).toBeDisabled();
    await user.type(confirm, 'nueva1234');
    await waitFor(() => expect(button).toBeEnabled());
    await user.clear(current);
    await waitFor(() => expect(button).toBeDisabled());
  });

  it("a confirmation that differs says 'La contraseña no coincide' and sends nothing", async () => {
    const { user, button, fill } = renderForm();
    await fill('actual123', 'nueva1234', 'nueva12345');
    expect(await screen.findByText('La contraseña no coincide')).toBeInTheDocument();
    await user.click(button);
    await settle(50);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('the mismatch clears when the new password is changed to match', async () => {
    const { user, next, fill } = renderForm();
    await fill('actual123', 'nueva1234', 'nueva12345');
    expect(await screen.findByText('La contraseña no coincide')).toBeInTheDocument();
    await user.type(next, '5');
    await waitFor(() => expect(screen.queryByText('La contraseña no coincide')).not.toBeInTheDocument());
  });

  it("a new password under 8 characters says 'Tu contraseña debe ser mínimo 8 caracteres'", async () => {
    const { user, button, fill } = renderForm();
    await fill('actual123', 'corta', 'corta');
    expect(await screen.findByText('Tu contraseña debe ser mínimo 8 caracteres')).toBeInTheDocument();
    await user.click(button);
    await settle(50);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("an emptied field says 'Campo obligatorio'", async () => {
    const { user, current } = renderForm();
    await user.type(current, 'x');
    await user.clear(current);
    expect(await screen.findByText('Campo obligatorio')).toBeInTheDocument();
  });
});

describe('ChangePasswordForm: saving', () => {
  it("sends the current and new password, notifies 'Contraseña actualizada' and empties the form", async () => {
    const calls = serve(() => json(200, { info: { ok: true } }));
    const { user, button, fill } = renderForm();
    await fill('actual123', 'nueva1234', 'nueva1234');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('Contraseña actualizada')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/auth/change-password',
        auth: 'Bearer acc-1',
        body: { password: 'actual123', new_password: 'nueva1234' },
      },
    ]);
    // resetFields remounts the inputs: read them again.
    await waitFor(() => {
      for (const label of ['Contraseña actual', 'Nueva contraseña', 'Confirmar contraseña']) {
        expect(screen.getByLabelText(label)).toHaveValue('');
      }
    });
    expect(button).toBeDisabled();
    expect(screen.queryByText('La contraseña no fue actualizada')).not.toBeInTheDocument();
  });

  it("CURRENT_NOT_MATCH notifies 'La contraseña no fue actualizada' / 'La contraseña actual no es correcta' and keeps the values", async () => {
    // The text comes from the code, not from the server's message.
    serve(() => json(400, { error: { code: 'CURRENT_NOT_MATCH', message: 'Current password does not match' } }));
    const { user, current, button, fill } = renderForm();
    await fill('equivocada', 'nueva1234', 'nueva1234');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByText('La contraseña no fue actualizada')).toBeInTheDocument();
    expect(screen.getByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.queryByText('Contraseña actualizada')).not.toBeInTheDocument();
    expect(current).toHaveValue('equivocada');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('another failure notifies the title with a generic description', async () => {
    serve(() => json(500, { error: { code: 'INTERNAL_ERROR', message: 'INTERNAL_ERROR' } }));
    const { user, button, fill } = renderForm();
    await fill('actual123', 'nueva1234', 'nueva1234');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('La contraseña no fue actualizada')).toBeInTheDocument();
    expect(screen.getByText('Algo a salido mal, por favor intenta más tarde.')).toBeInTheDocument();
    expect(screen.queryByText('La contraseña actual no es correcta')).not.toBeInTheDocument();
  });
});
